'use strict';

const { LOCALE_CODES } = require('../locales');

/**
 * The admin roles of the people who use the CMS, enforced on every start like the public role's
 * permissions (src/bootstrap/permissions.js): each role gets exactly the permissions below, and
 * changes made to them in the admin are put back at the next start.
 *
 * - Editor: the site's content (posts, press, products, FAQs, job openings, testimonies, team)
 *   and the media library without applicants' resumes. Never enquiries or applicants.
 * - HR: job openings and applicants, and the applicants' resumes in the media library.
 * - Sales: enquiries, dealers (the Where to buy pages) and "Become a dealer" applications.
 *
 * The media library has no per-folder permissions in Strapi CE, so it is shared out with two
 * conditions on the `isResume` flag every file carries (src/extensions/upload/strapi-server.js).
 * Strapi's built-in "Editor" role (code strapi-editor) is reused, so its default grant of every
 * content type, enquiries and applicants included, is replaced by this one.
 * `npm run cms:user -- --role editor --email ...` (scripts/cms-user.mjs) gives a person a role.
 */

const CONDITIONS = [
  {
    name: 'is-not-resume',
    displayName: "Is not an applicant's resume",
    handler: () => ({ isResume: { $ne: true } }),
  },
  {
    name: 'is-resume',
    displayName: "Is an applicant's resume",
    handler: () => ({ isResume: true }),
  },
];
// Conditions registered without a plugin get the `api::` prefix.
const NOT_RESUME = 'api::is-not-resume';
const RESUME = 'api::is-resume';

const { EDITORIAL, uidOf: api } = require('../content-types');
/** Editorial types the Sales team keeps, not the editors: dealers and the group's places (issue 52). */
const SALES_EDITORIAL = ['dealer'];
const CONTENT_ACTIONS = ['create', 'read', 'update', 'delete', 'publish'].map(
  (verb) => `plugin::content-manager.explorer.${verb}`,
);
const MEDIA = {
  read: 'plugin::upload.read',
  configureView: 'plugin::upload.configure-view',
  create: 'plugin::upload.assets.create',
  update: 'plugin::upload.assets.update',
  download: 'plugin::upload.assets.download',
  copyLink: 'plugin::upload.assets.copy-link',
};

const ROLES = [
  {
    code: 'strapi-editor',
    name: 'Editor',
    description: 'Writes and publishes the site: posts, press, products, FAQs, openings, testimonies, team, and their images. No enquiries, applicants or resumes.',
    contentTypes: EDITORIAL.filter((name) => !SALES_EDITORIAL.includes(name)).map(api),
    media: [
      { action: MEDIA.read, conditions: [NOT_RESUME] },
      { action: MEDIA.configureView },
      // Creating has no existing file to test; what is created is never a resume (the flag is
      // set only by the public upload route).
      { action: MEDIA.create },
      { action: MEDIA.update, conditions: [NOT_RESUME] },
      { action: MEDIA.download, conditions: [NOT_RESUME] },
      { action: MEDIA.copyLink, conditions: [NOT_RESUME] },
    ],
  },
  {
    code: 'navdhara-hr',
    name: 'HR',
    description: 'Job openings, applicants and their resumes.',
    contentTypes: ['job-application', 'job-applicant'].map(api),
    media: [
      { action: MEDIA.read, conditions: [RESUME] },
      { action: MEDIA.configureView },
      { action: MEDIA.update, conditions: [RESUME] },
      { action: MEDIA.download, conditions: [RESUME] },
      { action: MEDIA.copyLink, conditions: [RESUME] },
    ],
  },
  {
    code: 'navdhara-sales',
    name: 'Sales',
    description: 'Enquiries from the contact forms, dealers (Where to buy) and applications to become one.',
    contentTypes: [api('contact-us'), ...SALES_EDITORIAL.map(api), api('dealer-application')],
    media: [],
  },
];

/** In register(): conditions can only be added before Strapi has loaded. */
async function registerAdminConditions(strapi) {
  const { conditionProvider } = strapi.service('admin::permission');
  for (const condition of CONDITIONS) {
    if (!conditionProvider.has(`api::${condition.name}`)) await conditionProvider.register(condition);
  }
}

/** Content-manager permissions on `uids`, each action only on the types it applies to (publish needs draft & publish). */
function contentPermissions(strapi, uids) {
  const permissionService = strapi.service('admin::permission');
  const actions = CONTENT_ACTIONS.map((id) => permissionService.actionProvider.get(id))
    .filter(Boolean)
    .map((action) => ({ ...action, subjects: (action.subjects || []).filter((s) => uids.includes(s)) }));
  // With every field of each type, as the role editor in the admin lists them, and every language
  // of a localized type (a permission without locales reaches none: the editor would see no entry).
  return strapi
    .service('admin::content-type')
    .getPermissionsWithNestedFields(actions)
    .map((permission) =>
      strapi.getModel(permission.subject)?.pluginOptions?.i18n?.localized
        ? { ...permission, properties: { ...permission.properties, locales: LOCALE_CODES } }
        : permission,
    );
}

async function findOrCreateRole(strapi, { code, name, description }) {
  const roles = strapi.service('admin::role');
  const role = (await roles.findOne({ code })) || (await roles.findOne({ name }));
  if (!role) return roles.create({ code, name, description });
  if (role.name !== name || role.description !== description) await roles.update({ id: role.id }, { name, description });
  return role;
}

/** Files created before the flag existed: what the public route stored (Strapi's API upload folder) are resumes. */
async function flagExistingResumes(strapi) {
  const files = strapi.db.query('plugin::upload.file');
  await files.updateMany({ where: { isResume: { $null: true } }, data: { isResume: false } });
  const stored = await strapi.store({ type: 'plugin', name: 'upload', key: 'api-folder' }).get({});
  if (stored && stored.id) {
    // By id: an update whose filter crosses the folder relation fails in Strapi's query builder.
    const unflagged = await files.findMany({ where: { folder: { id: stored.id }, isResume: false }, select: ['id'] });
    if (unflagged.length) await files.updateMany({ where: { id: { $in: unflagged.map((file) => file.id) } }, data: { isResume: true } });
  }
}

async function applyAdminRoles(strapi) {
  await flagExistingResumes(strapi);
  for (const def of ROLES) {
    const role = await findOrCreateRole(strapi, def);
    const permissions = [
      ...contentPermissions(strapi, def.contentTypes),
      ...def.media.map(({ action, conditions = [] }) => ({ action, subject: null, properties: {}, conditions })),
    ];
    await strapi.service('admin::role').assignPermissions(role.id, permissions);
  }
}

module.exports = { registerAdminConditions, applyAdminRoles, ROLES };

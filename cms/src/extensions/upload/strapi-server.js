'use strict';

/**
 * The media library keeps applicants' resumes apart from the site's images.
 *
 * Resumes arrive through the public upload route (POST /api/upload, src/middlewares/upload-guard.js)
 * and are stored in the same media library as the images editors use; Strapi CE has no
 * per-folder permissions. So every file gets an `isResume` flag, set when the file is created by
 * that route and never editable in the admin (the admin's file-info validation accepts only
 * name, alternative text, caption, folder and focal point). The admin roles
 * (src/bootstrap/admin-roles.js) grant the media library with a condition on that flag: Editors
 * only files that are not resumes, HR only resumes.
 *
 * Strapi checks those conditions per file everywhere but in two bulk actions of the media
 * library (bulk delete and bulk move), which only ask whether the user may update *some* file.
 * They are wrapped here to refuse the whole request when it touches a file, directly or inside a
 * folder, that the user may not update: an Editor could otherwise delete resumes by id.
 */

const FILE_UID = 'plugin::upload.file';
const FOLDER_UID = 'plugin::upload.folder';
const UPDATE_ACTION = 'plugin::upload.assets.update';

/** The public upload route: what upload-guard lets through, and only that, is a resume. */
function isPublicUpload(ctx) {
  return Boolean(ctx) && ctx.method === 'POST' && /^\/api\/upload\/?$/.test(ctx.path || '');
}

// Controllers run with Strapi's global `strapi`, as the upload plugin's own controllers do.

/** Files a bulk request names, and the files inside the folders it names (at any depth). */
async function filesTouched({ fileIds = [], folderIds = [] }) {
  const or = [];
  if (fileIds.length) or.push({ id: { $in: fileIds } });
  if (folderIds.length) {
    const folders = await strapi.db.query(FOLDER_UID).findMany({ where: { id: { $in: folderIds } }, select: ['path'] });
    for (const { path } of folders) or.push({ folderPath: path }, { folderPath: { $startsWith: `${path}/` } });
  }
  if (!or.length) return [];
  return strapi.db.query(FILE_UID).findMany({ where: { $or: or }, populate: { createdBy: { populate: ['roles'] } } });
}

function guardBulk(action) {
  return async function guardedBulkAction(ctx) {
    const body = ctx.request.body || {};
    const ids = (list) => (Array.isArray(list) ? list.filter((id) => id !== null && id !== undefined) : []);
    const files = await filesTouched({ fileIds: ids(body.fileIds), folderIds: ids(body.folderIds) });
    const pm = strapi.service('admin::permission').createPermissionsManager({
      ability: ctx.state.userAbility,
      action: UPDATE_ACTION,
      model: FILE_UID,
    });
    if (files.some((file) => pm.ability.cannot(UPDATE_ACTION, pm.toSubject(file)))) {
      return ctx.forbidden('This selection holds files you may not change');
    }
    return action(ctx);
  };
}

module.exports = (plugin) => {
  plugin.contentTypes.file.schema.attributes.isResume = {
    type: 'boolean',
    default: false,
    // Never in API answers; the admin conditions read it from the database.
    private: true,
    configurable: false,
  };

  const bulk = plugin.controllers['admin-folder-file'];
  plugin.controllers['admin-folder-file'] = {
    ...bulk,
    deleteMany: guardBulk(bulk.deleteMany),
    moveMany: guardBulk(bulk.moveMany),
  };

  const register = plugin.register;
  plugin.register = async (...args) => {
    if (register) await register(...args);
    const [{ strapi: app }] = args;
    // Set in the same insert that creates the file, so a resume is never visible unflagged.
    app.db.lifecycles.subscribe({
      models: [FILE_UID],
      beforeCreate(event) {
        if (isPublicUpload(app.requestContext.get())) event.params.data.isResume = true;
      },
    });
  };

  return plugin;
};

'use strict';

const { errors } = require('@strapi/utils');
const { RESUME_UPLOAD, resumeFileName, resumeMaxBytes, sniffResume } = require('../../utils/resume-file');
const { keepResumesPrivate } = require('../../utils/private-upload');
const { takeFiles } = require('../../utils/file-routes');
const { filesOf } = require('../../middlewares/multipart');

/**
 * The upload plugin, narrowed for this site.
 *
 * 1. The content API's upload route (POST /api/upload) is the public role's only way to upload, and
 *    it takes exactly one resume: PDF, DOC or DOCX recognised by content, at most 5 MB
 *    (src/utils/resume-file.js), from no other site's page (src/middlewares/site-origin.js), rate
 *    limited per client (src/middlewares/rate-limit.js: the create limit, and a few an hour of its
 *    own). It is stored privately, never in the public folder or bucket, and served by the CMS to
 *    HR and the admin only (src/utils/private-upload.js, src/middlewares/resume-files.js). Replacing
 *    or re-describing an existing file (`?id=`) is refused. The guard wraps the route's own
 *    controller action, so it holds however the path was spelled. Admin uploads (/upload, the media
 *    library) and the seed (the upload service) are not affected.
 *
 * 2. The media library keeps applicants' resumes apart from the site's images. Strapi CE has no
 *    per-folder permissions, so every file gets an `isResume` flag, set when the file is created by
 *    that route and never editable in the admin (the admin's file-info validation accepts only
 *    name, alternative text, caption, folder and focal point). The admin roles
 *    (src/bootstrap/admin-roles.js) grant the media library with a condition on that flag: Editors
 *    only files that are not resumes, HR only resumes.
 *
 *    Strapi checks those conditions per file everywhere but in two bulk actions of the media
 *    library (bulk delete and bulk move), which only ask whether the user may update *some* file.
 *    They are wrapped here to refuse the whole request when it touches a file, directly or inside a
 *    folder, that the user may not update: an Editor could otherwise delete resumes by id.
 *
 * 3. A resume's file is never replaced (HR may rename it, not change what the applicant sent): the
 *    upload service's replace refuses it, whoever asks.
 */

const FILE_UID = 'plugin::upload.file';
const FOLDER_UID = 'plugin::upload.folder';
const UPDATE_ACTION = 'plugin::upload.assets.update';

/** One resume, checked and renamed after what it is; anything else is refused before it is stored. */
function guardResumeUpload(uploadFiles) {
  return async function uploadResume(ctx) {
    if (ctx.query && ctx.query.id !== undefined) throw new errors.ValidationError('Replacing or editing files is not allowed');
    const files = ctx.request.files && ctx.request.files.files;
    const list = Array.isArray(files) ? files : files ? [files] : [];
    // A file in any other field is refused too, never left unread beside the resume.
    if (filesOf(ctx).length > 1) throw new errors.ValidationError('Upload one resume at a time');
    if (list.length === 0) throw new errors.ValidationError('Files are empty: send one resume in the multipart field "files"');
    const file = list[0];
    const max = resumeMaxBytes();
    if (file.size > max) throw new errors.PayloadTooLargeError(`The resume must be at most ${Math.round(max / 1024 / 1024)} MB`);
    const type = await sniffResume(file.filepath);
    if (!type) throw new errors.ValidationError('Only PDF, DOC and DOCX resumes are accepted');
    // Trust the content, not the client's name or declared type.
    file.mimetype = type.mime;
    file.originalFilename = resumeFileName(file.originalFilename, type.ext);
    ctx.state[RESUME_UPLOAD] = true;
    return uploadFiles(ctx);
  };
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
  // The content API's upload action: only the resume upload, never a replace or an edit.
  const contentApi = plugin.controllers['content-api'];
  plugin.controllers['content-api'] = (deps) => {
    const controller = typeof contentApi === 'function' ? contentApi(deps) : contentApi;
    const refuse = async () => {
      throw new errors.ValidationError('Replacing or editing files is not allowed');
    };
    return {
      ...controller,
      upload: guardResumeUpload((ctx) => controller.uploadFiles(ctx)),
      replaceFile: refuse,
      updateFileInfo: refuse,
    };
  };
  const routes = plugin.routes['content-api'];
  // The create limit (per minute), and the resume's own: a few an hour per client.
  const hourly = {
    name: 'global::rate-limit',
    config: { prefix: 'resume', max: 5, interval: 60 * 60 * 1000, maxEnv: 'CMS_RESUME_RATE_MAX', intervalEnv: 'CMS_RESUME_RATE_WINDOW_MS' },
  };
  routes.routes = routes.routes.map((route) =>
    route.handler === 'content-api.upload'
      ? {
          ...route,
          config: { ...route.config, middlewares: [...((route.config && route.config.middlewares) || []), 'global::site-origin', 'global::rate-limit', hourly] },
        }
      : route,
  );

  // Multipart bodies are read on the file routes only, after their guards (src/utils/file-routes.js).
  takeFiles('upload', 'content-api', routes);
  takeFiles('upload', 'admin', plugin.routes.admin);

  // A file's `related` entries are every entry that uses it, drafts included (a morph relation: the
  // published-only rules of src/utils/drafts-guard.js do not reach through it), so a public
  // `populate[image][populate]=*` read a draft's changed fields. Private: no content-API query
  // may select, populate, filter or sort by it; the admin reads the database.
  plugin.contentTypes.file.schema.attributes.related = { ...plugin.contentTypes.file.schema.attributes.related, private: true };

  plugin.contentTypes.file.schema.attributes.isResume = {
    type: 'boolean',
    default: false,
    // Never in API answers; the admin conditions read it from the database.
    private: true,
    configurable: false,
  };

  const uploadService = plugin.services.upload;
  plugin.services.upload = (deps) => {
    const service = uploadService(deps);
    return {
      ...service,
      async replace(id, ...rest) {
        const file = await deps.strapi.db.query(FILE_UID).findOne({ where: { id }, select: ['isResume'] });
        if (file && file.isResume) throw new errors.ForbiddenError("An applicant's resume cannot be replaced");
        return service.replace(id, ...rest);
      },
    };
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
    // Resumes go to the private store, whatever the provider of the site's files (local or S3).
    keepResumesPrivate(app);
    // Set in the same insert that creates the file, so a resume is never visible unflagged.
    app.db.lifecycles.subscribe({
      models: [FILE_UID],
      beforeCreate(event) {
        const ctx = app.requestContext.get();
        if (ctx && ctx.state && ctx.state[RESUME_UPLOAD]) event.params.data.isResume = true;
      },
    });
  };

  return plugin;
};

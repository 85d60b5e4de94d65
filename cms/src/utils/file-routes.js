'use strict';

const { resumeMaxBytes } = require('./resume-file');

/**
 * The routes that take files, written once: nothing else in the CMS reads a multipart body.
 * `global::multipart` (src/middlewares/multipart.js) is attached to each of them (by handler, so
 * every spelling of the path that reaches the route gets it), and `global::body-types`
 * (src/middlewares/body-types.js) refuses a multipart body on any other address with a 415 before
 * it is read. `paths` are the addresses as the router matches them (case aside): only the answer's
 * status depends on them, never whether a body is written, which the route middleware alone decides.
 * `maxFiles` bounds how many files one request writes (20 unless given; the public upload takes one
 * resume), and `maxBytes` the files of one request together:
 * - the public resume upload (narrowed further by src/extensions/upload/strapi-server.js): the
 *   resume limit;
 * - the media library's uploads: the upload plugin's size limit (config/plugins.js);
 * - the admin's project settings (the panel's two logos, each far smaller): 5 MB.
 */
const adminUploadMaxBytes = () => strapi.config.get('plugin::upload.sizeLimit', 50 * 1024 * 1024);

const FILE_ROUTES = {
  upload: {
    'content-api': { 'content-api.upload': { maxBytes: resumeMaxBytes, maxFiles: 1 } },
    admin: {
      'admin-upload.upload': { maxBytes: adminUploadMaxBytes },
      'admin-upload.uploadFile': { maxBytes: adminUploadMaxBytes },
      'admin-upload.replaceFile': { maxBytes: adminUploadMaxBytes },
    },
  },
  admin: {
    admin: { 'admin.updateProjectSettings': { maxBytes: () => 5 * 1024 * 1024 } },
  },
};

const FILE_PATHS = [
  /^\/api\/upload\/?$/,
  /^\/upload\/?$/i,
  /^\/upload\/files\/?$/i,
  /^\/upload\/files\/[^/]+\/replace\/?$/i,
  /^\/admin\/project-settings\/?$/i,
];

/** Whether a request's path is one of the addresses that take files. */
const isFilePath = (path) => FILE_PATHS.some((pattern) => pattern.test(path));

/**
 * Adds `global::multipart` to the file routes of one router (`owner`: a plugin's name, or `admin`;
 * `kind`: the router's key, `admin` or `content-api`). Routes already carrying it are left alone.
 */
function takeFiles(owner, kind, router) {
  const limits = (FILE_ROUTES[owner] || {})[kind] || {};
  for (const route of router.routes) {
    const config = limits[route.handler];
    if (!config) continue;
    const middlewares = (route.config && route.config.middlewares) || [];
    if (middlewares.some((m) => m === 'global::multipart' || (m && m.name === 'global::multipart'))) continue;
    route.config = { ...route.config, middlewares: [...middlewares, { name: 'global::multipart', config }] };
  }
}

module.exports = { FILE_ROUTES, isFilePath, takeFiles };

'use strict';

/**
 * Route middleware of the public resume upload (src/extensions/upload/strapi-server.js), before its
 * rate limit and before its body is read: a browser request from a page of another site is a 403.
 * A multipart POST is a "simple" request to a browser, sent across sites without asking CORS
 * first, so without this any site's page could make its visitors' browsers store files in the
 * media library, each from the visitor's own address and budget. The JSON creates need no such
 * check: a browser asks CORS (`strapi::cors`, config/middlewares.js) before sending them, and any
 * other body is a 415 (src/middlewares/body-types.js). A browser names a cross-origin POST's page
 * in `Origin`; the site's origins are the CORS list, read from its one definition. A request
 * without `Origin` comes from no page (the site server, a script) and meets the usual limits.
 */
const { errors } = require('@strapi/utils');

module.exports = (_config, { strapi }) => {
  const cors = strapi.config.get('middlewares', []).find((m) => m && typeof m === 'object' && m.name === 'strapi::cors');
  const allowed = new Set([].concat((cors && cors.config && cors.config.origin) || []));
  return async (ctx, next) => {
    const origin = ctx.get('origin');
    if (origin && !allowed.has(origin)) throw new errors.PolicyError("Uploads are taken from the site's own pages only");
    return next();
  };
};

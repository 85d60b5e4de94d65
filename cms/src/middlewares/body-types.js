'use strict';

const { isFilePath } = require('../utils/file-routes');

/**
 * The CMS reads two kinds of body: JSON (the site, the admin panel) and multipart on the addresses
 * that take files (src/utils/file-routes.js). Any other body (form-encoded `data[name]=…`, text,
 * XML, a body with no type) is refused with a 415 before it is read, on every address, so a create
 * takes only what the site sends. Before `strapi::body`; a multipart body on a file address is read
 * later, by the route (src/middlewares/multipart.js), once the request is known to be allowed.
 */
const JSON_TYPES = ['application/json', '+json'];

function hasBody(req) {
  if (req.headers['transfer-encoding'] !== undefined) return true;
  const length = req.headers['content-length'];
  return length !== undefined && length.trim() !== '0';
}

function refuse(ctx, message) {
  ctx.status = 415;
  ctx.body = { data: null, error: { status: 415, name: 'UnsupportedMediaTypeError', message, details: {} } };
}

module.exports = () => async (ctx, next) => {
  if (!hasBody(ctx.req)) return next();
  if (ctx.is(JSON_TYPES)) return next();
  if (ctx.is('multipart')) {
    if (isFilePath(ctx.path)) return next();
    return refuse(ctx, 'This address takes no files: send JSON (Content-Type: application/json)');
  }
  return refuse(ctx, 'Send JSON (Content-Type: application/json)');
};

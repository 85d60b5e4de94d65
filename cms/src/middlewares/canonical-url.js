'use strict';

/**
 * One spelling of each address, decided before anything routes or decodes the path.
 *
 * - A path with malformed percent-encoding (`/api/faqs%E0%A4%A`) cannot be routed or served: 400 at
 *   once, before the router or the static file server try to decode it, throw, and log a stack.
 * - Strapi's router matches paths whatever their case (`/API/upload` reaches the upload route), so a
 *   guard that compared the raw path could be walked around by spelling it otherwise. Every guard is
 *   now attached to its route or action, and besides that the content API has exactly one spelling:
 *   an `/api` path that is not all lowercase is a 404, like any address that does not exist.
 *   Document ids, numbers and route names under `/api/` are lowercase, so no real address is lost.
 */
function isApiPath(path) {
  const lower = path.toLowerCase();
  return lower === '/api' || lower.startsWith('/api/');
}

module.exports = () => async (ctx, next) => {
  try {
    decodeURIComponent(ctx.path);
  } catch {
    ctx.status = 400;
    ctx.body = {
      data: null,
      error: { status: 400, name: 'BadRequestError', message: 'Malformed URL: the path is not valid percent-encoding', details: {} },
    };
    return undefined;
  }
  if (isApiPath(ctx.path) && ctx.path !== ctx.path.toLowerCase()) {
    ctx.status = 404;
    ctx.body = { data: null, error: { status: 404, name: 'NotFoundError', message: 'Not Found', details: {} } };
    return undefined;
  }
  return next();
};

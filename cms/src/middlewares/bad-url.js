'use strict';

/**
 * A path with malformed percent-encoding (`/api/faqs%E0%A4%A`) cannot be routed
 * or served: answer 400 at once, before the router or the static file server
 * try to decode it, throw, and have the error logged with a stack trace.
 */
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
  return next();
};

'use strict';

/**
 * Makes every content-API answer use the Strapi v4 shape (`data[].attributes`,
 * `image.data.attributes.url`) unless the caller asked for a format explicitly
 * with the `Strapi-Response-Format` header. The core controllers read that header
 * from the request, so browsers need not send it (it is not a CORS-safe header).
 */
module.exports = () => async (ctx, next) => {
  if (ctx.path.startsWith('/api/') && !ctx.request.headers['strapi-response-format']) {
    ctx.request.headers['strapi-response-format'] = 'v4';
  }
  await next();
};

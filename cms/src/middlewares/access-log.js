'use strict';

/**
 * One line per request, of bounded length, in place of `strapi::logger` (which wrote the whole
 * address, however long: a 16 KB address made a 16 KB line). The line names the method, the path
 * and the query (each cut), the status, the time taken, the client's address
 * (src/middlewares/client-address.js), its user agent (cut) and, for a refused request, the reason
 * it was given: a request the CMS refuses for what was sent is logged in this line alone, never
 * as a warning or an error, so no client spends the error log's budget (src/utils/bounded-log.js).
 */
const MAX_PATH = 200;
const MAX_QUERY = 200;
const MAX_AGENT = 120;
const MAX_REASON = 160;

function cut(text, max) {
  // eslint-disable-next-line no-control-regex
  const value = String(text || '').replace(/[\u0000-\u001f\u007f]/g, '?');
  return value.length > max ? `${value.slice(0, max)}…(${value.length} chars)` : value;
}

function reasonOf(ctx) {
  if (ctx.status < 400 || ctx.status >= 500) return '';
  const error = ctx.body && typeof ctx.body === 'object' && !Buffer.isBuffer(ctx.body) ? ctx.body.error : null;
  return error && typeof error.message === 'string' ? ` - ${cut(error.message, MAX_REASON)}` : '';
}

module.exports = (_config, { strapi }) => async (ctx, next) => {
  const start = Date.now();
  try {
    await next();
  } finally {
    const query = ctx.querystring ? `?${cut(ctx.querystring, MAX_QUERY)}` : '';
    const agent = cut(ctx.get('user-agent') || '-', MAX_AGENT);
    strapi.log.http(`${ctx.method} ${cut(ctx.path, MAX_PATH)}${query} ${ctx.status} (${Date.now() - start} ms) ${ctx.request.ip} "${agent}"${reasonOf(ctx)}`);
  }
};

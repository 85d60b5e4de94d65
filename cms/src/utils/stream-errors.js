'use strict';

/**
 * Errors of a request's streams that reach Koa rather than a middleware (`app.on('error')`): a
 * client that cuts its body off or drops the connection half-way (Node's HTTP parser then fails
 * with "Parse Error", or the socket with ECONNRESET). Koa's default writes each with its stack to
 * stderr, past the bounded error log (src/utils/bounded-log.js), so any client could write six
 * lines of stack per request it breaks off. Instead the client's own failures write nothing
 * beyond the request's one line (src/middlewares/access-log.js), and anything else one line of
 * the bounded error log, without a stack.
 */
const CLIENT_CODES = new Set(['ECONNRESET', 'ECONNABORTED', 'EPIPE', 'ERR_STREAM_PREMATURE_CLOSE', 'ECANCELED']);

function isClientFailure(error) {
  if (!error || typeof error !== 'object') return false;
  const status = Number(error.status || error.statusCode);
  if (error.expose || (status >= 400 && status < 500)) return true;
  const code = String(error.code || '');
  return CLIENT_CODES.has(code) || code.startsWith('HPE_') || error.message === 'aborted';
}

/** Takes over the error events of Strapi's Koa application (src/index.js). */
function quietStreamErrors(app, log) {
  // Koa's own handler stays attached, but writes nothing once the application is silent.
  app.silent = true;
  app.on('error', (error, ctx) => {
    if (isClientFailure(error)) return;
    const where = ctx ? `${ctx.method} ${String(ctx.path).slice(0, 200)}: ` : '';
    log.error(`${where}${String((error && error.message) || error).slice(0, 300)}`);
  });
}

module.exports = { quietStreamErrors, isClientFailure };

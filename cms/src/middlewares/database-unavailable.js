'use strict';

/**
 * The database unreachable (PostgreSQL down, or no connection within DATABASE_CONNECTION_TIMEOUT):
 * the request is answered 503 with Retry-After at once, in the API's error shape, instead of a
 * 500 after a long wait, so the site's server keeps its last good pages and a balancer or a
 * visitor tries again. Placed inside `strapi::errors`, it sees the error before it is formatted.
 * Some failures never reach it as errors: the public role's permissions cannot be read, and the
 * request comes back a 401 or 403. An answer of 401, 403 or 500 is therefore checked against the
 * database itself (`select 1`, its result kept for a second) before it goes out.
 */
const CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', '57P01', '57P03', '08001', '08006']);
const MESSAGES = /Timeout acquiring a connection|Connection terminated|terminating connection|connect ECONNREFUSED|the database system is (starting up|shutting down)/i;
const RETRY_AFTER_S = 5;
/** At most one log line per this long while the database stays unreachable. */
const LOG_EVERY_MS = 10_000;

function isDatabaseUnreachable(error) {
  for (let current = error, depth = 0; current && depth < 4; current = current.cause, depth += 1) {
    if (current.name === 'KnexTimeoutError') return true;
    if (typeof current.code === 'string' && CODES.has(current.code)) return true;
    if (typeof current.message === 'string' && MESSAGES.test(current.message)) return true;
  }
  return false;
}

const MASKED_STATUSES = new Set([401, 403, 500]);
const PROBE_KEEP_MS = 1000;

module.exports = (_config, { strapi }) => {
  let loggedAt = 0;
  let probe = { at: 0, error: null, running: null };

  /** The database's error now, or null when it answers (one query a second at most). */
  function databaseError() {
    if (Date.now() - probe.at < PROBE_KEEP_MS) return Promise.resolve(probe.error);
    probe.running ??= strapi.db.connection
      .raw('select 1')
      .then(
        () => null,
        (error) => (isDatabaseUnreachable(error) ? error : null),
      )
      .then((error) => {
        probe = { at: Date.now(), error, running: null };
        return error;
      });
    return probe.running;
  }

  return async (ctx, next) => {
    let failure = null;
    try {
      await next();
      if (MASKED_STATUSES.has(ctx.status)) failure = await databaseError();
    } catch (error) {
      if (isDatabaseUnreachable(error)) failure = error;
      else if (MASKED_STATUSES.has(error?.status ?? error?.statusCode ?? 500)) failure = await databaseError();
      if (!failure) throw error;
    }
    if (failure) {
      if (Date.now() - loggedAt > LOG_EVERY_MS) {
        loggedAt = Date.now();
        strapi.log.error(`database unreachable, answering 503: ${failure.message}`);
      }
      ctx.status = 503;
      ctx.set('Retry-After', String(RETRY_AFTER_S));
      ctx.body = {
        data: null,
        error: {
          status: 503,
          name: 'ServiceUnavailableError',
          message: 'The content service is unavailable for a moment. Please try again shortly.',
          details: {},
        },
      };
    }
  };
};

module.exports.isDatabaseUnreachable = isDatabaseUnreachable;

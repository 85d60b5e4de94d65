'use strict';

/**
 * Limiter for the public create routes: enquiries, job applications and resume uploads (a route
 * middleware, attached by src/utils/routers.js and src/extensions/upload/strapi-server.js).
 * CMS_RATE_LIMIT_MAX requests per CMS_RATE_LIMIT_WINDOW_MS (default 100 per minute) for each route
 * and client; a route may add a limit of its own (config: `prefix`, `max`, `interval`, and the
 * settings that override them, `maxEnv` and `intervalEnv`): the resume upload's CMS_RESUME_RATE_MAX
 * per CMS_RESUME_RATE_WINDOW_MS (default 5 an hour). The key is the route that matched (its handler), never the path as spelled, so
 * `/api/contact-uSes` and `/api/contact-uses/` count against the same budget. Counts live in process
 * memory, or in Redis with CMS_REDIS_URL (src/utils/redis-rate-store.js: one budget however many
 * CMS instances share it). The client is `ctx.request.ip`: the connection's address, or the one a
 * trusted edge names in X-Forwarded-For (src/middlewares/client-address.js).
 * A form sent without script reaches the CMS from the site server, which names the visitor in
 * X-Site-Client; that is believed only with X-Site-Client-Key equal to SITE_FORMS_SECRET (shared by
 * the two), so no one else can spend or dodge another client's budget.
 */
const { timingSafeEqual } = require('node:crypto');

function sameSecret(given, secret) {
  const a = Buffer.from(String(given || ''));
  const b = Buffer.from(String(secret || ''));
  return b.length > 0 && a.length === b.length && timingSafeEqual(a, b);
}

function clientOf(ctx) {
  const named = ctx.get('x-site-client');
  if (named && sameSecret(ctx.get('x-site-client-key'), process.env.SITE_FORMS_SECRET)) return `site:${named.slice(0, 64)}`;
  return ctx.request.ip;
}

function routeKey(ctx) {
  const route = (ctx.state && ctx.state.route) || {};
  const info = route.info || {};
  const owner = info.pluginName ? `plugin::${info.pluginName}` : info.apiName ? `api::${info.apiName}` : 'global';
  const handler = typeof route.handler === 'string' ? route.handler : `${route.method} ${route.path}`;
  return `${owner}.${handler}`;
}

/** One store per process, however many routes the middleware is attached to. */
let redisStore = null;
function sharedStore(url, log) {
  const { RedisRateStore } = require('../utils/redis-rate-store');
  redisStore ??= new RedisRateStore(url, log);
  return redisStore;
}

const rateLimit = (config, { strapi }) => {
  const { RateLimit } = require('koa2-ratelimit');
  // A route may attach a limit of its own (the resume upload's few an hour), named by its settings.
  const max = Number(process.env[config.maxEnv || 'CMS_RATE_LIMIT_MAX'] || config.max || 100);
  const interval = Number(process.env[config.intervalEnv || 'CMS_RATE_LIMIT_WINDOW_MS'] || config.interval || 60000);
  const limiter = RateLimit.middleware({
    ...(process.env.CMS_REDIS_URL ? { store: sharedStore(process.env.CMS_REDIS_URL, strapi.log) } : {}),
    interval: { ms: interval },
    max,
    prefixKey: `${config.prefix || 'create'}`,
    // The limit's own prefix first: two limits on one route (the resume upload's) count apart.
    keyGenerator: async (ctx) => `${config.prefix || 'create'}|${routeKey(ctx)}|${clientOf(ctx)}`,
    headers: true,
    handler: async (ctx) => {
      ctx.set('Retry-After', String(Math.ceil(interval / 1000)));
      ctx.status = 429;
      ctx.body = {
        data: null,
        error: { status: 429, name: 'TooManyRequestsError', message: 'Too many requests, please try again later.', details: {} },
      };
    },
  });
  strapi.log.debug(`rate-limit ${config.prefix || 'create'}: ${max} per ${interval} ms`);
  return limiter;
};

module.exports = rateLimit;
// The client a request is counted for (tests/rate-limit-client.test.ts).
module.exports.clientOf = clientOf;

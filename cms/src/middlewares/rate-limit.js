'use strict';

/**
 * Per-IP limiter for the public create routes (enquiries, applications).
 * CMS_RATE_LIMIT_MAX requests per CMS_RATE_LIMIT_WINDOW_MS (default 100 per minute).
 * Counts live in process memory. X-Forwarded-For is trusted only with CMS_TRUST_PROXY=true.
 */
module.exports = (config, { strapi }) => {
  const { RateLimit } = require('koa2-ratelimit');
  const max = Number(process.env.CMS_RATE_LIMIT_MAX || config.max || 100);
  const interval = Number(process.env.CMS_RATE_LIMIT_WINDOW_MS || config.interval || 60000);
  const limiter = RateLimit.middleware({
    interval: { ms: interval },
    max,
    prefixKey: `${config.prefix || 'create'}`,
    keyGenerator: async (ctx) => `${ctx.path}:${ctx.request.ip}`,
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
  strapi.log.debug(`rate-limit: ${max} per ${interval} ms`);
  return limiter;
};

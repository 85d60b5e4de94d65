'use strict';

/**
 * Drafts are never public: a content-API request that asks for drafts (`status=draft`, or v4's
 * `publicationState=preview`) without credentials is refused with 403. With an Authorization header
 * the route's own authentication decides (the site's preview token, src/bootstrap/site-drafts-token.js,
 * or an API token an administrator made); without one, the public role only ever sees what is
 * published, which is also the default when nothing is asked.
 */
const PUBLISHED = new Set(['published', 'live']);

module.exports = () => async (ctx, next) => {
  if (ctx.path.startsWith('/api/') && !ctx.request.headers.authorization) {
    const query = ctx.request.query || {};
    for (const name of ['status', 'publicationState']) {
      if (query[name] !== undefined && !PUBLISHED.has(String(query[name]))) {
        ctx.status = 403;
        ctx.body = {
          data: null,
          error: { status: 403, name: 'ForbiddenError', message: 'Drafts are not public.', details: {} },
        };
        return;
      }
    }
  }
  await next();
};

'use strict';

const { EDITORIAL_UIDS } = require('../content-types');

/**
 * Drafts are never public. Who may see one is decided by the result of Strapi's authentication,
 * never by the presence of a header or the spelling of a path: a malformed `Authorization` (Basic,
 * an empty Bearer, `Token x`) authenticates as the public role, and so does no header at all.
 *
 * Two guards, each attached to what it protects:
 * - the route policy `global::published-only` (src/policies/published-only.js) on find and findOne
 *   of every editorial type answers 403 when the public role asks for drafts
 *   (`status=draft`, or v4's `publicationState=preview`);
 * - the Document Service middleware below makes every read of an editorial type during a public
 *   content-API request read the published versions, whatever the request or a controller asked
 *   for, so a new route or a populate cannot reach a draft either.
 * The site's preview token (src/bootstrap/site-drafts-token.js) and any API token an administrator
 * makes carry credentials; the admin panel's requests are not content-API requests.
 */
const PUBLISHED = new Set(['published', 'live']);
const READS = new Set(['findMany', 'findFirst', 'findOne', 'count']);

/** A content-API request made with the public role's rights (no credentials were accepted). */
function isPublicRequest(ctx) {
  if (!ctx || !ctx.state) return false;
  const route = ctx.state.route;
  const contentApi = Boolean(route && route.info && route.info.type === 'content-api');
  return contentApi && !(ctx.state.auth && ctx.state.auth.credentials);
}

/** Whether the query asks for anything but published versions. */
function asksForDrafts(query) {
  for (const name of ['status', 'publicationState']) {
    const value = query ? query[name] : undefined;
    if (value !== undefined && !(typeof value === 'string' && PUBLISHED.has(value))) return true;
  }
  return false;
}

function publishedOnlyReads(strapi) {
  return async (context, next) => {
    if (EDITORIAL_UIDS.has(context.uid) && READS.has(context.action) && isPublicRequest(strapi.requestContext.get())) {
      context.params = { ...context.params, status: 'published' };
    }
    return next();
  };
}

module.exports = { isPublicRequest, asksForDrafts, publishedOnlyReads };

// @ts-check
/**
 * The CMS's uploaded pictures, under the site's own origin (media.mjs: from the CMS, kept on disk).
 */
import { MEDIA_PREFIX } from '../site-routing.mjs';
import { oneSpelling, pagePathOrAnswered } from './spelling.mjs';

/**
 * @typedef {import('../site-state.mjs').Request} Request
 * @typedef {import('../site-state.mjs').Reply} Reply
 */

/** @type {import('fastify').FastifyPluginAsync<{ otherSpelling: (request: Request, reply: Reply) => unknown }>} */
export async function mediaRoutes(app, { otherSpelling }) {
  app.get(`${MEDIA_PREFIX}*`, { onRequest: oneSpelling(otherSpelling) }, (request, reply) => {
    const site = app.site();
    // Dot segments, doubled or encoded slashes: redirected or refused like any page's address.
    const address = pagePathOrAnswered(site.state.routing, request, reply);
    if (!address) return reply;
    return site.media(request, reply, address.pagePath.slice(MEDIA_PREFIX.length));
  });
}

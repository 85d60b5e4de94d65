// @ts-check
/**
 * The site's counts per remote version (version-counts.mjs) at `GET /__site/version-counts`, for
 * `npm run releases`: to a caller with the counts token alone (Authorization: Bearer, derived from
 * SITE_VERSION_PREVIEW_SECRET); without a secret the site has no such address.
 */
import { sendText } from '../static-files.mjs';
import { holdsCountsToken, VERSION_COUNTS_PATH } from '../version-counts.mjs';
import { oneSpelling } from './spelling.mjs';

/**
 * @typedef {import('../site-state.mjs').Request} Request
 * @typedef {import('../site-state.mjs').Reply} Reply
 * @type {import('fastify').FastifyPluginAsync<{
 *   secret: string | undefined,
 *   counts: ReturnType<typeof import('../version-counts.mjs').createVersionCounts>,
 *   otherSpelling: (request: Request, reply: Reply) => unknown,
 * }>}
 */
export async function versionCountsRoutes(app, { secret, counts, otherSpelling }) {
  if (!secret) return;
  app.get(
    VERSION_COUNTS_PATH,
    { onRequest: oneSpelling(otherSpelling) },
    async (request, reply) => {
      if (!holdsCountsToken(request.headers.authorization, secret))
        return sendText(reply, 401, 'txt', 'Unauthorized', 'no-store');
      return sendText(reply, 200, 'json', JSON.stringify(await counts.totals()), 'no-store');
    },
  );
}

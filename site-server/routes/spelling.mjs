// @ts-check
/**
 * One spelling per address (canonical-path.mjs), for every route. Fastify matches a route by the
 * decoded path (`/robots%2Etxt` finds `/robots.txt`, `/%75ploads/x` finds `/uploads/*`), so a
 * route declared at one address takes only that spelling (`oneSpelling`) and hands every other to
 * the page route's answer: a 301 to the one spelling, or 400 when there is none.
 */
import { BASE_HEADERS, sendText } from '../static-files.mjs';

/**
 * @typedef {import('../site-state.mjs').Request} Request
 * @typedef {import('../site-state.mjs').Reply} Reply
 * @typedef {import('../site-routing.mjs').SiteRouting} SiteRouting
 */

/** A request's path and query as sent, before any decoding. */
export function addressOf(/** @type {Request} */ request) {
  const url = request.raw.url ?? '/';
  const queryAt = url.indexOf('?');
  return queryAt === -1
    ? { rawPath: url, query: '' }
    : { rawPath: url.slice(0, queryAt), query: url.slice(queryAt) };
}

/**
 * The page path a request names in its one spelling, or null when it was answered here: 400 for
 * an address that cannot be one, 301 for another spelling or an alias (in one hop).
 * @returns {{ pagePath: string, query: string } | null}
 */
export function pagePathOrAnswered(
  /** @type {SiteRouting} */ routing,
  /** @type {Request} */ request,
  /** @type {Reply} */ reply,
) {
  const { rawPath, query } = addressOf(request);
  const spelling = routing.canonicalPath(rawPath);
  if (spelling.kind === 'bad') {
    sendText(reply, 400, 'txt', 'Bad request: the address is not valid.');
    return null;
  }
  if (spelling.kind === 'redirect') {
    redirect(reply, (routing.redirects[spelling.path] ?? spelling.location) + query);
    return null;
  }
  const alias = routing.redirects[spelling.path];
  if (alias) {
    redirect(reply, alias + query);
    return null;
  }
  return { pagePath: spelling.path, query };
}

/** A permanent redirect: an alias's target, or the one spelling of an address. */
export function redirect(/** @type {Reply} */ reply, /** @type {string} */ location) {
  return reply
    .code(301)
    .headers({ ...BASE_HEADERS, Location: location, 'Cache-Control': 'public, max-age=3600' })
    .send();
}

/**
 * An onRequest hook for a route declared at one address (or under one prefix, `/uploads/*`): the
 * request goes on when it is spelled so, and is answered as the page route answers it otherwise.
 * @param {(request: Request, reply: Reply) => unknown} otherSpelling
 * @returns {import('fastify').onRequestHookHandler}
 */
export function oneSpelling(otherSpelling) {
  return function (request, reply, done) {
    const declared = request.routeOptions.url ?? '';
    const { rawPath } = addressOf(request);
    const spelledSo = declared.endsWith('*')
      ? rawPath.startsWith(declared.slice(0, -1))
      : rawPath === declared;
    if (spelledSo) return done();
    Promise.resolve(otherSpelling(request, reply)).catch((error) => done(error));
    return undefined;
  };
}

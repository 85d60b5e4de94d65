// @ts-check
/**
 * Tells the edge caches in front of the site servers (`SITE_EDGE_PURGE_URLS`, Varnish here:
 * deploy/varnish/site.vcl) to drop the pages that show something that changed. Every page answer
 * to an edge names its surrogate keys (`Surrogate-Key`: what the page read, change-policy.mjs
 * `keysOf`); a purge is one `PURGE` request per edge naming the key a change concerns (the same
 * rule's `scopeOf`), as a CDN's purge-by-key API takes them.
 */
import { timingSafeEqual } from 'node:crypto';
import { errorText } from './log.mjs';

/**
 * The header an edge names itself with: the secret it shares with the site servers
 * (`SITE_EDGE_KEY`). Only an answer to a request carrying it holds the page's surrogate keys,
 * which say what a page is made of and are the edge's alone; a client that reaches a site server
 * directly never gets them.
 */
export const EDGE_KEY_HEADER = 'x-site-edge-key';

/** Whether a request comes from an edge: it carries the configured key (compared in constant time). */
export function createEdgeCheck(/** @type {string | undefined} */ key) {
  const expected = key ? Buffer.from(key) : null;
  return (/** @type {import('node:http').IncomingHttpHeaders} */ headers) => {
    const given = headers[EDGE_KEY_HEADER];
    if (!expected || typeof given !== 'string') return false;
    const bytes = Buffer.from(given);
    return bytes.length === expected.length && timingSafeEqual(bytes, expected);
  };
}

/**
 * @param {{ urls: string[], logger: import('./log.mjs').Logger }} options
 */
export function createEdgePurger({ urls, logger }) {
  return {
    /** Drops the pages with any of `keys` from every edge; failures are logged, not thrown. */
    async purge(/** @type {string[]} */ keys, /** @type {string} */ why) {
      await Promise.all(
        urls.map(async (url) => {
          try {
            const response = await fetch(url, {
              method: 'PURGE',
              headers: { 'Surrogate-Key': keys.join(' ') },
              signal: AbortSignal.timeout(2000),
            });
            if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
            logger.info(
              {
                event: 'purge',
                edge: url,
                keys,
                why,
                answer: (await response.text()).slice(0, 80),
              },
              `edge ${url} purged ${keys.join(' ')} (${why})`,
            );
          } catch (error) {
            logger.error(
              { event: 'failure', cause: 'purge', edge: url, keys, error: errorText(error) },
              `could not purge ${keys.join(' ')} at ${url}: ${errorText(error)}`,
            );
          }
        }),
      );
    },
  };
}

// @ts-check
/**
 * Tells the edge caches in front of the site servers (`SITE_EDGE_PURGE_URLS`, Varnish here:
 * deploy/varnish/site.vcl) to drop the pages that show something that changed. Every page answer
 * names its surrogate keys (`Surrogate-Key`, see `surrogateKeys`); a purge is one `PURGE`
 * request per edge naming the keys, as a CDN's purge-by-key API takes them.
 */
import { errorText } from './log.mjs';

/** Every page carries it: a purge of everything (a new registry is in every page). */
export const ALL_PAGES_KEY = 'site';

/**
 * A page's surrogate keys: every page, its owner (a remote's new build), and each CMS collection
 * its content was read from (a change to one).
 * @param {{ owner: string, models: string[] }} page
 */
export function surrogateKeys(page) {
  return [
    ALL_PAGES_KEY,
    `owner:${page.owner}`,
    ...page.models.map((model) => `model:${model}`),
  ].join(' ');
}

/** The key of the pages that read one CMS collection (`*`: every page). */
export function modelKey(/** @type {string} */ model) {
  return model === '*' ? ALL_PAGES_KEY : `model:${model}`;
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

// @ts-check
/**
 * A kept page's data, served apart from its HTML (SITE_CONTRACT.pageDataPath). The page names it
 * in its data script (`data-src`) instead of holding it: the products' and articles' rich text
 * the HTML already shows took 0.5-1 KB of its compressed bytes, which kept division pages over a
 * phone's first round trip. The boot script fetches it beside main.js (ARCHITECTURE.md,
 * "Server rendering", page data).
 *
 * Its address is its page's path and a hash of the data: `/__site/page-data/feeds/<hash>.json`
 * (`/__site/page-data/<hash>.json` for `/`). So it is immutable (an edge and the browser keep it
 * for good), any instance of a cluster can answer it (a miss renders the page, whose data is the
 * same bytes where the content is), and a page kept from before a change still finds its own
 * data for a while (the page cache keeps recent data by hash). A static copy of the site (the
 * export) writes each one as the file at that address.
 */
import { createHash } from 'node:crypto';

/** The hash's length, in base64url characters (96 bits). */
const ID_LENGTH = 16;
const ID = new RegExp(`^[A-Za-z0-9_-]{${ID_LENGTH}}$`);

/** The hash that names a page's data. */
export function pageDataId(/** @type {string} */ json) {
  return createHash('sha256').update(json).digest('base64url').slice(0, ID_LENGTH);
}

/** The address of a page's data: (`/__site/page-data`, `/hi/feeds`, id) -> `/__site/page-data/hi/feeds/<id>.json`. */
export function pageDataAddress(
  /** @type {string} */ prefix,
  /** @type {string} */ pagePath,
  /** @type {string} */ id,
) {
  return `${prefix}${pagePath === '/' ? '' : pagePath}/${id}.json`;
}

/**
 * What an address under the prefix asks for: the page's path (as given: the caller checks that it
 * is the page's one spelling) and the data's hash; null when it is not one's spelling (a query, an
 * encoded or doubled slash, a dot segment, a hash of another form).
 * @returns {{ pagePath: string, id: string } | null}
 */
export function pageDataRequest(/** @type {string} */ prefix, /** @type {string} */ rawPath) {
  if (!rawPath.startsWith(`${prefix}/`)) return null;
  const rest = rawPath.slice(prefix.length);
  const match = /^((?:\/[A-Za-z0-9_-]+)*)\/([^/]+)\.json$/.exec(rest);
  if (!match) return null;
  const [, pagePath = '', id = ''] = match;
  return ID.test(id) ? { pagePath: pagePath || '/', id } : null;
}

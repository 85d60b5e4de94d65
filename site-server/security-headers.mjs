// @ts-check
/**
 * The headers of every page: its Content-Security-Policy (the site, its remotes, its CMS and what
 * pages load from elsewhere), its caching, and those a preview of drafts takes instead.
 */
import { BASE_HEADERS, types } from './static-files.mjs';

/**
 * @typedef {import('../shared/src/config/runtime').RuntimeConfig} RuntimeConfig
 * @typedef {typeof import('../shell/src/server/renderer')} Renderer
 * @typedef {ReturnType<Renderer['pageSources']>} PageSources what pages load from elsewhere
 */

/**
 * A page served while it renders again after a change: an edge cache in front (several site
 * servers) must ask again rather than keep it for the next minute.
 */
export const RENEWING_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=0, stale-if-error=86400';

/** Cache-Control of pages: browsers revalidate; a CDN may keep them and serve stale on errors. */
export const PAGE_CACHE_CONTROL =
  'public, max-age=0, s-maxage=60, stale-while-revalidate=600, stale-if-error=86400';

/**
 * The page Content-Security-Policy for a registry: the site, its remotes and its CMS, and the
 * sources pages load from elsewhere (`sources.img`: the map tile origin, which the renderer derives
 * from the site config so it is spelled once). `framedBy`: origins besides the site that may show
 * the page in a frame (the CMS admin, for a preview); `inlineScripts`: the hashes of the template's
 * inline scripts (inlineScriptHashes).
 */
export function pagePolicy(
  /** @type {RuntimeConfig} */ config,
  /** @type {string[]} */ extraConnect = [],
  /** @type {PageSources} */ sources = { img: [] },
  /** @type {{ framedBy?: string[], inlineScripts?: string[] }} */ {
    framedBy = [],
    inlineScripts = [],
  } = {},
) {
  const remotes = [...new Set(Object.values(config.remotes).map((url) => new URL(url).origin))];
  const cms = new URL(config.cmsUrl).origin;
  const own = remotes.join(' ');
  const images = [...new Set(sources.img)].join(' ');
  return [
    "default-src 'self'",
    // The template's inline scripts by hash: the boot script and the prefetch rules.
    `script-src 'self' ${inlineScripts.join(' ')} ${own}`.replace(/ +/g, ' ').trim(),
    `style-src 'self' 'unsafe-inline' ${own}`.trim(),
    `img-src 'self' data: blob: ${cms} ${own} ${images}`.trim(),
    // The web fonts are the shell's own files (shared/build/boot.js loads them); no remote has any.
    "font-src 'self'",
    `connect-src 'self' ${cms} ${own} ${extraConnect.join(' ')}`.trim(),
    // No page embeds another site (the location maps are drawn here from image tiles).
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors 'self' ${framedBy.join(' ')}`.trim(),
  ].join('; ');
}

/**
 * The headers of pages for one registry, and of a preview of drafts: never cached or indexed,
 * framed by the CMS admin alone besides the site.
 * @param {{ renderer: Renderer, extraConnect: string[], inlineScripts: string[] }} options
 */
export function createPageHeaders({ renderer, extraConnect, inlineScripts }) {
  return {
    /** @returns {Record<string, string>} */
    page: (/** @type {RuntimeConfig} */ config) => ({
      ...BASE_HEADERS,
      'Content-Type': types.html,
      'Cache-Control': PAGE_CACHE_CONTROL,
      Vary: 'Accept-Encoding',
      // The site's own pages may ask for the visitor's position (Where to buy's "near me", used
      // for that search alone); no framed or other origin may.
      'Permissions-Policy': 'camera=(), microphone=(), geolocation=(self), payment=(), usb=()',
      'X-Frame-Options': 'SAMEORIGIN',
      'Content-Security-Policy': pagePolicy(config, extraConnect, renderer.pageSources(config), {
        inlineScripts,
      }),
    }),
    preview(/** @type {RuntimeConfig} */ config, /** @type {Record<string, string>} */ page) {
      /** @type {Record<string, string>} */
      const headers = {
        ...page,
        'Cache-Control': 'no-store',
        'X-Robots-Tag': 'noindex, nofollow',
        'Referrer-Policy': 'no-referrer',
        // The CMS admin shows the preview in a frame: only it, besides the site itself, may.
        'Content-Security-Policy': pagePolicy(config, extraConnect, renderer.pageSources(config), {
          framedBy: [new URL(config.cmsUrl).origin],
          inlineScripts,
        }),
      };
      delete headers['X-Frame-Options'];
      return headers;
    },
  };
}

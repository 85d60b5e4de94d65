// @ts-check
/**
 * The published articles (for the sitemap and the renderer's article numbers) and the 404 pages
 * of made-up article addresses, which are made from one render rather than rendered each.
 */
import { articleKindOf, articleNumbers, listArticles } from './sitemap.mjs';

/**
 * Published articles are listed again after a content change, and at least this often; renders
 * wait for a listing under way, so a page rendered just after a publish never misses the new
 * article.
 */
const ARTICLES_MAX_AGE_MS = 60_000;
/**
 * An article address whose number the listing does not hold may be an article published since
 * (its webhook not arrived yet): the articles are listed again before it is rendered as a 404,
 * at most this often, so made-up addresses cost one listing now and then.
 */
const ARTICLES_RECHECK_MS = 2000;

/**
 * @typedef {import('./site-state.mjs').SiteState} SiteState
 * @typedef {import('./site-state.mjs').Renderer} Renderer
 * @typedef {import('./page-cache.mjs').Rendered} Rendered
 */

/** @param {{ state: SiteState, renderer: Renderer }} options */
export function createArticles({ state, renderer }) {
  /** @type {ReturnType<typeof listArticles> | null} */
  let articles = null;
  let listedAt = 0;

  /** The listing: the one under way or known, or a new one (an address with a number not listed is a 404 with no CMS query). */
  function current() {
    if (articles && Date.now() - listedAt > ARTICLES_MAX_AGE_MS) articles = null;
    if (!articles) {
      listedAt = Date.now();
      const listing = listArticles(state.config.cmsUrl).then((list) => {
        renderer.setArticleNumbers(articleNumbers(list));
        return list;
      });
      listing.catch(() => {
        // Not known: pages ask the CMS, as before.
        renderer.setArticleNumbers(null);
        if (articles === listing) articles = null;
      });
      articles = listing;
    }
    return articles;
  }

  /** Whether the path is an article address whose number the listing (checked again) lacks. */
  async function isUnknown(/** @type {string} */ pagePath) {
    if (!state.routing.articlePrefixOf(pagePath)) return false;
    let list = await current().catch(() => null);
    if (!list || list.some((article) => article.path === pagePath)) return false;
    if (Date.now() - listedAt >= ARTICLES_RECHECK_MS) {
      articles = null;
      list = await current().catch(() => null);
      if (!list || list.some((article) => article.path === pagePath)) return false;
    }
    return true;
  }

  /**
   * Made-up article addresses (a crawler's, a script's) all get the same 404 page but for the
   * address in its payload: the first of each article route is rendered, the next ones are made
   * from it, so a flood of them costs no render (each stays a 404 of its own, kept under the
   * cache's 404 bound). Forgotten on any invalidation.
   * @type {Map<string, { path: string, page: Rendered }>}
   */
  let notFoundPages = new Map();
  let generation = 0;
  const payloadPath = (/** @type {string} */ pagePath) => `"path":${JSON.stringify(pagePath)}`;

  return {
    current,
    /** Listed again before the next use (after a content change, say). */
    forget() {
      articles = null;
    },
    /** The made-up 404 pages are made again from a new render. */
    forgetNotFoundPages() {
      notFoundPages = new Map();
      generation += 1;
    },
    /**
     * Renders an address with `render`, or makes it from the 404 page of its article route when
     * it is a made-up article address whose route's 404 was rendered already.
     * @param {string} pagePath
     * @param {() => Promise<Rendered>} render
     * @returns {Promise<Rendered>}
     */
    async renderOrMake(pagePath, render) {
      const since = generation;
      const prefix = (await isUnknown(pagePath))
        ? state.routing.articlePrefixOf(pagePath)
        : undefined;
      const template = prefix ? notFoundPages.get(prefix) : undefined;
      if (template) {
        const parts = template.page.html.split(payloadPath(template.path));
        if (parts.length === 2)
          return { ...template.page, html: parts.join(payloadPath(pagePath)) };
      }
      const page = await render();
      const usable = page.status === 404 && !page.failed && !page.degraded;
      if (prefix && usable && since === generation)
        notFoundPages.set(prefix, { path: pagePath, page });
      return page;
    },
  };
}

/**
 * The collections a page shows: those its content was read from, and at an article's address
 * that article's collection even on a 404 (no CMS query made it; publishing there changes it).
 */
export function modelsShown(/** @type {string} */ pagePath, /** @type {string[]} */ read) {
  const kind = articleKindOf(pagePath);
  return kind && !read.includes(kind) ? [...read, kind] : read;
}

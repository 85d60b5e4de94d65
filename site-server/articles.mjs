// @ts-check
/**
 * The published articles: for the sitemap, the renderer's article numbers, and to tell a made-up
 * article address (answered with the site's one 404 page, page-pipeline.mjs) from an article.
 */
import { ARTICLE_ADDRESSES, articleKindOf, articleNumbers, listArticles } from './sitemap.mjs';

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
    const listed = state.routing.withoutPrefix(pagePath);
    let list = await current().catch(() => null);
    if (!list || list.some((article) => article.path === listed)) return false;
    if (Date.now() - listedAt >= ARTICLES_RECHECK_MS) {
      articles = null;
      list = await current().catch(() => null);
      if (!list || list.some((article) => article.path === listed)) return false;
    }
    return true;
  }

  return {
    current,
    /** Listed again before the next use (after a content change, say). */
    forget() {
      articles = null;
    },
    /**
     * Whether the path is an article address whose number the listing lacks (listed again first,
     * now and then, for an article published since): the site has no such page.
     */
    isUnknown,
  };
}

/**
 * The collections a page shows: those its content was read from; at an article's address that
 * article's collection even on a 404 (no CMS query made it; publishing there changes it); and on
 * the site's 404 page (`notFound`), every article collection, as it also stands for the made-up
 * article addresses a publish may make real. Such a collection is named as a list of it would be
 * (`blog` and `blog:*`): a change of any one of its entries concerns the page (change-policy.mjs).
 */
export function modelsShown(
  /** @type {string} */ pagePath,
  /** @type {string[]} */ read,
  /** @type {boolean} */ notFound = false,
) {
  const kinds = notFound
    ? Object.keys(ARTICLE_ADDRESSES)
    : [articleKindOf(pagePath)].filter((kind) => kind !== undefined);
  return [...new Set([...read, ...kinds.flatMap((kind) => [kind, `${kind}:*`])])];
}

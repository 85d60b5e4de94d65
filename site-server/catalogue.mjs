// @ts-check
/**
 * The published products, as the site server knows them (issue 51): listed from the CMS in every
 * language, kept fresh on each product change and at least every minute. From the listing:
 * - the renderer's slugs (`setProductSlugs`): a product address with a slug no product has is the
 *   404 page with no remote code and no CMS query (`isUnknown` lists again first, now and then,
 *   for a product published since);
 * - an old slug (an editor renamed the product) answers with a 301 to the new address (`movedTo`);
 * - the sitemap's rows (every product in every language) and the site search's products.
 * A product has its page in each language it has a version in, and in every language when it has
 * an English one (the others show it in English, as the site's content does).
 */
const PAGE_SIZE = 100;
/** At most this many pages of a listing (10,000 products a language). */
const MAX_PAGES = 100;
const LISTING_MAX_AGE_MS = 60_000;
const RECHECK_MS = 2000;
const LOCALES = /** @type {const} */ (['en', 'hi', 'pa']);
const SLUG = /^(?=.{1,80}$)[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * @typedef {{
 *   documentId: string, locale: string, section: string, slug: string, previousSlugs: string[],
 *   name: string, category: string, summary: string, updatedAt?: string,
 * }} ListedProduct
 * @typedef {{ products: ListedProduct[], bySlug: Map<string, ListedProduct>, moved: Map<string, string> }} Catalogue
 *   `bySlug` and `moved` are keyed `locale:section/slug`; `moved` gives the slug it has now
 */

/** One language's published products, every page of them (bounded). */
async function listLanguage(/** @type {string} */ cmsUrl, /** @type {string} */ locale) {
  /** @type {ListedProduct[]} */
  const found = [];
  const fields = ['slug', 'section', 'previous_slugs', 'name', 'category', 'summary', 'updatedAt'];
  const query = fields.map((field, i) => `fields[${i}]=${field}`).join('&');
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const response = await fetch(
      `${cmsUrl.replace(/\/$/, '')}/api/products?locale=${locale}&${query}&pagination[page]=${page}&pagination[pageSize]=${PAGE_SIZE}`,
      { signal: AbortSignal.timeout(5000) },
    );
    if (!response.ok) throw new Error(`products (${locale}): ${response.status}`);
    const body =
      /** @type {{ data?: unknown[], meta?: { pagination?: { pageCount?: number } } }} */ (
        await response.json()
      );
    for (const item of body.data ?? []) {
      const product = listedProduct(item, locale);
      if (product) found.push(product);
    }
    if (page >= (body.meta?.pagination?.pageCount ?? 1)) break;
  }
  return found;
}

/** A listing's entry, flat or in Strapi's v4 `attributes`; null when it has no address. */
function listedProduct(/** @type {unknown} */ item, /** @type {string} */ locale) {
  const raw = /** @type {Record<string, unknown>} */ (item ?? {});
  const e = /** @type {Record<string, unknown>} */ (raw.attributes ?? raw);
  const text = (/** @type {unknown} */ value) => (typeof value === 'string' ? value : '');
  const slug = text(e.slug);
  const section = text(e.section);
  if (!SLUG.test(slug) || !/^[a-z]+$/.test(section)) return null;
  return {
    documentId: text(raw.documentId ?? e.documentId),
    locale,
    section,
    slug,
    previousSlugs: previousSlugsOf(e.previous_slugs),
    name: text(e.name),
    category: text(e.category),
    summary: text(e.summary),
    ...(typeof e.updatedAt === 'string' ? { updatedAt: e.updatedAt } : {}),
  };
}

/** The old slugs a product keeps (a JSON list in a text field), well formed ones only. */
function previousSlugsOf(/** @type {unknown} */ stored) {
  let list = stored;
  if (typeof stored === 'string') {
    try {
      list = JSON.parse(stored);
    } catch {
      return [];
    }
  }
  return Array.isArray(list)
    ? list.filter((slug) => typeof slug === 'string' && SLUG.test(slug))
    : [];
}

/** Every language's products, with the lookups made from them. */
export async function listCatalogue(/** @type {string} */ cmsUrl) {
  const products = (
    await Promise.all(LOCALES.map((locale) => listLanguage(cmsUrl, locale)))
  ).flat();
  /** @type {Catalogue} */
  const catalogue = { products, bySlug: new Map(), moved: new Map() };
  const languagesOf = (/** @type {ListedProduct} */ product) =>
    product.locale === 'en' ? LOCALES : [product.locale];
  for (const product of products)
    for (const locale of languagesOf(product)) {
      const key = `${locale}:${product.section}/${product.slug}`;
      // A language's own version over the English one it would show otherwise.
      if (!catalogue.bySlug.has(key) || product.locale === locale)
        catalogue.bySlug.set(key, product);
    }
  for (const product of products)
    for (const locale of languagesOf(product))
      for (const old of product.previousSlugs) {
        const key = `${locale}:${product.section}/${old}`;
        if (!catalogue.bySlug.has(key)) catalogue.moved.set(key, product.slug);
      }
  return catalogue;
}

/** The renderer's slugs by division, from a catalogue. */
export function slugsBySection(/** @type {Catalogue} */ catalogue) {
  /** @type {Record<string, string[]>} */
  const slugs = {};
  for (const { section, slug } of catalogue.bySlug.values()) (slugs[section] ??= []).push(slug);
  for (const section of Object.keys(slugs)) slugs[section] = [...new Set(slugs[section])];
  return slugs;
}

/**
 * @param {{
 *   state: import('./site-state.mjs').SiteState,
 *   renderer: import('./site-state.mjs').Renderer,
 * }} options
 */
export function createCatalogue({ state, renderer }) {
  /** @type {Promise<Catalogue> | null} */
  let listing = null;
  let listedAt = 0;

  /** The listing under way or known, or a new one. */
  function current() {
    if (listing && Date.now() - listedAt > LISTING_MAX_AGE_MS) listing = null;
    if (!listing) {
      listedAt = Date.now();
      const next = listCatalogue(state.config.cmsUrl).then((catalogue) => {
        renderer.setProductSlugs(slugsBySection(catalogue));
        return catalogue;
      });
      next.catch(() => {
        // Not known: product pages ask the CMS, as before.
        renderer.setProductSlugs(null);
        if (listing === next) listing = null;
      });
      listing = next;
    }
    return listing;
  }

  /** The listing, listed again first when it lacks `key` and was not listed just now. */
  async function listingWith(/** @type {string} */ key) {
    let catalogue = await current().catch(() => null);
    if (!catalogue || catalogue.bySlug.has(key)) return catalogue;
    if (Date.now() - listedAt >= RECHECK_MS) {
      listing = null;
      catalogue = await current().catch(() => null);
    }
    return catalogue;
  }

  /**
   * What a product address is: `product` (published), `moved` (an old slug: its new path), or
   * `unknown` (no product has or had it). `unknown` only when the listing says so: without a
   * listing, the page asks the CMS.
   * @param {string} pagePath a product route's address, in any language (`/hi/feeds/x`)
   * @param {string} section the route's division
   * @param {string} locale the address's language
   * @returns {Promise<{ kind: 'product' } | { kind: 'moved', path: string } | { kind: 'unknown' }>}
   */
  async function lookup(pagePath, section, locale) {
    const slug = pagePath.slice(pagePath.lastIndexOf('/') + 1);
    const key = `${locale}:${section}/${slug}`;
    const catalogue = await listingWith(key);
    if (!catalogue || catalogue.bySlug.has(key)) return { kind: 'product' };
    const now = catalogue.moved.get(key);
    if (now) return { kind: 'moved', path: `${pagePath.slice(0, -slug.length)}${now}` };
    return { kind: 'unknown' };
  }

  return {
    current,
    lookup,
    /** Listed again before the next use (a product changed). */
    forget() {
      listing = null;
    },
    /**
     * The sitemap's rows: each product's address (in no language's prefix: the sitemap lists it
     * in every language) and its date; the products with an English version, which have a page
     * in every language.
     */
    async sitemapRows() {
      const catalogue = await current();
      const english = catalogue.products.filter((product) => product.locale === 'en');
      return english.map((product) => ({
        path: `/${product.section}/${product.slug}`,
        ...(product.updatedAt ? { updatedAt: product.updatedAt } : {}),
      }));
    },
  };
}

// @ts-check
/**
 * The site's search (issue 51, outcome 4): one index (search-index.mjs) of the published
 * products, the pages' heads, the FAQs, the blog posts and the press items, in each language.
 * Each kind is read again from the CMS (or the renderer, for pages) when a change concerns it,
 * here and on every other site server (changes.mjs hands every change here, the cluster's too),
 * and replaced in the index in place, so a publish is searchable within seconds.
 * `answer` gives the page and the JSON address the same answer (shared/src/api/site-search.ts):
 * titles and snippets in marked and unmarked pieces, never markup.
 */
import { errorText } from './log.mjs';
import { createSearchIndex, markedSegments } from './search-index.mjs';

const LOCALES = /** @type {const} */ (['en', 'hi', 'pa']);
const PAGE_SIZE = 100;
const MAX_PAGES = 100;

/**
 * @typedef {import('./search-index.mjs').SearchDocument} SearchDocument
 * @typedef {'product' | 'page' | 'faq' | 'blog' | 'press'} Kind
 */

/** The language's prefix of an address (`/hi`), '' for English. */
const prefixOf = (/** @type {string} */ locale) => (locale === 'en' ? '' : `/${locale}`);

/** One language's entries of a CMS collection, the given fields, every page of them (bounded). */
async function listEntries(
  /** @type {string} */ cmsUrl,
  /** @type {string} */ collection,
  /** @type {string} */ locale,
  /** @type {string[]} */ fields,
) {
  /** @type {Record<string, unknown>[]} */
  const entries = [];
  const query = fields.map((field, i) => `fields[${i}]=${field}`).join('&');
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const response = await fetch(
      `${cmsUrl.replace(/\/$/, '')}/api/${collection}?locale=${locale}&${query}&pagination[page]=${page}&pagination[pageSize]=${PAGE_SIZE}`,
      { signal: AbortSignal.timeout(5000) },
    );
    if (!response.ok) throw new Error(`${collection} (${locale}): ${response.status}`);
    const body =
      /** @type {{ data?: Record<string, unknown>[], meta?: { pagination?: { pageCount?: number } } }} */ (
        await response.json()
      );
    for (const item of body.data ?? [])
      entries.push({ ...item, .../** @type {Record<string, unknown>} */ (item.attributes ?? {}) });
    if (page >= (body.meta?.pagination?.pageCount ?? 1)) break;
  }
  return entries;
}

const text = (/** @type {unknown} */ value) => (typeof value === 'string' ? value : '');

/** Each kind's documents in every language, from where it is kept. */
const READERS = {
  /** @returns {Promise<SearchDocument[]>} */
  async product(
    /** @type {{ catalogue: ReturnType<typeof import('./catalogue.mjs').createCatalogue> }} */ {
      catalogue,
    },
  ) {
    const { products } = await catalogue.current();
    const english = new Map(
      products.filter((p) => p.locale === 'en').map((p) => [p.documentId, p.name]),
    );
    return products.map((p) => ({
      id: `product:${p.locale}:${p.section}/${p.slug}`,
      kind: 'product',
      lang: /** @type {'en' | 'hi' | 'pa'} */ (p.locale),
      title: p.name,
      text: [p.category, p.summary].filter(Boolean).join('. '),
      division: p.section,
      url: `${prefixOf(p.locale)}/${p.section}/${p.slug}`,
      ...(p.locale !== 'en' && english.get(p.documentId)
        ? { englishTitle: /** @type {string} */ (english.get(p.documentId)) }
        : {}),
    }));
  },
  /** @returns {Promise<SearchDocument[]>} */
  async page(/** @type {{ renderer: import('./site-state.mjs').Renderer }} */ { renderer }) {
    const heads = await Promise.all(LOCALES.map((locale) => renderer.pageHeads(locale)));
    return heads.flat().map((head) => ({
      id: `page:${head.path}`,
      kind: 'page',
      lang: head.locale,
      title: head.title,
      text: head.description,
      ...(head.division ? { division: head.division } : {}),
      url: head.path,
    }));
  },
  /** @returns {Promise<SearchDocument[]>} */
  async faq(/** @type {{ cmsUrl: string }} */ { cmsUrl }) {
    return forEachLanguage(cmsUrl, 'faqs', ['title', 'content', 'section'], (e, locale) =>
      text(e.section)
        ? {
            id: `faq:${locale}:${text(e.documentId)}`,
            kind: 'faq',
            lang: locale,
            title: text(e.title),
            text: text(e.content),
            division: text(e.section),
            url: `${prefixOf(locale)}/${text(e.section)}`,
          }
        : null,
    );
  },
  /** @returns {Promise<SearchDocument[]>} */
  async blog(/** @type {{ cmsUrl: string }} */ { cmsUrl }) {
    return forEachLanguage(cmsUrl, 'blogs', ['title', 'description', 'number'], (e, locale) =>
      Number.isSafeInteger(e.number)
        ? {
            id: `blog:${locale}:${String(e.number)}`,
            kind: 'blog',
            lang: locale,
            title: text(e.title),
            text: text(e.description),
            url: `${prefixOf(locale)}/blog/${String(e.number)}`,
          }
        : null,
    );
  },
  /** @returns {Promise<SearchDocument[]>} */
  async press(/** @type {{ cmsUrl: string }} */ { cmsUrl }) {
    return forEachLanguage(cmsUrl, 'media-presses', ['title', 'media', 'number'], (e, locale) =>
      Number.isSafeInteger(e.number)
        ? {
            id: `press:${locale}:${String(e.number)}`,
            kind: 'press',
            lang: locale,
            title: text(e.title),
            text: text(e.media),
            url: `${prefixOf(locale)}/media-article/${String(e.number)}`,
          }
        : null,
    );
  },
};

/** A collection's entries in every language, each made a document (or left out: null). */
async function forEachLanguage(
  /** @type {string} */ cmsUrl,
  /** @type {string} */ collection,
  /** @type {string[]} */ fields,
  /** @type {(entry: Record<string, unknown>, locale: 'en' | 'hi' | 'pa') => SearchDocument | null} */ toDocument,
) {
  const lists = await Promise.all(
    LOCALES.map(async (locale) =>
      (await listEntries(cmsUrl, collection, locale, fields))
        .map((entry) => toDocument(entry, locale))
        .filter((doc) => doc !== null && doc.title !== ''),
    ),
  );
  return /** @type {SearchDocument[]} */ (lists.flat());
}

/** The kinds a change concerns (change-policy.mjs's changes): a CMS model, a release, all. */
export function kindsOf(/** @type {import('./change-policy.mjs').Change} */ change) {
  if (change.kind === 'release') return /** @type {Kind[]} */ (['page']);
  if (change.kind === 'config' || change.model === '*')
    return /** @type {Kind[]} */ (['product', 'page', 'faq', 'blog', 'press']);
  const kind = /** @type {Record<string, Kind>} */ ({
    product: 'product',
    faq: 'faq',
    blog: 'blog',
    'media-press': 'press',
  })[change.model];
  return kind ? [kind] : [];
}

/**
 * @param {{
 *   state: import('./site-state.mjs').SiteState,
 *   renderer: import('./site-state.mjs').Renderer,
 *   catalogue: ReturnType<typeof import('./catalogue.mjs').createCatalogue>,
 *   logger: import('./site-state.mjs').Logger,
 * }} options
 */
export function createSiteSearch({ state, renderer, catalogue, logger }) {
  const index = createSearchIndex();
  /** Each kind's reading under way: a change during one reads again once it ends. */
  /** @type {Map<Kind, Promise<void>>} */
  const reading = new Map();
  /** @type {Set<Kind>} */
  const again = new Set();

  /** Reads a kind's documents and puts them in place of the old ones; a failure keeps the old. */
  function read(/** @type {Kind} */ kind) {
    if (reading.has(kind)) {
      again.add(kind);
      return /** @type {Promise<void>} */ (reading.get(kind));
    }
    const parts = { cmsUrl: state.config.cmsUrl, renderer, catalogue };
    const job = READERS[kind](/** @type {never} */ (parts))
      .then((docs) => {
        index.removeWhere((doc) => doc.kind === kind);
        index.add(docs);
      })
      .catch((error) =>
        logger.warn(
          { event: 'search', kind, error: errorText(error) },
          `search: the ${kind} documents could not be read again: ${errorText(error)}`,
        ),
      )
      .finally(() => {
        reading.delete(kind);
        if (again.delete(kind)) void read(kind);
      });
    reading.set(kind, job);
    return job;
  }

  return {
    /** Reads every kind (the start), or those a change concerns. */
    refresh(/** @type {import('./change-policy.mjs').Change} */ change = { kind: 'config' }) {
      return Promise.all(kindsOf(change).map(read)).then(() => undefined);
    },
    /**
     * The answer to a query, as the page and the JSON address give it.
     * @param {unknown} query
     * @param {{ lang: 'en' | 'hi' | 'pa', offset?: number, limit?: number }} options
     * @returns {import('../shared/src/api/site-search').SearchAnswer}
     */
    answer(query, options) {
      const found = index.search(query, options);
      return {
        query: found.query,
        lang: found.lang,
        total: found.total,
        offset: found.offset,
        limit: found.limit,
        ...(found.empty ? { empty: /** @type {const} */ (true) } : {}),
        ...(found.partial ? { partial: /** @type {const} */ (true) } : {}),
        ...(found.error ? { error: found.error } : {}),
        results: found.results.map((hit) => ({
          id: hit.id,
          kind: hit.kind,
          title: markedSegments(hit.title, hit.terms),
          englishTitle: hit.englishTitle,
          division: hit.division,
          url: hit.url,
          snippet: markedSegments(hit.snippet, hit.terms),
        })),
      };
    },
    size: () => index.size,
  };
}

// @ts-check
/**
 * The engine of the site's search (`/search?q=`, `/hi/search`, `/pa/search`; issue 51, outcome
 * 4): an in-memory full-text index of products, pages, FAQs, blog posts and press items in
 * English, Hindi and Punjabi, built on MiniSearch. It is pure: it fetches nothing and renders
 * nothing. The site server fills it from the CMS and the remotes' records, updates it in place on
 * a publish (one document at a time, searchable as soon as the call returns), and renders the
 * answer of `search` with `markedSegments` (text nodes and `<mark>`, never an HTML string).
 *
 * Matching is MiniSearch's (BM25 scoring, typo-tolerant and prefix lookups in its radix tree); this
 * module adds only what the site's languages need around it: one spelling per word
 * (search-text.mjs: case, accents, nukta, chandrabindu/anusvara, tippi/bindi, digits), a product's
 * English name searchable on its Hindi and Punjabi records, a boost by kind so products come
 * first, and the checks a query typed by anyone needs.
 */
import MiniSearch from 'minisearch';
import { cleanQuery, foldWord, markRanges, snippetOf, words } from './search-text.mjs';

export { foldWord, markedSegments, markRanges, SNIPPET_LENGTH } from './search-text.mjs';

/**
 * @typedef {'product' | 'page' | 'faq' | 'blog' | 'press'} SearchKind
 * @typedef {'en' | 'hi' | 'pa'} SearchLang
 * @typedef {import('./search-text.mjs').MarkRange} MarkRange
 * @typedef {import('./search-text.mjs').Segment} Segment
 */

/**
 * One searchable record: one language's version of a product, page, FAQ, blog post or press
 * item. Each language's version is its own document with its own `id` (for example
 * `product:layer-phase-1-mash:hi`), so a Hindi page searches Hindi records only.
 * @typedef {object} SearchDocument
 * @property {string} id  unique across kinds and languages
 * @property {SearchKind} kind
 * @property {SearchLang} lang
 * @property {string} title
 * @property {string} text  plain text (no markup): what the record says, its snippet's source
 * @property {string} [division]  the business unit it belongs to, e.g. `feeds`, shown beside it
 * @property {string} url  its address on the site, in its language (`/hi/feeds/...`)
 * @property {string} [englishTitle]  a product's English name on its Hindi or Punjabi record, so
 *   the name a farmer knows from the bag ("Layer Mash") finds the record on any language's page
 */

/**
 * One result. `title` and `snippet` are plain text; `titleMarks` and `snippetMarks` are the ranges
 * of them that matched, and `terms` the index's words that matched, for `markedSegments(title,
 * terms)` (or `englishTitle`).
 * @typedef {object} SearchHit
 * @property {string} id
 * @property {SearchKind} kind
 * @property {SearchLang} lang
 * @property {string} title
 * @property {string | null} englishTitle
 * @property {string | null} division
 * @property {string} url
 * @property {string} snippet  about SNIPPET_LENGTH characters of the text around its first match
 * @property {MarkRange[]} titleMarks
 * @property {MarkRange[]} snippetMarks
 * @property {string[]} terms
 * @property {number} score
 */

/**
 * The answer to a query. `query` is the query as searched (cleaned, at most MAX_QUERY_LENGTH
 * characters), to show back as text. `empty`: nothing was asked (the page shows the bare search
 * page). `error: 'too-long'`: refused, the route answers 400. `partial`: no record has every word,
 * these have some of them.
 * @typedef {object} SearchResponse
 * @property {string} query
 * @property {SearchLang} lang
 * @property {number} total  results in all, before `offset` and `limit`
 * @property {number} offset
 * @property {number} limit
 * @property {SearchHit[]} results
 * @property {true} [empty]
 * @property {true} [partial]
 * @property {'too-long'} [error]
 * @property {number} [maxLength]
 */

/**
 * @typedef {object} SearchOptions
 * @property {SearchLang} [lang]  the page's language (default `en`)
 * @property {number} [limit]  results per page, 1 to MAX_LIMIT (default DEFAULT_LIMIT)
 * @property {number} [offset]  results skipped, 0 to MAX_OFFSET
 */

/** @type {readonly SearchKind[]} */
export const KINDS = Object.freeze(['product', 'page', 'faq', 'blog', 'press']);
/** @type {readonly SearchLang[]} */
export const LANGS = Object.freeze(['en', 'hi', 'pa']);

/**
 * Score factors by kind: visitors come to find a product (issue 51), so a product outranks a page
 * that matches as well, and so on down to press items. A factor, not a strict order: a post whose
 * title is the query still beats a product that only mentions a word of it in passing.
 */
export const KIND_BOOST = Object.freeze({ product: 3, page: 2, faq: 1.6, blog: 1.3, press: 1.1 });
/** A word in the title says more about a record than the same word in its text. */
export const FIELD_BOOST = Object.freeze({ title: 3, englishTitle: 2, text: 1 });

/** Longer queries are refused (400): no one types more to find a product, and it bounds the work. */
export const MAX_QUERY_LENGTH = 100;
export const DEFAULT_LIMIT = 10;
export const MAX_LIMIT = 50;
/** Deeper offsets are cut to this: 20 pages of 50 is more than anyone reads. */
export const MAX_OFFSET = 1000;
/** Words of a query beyond these are ignored: each costs a prefix and a fuzzy walk of the index. */
export const MAX_TERMS = 10;

/**
 * Typo tolerance: MiniSearch's fraction of the term's length (0.2: one edit in 4 to 7 letters,
 * two from 8), at most 2 edits. Terms under 4 characters get none, or "fan" would find "fat" and
 * "can". Devanagari and Gurmukhi count their vowel signs as characters, so a missing or wrong
 * matra is one edit.
 * @param {string} term
 */
const fuzzy = (term) => (term.length < 4 ? 0 : 0.2);
/** Prefix search ("drink" finds "drinker") for any term but a single character. */
const prefix = (/** @type {string} */ term) => term.length >= 2;

/**
 * What the index keeps of a document: a frozen copy with the white space of its title and text
 * collapsed, so snippets and marks are cut from the same string that was indexed.
 * @typedef {Readonly<SearchDocument>} StoredDocument
 */

const KIND_RANK = new Map(KINDS.map((kind, i) => [kind, i]));

/**
 * @param {unknown} value
 * @param {string} name
 * @param {boolean} [optional]
 */
function checkString(value, name, optional = false) {
  if (optional && value == null) return;
  if (typeof value !== 'string') throw new TypeError(`search document: ${name} must be a string`);
}

/**
 * Refuses a malformed document with a TypeError naming the field, before anything is changed,
 * so a bad CMS record never leaves the index half updated.
 * @param {SearchDocument} doc
 * @returns {StoredDocument}
 */
function toStored(doc) {
  if (!doc || typeof doc !== 'object') throw new TypeError('search document: not an object');
  checkString(doc.id, 'id');
  if (!doc.id) throw new TypeError('search document: id is empty');
  if (!KIND_RANK.has(doc.kind))
    throw new TypeError(`search document ${doc.id}: kind must be one of ${KINDS.join(', ')}`);
  if (!LANGS.includes(doc.lang))
    throw new TypeError(`search document ${doc.id}: lang must be one of ${LANGS.join(', ')}`);
  checkString(doc.title, 'title');
  checkString(doc.text, 'text');
  checkString(doc.url, 'url');
  checkString(doc.division, 'division', true);
  checkString(doc.englishTitle, 'englishTitle', true);
  const collapse = (/** @type {string} */ s) => s.replace(/\s+/g, ' ').trim();
  return Object.freeze({
    id: doc.id,
    kind: doc.kind,
    lang: doc.lang,
    title: collapse(doc.title),
    text: collapse(doc.text),
    url: doc.url,
    ...(doc.division ? { division: doc.division } : {}),
    ...(doc.englishTitle ? { englishTitle: collapse(doc.englishTitle) } : {}),
  });
}

/**
 * One index per language: a page searches only its own language's records, and each language's
 * word statistics (BM25) are its own, so a Hindi word is not rare just because English records
 * outnumber Hindi ones.
 * @returns {MiniSearch<StoredDocument>}
 */
function languageIndex() {
  return new MiniSearch({
    idField: 'id',
    fields: ['title', 'englishTitle', 'text'],
    storeFields: ['kind'],
    // An English record's English title is its title: indexing it twice would double its weight.
    extractField: (doc, field) =>
      field === 'englishTitle' && doc.lang === 'en'
        ? undefined
        : /** @type {Record<string, unknown>} */ (doc)[field],
    tokenize: (text) => words(text),
    processTerm: (term) => foldWord(term) || null,
    // Documents are removed with remove() (exact and synchronous), so nothing is left to vacuum.
    autoVacuum: false,
    searchOptions: {
      boost: { ...FIELD_BOOST },
      fuzzy,
      maxFuzzy: 2,
      prefix,
      boostDocument: (_id, _term, stored) =>
        KIND_BOOST[/** @type {SearchKind} */ (stored?.kind)] ?? 1,
      // The query reaches MiniSearch already cut into folded words (see search()).
      tokenize: (query) => query.split(' '),
      processTerm: (term) => term,
    },
  });
}

/**
 * A whole number within [min, max], or `fallback` when `value` is not a finite number (a
 * missing or garbled `?limit=`).
 * @param {unknown} value
 * @param {number} min
 * @param {number} max
 * @param {number} fallback
 */
function clampInt(value, min, max, fallback) {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  if (!Number.isFinite(n)) return fallback;
  return Math.min(max, Math.max(min, Math.trunc(n)));
}

/**
 * @param {StoredDocument} doc
 * @param {import('minisearch').SearchResult} found
 * @returns {SearchHit}
 */
function hitOf(doc, found) {
  const terms = found.terms;
  const snippet = snippetOf(doc.text, terms);
  return {
    id: doc.id,
    kind: doc.kind,
    lang: doc.lang,
    title: doc.title,
    englishTitle: doc.englishTitle ?? null,
    division: doc.division ?? null,
    url: doc.url,
    snippet,
    titleMarks: markRanges(doc.title, terms),
    snippetMarks: markRanges(snippet, terms),
    terms,
    score: found.score,
  };
}

/**
 * The records of one language that have every word of the query (AND), or, when none has them
 * all, those that have some (OR, `partial`): a visitor who adds a word no record has still gets
 * answers. Ordered by score, the kind's boost included; ties go to the higher kind.
 * @param {MiniSearch<StoredDocument>} mini
 * @param {string[]} terms  folded, distinct
 */
function matches(mini, terms) {
  const text = terms.join(' ');
  let found = mini.search(text, { combineWith: 'AND' });
  let partial = false;
  if (!found.length && terms.length > 1) {
    found = mini.search(text, { combineWith: 'OR' });
    partial = found.length > 0;
  }
  const rank = (/** @type {import('minisearch').SearchResult} */ r) =>
    KIND_RANK.get(/** @type {SearchKind} */ (r.kind)) ?? KINDS.length;
  found.sort((a, b) => b.score - a.score || rank(a) - rank(b));
  return { found, partial };
}

/**
 * `search` of createSearchIndex: checks the query and the paging, then matches.
 * @param {(lang: SearchLang) => MiniSearch<StoredDocument>} indexOf
 * @param {Map<string, StoredDocument>} stored
 * @param {unknown} query
 * @param {SearchOptions} options
 * @returns {SearchResponse}
 */
function answerQuery(indexOf, stored, query, options) {
  const lang = options.lang ?? 'en';
  if (!LANGS.includes(lang)) throw new RangeError(`search: unknown language ${String(lang)}`);
  const limit = clampInt(options.limit, 1, MAX_LIMIT, DEFAULT_LIMIT);
  const offset = clampInt(options.offset, 0, MAX_OFFSET, 0);
  const cleaned = cleanQuery(typeof query === 'string' ? query : '');
  /** @type {SearchResponse} */
  const answer = { query: cleaned, lang, total: 0, offset, limit, results: [] };
  if (!cleaned) return { ...answer, empty: true };
  const chars = [...cleaned];
  if (chars.length > MAX_QUERY_LENGTH)
    return {
      ...answer,
      query: chars.slice(0, MAX_QUERY_LENGTH).join(''),
      error: 'too-long',
      maxLength: MAX_QUERY_LENGTH,
    };

  const terms = [...new Set(words(cleaned).map(foldWord))].filter(Boolean).slice(0, MAX_TERMS);
  if (!terms.length) return answer;
  const { found, partial } = matches(indexOf(lang), terms);
  const results = found
    .slice(offset, offset + limit)
    .map((hit) => hitOf(/** @type {StoredDocument} */ (stored.get(hit.id)), hit));
  return { ...answer, total: found.length, results, ...(partial ? { partial: true } : {}) };
}

/**
 * Creates the site's search index, optionally filled with `documents`.
 *
 * Every update is in place and costs the one document's words: `upsert` on a publish, `remove`
 * on an unpublish, `removeWhere` for a whole collection (then `add` its fresh records), so a
 * publish is searchable as soon as the call returns, with no rebuild.
 * @param {Iterable<SearchDocument>} [documents]
 */
export function createSearchIndex(documents = []) {
  /** @type {Map<SearchLang, MiniSearch<StoredDocument>>} */
  const indexes = new Map(LANGS.map((lang) => [lang, languageIndex()]));
  /** @type {Map<string, StoredDocument>} */
  const stored = new Map();

  /** @param {SearchLang} lang */
  const indexOf = (lang) => /** @type {MiniSearch<StoredDocument>} */ (indexes.get(lang));

  /** @param {string} id */
  function drop(id) {
    const old = stored.get(id);
    if (!old) return false;
    indexOf(old.lang).remove(old);
    stored.delete(id);
    return true;
  }

  /** @param {StoredDocument} doc */
  function put(doc) {
    drop(doc.id);
    indexOf(doc.lang).add(doc);
    stored.set(doc.id, doc);
  }

  const index = {
    /**
     * Adds documents; one whose `id` is already indexed replaces the old one. All are checked
     * first: a malformed one throws a TypeError and none is added.
     * @param {Iterable<SearchDocument>} docs
     * @returns {number} how many were added or replaced
     */
    add(docs) {
      const checked = Array.from(docs, toStored);
      for (const doc of checked) put(doc);
      return checked.length;
    },

    /**
     * Adds or replaces one document (a CMS publish), in any language: a record whose language
     * changed moves to the other language's index.
     * @param {SearchDocument} doc
     */
    upsert(doc) {
      put(toStored(doc));
    },

    /**
     * Removes a document (an unpublish or a delete).
     * @param {string} id
     * @returns {boolean} whether it was there
     */
    remove(id) {
      return drop(id);
    },

    /**
     * Removes every document `predicate` accepts, e.g. a collection about to be reloaded
     * (`removeWhere((d) => d.kind === 'faq')`) or all versions of a product in every language.
     * @param {(doc: StoredDocument) => boolean} predicate
     * @returns {number} how many were removed
     */
    removeWhere(predicate) {
      const ids = [...stored.values()].filter((doc) => predicate(doc)).map((doc) => doc.id);
      for (const id of ids) drop(id);
      return ids.length;
    },

    /** @param {string} id */
    has(id) {
      return stored.has(id);
    },

    /** How many documents the index holds, all languages together. */
    get size() {
      return stored.size;
    },

    /**
     * Searches the records of one language. Never throws for anything a visitor can type: an
     * empty query answers `empty`, a long one `error: 'too-long'`, a query with no word (only
     * punctuation or markup) no results. Records with every word of the query, else with some
     * (`partial`), best first, products before other kinds that match as well.
     * @param {unknown} query  the raw `q` (anything but a string counts as empty)
     * @param {SearchOptions} [options]
     * @returns {SearchResponse}
     */
    search(query, options = {}) {
      return answerQuery(indexOf, stored, query, options);
    },
  };
  index.add(documents);
  return index;
}

/** @typedef {ReturnType<typeof createSearchIndex>} SearchIndex */

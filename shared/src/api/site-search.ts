/**
 * The site's search (`/search?q=`), as pages call it. The site server holds the index
 * (site-server/search-index.mjs, MiniSearch over products, pages, FAQs, posts and press items in
 * each language) and gives the renderer its search (`setSiteSearch`), so the search page renders
 * its results on the server, with no script; in the browser an in-app visit asks the server's JSON
 * address (SEARCH_DATA_PATH) for the same answer.
 */
import { SITE_CONTRACT } from '../config/runtime';
import type { Locale } from '../i18n/locales';

export type SearchKind = 'product' | 'page' | 'faq' | 'blog' | 'press';

/** A piece of a title or snippet: the words that matched the query are `marked`. */
export interface MarkedText {
  text: string;
  marked: boolean;
}

export interface SearchHit {
  id: string;
  kind: SearchKind;
  /** The title, in the page's language, cut into marked and unmarked pieces. */
  title: MarkedText[];
  /** A product's English name, when the title is another language's. */
  englishTitle: string | null;
  /** The division it belongs to (`feeds`), if any. */
  division: string | null;
  /** Its address on the site, in the page's language. */
  url: string;
  /** About 160 characters around the first match, in marked and unmarked pieces. */
  snippet: MarkedText[];
}

export interface SearchAnswer {
  /** The query as it was searched (cleaned, cut to MAX_QUERY_LENGTH). */
  query: string;
  lang: Locale;
  total: number;
  offset: number;
  limit: number;
  results: SearchHit[];
  /** No query: the search page shows its form alone. */
  empty?: true;
  /** No result holds every word: these hold some of them. */
  partial?: true;
  /** The query was longer than MAX_QUERY_LENGTH: refused (400), nothing searched. */
  error?: 'too-long';
}

/** The longest query searched, in characters. */
export const MAX_QUERY_LENGTH = 100;
/** Results on one page of the search. */
export const SEARCH_PAGE_SIZE = 20;
/** Where the browser asks the site server for an answer: `?q=&lang=&offset=`. */
export const SEARCH_DATA_PATH = SITE_CONTRACT.searchDataPath;

export type SiteSearch = (
  query: string,
  options: { lang: Locale; offset?: number; limit?: number },
) => SearchAnswer | Promise<SearchAnswer>;

let serverSearch: SiteSearch | null = null;

/** The site server's search, for the renderer (null: ask the JSON address). */
export function setSiteSearch(search: SiteSearch | null): void {
  serverSearch = search;
}

/** The answer to a query in a language: from the server's index, or its JSON address. */
export async function searchSite(
  query: string,
  options: { lang: Locale; offset?: number },
): Promise<SearchAnswer> {
  if (serverSearch) return serverSearch(query, { ...options, limit: SEARCH_PAGE_SIZE });
  const address = new URLSearchParams({
    q: query,
    lang: options.lang,
    offset: String(options.offset ?? 0),
    limit: String(SEARCH_PAGE_SIZE),
  });
  const response = await fetch(`${SEARCH_DATA_PATH}?${address.toString()}`);
  if (!response.ok && response.status !== 400)
    throw new Error(`search: the site answered ${response.status}`);
  return (await response.json()) as SearchAnswer;
}

import { SEARCH_PAGE_SIZE } from '@navdhara/shared';

/** What a search address asks: its words (`q`) and the page of results (`page`, from 1). */
export interface SearchRequest {
  query: string;
  page: number;
}

/** The highest page number an address may name (20 results a page: 10,000 results). */
const MAX_PAGE = 500;

/** The request an address's query string makes (`?q=layer+feed&page=2`). */
export function readSearchRequest(search: string | undefined): SearchRequest {
  const params = new URLSearchParams(search ?? '');
  const query = params.get('q') ?? '';
  const page = Number(params.get('page') ?? '1');
  return {
    query,
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1,
  };
}

/** The search page's address for a query and page (the site's path, before the language prefix). */
export function searchPath(query: string, page = 1): string {
  const params = new URLSearchParams({ q: query });
  if (page > 1) params.set('page', String(page));
  return `/search?${params.toString()}`;
}

/** The first result's offset on a page. */
export function offsetOf(page: number): number {
  return (page - 1) * SEARCH_PAGE_SIZE;
}

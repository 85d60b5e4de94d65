import { createContext } from 'react';
import type { PostedForm, SettledPageData } from '@navdhara/shared';

/**
 * The page the server rendered into this document: its path and the data its loader made (the
 * browser hydrates from it instead of fetching again), and, when the page's code could not be
 * loaded in the browser, the server's HTML of it, kept on screen as it is.
 */
export interface InitialPage {
  path: string;
  data: SettledPageData;
  frozenHtml?: string;
  /** The server could not load the page's code and rendered the fallback; the browser starts there. */
  pageFailed?: boolean;
  /** The route's parameters name no record: the server rendered the 404 page, and so does the browser. */
  notFound?: boolean;
  /** The outcome of a form this page's request posted, shown by that form. */
  posted?: PostedForm;
}

export const InitialPageContext = createContext<InitialPage | null>(null);

/** The element around the current page, in the server HTML and in the browser. */
export const PAGE_ROOT_ATTRIBUTE = 'data-page-root';

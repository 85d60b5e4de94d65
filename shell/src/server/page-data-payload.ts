import type { PostedForm, SettledPageData } from '@navdhara/shared';

/**
 * What the server hands the browser of a page (in the JSON script SITE_CONTRACT.pageDataId, or at
 * the address that script names): the path rendered and what its page's loader made.
 */
export interface PageDataPayload {
  path: string;
  data: SettledPageData;
  /** The page's code could not be loaded on the server: the HTML holds the fallback. */
  pageFailed?: boolean;
  /** The route's parameters name no record (checked before anything loaded): the 404 page. */
  notFound?: boolean;
  /** The outcome of a form posted with this request (a form sent without script). */
  posted?: PostedForm;
}

/** JSON safe inside a <script> element ("<" escaped, so no "</script>" can close it). */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

import { createContext, useContext } from 'react';

/**
 * A form sent without script (issue 19): it posts to the page's own address, the site server
 * checks it with the form's own rules, stores it in the CMS and answers with the same page,
 * rendered with this outcome, so the form shows the message it would have shown in the browser and
 * keeps what was typed after a problem.
 */
export type PostedForm = PostedEnquiry | PostedApplication | PostedDealerApplication;

/** The contact form: sent, or the message about what stopped it and the fields it concerns. */
export interface PostedEnquiry {
  form: 'enquiry';
  /** What was typed, to show again after a problem; empty after a send. */
  values: Record<string, string>;
  result: { kind: 'sent' } | { kind: 'error'; message: string; fields: string[] };
}

/**
 * A job application for one opening: sent; refused by the form's rules (each field's message); or
 * not stored by the CMS (its answer, which the form turns into words with its own labels).
 */
export interface PostedApplication {
  form: 'application';
  /** The opening applied for (its id in the CMS list). */
  opening: number;
  /** What was typed, to show again after a problem (a chosen file cannot be shown again). */
  values: Record<string, string>;
  result:
    | { kind: 'sent' }
    | { kind: 'invalid'; errors: Record<string, string> }
    | { kind: 'failed'; phase: 'upload' | 'submit'; status: number | null; details?: unknown };
}

/**
 * "Become a dealer" (issue 52): sent; refused by the form's rules (each field's message); or not
 * stored by the CMS (the message to show, and the field it refused, if it named one).
 */
export interface PostedDealerApplication {
  form: 'dealer-application';
  /** What was typed, to show again after a problem; empty after a send. */
  values: Record<string, string>;
  /** The divisions ticked, to tick again after a problem. */
  divisions: string[];
  result:
    | { kind: 'sent' }
    | { kind: 'invalid'; errors: Record<string, string> }
    | { kind: 'failed'; message: string; field: string | null; status: number | null };
}

/** The forms a page can post. */
export const POSTED_FORMS = ['enquiry', 'application', 'dealer-application'] as const;
export type PostedFormName = PostedForm['form'];

/** The hidden field that names the form a post comes from. */
export const POSTED_FORM_FIELD = 'form';

/** The element id of a page's contact form: the post's address ends with it, so the answer opens there. */
export function postedFormAnchor(form: 'enquiry' | 'dealer-application'): string {
  return `${form}-form`;
}

/** The outcome of the form posted with this page's request (server render and its hydration). */
export const PostedFormContext = createContext<PostedForm | null>(null);

/** The outcome of `form` if the page's request posted it. */
export function usePostedForm<F extends PostedFormName>(
  form: F,
): Extract<PostedForm, { form: F }> | null {
  const posted = useContext(PostedFormContext);
  return posted?.form === form ? (posted as Extract<PostedForm, { form: F }>) : null;
}

import { createContext, useContext } from 'react';

/**
 * A form sent without script (issue 19): it posts to the page's own address, the site server
 * checks it with the form's own rules, stores it in the CMS and answers with the same page,
 * rendered with this outcome, so the form shows the message it would have shown in the browser and
 * keeps what was typed after a problem.
 */
export interface PostedForm {
  /** Which form was posted (the value of its `POSTED_FORM_FIELD` input). */
  form: PostedFormName;
  /** What was typed, to show again after a problem; empty after a send. */
  values: Record<string, string>;
  result: { kind: 'sent' } | { kind: 'error'; message: string; fields: string[] };
}

/** The forms a page can post. */
export const POSTED_FORMS = ['enquiry'] as const;
export type PostedFormName = (typeof POSTED_FORMS)[number];

/** The hidden field that names the form a post comes from. */
export const POSTED_FORM_FIELD = 'form';

/** The element id of a page's form of that name: the post's address ends with it, so the answer opens there. */
export function postedFormAnchor(form: PostedFormName): string {
  return `${form}-form`;
}

/** The outcome of the form posted with this page's request (server render and its hydration). */
export const PostedFormContext = createContext<PostedForm | null>(null);

/** The outcome of `form` if the page's request posted it. */
export function usePostedForm(form: PostedFormName): PostedForm | null {
  const posted = useContext(PostedFormContext);
  return posted?.form === form ? posted : null;
}

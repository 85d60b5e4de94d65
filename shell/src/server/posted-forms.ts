/**
 * Forms posted without script (issue 19): the site server hands the posted fields (and a job
 * application's resume) here; they are checked with the form's own rules (@navdhara/shared/forms,
 * the ones the browser uses), stored in the CMS through the same API client, and the outcome is
 * rendered into the page (`PostedFormContext`), so the visitor sees the same messages either way.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import {
  createApplication,
  createDealerApplication,
  createEnquiry,
  getOpenings,
  loadHttp,
  messages,
  POSTED_FORM_FIELD,
  POSTED_FORMS,
  uploadResume,
  type PostedApplication,
  type PostedDealerApplication,
  type PostedEnquiry,
  type PostedForm,
  type PostedFormName,
  type Locale,
} from '@navdhara/shared';
import {
  APPLICATION_FIELDS,
  applicationInput,
  DEALER_TEXT_FIELDS,
  dealerApplicationInput,
  dealerApplicationSendProblem,
  ENQUIRY_FIELDS,
  enquiryInput,
  enquirySendProblem,
  validateApplication,
  validateDealerApplication,
  validateEnquiry,
  type DealerApplicationValues,
  type EnquiryValues,
} from '@navdhara/shared/forms';

/**
 * Who posted: the CMS counts its rate limit per client, and every post reaches it from the site
 * server, so the server names the visitor's address, vouched for by the key the two share.
 */
export interface FormClient {
  address: string;
  key?: string;
}

/** A file sent with a form (a job application's resume), as the site server read it. */
export interface PostedFile {
  name: string;
  type: string;
  data: Buffer;
}

const formClient = new AsyncLocalStorage<FormClient>();
let clientHeaders: Promise<void> | null = null;

/** The headers that name the visitor to the CMS, on the requests made for one post only. */
function nameClientsToTheCms(): Promise<void> {
  clientHeaders ??= loadHttp().then(({ apiClient }) => {
    apiClient.interceptors.request.use((request) => {
      const client = formClient.getStore();
      if (client?.key) {
        request.headers.set('X-Site-Client', client.address);
        request.headers.set('X-Site-Client-Key', client.key);
      }
      return request;
    });
  });
  clientHeaders.catch(() => (clientHeaders = null));
  return clientHeaders;
}

/** Which form the fields come from, if it is one a page posts. */
export function postedFormName(fields: URLSearchParams): PostedFormName | null {
  const name = fields.get(POSTED_FORM_FIELD);
  return POSTED_FORMS.find((form) => form === name) ?? null;
}

/** The one value of a field: a repeated field is taken once, as a browser would send it. */
function field(fields: URLSearchParams, name: string): string {
  return fields.get(name) ?? '';
}

/** What the CMS's refusal said (status and details), for the form to put in its own words. */
function refusal(error: unknown): { status: number | null; details?: unknown } {
  if (typeof error !== 'object' || error === null) return { status: null };
  const { status, details } = error as { status?: unknown; details?: unknown };
  return {
    status: typeof status === 'number' && status > 0 ? status : null,
    ...(details === undefined ? {} : { details }),
  };
}

async function submitEnquiry(locale: Locale, fields: URLSearchParams): Promise<PostedEnquiry> {
  const values = Object.fromEntries(
    ENQUIRY_FIELDS.map((name) => [name, field(fields, name)]),
  ) as EnquiryValues;
  const problem = validateEnquiry(values);
  if (problem)
    return {
      form: 'enquiry',
      values,
      result: { kind: 'error', message: problem.message, fields: problem.fields },
    };
  // A bot filled the field people cannot see: the answer a person would get, nothing stored.
  if (field(fields, 'website')) return { form: 'enquiry', values: {}, result: { kind: 'sent' } };
  const enquiry = enquiryInput(values, locale);
  if (!enquiry) throw new Error('validateEnquiry passed an enquiry enquiryInput refuses');
  try {
    await createEnquiry(enquiry);
    return { form: 'enquiry', values: {}, result: { kind: 'sent' } };
  } catch (error) {
    const failed = enquirySendProblem(error);
    return {
      form: 'enquiry',
      values,
      result: { kind: 'error', message: failed.message, fields: failed.fields },
    };
  }
}

const APPLICATION_TEXT_FIELDS = APPLICATION_FIELDS.filter((name) => name !== 'resume');

async function submitApplication(
  locale: Locale,
  fields: URLSearchParams,
  resume: PostedFile | null,
): Promise<PostedApplication> {
  const opening = Number(field(fields, 'opening'));
  const values = Object.fromEntries(
    APPLICATION_TEXT_FIELDS.map((name) => [name, field(fields, name)]),
  ) as Record<(typeof APPLICATION_TEXT_FIELDS)[number], string>;
  const file = resume
    ? new File([new Uint8Array(resume.data)], resume.name, { type: resume.type })
    : null;
  const answer = (result: PostedApplication['result']): PostedApplication => ({
    form: 'application',
    opening,
    values: result.kind === 'sent' ? {} : values,
    result,
  });
  const errors = validateApplication({ ...values, resume: file });
  if (Object.keys(errors).length > 0)
    // A browser never fills a file field again: a good resume has to be chosen again too.
    return answer({
      kind: 'invalid',
      errors: { ...errors, resume: errors.resume ?? messages.application.chooseResumeAgain },
    });
  if (field(fields, 'website')) return answer({ kind: 'sent' });
  if (!file) throw new Error('validateApplication passed an application without a resume');
  let title: string | undefined;
  try {
    title = (await getOpenings(locale)).find((o) => o.id === opening)?.title;
  } catch (error) {
    return answer({ kind: 'failed', phase: 'submit', ...refusal(error) });
  }
  // Not an opening the CMS lists (any more): refused, as the CMS would refuse it.
  if (!title) return answer({ kind: 'failed', phase: 'submit', status: 400 });
  let url: string;
  try {
    url = await uploadResume(file, resume?.name);
  } catch (error) {
    return answer({ kind: 'failed', phase: 'upload', ...refusal(error) });
  }
  const application = applicationInput(values, url, title, locale);
  if (!application) throw new Error('validateApplication passed fields applicationInput refuses');
  try {
    await createApplication(application);
    return answer({ kind: 'sent' });
  } catch (error) {
    return answer({ kind: 'failed', phase: 'submit', ...refusal(error) });
  }
}

/**
 * "Become a dealer" (issue 52): the form's rules, the honeypot, then the CMS, in the language of
 * the page it was posted to; every divisions box ticked comes as a field of its own.
 */
async function submitDealerApplication(
  locale: Locale,
  fields: URLSearchParams,
): Promise<PostedDealerApplication> {
  const text = Object.fromEntries(DEALER_TEXT_FIELDS.map((name) => [name, field(fields, name)]));
  const values = { ...text, divisions: fields.getAll('divisions') } as DealerApplicationValues;
  const answer = (result: PostedDealerApplication['result']): PostedDealerApplication =>
    result.kind === 'sent'
      ? { form: 'dealer-application', values: {}, divisions: [], result }
      : { form: 'dealer-application', values: text, divisions: values.divisions, result };
  const errors = validateDealerApplication(values);
  if (Object.keys(errors).length > 0) return answer({ kind: 'invalid', errors });
  // A bot filled the field people cannot see: the answer a person would get, nothing stored.
  if (field(fields, 'website')) return answer({ kind: 'sent' });
  const application = dealerApplicationInput(values, locale);
  if (!application)
    throw new Error('validateDealerApplication passed fields dealerApplicationInput refuses');
  try {
    await createDealerApplication(application);
    return answer({ kind: 'sent' });
  } catch (error) {
    const problem = dealerApplicationSendProblem(error);
    return answer({ kind: 'failed', ...problem, status: refusal(error).status });
  }
}

/**
 * Checks and stores a posted form; null if the fields name no form a page posts. Never throws for
 * what the visitor sent or what the CMS answered: those are outcomes to show.
 */
export async function submitForm(
  locale: Locale,
  fields: URLSearchParams,
  client: FormClient,
  resume: PostedFile | null = null,
): Promise<PostedForm | null> {
  const form = postedFormName(fields);
  if (!form) return null;
  await nameClientsToTheCms();
  return formClient.run(client, () =>
    form === 'enquiry'
      ? submitEnquiry(locale, fields)
      : form === 'dealer-application'
        ? submitDealerApplication(locale, fields)
        : submitApplication(locale, fields, resume),
  );
}

/** The status of the page that shows an outcome: 200 sent, 422 refused by the rules, 503 not stored. */
export function postedFormStatus(posted: PostedForm): number {
  const { result } = posted;
  if (result.kind === 'sent') return 200;
  if (result.kind === 'invalid') return 422;
  if (result.kind === 'error') return 'fields' in result && result.fields.length > 0 ? 422 : 503;
  if ('field' in result && result.field !== null) return 422;
  return result.status === 400 ? 422 : 503;
}

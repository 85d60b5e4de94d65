/**
 * Forms posted without script (issue 19): the site server hands the posted fields here; they are
 * checked with the form's own rules (@navdhara/shared/forms, the ones the browser uses), stored in
 * the CMS through the same API client, and the outcome is rendered into the page
 * (`PostedFormContext`), so the visitor sees the same messages either way.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import {
  createEnquiry,
  loadHttp,
  normaliseIndianMobile,
  POSTED_FORM_FIELD,
  POSTED_FORMS,
  type PostedForm,
  type PostedFormName,
} from '@navdhara/shared';
import {
  ENQUIRY_FIELDS,
  enquirySendProblem,
  validateEnquiry,
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

async function submitEnquiry(fields: URLSearchParams): Promise<PostedForm> {
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
  const mobile = normaliseIndianMobile(values.mobile);
  if (!mobile) throw new Error('validateEnquiry passed a mobile number it cannot normalise');
  try {
    await createEnquiry({
      name: values.name.trim(),
      email: values.email.trim(),
      mobile,
      message: values.message.trim(),
    });
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

/**
 * Checks and stores a posted form; null if the fields name no form a page posts. Never throws for
 * what the visitor sent or what the CMS answered: those are outcomes to show.
 */
export async function submitForm(
  fields: URLSearchParams,
  client: FormClient,
): Promise<PostedForm | null> {
  const form = postedFormName(fields);
  if (!form) return null;
  await nameClientsToTheCms();
  return formClient.run(client, () => submitEnquiry(fields));
}

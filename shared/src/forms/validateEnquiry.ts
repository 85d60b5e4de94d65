import { messages, normaliseIndianMobile, type EnquiryInput, type Locale } from '@navdhara/shared';

/** The fields of the contact form, in the order they are shown and checked. */
export type EnquiryField = 'name' | 'email' | 'mobile' | 'message';
export type EnquiryValues = Record<EnquiryField, string>;

export const ENQUIRY_FIELDS: readonly EnquiryField[] = ['name', 'email', 'mobile', 'message'];

/** The visible labels; a message about one field starts with its label. */
export const ENQUIRY_LABELS: Readonly<Record<EnquiryField, string>> = {
  name: 'Name',
  email: 'Email',
  mobile: 'Mobile',
  message: 'Message',
};

/** The content service's length limits for enquiries (its contact-us schema). */
export const ENQUIRY_MAX_LENGTH = { name: 100, email: 254, message: 2000 } as const;

/** C0 control characters and DEL, except tab, line feed and carriage return: the service refuses them. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export function hasControlCharacters(value: string): boolean {
  return CONTROL_CHARACTERS.test(value);
}

/**
 * The e-mail rule of the content service (yup's), minus its rarely used quoted local part, so
 * whatever passes here passes there too. Checked piece by piece, which keeps it linear in time.
 */
const INTL = '\\u00A0-\\uD7FF\\uF900-\\uFDCF\\uFDF0-\\uFFEF';
const LOCAL_ATOM = new RegExp(`^[a-z\\d!#$%&'*+\\-/=?^_\`{|}~${INTL}]+$`, 'i');
const DOMAIN_LABEL = new RegExp(`^[a-z\\d${INTL}](?:[a-z\\d\\-_~${INTL}]*[a-z\\d${INTL}])?$`, 'i');
const TOP_LABEL = new RegExp(`^[a-z${INTL}](?:[a-z\\d\\-_~${INTL}]*[a-z${INTL}])?$`, 'i');

export function isEmailAddress(value: string): boolean {
  const at = value.lastIndexOf('@');
  if (at <= 0) return false;
  const local = value.slice(0, at).split('.');
  const domain = value.slice(at + 1).split('.');
  const top = domain.pop() ?? '';
  return (
    local.every((atom) => LOCAL_ATOM.test(atom)) &&
    domain.length > 0 &&
    domain.every((label) => DOMAIN_LABEL.test(label)) &&
    TOP_LABEL.test(top)
  );
}

/** What is wrong, which fields it concerns (they are marked invalid), and the message to show. */
export interface EnquiryProblem {
  fields: EnquiryField[];
  message: string;
}

/**
 * The checks the content service makes on an enquiry, made before sending: every field required,
 * no control characters, the service's lengths, a valid e-mail address and an Indian mobile number.
 * Null when the enquiry may be sent.
 */
export function validateEnquiry(values: EnquiryValues): EnquiryProblem | null {
  const text = (field: EnquiryField) => values[field].trim();
  const missing = ENQUIRY_FIELDS.filter((field) => !text(field));
  if (missing.length) return { fields: missing, message: messages.contact.missingFields };
  for (const field of ENQUIRY_FIELDS) {
    if (hasControlCharacters(values[field]))
      return {
        fields: [field],
        message: messages.contact.controlCharacters(ENQUIRY_LABELS[field]),
      };
  }
  for (const [field, max] of Object.entries(ENQUIRY_MAX_LENGTH) as Array<[EnquiryField, number]>) {
    if (text(field).length > max)
      return { fields: [field], message: messages.contact.tooLong(ENQUIRY_LABELS[field], max) };
  }
  if (!isEmailAddress(text('email')))
    return { fields: ['email'], message: messages.contact.invalidEmail };
  if (!normaliseIndianMobile(text('mobile')))
    return { fields: ['mobile'], message: messages.contact.invalidMobile };
  return null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * The first error about one of `fields` in a content-service error's details
 * (`{ errors: [{ path, message }] }`), with the service's rule ("must be ...") apart from the key.
 * Shared by the contact form and the job application.
 */
export function firstFieldError<F extends string>(
  details: unknown,
  fields: readonly F[],
): { field: F; rule: string } | null {
  const errors = isRecord(details) && Array.isArray(details.errors) ? details.errors : [];
  for (const error of errors) {
    if (!isRecord(error) || !Array.isArray(error.path) || typeof error.message !== 'string')
      continue;
    const field = error.path[0];
    if (typeof field === 'string' && (fields as readonly string[]).includes(field)) {
      // The service's messages start with the field's key ("mobile must be ..."); the label replaces it.
      const rule = error.message.startsWith(`${field} `)
        ? error.message.slice(field.length + 1)
        : error.message;
      return { field: field as F, rule };
    }
  }
  return null;
}

/** The HTTP status of a failed content-service call (0 when it never answered). */
export function sendStatus(error: unknown): number {
  return isRecord(error) && typeof error.status === 'number' ? error.status : 0;
}

/**
 * What to tell the visitor when sending failed. A refusal (400) is never a connection problem:
 * it names the field the content service refused and gives the service's rule. Too many messages
 * (429) asks the visitor to wait; only a failure to reach the service suggests the connection.
 */
export function enquirySendProblem(error: unknown): EnquiryProblem {
  const status = sendStatus(error);
  if (status === 400 || status === 413) {
    const refused = firstFieldError(isRecord(error) ? error.details : undefined, ENQUIRY_FIELDS);
    if (refused)
      return {
        fields: [refused.field],
        message: messages.contact.refusedField(ENQUIRY_LABELS[refused.field], refused.rule),
      };
    return { fields: [], message: messages.contact.refused };
  }
  if (status === 429) return { fields: [], message: messages.contact.tooMany };
  return { fields: [], message: messages.contact.failed };
}

/**
 * The enquiry as the content service takes it (trimmed, the mobile number in its one normal form,
 * in the language of the page it was sent from), or null if a rule fails: what the browser sends
 * and what the site server sends for a post.
 */
export function enquiryInput(values: EnquiryValues, language: Locale): EnquiryInput | null {
  const mobile = normaliseIndianMobile(values.mobile);
  if (validateEnquiry(values) || !mobile) return null;
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    mobile,
    message: values.message.trim(),
    language,
  };
}

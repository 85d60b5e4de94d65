import {
  isIndianMobile,
  messages,
  normaliseIndianMobile,
  type ApplicationInput,
  type Locale,
} from '@navdhara/shared';
import {
  firstFieldError,
  hasControlCharacters,
  isEmailAddress,
  sendStatus,
} from './validateEnquiry';

export { isIndianMobile };

/** The fields of the job application form. */
export interface ApplicationFields {
  name: string;
  email: string;
  phoneNumber: string;
  currentWorkingLocation: string;
  noticePeriod: string;
  resume: File | null;
}

export type ApplicationField = keyof ApplicationFields;
export type ApplicationErrors = Partial<Record<ApplicationField, string>>;

export const APPLICATION_FIELDS: readonly ApplicationField[] = [
  'name',
  'email',
  'phoneNumber',
  'currentWorkingLocation',
  'noticePeriod',
  'resume',
];

/** Resume rules, checked before anything is uploaded. */
export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
export const RESUME_EXTENSIONS = ['pdf', 'doc', 'docx'] as const;
export const RESUME_ACCEPT =
  '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** The content service's length limits for applications (its job-applicant schema). */
export const APPLICATION_MAX_LENGTH = {
  name: 100,
  email: 254,
  currentWorkingLocation: 150,
  noticePeriod: 50,
} as const;

function resumeError(file: File | null): string | undefined {
  if (!file) return messages.application.required;
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!(RESUME_EXTENSIONS as readonly string[]).includes(extension))
    return messages.application.resumeType;
  if (file.size > RESUME_MAX_BYTES) return messages.application.resumeSize;
  if (file.size === 0) return messages.application.resumeType;
  return undefined;
}

/** The error of one field, or undefined when it is fine. */
export function validateApplicationField<F extends ApplicationField>(
  field: F,
  value: ApplicationFields[F],
): string | undefined {
  if (field === 'resume') return resumeError(value as File | null);
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text) return messages.application.required;
  // The content service refuses them; say so here rather than after the resume is uploaded.
  if (typeof value === 'string' && hasControlCharacters(value))
    return messages.application.controlCharacters;
  const max = (APPLICATION_MAX_LENGTH as Partial<Record<ApplicationField, number>>)[field];
  if (max !== undefined && text.length > max) return messages.application.tooLong(max);
  // The content service's e-mail rule, shared with the contact form, so what passes here passes there.
  if (field === 'email' && !isEmailAddress(text)) return messages.application.invalidEmail;
  // The site's one rule for mobile numbers (utils/phone.ts, shared with the contact form and the
  // content service): 10 digits starting with 6-9, optionally with +91 / 91 / 0 in front.
  if (field === 'phoneNumber' && !isIndianMobile(text)) return messages.application.invalidPhone;
  return undefined;
}

/** Every field's error; an empty object means the application may be sent. */
export function validateApplication(fields: ApplicationFields): ApplicationErrors {
  const errors: ApplicationErrors = {};
  for (const field of APPLICATION_FIELDS) {
    const error = validateApplicationField(field, fields[field]);
    if (error) errors[field] = error;
  }
  return errors;
}

/** What to tell the applicant when sending failed, and the field it concerns (null: none). */
export interface ApplicationSendProblem {
  field: ApplicationField | null;
  message: string;
}

/**
 * A refusal (400) is never a connection problem: it names the field the content service refused
 * (by its visible label) and gives the service's rule; too many applications (429) asks the
 * applicant to wait; anything else says the application could not be sent.
 */
export function applicationSendProblem(
  error: unknown,
  labels: Readonly<Record<ApplicationField, string>>,
): ApplicationSendProblem {
  const status = sendStatus(error);
  if (status === 400 || status === 413) {
    const details =
      typeof error === 'object' && error !== null && 'details' in error ? error.details : undefined;
    const refused = firstFieldError(details, APPLICATION_FIELDS);
    if (refused)
      return {
        field: refused.field,
        message: messages.application.refusedField(labels[refused.field], refused.rule),
      };
    return { field: null, message: messages.application.refused };
  }
  if (status === 429) return { field: null, message: messages.application.tooMany };
  return { field: null, message: messages.application.submitFailed };
}

/**
 * The application as the content service takes it, naming the uploaded resume and the opening
 * (trimmed, the mobile number in its one normal form), or null if a text field's rule fails: what
 * the browser sends and what the site server sends for a post.
 */
export function applicationInput(
  fields: Omit<ApplicationFields, 'resume'>,
  resume: string,
  title: string,
  language: Locale,
): ApplicationInput | null {
  const phoneNumber = normaliseIndianMobile(fields.phoneNumber);
  const textFields = APPLICATION_FIELDS.filter((field) => field !== 'resume');
  if (!phoneNumber || textFields.some((field) => validateApplicationField(field, fields[field])))
    return null;
  return {
    name: fields.name.trim(),
    email: fields.email.trim(),
    phoneNumber,
    currentWorkingLocation: fields.currentWorkingLocation.trim(),
    noticePeriod: fields.noticePeriod.trim(),
    resume,
    title,
    language,
  };
}

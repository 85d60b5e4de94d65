import { isIndianMobile, messages, normaliseIndianMobile } from '@navdhara/shared';
import { hasControlCharacters } from './validateEnquiry';

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

export const APPLICATION_FIELDS: readonly ApplicationField[] = ['name', 'email', 'phoneNumber', 'currentWorkingLocation', 'noticePeriod', 'resume'];

/** Resume rules, checked before anything is uploaded. */
export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
export const RESUME_EXTENSIONS = ['pdf', 'doc', 'docx'] as const;
export const RESUME_ACCEPT = '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** Text, at sign, text, dot, text. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function resumeError(file: File | null): string | undefined {
  if (!file) return messages.application.required;
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!(RESUME_EXTENSIONS as readonly string[]).includes(extension)) return messages.application.resumeType;
  if (file.size > RESUME_MAX_BYTES) return messages.application.resumeSize;
  if (file.size === 0) return messages.application.resumeType;
  return undefined;
}

/** The error of one field, or undefined when it is fine. */
export function validateApplicationField<F extends ApplicationField>(field: F, value: ApplicationFields[F]): string | undefined {
  if (field === 'resume') return resumeError(value as File | null);
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text) return messages.application.required;
  // The content service refuses them; say so here rather than after the resume is uploaded.
  if (typeof value === 'string' && hasControlCharacters(value)) return messages.application.controlCharacters;
  if (field === 'email' && !EMAIL.test(text)) return messages.application.invalidEmail;
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

/**
 * The 10-digit national number of a valid mobile number (its digits otherwise). The API client
 * (createApplication) sends it in the stored form, +91 and the ten digits, and the content
 * service normalises whatever it is sent the same way.
 */
export function normalisePhone(value: string): string {
  return normaliseIndianMobile(value)?.slice(3) ?? value.replace(/\D/g, '').slice(-10);
}

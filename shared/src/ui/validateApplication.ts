import { messages } from '@navdhara/shared';

/** The fields of the job application form (SPEC §5). */
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

/** SPEC §5: text, at sign, text, dot, text. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * SPEC §5 phone rule, "the sensible reading": a valid Indian mobile number, i.e. 10 digits
 * starting with 6-9, optionally written with +91 / 91 / 0 in front; spaces and dashes allowed.
 */
export function isIndianMobile(value: string): boolean {
  const compact = value.replace(/[\s-]/g, '');
  return /^(?:\+?91|0)?[6-9]\d{9}$/.test(compact);
}

function resumeError(file: File | null): string | undefined {
  if (!file) return messages.application.required;
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!(RESUME_EXTENSIONS as readonly string[]).includes(extension)) return messages.application.resumeType;
  if (file.size > RESUME_MAX_BYTES) return messages.application.resumeSize;
  if (file.size === 0) return messages.application.resumeType;
  return undefined;
}

/** The error of one field, or undefined when it is fine (SPEC §5 messages). */
export function validateApplicationField<F extends ApplicationField>(field: F, value: ApplicationFields[F]): string | undefined {
  if (field === 'resume') return resumeError(value as File | null);
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text) return messages.application.required;
  if (field === 'email' && !EMAIL.test(text)) return messages.application.invalidEmail;
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

/** The phone number as sent: digits only, the 10-digit national number. */
export function normalisePhone(value: string): string {
  const digits = value.replace(/\D/g, '');
  return digits.slice(-10);
}

import {
  messages,
  normaliseIndianMobile,
  SECTIONS,
  type DealerApplicationInput,
  type Locale,
  type Section,
} from '@navdhara/shared';
import { firstFieldError, hasControlCharacters, sendStatus } from './validateEnquiry';

/**
 * "Become a dealer" (issue 52): the fields, in the order they are shown and checked, named as the
 * content service names them (its dealer-application schema), so a refusal naming a field marks it.
 */
export type DealerTextField = 'name' | 'firm' | 'town' | 'district' | 'pin_code' | 'phone';
export type DealerApplicationField = DealerTextField | 'divisions';

export interface DealerApplicationValues {
  name: string;
  firm: string;
  town: string;
  district: string;
  pin_code: string;
  phone: string;
  /** The divisions ticked, as posted (checked against the five before sending). */
  divisions: string[];
}

export type DealerApplicationErrors = Partial<Record<DealerApplicationField, string>>;

export const DEALER_TEXT_FIELDS: readonly DealerTextField[] = [
  'name',
  'firm',
  'town',
  'district',
  'pin_code',
  'phone',
];
export const DEALER_APPLICATION_FIELDS: readonly DealerApplicationField[] = [
  ...DEALER_TEXT_FIELDS,
  'divisions',
];

/** The visible labels (the form's and a refusal's: "{label}: {rule}"). */
export const DEALER_APPLICATION_LABELS: Readonly<Record<DealerApplicationField, string>> = {
  name: 'Your name',
  firm: 'Name of your shop or firm',
  town: 'Town or village',
  district: 'District',
  pin_code: 'PIN code',
  phone: 'Mobile number',
  divisions: 'What you would like to sell',
};

/** The content service's length limits (its dealer-application schema). */
export const DEALER_APPLICATION_MAX_LENGTH: Readonly<Record<DealerTextField, number>> = {
  name: 100,
  firm: 120,
  town: 80,
  district: 80,
  pin_code: 12,
  phone: 24,
};

/** The message of an empty (or, for the PIN code and number, malformed) field. */
const MISSING: Readonly<Record<DealerApplicationField, string>> = {
  name: messages.dealer.name,
  firm: messages.dealer.firm,
  town: messages.dealer.town,
  district: messages.dealer.district,
  pin_code: messages.dealer.pinCode,
  phone: messages.dealer.phone,
  divisions: messages.dealer.divisions,
};

/** Devanagari and Gurmukhi digits, which a Hindi or Punjabi keyboard types, as 0-9. */
function latinDigits(value: string): string {
  return value.replace(/[\u0966-\u096F\u0A66-\u0A6F]/g, (digit) =>
    String(((digit.codePointAt(0) ?? 0) & 0xff) - 0x66),
  );
}

/** A PIN code as the service stores it (six digits, not starting with 0), or null. */
export function normalisePinCode(value: string): string | null {
  const digits = latinDigits(value).replace(/[\s-]/g, '');
  return /^[1-9]\d{5}$/.test(digits) ? digits : null;
}

/** The divisions ticked that are one of the five, each once, in the site's order. */
function divisionsOf(values: readonly string[]): Section[] {
  return SECTIONS.filter((section) => values.includes(section));
}

/** The error of one field, or undefined when it is fine. */
export function validateDealerApplicationField(
  field: DealerApplicationField,
  values: DealerApplicationValues,
): string | undefined {
  if (field === 'divisions') {
    const ticked = values.divisions;
    // Only the five, each once: what the service accepts.
    if (divisionsOf(ticked).length === 0 || ticked.some((v) => !SECTIONS.includes(v as Section)))
      return MISSING.divisions;
    return undefined;
  }
  const value = values[field];
  const text = value.trim();
  if (!text) return MISSING[field];
  if (hasControlCharacters(value)) return messages.application.controlCharacters;
  const max = DEALER_APPLICATION_MAX_LENGTH[field];
  if (text.length > max) return messages.application.tooLong(max);
  if (field === 'pin_code' && !normalisePinCode(text)) return MISSING.pin_code;
  if (field === 'phone' && !normaliseIndianMobile(latinDigits(text))) return MISSING.phone;
  return undefined;
}

/**
 * Every field's error, in the form's order: the checks the content service makes (every field
 * required, no control characters, its lengths, a PIN code of six digits, an Indian mobile number,
 * at least one of the five divisions), made before sending, in the browser and on the site server
 * alike. An empty object means the application may be sent.
 */
export function validateDealerApplication(
  values: DealerApplicationValues,
): DealerApplicationErrors {
  const errors: DealerApplicationErrors = {};
  for (const field of DEALER_APPLICATION_FIELDS) {
    const error = validateDealerApplicationField(field, values);
    if (error) errors[field] = error;
  }
  return errors;
}

/**
 * The application as the content service takes it (trimmed, the PIN code's six digits, the mobile
 * number as +91 and ten digits, the divisions each once), in the language of the page it was sent
 * from; null if a rule fails. What the browser sends and what the site server sends for a post.
 */
export function dealerApplicationInput(
  values: DealerApplicationValues,
  language: Locale,
): DealerApplicationInput | null {
  if (Object.keys(validateDealerApplication(values)).length > 0) return null;
  const pin = normalisePinCode(values.pin_code);
  const phone = normaliseIndianMobile(latinDigits(values.phone));
  if (!pin || !phone) return null;
  return {
    name: values.name.trim(),
    firm: values.firm.trim(),
    town: values.town.trim(),
    district: values.district.trim(),
    pin_code: pin,
    phone,
    divisions: divisionsOf(values.divisions),
    language,
  };
}

/** What to tell the visitor when sending failed, and the field it concerns (null: none). */
export interface DealerApplicationSendProblem {
  field: DealerApplicationField | null;
  message: string;
}

/**
 * A refusal (400) names the field the content service refused, by its label, with the service's
 * rule; too many applications (429) asks the visitor to wait; anything else (no answer, 5xx) says
 * it was not sent and the details are kept.
 */
export function dealerApplicationSendProblem(error: unknown): DealerApplicationSendProblem {
  const status = sendStatus(error);
  if (status === 400 || status === 413) {
    const details =
      typeof error === 'object' && error !== null && 'details' in error ? error.details : undefined;
    const refused = firstFieldError(details, DEALER_APPLICATION_FIELDS);
    if (refused)
      return {
        field: refused.field,
        message: messages.application.refusedField(
          DEALER_APPLICATION_LABELS[refused.field],
          refused.rule,
        ),
      };
    return { field: null, message: messages.application.refused };
  }
  if (status === 429) return { field: null, message: messages.application.tooMany };
  return { field: null, message: messages.application.submitFailed };
}

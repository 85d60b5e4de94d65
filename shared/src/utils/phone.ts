/**
 * Indian mobile numbers as people write them ("98765 43210", "+91 98765 43210", "098765 43210",
 * "+91-98765-43210", "9876543210"), reduced to the one form the CMS stores: "+91" and the ten
 * digits. Spaces, dashes, dots and brackets are ignored; the ten digits must start with 6, 7, 8
 * or 9; "+91", "91" or "0" may precede them.
 *
 * The CMS applies the same rule to whatever it is sent (cms/src/utils/phone.js);
 * tests/phone-parity.test.ts keeps the two in step.
 */
const SEPARATORS = /[\s\-.()]/g;
const INDIAN_MOBILE = /^(?:\+91|91|0)?([6-9]\d{9})$/;

/**
 * The stored form ("+919876543210"), or null when the value is not an Indian mobile number. A
 * number (from an old number input) must be a whole, non-negative one.
 */
export function normaliseIndianMobile(value: string | number): string | null {
  const wholeNumber = typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
  if (typeof value !== 'string' && !wholeNumber) return null;
  const match = INDIAN_MOBILE.exec(String(value).replace(SEPARATORS, ''));
  return match ? `+91${match[1]}` : null;
}

/** True when the value is an Indian mobile number written in one of the accepted ways. */
export function isIndianMobile(value: string | number): boolean {
  return normaliseIndianMobile(value) !== null;
}

/**
 * The attributes of a mobile-number input: a phone field (autofill offers the visitor's number)
 * that opens the numeric keypad.
 */
export const MOBILE_INPUT = { type: 'tel', inputMode: 'numeric', autoComplete: 'tel' } as const;

/**
 * The input's maxLength: room for the ways people write a number ("+91 98765 43210",
 * "(+91) 98765-43210"), not the stored form's 13 characters.
 */
export const MOBILE_MAX_LENGTH = 24;

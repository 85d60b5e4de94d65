'use strict';

/**
 * Indian mobile numbers as people write them ("98765 43210", "+91 98765 43210",
 * "098765 43210", "+91-98765-43210", "9876543210"), reduced to one stored form:
 * "+91" and the ten digits. Spaces, dashes, dots and brackets are ignored; a
 * 10-digit number must start with 6, 7, 8 or 9; "+91", "91" or "0" may precede it.
 *
 * The site's forms normalise with the same rule before sending
 * (shared/src/utils/phone.ts); tests/phone-parity.test.ts keeps the two in step.
 */
const SEPARATORS = /[\s\-.()]/g;
const INDIAN_MOBILE = /^(?:\+91|91|0)?([6-9][0-9]{9})$/;

/** What a refused number is told, after the field's name. */
const MOBILE_RULE = 'must be a 10-digit Indian mobile number; +91 or 0 in front is fine';

/**
 * The stored form ("+919876543210"), or null when the value is not an Indian mobile number. A
 * number (from an old number input) must be a whole, non-negative one.
 */
function normaliseIndianMobile(value) {
  const wholeNumber = typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
  if (typeof value !== 'string' && !wholeNumber) return null;
  const match = INDIAN_MOBILE.exec(String(value).replace(SEPARATORS, ''));
  return match ? `+91${match[1]}` : null;
}

module.exports = { normaliseIndianMobile, MOBILE_RULE };

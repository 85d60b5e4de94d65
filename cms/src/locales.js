'use strict';

/**
 * The languages of the content, written once for the CMS: English (the default, at the site's
 * own addresses), Hindi and Punjabi (Gurmukhi). The same codes as the site's
 * (`shared/src/i18n/locales.ts`) and as the `language` enumeration of enquiries and applications
 * (the language of the page they were sent from); tests/cms-locales.test.ts holds all three to it.
 */
const LOCALES = [
  { code: 'en', name: 'English (en)' },
  { code: 'hi', name: 'Hindi (hi)' },
  { code: 'pa', name: 'Punjabi (pa)' },
];
const DEFAULT_LOCALE = 'en';
const LOCALE_CODES = LOCALES.map((locale) => locale.code);

/** Exactly one of the codes above, as written (no case folding, no lists). */
const isLocale = (value) => typeof value === 'string' && LOCALE_CODES.includes(value);

/** `Hindi (hi)` for `hi`; a missing code (a lead stored before languages were recorded) says so. */
const languageName = (code) => LOCALES.find((locale) => locale.code === code)?.name ?? 'not recorded';

module.exports = { LOCALES, LOCALE_CODES, DEFAULT_LOCALE, isLocale, languageName };

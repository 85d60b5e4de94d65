import { addDictionary, setLocaleSource } from '../i18n/translate';
import { DEFAULT_LOCALE } from '../i18n/locales';
import sharedHi from '../translations/hi.json';
import sharedPa from '../translations/pa.json';
import glossary from '../i18n/glossary.json';
import { formatDate, truncate } from './text';

describe('truncate', () => {
  it('keeps text that fits', () => {
    expect(truncate('Short title', 55)).toBe('Short title');
    expect(truncate('x'.repeat(55), 55)).toBe('x'.repeat(55));
  });
  it('cuts at the limit and adds an ellipsis', () => {
    const cut = truncate('y'.repeat(56), 55);
    expect(cut).toBe(`${'y'.repeat(55)}...`);
  });
  it('does not leave a space before the ellipsis', () => {
    expect(truncate('Navdhara opens a new hatchery in Ambala', 9)).toBe('Navdhara...');
  });
  it('counts characters, not UTF-16 units', () => {
    expect(truncate('₹₹₹₹', 3)).toBe('₹₹₹...');
  });
  it('returns nothing for a non-positive limit', () => {
    expect(truncate('abc', 0)).toBe('');
  });
});

describe('formatDate', () => {
  it('uses US English with a long month', () => {
    expect(formatDate('2025-07-18')).toBe('July 18, 2025');
    expect(formatDate('2024-02-07T10:00:00.000Z')).toBe('February 7, 2024');
  });
  it('says every day as Intl does in US English, in UTC', () => {
    const intl = new Intl.DateTimeFormat('en-US', {
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
    const day = 24 * 60 * 60 * 1000;
    for (let time = Date.UTC(1999, 0, 1); time < Date.UTC(2031, 0, 1); time += day - 1) {
      expect(formatDate(time)).toBe(intl.format(time));
    }
  });
  /** Intl's text with the glossary's spelling decisions (Punjabi writes ਫ without a nukta). */
  const asDecided = (locale: 'hi' | 'pa', text: string) =>
    Object.entries(glossary.forbidden[locale] as Record<string, string>).reduce(
      (written, [variant, decided]) => written.split(variant).join(decided),
      text,
    );
  it.each(['hi', 'pa'] as const)(
    'in %s writes each day as Intl does (spelled as the glossary decides), from the dictionary (no browser data needed)',
    (locale) => {
      addDictionary(locale, locale === 'hi' ? sharedHi : sharedPa);
      setLocaleSource(() => locale);
      try {
        const intl = new Intl.DateTimeFormat(`${locale}-IN`, {
          day: 'numeric',
          month: 'long',
          year: 'numeric',
          timeZone: 'UTC',
        });
        for (let month = 0; month < 12; month += 1) {
          const time = Date.UTC(2025, month, 20);
          expect(formatDate(time)).toBe(asDecided(locale, intl.format(time)));
        }
      } finally {
        setLocaleSource(() => DEFAULT_LOCALE);
      }
    },
  );
  it('returns an empty string for missing or invalid dates', () => {
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});

/**
 * Translation by the English text itself: each app keeps, per language, a dictionary from its
 * English strings to their translation (`src/translations/hi.json`), so the typed content records
 * stay as they are and a string left out stays English (and is found by the check: `npm run
 * i18n -- check`). The language of what is being rendered comes from `currentLocale()`: in the
 * browser the page's (one per document: changing language is a new page), on the server the
 * render's own (the renderer sets a source that follows each render's async context).
 */
import { DEFAULT_LOCALE, type Locale } from './locales';

type Dictionary = Readonly<Record<string, string>>;

const dictionaries = new Map<Locale, Map<string, string>>();
/** Records already localized, per language (dropped when a dictionary of that language is added). */
const localized = new Map<Locale, WeakMap<object, unknown>>();
let localeSource: () => Locale = () => DEFAULT_LOCALE;

/** Where the current language comes from: the browser sets a constant, the renderer a render's own. */
export function setLocaleSource(source: () => Locale): void {
  localeSource = source;
}

export function currentLocale(): Locale {
  return localeSource();
}

/**
 * The `lang` attribute a component puts on the root of a CMS entry it shows: the entry's language
 * (`lang`, from the API client) when it is not the page's (an English entry standing in on a Hindi
 * page), else none.
 */
export function contentLang(record: { lang?: Locale }): Locale | undefined {
  return record.lang !== undefined && record.lang !== localeSource() ? record.lang : undefined;
}

/** Adds an app's dictionary for a language (loaded with the app's pages; later entries win). */
export function addDictionary(locale: Locale, entries: Dictionary): void {
  let dictionary = dictionaries.get(locale);
  if (!dictionary) dictionaries.set(locale, (dictionary = new Map()));
  for (const [english, translated] of Object.entries(entries))
    if (typeof translated === 'string' && translated.trim()) dictionary.set(english, translated);
  // Records localized before this dictionary came are made again.
  localized.delete(locale);
}

/** The text in the current language: its translation, or the English when there is none. */
export function tr(english: string): string {
  const locale = localeSource();
  if (locale === DEFAULT_LOCALE) return english;
  return dictionaries.get(locale)?.get(english) ?? english;
}

/**
 * A message with values: the English template (`{field}: please keep it to {max} characters or
 * fewer`) translated as a whole, then filled, so word order follows the language.
 */
export function trFormat(
  english: string,
  values: Readonly<Record<string, string | number>>,
): string {
  return tr(english).replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}

/**
 * A content record with every string in the current language (nested objects and lists too):
 * pages call it on the records they show. Kept per record and language, so the same record
 * object comes back on every render.
 */
export function localize<T>(record: T): T {
  const locale = localeSource();
  if (locale === DEFAULT_LOCALE || record === null || typeof record !== 'object') return record;
  let cache = localized.get(locale);
  if (!cache) localized.set(locale, (cache = new WeakMap()));
  const object = record as object;
  if (cache.has(object)) return cache.get(object) as T;
  const dictionary = dictionaries.get(locale);
  const walk = (value: unknown): unknown => {
    if (typeof value === 'string') return dictionary?.get(value) ?? value;
    if (Array.isArray(value)) return value.map(walk);
    // Only plain records: a picture's import, a function or a class instance stays as it is.
    if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype)
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, walk(item)]));
    return value;
  };
  const result = walk(record);
  cache.set(object, result);
  return result as T;
}

/** Intl formats of the current language (Indian digit grouping: 13,00,000). */
export function formatNumber(value: number): string {
  return new Intl.NumberFormat(`${localeSource()}-IN`).format(value);
}

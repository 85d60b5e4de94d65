/**
 * What the language tests share: the site's languages (shared/src/i18n/locales.ts) and the
 * routes each has (every declared route under each prefix, e2e/support/site-routes.ts).
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { remoteNames } from '../../../shared/build/apps.mjs';
import { LOCALE_INFO, LOCALES, localizedPath, type Locale } from '../../../shared/src/i18n/locales';
import { examplePath, siteRoutes } from '../../support/site-routes';

export { LOCALE_INFO, LOCALES, localizedPath, type Locale };

/** The languages under a prefix (Hindi, Punjabi). */
export const OTHER_LOCALES = LOCALES.filter((l) => l !== 'en') as Exclude<Locale, 'en'>[];

/** Each language's own script: a translated text has letters of it (Devanagari, Gurmukhi). */
export const SCRIPT_LETTERS: Record<Exclude<Locale, 'en'>, RegExp> = {
  hi: /\p{Script=Devanagari}/u,
  pa: /\p{Script=Gurmukhi}/u,
};

/** Every page of the site once (no aliases), an article's number set to 1 (seeded). */
export const pages = siteRoutes
  .filter((r) => !r.canonicalPath)
  .map((r) => ({ ...r, path: examplePath(r.path) }));

const root = path.resolve(__dirname, '..', '..', '..');
const dictionaries = new Map<Locale, Map<string, string>>();

function dictionaryOf(locale: Exclude<Locale, 'en'>): Map<string, string> {
  let dictionary = dictionaries.get(locale);
  if (!dictionary) {
    dictionary = new Map();
    for (const folder of ['shared', 'shell', ...Object.keys(remoteNames)]) {
      const file = path.join(root, folder, 'src', 'translations', `${locale}.json`);
      const entries = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
      for (const [key, value] of Object.entries(entries)) if (value) dictionary.set(key, value);
    }
    dictionaries.set(locale, dictionary);
  }
  return dictionary;
}

/**
 * The text a reader of `locale` sees for an English text of the apps (every app's dictionary,
 * `<app>/src/translations/<locale>.json`, as the pages translate it); English for `en`.
 */
export function translated(locale: Locale, english: string): string {
  if (locale === 'en') return english;
  const text = dictionaryOf(locale).get(english);
  if (!text) throw new Error(`No ${locale} translation of "${english}"`);
  return text;
}

/** The texts of `locale` whose English matches (`/^Loading/`: every loading state's name). */
export function translationsOf(locale: Locale, english: RegExp): string[] {
  if (locale === 'en') return ['Loading'];
  return [...dictionaryOf(locale)].filter(([key]) => english.test(key)).map(([, text]) => text);
}

/** The CMS seed's texts in each language, by their English (cms/seed/translations). */
const seedTranslations = (
  createRequire(__filename)(path.join(root, 'cms', 'seed', 'translations')) as {
    translations: Record<Exclude<Locale, 'en'>, Record<string, string>>;
  }
).translations;

/** The text a reader of `locale` sees for an English text of the seeded CMS; English for `en`. */
export function seedTranslated(locale: Locale, english: string): string {
  if (locale === 'en') return english;
  const text = seedTranslations[locale][english];
  if (!text) throw new Error(`No ${locale} seed translation of "${english}"`);
  return text;
}

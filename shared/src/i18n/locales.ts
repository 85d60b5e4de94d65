/**
 * The site's languages (docs/requirements.md has the English copy; ARCHITECTURE.md, "Languages",
 * says how the others are made). English is at today's addresses; the others under a prefix,
 * with the English slugs kept after it: `/hi/feeds`, `/pa/feeds`.
 */
export const LOCALES = ['en', 'hi', 'pa'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/**
 * How each language is named to its readers (the switcher), its BCP 47 tag and script, and the
 * web font of its script when that is not the site's Latin faces (styles/scripts.css; the boot
 * script sets it on that language's pages only: shared/build/paint-first.ts).
 */
export const LOCALE_INFO: Readonly<
  Record<
    Locale,
    {
      name: string;
      tag: string;
      script: 'Latn' | 'Deva' | 'Guru';
      ogLocale: string;
      scriptFace?: string;
    }
  >
> = {
  en: { name: 'English', tag: 'en-IN', script: 'Latn', ogLocale: 'en_IN' },
  hi: {
    name: 'हिन्दी',
    tag: 'hi-IN',
    script: 'Deva',
    ogLocale: 'hi_IN',
    scriptFace: 'Noto Sans Devanagari',
  },
  pa: {
    name: 'ਪੰਜਾਬੀ',
    tag: 'pa-IN',
    script: 'Guru',
    ogLocale: 'pa_IN',
    scriptFace: 'Noto Sans Gurmukhi',
  },
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The path prefix of a language: '' for English, `/hi` for Hindi. */
export function localePrefix(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? '' : `/${locale}`;
}

/**
 * A site path split into its language and the route path after the prefix: `/hi/feeds` ->
 * hi, `/feeds`; `/hi` -> hi, `/`; `/feeds` -> en, `/feeds`. Only the exact lowercase prefix
 * counts (the site server sends other spellings to it first).
 */
export function splitLocalePath(path: string): { locale: Locale; path: string } {
  const match = /^\/([a-z]{2})(?=\/|$)(.*)$/.exec(path);
  if (match && isLocale(match[1]) && match[1] !== DEFAULT_LOCALE)
    return { locale: match[1], path: match[2] || '/' };
  return { locale: DEFAULT_LOCALE, path };
}

/** The site path of a route path in a language: (`/feeds`, hi) -> `/hi/feeds`; (`/`, hi) -> `/hi`. */
export function localizedPath(path: string, locale: Locale): string {
  const prefix = localePrefix(locale);
  if (!prefix) return path;
  return path === '/' ? prefix : `${prefix}${path}`;
}

/**
 * What a remote's `./routes` module exports as `translations`: each language's dictionary, its
 * own chunk, loaded with the remote's pages in that language (see a remote's src/routes.ts).
 */
export type RemoteTranslations = Readonly<
  Partial<Record<Locale, () => Promise<{ default: Record<string, string> }>>>
>;

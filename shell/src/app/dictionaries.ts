import { addDictionary, DEFAULT_LOCALE, type Locale } from '@navdhara/shared';

/**
 * The frame's dictionaries (the shared package's texts and the shell's own) for a language, each
 * its own chunk: a Hindi page loads the Hindi ones, an English page none. Loaded once.
 */
const frameDictionaries: Partial<Record<Locale, () => Promise<unknown>>> = {
  hi: () =>
    Promise.all([
      import(/* webpackChunkName: "i18n-hi" */ '@navdhara/shared/translations/hi.json'),
      import(/* webpackChunkName: "i18n-hi" */ '../translations/hi.json'),
    ]).then((dictionaries) => dictionaries.forEach((d) => addDictionary('hi', d.default))),
  pa: () =>
    Promise.all([
      import(/* webpackChunkName: "i18n-pa" */ '@navdhara/shared/translations/pa.json'),
      import(/* webpackChunkName: "i18n-pa" */ '../translations/pa.json'),
    ]).then((dictionaries) => dictionaries.forEach((d) => addDictionary('pa', d.default))),
};

const loaded = new Map<Locale, Promise<unknown>>();

export function loadFrameDictionaries(locale: Locale): Promise<unknown> {
  const load = frameDictionaries[locale];
  if (locale === DEFAULT_LOCALE || !load) return Promise.resolve();
  let pending = loaded.get(locale);
  if (!pending) {
    pending = load();
    pending.catch(() => loaded.delete(locale));
    loaded.set(locale, pending);
  }
  return pending;
}

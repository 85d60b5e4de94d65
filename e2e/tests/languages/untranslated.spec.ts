/**
 * No untranslated UI text on a Hindi or Punjabi page (issue 38, outcome 2): every text a reader
 * sees or hears on each page (text, alt texts, accessible names, placeholders, hidden parts such
 * as the closed drawer and folded answers included) is in the page's language, but for the words
 * the glossary keeps in Latin letters (`keepLatin`: brand and product names, units), numbers,
 * units, e-mail addresses and web addresses, what is marked `lang="en"` (the switcher's
 * "English", a CMS entry shown in English because it has none in the page's language), and the
 * CMS's entries of a collection that is not localized yet.
 *
 * How a CMS-fed text is told apart: the test reads every published entry of the collections the
 * site shows from the CMS's API (English), and a text is the CMS's when it is one of those
 * entries' texts (or a part of one, at least a sentence's length). A collection the CMS gives in
 * the page's language (its entries name that `locale`) is localized: its English texts are then
 * no longer excused (they must be marked `lang="en"`, as the fallback is).
 */
import { expect, test } from '../../support/test';
import { cmsUrl } from '../../support/ports';
import glossary from '../../../shared/src/i18n/glossary.json';
import { CMS_COLLECTIONS } from '../../../shared/src/api/collections';
import { localizedPath, OTHER_LOCALES, pages, type Locale } from './helpers';

/** The collections pages show (the others are what visitors send: enquiries, applications). */
const SHOWN = [
  'blog',
  'media-press',
  'product',
  'faq',
  'job-application',
  'testimony',
  'team',
] as const;

/** Units and abbreviations written in Latin letters in every language, beside a number. */
const UNITS = [
  'kg',
  'g',
  'gm',
  'ml',
  'l',
  'km',
  'cm',
  'mm',
  'm',
  'mt',
  'hp',
  'kw',
  'w',
  'v',
  'rpm',
  'kb',
  'mb',
  'gb',
];

const kept = new Set(
  [
    ...glossary.keepLatin.flatMap((name) =>
      name.split(/[\s,()]+/).map((w) => w.replace(/^\W+|\W+$/g, '')),
    ),
    ...UNITS,
  ].map((w) => w.toLowerCase()),
);

const normalise = (text: string) =>
  text
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_#`>]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * Not words the CMS gives a page in its language: a file's own description (the media library's,
 * English in every language) stands in only where an entry leaves its picture undescribed, and is
 * then marked `lang="en"` (cms/README.md, "Languages").
 */
const NOT_TEXT = ['url', 'hash', 'mime', 'ext', 'provider', 'documentId', 'locale'];
const FILE_TEXT = ['alternativeText', 'caption'];

function stringsOf(value: unknown, into: string[]) {
  if (typeof value === 'string') into.push(normalise(value));
  else if (Array.isArray(value)) for (const item of value) stringsOf(item, into);
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value))
      if (!NOT_TEXT.includes(key) && !FILE_TEXT.includes(key)) stringsOf(item, into);
}

/**
 * What the CMS gives the pages of `locale`: a collection's entries in that language where it has
 * some (a localized collection: what the entries hold is the CMS's content in that language), else
 * its English entries (a collection not localized yet: shown in English for now).
 */
async function cmsTexts(locale: Locale): Promise<{ texts: string[]; localized: string[] }> {
  const texts: string[] = [];
  const localized: string[] = [];
  for (const model of SHOWN) {
    const base = `${cmsUrl}/api/${CMS_COLLECTIONS[model]}?populate=*&pagination[pageSize]=100`;
    const inLocale = await fetch(`${base}&locale=${locale}`);
    const entries = inLocale.ok
      ? ((await inLocale.json()) as { data: Record<string, unknown>[] }).data
      : [];
    const named = (entry: Record<string, unknown>) =>
      (entry.locale ?? (entry.attributes as Record<string, unknown> | undefined)?.locale) ===
      locale;
    if (entries.some(named)) {
      localized.push(model);
      stringsOf(entries, texts);
      continue;
    }
    const english = await fetch(base);
    expect(english.ok, model).toBe(true);
    stringsOf(((await english.json()) as { data: unknown }).data, texts);
  }
  return { texts: texts.filter((t) => t.length > 1), localized };
}

type Found = { text: string; where: string };

for (const locale of OTHER_LOCALES) {
  test(`no untranslated text on the ${locale} pages`, async ({ page }) => {
    test.setTimeout(240_000);
    const cms = await cmsTexts(locale);
    console.log(
      `${locale}: collections the CMS gives in ${locale}: ${cms.localized.join(', ') || 'none'}`,
    );
    // Longest first, so a text that holds a whole entry's text loses all of it.
    const cmsStrings = [...new Set(cms.texts)].sort((x, y) => y.length - x.length);
    const corpus = cms.texts.join('\n');
    const cmsExact = new Set(cms.texts);
    /** The text without what the CMS gave (its entries' texts, or a cut-off part of one). */
    const withoutCms = (text: string) => {
      let rest = normalise(text).replace(/(\.\.\.|…)$/, '');
      if (rest.length >= 12 && corpus.includes(rest)) return '';
      if (cmsExact.has(rest)) return '';
      // A name of several words the CMS gave, inside a text of the app (`{name} की जानकारी देखें`);
      // a single word is not taken out, it may be the app's own.
      for (const entry of cmsStrings)
        if (/\s/.test(entry) && rest.includes(entry)) rest = rest.split(entry).join(' ');
      return rest;
    };
    const report: string[] = [];
    for (const route of pages) {
      const address = localizedPath(route.path, locale);
      const response = await page.goto(address);
      expect(response?.status(), address).toBe(200);
      // A map loads as it nears the screen, with Leaflet's controls and the tiles' credit: read
      // loaded, always, not as it may or may not be when the page is read.
      for (const map of await page.locator('[data-map-state]').all()) {
        await map.scrollIntoViewIfNeeded();
        await expect(map).toHaveAttribute('data-map-state', 'ready');
      }
      const texts: Found[] = await page.evaluate(() => {
        const out: { text: string; where: string }[] = [];
        // Marked English (`lang="en"`), or not to be translated at all (`translate="no"`: a
        // network's letter standing for its logo).
        const excused = (el: Element | null) => {
          const lang = el?.closest('[lang]')?.getAttribute('lang') ?? '';
          return (
            lang === 'en' || lang.startsWith('en-') || Boolean(el?.closest('[translate="no"]'))
          );
        };
        const describe = (el: Element) =>
          `${el.tagName.toLowerCase()}${el.getAttribute('data-testid') ? `[${el.getAttribute('data-testid')}]` : ''}`;
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const el = node.parentElement;
          const text = node.textContent?.trim() ?? '';
          if (!el || !text || el.closest('script, style, noscript, template, svg')) continue;
          if (excused(el)) continue;
          out.push({ text, where: describe(el) });
        }
        for (const el of Array.from(
          document.body.querySelectorAll('[alt], [aria-label], [title], [placeholder]'),
        )) {
          if (el.closest('script, style, noscript, template') || excused(el)) continue;
          for (const name of ['alt', 'aria-label', 'title', 'placeholder']) {
            const value = el.getAttribute(name)?.trim();
            if (value) out.push({ text: value, where: `${describe(el)}@${name}` });
          }
        }
        return out;
      });
      const found = new Set<string>();
      for (const { text, where } of texts) {
        const words = withoutCms(text)
          .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, ' ')
          .replace(/\b(https?:\/\/|www\.)\S+/g, ' ')
          .replace(/\b[\w-]+\.(com|in|org|net)\b\S*/g, ' ')
          // An npm package credited (the map's outline: @svg-maps/india).
          .replace(/@[\w-]+\/[\w-]+/g, ' ')
          .match(/[A-Za-z][A-Za-z'’.]*[A-Za-z]|[A-Za-z]/g);
        // A letter alone is a name, not a word: A-type cages, vitamin C, °C, 54x54.
        const foreign = (words ?? []).filter((w) => w.length > 1 && !kept.has(w.toLowerCase()));
        if (foreign.length) found.add(`${where}: "${text.slice(0, 60)}" [${foreign.join(' ')}]`);
      }
      for (const line of found) report.push(`${address} ${line}`);
    }
    console.log(`${locale}: ${report.length} untranslated\n${report.join('\n')}`);
    expect(report).toEqual([]);
  });
}

/**
 * No untranslated text on a Hindi or Punjabi page (issues 38 and 49): every text a reader sees or
 * hears on each page (text, alt texts, accessible names, placeholders, hidden parts such as the
 * closed drawer and folded answers included) is in the page's language, but for the words the
 * glossary keeps in Latin letters (`keepLatin`: brand and product names), numbers, units, e-mail
 * addresses and web addresses, and what is marked `lang="en"` (the switcher's "English", a CMS
 * entry shown in English because it has none in the page's language) or `translate="no"`.
 *
 * Nothing else is excused: not a text the CMS gives (every collection the pages show is localized,
 * so its entries in the page's language are in that language, a product's category included), nor
 * one a component passes through `tr()` (a key its dictionaries lack comes back English).
 */
import { expect, test } from '../../support/test';
import glossary from '../../../shared/src/i18n/glossary.json';
import { examplePath, pageRoutes } from '../../support/site-routes';
import { localizedPath, OTHER_LOCALES, pages } from './helpers';

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

type Found = { text: string; where: string };

/**
 * The pages walked in the browser, the app booted and its maps drawn: one route of each page
 * module (support/site-routes.ts, pageRoutes). The other routes of a module (Where to buy's state
 * and district pages) show the same parts with another place's names and dealers, all in the
 * server's HTML: that is read for them, parsed, without a boot per page.
 */
const walked = new Set(pageRoutes.map((route) => examplePath(route.path)));

/**
 * Every text a reader meets in `html` (the server's page), or in the page shown when null: text,
 * alt texts, accessible names, titles and placeholders, but for what is marked English or not to
 * be translated. Runs in the browser.
 */
function textsOf(html: string | null): { text: string; where: string }[] {
  const root = html === null ? document : new DOMParser().parseFromString(html, 'text/html');
  const out: { text: string; where: string }[] = [];
  // Marked English (`lang="en"`), or not to be translated at all (`translate="no"`: a
  // network's letter standing for its logo).
  const excused = (el: Element | null) => {
    const lang = el?.closest('[lang]')?.getAttribute('lang') ?? '';
    return lang === 'en' || lang.startsWith('en-') || Boolean(el?.closest('[translate="no"]'));
  };
  const describe = (el: Element) =>
    `${el.tagName.toLowerCase()}${el.getAttribute('data-testid') ? `[${el.getAttribute('data-testid')}]` : ''}`;
  const walker = root.createTreeWalker(root.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const el = node.parentElement;
    const text = node.textContent?.trim() ?? '';
    if (!el || !text || el.closest('script, style, noscript, template, svg')) continue;
    if (excused(el)) continue;
    out.push({ text, where: describe(el) });
  }
  for (const el of Array.from(
    root.body.querySelectorAll('[alt], [aria-label], [title], [placeholder]'),
  )) {
    if (el.closest('script, style, noscript, template') || excused(el)) continue;
    for (const name of ['alt', 'aria-label', 'title', 'placeholder']) {
      const value = el.getAttribute(name)?.trim();
      if (value) out.push({ text: value, where: `${describe(el)}@${name}` });
    }
  }
  return out;
}

// One long test a language: both workers take one, so neither file holds one worker alone.
test.describe.configure({ mode: 'parallel' });

for (const locale of OTHER_LOCALES) {
  test(`no untranslated text on the ${locale} pages`, async ({ page }) => {
    test.setTimeout(240_000);
    const report: string[] = [];
    for (const route of pages) {
      const address = localizedPath(route.path, locale);
      let texts: Found[];
      if (walked.has(route.path)) {
        const response = await page.goto(address);
        expect(response?.status(), address).toBe(200);
        // A map loads as it nears the screen, with Leaflet's controls and the tiles' credit: read
        // loaded, always, not as it may or may not be when the page is read.
        for (const map of await page.locator('[data-map-state]').all()) {
          await map.scrollIntoViewIfNeeded();
          await expect(map).toHaveAttribute('data-map-state', 'ready');
        }
        texts = await page.evaluate(textsOf, null);
      } else {
        const response = await page.request.get(address);
        expect(response.status(), address).toBe(200);
        texts = await page.evaluate(textsOf, await response.text());
      }
      const found = new Set<string>();
      for (const { text, where } of texts) {
        const words = text
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

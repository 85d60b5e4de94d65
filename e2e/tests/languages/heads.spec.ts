/**
 * What search engines see of each language (issue 38, outcome 1): every page under `/hi` and
 * `/pa` answers in its language with its own address and the other languages' (hreflang en, hi,
 * pa, x-default), the sitemap lists each page in every language with the same alternates,
 * robots.txt keeps hidden pages out in every language, a language's prefix has one spelling, and
 * nothing is ever redirected by the browser's language.
 */
import { expect, test } from '@playwright/test';
import { canonicalOrigin, cmsUrl } from '../../support/ports';
// Only its type: a static import would put Playwright's transformed copy of the module in the
// worker's cache, and a later spec's site server (native ESM) would then miss its exports.
import type * as Sitemap from '../../../site-server/sitemap.mjs';
import { CMS_COLLECTIONS } from '../../../shared/src/api/collections';
import { siteRoutes } from '../../support/site-routes';
import { redirects } from '../../../shared/src/routes/frame-links';
import {
  LOCALE_INFO,
  LOCALES,
  localizedPath,
  OTHER_LOCALES,
  pages,
  SCRIPT_LETTERS,
} from './helpers';

function decode(text: string) {
  return text
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');
}

function headOf(html: string) {
  const get = (re: RegExp) => html.match(re)?.[1];
  const alternates = Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/gi)].map((m) => [
      m[1]!,
      m[2]!,
    ]),
  );
  const jsonLd = [
    ...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
  ].map((m) => JSON.parse(m[1] ?? '') as Record<string, unknown>);
  return {
    lang: get(/<html[^>]* lang="([^"]*)"/),
    title: decode(get(/<title>([^<]*)<\/title>/) ?? ''),
    description: decode(get(/<meta name="description" content="([^"]*)"/) ?? ''),
    robots: get(/<meta name="robots" content="([^"]*)"/),
    canonical: get(/<link rel="canonical" href="([^"]*)"/),
    ogLocale: get(/<meta property="og:locale" content="([^"]*)"/),
    alternates,
    jsonLd,
  };
}

/** Every `inLanguage` a JSON-LD block names, at any depth. */
function languagesNamed(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(languagesNamed);
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) =>
    key === 'inLanguage' && typeof item === 'string' ? [item] : languagesNamed(item),
  );
}

const expectedAlternates = (path: string) => ({
  ...Object.fromEntries(LOCALES.map((l) => [l, `${canonicalOrigin}${localizedPath(path, l)}`])),
  'x-default': `${canonicalOrigin}${path}`,
});

for (const locale of OTHER_LOCALES) {
  test(`every page in ${locale} answers in its language with its address and its alternates`, async ({
    request,
  }) => {
    // Every page twice (English and this language): with Where to buy's 112 state and district
    // pages, about 290 requests.
    test.setTimeout(240_000);
    const english = new Map<string, ReturnType<typeof headOf>>();
    for (const page of pages) {
      const en = await request.get(page.path);
      expect(en.status(), page.path).toBe(200);
      english.set(page.path, headOf(await en.text()));
    }
    const untranslated: string[] = [];
    // An article's title and description are its CMS entry's: in the page's language once the
    // CMS has its collection in it, in English until then.
    const { ARTICLE_ADDRESSES } =
      (await import('../../../site-server/sitemap.mjs')) as typeof Sitemap;
    const cmsGives = async (pagePath: string) => {
      const kind = (Object.keys(ARTICLE_ADDRESSES) as (keyof typeof ARTICLE_ADDRESSES)[]).find(
        (k) => pagePath.startsWith(ARTICLE_ADDRESSES[k]),
      );
      if (!kind) return true;
      const answer = await request.get(`${cmsUrl}/api/${CMS_COLLECTIONS[kind]}?locale=${locale}`);
      const { data } = (await answer.json()) as {
        data?: { locale?: string; attributes?: { locale?: string } }[];
      };
      return (
        answer.ok() &&
        Boolean(data?.some((entry) => (entry.locale ?? entry.attributes?.locale) === locale))
      );
    };
    for (const page of pages) {
      const address = localizedPath(page.path, locale);
      const response = await request.get(address, { maxRedirects: 0 });
      expect(response.status(), address).toBe(200);
      const head = headOf(await response.text());
      const en = english.get(page.path)!;
      expect(head.lang, address).toBe(LOCALE_INFO[locale].tag);
      expect(head.ogLocale, address).toBe(LOCALE_INFO[locale].ogLocale);
      if (await cmsGives(page.path))
        for (const [what, text, source] of [
          ['title', head.title, en.title],
          ['description', head.description, en.description],
        ] as const)
          if (!SCRIPT_LETTERS[locale].test(text) || text === source)
            untranslated.push(`${address} ${what}: "${text}"`);
      expect(head.robots, address).toBe('index, follow');
      expect(head.canonical, address).toBe(`${canonicalOrigin}${address}`);
      expect(head.alternates, address).toEqual(expectedAlternates(page.path));
      // The English page links the same set (each language's page names all of them).
      expect(en.alternates, page.path).toEqual(expectedAlternates(page.path));
      // Each block about the page's content names its language (an Organization has no language).
      for (const block of head.jsonLd.filter((b) => b['@type'] !== 'Organization'))
        expect(block.inLanguage, `${address} ${String(block['@type'])}`).toBe(
          LOCALE_INFO[locale].tag,
        );
      expect(new Set(head.jsonLd.flatMap(languagesNamed)), address).not.toContain(
        LOCALE_INFO.en.tag,
      );
    }
    expect(untranslated).toEqual([]);
  });
}

test('an alias is served in each language with its page as canonical', async ({ request }) => {
  const aliases = siteRoutes.filter((r) => r.canonicalPath);
  expect(aliases.length).toBeGreaterThan(0);
  for (const locale of LOCALES)
    for (const alias of aliases) {
      const address = localizedPath(alias.path, locale);
      const response = await request.get(address, { maxRedirects: 0 });
      expect(response.status(), address).toBe(200);
      const head = headOf(await response.text());
      expect(head.lang, address).toBe(LOCALE_INFO[locale].tag);
      expect(head.canonical, address).toBe(
        `${canonicalOrigin}${localizedPath(alias.canonicalPath!, locale)}`,
      );
    }
});

test("the frame's redirects stay in the language", async ({ request }) => {
  for (const locale of LOCALES)
    for (const [from, to] of Object.entries(redirects)) {
      const response = await request.get(localizedPath(from, locale), { maxRedirects: 0 });
      expect(response.status(), from).toBe(301);
      expect(response.headers().location, from).toBe(localizedPath(to, locale));
    }
});

test('the sitemap lists every page in every language, each with its alternates', async ({
  request,
}) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  const entries = new Map(
    [...xml.matchAll(/<url><loc>([^<]+)<\/loc>([\s\S]*?)<\/url>/g)].map((m) => [
      m[1]!,
      Object.fromEntries(
        [
          ...m[2]!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g),
        ].map((a) => [a[1]!, a[2]!]),
      ),
    ]),
  );
  const listed = pages.filter((p) => !p.hidden && !p.dynamic);
  for (const page of listed)
    for (const locale of LOCALES) {
      const loc = `${canonicalOrigin}${localizedPath(page.path, locale)}`;
      expect(entries.get(loc), loc).toEqual(expectedAlternates(page.path));
    }
  // The seeded articles too, in every language.
  for (const locale of LOCALES)
    expect(entries.has(`${canonicalOrigin}${localizedPath('/blog/1', locale)}`), locale).toBe(true);
  for (const hidden of pages.filter((p) => p.hidden))
    for (const locale of LOCALES)
      expect(entries.has(`${canonicalOrigin}${localizedPath(hidden.path, locale)}`)).toBe(false);
});

test('robots.txt keeps the hidden pages out in every language and names the sitemap', async ({
  request,
}) => {
  const robots = await (await request.get('/robots.txt')).text();
  const hidden = pages.filter((p) => p.hidden);
  expect(hidden.length).toBeGreaterThan(0);
  for (const page of hidden)
    for (const locale of LOCALES)
      expect(robots).toContain(`Disallow: ${localizedPath(page.path, locale)}\n`);
  for (const locale of OTHER_LOCALES)
    expect(robots).not.toMatch(new RegExp(`Disallow: /${locale}\\n`));
  expect(robots).toMatch(/Sitemap: \S+\/sitemap\.xml/);
});

test("a language's prefix has one spelling: others redirect once to it", async ({ request }) => {
  for (const [from, to] of [
    ['/HI/feeds', '/hi/feeds'],
    ['/hi/feeds/', '/hi/feeds'],
    ['/Hi/feeds', '/hi/feeds'],
    ['/PA/feeds/', '/pa/feeds'],
    ['/hi//feeds', '/hi/feeds'],
    ['/%68i/feeds', '/hi/feeds'],
    ['/HI', '/hi'],
    ['/hi/', '/hi'],
    ['/HI/FEEDS', '/hi/feeds'],
  ] as const) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(301);
    expect(response.headers().location, from).toBe(to);
    const landed = await request.get(to, { maxRedirects: 0 });
    expect(landed.status(), `${from} redirects once`).toBe(200);
  }
  // Not a language of the site: not a page.
  for (const path of ['/fr/feeds', '/en/feeds', '/hindi/feeds'])
    expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(404);
});

test("the site never redirects by the browser's language", async ({ request }) => {
  for (const acceptLanguage of ['hi', 'hi-IN,hi;q=0.9,en;q=0.5', 'pa-IN', 'pa,hi'])
    for (const path of ['/feeds', '/']) {
      const response = await request.get(path, {
        headers: { 'Accept-Language': acceptLanguage },
        maxRedirects: 0,
      });
      expect(response.status(), `${path} ${acceptLanguage}`).toBe(200);
      const head = headOf(await response.text());
      expect(head.lang).toBe(LOCALE_INFO.en.tag);
      // The answer does not depend on it either (a cache keeps one copy for every reader).
      expect(response.headers().vary ?? '').not.toMatch(/accept-language/i);
    }
  const hindi = await request.get('/hi/feeds', { headers: { 'Accept-Language': 'en-US' } });
  expect(headOf(await hindi.text()).lang).toBe(LOCALE_INFO.hi.tag);
});

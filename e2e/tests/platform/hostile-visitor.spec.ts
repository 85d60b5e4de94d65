/**
 * What a visitor sends is never markup in a page, and addresses the site does not have cost it
 * nothing (issue 48, outcomes 1 and 2), tried as an attacker would: markup, quotes, `</script>` and
 * `<!--` in paths, queries, preview tokens and form fields, in every language and kind of page;
 * made-up addresses of every kind of letter and spelling, in a flood. The site server runs in this
 * process (`app.inject`), against the test site's CMS and remotes; its log is read for renders.
 */
import { expect, HYDRATED, test } from '../../support/test';
import { e2eRegistry } from '../../support/fixtures';
import { startInProcessSite, type InProcessSite } from '../../support/in-process-site';
import type * as SiteServer from '../../../site-server/index.mjs';

/** Markup a hostile visitor writes where the site may echo it, each spelling a mark of its own. */
const PROBES = [
  '</script><x-probe-1>',
  '"><x-probe-2 onmouseover=alert(1)>',
  "'><x-probe-3>",
  '<!--<x-probe-4>',
  '<meta http-equiv=refresh content=0;url=//evil.example/x-probe-5>',
  '{{x-probe-6}}<x-probe-6>',
];
/** Found raw in a page only if something wrote the visitor's markup as markup. */
const RAW = /<x-probe|<meta http-equiv=refresh/i;

let server: InProcessSite;
let site: SiteServer.LoadedSite;
const renders: string[] = [];

test.beforeAll(async () => {
  server = await startInProcessSite({ renders });
  site = server.site;
});

test.afterAll(async () => {
  await server?.stop();
});

/** A GET of the site, following its one redirect to the canonical spelling. */
async function get(url: string) {
  const first = await server.app.inject({ method: 'GET', url });
  if (first.statusCode !== 301) return first;
  return server.app.inject({ method: 'GET', url: String(first.headers.location) });
}

test('markup in an address or a query is only ever text, in every language and kind of page', async () => {
  test.setTimeout(90_000);
  for (const prefix of ['', '/hi', '/pa']) {
    for (const probe of PROBES) {
      const encoded = encodeURIComponent(probe);
      for (const url of [
        `${prefix}/blog/${encoded}`,
        `${prefix}/media-article/${encoded}`,
        `${prefix}/blog/1/${encoded}`,
        `${prefix}/${encoded}`,
        `${prefix}/feeds/${encoded}`,
        // The raw characters, as a client that encodes nothing sends them.
        `${prefix}/blog/${probe.replace(/ /g, '%20')}`,
      ]) {
        const answer = await get(url);
        expect([400, 404], url).toContain(answer.statusCode);
        expect(answer.body, url).not.toMatch(RAW);
      }
      for (const url of [
        `${prefix}/feeds?q=${encoded}`,
        `${prefix}/blog/1?${encoded}=${encoded}`,
        `${prefix}/contact-us?preview=${encoded}`,
      ]) {
        const answer = await get(url);
        expect(answer.statusCode, url).toBeLessThan(500);
        expect(answer.body, url).not.toMatch(RAW);
      }
    }
  }
});

test('markup in a form’s fields comes back as text in the page that answers it', async () => {
  const { siteUrl } = e2eRegistry();
  for (const prefix of ['', '/hi']) {
    for (const probe of PROBES) {
      // Refused by the form's rules (no e-mail, no phone): the page answers with the fields kept,
      // and nothing is stored.
      const answer = await server.app.inject({
        method: 'POST',
        url: `${prefix}/contact-us`,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          origin: new URL(siteUrl).origin,
          'sec-fetch-site': 'same-origin',
        },
        payload: new URLSearchParams({
          form: 'enquiry',
          name: probe,
          message: `${probe} ${probe}`,
          email: probe,
        }).toString(),
      });
      expect(answer.statusCode, probe).toBe(422);
      expect(answer.body, probe).not.toMatch(RAW);
      // Kept for the visitor to correct, as text.
      expect(answer.body, probe).toContain('x-probe');
    }
  }
});

test('a flood of made-up addresses of any kind renders nothing new and keeps every kept page', async () => {
  test.setTimeout(120_000);
  const kept = ['/', '/feeds', '/about', '/hi/feeds', '/pa/hatchery', '/blog/1'];
  for (const url of kept) expect((await get(url)).statusCode, url).toBe(200);
  // The one 404 page of each language, rendered once.
  for (const url of ['/made-up', '/hi/made-up', '/pa/made-up'])
    expect((await get(url)).statusCode).toBe(404);
  const pagesBefore = new Set(site.cache.paths());
  const rendersBefore = renders.length;
  const spellings = (i: number) => [
    `/zz%C3%A9${i}`,
    `/a%20b${i}`,
    `/%3Cx%3E${i}`,
    `/%7B${i}%7D`,
    `/%22${i}`,
    `/hi/%E0%A4%AB%E0%A5%80%E0%A4%A1-${i}`,
    `/pa/%E0%A8%AB%E0%A9%80%E0%A8%A1-${i}`,
    `/blog/${900_000 + i}`,
    `/hi/media-article/${900_000 + i}`,
    `/blog/a/${i}`,
    `/FEEDS/${i}`,
    `/made-up-${i}.html`,
  ];
  const statuses = new Map<number, number>();
  for (let i = 0; i < 100; i += 1) {
    const answers = await Promise.all(spellings(i).map((url) => get(url)));
    for (const answer of answers)
      statuses.set(answer.statusCode, (statuses.get(answer.statusCode) ?? 0) + 1);
  }
  expect(Object.fromEntries(statuses)).toEqual({ 404: 1200 });
  // Nothing rendered and nothing kept for them; every page kept before is still kept.
  expect(renders.slice(rendersBefore)).toEqual([]);
  expect(new Set(site.cache.paths())).toEqual(pagesBefore);
  for (const url of kept) expect(site.cache.paths(), url).toContain(url);
});

test('the 404 page in the browser: the address asked for stays, nothing of it runs, each language offers its home', async ({
  page,
}) => {
  const probe = encodeURIComponent('</script><meta http-equiv=refresh content=0;url=/about>');
  for (const [prefix, address] of [
    ['', `/blog/${probe}`],
    ['/hi', '/hi/zz%C3%A9'],
    ['/pa', `/pa/${encodeURIComponent('ਫੀਡ')}`],
  ] as const) {
    let loads = 0;
    const count = () => (loads += 1);
    page.on('load', count);
    const response = await page.goto(address);
    expect(response?.status(), address).toBe(404);
    // Where the site's one spelling of the address led (a 301 first, for `%2F`).
    const landed = page.url();
    await expect(page.getByTestId('not-found')).toBeVisible();
    await page.waitForSelector(HYDRATED);
    // No refresh, no second load: the app takes the page as the address's own.
    await page.waitForTimeout(500);
    expect(page.url()).toBe(landed);
    expect(loads, address).toBe(1);
    await expect(page.getByTestId('not-found')).toBeVisible();
    const switcher = page.getByTestId('language-switcher').first();
    const hrefs = await switcher
      .locator('a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs.sort(), address).toEqual(
      ['/', '/hi', '/pa'].filter((home) => home !== (prefix || '/')).sort(),
    );
    page.off('load', count);
  }
});

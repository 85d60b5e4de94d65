/**
 * A page loads what it shows and nothing else (issue 19, outcomes 2 and 6; issue 40): the rules of
 * its stylesheets that its first screen uses come inlined in it, the stylesheets for the rest are
 * linked in a `<noscript>` (fetched once the page has loaded: boot-when-needed.spec.ts), and
 * no stylesheet is fetched before the app boots (the web fonts come as font files, after the first
 * paint, with no stylesheet); the app's
 * chunks bring their whole stylesheets when it boots, for what only a script shows; a page with no
 * map carries no map styles; the contact form is an island, whose code comes only as it nears the
 * screen or is touched, and a visitor who types or presses Submit before it has come loses
 * nothing; once the app has booted, a page's static parts stay the server's HTML, unhydrated and
 * with no code fetched for them, until the visitor uses them.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test, HYDRATED } from '../../support/test';
import { watchNetwork } from '../../support/network';
import { examplePath, pageRoutes } from '../../support/site-routes';
import { messages } from '../../../shared/src/messages';
import { BOOT_CONTRACT } from '../../../shared/src/config/runtime';
import { e2ePorts } from '../../support/ports';
import { remoteNames } from '../../../shared/build/apps.mjs';
import { countRecordsContaining, ENQUIRY_UID, sampleEnquiry, uniqueMark } from '../cms/helpers';

// Every page (one route of a page module that makes many: support/site-routes.ts, pageRoutes).
const cases = pageRoutes.map((route) => ({ route, url: examplePath(route.path) }));

// Each test its own page and its own marked records: both workers take them.
test.describe.configure({ mode: 'parallel' });

test.describe('each page inlines the rules its first screen uses and fetches no stylesheet before the app boots', () => {
  for (const { route, url } of cases) {
    test(url, async ({ page, request }) => {
      // Requests in order: a stylesheet comes only after the app's start (main.js), with its chunks,
      // but for those the page links for the rest of it (below).
      const requests: string[] = [];
      page.on('request', (sent) => requests.push(sent.url()));
      const network = watchNetwork(page);
      await page.goto(url);
      // Booted (support/test.ts), and everything it fetched as it started has come.
      await network.quiet();
      const boot = requests.findIndex((address) => /\/main\.[0-9a-f]+\.js$/.test(address));
      expect(boot, 'the app booted').toBeGreaterThan(-1);
      const inlined = (await page.locator('style[data-page-css]').textContent()) ?? '';
      expect(inlined.length).toBeGreaterThan(1000);
      // Every class the server's HTML names on its first screen (the header, main's first two
      // bands, the frame's fixed parts: not what follows them in main, or the footer) that the app's
      // stylesheets style is styled inline; the rest come with the stylesheets its <noscript>
      // links, which name every one the page's rules come from.
      const html = await (await request.get(url)).text();
      const firstScreenClasses = await page.evaluate((source) => {
        const doc = new DOMParser().parseFromString(source, 'text/html');
        const bands = [...doc.querySelectorAll('main section')].filter(
          (band) => !band.parentElement?.closest('section'),
        );
        // Everything in main after its second band, in document order.
        for (let node: Element | null = bands[1] ?? null; node && node.tagName !== 'MAIN';) {
          while (node.nextSibling) node.nextSibling.remove();
          node = node.parentElement;
        }
        [...doc.querySelectorAll('footer')]
          .filter((footer) => !footer.closest('main'))
          .at(-1)
          ?.remove();
        return [...doc.querySelectorAll('[class]')].flatMap((element) => [...element.classList]);
      }, html);
      const classes = new Set(firstScreenClasses);
      classes.delete('');
      const laterHrefs = [
        ...(
          html.match(
            new RegExp(`<noscript ${BOOT_CONTRACT.laterCssAttribute}>(.*?)</noscript>`),
          )?.[1] ?? ''
        ).matchAll(/href="([^"]+)"/g),
      ].map((match) => match[1]!);
      const allClasses = new Set(
        [...html.matchAll(/\sclass="([^"]*)"/g)].flatMap((match) => match[1]!.split(/\s+/)),
      );
      if ([...allClasses].some((name) => name && !classes.has(name)))
        expect(
          laterHrefs.length,
          'the stylesheets for the rest of the page, linked',
        ).toBeGreaterThan(0);
      // Before the app, only those (the boot script fetches them once the page has loaded).
      const early = requests.slice(0, boot).filter((address) => /\.css(\?|$)/.test(address));
      const named = laterHrefs.map((href) => new URL(href, page.url()).href);
      expect(
        early.filter((address) => !named.includes(address)),
        'other stylesheets fetched before the app boots',
      ).toEqual([]);
      const hrefs = await page.evaluate(() =>
        [...document.styleSheets].flatMap((sheet) => (sheet.href ? [sheet.href] : [])),
      );
      expect(hrefs.length, 'stylesheets the app loaded').toBeGreaterThan(0);
      // With the page's own stylesheets as its app's build lists them (page-css.json): those of its
      // static parts come only when a part is used, yet their rules the HTML uses are inlined.
      const folder = Object.keys(remoteNames).find((name) => remoteNames[name] === route.owner) as
        keyof typeof e2ePorts | undefined;
      const remoteOrigin = folder ? `http://localhost:${e2ePorts[folder]}` : undefined;
      const pageCss = remoteOrigin
        ? ((await (await request.get(`${remoteOrigin}/page-css.json`)).json()) as {
            pages: Record<string, string[]>;
          })
        : { pages: {} };
      const partsHrefs = (pageCss.pages[route.page] ?? []).map((file) => `${remoteOrigin}/${file}`);
      const sheets = (
        await Promise.all(
          [...new Set([...hrefs, ...partsHrefs, ...laterHrefs])].map(async (href) =>
            (await request.get(href)).text(),
          ),
        )
      ).join('\n');
      for (const name of classes) {
        const escaped = name.replace(/[^\w-]/g, (c) => `\\${c}`);
        const styled = new RegExp(`\\.${escaped}(?![\\w-])`);
        if (styled.test(sheets)) expect(inlined, `.${name} is styled inline`).toMatch(styled);
      }
      // Inlined: the rules the HTML uses, not a whole stylesheet.
      expect(inlined.length, 'inlined CSS against the stylesheets').toBeLessThan(sheets.length);
      // A map is drawn by its script: its styles come with its code, on the pages that have one.
      expect(inlined.includes('.leaflet-container'), 'Leaflet styles inlined').toBe(false);
    });
  }
});

/** The contact form's code: one chunk, named so (shared/src/ui/ContactFormIsland.tsx). */
const FORM_CODE = /\/contact-form\.[0-9a-f]+\.js$/;

function formCodeRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (FORM_CODE.test(new URL(request.url()).pathname)) urls.push(request.url());
  });
  return urls;
}

/** Set on the page before a test acts: gone if the browser loaded another document meanwhile. */
async function markDocument(page: Page) {
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
}
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

test('a division page scrolled to its middle has not loaded the contact form; nearing it does', async ({
  page,
}) => {
  const requested = formCodeRequests(page);
  const network = watchNetwork(page);
  await page.goto('/feeds');
  await expect(page.locator(HYDRATED)).toBeAttached();
  await page.locator('#products').scrollIntoViewIfNeeded();
  // Whatever the scroll asked for has been asked for, and has come.
  await network.quiet();
  const island = page.locator('[data-island="contact-form"]');
  expect(requested, "the form's code, fetched before the form is near").toEqual([]);
  await expect(island).not.toHaveAttribute('data-island-ready');
  // The server's form is there all along, styled (its CSS came inlined with the page).
  await expect(island.getByRole('button', { name: 'Submit' })).toHaveCSS('cursor', 'pointer');

  await markDocument(page);
  await island.locator('form').scrollIntoViewIfNeeded();
  await expect(island).toHaveAttribute('data-island-ready', 'true');
  expect(requested).toHaveLength(1);
  // Hydrated: the form checks in the browser, with no trip to the server.
  await island.getByRole('button', { name: 'Submit' }).click();
  await expect(island.getByRole('alert')).toHaveText(messages.contact.missingFields);
  expect(await sameDocument(page)).toBe(true);
});

/** Whether React has hydrated an element: it marks each with its fiber, the server's HTML has none. */
const hydrated = (locator: Locator) =>
  locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')));

/** The chunks of pages' static parts (`<Page>.parts.tsx`) and of the frame's footer. */
const PARTS_CODE = /\/[a-z-]+-parts\.[0-9a-f]+\.js$|\/footer\.[0-9a-f]+\.js$/;

test('a booted division page ships no code for its static parts; a part gets it, and hydrates, when used', async ({
  page,
}) => {
  const partsCode: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (PARTS_CODE.test(pathname)) partsCode.push(pathname.replace(/^.*\//, ''));
  });
  const network = watchNetwork(page);
  await page.goto('/feeds');
  await expect(page.locator(HYDRATED)).toBeAttached();
  const faq = page.getByTestId('division-faq');
  const seo = page.getByTestId('seo-text');
  const footer = page.locator('footer');
  await footer.scrollIntoViewIfNeeded();
  // Whatever reading down to the footer asked for has been asked for, and has come.
  await network.quiet();
  // The frame's menu and the page's hero act without being touched first: hydrated with the page.
  expect(await hydrated(page.getByRole('banner'))).toBe(true);
  expect(await hydrated(page.getByTestId('contact-cta').first())).toBe(true);
  // Read, scrolled past, but not used: still the server's HTML, with no code fetched for them.
  for (const part of [faq, seo, footer]) expect(await hydrated(part)).toBe(false);
  expect(partsCode).toEqual([]);

  // A press in one is answered at once (natively, by <details>), fetches the parts' code and
  // hydrates that part only.
  await seo.locator('summary').click();
  await expect(seo.locator('details')).toHaveAttribute('open', '');
  await expect.poll(() => hydrated(seo)).toBe(true);
  expect(partsCode).toEqual([expect.stringMatching(/^division-parts\./)]);
  expect(await hydrated(faq)).toBe(false);
  expect(await hydrated(footer)).toBe(false);

  // A link in the footer, with no code until now, is taken by the app's router once the
  // footer's code has come (no new document).
  await markDocument(page);
  await footer.getByRole('link', { name: 'About', exact: true }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1, name: /^About / })).toBeVisible();
  expect(await sameDocument(page)).toBe(true);
  expect(partsCode).toContainEqual(expect.stringMatching(/^footer\./));
  // The page rendered in the browser came with its static parts' code, and shows them.
  expect(partsCode).toContainEqual(expect.stringMatching(/^about-parts\./));
  await expect(page.locator('[data-static-part^="about/"]').first()).not.toBeEmpty();
});

test("what is typed before the form's code arrives is kept, and the form then sends with script", async ({
  page,
  request,
}) => {
  const mark = uniqueMark();
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(FORM_CODE, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/contact-us');
  await expect(page.locator(HYDRATED)).toBeAttached();
  await markDocument(page);
  const island = page.locator('[data-island="contact-form"]');
  const form = page.getByTestId('contact-form-page');
  await form.getByLabel('Name').fill(sampleEnquiry.name);
  await form.getByLabel('Email').fill(sampleEnquiry.email);
  await form.getByLabel('Mobile').fill(sampleEnquiry.mobile);
  await form.getByLabel('Message').fill(`${sampleEnquiry.message} ${mark}`);
  await expect(island).not.toHaveAttribute('data-island-ready');
  release();
  await expect(island).toHaveAttribute('data-island-ready', 'true');
  await expect(form.getByLabel('Name')).toHaveValue(sampleEnquiry.name);
  await expect(form.getByLabel('Message')).toHaveValue(`${sampleEnquiry.message} ${mark}`);
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByRole('status').last()).toHaveText(messages.contact.sent);
  await expect(form.getByLabel('Message')).toHaveValue('');
  expect(await sameDocument(page)).toBe(true);
  expect(await countRecordsContaining(request, ENQUIRY_UID, 'message', mark)).toBe(1);
});

test("Submit pressed before the form's code arrives is answered: the form posts to the page", async ({
  page,
  request,
}) => {
  const mark = uniqueMark();
  // The code never comes (a slow phone's lost request): the server's form does the work.
  await page.route(FORM_CODE, (route) => route.abort());
  await page.goto('/contact-us');
  await expect(page.locator(HYDRATED)).toBeAttached();
  const form = page.getByTestId('contact-form-page');
  await form.getByLabel('Name').fill(sampleEnquiry.name);
  await form.getByLabel('Email').fill(sampleEnquiry.email);
  await form.getByLabel('Mobile').fill(sampleEnquiry.mobile);
  await form.getByLabel('Message').fill(`${sampleEnquiry.message} ${mark}`);
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/contact-us#enquiry-form$/);
  await expect(form.getByRole('status').last()).toHaveText(messages.contact.sent);
  expect(await countRecordsContaining(request, ENQUIRY_UID, 'message', mark)).toBe(1);
});

test("the careers page fetches an application form's code only when its dialog opens", async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (/\/application-form\.[0-9a-f]+\.js$/.test(new URL(request.url()).pathname))
      requested.push(request.url());
  });
  const network = watchNetwork(page);
  await page.goto('/careers');
  await expect(page.locator(HYDRATED)).toBeAttached();
  await network.quiet();
  expect(requested).toEqual([]);
  await page.getByRole('button', { name: /Apply for Accounts Executive/ }).click();
  const island = page.locator('dialog[open] [data-island="application-form"]');
  await expect(island).toHaveAttribute('data-island-ready', 'true');
  expect(requested).toHaveLength(1);
  await expect(island.getByLabel('Full name')).toBeVisible();
});

test('pointing at a link warms the code of its page, wherever the link is', async ({ page }) => {
  const remote = (name: 'mfe-feeds' | 'mfe-foods') => {
    const urls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).port === String(e2ePorts[name])) urls.push(request.url());
    });
    return urls;
  };
  const feeds = remote('mfe-feeds');
  const foods = remote('mfe-foods');
  const network = watchNetwork(page);
  await page.goto('/');
  await expect(page.locator(HYDRATED)).toBeAttached();
  await network.quiet();
  expect(feeds).toEqual([]);
  // A footer link (hydrated) and a link in the page's text: hovering each is intent enough.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Feeds' }).hover();
  await expect.poll(() => feeds.some((url) => url.endsWith('remoteEntry.js'))).toBe(true);
  await page.locator('main a[href="/foods"]:visible').first().focus();
  await expect.poll(() => foods.some((url) => url.endsWith('remoteEntry.js'))).toBe(true);
});

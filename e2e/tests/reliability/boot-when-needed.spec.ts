/**
 * The app boots only when first needed (shared/build/boot.js, issue 19 outcome 2): a visitor who
 * only reads downloads no application code; a key, a tap or the mouse boots it; a part that acts
 * by itself boots it as it nears the screen; on a touch device the exit-intent popup boots it when
 * it is due; a button pressed before the app has hydrated is answered once it has. Until then
 * the home banner rotates by CSS. These tests use Playwright's own `test` (not support/test.ts,
 * whose navigations boot the app at once).
 */
import type { Page, Request } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { BOOT_CONTRACT } from '../../../shared/src/config/runtime';
import { twoFrames, watchNetwork } from '../../support/network';
import { isHydrated, laterCssDone } from '../../support/test';

const isAppCode = (request: Request) =>
  /\/(main|framework)\.[0-9a-f]+\.js$|remoteEntry\.js$/.test(new URL(request.url()).pathname);

/** Every request for the app's code the page makes from now on. */
function watchAppCode(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (isAppCode(request)) requests.push(request);
  });
  return requests;
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => sessionStorage.setItem('hasShownExitIntent', 'true'));
});

/**
 * The page as a reader leaves it: the boot script has come and run (it links the rest of the
 * page's stylesheets, applied once all have come: laterCssDone), the page has drawn since (its
 * observers have seen what is near the screen), and all that asked for has been fetched. Had it
 * booted the app by itself, the app's code would have been asked for by then.
 */
async function settledWithoutApp(page: Page, network: ReturnType<typeof watchNetwork>) {
  await expect(page.locator(`noscript[${BOOT_CONTRACT.laterCssAttribute}]`)).toHaveCount(1);
  await page.waitForFunction(laterCssDone, BOOT_CONTRACT.laterCssAttribute);
  await twoFrames(page);
  await network.quiet();
}

test('a reader downloads no application code; the first key press boots and hydrates the page', async ({
  page,
}) => {
  const appCode = watchAppCode(page);
  const network = watchNetwork(page);
  const fonts = page.waitForRequest(/\/fonts\/[\w.-]+\.woff2$/);
  await page.goto('/feeds');
  await fonts;
  await settledWithoutApp(page, network);
  expect(appCode, 'no app code before it is needed').toHaveLength(0);
  expect(await isHydrated(page)).toBe(false);
  // What needs no script works already: an FAQ answer opens.
  const faq = page.getByTestId('division-faq').locator('details').first();
  await faq.locator('summary').click();
  await expect(faq).toHaveAttribute('open', '');
  await page.keyboard.press('Shift');
  await expect.poll(() => isHydrated(page), { timeout: 15_000 }).toBe(true);
  expect(appCode.length).toBeGreaterThan(0);
  await expect(faq, 'what the visitor opened stays open').toHaveAttribute('open', '');
});

test('web fonts: a page being read keeps its fallback faces; the next page the app shows sets them, and a later page sets them as it is parsed', async ({
  page,
}) => {
  const fontFiles = new Set<string>();
  page.on('request', (request) => {
    if (/\/fonts\/[\w.-]+\.woff2$/.test(request.url())) fontFiles.add(request.url());
  });
  /** The web font faces the page has set (the metric-matched fallback faces are CSS rules). */
  const webFaces = () =>
    page.evaluate(() =>
      Array.from(document.fonts)
        .filter((face) => face.family === 'Inter' || face.family === 'Poppins')
        .map((face) => `${face.family} ${face.weight} ${face.display}`)
        .sort(),
    );
  const allLoaded = () =>
    page.evaluate(() =>
      Array.from(document.fonts).every(
        (face) => face.status === 'loaded' || face.status === 'unloaded',
      ),
    );
  const faces = (display: string) =>
    ['Inter 400', 'Inter 600', 'Poppins 600', 'Poppins 700'].map((face) => `${face} ${display}`);

  await page.goto('/feeds');
  await expect
    .poll(() => page.evaluate((key) => sessionStorage.getItem(key), BOOT_CONTRACT.webFontsKey), {
      message: 'fetched after the load, and remembered',
    })
    .toContain('.woff2');
  expect(fontFiles.size).toBe(4);
  expect(await webFaces(), 'the page being read is not laid out again for them').toEqual([]);

  await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
  await page.keyboard.press('Shift');
  await expect.poll(() => isHydrated(page), { timeout: 15_000 }).toBe(true);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Careers', exact: true }).click();
  await expect(page).toHaveURL(/\/careers$/);
  await expect(page.locator('main h1')).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage),
    'the app showed the page, in the same document',
  ).toBe(true);
  expect(await webFaces(), 'set with the page the app showed').toEqual(faces('swap'));
  expect(await allLoaded()).toBe(true);

  // A later page, a new document: the browser has the files, so the boot script sets them as
  // the page is parsed, before its first layout (and never later on it: `optional`).
  await page.goto('/about', { waitUntil: 'domcontentloaded' });
  expect(await webFaces()).toEqual(faces('optional'));
  await expect.poll(allLoaded).toBe(true);
  expect(await page.evaluate(() => document.fonts.check('700 32px Poppins'))).toBe(true);
});

test('a mouse moving over the page boots the app (the exit-intent popup follows the pointer)', async ({
  page,
}) => {
  const appCode = watchAppCode(page);
  const network = watchNetwork(page);
  await page.goto('/about');
  await settledWithoutApp(page, network);
  expect(appCode).toHaveLength(0);
  await page.mouse.move(400, 300);
  await page.mouse.move(420, 320);
  await expect.poll(() => isHydrated(page), { timeout: 15_000 }).toBe(true);
});

test('before the app boots, the home banner rotates by CSS; the app takes over from the slide shown', async ({
  page,
}) => {
  await page.goto('/');
  const slides = page.getByTestId('banner-slide');
  const opacity = (index: number) =>
    slides.nth(index).evaluate((slide) => Number(getComputedStyle(slide).opacity));
  expect(await opacity(0)).toBeGreaterThan(0.9);
  await expect.poll(() => opacity(1), { timeout: 6_000 }).toBeGreaterThan(0.9);
  const slideTwoSeen = Date.now();
  expect(await opacity(0)).toBeLessThan(0.1);
  expect(await isHydrated(page)).toBe(false);
  // The beat the CSS and the component share (HomeBanner's --rotation-ms).
  const beatMs = await page
    .getByTestId('home-banner')
    .evaluate((banner) => parseFloat(getComputedStyle(banner).getPropertyValue('--rotation-ms')));
  expect(beatMs).toBeGreaterThan(0);
  await page.keyboard.press('Shift');
  await expect.poll(() => isHydrated(page), { timeout: 15_000 }).toBe(true);
  await expect(page.getByTestId('home-banner')).not.toHaveAttribute('data-rotation', 'css');
  const active = await slides.evaluateAll((all) =>
    all.findIndex((slide) => slide.getAttribute('data-active') === 'true'),
  );
  // Slide 2 shows for one beat from about when it was seen: taken over within that beat, the
  // component goes on showing it (not the first slide, as a restart would); later, either.
  if (Date.now() - slideTwoSeen < beatMs - 500) expect(active, 'the slide the CSS showed').toBe(1);
  else expect([0, 1]).toContain(active);
});

test('a button pressed before the app has hydrated is answered once it has', async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto('/media');
  expect(await isHydrated(page)).toBe(false);
  // The press releases' second page: script-only, pressed while no app code has run (its first
  // press boots the app, which on a 4x slower CPU takes seconds to hydrate).
  const pageTwo = page.getByTestId('paginator-page-2');
  await pageTwo.click();
  expect(await isHydrated(page), 'pressed before the app hydrated').toBe(false);
  await expect.poll(() => isHydrated(page), { timeout: 20_000 }).toBe(true);
  await expect(pageTwo).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('media-grid')).toHaveAttribute('aria-label', /page 2/);
});

test('a part that acts by itself (the contact page’s map) boots the app as it nears the screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 700 });
  const appCode = watchAppCode(page);
  const network = watchNetwork(page);
  await page.goto('/contact-us');
  await settledWithoutApp(page, network);
  const map = page.locator('[data-needs-script]').first();
  // On a phone the maps start well below the screen: nothing has booted yet.
  expect(await map.evaluate((element) => element.getBoundingClientRect().top)).toBeGreaterThan(
    700 + 400,
  );
  expect(appCode, 'no app code before the map nears the screen').toHaveLength(0);
  expect(await isHydrated(page)).toBe(false);
  // No wheel or key: a programmatic scroll, as an in-page link would make.
  await map.evaluate((element) => element.scrollIntoView());
  await expect.poll(() => isHydrated(page), { timeout: 15_000 }).toBe(true);
  await expect(page.locator('[data-map-state="ready"]').first()).toBeAttached({ timeout: 15_000 });
});

test.describe('touch devices', () => {
  test.use({ isMobile: true, hasTouch: true, viewport: { width: 390, height: 844 } });
  test('a tap on a link before the app boots goes to its page without booting the app', async ({
    page,
  }) => {
    const appCode = watchAppCode(page);
    const network = watchNetwork(page);
    await page.goto('/feeds');
    expect(
      await page.evaluate(() => HTMLScriptElement.supports('speculationrules')),
      'the browser reads the template’s prefetch rules',
    ).toBe(true);
    await expect(page.locator('script[type="speculationrules"]')).toHaveCount(1);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Careers', exact: true }).tap();
    await expect(page).toHaveURL(/\/careers$/);
    await expect(page.locator('main h1')).toBeVisible();
    await settledWithoutApp(page, network);
    expect(appCode, 'no app code on either page').toHaveLength(0);
  });

  test('the app boots by itself when the exit-intent popup is due, 5 s after arrival', async ({
    page,
  }) => {
    await page.addInitScript(() => sessionStorage.removeItem('hasShownExitIntent'));
    // The page's clock runs as time does; the test moves it on over the first 3 s and the rest.
    await page.clock.install();
    const appCode = watchAppCode(page);
    const network = watchNetwork(page);
    await page.goto('/sustainability');
    await page.clock.runFor(3000);
    await twoFrames(page);
    await network.quiet();
    expect(appCode, 'nothing booted in the first 3 s').toHaveLength(0);
    await page.clock.runFor(2000);
    await expect(page.getByTestId('exit-intent-popup')).toBeVisible({ timeout: 15_000 });
  });
});

/** The footer's background: transparent until the rules for the rest of the page apply. */
const footerBackground = (page: Page) =>
  page
    .locator('footer')
    .last()
    .evaluate((footer) => getComputedStyle(footer).backgroundColor);

test("the first screen is styled by the page's own rules; the rest's stylesheets come once the page has loaded, without the app", async ({
  page,
}) => {
  const appCode = watchAppCode(page);
  await page.goto('/feeds', { waitUntil: 'load' });
  expect(
    await page.locator(`noscript[${BOOT_CONTRACT.laterCssAttribute}]`).count(),
    'the stylesheets for the rest, named',
  ).toBe(1);
  // The first screen is styled from the start: the header is sticky.
  expect(
    await page
      .locator('header')
      .first()
      .evaluate((header) => getComputedStyle(header).position),
  ).toBe('sticky');
  await expect.poll(() => footerBackground(page)).not.toBe('rgba(0, 0, 0, 0)');
  const timing = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType(
      'navigation',
    ) as PerformanceNavigationTiming[];
    return {
      loaded: navigation!.loadEventEnd,
      stylesheets: performance
        .getEntriesByType('resource')
        .filter((entry) => /\.css(\?|$)/.test(entry.name))
        .map((entry) => entry.startTime),
    };
  });
  expect(timing.stylesheets.length, 'the stylesheets, whole').toBeGreaterThan(1);
  expect(
    timing.stylesheets.filter((start) => start < timing.loaded),
    'none before the page has loaded',
  ).toEqual([]);
  expect(appCode, 'no app code for them').toHaveLength(0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the rest of the page is styled by the stylesheets its <noscript> links', async ({
    page,
  }) => {
    await page.goto('/feeds', { waitUntil: 'load' });
    await expect.poll(() => footerBackground(page)).not.toBe('rgba(0, 0, 0, 0)');
  });
});

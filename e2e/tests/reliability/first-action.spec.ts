/**
 * The first action loads only what it needs (issue 40, outcome 1): a press on a carousel's arrow
 * before the app has booted loads the carousel's part script alone (shared/src/first-action/),
 * which answers it; when the app boots later it takes the running carousel over, the slide shown
 * kept, each press still one slide. These tests use Playwright's own `test` (not
 * support/test.ts, whose navigations boot the app at once).
 */
import type { Locator, Page, Request } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { twoFrames, watchNetwork } from '../../support/network';
import { isHydrated } from '../../support/test';

const isAppCode = (request: Request) =>
  /\/(main|framework)\.[0-9a-f]+\.js$|remoteEntry\.js$/.test(new URL(request.url()).pathname);
const isPartScript = (request: Request) =>
  /\/first-action\/carousel\.[0-9a-f]+\.js$/.test(new URL(request.url()).pathname);

/** Every request the page makes from now on that `which` picks. */
function watch(page: Page, which: (request: Request) => boolean): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (which(request)) requests.push(request);
  });
  return requests;
}

/** The index of the slide the carousel shows (marked by whichever script runs it). */
const shownSlide = (carousel: Locator) =>
  carousel
    .getByTestId('testimonial-carousel-slide')
    .evaluateAll((slides) =>
      slides.findIndex((slide) => slide.getAttribute('data-selected') === 'true'),
    );

test.use({ isMobile: true, hasTouch: true, viewport: { width: 390, height: 844 } });
test.beforeEach(({ page }) =>
  page.addInitScript(() => sessionStorage.setItem('hasShownExitIntent', 'true')),
);

test('a tap on a carousel arrow before the app boots loads the carousel’s script alone, which moves it; the app takes it over later', async ({
  page,
}) => {
  const appCode = watch(page, isAppCode);
  const partScript = watch(page, isPartScript);
  const network = watchNetwork(page);
  await page.goto('/');
  const carousel = page.getByTestId('testimonial-carousel');
  const next = carousel.getByRole('button', { name: 'Next testimonial' });
  await next.scrollIntoViewIfNeeded();
  expect(await shownSlide(carousel)).toBe(0);
  await next.tap();
  await expect.poll(() => shownSlide(carousel)).toBe(1);
  await next.tap();
  await expect.poll(() => shownSlide(carousel)).toBe(2);
  expect(partScript, 'the carousel’s script, once').toHaveLength(1);
  expect(
    appCode.map((request) => request.url()),
    'no app code',
  ).toEqual([]);
  expect(await isHydrated(page)).toBe(false);
  // A key pressed in the carousel is the carousel's (its script answers Enter and Space)...
  await page.keyboard.press('Shift');
  // The page has answered the key (a boot would have asked for the app's code by then).
  await twoFrames(page);
  await network.quiet();
  expect(appCode, 'no app code for a key in the carousel').toEqual([]);
  // ...a tap elsewhere boots the app: it takes the carousel over where it is, and a press moves
  // it one slide.
  await page.locator('#testimonials-heading').tap();
  await expect.poll(() => isHydrated(page), { timeout: 20_000 }).toBe(true);
  // The app's carousel has its engine (its code come) and has drawn the slide it took over.
  await network.quiet();
  await twoFrames(page);
  expect(await shownSlide(carousel), 'the slide shown, kept').toBe(2);
  await next.tap();
  await expect.poll(() => shownSlide(carousel)).toBe(3);
  // A second answer to the press would have moved it on by the next frames (the carousel's
  // select event comes as a move starts).
  await twoFrames(page);
  expect(await shownSlide(carousel), 'one slide a press').toBe(3);
  await carousel.getByRole('button', { name: 'Previous testimonial' }).tap();
  await expect.poll(() => shownSlide(carousel)).toBe(2);
});

test('when the carousel’s script cannot be had, the app boots and answers the press', async ({
  page,
}) => {
  await page.route(/\/first-action\//, (route) => route.abort());
  await page.goto('/');
  const carousel = page.getByTestId('testimonial-carousel');
  const next = carousel.getByRole('button', { name: 'Next testimonial' });
  await next.scrollIntoViewIfNeeded();
  await next.tap();
  await expect.poll(() => isHydrated(page), { timeout: 20_000 }).toBe(true);
  await expect.poll(() => shownSlide(carousel)).toBe(1);
});

test('a press kept for the app is kept when another carousel’s script fails meanwhile', async ({
  page,
}) => {
  const partScript = watch(page, isPartScript);
  let failed = 0;
  page.on('requestfailed', (request) => {
    if (isPartScript(request)) failed += 1;
  });
  /** Every fetch of the part script so far has failed (none is still coming). */
  const settled = async () => {
    await expect.poll(() => partScript.length > 0 && failed === partScript.length).toBe(true);
    return partScript.length;
  };
  await page.route(/\/first-action\//, (route) => route.abort());
  // The app's code is held until another carousel has come near the screen and its script has
  // failed too, with no press of its own (the press lost so was a flaky failure of the test above).
  let releaseApp = () => {};
  const appHeld = new Promise<void>((resolve) => (releaseApp = resolve));
  await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
    await appHeld;
    await route.continue();
  });
  // Scrolls jump (no smooth scroll passing the other carousels on its way: base.css), and a short
  // screen keeps the blog's carousel, above, well out of reach while the testimonials' is used.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize({ width: 390, height: 400 });
  await page.goto('/');
  // Laid out as the visitor sees it (the rest of the CSS comes a second after the page), so the
  // carousels are where the steps below expect them.
  // (A function, not support's LATER_CSS_APPLIED text: this test's page keeps its CSP, no eval.)
  await page.waitForFunction(
    () =>
      document.querySelector('link[rel="stylesheet"][media="all"]') &&
      !document.querySelector('link[rel="stylesheet"][media="print"]'),
  );
  const carousel = page.getByTestId('testimonial-carousel');
  const next = carousel.getByRole('button', { name: 'Next testimonial' });
  await next.scrollIntoViewIfNeeded();
  await next.tap();
  // The press's own fetch of the script has failed: the press is kept for the app...
  const fetches = await settled();
  // ...and the blog's carousel, above and out of reach until scrolled back to, then fails too.
  await page.getByTestId('blog-carousel').scrollIntoViewIfNeeded();
  await expect.poll(() => partScript.length).toBe(fetches + 1);
  await settled();
  releaseApp();
  await expect.poll(() => isHydrated(page), { timeout: 20_000 }).toBe(true);
  await expect.poll(() => shownSlide(carousel)).toBe(1);
});

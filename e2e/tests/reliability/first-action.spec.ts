/**
 * The first action loads only what it needs (issue 40, outcome 1): a press on a carousel's arrow
 * before the app has booted loads the carousel's part script alone (shared/src/first-action/),
 * which answers it; when the app boots later it takes the running carousel over, the slide shown
 * kept, each press still one slide. These tests use Playwright's own `test` (not
 * support/test.ts, whose navigations boot the app at once).
 */
import type { Locator, Page, Request } from '@playwright/test';
import { expect, test } from '@playwright/test';
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
  await page.waitForTimeout(500);
  expect(appCode, 'no app code for a key in the carousel').toEqual([]);
  // ...a tap elsewhere boots the app: it takes the carousel over where it is, and a press moves
  // it one slide.
  await page.locator('#testimonials-heading').tap();
  await expect.poll(() => isHydrated(page), { timeout: 20_000 }).toBe(true);
  await page.waitForTimeout(300);
  expect(await shownSlide(carousel), 'the slide shown, kept').toBe(2);
  await next.tap();
  await expect.poll(() => shownSlide(carousel)).toBe(3);
  await page.waitForTimeout(800);
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

/**
 * What a visitor did before the page's code came is kept when it takes over the page (issue 39,
 * outcomes 2 and 3): the scroll (no jump to the top), the banner's pause (made in the server's
 * HTML, before any script) and an early exit of the pointer (the exit-intent popup opens for it).
 * The app boots when first needed (shared/build/boot.js); its code is held back here for a
 * moment, as a phone's network does, so the visitor acts first.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { twoFrames } from '../../support/network';
import { HYDRATED, isHydrated } from '../../support/test';

/** Holds the app's code back until the returned function is called. */
async function holdAppCode(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.js(\?|$)/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

async function expectHydrated(page: Page) {
  await page.waitForSelector(HYDRATED, { state: 'attached', timeout: 20_000 });
}

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** The scroll once it stands still (the same at two readings a tenth of a second apart). */
async function restingScrollY(page: Page): Promise<number> {
  let last = Number.NaN;
  await expect
    .poll(
      async () => {
        const now = await scrollY(page);
        const still = now === last;
        last = now;
        return still;
      },
      { intervals: [100], message: 'the scroll comes to rest' },
    )
    .toBe(true);
  return last;
}

/**
 * The play states of the home banner's CSS rotation (its slides', pictures' and dots' animations):
 * all `paused`, it cannot change the slide. Read on the animations themselves, not by watching a
 * beat go by.
 */
const cssRotationStates = (page: Page) =>
  page.getByTestId('home-banner').evaluate((banner) => [
    ...new Set(
      document
        .getAnimations()
        .filter((animation) => {
          const target = (animation.effect as KeyframeEffect | null)?.target;
          return target instanceof Element && banner.contains(target);
        })
        .map((animation) => animation.playState),
    ),
  ]);

test.describe('a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test.beforeEach(({ page }) =>
    page.addInitScript(() => sessionStorage.setItem('hasShownExitIntent', 'true')),
  );

  for (const path of ['/feeds', '/about', '/careers'])
    test(`a scroll made as the first action on ${path} stays where the visitor left it`, async ({
      page,
    }) => {
      await page.goto(path);
      expect(await isHydrated(page)).toBe(false);
      await page.mouse.move(200, 400);
      // The wheel is the first action: it boots the app, which takes over the page meanwhile.
      for (let i = 0; i < 6; i += 1) await page.mouse.wheel(0, 200);
      await expect.poll(() => scrollY(page)).toBeGreaterThan(1_100);
      const left = await scrollY(page);
      await expectHydrated(page);
      // The takeover has run its effects and drawn, and any scroll it started has come to rest.
      await twoFrames(page);
      expect(Math.abs((await restingScrollY(page)) - left)).toBeLessThan(30);
    });

  test('moves within the app start a page at its top; Back returns to where it was left', async ({
    page,
  }) => {
    await page.goto('/feeds');
    await page.keyboard.press('Shift');
    await expectHydrated(page);
    await page.mouse.move(200, 400);
    for (let i = 0; i < 6; i += 1) await page.mouse.wheel(0, 200);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(1_100);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    const left = await scrollY(page);
    expect(left).toBeGreaterThan(500);
    await menu.getByRole('link', { name: 'Careers', exact: true }).click();
    await expect(page).toHaveURL(/\/careers$/);
    await expect.poll(() => scrollY(page)).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/feeds$/);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(left - 30);
  });
});

test.describe('the home banner', () => {
  test.beforeEach(({ page }) =>
    page.addInitScript(() => sessionStorage.setItem('hasShownExitIntent', 'true')),
  );
  const activeSlide = (page: Page) =>
    page
      .getByTestId('banner-slide')
      .evaluateAll((slides) =>
        slides.findIndex((slide) => Number(getComputedStyle(slide).opacity) > 0.5),
      );

  test('is paused before any script by its control, and stays paused once the code has come', async ({
    page,
  }) => {
    // The app's rotation runs on the page's clock, which the test moves on over a beat.
    await page.clock.install();
    const release = await holdAppCode(page);
    await page.goto('/');
    const pause = page.getByRole('checkbox', { name: 'Pause banner rotation' });
    await pause.click();
    await expect(pause).toBeChecked();
    expect(await isHydrated(page)).toBe(false);
    const paused = await activeSlide(page);
    // The CSS rotation stands still: every one of its animations is paused.
    await expect.poll(() => cssRotationStates(page)).toEqual(['paused']);
    expect(await activeSlide(page)).toBe(paused);
    release();
    await expectHydrated(page);
    await expect(page.getByTestId('home-banner')).not.toHaveAttribute('data-rotation', 'css');
    await expect(pause).toBeChecked();
    // One rotation's beat and more on the page's clock: the app's rotation stands still too.
    await page.clock.runFor(3_600);
    await twoFrames(page);
    expect(await activeSlide(page)).toBe(paused);
    // And it plays again from the same control.
    await pause.click();
    await expect(page.getByTestId('banner-slide').nth(1 - paused)).toHaveAttribute(
      'data-active',
      'true',
      { timeout: 4_500 },
    );
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('its pause control stops the rotation', async ({ page }) => {
      await page.goto('/');
      const pause = page.getByRole('checkbox', { name: 'Pause banner rotation' });
      await expect(pause).toBeVisible();
      await pause.click();
      const paused = await activeSlide(page);
      // The CSS rotation stands still: every one of its animations is paused.
      await expect.poll(() => cssRotationStates(page)).toEqual(['paused']);
      expect(await activeSlide(page)).toBe(paused);
    });
  });
});

test("the events carousel's pause control is there from the moment it first moves", async ({
  page,
}) => {
  await page.addInitScript(() => {
    sessionStorage.setItem('hasShownExitIntent', 'true');
    // At the first change of slide, whether its pause control was shown.
    const seen: { pauseWhenMoved?: boolean } = {};
    Object.assign(window, { carouselSeen: seen });
    new MutationObserver((_records, observer) => {
      const moved = document.querySelector(
        '[data-testid="events-carousel-slide"]:not(:first-child)[data-selected="true"]',
      );
      if (!moved) return;
      observer.disconnect();
      const pause = document.querySelector('[data-testid="events-carousel-pause"]');
      seen.pauseWhenMoved = Boolean(pause && pause.getBoundingClientRect().width > 0);
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-selected'] });
  });
  await page.goto('/');
  const carousel = page.getByTestId('events-carousel');
  await carousel.scrollIntoViewIfNeeded();
  const seen = () =>
    page.evaluate(
      () => (window as unknown as { carouselSeen: { pauseWhenMoved?: boolean } }).carouselSeen,
    );
  await expect.poll(async () => (await seen()).pauseWhenMoved, { timeout: 15_000 }).toBe(true);
});

test.describe('the exit-intent popup', () => {
  const leaveTop = async (page: Page) => {
    await page.mouse.move(600, 300);
    await page.mouse.move(600, 2);
    await page.mouse.move(600, -5);
    // As in exit-intent.spec.ts: the pointer's leaving, whatever the headless window reports.
    await page.evaluate(() =>
      document.dispatchEvent(
        new MouseEvent('mouseout', { clientY: -2, bubbles: true, relatedTarget: null }),
      ),
    );
  };

  test('opens for a pointer that leaves the top before the code has come', async ({ page }) => {
    const release = await holdAppCode(page);
    await page.goto('/about');
    await leaveTop(page);
    expect(await isHydrated(page)).toBe(false);
    release();
    await expectHydrated(page);
    await expect(page.getByTestId('exit-intent-popup')).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('hasShownExitIntent'))).toBe('true');
  });

  test('still opens once per visit: not for an early exit once it has shown', async ({ page }) => {
    await page.addInitScript(() => sessionStorage.setItem('hasShownExitIntent', 'true'));
    const release = await holdAppCode(page);
    await page.goto('/about');
    await leaveTop(page);
    release();
    await expectHydrated(page);
    // The app has run its effects (the kept exit among them) and drawn what they opened.
    await twoFrames(page);
    await expect(page.getByTestId('exit-intent-popup')).toBeHidden();
  });
});

import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../../support/test';
import { openToReadWhole } from '../../support/bands';
import { pageScrollLocked } from '../../support/faq';
import { watchNetwork } from '../../support/network';
import { examplePath, pageRoutes } from '../../support/site-routes';

const paths = pageRoutes.filter((r) => !r.canonicalPath).map((r) => examplePath(r.path));

// Each test its own page: both workers take them, so neither waits for the other at the end.
test.describe.configure({ mode: 'parallel' });

/**
 * A desktop window, then a phone's: each page is loaded once and checked at the first, then at
 * the second once the window has narrowed and the page has settled again.
 */
const VIEWPORTS = [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

test.describe('axe on every route (desktop, then phone)', () => {
  test.use({ viewport: { width: VIEWPORTS[0].width, height: VIEWPORTS[0].height } });
  for (const path of paths) {
    test(`${path}`, async ({ page }) => {
      // Booted, every band drawn, and (below) nothing more coming: the page as a visitor has it.
      const network = await openToReadWhole(page, path);
      for (const [index, viewport] of VIEWPORTS.entries()) {
        if (index > 0)
          await page.setViewportSize({ width: viewport.width, height: viewport.height });
        await network.quiet();
        const results = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
          .analyze();
        const serious = results.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map(
            (v) =>
              `${v.id}: ${v.nodes
                .slice(0, 3)
                .map((n) => n.target.join(' '))
                .join(' | ')}`,
          );
        expect(serious, viewport.name).toEqual([]);
      }
    });
  }
});

/** Presses Tab (and Shift+Tab) many times and checks focus never leaves the open dialog. */
async function expectFocusTrapped(page: Page, presses = 25) {
  const inDialog = () =>
    page.evaluate(
      () =>
        Boolean(document.activeElement?.closest('dialog[open]')) ||
        // The browser's own chrome (address bar) takes one stop of the cycle; the page never does.
        document.activeElement === document.body,
    );
  let stopsInside = 0;
  for (let i = 0; i < presses; i += 1) {
    await page.keyboard.press(i % 5 === 4 ? 'Shift+Tab' : 'Tab');
    expect(await inDialog()).toBe(true);
    if (await page.evaluate(() => Boolean(document.activeElement?.closest('dialog[open]'))))
      stopsInside += 1;
  }
  // Focus really moved through the dialog's own controls, not stuck on the body.
  expect(stopsInside).toBeGreaterThan(presses / 2);
}

/**
 * Opens a dialog from `opener` with Enter, checks Tab and Shift+Tab never leave it, closes it with
 * Escape and checks focus is back on the opener.
 */
async function expectKeyboardDialog(page: Page, opener: Locator, dialog: Locator, presses = 25) {
  await opener.focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await expectFocusTrapped(page, presses);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  expect(await pageScrollLocked(page)).toBe(false);
}

test.describe('keyboard only: dialogs trap focus, close on Escape and return focus', () => {
  test.beforeEach(async ({ page }) =>
    page.addInitScript(() => sessionStorage.setItem('hasShownExitIntent', 'true')),
  );

  test('the drawer, from the menu button', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await expectKeyboardDialog(
      page,
      page.getByRole('button', { name: 'Open menu' }),
      page.getByRole('dialog', { name: 'Menu' }),
    );
  });

  test('the job application, from Apply', async ({ page }) => {
    await page.goto('/careers');
    await expectKeyboardDialog(
      page,
      page.getByRole('button', { name: /Apply for Accounts Executive/ }),
      page.locator('[data-testid="application-dialog"][open]'),
    );
  });

  test('the product modal, from a product card', async ({ page }) => {
    await page.goto('/hatchery');
    await expectKeyboardDialog(
      page,
      page.getByRole('link', { name: 'Day-Old Broiler Chicks', exact: true }),
      page.locator('[data-testid="product-modal"][open]'),
      12,
    );
  });

  test('the contact popup, from a page’s contact button', async ({ page }) => {
    await page.goto('/proteins');
    await expectKeyboardDialog(
      page,
      page.getByTestId('contact-cta').first(),
      page.getByTestId('exit-intent-popup'),
    );
  });
});

test('keyboard only: the demo modal takes focus when it appears, traps it, closes on Escape', async ({
  page,
}) => {
  // It appears 3 s after the page starts: the page's clock is moved on over them.
  await page.clock.install();
  await page.goto('/hello-world');
  const modal = page.getByRole('dialog', { name: 'Say hello' });
  await page.clock.runFor(3000);
  await expect(modal).toBeVisible();
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog[open]')))).toBe(
    true,
  );
  await expectFocusTrapped(page, 10);
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  expect(await pageScrollLocked(page)).toBe(false);
});

test('the whole site works at 200% zoom (no horizontal scrolling on a 1280 px screen)', async ({
  page,
}) => {
  await page.addInitScript(() => sessionStorage.setItem('hasShownExitIntent', 'true'));
  await page.setViewportSize({ width: 640, height: 400 }); // 1280 x 800 at 200%
  const network = watchNetwork(page);
  for (const path of [
    '/',
    '/about',
    '/feeds',
    '/careers',
    '/contact-us',
    '/media',
    '/poultry-vantilation-fan',
  ]) {
    // The page as it stays: booted (support/test.ts), its fonts and what the app fetched in.
    await page.goto(path);
    await network.quiet();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, path).toBeLessThanOrEqual(1);
  }
});

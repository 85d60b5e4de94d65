/**
 * A tap made before the page's script has run is answered, not lost (issue 19, outcomes 1 and 6):
 * the scripts are held back while the visitor taps, on a slowed CPU, then let through; what the
 * tap opened is still open once the page is hydrated. The menu, FAQs, a product's details and tabs
 * are native HTML (README "Without JavaScript").
 */
import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { isHydrated } from '../../support/test';
import { expectOpen, faqQuestion } from '../../support/faq';

/** Holds every script back until the returned function is called; the CPU runs 4x slower. */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.js(\?|$)/, async (route) => {
    await released;
    await route.continue();
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => sessionStorage.setItem('hasShownExitIntent', 'true'));
  return release;
}

async function expectHydrated(page: Page) {
  await expect.poll(() => isHydrated(page), { timeout: 20_000 }).toBe(true);
}

test('the menu opens on a tap made the moment it shows, and stays open through hydration', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const release = await holdScripts(page);
  await page.goto('/', { waitUntil: 'commit' });
  const burger = page.getByRole('button', { name: 'Open menu' });
  await burger.waitFor();
  const tapped = Date.now();
  await burger.click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible({ timeout: 1_000 });
  const openedAfter = Date.now() - tapped;
  expect(await isHydrated(page)).toBe(false);
  test.info().annotations.push({ type: 'tap to open menu', description: `${openedAfter} ms` });
  release();
  await expectHydrated(page);
  await expect(menu).toBeVisible();
  // The script's part works on the same element: a link moves in the app and closes the menu.
  await menu.getByRole('link', { name: 'Careers', exact: true }).click();
  await expect(page).toHaveURL(/\/careers$/);
  await expect(menu).toBeHidden();
});

test('an FAQ answer and a tab opened before hydration stay so after it; a product card leads to its page', async ({
  page,
}) => {
  const release = await holdScripts(page);
  // Scripts held back hold DOMContentLoaded too: the page is used as soon as its HTML is in.
  await page.goto('/feeds', { waitUntil: 'commit' });
  const question = faqQuestion(page.getByTestId('division-faq'), 'broiler feed');
  await question.click();
  await expectOpen(question, true);
  const layer = page.locator('[role="group"] > details > summary', { hasText: 'Layer Feed' });
  await layer.click();
  await expectOpen(layer, true);
  // A product's card is a link to its page: before hydration it leaves for the page (the app
  // opens the card's dialog once it runs: e2e/tests/catalogue).
  const product = page.locator('details[open] [data-testid="product-card"] h3 a').first();
  const name = ((await product.textContent()) ?? '').trim();
  await expect(product).toHaveAttribute('href', /^\/feeds\/[a-z0-9-]+$/);
  expect(await isHydrated(page)).toBe(false);
  release();
  await expectHydrated(page);
  await expectOpen(question, true);
  // The tab chosen before the script ran is the selected ARIA tab after it.
  await expect(page.getByTestId('product-tabs-tab-Layer Feed')).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByTestId('product-tabs-panel')).toContainText(name);
});

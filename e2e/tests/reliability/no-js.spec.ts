/**
 * The site from its server HTML alone, with JavaScript blocked (issue 19, outcome 1): every route
 * can be read, links move between pages, the mobile menu and a product's details open (native
 * `<dialog>` opened by invoker buttons, shared/src/ui/Dialog.tsx), the FAQ accordions open and close
 * one at a time, the SEO text folds and unfolds and tabs switch (native `<details>`). What needs a
 * script to work is listed in the README ("Without JavaScript").
 */
import { expect, test } from '@playwright/test';
import {
  expectOneOpenAtATime,
  expectOpen,
  pageScrollLocked,
  readMoreToggle,
  expectToggleShows,
} from '../../support/faq';
import { routeTable } from '../../../shared/src/routes/route-table';

const paths = routeTable.filter((r) => !r.canonicalPath).map((r) => r.path.replace(':id', '1'));

test.use({ javaScriptEnabled: false });

for (const path of paths) {
  test(`${path} reads from its server HTML with no script`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('main h1').first()).toBeVisible();
    // The page's text, not a loading state: no spinner where content should be.
    expect(((await page.locator('main').textContent()) ?? '').length).toBeGreaterThan(200);
    await expect(page.locator('main [role="status"][aria-label*="Loading"]')).toHaveCount(0);
  });
}

test('links move between pages with no script', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/');
  const footer = page.getByRole('navigation', { name: 'Footer' });
  await footer.getByRole('link', { name: 'About', exact: true }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.locator('main h1')).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Footer' })
    .getByRole('link', { name: 'Feeds' })
    .click();
  await expect(page).toHaveURL(/\/feeds$/);
  await expect(page.locator('main h1')).toBeVisible();
});

test('FAQ answers open and close, one at a time, with no script', async ({ page }) => {
  await page.goto('/proteins');
  await expectOneOpenAtATime(
    page.getByTestId('division-faq'),
    'Which products does Navdhara Proteins make?',
    'Where is the solvent extraction plant?',
    'three lakh tonnes',
  );
});

test('the mobile menu opens, closes on Escape and on its cross, and its links work, with no script', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const burger = page.getByRole('button', { name: 'Open menu' });
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeHidden();
  await burger.click();
  await expect(menu).toBeVisible();
  expect(await pageScrollLocked(page)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(burger).toBeFocused();
  expect(await pageScrollLocked(page)).toBe(false);
  await burger.click();
  await menu.getByRole('button', { name: 'Close menu' }).click();
  await expect(menu).toBeHidden();
  await burger.click();
  await menu.getByRole('link', { name: 'Careers', exact: true }).click();
  await expect(page).toHaveURL(/\/careers$/);
  await expect(page.locator('main h1')).toBeVisible();
});

test("a product's details open from its name and image and close, with no script", async ({
  page,
}) => {
  await page.goto('/hatchery');
  const modal = page.locator('[data-testid="product-modal"][open]');
  await page.getByRole('button', { name: 'Day-Old Broiler Chicks', exact: true }).click();
  await expect(modal.getByRole('heading', { name: 'Day-Old Broiler Chicks' })).toBeVisible();
  await expect(modal.locator('p, li').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(modal).toHaveCount(0);
  await page.getByRole('button', { name: 'View details of Fertile Hatching Eggs' }).click();
  await expect(modal.getByRole('heading', { name: 'Fertile Hatching Eggs' })).toBeVisible();
  await modal.getByRole('button', { name: 'Close product details' }).click();
  await expect(modal).toHaveCount(0);
});

test('the SEO text and the founder message unfold with no script', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/hatchery');
  const seo = page.getByTestId('seo-text');
  const toggle = readMoreToggle(seo);
  await expectToggleShows(toggle, 'Read More');
  const folded = (await seo.boundingBox())?.height ?? 0;
  await toggle.click();
  await expectToggleShows(toggle, 'Read Less');
  await expectOpen(toggle, true);
  expect((await seo.boundingBox())?.height ?? 0).toBeGreaterThan(folded + 40);
  await toggle.click();
  await expectOpen(toggle, false);

  await page.goto('/');
  const founder = page.getByTestId('founder-message');
  await expect(founder.getByTestId('founder-more')).toBeHidden();
  await readMoreToggle(founder).click();
  await expect(founder.getByTestId('founder-more')).toBeVisible();
  await expect(readMoreToggle(founder)).toBeHidden();
});

test('tabs switch with no script: products, departments and locations', async ({ page }) => {
  await page.goto('/feeds');
  const tab = (name: string) =>
    page.locator('[role="group"] > details > summary', { hasText: name });
  await expect(
    page.getByRole('button', { name: 'Navdhara Dairy Gold', exact: true }),
  ).toBeVisible();
  await tab('Broiler Feed').click();
  await expectOpen(tab('Broiler Feed'), true);
  await expectOpen(tab('Cattle Feed'), false);
  await expect(page.getByRole('button', { name: 'Navdhara Dairy Gold', exact: true })).toBeHidden();
  await expect(page.locator('details[open] [data-testid="product-card"]').first()).toBeVisible();

  await page.goto('/careers');
  const accounts = page.getByRole('heading', { name: 'Accounts Executive' });
  await expect(accounts).toBeVisible();
  await tab('Sales').click();
  await expect(accounts).toBeHidden();
  await expect(page.locator('details[open] [data-testid="opening"]').first()).toBeVisible();

  await page.goto('/contact-us');
  await tab('Feeds').click();
  await expect(page.locator('details[open] [data-testid="location-detail"] h3')).toHaveText(
    /Feeds/,
  );
});

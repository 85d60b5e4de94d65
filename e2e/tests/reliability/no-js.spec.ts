/**
 * The site from its server HTML alone, with JavaScript blocked (issue 19, outcome 1): every route
 * can be read, links move between pages, and the FAQ accordions open and close one at a time (native
 * `<details name>`, shared/src/ui/FaqAccordion.tsx). What needs a script to work is listed in the
 * README ("Without JavaScript").
 */
import { expect, test } from '@playwright/test';
import { expectOneOpenAtATime } from '../../support/faq';
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

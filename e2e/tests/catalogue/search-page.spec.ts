/**
 * The site search as a visitor uses it (issue 51, outcome 4): from the header's box or the search
 * page, on a phone and a desktop, with and without script; a typo, a Hindi search, markup in the
 * query shown as text, no words, too many.
 */
import { expect, test } from '../../support/test';
import { seedTranslated, translated } from '../languages/helpers';

test('/search?q=leyer+feed finds Layer feed first, its words marked', async ({ page }) => {
  const response = await page.goto('/search?q=leyer+feed');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search');
  await expect(page.getByRole('searchbox', { name: 'Search the site' }).last()).toHaveValue(
    'leyer feed',
  );
  await expect(page.getByTestId('search-count')).toContainText('results for “leyer feed”');
  const first = page.getByTestId('search-result').first();
  await expect(first).toHaveAttribute('data-kind', 'product');
  await expect(first.getByRole('link')).toHaveText(/layer/i);
  await expect(first.locator('mark').first()).toHaveText(/layer/i);
  await first.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/layer/i);
  await expect(page.getByTestId('product-specifications')).toBeVisible();
});

test('a Hindi search finds the product by its Hindi name, and gives its English one', async ({
  page,
}) => {
  const name = seedTranslated('hi', 'Layer Phase 1 Mash');
  await page.goto(`/hi/search?q=${encodeURIComponent(name)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(translated('hi', 'Search'));
  const hit = page.getByTestId('search-result').filter({ hasText: name }).first();
  await expect(hit.getByRole('link')).toHaveAttribute('href', '/hi/feeds/layer-phase-1-mash');
  await expect(hit.locator('[lang="en"]')).toHaveText('Layer Phase 1 Mash');
});

test('markup in the query stays text', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const probe = '<img src=x onerror=alert(1)><x-probe>';
  await page.goto(`/search?q=${encodeURIComponent(probe)}`);
  await expect(page.locator('main x-probe, main img[src="x"]')).toHaveCount(0);
  await expect(page.getByRole('searchbox').last()).toHaveValue(probe);
  await expect(page.locator('main')).toContainText(probe);
  expect(dialogs).toEqual([]);
});

test('no words: the form and a hint; nothing found: the divisions; too long: 400 and a word', async ({
  page,
}) => {
  await page.goto('/search');
  await expect(page.getByTestId('search-hint')).toBeVisible();
  await expect(page.getByTestId('search-result')).toHaveCount(0);
  await page.goto('/search?q=zzqqxxyy');
  await expect(page.getByTestId('search-none')).toContainText('zzqqxxyy');
  await expect(page.getByTestId('search-suggestions').getByRole('link')).toHaveCount(5);
  const long = await page.goto(`/search?q=${'a'.repeat(101)}`);
  expect(long?.status()).toBe(400);
  await expect(page.getByTestId('search-too-long')).toBeVisible();
});

test('pages of results are links: Next and Previous', async ({ page }) => {
  await page.goto('/search?q=feed');
  const pages = page.getByTestId('search-pages');
  if ((await pages.count()) === 0) test.skip(true, 'fewer than one page of results');
  await pages.getByRole('link', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByTestId('search-result').first()).toBeVisible();
  await page.getByTestId('search-pages').getByRole('link', { name: 'Previous page' }).click();
  await expect(page).toHaveURL(/\/search\?q=feed$/);
});

test.describe('without script', () => {
  test.use({ javaScriptEnabled: false });

  test('the header’s box searches in the page’s language (desktop)', async ({ page }) => {
    await page.goto('/pa/feeds');
    const box = page.getByTestId('search-form-header');
    await expect(box).toHaveAttribute('action', '/pa/search');
    await box.getByRole('searchbox').fill('ਫੀਡ');
    await box.getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL(/\/pa\/search\?q=/);
    await expect(page.getByTestId('search-result').first()).toBeVisible();
  });

  test('on a phone the header links to the search page', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/hi/hatchery');
    await expect(page.getByTestId('search-form-header')).toBeHidden();
    await page.getByRole('link', { name: translated('hi', 'Search the site') }).click();
    await expect(page).toHaveURL(/\/hi\/search$/);
    const field = page.getByRole('searchbox', { name: translated('hi', 'Search the site') });
    await field.fill(seedTranslated('hi', 'Day-Old Broiler Chicks'));
    await field.press('Enter');
    await expect(page.getByTestId('search-result').first()).toBeVisible();
  });
});

test('the header stays tidy on a phone and a desktop; screenshots of search and product pages', async ({
  page,
}) => {
  for (const [width, height] of [
    [390, 844],
    [1366, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.goto('/search?q=layer+feed');
    const header = page.locator('header').first();
    const box = await header.boundingBox();
    // One row on a phone (the menu row), two on a desktop (the search and language row above it).
    expect(box?.height ?? 0).toBeLessThanOrEqual(width < 1024 ? 90 : 130);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    await page.screenshot({ path: `/tmp/catalogue-search-${width}.png`, fullPage: false });
    await page.goto('/hi/feeds/layer-phase-1-mash');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    await page.screenshot({ path: `/tmp/catalogue-product-${width}.png`, fullPage: true });
  }
});

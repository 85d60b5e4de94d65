import { expect, test } from '../../support/test';
import { landingPaths, quietPopup, steadyMotion } from './helpers';
import { expectOpen } from '../../support/faq';

test.beforeEach(async ({ page }) => {
  await quietPopup(page);
  await steadyMotion(page);
});

const targets = [
  '/feeds',
  '/',
  '/equipments',
  '/poultry-feed-manufacturers',
  '/poultry-layer-farming',
  '/poultry-farming-equipment',
];

for (const path of landingPaths) {
  test(`${path}: banner and H1, highlights, why-choose, product blocks, closing CTA, FAQ and contact form`, async ({
    page,
  }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByTestId('highlights').locator('li')).toHaveCount(3);
    await expect(page.getByTestId('why-choose').locator('li')).toHaveCount(4);
    const blocks = page.getByTestId('product-blocks').locator('article');
    expect(await blocks.count()).toBeGreaterThanOrEqual(3);
    for (const block of await blocks.all()) {
      await expect(block.getByRole('img')).toHaveAttribute('alt', /\S/);
      const href = await block.getByRole('link').getAttribute('href');
      expect(targets).toContain(href);
      expect(href).not.toBe(path);
    }
    await expect(page.getByTestId('closing-cta').getByRole('link').first()).toBeVisible();
    await expect(page.getByTestId('static-faq').locator('li')).toHaveCount(4);
    await expect(page.getByTestId('contact-form-page')).toBeVisible();
  });
}

test('landing product blocks together link to all six targets and navigate', async ({ page }) => {
  const seen = new Set<string>();
  for (const path of landingPaths) {
    await page.goto(path);
    await expect(page.getByTestId('product-blocks').locator('article').first()).toBeVisible();
    for (const link of await page.getByTestId('product-blocks').getByRole('link').all())
      seen.add((await link.getAttribute('href')) ?? '');
  }
  expect([...seen].sort()).toEqual([...targets].sort());
  await page.goto('/poultry-layer-farming');
  await page.getByTestId('product-blocks').getByRole('link', { name: 'See all feeds' }).click();
  await expect(page).toHaveURL(/\/feeds$/);
  await expect(page.getByTestId('product-grid')).toBeVisible();
});

test('broiler landing carries the broiler feed stages; layer landing its feed figures', async ({
  page,
}) => {
  await page.goto('/broiler-chicken-farming');
  const blocks = page.getByTestId('product-blocks');
  await expect(blocks).toContainText('Pre-Starter: days 1-10');
  await expect(blocks).toContainText('Starter: days 11-25');
  await expect(blocks).toContainText('Finisher: day 26 until slaughter');
  await page.goto('/poultry-layer-farming');
  await expect(page.getByTestId('highlights')).toContainText('20-22%');
  await expect(page.getByTestId('highlights')).toContainText('3.5-4%');
  await expect(page.getByTestId('highlights')).toContainText('35-38%');
});

test('landing FAQ: one open at a time, the open one closes, keyboard works', async ({ page }) => {
  await page.goto('/poultry-farming-equipment');
  const faq = page.getByTestId('static-faq');
  const questions = faq.locator('details > summary');
  await questions.nth(0).click();
  await expectOpen(questions.nth(0), true);
  await expect(faq.getByText('Our engineers plan the layout')).toBeVisible();
  await questions.nth(2).click();
  await expectOpen(questions.nth(0), false);
  await expectOpen(questions.nth(2), true);
  await questions.nth(2).click();
  await expect(faq.locator('details[open]')).toHaveCount(0);
  await questions.nth(3).focus();
  await page.keyboard.press('Space');
  await expectOpen(questions.nth(3), true);
});

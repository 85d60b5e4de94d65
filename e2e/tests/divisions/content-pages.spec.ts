import type { Page } from '@playwright/test';
import { expect, test } from '../../support/test';
import { contentPaths, quietPopup, steadyMotion } from './helpers';
import { expectOpen, faqQuestion } from '../../support/faq';

test.beforeEach(async ({ page }) => {
  await quietPopup(page);
  await steadyMotion(page);
});

const faqCount: Record<(typeof contentPaths)[number], number> = {
  '/chicken-protien-supplier': 4,
  '/poultry-vantilation-fan': 4,
  '/summer-managment-in-poultry': 5,
  '/layer-chicken-feed-manufacturers': 5,
  '/best-cattle-manufacturers-in-india': 5,
};

for (const path of contentPaths) {
  test(`${path}: H1, FAQ, toll-free sales call to action and the common footer block`, async ({
    page,
  }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByTestId('static-faq').locator('li')).toHaveCount(faqCount[path]);
    const toll = page.getByTestId('toll-free-number');
    await expect(toll).toHaveText('1800-000-0000');
    await expect(toll).toHaveAttribute('href', 'tel:+9118000000000');
    await expect(page.getByTestId('content-footer').getByRole('link').first()).toBeVisible();
  });
}

const main = (page: Page) => page.locator('main');

test('chicken protein supplier: highlights, why-choose, extraction unit, 8 products, contact block', async ({
  page,
}) => {
  await page.goto('/chicken-protien-supplier');
  await expect(page.getByTestId('highlights').locator('strong')).toHaveText([
    'High in protein',
    'Hygienically processed',
    'Antibiotic residue free',
  ]);
  await expect(page.getByTestId('why-choose').locator('li')).toHaveCount(4);
  await expect(page.getByTestId('extraction-unit')).toContainText('protein extraction unit');
  const products = page.getByTestId('protein-products').getByTestId('detail-card');
  await expect(products).toHaveCount(8);
  for (const card of await products.all()) {
    await expect(card.getByRole('heading', { level: 3 })).toBeVisible();
    await expect(card).toContainText('Benefits');
    await expect(card).toContainText('Why choose it:');
    await expect(card.getByRole('img')).toHaveAttribute('alt', /\S/);
  }
  await expect(page.getByTestId('contact-form-page')).toBeVisible();
});

test('ventilation fan: three fans with their figures; the specifications overlay opens and closes on any click', async ({
  page,
}) => {
  await page.goto('/poultry-vantilation-fan');
  await expect(page.getByTestId('why-choose').locator('li')).toHaveCount(4);
  const fans = page.getByTestId('fan-products').getByTestId('detail-card');
  await expect(fans).toHaveCount(3);
  await expect(fans.nth(0)).toContainText('6-Blade');
  for (const figure of ['54x54 inch', '16,000 CFM', '1.5 HP, 3-phase'])
    await expect(fans.nth(0)).toContainText(figure);
  await expect(fans.nth(1)).toContainText('Box Fan');
  for (const figure of ['52x52 inch', '26,500 CFM'])
    await expect(fans.nth(1)).toContainText(figure);
  await expect(fans.nth(2)).toContainText('Air Circulation Fan');
  for (const figure of ['51x51 inch', '22,000 CFM'])
    await expect(fans.nth(2)).toContainText(figure);
  for (const fan of await fans.all()) {
    await expect(fan).toContainText('Specifications');
    await expect(fan).toContainText('Features');
    await expect(fan).toContainText('Ideal for:');
  }
  await expect(main(page)).toContainText('30-50%');
  await expect(page.getByTestId('closing-block')).toBeVisible();

  const overlay = page.getByTestId('product-overlay');
  await expect(overlay).toBeHidden();
  await fans
    .nth(1)
    .getByRole('button', { name: /View specifications/ })
    .click();
  await expect(overlay).toBeVisible();
  await expect(overlay.getByRole('heading', { name: 'Box Fan' })).toBeVisible();
  await expect(overlay.getByRole('columnheader')).toHaveText(['Specification', 'Value']);
  await expect(overlay.getByRole('row', { name: /Airflow/ })).toContainText('26,500 CFM');
  const panel = overlay.locator('div').first();
  const box = await panel.boundingBox();
  expect(box?.width).toBeLessThanOrEqual(673);
  expect(box?.height).toBeGreaterThanOrEqual(315);
  // A click anywhere, even on the table, closes it.
  await overlay.getByRole('row', { name: /Airflow/ }).click();
  await expect(overlay).toBeHidden();
  await fans
    .nth(0)
    .getByRole('button', { name: /View specifications/ })
    .click();
  await expect(overlay.getByRole('heading', { name: '6-Blade Exhaust Fan' })).toBeVisible();
  await page.mouse.click(20, 20);
  await expect(overlay).toBeHidden();
  await fans
    .nth(2)
    .getByRole('button', { name: /View specifications/ })
    .click();
  await page.keyboard.press('Escape');
  await expect(overlay).toBeHidden();
});

test('the ventilation fan alias renders the same page', async ({ page }) => {
  await page.goto('/poultry-ventilation-fan');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Poultry Ventilation Fans');
  await expect(page.getByTestId('fan-products').getByTestId('detail-card')).toHaveCount(3);
});

test('summer management: four strategy sections with tips and every figure', async ({ page }) => {
  await page.goto('/summer-managment-in-poultry');
  await expect(page.getByTestId('why-choose').locator('li')).toHaveCount(4);
  const sections = page.getByTestId('strategy-sections').locator(':scope > li');
  await expect(sections).toHaveCount(4);
  for (const section of await sections.all())
    expect(await section.locator('ul li strong').count()).toBeGreaterThanOrEqual(3);
  const text = main(page);
  await expect(text).toContainText('Keep litter at 2-3 inches');
  await expect(text).toContainText('10% more floor space');
  await expect(text).toContainText('cool water for 2-3 minutes');
  await expect(page.getByTestId('closing-block')).toBeVisible();
});

test('layer feed: four stage-wise products with their figures and a nutrition overlay', async ({
  page,
}) => {
  await page.goto('/layer-chicken-feed-manufacturers');
  const products = page.getByTestId('layer-products').getByTestId('detail-card');
  await expect(products).toHaveCount(4);
  await expect(products.nth(0)).toContainText('Chick');
  await expect(products.nth(0)).toContainText('Protein 20-22%');
  await expect(products.nth(0)).toContainText('0-8 weeks');
  await expect(products.nth(1)).toContainText('Grower and Developer');
  await expect(products.nth(1)).toContainText('9-18 weeks');
  await expect(products.nth(2)).toContainText('Pre-Lay and Phase 1-3');
  await expect(products.nth(2)).toContainText('Calcium 3.5-4% from 18 weeks');
  await expect(products.nth(3)).toContainText('Concentrate Premium');
  await expect(products.nth(3)).toContainText('Protein 35-38%');
  const overlay = page.getByTestId('product-overlay');
  await page.getByRole('button', { name: 'Nutrition at a glance' }).click();
  await expect(overlay.getByRole('row')).toHaveCount(5);
  await overlay.getByRole('heading').click();
  await expect(overlay).toBeHidden();
});

test('cattle feed: four groups of variants; one or none open; figures; alias', async ({ page }) => {
  await page.goto('/best-cattle-manufacturers-in-india');
  const groups = page.getByTestId('cattle-group');
  await expect(groups).toHaveCount(4);
  const calf = groups.nth(0).getByTestId('variant-accordion');
  // Each group is a <details name> group (shared/src/division/VariantAccordion.tsx).
  const grower = faqQuestion(calf, 'Calf Grower');
  const starter = faqQuestion(calf, 'Calf Starter');
  await expectOpen(grower, false);
  await grower.click();
  await expectOpen(grower, true);
  await expect(calf.getByText('Calves aged 2-6 months.')).toBeVisible();
  await expect(calf).toContainText('Key benefit');
  await starter.click();
  await expectOpen(starter, true);
  await expectOpen(grower, false);
  await starter.click();
  await expect(calf.locator('details[open]')).toHaveCount(0);
  const dry = groups.nth(2).getByTestId('variant-accordion');
  await faqQuestion(dry, 'Dry Cow Feed').click();
  await expect(dry.getByText('Cows 45-60 days pre-calving.')).toBeVisible();
  await faqQuestion(dry, 'Close-Up Feed').focus();
  await page.keyboard.press('Enter');
  await expect(dry.getByText('The last 21 days before calving.')).toBeVisible();
  await expectOpen(faqQuestion(dry, 'Dry Cow Feed'), false);

  await page.goto('/best-cattle-manufacturer-in-india');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Best Cattle Feed Manufacturers in India',
  );
  await expect(page.getByTestId('cattle-group')).toHaveCount(4);
});

test('content FAQ accordion: one open at a time, the open one closes', async ({ page }) => {
  await page.goto('/summer-managment-in-poultry');
  const questions = page.getByTestId('static-faq').locator('details > summary');
  await questions.nth(1).click();
  await expect(
    page.getByTestId('static-faq').getByText('Keep litter at 2-3 inches. Deeper'),
  ).toBeVisible();
  await questions.nth(4).click();
  await expectOpen(questions.nth(1), false);
  await expectOpen(questions.nth(4), true);
  await questions.nth(4).click();
  await expect(page.getByTestId('static-faq').locator('details[open]')).toHaveCount(0);
});

/**
 * A product's page and the cards that lead to it (issue 51, outcomes 1, 2 and 6), tried as a
 * farmer would: the page at its address in three languages, with its name, table, structured data
 * and share picture; a card that is a link before and without script; with script the card's
 * dialog taking the product's address, Back closing it and a reload showing the page; the
 * enquiry naming the product; the printed spec sheet on one A4 page without the frame.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../../support/test';
import { seedTranslated, translated, type Locale } from '../languages/helpers';

const PRODUCT = { section: 'feeds', slug: 'layer-phase-1-mash', name: 'Layer Phase 1 Mash' };
const address = (prefix = '') => `${prefix}/${PRODUCT.section}/${PRODUCT.slug}`;

/** The JSON-LD objects of the page's HTML, by type. */
async function structuredData(page: Page): Promise<Record<string, Record<string, unknown>>> {
  const texts = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((s) => s.textContent ?? ''));
  return Object.fromEntries(
    texts
      .map((text) => JSON.parse(text) as Record<string, unknown>)
      .map((data) => [String(data['@type']), data]),
  );
}

for (const [locale, prefix] of [
  ['en', ''],
  ['hi', '/hi'],
  ['pa', '/pa'],
] as Array<[Locale, string]>) {
  test(`${address(prefix)}: its name, table, key facts and structured data (${locale})`, async ({
    page,
  }) => {
    const response = await page.goto(address(prefix));
    expect(response?.status()).toBe(200);
    const name = seedTranslated(locale, PRODUCT.name);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${locale}`));
    const crumbs = page.getByRole('navigation', { name: translated(locale, 'Breadcrumb') });
    await expect(crumbs.getByRole('link')).toHaveText([
      translated(locale, 'Home'),
      translated(locale, 'Feeds'),
    ]);
    const table = page.getByTestId('product-specifications');
    await expect(table.locator('caption')).toContainText(name);
    expect(await table.locator('tbody tr').count()).toBeGreaterThan(2);
    await expect(page.getByTestId('product-facts')).toBeVisible();
    await expect(page.getByTestId('product-image')).toHaveAttribute('alt', /\S/);
    const data = await structuredData(page);
    expect(data.Product).toMatchObject({
      '@type': 'Product',
      name,
      sku: PRODUCT.slug,
      brand: { '@type': 'Brand', name: 'Navdhara Group' },
    });
    expect(String(data.Product?.url)).toMatch(new RegExp(`${address(prefix)}$`));
    expect((data.Product?.image as string[])[0]).toMatch(/^https?:\/\//);
    expect(
      (data.BreadcrumbList?.itemListElement as Array<{ item: string }>).map((i) => i.item),
    ).toEqual([
      expect.stringMatching(new RegExp(`${prefix || ''}/?$`)),
      expect.stringMatching(new RegExp(`${prefix}/feeds$`)),
      expect.stringMatching(new RegExp(`${address(prefix)}$`)),
    ]);
    // Shared, it shows the product's picture; its address is canonical, in every language.
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      /\/uploads\//,
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`${address(prefix)}$`),
    );
    await expect(page.locator('link[rel="alternate"][hreflang="hi"]')).toHaveAttribute(
      'href',
      new RegExp(`/hi${address()}$`),
    );
    // WhatsApp gets the name and the page's address in the page's language.
    const whatsapp = await page.getByTestId('share-whatsapp').getAttribute('href');
    expect(decodeURIComponent(whatsapp ?? '')).toContain(name);
    expect(decodeURIComponent(whatsapp ?? '')).toContain(address(prefix));
  });
}

test('a slug no product has is the 404 page', async ({ page }) => {
  const response = await page.goto('/feeds/no-such-feed');
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId('not-found')).toBeVisible();
});

test('the enquiry from a product page records the product', async ({ page }) => {
  await page.goto(address());
  await page.getByTestId('product-enquire').click();
  const form = page.getByTestId('contact-form-page');
  await expect(form).toBeInViewport();
  await expect(form.getByLabel('Name')).toBeFocused();
  await expect(form.getByLabel('Message')).toHaveValue(new RegExp(PRODUCT.name));
  await form.getByLabel('Name').fill('Asha Verma');
  await form.getByLabel('Email').fill('asha@example.com');
  await form.getByLabel('Mobile').fill('9876543210');
  const sent = page.waitForRequest(
    (request) => request.method() === 'POST' && /\/api\/contact-uses/.test(request.url()),
  );
  await form.getByRole('button', { name: 'Submit' }).click();
  const body = (await sent).postData() ?? '';
  expect(body).toContain(PRODUCT.name);
  expect(body).toContain(address());
});

test('printed, it is one A4 spec sheet: the table and key facts, no frame, no share', async ({
  page,
}) => {
  await page.goto(address());
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('header').first()).toBeHidden();
  await expect(page.locator('footer').first()).toBeHidden();
  await expect(page.getByTestId('floating-widget')).toBeHidden();
  await expect(page.getByTestId('product-share')).toBeHidden();
  await expect(page.getByTestId('contact-form-page')).toBeHidden();
  await expect(page.getByTestId('product-specifications')).toBeVisible();
  await expect(page.getByTestId('product-facts')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const pdf = await page.pdf({ format: 'A4' });
  expect(pdf.toString('latin1').match(/\/Type\s*\/Page\b/g)).toHaveLength(1);
});

test.describe('without script', () => {
  test.use({ javaScriptEnabled: false });

  test('a product card is a link to its page, in the page’s language', async ({ page }) => {
    await page.goto('/hi/hatchery');
    const name = seedTranslated('hi', 'Day-Old Broiler Chicks');
    const link = page.getByTestId('product-grid').getByRole('link', { name, exact: true });
    await expect(link).toHaveAttribute('href', '/hi/hatchery/day-old-broiler-chicks');
    await link.click();
    await expect(page).toHaveURL(/\/hi\/hatchery\/day-old-broiler-chicks$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    // Copy link is a plain link to the page; the enquiry posts to the division's page.
    await expect(page.getByTestId('copy-link')).toHaveAttribute(
      'href',
      /\/hi\/hatchery\/day-old-broiler-chicks$/,
    );
    await expect(page.getByTestId('contact-form-page')).toHaveAttribute(
      'action',
      '/hi/hatchery#enquiry-form',
    );
  });
});

test('with script the card opens its dialog at the product’s address; Back closes it, Forward shows the page; a reload shows the page', async ({
  page,
}) => {
  await page.goto('/hatchery');
  const modal = page.locator('[data-testid="product-modal"][open]');
  await page
    .getByTestId('product-grid')
    .getByRole('link', { name: 'Day-Old Broiler Chicks', exact: true })
    .click();
  await expect(modal.getByRole('heading', { name: 'Day-Old Broiler Chicks' })).toBeVisible();
  await expect(page).toHaveURL(/\/hatchery\/day-old-broiler-chicks$/);
  await page.goBack();
  await expect(modal).toHaveCount(0);
  await expect(page).toHaveURL(/\/hatchery$/);
  // Forward goes to the product's address again, as its page; Back to the division's page.
  await page.goForward();
  await expect(page).toHaveURL(/\/hatchery\/day-old-broiler-chicks$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Day-Old Broiler Chicks');
  await page.goBack();
  await expect(page).toHaveURL(/\/hatchery$/);
  await expect(page.getByTestId('product-grid')).toBeVisible();
  // Escape closes it too, and the address returns.
  await page
    .getByTestId('product-grid')
    .getByRole('link', { name: 'Fertile Hatching Eggs' })
    .click();
  await expect(page).toHaveURL(/\/hatchery\/fertile-hatching-eggs$/);
  await page.keyboard.press('Escape');
  await expect(modal).toHaveCount(0);
  await expect(page).toHaveURL(/\/hatchery$/);
  // Open again, then reload: the product's page.
  await page
    .getByTestId('product-grid')
    .getByRole('link', { name: 'Day-Old Broiler Chicks', exact: true })
    .click();
  await expect(page).toHaveURL(/\/hatchery\/day-old-broiler-chicks$/);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Day-Old Broiler Chicks');
  await expect(page.getByTestId('product-specifications')).toBeVisible();
  // The related products link to their pages.
  const related = page.getByRole('region', { name: 'Related products' });
  await expect(related.getByRole('link').first()).toHaveAttribute(
    'href',
    /^\/hatchery\/[a-z0-9-]+$/,
  );
});

test('the dialog’s Full details leads to the page, and Back to the division', async ({ page }) => {
  await page.goto('/feeds');
  await page.getByRole('tab', { name: 'Layer Feed' }).click();
  await page.getByTestId('product-grid').getByRole('link', { name: PRODUCT.name }).click();
  const modal = page.locator('[data-testid="product-modal"][open]');
  await modal.getByRole('link', { name: /Full details/ }).click();
  await expect(page).toHaveURL(new RegExp(`${address()}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(PRODUCT.name);
  await page.goBack();
  await expect(page).toHaveURL(/\/feeds$/);
});

test('copy link copies the page’s address', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(address());
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByTestId('product-share').getByRole('status')).toHaveText('Link copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
    new RegExp(`${address()}$`),
  );
});

import type { Page } from '@playwright/test';
import { clientNavigate, expect, test } from '../../support/test';
import { quietPopup, steadyMotion } from './helpers';
import {
  expectOneOpenAtATime,
  expectOpen,
  faqQuestion,
  pageScrollLocked,
  readMoreToggle,
  expectToggleShows,
} from '../../support/faq';

/** The five division pages against the production builds and the seeded CMS (cms/seed/content.js). */

const seed = {
  foods: {
    products: [
      'Chicken Seekh Kebab',
      'Chicken Nuggets',
      'Tandoori Drumsticks',
      'Curry Cut Chicken',
    ],
    faqs: 5,
    faq: 'Where are Navdhara Foods products processed?',
  },
  hatchery: {
    products: [
      'Day-Old Broiler Chicks',
      'Commercial Layer Chicks',
      'Broiler Parent Chicks',
      'Fertile Hatching Eggs',
    ],
    faqs: 4,
    faq: 'What is your hatching capacity?',
  },
  proteins: {
    products: ['Hi-Pro Soya De-Oiled Cake', 'Soya DOC Standard', 'Refined Soya Oil'],
    faqs: 4,
    faq: 'Where is the solvent extraction plant?',
  },
  equipments: {
    products: ['Multi-Stage Setter 57,600', 'Hatcher 19,200', 'Egg Setter Trays'],
    faqs: 4,
    faq: 'Do you install the equipment?',
  },
  feeds: {
    products: ['Navdhara Dairy Gold', 'Navdhara Calf Grower', 'Navdhara Close-Up Care'],
    faqs: 5,
    faq: 'What are the broiler feed stages?',
  },
} as const;

const grid = (page: Page) => page.getByTestId('product-grid');
const cards = (page: Page) => page.getByTestId('product-card');

test.beforeEach(async ({ page }) => {
  await quietPopup(page);
  await steadyMotion(page);
});

for (const [section, data] of Object.entries(seed)) {
  test(`/${section} shows every section of the division layout`, async ({ page }) => {
    await page.goto(`/${section}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByTestId('highlights').locator('li')).toHaveCount(3);
    await expect(page.getByTestId('why-choose').locator('li')).toHaveCount(4);
    // Products of this section only (the first tab where there are tabs).
    await expect(cards(page)).toHaveCount(data.products.length);
    for (const name of data.products)
      await expect(grid(page).getByRole('link', { name, exact: true })).toBeVisible();
    await expect(page.getByTestId('spinner')).toHaveCount(0);
    // FAQs of this section from the CMS.
    const faq = page.getByTestId('division-faq');
    await expect(faq.locator('li')).toHaveCount(data.faqs);
    await expect(faqQuestion(faq, data.faq)).toBeVisible();
    await expect(page.getByTestId('contact-form-page')).toBeVisible();
    await expect(page.getByTestId('seo-text')).toBeVisible();
    for (const img of await page.locator('main img').all()) {
      await expect(img).toHaveAttribute('alt', /\S/);
      await expect(img).toHaveAttribute('width', /\d+/);
    }
  });
}

test('/foods and /hatchery list all their products without tabs; grids of more than 2 use 4 columns', async ({
  page,
}) => {
  for (const section of ['foods', 'hatchery'] as const) {
    await page.goto(`/${section}`);
    await expect(cards(page)).toHaveCount(4);
    await expect(page.getByRole('tablist')).toHaveCount(0);
    await expect(grid(page)).toHaveAttribute('data-columns', '4');
  }
  const box = await page.getByTestId('product-card').first().boundingBox();
  const last = await page.getByTestId('product-card').nth(3).boundingBox();
  expect(Math.abs((box?.y ?? 0) - (last?.y ?? 1))).toBeLessThan(2); // four in one row at 1366px
});

test('/feeds tabs filter products: Cattle Feed first, then Broiler Feed and Layer Feed', async ({
  page,
}) => {
  await page.goto('/feeds');
  const tabs = page.getByRole('tablist').getByRole('tab');
  await expect(tabs).toHaveText(['Cattle Feed', 'Broiler Feed', 'Layer Feed']);
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  await expect(cards(page)).toHaveCount(3);
  await page.getByRole('tab', { name: 'Broiler Feed' }).click();
  await expect(page.getByRole('tab', { name: 'Broiler Feed' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(cards(page)).toHaveText([
    /Broiler Pre-Starter/,
    /Broiler Starter/,
    /Broiler Finisher/,
  ]);
  // Keyboard: arrow right moves to and selects Layer Feed.
  await page.getByRole('tab', { name: 'Broiler Feed' }).press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Layer Feed' })).toBeFocused();
  await expect(cards(page)).toHaveCount(4);
  await expect(grid(page)).toContainText('Layer Concentrate Premium');
  await expect(grid(page)).not.toContainText('Broiler');
});

test('/equipments has four tabs, /proteins one', async ({ page }) => {
  await page.goto('/equipments');
  await expect(page.getByRole('tab')).toHaveText([
    'Hatchery Equipment',
    'Farm Equipment',
    'Cages',
    'Ventilation',
  ]);
  await page.getByRole('tab', { name: 'Ventilation' }).click();
  await expect(cards(page)).toHaveText([/6-Blade Exhaust Fan/, /Box Fan/, /Air Circulation Fan/]);
  await page.getByRole('tab', { name: 'Cages' }).click();
  await expect(grid(page)).toContainText('A-Type Layer Cage');
  await page.goto('/proteins');
  await expect(page.getByRole('tab')).toHaveText(['Soya-Protein']);
  await expect(page.getByRole('tab')).toHaveAttribute('aria-selected', 'true');
});

test('the product modal opens on name or image click and closes on x, Escape and backdrop', async ({
  page,
}) => {
  await page.goto('/hatchery');
  // Each product has its own dialog in the HTML; the open one is the one shown. A card is a link
  // to the product's page, which the app opens as the dialog (e2e/tests/catalogue).
  const modal = page.locator('[data-testid="product-modal"][open]');
  // Name click, close with x.
  await grid(page).getByRole('link', { name: 'Day-Old Broiler Chicks', exact: true }).click();
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('heading', { name: 'Day-Old Broiler Chicks' })).toBeVisible();
  await expect(modal.locator('p, li').first()).toBeVisible(); // rich content
  const size = await modal.boundingBox();
  expect(size?.width).toBeLessThanOrEqual(700);
  expect(size?.height ?? 0).toBeLessThanOrEqual(900 * 0.6 + 1);
  await modal.getByRole('button', { name: 'Close product details' }).click();
  await expect(modal).toBeHidden();
  // Image click (the card's link covers the card), close with Escape; focus returns to the page.
  await cards(page)
    .filter({ hasText: 'Fertile Hatching Eggs' })
    .click({ position: { x: 24, y: 24 } });
  await expect(modal.getByRole('heading', { name: 'Fertile Hatching Eggs' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  // Backdrop click.
  await grid(page).getByRole('link', { name: 'Broiler Parent Chicks', exact: true }).click();
  await expect(modal).toBeVisible();
  await page.mouse.click(8, 450);
  await expect(modal).toBeHidden();
  expect(await pageScrollLocked(page)).toBe(false);
});

test('division FAQ accordion: one open at a time, clicking the open one closes it', async ({
  page,
}) => {
  await page.goto('/proteins');
  await expectOneOpenAtATime(
    page.getByTestId('division-faq'),
    'Which products does Navdhara Proteins make?',
    'Where is the solvent extraction plant?',
    'three lakh tonnes',
  );
});

test('SEO text starts open on /equipments only, toggles, and carries its links', async ({
  page,
}) => {
  const seoToggle = (p: Page) => readMoreToggle(p.getByTestId('seo-text'));
  await page.goto('/equipments');
  await expectToggleShows(seoToggle(page), 'Read Less');
  await expectOpen(seoToggle(page), true);
  const blog = page.getByTestId('seo-text').getByRole('link', { name: /equipment blog/ });
  await expect(blog).toHaveAttribute('href', /^https:\/\/[a-z.]*example\.com\//);
  await expect(blog).toHaveAttribute('target', '_blank');
  await seoToggle(page).click();
  await expectToggleShows(seoToggle(page), 'Read More');

  for (const [path, check] of [
    [
      '/feeds',
      async (p: Page) =>
        expect(
          p.getByTestId('seo-text').locator('a[href="/poultry-feed-manufacturers"]'),
        ).toHaveCount(1),
    ],
    [
      '/proteins',
      async (p: Page) =>
        expect(p.getByTestId('seo-text').locator('a[href="/contact-us"]')).toHaveCount(1),
    ],
    [
      '/foods',
      async (p: Page) =>
        expect(
          p.getByTestId('seo-text').locator('a[target="_blank"][href*="example."]'),
        ).toHaveCount(2),
    ],
    ['/hatchery', async () => undefined],
  ] as const) {
    await page.goto(path);
    await expectToggleShows(seoToggle(page), 'Read More');
    await expectOpen(seoToggle(page), false);
    await check(page);
    await seoToggle(page).click();
    await expectToggleShows(seoToggle(page), 'Read Less');
  }
});

test("HORECA notice shows on /foods only, in the contact form's section; the proteins enquiry phone on /proteins", async ({
  page,
}) => {
  await page.goto('/foods');
  const horeca = page.getByTestId('horeca-notice');
  await expect(horeca).toContainText('HORECA');
  await expect(horeca.getByRole('link')).toHaveAttribute(
    'href',
    'https://forms.example.com/navdhara-horeca-bulk-orders',
  );
  await expect(horeca.getByRole('link')).toHaveAttribute('target', '_blank');
  await expect(horeca.getByRole('link')).toHaveAttribute('rel', 'noopener noreferrer');
  // Beside the enquiry form: the section named by the form's heading holds both.
  const formSection = page.getByRole('region', { name: 'Talk to Navdhara Foods' });
  await expect(formSection.getByTestId('contact-form-page')).toBeVisible();
  await expect(
    formSection.getByRole('link', { name: /HORECA and bulk-order form/ }),
  ).toHaveAttribute('href', 'https://forms.example.com/navdhara-horeca-bulk-orders');
  for (const path of ['/hatchery', '/proteins', '/equipments', '/feeds']) {
    await page.goto(path);
    await expect(page.getByTestId('product-grid')).toBeVisible();
    await expect(page.getByTestId('horeca-notice')).toHaveCount(0);
  }
  await page.goto('/proteins');
  await expect(
    page.getByTestId('enquiry-phone').getByRole('link', { name: '+91 00000 00004' }),
  ).toHaveAttribute('href', 'tel:+910000000004');
  await page.goto('/feeds');
  await expect(page.getByTestId('enquiry-phone')).toHaveCount(0);
});

test('a failing CMS ends the spinners with a visible message and keeps the static copy', async ({
  page,
}) => {
  await page.route('**/api/products**', (route) => route.abort());
  await page.route('**/api/faqs**', (route) => route.fulfill({ status: 500, body: '{}' }));
  // Arrive by navigation: a first load would show the content written into the server-rendered HTML.
  await page.goto('/last-update');
  await clientNavigate(page, '/feeds');
  await expect(page.getByTestId('products-failed')).toContainText('could not be loaded');
  await expect(page.getByTestId('faqs-failed')).toContainText('could not be loaded');
  await expect(page.getByTestId('spinner')).toHaveCount(0);
  await expect(page.getByTestId('why-choose').locator('li')).toHaveCount(4);
  // Retry recovers once the CMS answers again.
  await page.unroute('**/api/products**');
  await page.getByTestId('products-failed').getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByTestId('product-card')).toHaveCount(3);
});

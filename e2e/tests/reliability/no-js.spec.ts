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
import { siteRoutes } from '../../support/site-routes';
import { messages } from '../../../shared/src/messages';
import {
  APPLICANT_UID,
  countRecordsContaining,
  ENQUIRY_UID,
  sampleApplication,
  sampleEnquiry,
  samplePdf,
  uniqueMark,
} from '../cms/helpers';

const paths = siteRoutes.filter((r) => !r.canonicalPath).map((r) => r.path.replace(':id', '1'));

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

test('an enquiry is sent with no script: a problem keeps what was typed, a send is stored once', async ({
  page,
  request,
}) => {
  const mark = uniqueMark();
  const message = `${sampleEnquiry.message} ${mark}`;
  await page.goto('/contact-us');
  const form = page.getByTestId('contact-form-page');
  await form.getByLabel('Name').fill(sampleEnquiry.name);
  await form.getByLabel('Email').fill('asha@');
  await form.getByLabel('Mobile').fill(sampleEnquiry.mobile);
  await form.getByLabel('Message').fill(message);
  await form.getByRole('button', { name: 'Submit' }).click();
  // The page again, at its form, saying what is wrong, with everything typed still there.
  await expect(page).toHaveURL(/\/contact-us#enquiry-form$/);
  await expect(form.getByRole('alert')).toHaveText(/^Email: /);
  await expect(form.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('Name')).toHaveValue(sampleEnquiry.name);
  await expect(form.getByLabel('Message')).toHaveValue(message);
  expect(await countRecordsContaining(request, ENQUIRY_UID, 'message', mark)).toBe(0);

  await form.getByLabel('Email').fill(sampleEnquiry.email);
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByRole('status').last()).toHaveText(messages.contact.sent);
  await expect(form.getByLabel('Message')).toHaveValue('');
  expect(await countRecordsContaining(request, ENQUIRY_UID, 'message', mark)).toBe(1);
});

test('a post the site does not take is refused plainly, nothing stored', async ({ request }) => {
  const mark = uniqueMark();
  const form = {
    form: 'enquiry',
    ...sampleEnquiry,
    message: `${sampleEnquiry.message} ${mark}`,
  };
  // Another spelling of the page (a redirect would drop the post), a page with no form, JSON, an
  // unknown form, another method.
  expect((await request.post('/CONTACT-US', { form })).status()).toBe(405);
  expect((await request.post('/contact-us/', { form })).status()).toBe(405);
  expect((await request.post('/blog/1', { form })).status()).toBe(405);
  expect((await request.post('/contact-us', { data: form })).status()).toBe(415);
  expect((await request.post('/contact-us', { form: { ...form, form: 'payment' } })).status()).toBe(
    400,
  );
  expect((await request.put('/contact-us', { form })).status()).toBe(405);
  expect(await countRecordsContaining(request, ENQUIRY_UID, 'message', mark)).toBe(0);
  // The page's own spelling takes it.
  const sent = await request.post('/contact-us', { form });
  expect(sent.status()).toBe(200);
  expect(sent.headers()['cache-control']).toBe('no-store');
  expect(await sent.text()).toContain(messages.contact.sent);
  expect(await countRecordsContaining(request, ENQUIRY_UID, 'message', mark)).toBe(1);
});

test('a job application with its resume is sent with no script; a problem comes back in its dialog', async ({
  page,
  request,
}) => {
  const mark = uniqueMark();
  const name = `${sampleApplication.name} ${mark}`;
  await page.goto('/careers');
  await page.getByRole('button', { name: /Apply for Accounts Executive/ }).click();
  const dialog = page.locator('[data-testid="application-dialog"][open]');
  await expect(dialog.getByRole('heading', { name: 'Apply for Accounts Executive' })).toBeVisible();
  const resume = { name: 'resume.pdf', mimeType: 'application/pdf', buffer: samplePdf() };
  await dialog.getByLabel('Full name').fill(name);
  await dialog.getByLabel('E-mail').fill('rohit@');
  await dialog.getByLabel('Mobile number').fill(sampleApplication.phoneNumber);
  await dialog
    .getByLabel('Current working location')
    .fill(sampleApplication.currentWorkingLocation);
  await dialog.getByLabel('Notice period (in days)').fill(sampleApplication.noticePeriod);
  await dialog.getByLabel(/^Resume/).setInputFiles(resume);
  await dialog.getByTestId('application-submit').click();
  // The careers page again, the application's dialog open on what is wrong, the typing kept.
  await expect(page).toHaveURL(/\/careers#application-\d+$/);
  await expect(dialog.getByTestId('error-email')).toHaveText(messages.application.invalidEmail);
  await expect(dialog.getByTestId('error-resume')).toHaveText(
    messages.application.chooseResumeAgain,
  );
  await expect(dialog.getByLabel('Full name')).toHaveValue(name);
  expect(await countRecordsContaining(request, APPLICANT_UID, 'name', mark)).toBe(0);

  await dialog.getByLabel('E-mail').fill(sampleApplication.email);
  await dialog.getByLabel(/^Resume/).setInputFiles(resume);
  await dialog.getByTestId('application-submit').click();
  await expect(dialog.getByTestId('application-submitted')).toContainText(
    messages.application.submitted,
  );
  expect(await countRecordsContaining(request, APPLICANT_UID, 'name', mark)).toBe(1);
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toHaveCount(0);
});

test('a posted resume is checked as the browser checks it: type and size', async ({ request }) => {
  const mark = uniqueMark();
  const fields = {
    form: 'application',
    opening: '1',
    ...sampleApplication,
    name: `${sampleApplication.name} ${mark}`,
  };
  const post = (resume: { name: string; mimeType: string; buffer: Buffer }) =>
    request.post('/careers', { multipart: { ...fields, resume } });
  const exe = await post({
    name: 'cv.exe',
    mimeType: 'application/octet-stream',
    buffer: samplePdf(),
  });
  expect(exe.status()).toBe(422);
  expect(await exe.text()).toContain(messages.application.resumeType);
  const big = await post({
    name: 'cv.pdf',
    mimeType: 'application/pdf',
    buffer: samplePdf(5 * 1024 * 1024 + 10),
  });
  expect(big.status()).toBe(422);
  expect(await big.text()).toContain(messages.application.resumeSize);
  expect(await countRecordsContaining(request, APPLICANT_UID, 'name', mark)).toBe(0);
});

test('“Talk to our team” leads to the contact form with no script', async ({ page }) => {
  await page.goto('/feeds');
  await page.getByTestId('contact-cta').first().click();
  await expect(page).toHaveURL(/\/contact-us#enquiry-form$/);
  await expect(page.getByTestId('contact-form-page')).toBeInViewport();
});

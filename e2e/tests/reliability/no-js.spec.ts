/**
 * The site from its server HTML alone, with JavaScript blocked (issue 19, outcome 1): every route
 * can be read, links move between pages, the mobile menu and a product's details open (native
 * `<dialog>` opened by invoker buttons, shared/src/ui/Dialog.tsx), the FAQ accordions open and close
 * one at a time, the SEO text folds and unfolds and tabs switch (native `<details>`). What needs a
 * script to work is listed in the README ("Without JavaScript").
 */
import { expect, test } from '@playwright/test';
import { expectOneOpenAtATime, expectOpen, pageScrollLocked } from '../../support/faq';
import { examplePath, pageRoutes } from '../../support/site-routes';
import { messages } from '../../../shared/src/messages';
import {
  LOCALE_INFO,
  LOCALES,
  localizedPath,
  seedTranslated,
  translated,
  translationsOf,
} from '../languages/helpers';
import {
  APPLICANT_UID,
  countRecordsContaining,
  ENQUIRY_UID,
  sampleApplication,
  sampleEnquiry,
  samplePdf,
  uniqueMark,
} from '../cms/helpers';

const paths = pageRoutes.filter((r) => !r.canonicalPath).map((r) => examplePath(r.path));

test.use({ javaScriptEnabled: false });
// Each test its own page and its own marked records: both workers take them.
test.describe.configure({ mode: 'parallel' });

// Every check below runs in each language (issue 38, outcome 6): the page at its address in that
// language, the names a reader finds in it from the apps' dictionaries.
for (const locale of LOCALES) {
  const at = (path: string) => localizedPath(path, locale);
  const t = (english: string) => translated(locale, english);
  const prefix = locale === 'en' ? '' : `/${locale}`;
  const url = (path: string) => new RegExp(`^https?://[^/]+${prefix}${path}$`);

  test.describe(`in ${locale}`, () => {
    // One tab walks every page (a step each, every page checked even after one fails): a new
    // browser context per page cost more than reading the page.
    test(`every page reads from its server HTML with no script`, async ({ page }) => {
      for (const path of paths)
        await test.step(at(path), async () => {
          // The server's HTML, parsed: what is read here is in it (its pictures need not have come).
          const response = await page.goto(at(path), { waitUntil: 'domcontentloaded' });
          expect.soft(response?.status(), at(path)).toBe(200);
          await expect
            .soft(page.locator('html'), at(path))
            .toHaveAttribute('lang', LOCALE_INFO[locale].tag);
          await expect.soft(page.locator('main h1').first(), at(path)).toBeVisible();
          // The page's text, not a loading state: no spinner where content should be.
          const text = (await page.locator('main').textContent()) ?? '';
          expect.soft(text.length, `${at(path)}: its text`).toBeGreaterThan(200);
          for (const loading of translationsOf(locale, /^Loading/))
            await expect
              .soft(page.locator(`main [role="status"][aria-label*="${loading}"]`), at(path))
              .toHaveCount(0);
        });
    });

    test('links move between pages with no script', async ({ page }) => {
      await page.setViewportSize({ width: 1366, height: 900 });
      await page.goto(at('/'));
      const footer = page.getByRole('navigation', { name: t('Footer') });
      await footer.getByRole('link', { name: t('About'), exact: true }).click();
      await expect(page).toHaveURL(url('/about'));
      await expect(page.locator('main h1')).toBeVisible();
      await page
        .getByRole('navigation', { name: t('Footer') })
        .getByRole('link', { name: t('Feeds') })
        .click();
      await expect(page).toHaveURL(url('/feeds'));
      await expect(page.locator('main h1')).toBeVisible();
    });

    test('FAQ answers open and close, one at a time, with no script', async ({ page }) => {
      await page.goto(at('/proteins'));
      const faq = page.getByTestId('division-faq');
      if (locale === 'en') {
        await expectOneOpenAtATime(
          faq,
          'Which products does Navdhara Proteins make?',
          'Where is the solvent extraction plant?',
          'three lakh tonnes',
        );
        return;
      }
      // The questions as this language's page has them (the CMS's, in it or in English).
      const questions = await faq.locator('details > summary').allTextContents();
      const answer = (
        await faq
          .locator('details')
          .nth(1)
          .evaluate((d) => d.lastElementChild?.textContent ?? '')
      ).trim();
      expect(questions.length).toBeGreaterThan(1);
      await expectOneOpenAtATime(
        faq,
        questions[0]!.trim(),
        questions[1]!.trim(),
        answer.slice(0, 30),
      );
    });

    test('the mobile menu opens, closes on Escape and on its cross, and its links work, with no script', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(at('/'));
      const burger = page.getByRole('button', { name: t('Open menu') });
      const menu = page.getByRole('dialog', { name: t('Menu') });
      await expect(menu).toBeHidden();
      await burger.click();
      await expect(menu).toBeVisible();
      expect(await pageScrollLocked(page)).toBe(true);
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(burger).toBeFocused();
      expect(await pageScrollLocked(page)).toBe(false);
      await burger.click();
      await menu.getByRole('button', { name: t('Close menu') }).click();
      await expect(menu).toBeHidden();
      await burger.click();
      await menu.getByRole('link', { name: t('Careers'), exact: true }).click();
      await expect(page).toHaveURL(url('/careers'));
      await expect(page.locator('main h1')).toBeVisible();
    });

    test('the SEO text and the founder message unfold with no script', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(at('/hatchery'));
      const seo = page.getByTestId('seo-text');
      const toggle = seo.locator('details > summary', { hasText: t('Read More') });
      const shows = async (text: string) => {
        await toggle.scrollIntoViewIfNeeded();
        await expect(toggle).toHaveText(text, { useInnerText: true });
      };
      await shows(t('Read More'));
      const folded = (await seo.boundingBox())?.height ?? 0;
      await toggle.click();
      await shows(t('Read Less'));
      await expectOpen(toggle, true);
      expect((await seo.boundingBox())?.height ?? 0).toBeGreaterThan(folded + 40);
      await toggle.click();
      await expectOpen(toggle, false);

      await page.goto(at('/'));
      const founder = page.getByTestId('founder-message');
      await expect(founder.getByTestId('founder-more')).toBeHidden();
      const more = founder.locator('details > summary', { hasText: t('Read More') });
      await more.click();
      await expect(founder.getByTestId('founder-more')).toBeVisible();
      await expect(more).toBeHidden();
    });

    test('tabs switch with no script: products, departments and locations', async ({ page }) => {
      await page.goto(at('/feeds'));
      const tab = (name: string) =>
        page.locator('[role="group"] > details > summary', { hasText: name });
      // A product's name is the CMS's, in the page's language.
      const dairyGold = page.getByRole('link', {
        name: seedTranslated(locale, 'Navdhara Dairy Gold'),
        exact: true,
      });
      await expect(dairyGold).toBeVisible();
      await tab(t('Broiler Feed')).click();
      await expectOpen(tab(t('Broiler Feed')), true);
      await expectOpen(tab(t('Cattle Feed')), false);
      await expect(dairyGold).toBeHidden();
      await expect(
        page.locator('details[open] [data-testid="product-card"]').first(),
      ).toBeVisible();

      await page.goto(at('/careers'));
      const first = page.locator('details[open] [data-testid="opening"]').first();
      await expect(first).toBeVisible();
      const firstTitle = (await first.getByRole('heading').first().textContent()) ?? '';
      await tab(t('Sales')).click();
      await expect(page.getByRole('heading', { name: firstTitle, exact: true })).toBeHidden();
      await expect(page.locator('details[open] [data-testid="opening"]').first()).toBeVisible();

      await page.goto(at('/contact-us'));
      await tab(t('Feeds')).click();
      // The division's name (Navdhara Feeds) stays in Latin letters in every language.
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
      await page.goto(at('/contact-us'));
      const form = page.getByTestId('contact-form-page');
      await form.getByLabel(t('Name')).first().fill(sampleEnquiry.name);
      await form.getByLabel(t('Email')).fill('asha@');
      await form.getByLabel(t('Mobile')).fill(sampleEnquiry.mobile);
      await form.getByLabel(t('Message')).fill(message);
      await form.getByRole('button', { name: t('Submit') }).click();
      // The page again, in its language, at its form, saying what is wrong, with everything typed
      // still there.
      await expect(page).toHaveURL(url('/contact-us#enquiry-form'));
      await expect(page.locator('html')).toHaveAttribute('lang', LOCALE_INFO[locale].tag);
      await expect(form.getByRole('alert')).toHaveText(new RegExp(`^${t('Email')}`));
      await expect(form.getByLabel(t('Email'))).toHaveAttribute('aria-invalid', 'true');
      await expect(form.getByLabel(t('Name')).first()).toHaveValue(sampleEnquiry.name);
      await expect(form.getByLabel(t('Message'))).toHaveValue(message);
      expect(await countRecordsContaining(request, ENQUIRY_UID, 'message', mark)).toBe(0);

      await form.getByLabel(t('Email')).fill(sampleEnquiry.email);
      await form.getByRole('button', { name: t('Submit') }).click();
      await expect(page).toHaveURL(url('/contact-us#enquiry-form'));
      await expect(form.getByRole('status').last()).toHaveText(t(messages.contact.sent));
      await expect(form.getByLabel(t('Message'))).toHaveValue('');
      expect(await countRecordsContaining(request, ENQUIRY_UID, 'message', mark)).toBe(1);
    });

    test('a job application with its resume is sent with no script; a problem comes back in its dialog', async ({
      page,
      request,
    }) => {
      const mark = uniqueMark();
      const name = `${sampleApplication.name} ${mark}`;
      await page.goto(at('/careers'));
      const apply = page.getByTestId('opening').first().getByRole('button').last();
      await apply.click();
      const dialog = page.locator('[data-testid="application-dialog"][open]');
      await expect(dialog.getByRole('heading').first()).toBeVisible();
      const resume = { name: 'resume.pdf', mimeType: 'application/pdf', buffer: samplePdf() };
      await dialog.getByLabel(t('Full name')).fill(name);
      await dialog.getByLabel(t('E-mail')).fill('rohit@');
      await dialog.getByLabel(t('Mobile number')).fill(sampleApplication.phoneNumber);
      await dialog
        .getByLabel(t('Current working location'))
        .fill(sampleApplication.currentWorkingLocation);
      await dialog.getByLabel(t('Notice period (in days)')).fill(sampleApplication.noticePeriod);
      await dialog
        .getByLabel(new RegExp(`^${t('Resume (PDF, DOC or DOCX, up to 5 MB)').split(' ')[0]}`))
        .setInputFiles(resume);
      await dialog.getByTestId('application-submit').click();
      // The careers page again, the application's dialog open on what is wrong, the typing kept.
      await expect(page).toHaveURL(
        new RegExp(`^https?://[^/]+${prefix}/careers#application-\\d+$`),
      );
      await expect(dialog.getByTestId('error-email')).toHaveText(
        t(messages.application.invalidEmail),
      );
      await expect(dialog.getByTestId('error-resume')).toHaveText(
        t(messages.application.chooseResumeAgain),
      );
      await expect(dialog.getByLabel(t('Full name'))).toHaveValue(name);
      expect(await countRecordsContaining(request, APPLICANT_UID, 'name', mark)).toBe(0);

      await dialog.getByLabel(t('E-mail')).fill(sampleApplication.email);
      await dialog
        .getByLabel(new RegExp(`^${t('Resume (PDF, DOC or DOCX, up to 5 MB)').split(' ')[0]}`))
        .setInputFiles(resume);
      await dialog.getByTestId('application-submit').click();
      await expect(dialog.getByTestId('application-submitted')).toContainText(
        t(messages.application.submitted),
      );
      expect(await countRecordsContaining(request, APPLICANT_UID, 'name', mark)).toBe(1);
      await dialog
        .getByRole('button', { name: t('Close') })
        .last()
        .click();
      await expect(dialog).toHaveCount(0);
    });

    test('“Talk to our team” leads to the contact form with no script', async ({ page }) => {
      await page.goto(at('/feeds'));
      await page.getByTestId('contact-cta').first().click();
      await expect(page).toHaveURL(url('/contact-us#enquiry-form'));
      await expect(page.getByTestId('contact-form-page')).toBeInViewport();
    });
  });
}

test("a product's card leads to its page, from its name or its picture, with no script", async ({
  page,
}) => {
  await page.goto('/hatchery');
  await page.getByRole('link', { name: 'Day-Old Broiler Chicks', exact: true }).click();
  await expect(page).toHaveURL(/\/hatchery\/day-old-broiler-chicks$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Day-Old Broiler Chicks');
  await expect(page.getByTestId('product-specifications')).toBeVisible();
  await page.goBack();
  await page
    .getByTestId('product-card')
    .filter({ hasText: 'Fertile Hatching Eggs' })
    .click({ position: { x: 24, y: 24 } });
  await expect(page).toHaveURL(/\/hatchery\/fertile-hatching-eggs$/);
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

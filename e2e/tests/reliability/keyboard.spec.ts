import type { FileChooser, Locator, Page } from '@playwright/test';
import { expect, test } from '../../support/test';
import { cmsUrl } from '../../support/ports';
import { noExitIntent, pdfResume, unique } from '../corporate/helpers';

/** Presses Tab until `target` has focus, as a keyboard user would; fails if it is never reached. */
async function tabTo(page: Page, target: Locator, limit = 80) {
  for (let i = 0; i < limit; i += 1) {
    if (await target.evaluate((node) => node === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Not reachable with Tab within ${limit} presses`);
}

test.beforeEach(async ({ page }) => noExitIntent(page));

test('keyboard only: skip link, then an enquiry typed and sent from /contact-us (the honeypot is never a stop)', async ({
  page,
}) => {
  await page.goto('/contact-us');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Enter');

  const form = page.locator('main form[data-testid^="contact-form-"]').first();
  await tabTo(page, form.getByLabel('Name'));
  await page.keyboard.type('Keyboard Visitor');
  await page.keyboard.press('Tab');
  await expect(form.getByLabel('Email')).toBeFocused();
  await page.keyboard.type(`keys.${unique()}@example.com`);
  await page.keyboard.press('Tab');
  await expect(form.getByLabel('Mobile')).toBeFocused();
  await page.keyboard.type('9876543210');
  await page.keyboard.press('Tab');
  await expect(form.getByLabel('Message')).toBeFocused();
  await page.keyboard.type('Sent without touching the mouse.');
  await page.keyboard.press('Tab');
  const submit = form.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeFocused();

  const sent = page.waitForResponse(
    (r) => r.url().startsWith(`${cmsUrl}/api/contact-uses`) && r.request().method() === 'POST',
  );
  await page.keyboard.press('Enter');
  expect((await sent).status()).toBe(201);
  await expect(form.getByRole('status')).toHaveText('message send succesfully');
  await expect(form.getByLabel('Name')).toHaveValue('');
});

test('keyboard only: apply for an opening, choosing the resume from the file picker opened with Enter', async ({
  page,
}) => {
  // Playwright intercepts the picker only once it has switched interception on in the page; a
  // listener added just before the key press can lose that race, and headless Chromium then
  // dismisses a real picker. Listening from the start keeps the test about the page.
  const choosers: FileChooser[] = [];
  page.on('filechooser', (chooser) => choosers.push(chooser));
  await page.goto('/careers');
  const apply = page.getByRole('button', { name: /Apply for Accounts Executive/ });
  await tabTo(page, apply, 120);
  await page.keyboard.press('Enter');
  const dialog = page.locator('[data-testid="application-dialog"][open]');
  await expect(dialog).toBeVisible();

  const answers: Array<[RegExp | string, string]> = [
    ['Full name', 'Keyboard Applicant'],
    ['E-mail', `apply.${unique()}@example.com`],
    ['Mobile number', '9876543210'],
    ['Current working location', 'Ambala'],
    ['Notice period (in days)', '30'],
  ];
  for (const [label, value] of answers) {
    await tabTo(page, dialog.getByLabel(label, { exact: true }), 12);
    await page.keyboard.type(value);
  }
  const resume = dialog.getByLabel(/^Resume/);
  await tabTo(page, resume, 6);
  await page.keyboard.press('Enter');
  await expect.poll(() => choosers.length).toBe(1);
  await choosers[0]!.setFiles({
    name: 'keyboard-cv.pdf',
    mimeType: 'application/pdf',
    buffer: pdfResume(),
  });
  await expect(dialog.getByTestId('resume-chosen')).toContainText('keyboard-cv.pdf');

  const submit = dialog.getByTestId('application-submit');
  await tabTo(page, submit, 10);
  const created = page.waitForResponse(
    (r) => r.url().startsWith(`${cmsUrl}/api/job-applicants`) && r.request().method() === 'POST',
  );
  await page.keyboard.press('Enter');
  expect((await created).status()).toBe(201);
  await expect(dialog.getByTestId('application-submitted')).toHaveText(
    /Your application has been submitted/,
  );
});

test('dismissing the resume picker keeps the application open with what was typed', async ({
  page,
}) => {
  await page.goto('/careers');
  await page.getByRole('button', { name: /Apply for Accounts Executive/ }).click();
  const dialog = page.locator('[data-testid="application-dialog"][open]');
  await dialog.getByLabel('Full name', { exact: true }).fill('Picker Dismissed');
  const resume = dialog.getByLabel(/^Resume/);
  // Awaited before the key press, so the listener is in place when the browser answers.
  await resume.evaluate((input) =>
    input.addEventListener('cancel', () => input.setAttribute('data-picker-dismissed', ''), {
      once: true,
    }),
  );
  await resume.focus();
  // No file chooser listener here, so headless Chromium opens and at once dismisses a real picker.
  await page.keyboard.press('Space');
  await expect(resume).toHaveAttribute('data-picker-dismissed', '');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Full name', { exact: true })).toHaveValue('Picker Dismissed');
  await expect(resume).toBeFocused();
});

test('keyboard only: a fan’s specifications overlay opens with Enter, closes with Enter on its button, focus returns', async ({
  page,
}) => {
  await page.goto('/poultry-vantilation-fan');
  const opener = page.getByRole('button', { name: /View specifications/ }).first();
  await tabTo(page, opener, 120);
  await page.keyboard.press('Enter');
  const overlay = page.getByTestId('product-overlay');
  await expect(overlay).toBeVisible();
  await expect(overlay.getByRole('button', { name: /Close/ })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(overlay).toBeHidden();
  await expect(opener).toBeFocused();
});

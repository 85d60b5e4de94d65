import { expect, test } from '../../support/test';
import { cmsUrl } from '../../support/ports';
import { adminToken, APPLICANT_UID } from '../cms/helpers';
import { findRecords, noExitIntent, pdfResume, unique } from './helpers';

test.beforeEach(async ({ page }) => noExitIntent(page));

test('careers: gallery, why work with us, department tabs (default FINANCE) and the empty message', async ({
  page,
}) => {
  await page.goto('/careers');
  await expect(page.getByTestId('life-gallery').locator('img')).toHaveCount(4);
  await expect(page.getByRole('heading', { name: 'Why work with us' })).toBeVisible();
  const tabs = page.getByRole('tablist', { name: 'Departments' }).getByRole('tab');
  await expect(tabs).toHaveText(['Finance', 'Sales', 'Marketing', 'HR', 'Operations']);
  await expect(page.getByRole('tab', { name: 'Finance' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('opening').first()).toBeVisible();
  await expect(page.getByTestId('opening')).toContainText(['Accounts Executive']);

  await page.getByRole('tab', { name: 'Marketing' }).click();
  await expect(page.getByTestId('no-openings')).toHaveText(
    'Thank you for your interest but we have no current openings.',
  );
  await page.getByRole('tab', { name: 'Marketing' }).press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'HR' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('no-openings')).toBeVisible();
  await page.getByRole('tab', { name: 'Operations' }).click();
  await expect(page.getByTestId('opening').first()).toContainText(/Hatchery Supervisor|Feed Mill/);
});

test('careers: application validates on change and submit, checks the resume first, then uploads and stores it', async ({
  page,
  request,
}) => {
  await page.goto('/careers');
  await page.getByRole('button', { name: /Apply for Accounts Executive/ }).click();
  const dialog = page.locator('[data-testid="application-dialog"][open]');
  await expect(dialog.getByRole('heading', { name: 'Apply for Accounts Executive' })).toBeVisible();

  // Submit empty: every field says "This fiels is required" and nothing is sent.
  let posted = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().startsWith(cmsUrl)) posted += 1;
  });
  await dialog.getByTestId('application-submit').click();
  for (const field of [
    'name',
    'email',
    'phoneNumber',
    'currentWorkingLocation',
    'noticePeriod',
    'resume',
  ]) {
    await expect(dialog.getByTestId(`error-${field}`)).toHaveText('This fiels is required');
  }
  await expect(dialog.getByTestId('application-submit')).toBeDisabled();

  const email = `applicant.${unique()}@example.com`;
  await dialog.getByLabel('Full name').fill('Asha Verma');
  await expect(dialog.getByTestId('error-name')).toHaveCount(0);
  await dialog.getByLabel('E-mail').fill('asha@example');
  await expect(dialog.getByTestId('error-email')).toHaveText('Invalid email');
  await dialog.getByLabel('E-mail').fill(email);
  // The contact form's phone field: numeric keypad, autofill, the rule shown under it and linked to it.
  const mobile = dialog.getByLabel('Mobile number');
  await expect(mobile).toHaveAttribute('type', 'tel');
  await expect(mobile).toHaveAttribute('inputmode', 'numeric');
  await expect(mobile).toHaveAttribute('autocomplete', 'tel');
  // (the empty submit's "required" error follows the hint for now)
  await expect(mobile).toHaveAccessibleDescription(
    /^10-digit Indian mobile number; \+91 or 0 in front is fine/,
  );
  await mobile.fill('12345');
  await expect(dialog.getByTestId('error-phoneNumber')).toHaveText('Invalid contact number');
  for (const written of ['98765 43210', '098765 43210']) {
    await mobile.fill(written);
    await expect(dialog.getByTestId('error-phoneNumber')).toHaveCount(0);
  }
  // Typed with the country code and a space, stored in the one normal form (checked below).
  await mobile.fill('');
  await mobile.pressSequentially('+91 98765 43210');
  await expect(mobile).toHaveValue('+91 98765 43210');
  await expect(dialog.getByTestId('error-phoneNumber')).toHaveCount(0);
  await dialog.getByLabel('Current working location').fill('Ambala');
  await dialog.getByLabel('Notice period (in days)').fill('30');

  // Wrong type and too large are refused before any upload.
  const resumeInput = dialog.getByLabel(/^Resume/);
  await resumeInput.setInputFiles({
    name: 'photo.png',
    mimeType: 'image/png',
    buffer: Buffer.from('not a resume'),
  });
  await expect(dialog.getByTestId('error-resume')).toHaveText(
    'Please choose a PDF, DOC or DOCX file',
  );
  await dialog.getByRole('button', { name: /Remove photo.png/ }).click();
  await expect(dialog.getByTestId('error-resume')).toHaveText('This fiels is required');
  await resumeInput.setInputFiles({
    name: 'huge.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.alloc(5 * 1024 * 1024 + 10, 0x20),
  });
  await expect(dialog.getByTestId('error-resume')).toHaveText('The resume must be 5 MB or smaller');
  await dialog.getByRole('button', { name: /Remove huge.pdf/ }).click();
  expect(posted).toBe(0);

  await resumeInput.setInputFiles({
    name: 'asha-verma-cv.pdf',
    mimeType: 'application/pdf',
    buffer: pdfResume(),
  });
  await expect(dialog.getByTestId('error-resume')).toHaveCount(0);
  await expect(dialog.getByTestId('application-submit')).toBeEnabled();

  const upload = page.waitForResponse(
    (r) => r.url().startsWith(`${cmsUrl}/api/upload`) && r.request().method() === 'POST',
  );
  const created = page.waitForResponse(
    (r) => r.url().startsWith(`${cmsUrl}/api/job-applicants`) && r.request().method() === 'POST',
  );
  await dialog.getByTestId('application-submit').click();
  expect((await upload).status()).toBe(201);
  const createdResponse = await created;
  expect(createdResponse.status()).toBe(201);
  // Sent in the stored form, not as typed.
  expect(
    (createdResponse.request().postDataJSON() as { data: { phoneNumber: string } }).data
      .phoneNumber,
  ).toBe('+919876543210');
  await expect(dialog.getByTestId('application-submitted')).toHaveText(
    /Your application has been submitted/,
  );

  const stored = await findRecords(request, APPLICANT_UID, 'email', email);
  expect(stored).toHaveLength(1);
  const record = stored[0] ?? {};
  // "+91 98765 43210" as typed is stored as +91 and the ten digits.
  expect(record).toMatchObject({
    name: 'Asha Verma',
    phoneNumber: '+919876543210',
    currentWorkingLocation: 'Ambala',
    noticePeriod: '30',
    title: 'Accounts Executive',
  });
  // The resume is the CMS's, kept privately: HR and the admin read it, an anonymous request does not.
  const resumeUrl = String(record.resume);
  expect(resumeUrl).toMatch(/^\/admin\/resumes\/[\w-]+\.pdf$/);
  expect((await fetch(`${cmsUrl}${resumeUrl}`)).status).toBe(401);
  const file = await request.get(`${cmsUrl}${resumeUrl}`, {
    headers: { Authorization: `Bearer ${await adminToken(request)}` },
  });
  expect(file.status()).toBe(200);
  expect((await file.body()).subarray(0, 8).toString()).toBe('%PDF-1.4');

  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toBeHidden();
});

test('careers: Cancel closes the modal; a failed upload says so and keeps the input; no double submit', async ({
  page,
}) => {
  await page.goto('/careers');
  await page.getByRole('button', { name: /Apply for Accounts Executive/ }).click();
  const dialog = page.locator('[data-testid="application-dialog"][open]');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  let uploads = 0;
  await page.route(`${cmsUrl}/api/upload`, async (route) => {
    uploads += 1;
    // A slow upload (not a wait of the test's): the form must hold its Submit while it is on.
    await new Promise((r) => setTimeout(r, 300));
    await route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: '{"error":{"status":500}}',
    });
  });
  await page.getByRole('button', { name: /Apply for Accounts Executive/ }).click();
  await dialog.getByLabel('Full name').fill('Ravi Kumar');
  await dialog.getByLabel('E-mail').fill('ravi@example.com');
  await dialog.getByLabel('Mobile number').fill('9123456780');
  await dialog.getByLabel('Current working location').fill('Karnal');
  await dialog.getByLabel('Notice period (in days)').fill('60');
  await dialog
    .getByLabel(/^Resume/)
    .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: pdfResume() });
  await dialog.getByTestId('application-submit').click();
  await dialog
    .getByTestId('application-submit')
    .click({ force: true })
    .catch(() => undefined);
  await expect(dialog.getByTestId('application-failed')).toContainText('could not be uploaded');
  expect(uploads).toBe(1);
  await expect(dialog.getByLabel('Full name')).toHaveValue('Ravi Kumar');
  await expect(dialog.getByLabel('Mobile number')).toHaveValue('9123456780');
  await expect(dialog.getByTestId('resume-chosen')).toContainText('cv.pdf');
});

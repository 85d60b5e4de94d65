import { expect, test } from '../../support/test';
import { cmsUrl } from '../../support/ports';
import { ENQUIRY_UID } from '../cms/helpers';
import { findRecords, noExitIntent, unique } from './helpers';

test.beforeEach(async ({ page }) => noExitIntent(page));

test('contact: empty form alerts and sends nothing; a complete one is stored and the fields clear', async ({ page, request }) => {
  await page.goto('/contact-us', { waitUntil: 'networkidle' });
  const form = page.locator('main form').first();
  let posted = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().startsWith(`${cmsUrl}/api/contact-uses`)) posted += 1;
  });
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByRole('alert')).toHaveText('please enter all details');
  expect(posted).toBe(0);

  const email = `contact.${unique()}@example.com`;
  await form.getByLabel('Name').fill('Contact Page Tester');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Mobile').fill('9876501234');
  await form.getByLabel('Message').fill('Please send me the broiler feed price list.');
  const sent = page.waitForResponse((r) => r.url().startsWith(`${cmsUrl}/api/contact-uses`) && r.request().method() === 'POST');
  await form.getByRole('button', { name: 'Submit' }).click();
  expect((await sent).status()).toBe(201);
  await expect(form.getByText('message send succesfully')).toBeVisible();
  await expect(form.getByLabel('Name')).toHaveValue('');
  const stored = await findRecords(request, ENQUIRY_UID, 'email', email);
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({ name: 'Contact Page Tester', message: 'Please send me the broiler feed price list.' });
});

test('contact: "Choose Location" has five locations, default foods, each with address, phone and a map link', async ({ page }) => {
  await page.goto('/contact-us', { waitUntil: 'networkidle' });
  const tabs = page.getByRole('tablist', { name: 'Choose Location' }).getByRole('tab');
  await expect(tabs).toHaveText(['Foods', 'Hatcheries', 'Proteins', 'Equipments', 'Feeds']);
  await expect(page.getByRole('tab', { name: 'Foods' })).toHaveAttribute('aria-selected', 'true');
  const detail = page.getByTestId('location-detail');
  await expect(detail.getByTestId('location-address')).toContainText('Sonipat');
  const seen = new Set<string>();
  for (const name of ['Foods', 'Hatcheries', 'Proteins', 'Equipments', 'Feeds']) {
    await page.getByRole('tab', { name }).click();
    const address = await detail.getByTestId('location-address').textContent();
    seen.add(address ?? '');
    await expect(detail.getByTestId('location-phone')).toHaveAttribute('href', /^tel:\+91/);
    const map = detail.getByTestId('location-map').getByRole('link');
    await expect(map).toHaveAttribute('href', /maps\.example\.com\/search\?q=/);
    await expect(map).toHaveAttribute('target', '_blank');
  }
  expect(seen.size).toBe(5);
  await page.getByRole('tab', { name: 'Proteins' }).click();
  await expect(detail.getByTestId('location-address')).toContainText('Ujjain');
});

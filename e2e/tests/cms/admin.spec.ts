import { expect, test } from '@playwright/test';
import type * as CmsUserScript from '../../../scripts/cms-user.mjs';
import { adminCredentials, adminToken, CMS_URL, logInToAdmin, uniqueMark } from './helpers';

/**
 * The admin panel as editors get it: served by the same `strapi start` as the API (global setup
 * builds it first when it is missing or stale, as `npm start` does), and a login through the real
 * form lands on the admin's home page.
 */

test('the CMS serves the admin panel at /admin', async ({ request }) => {
  const res = await request.get(`${CMS_URL}/admin`);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('text/html');
  const html = await res.text();
  expect(html).toContain('<title>Strapi Admin</title>');
  // The page loads the built bundle, and the bundle is there.
  const script = html.match(/<script[^>]+src="([^"]+\.js)"/)?.[1];
  expect(script, 'a script of the admin bundle').toBeTruthy();
  const bundle = await request.get(new URL(script!, `${CMS_URL}/admin/`).href);
  expect(bundle.status()).toBe(200);
});


test('the local admin logs in through the form and sees the home page', async ({ page }) => {
  const { email, password } = adminCredentials();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));

  await logInToAdmin(page, email, password);

  // The home page greets the user by first name (src/bootstrap/admin.js: "Site Editor").
  await expect(page.getByRole('heading', { name: /Hello Site/ })).toBeVisible({ timeout: 30_000 });
  await expect(page).not.toHaveURL(/\/auth\//);
  // And the content manager lists the site's content.
  await page.goto(`${CMS_URL}/admin/content-manager`);
  await expect(page.getByRole('link', { name: 'Blog post' }).first()).toBeVisible({ timeout: 30_000 });
  expect(errors).toEqual([]);
});

test("an Editor's content manager lists the site's content, not enquiries or applicants", async ({
  page,
  request,
}) => {
  const { createCmsUser } = (await import('../../../scripts/cms-user.mjs')) as typeof CmsUserScript;
  const user = await createCmsUser({
    cmsUrl: CMS_URL,
    role: 'editor',
    email: `priya-${uniqueMark()}@example.com`,
    firstname: 'Priya',
    token: await adminToken(request),
  });
  await logInToAdmin(page, user.email, user.password!);
  await expect(page.getByRole('heading', { name: /Hello Priya/ })).toBeVisible({ timeout: 30_000 });
  await page.goto(`${CMS_URL}/admin/content-manager`);
  const nav = page.getByRole('navigation', { name: 'Content Manager' });
  await expect(nav.getByRole('link', { name: 'Blog post' })).toBeVisible({ timeout: 30_000 });
  await expect(nav.getByRole('link', { name: 'Job opening' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Contact enquiry' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Job applicant' })).toHaveCount(0);
});

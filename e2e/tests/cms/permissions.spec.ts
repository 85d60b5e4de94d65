import { expect, test } from '@playwright/test';
import { api, CMS_URL } from './helpers';

test('the public role cannot list or read enquiries, applicants, files or users', async ({ request }) => {
  for (const path of ['/contact-uses', '/contact-uses/1', '/job-applicants', '/job-applicants/1', '/upload/files', '/upload/files/1', '/users', '/users/1', '/users/me', '/users-permissions/roles']) {
    const res = await request.get(api(path));
    expect([401, 403], `GET ${path}`).toContain(res.status());
  }
});

test('the public role cannot change or delete anything', async ({ request }) => {
  const checks: Array<[string, string]> = [
    ['put', '/blogs/1'],
    ['delete', '/blogs/1'],
    ['post', '/blogs'],
    ['post', '/faqs'],
    ['put', '/contact-uses/1'],
    ['delete', '/contact-uses/1'],
    ['delete', '/job-applicants/1'],
    ['delete', '/upload/files/1'],
  ];
  for (const [method, path] of checks) {
    const res = await request.fetch(api(path), { method, data: { data: { title: 'x' } } });
    expect(res.status(), `${method.toUpperCase()} ${path}`).toBe(403);
  }
});

test('nobody can register an account', async ({ request }) => {
  const res = await request.post(api('/auth/local/register'), { data: { username: 'mallory', email: 'mallory@example.com', password: 'Sup3r-secret!' } });
  expect(res.status()).toBe(403);
});

test('the admin API needs an admin token', async ({ request }) => {
  const res = await request.get(`${CMS_URL}/content-manager/collection-types/api::contact-us.contact-us`);
  expect(res.status()).toBe(401);
});

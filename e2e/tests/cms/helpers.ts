/**
 * Helpers for the content-service specs. The CMS under test is started by the
 * Playwright global setup (scripts/cms.mjs startCms with a throwaway database) and
 * its origin is in CMS_URL. To check that refused submissions stored nothing, the
 * specs count records as the local admin (credentials from CMS_ADMIN_EMAIL /
 * CMS_ADMIN_PASSWORD or cms/.env, which startCms writes and the CMS reads).
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const CMS_URL = (process.env.CMS_URL ?? 'http://127.0.0.1:1337').replace(/\/+$/, '');
export const api = (p: string) => `${CMS_URL}/api${p}`;

export function adminCredentials(): { email: string; password: string } {
  let email = process.env.CMS_ADMIN_EMAIL ?? '';
  let password = process.env.CMS_ADMIN_PASSWORD ?? '';
  const envFile = path.resolve(__dirname, '..', '..', '..', 'cms', '.env');
  if ((!email || !password) && fs.existsSync(envFile)) {
    for (const line of fs.readFileSync(envFile, 'utf8').split('\n')) {
      const m = line.match(/^\s*(CMS_ADMIN_EMAIL|CMS_ADMIN_PASSWORD)\s*=\s*(.*)\s*$/);
      if (m?.[1] === 'CMS_ADMIN_EMAIL' && !email) email = m[2] ?? '';
      if (m?.[1] === 'CMS_ADMIN_PASSWORD' && !password) password = m[2] ?? '';
    }
  }
  if (!email || !password) throw new Error('No CMS admin credentials (CMS_ADMIN_EMAIL / CMS_ADMIN_PASSWORD or cms/.env)');
  return { email, password };
}

/** An admin-API token for a login (POST /admin/login, as the admin panel does). */
export async function loginToken(request: APIRequestContext, login: { email: string; password: string }): Promise<string> {
  const res = await request.post(`${CMS_URL}/admin/login`, { data: login });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: { token: string } }).data.token;
}

let token: { value: string; at: number } | null = null;
/** How long a token is used: the admin's tokens live 30 minutes (Strapi's sessions). */
const TOKEN_USE_MS = 20 * 60_000;

/**
 * The local super admin's token: the run's, from the global setup's one login (E2E_ADMIN_TOKEN,
 * made at E2E_ADMIN_TOKEN_AT), while it is fresh; then, or without it, one login per worker.
 */
export async function adminToken(request: APIRequestContext): Promise<string> {
  if (!token || Date.now() - token.at > TOKEN_USE_MS) {
    const shared = process.env.E2E_ADMIN_TOKEN ?? '';
    const sharedAt = Number(process.env.E2E_ADMIN_TOKEN_AT ?? 0);
    token =
      shared && Date.now() - sharedAt < TOKEN_USE_MS
        ? { value: shared, at: sharedAt }
        : { value: await loginToken(request, adminCredentials()), at: Date.now() };
  }
  return token.value;
}

/**
 * The admin's content-manager API as the local super admin, as the admin panel calls it: `path`
 * after /content-manager/ (e.g. `collection-types/api::blog.blog/<documentId>/actions/publish`).
 */
export async function contentManager(
  request: APIRequestContext,
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  path: string,
  data?: object,
): Promise<Record<string, unknown>> {
  const response = await request.fetch(`${CMS_URL}/content-manager/${path}`, {
    method,
    headers: { Authorization: `Bearer ${await adminToken(request)}` },
    ...(data ? { data } : {}),
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return response.json() as Promise<Record<string, unknown>>;
}

/** Logs in through the admin panel's own form, as a person does. */
export async function logInToAdmin(page: Page, email: string, password: string) {
  await page.goto(`${CMS_URL}/admin`);
  await expect(page).toHaveURL(/\/admin\/auth\/login/, { timeout: 30_000 });
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** A valid enquiry and job application, as the site's forms send them. */
export const sampleEnquiry = { name: 'Asha Verma', email: 'asha@example.com', mobile: '9876543210', message: 'Please share the layer feed price list.' };
export const sampleApplication = {
  name: 'Rohit Sharma',
  email: 'rohit@example.com',
  phoneNumber: '9812345678',
  currentWorkingLocation: 'Ambala',
  noticePeriod: '30',
  title: 'Hatchery Supervisor',
};

/** A small, real PDF. */
export const samplePdf = (size = 400) => Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(size, 0x20), Buffer.from('\n%%EOF\n')]);

let resumeUrl: Promise<string> | null = null;
let resumeUploadedAt = 0;

/**
 * The URL of a resume uploaded through the public upload route, as the careers form sends it: the
 * CMS accepts an application only with a resume uploaded to it, within the hour (one upload per
 * worker and half hour).
 */
export function uploadedResume(request: APIRequestContext): Promise<string> {
  if (Date.now() - resumeUploadedAt > 30 * 60 * 1000) resumeUrl = null;
  resumeUrl ??= (async () => {
    resumeUploadedAt = Date.now();
    const res = await request.post(api('/upload'), { multipart: { files: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: samplePdf() } } });
    expect(res.status(), await res.text()).toBe(201);
    return ((await res.json()) as Array<{ url: string }>)[0]!.url;
  })();
  return resumeUrl;
}

/** A valid application with an uploaded resume. */
export async function applicationWithResume(request: APIRequestContext, overrides: Record<string, unknown> = {}) {
  return { ...sampleApplication, resume: await uploadedResume(request), ...overrides };
}

export const ENQUIRY_UID = 'api::contact-us.contact-us';
export const APPLICANT_UID = 'api::job-applicant.job-applicant';

export type V4Item = { id: number; attributes: Record<string, unknown> };
export type V4List = { data: V4Item[]; meta: { pagination: { page: number; pageSize: number; pageCount: number; total: number } } };

/**
 * Number of stored records of a content type whose `field` contains `text`. Specs that mark their
 * records with a unique text count with this, so records other specs add meanwhile do not count.
 */
export async function countRecordsContaining(request: APIRequestContext, uid: string, field: string, text: string): Promise<number> {
  const res = await request.get(`${CMS_URL}/content-manager/collection-types/${uid}`, {
    params: { page: 1, pageSize: 1, [`filters[$and][0][${field}][$contains]`]: text },
    headers: { Authorization: `Bearer ${await adminToken(request)}` },
  });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { pagination: { total: number } };
  return body.pagination.total;
}

/** Files in the media library whose name contains `text` (a test's mark: other tests upload too). */
export async function countFilesNamed(request: APIRequestContext, text: string): Promise<number> {
  const res = await request.get(`${CMS_URL}/upload/files`, {
    params: { page: 1, pageSize: 1, 'filters[name][$contains]': text },
    headers: { Authorization: `Bearer ${await adminToken(request)}` },
  });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { pagination: { total: number } };
  return body.pagination.total;
}

/** A text no other record holds, to mark the records one test makes. */
export const uniqueMark = () => `t${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

/**
 * An admin-panel login as a browser holds it: the access token (`Authorization: Bearer`) and the
 * session cookie (`strapi_admin_refresh`, path /admin) as one Cookie header. Sent with node's fetch,
 * so no test's request context keeps the cookie.
 */
export async function adminSession(login: { email: string; password: string }, cmsUrl = CMS_URL): Promise<{ token: string; cookie: string }> {
  const res = await fetch(`${cmsUrl}/admin/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(login) });
  expect(res.status, await res.clone().text()).toBe(200);
  const token = ((await res.json()) as { data: { token: string } }).data.token;
  const cookie = res.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .filter((pair) => pair.startsWith('strapi_admin_refresh'))
    .join('; ');
  expect(cookie).toContain('strapi_admin_refresh=');
  return { token, cookie };
}

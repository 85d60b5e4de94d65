/**
 * Helpers for the content-service specs. The CMS under test is started by the
 * Playwright global setup (scripts/cms.mjs startCms with a throwaway database) and
 * its origin is in CMS_URL. To check that refused submissions stored nothing, the
 * specs count records as the local admin (credentials from CMS_ADMIN_EMAIL /
 * CMS_ADMIN_PASSWORD or cms/.env, which startCms writes and the CMS reads).
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';

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

let token: string | null = null;

export async function adminToken(request: APIRequestContext): Promise<string> {
  if (token) return token;
  const res = await request.post(`${CMS_URL}/admin/login`, { data: adminCredentials() });
  expect(res.status(), await res.text()).toBe(200);
  const body = (await res.json()) as { data: { token: string } };
  token = body.data.token;
  return token;
}

/** A valid enquiry and job application, as the site's forms send them. */
export const sampleEnquiry = { name: 'Asha Verma', email: 'asha@example.com', mobile: '9876543210', message: 'Please share the layer feed price list.' };
export const sampleApplication = {
  name: 'Rohit Sharma',
  email: 'rohit@example.com',
  phoneNumber: '9812345678',
  currentWorkingLocation: 'Ambala',
  noticePeriod: '30',
  resume: 'http://127.0.0.1:1337/uploads/cv.pdf',
  title: 'Hatchery Supervisor',
};

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

import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { throwawayCms } from '../../support/throwaway-cms';
import { adminCredentials, adminSession, samplePdf, sampleApplication } from './helpers';

/**
 * Resumes are bounded (cms/config/resumes.js): a few uploads an hour per client (5, the default),
 * and an upload no application names within the time allowed is deleted by the CMS's sweep (here
 * 6 s, swept every second, instead of an hour and five minutes). A CMS of this spec's own: the
 * shared test CMS lifts the hourly limit for the other specs.
 */
const FORMS_SECRET = 'resume-limits-forms-secret';
const cms = throwawayCms('resume-limits', {
  CMS_RESUME_ORPHAN_MS: '6000',
  CMS_RESUME_SWEEP_MS: '1000',
  SITE_FORMS_SECRET: FORMS_SECRET,
});

/** The site server's way of naming the visitor a form came from: each visitor has its own budget. */
const visitor = (name: string) => ({ 'X-Site-Client': name, 'X-Site-Client-Key': FORMS_SECRET });
const stored = () => fs.readdirSync(path.join(cms.dir, 'resumes')).filter((name) => !name.startsWith('.'));

test('resume uploads: 5 an hour per client under every spelling of the route; another client keeps its own', async ({ request }) => {
  const upload = (client: string, spelling = '/api/upload') =>
    request.post(`${cms.url}${spelling}`, {
      headers: visitor(client),
      multipart: { files: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: samplePdf() } },
    });
  const statuses: number[] = [];
  for (const spelling of ['/api/upload', '/api/upload/', '/api/upload', '/api/upload?x=1', '/api/upload']) statuses.push((await upload('visitor-a', spelling)).status());
  expect(statuses).toEqual([201, 201, 201, 201, 201]);
  const before = stored().length;
  for (const spelling of ['/api/upload', '/api/upload/', '/api/upload?x=1', '/API/upload']) {
    const res = await upload('visitor-a', spelling);
    expect([404, 429], spelling).toContain(res.status());
    if (res.status() === 429) expect(Number(res.headers()['retry-after'])).toBeGreaterThanOrEqual(3000);
  }
  // Nothing of the refused uploads was stored.
  expect(stored()).toHaveLength(before);
  expect((await upload('visitor-b')).status()).toBe(201);
});

test('an upload no application names is deleted after the time allowed; an application keeps its resume', async ({ request }) => {
  test.setTimeout(60_000);
  const admin = await adminSession(adminCredentials(), cms.url);
  const upload = async (name: string) => {
    const res = await request.post(`${cms.url}/api/upload`, {
      headers: visitor('sweep'),
      multipart: { files: { name, mimeType: 'application/pdf', buffer: samplePdf() } },
    });
    expect(res.status(), await res.text()).toBe(201);
    return ((await res.json()) as Array<{ id: number; url: string }>)[0]!;
  };
  const apply = (resume: string) =>
    request.post(`${cms.url}/api/job-applicants`, { headers: visitor('sweep'), data: { data: { ...sampleApplication, resume } } });
  const fileRecord = (id: number) => request.get(`${cms.url}/upload/files/${id}`, { headers: { Authorization: `Bearer ${admin.token}` } });
  const read = (url: string) => fetch(`${cms.url}${url}`, { headers: { Authorization: `Bearer ${admin.token}` } });

  const kept = await upload('kept.pdf');
  expect((await apply(kept.url)).status()).toBe(201);
  const orphan = await upload('orphan.pdf');
  const late = await upload('late.pdf');
  const key = (url: string) => url.split('/').pop()!;
  expect(stored()).toEqual(expect.arrayContaining([key(kept.url), key(orphan.url), key(late.url)]));
  // An application may name only a resume uploaded within the time allowed (less a margin), so the
  // sweep never deletes one an application is being stored with. This measures time: the upload
  // must be older than the margin (6 s allowed here), which only time passing makes it.
  await new Promise((resolve) => setTimeout(resolve, 3500));
  const tooLate = await apply(late.url);
  expect(tooLate.status()).toBe(400);
  expect(((await tooLate.json()) as { error: { message: string } }).error.message).toMatch(/^resume /);

  // Swept: the record and the file, for both unattached uploads.
  await expect.poll(async () => (await fileRecord(orphan.id)).status(), { timeout: 20_000 }).toBe(404);
  await expect.poll(async () => (await fileRecord(late.id)).status(), { timeout: 20_000 }).toBe(404);
  expect(stored()).not.toContain(key(orphan.url));
  expect(stored()).not.toContain(key(late.url));
  expect((await read(orphan.url)).status).toBe(404);
  expect((await apply(orphan.url)).status()).toBe(400);
  // The application's resume stays, on disk and to the admin, past the time allowed.
  expect((await fileRecord(kept.id)).status()).toBe(200);
  expect(stored()).toContain(key(kept.url));
  const served = await read(kept.url);
  expect(served.status).toBe(200);
  expect((await served.text()).startsWith('%PDF-')).toBe(true);
});

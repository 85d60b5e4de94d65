import { expect, test, type APIRequestContext } from '@playwright/test';
import type * as CmsUserScript from '../../../scripts/cms-user.mjs';
import {
  adminToken,
  api,
  APPLICANT_UID,
  CMS_URL,
  ENQUIRY_UID,
  loginToken,
  sampleApplication,
  sampleEnquiry,
  uniqueMark,
} from './helpers';

/**
 * The admin roles (cms/src/bootstrap/admin-roles.js) against the admin API, as the admin panel
 * calls it: an Editor runs the site's content and its images but never sees enquiries,
 * applicants or resumes; HR sees applicants and their resumes; Sales sees enquiries. The users
 * are made with the code of `npm run cms:user` (scripts/cms-user.mjs).
 */

const BLOG_UID = 'api::blog.blog';
const cm = (uid: string, documentId = '') =>
  `${CMS_URL}/content-manager/collection-types/${uid}${documentId ? `/${documentId}` : ''}`;
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

type Users = Record<'editor' | 'hr' | 'sales', string>;
type Applicant = { documentId: string; resumeUrl: string; resumeId: number; name: string };

const loginAs = (request: APIRequestContext, email: string, password: string) =>
  loginToken(request, { email, password });

/** Ids of the files a user's media library lists (all pages). */
async function fileIds(request: APIRequestContext, token: string): Promise<number[]> {
  const res = await request.get(`${CMS_URL}/upload/files`, {
    params: { page: 1, pageSize: 100 },
    headers: bearer(token),
  });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as {
    results: Array<{ id: number }>;
    pagination: { pageCount: number };
  };
  expect(body.pagination.pageCount, 'one page holds every file of the test CMS').toBeLessThanOrEqual(1);
  return body.results.map((f) => f.id);
}

async function documentIdOf(request: APIRequestContext, uid: string, field: string, value: string) {
  const res = await request.get(cm(uid), {
    params: { page: 1, pageSize: 1, [`filters[$and][0][${field}][$eq]`]: value },
    headers: bearer(await adminToken(request)),
  });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { results: Array<{ documentId: string }> };
  expect(body.results).toHaveLength(1);
  return body.results[0]!.documentId;
}

test.describe.configure({ mode: 'serial' });

let users: Users;
let applicant: Applicant;
let enquiryId: string;
let enquiryMessage: string;

test.beforeAll(async ({ request }) => {
  const { createCmsUser } = (await import('../../../scripts/cms-user.mjs')) as typeof CmsUserScript;
  const mark = uniqueMark();
  const token = await adminToken(request);
  const made = {} as Users;
  for (const role of ['editor', 'hr', 'sales'] as const) {
    const user = await createCmsUser({
      cmsUrl: CMS_URL,
      role,
      email: `${role}-${mark}@example.com`,
      token,
    });
    expect(user.created).toBe(true);
    made[role] = await loginAs(request, user.email, user.password!);
  }
  users = made;

  // An application with its resume, and an enquiry, as the site's forms send them.
  const upload = await request.post(api('/upload'), {
    multipart: {
      files: {
        name: 'cv.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from(`%PDF-1.4\n${mark}\n%%EOF\n`),
      },
    },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const [file] = (await upload.json()) as Array<{ id: number; url: string }>;
  const name = `Applicant ${mark}`;
  const created = await request.post(api('/job-applicants'), {
    data: { data: { ...sampleApplication, name, resume: file!.url } },
  });
  expect([200, 201], await created.text()).toContain(created.status());
  applicant = {
    documentId: await documentIdOf(request, APPLICANT_UID, 'name', name),
    resumeUrl: file!.url,
    resumeId: file!.id,
    name,
  };
  enquiryMessage = `Price list please (${mark})`;
  const enquiry = await request.post(api('/contact-uses'), {
    data: { data: { ...sampleEnquiry, message: enquiryMessage } },
  });
  expect([200, 201], await enquiry.text()).toContain(enquiry.status());
  enquiryId = await documentIdOf(request, ENQUIRY_UID, 'message', enquiryMessage);
});

test('an Editor cannot list or read applicants or enquiries', async ({ request }) => {
  const headers = bearer(users.editor);
  for (const url of [
    cm(APPLICANT_UID),
    cm(APPLICANT_UID, applicant.documentId),
    cm(ENQUIRY_UID),
    cm(ENQUIRY_UID, enquiryId),
  ]) {
    expect((await request.get(url, { headers })).status(), url).toBe(403);
  }
  const res = await request.put(cm(APPLICANT_UID, applicant.documentId), {
    headers,
    data: { name: 'Changed by an editor' },
  });
  expect(res.status()).toBe(403);
});

test('an Editor sees the images but not the resume in the media library', async ({ request }) => {
  const headers = bearer(users.editor);
  const listed = await fileIds(request, users.editor);
  expect(listed.length, 'the seeded images').toBeGreaterThan(0);
  expect(listed).not.toContain(applicant.resumeId);
  const image = await request.get(`${CMS_URL}/upload/files/${listed[0]}`, { headers });
  expect(image.status()).toBe(200);
  const resume = await request.get(`${CMS_URL}/upload/files/${applicant.resumeId}`, { headers });
  expect(resume.status()).toBe(403);
  expect((await request.get(`${CMS_URL}${applicant.resumeUrl}`, { headers })).status()).toBe(403);
  // Neither by changing it, nor by the media library's bulk actions (which Strapi checks only
  // for "may update some file").
  const rename = await request.post(`${CMS_URL}/upload`, {
    headers,
    params: { id: String(applicant.resumeId) },
    multipart: { fileInfo: JSON.stringify({ name: 'mine.pdf' }) },
  });
  expect(rename.status()).toBe(403);
  for (const action of ['bulk-move', 'bulk-delete']) {
    const res = await request.post(`${CMS_URL}/upload/actions/${action}`, {
      headers,
      data: { fileIds: [applicant.resumeId], folderIds: [], destinationFolderId: null },
    });
    expect(res.status(), action).toBe(403);
  }
  const stillThere = await request.get(`${CMS_URL}/upload/files/${applicant.resumeId}`, {
    headers: bearer(await adminToken(request)),
  });
  expect(stillThere.status()).toBe(200);
});

test('an Editor reads, writes and deletes blog posts', async ({ request }) => {
  const headers = bearer(users.editor);
  const list = await request.get(cm(BLOG_UID), { headers, params: { page: 1, pageSize: 5 } });
  expect(list.status()).toBe(200);
  const seeded = ((await list.json()) as { results: Array<{ documentId: string }> }).results;
  expect(seeded.length).toBeGreaterThan(0);
  expect((await request.get(cm(BLOG_UID, seeded[0]!.documentId), { headers })).status()).toBe(200);

  // A post of their own (a draft where posts have draft & publish), so other tests' posts stay.
  const title = `Editor's post ${uniqueMark()}`;
  const created = await request.post(cm(BLOG_UID), {
    headers,
    data: { title, description: 'Written by an Editor in the roles test.' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { data } = (await created.json()) as { data: { documentId: string } };
  const updated = await request.put(cm(BLOG_UID, data.documentId), {
    headers,
    data: { title: `${title} (edited)`, description: 'Edited by an Editor.' },
  });
  expect(updated.status(), await updated.text()).toBe(200);
  expect(((await updated.json()) as { data: { title: string } }).data.title).toBe(
    `${title} (edited)`,
  );
  const removed = await request.delete(cm(BLOG_UID, data.documentId), { headers });
  expect(removed.status()).toBe(200);
});

test('HR reads applicants and their resume, not enquiries or posts', async ({ request }) => {
  const headers = bearer(users.hr);
  const list = await request.get(cm(APPLICANT_UID), { headers, params: { page: 1, pageSize: 1 } });
  expect(list.status()).toBe(200);
  const one = await request.get(cm(APPLICANT_UID, applicant.documentId), { headers });
  expect(one.status()).toBe(200);
  const { data } = (await one.json()) as { data: { name: string; resume: string } };
  expect(data.name).toBe(applicant.name);
  expect(data.resume).toBe(applicant.resumeUrl);
  // The resume in the media library: listed, readable, and only resumes are.
  const listed = await fileIds(request, users.hr);
  expect(listed).toContain(applicant.resumeId);
  const file = await request.get(`${CMS_URL}/upload/files/${applicant.resumeId}`, { headers });
  expect(file.status()).toBe(200);
  // The file itself, served by the CMS to HR (tests/cms/upload.spec.ts tries every other way).
  const pdf = await request.get(`${CMS_URL}${applicant.resumeUrl}`, { headers });
  expect(pdf.status()).toBe(200);
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  const editorFiles = await fileIds(request, users.editor);
  expect(listed.filter((id) => editorFiles.includes(id))).toEqual([]);

  expect((await request.get(cm(ENQUIRY_UID), { headers })).status()).toBe(403);
  expect((await request.get(cm(BLOG_UID), { headers })).status()).toBe(403);
});

test('Sales reads enquiries, not applicants or resumes', async ({ request }) => {
  const headers = bearer(users.sales);
  const one = await request.get(cm(ENQUIRY_UID, enquiryId), { headers });
  expect(one.status()).toBe(200);
  expect(((await one.json()) as { data: { message: string } }).data.message).toBe(enquiryMessage);
  expect((await request.get(cm(ENQUIRY_UID), { headers })).status()).toBe(200);
  expect((await request.get(cm(APPLICANT_UID), { headers })).status()).toBe(403);
  expect((await request.get(cm(APPLICANT_UID, applicant.documentId), { headers })).status()).toBe(
    403,
  );
  expect((await request.get(`${CMS_URL}/upload/files`, { headers })).status()).toBe(403);
  expect((await request.get(`${CMS_URL}${applicant.resumeUrl}`, { headers })).status()).toBe(403);
});

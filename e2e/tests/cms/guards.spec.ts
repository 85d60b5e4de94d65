/**
 * The CMS's guards tried as a hostile visitor would (no credentials): each request of the issue
 * that found them, and other spellings of its path (case, slashes), other headers and methods.
 * Every guard is attached to the route or action it protects, so no spelling walks around it.
 */
import zlib from 'node:zlib';
import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  adminToken,
  api,
  applicationWithResume,
  APPLICANT_UID,
  CMS_URL,
  contentManager,
  countFilesNamed,
  countRecordsContaining,
  samplePdf,
  uniqueMark,
} from './helpers';

/** A real 1x1 PNG. */
function png(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(Buffer.concat([Buffer.from(type), data])));
    return Buffer.concat([length, Buffer.from(type), data, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header.writeUInt8(8, 8);
  header.writeUInt8(2, 9);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.from([0, 0xff, 0, 0]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Authorization headers that authenticate nobody: Strapi takes each for the public role. */
const NO_CREDENTIALS: Array<Record<string, string>> = [
  {},
  { Authorization: 'Basic eDp5' },
  { Authorization: 'Bearer' },
  { Authorization: 'Bearer ' },
  { Authorization: 'Bearer not-a-token' },
  { Authorization: 'Token x' },
  { authorization: 'bearer' },
];

/** Other spellings of an `/api/...` path: case, a trailing slash. */
function spellings(path: string): string[] {
  const upper = path.replace(/^\/api\//, '/API/');
  const title = path.replace(/^\/api\//, '/Api/').replace(/\/(\w)(\w*)$/, (_m, a: string, b: string) => `/${a.toUpperCase()}${b}`);
  const shouting = path.toUpperCase();
  return [path, `${path}/`, upper, title, shouting, `${upper}/`];
}

type FileRow = { id: number; hash: string; url: string; alternativeText: string | null; name: string };

async function fileRow(request: APIRequestContext, id: number): Promise<FileRow> {
  const res = await request.get(`${CMS_URL}/upload/files/${id}`, { headers: { Authorization: `Bearer ${await adminToken(request)}` } });
  expect(res.status()).toBe(200);
  return (await res.json()) as FileRow;
}

test.describe.configure({ mode: 'serial' });

test('no public request replaces or re-describes a media file, however the path is spelled', async ({ request }) => {
  // A site image: the first file of the media library (the seed's artwork), its bytes and text.
  const listed = await request.get(`${CMS_URL}/upload/files`, {
    params: { page: 1, pageSize: 1, sort: 'id:asc' },
    headers: { Authorization: `Bearer ${await adminToken(request)}` },
  });
  const target = ((await listed.json()) as { results: FileRow[] }).results[0]!;
  const before = await fileRow(request, target.id);
  const bytesBefore = await (await request.get(`${CMS_URL}${before.url}`)).body();

  for (const path of spellings('/api/upload')) {
    for (const headers of NO_CREDENTIALS) {
      const label = `${path} ${JSON.stringify(headers)}`;
      const replace = await request.post(`${CMS_URL}${path}?id=${target.id}`, {
        headers,
        multipart: { files: { name: 'defaced.png', mimeType: 'image/png', buffer: png() } },
      });
      expect(replace.status(), label).toBeGreaterThanOrEqual(400);
      const describe = await request.post(`${CMS_URL}${path}?id=${target.id}`, {
        headers,
        multipart: { fileInfo: JSON.stringify({ alternativeText: 'defaced' }) },
      });
      expect(describe.status(), label).toBeGreaterThanOrEqual(400);
      // A resume as the replacement is no better.
      const asResume = await request.post(`${CMS_URL}${path}?id=${target.id}`, {
        headers,
        multipart: { files: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: samplePdf() } },
      });
      expect(asResume.status(), label).toBeGreaterThanOrEqual(400);
    }
  }
  // Other methods on the file routes: none is open to the public.
  for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
    for (const path of [`/api/upload/files/${target.id}`, `/API/upload/files/${target.id}`, `/api/upload?id=${target.id}`]) {
      const res = await request.fetch(`${CMS_URL}${path}`, { method, data: { fileInfo: { alternativeText: 'defaced' } } });
      expect(res.status(), `${method} ${path}`).toBeGreaterThanOrEqual(400);
    }
  }
  const after = await fileRow(request, target.id);
  expect({ hash: after.hash, url: after.url, alternativeText: after.alternativeText, name: after.name }).toEqual({
    hash: before.hash,
    url: before.url,
    alternativeText: before.alternativeText,
    name: before.name,
  });
  expect(await (await request.get(`${CMS_URL}${after.url}`)).body()).toEqual(bytesBefore);
});

test('the upload route takes one resume and nothing else, under every spelling', async ({ request }) => {
  const mark = uniqueMark();
  const big = Buffer.concat([samplePdf(), Buffer.alloc(5 * 1024 * 1024 + 10, 0x20)]);
  for (const path of spellings('/api/upload')) {
    for (const headers of NO_CREDENTIALS.slice(0, 2)) {
      const label = `${path} ${JSON.stringify(headers)}`;
      const image = await request.post(`${CMS_URL}${path}`, { headers, multipart: { files: { name: `${mark}.png`, mimeType: 'image/png', buffer: png() } } });
      expect(image.status(), label).toBeGreaterThanOrEqual(400);
      const tooBig = await request.post(`${CMS_URL}${path}`, { headers, multipart: { files: { name: `${mark}-big.pdf`, mimeType: 'application/pdf', buffer: big } } });
      expect(tooBig.status(), label).toBeGreaterThanOrEqual(400);
    }
  }
  // The one spelling of the route still takes a resume.
  const resume = await request.post(api('/upload'), { multipart: { files: { name: `${mark}-cv.pdf`, mimeType: 'application/pdf', buffer: samplePdf() } } });
  expect(resume.status()).toBe(201);
  expect(await countFilesNamed(request, mark)).toBe(1);
});

test('an /api/ path is answered only in its lowercase spelling', async ({ request }) => {
  expect((await request.get(api('/faqs'))).status()).toBe(200);
  for (const path of ['/API/faqs', '/Api/faqs', '/api/FAQS', '/api/Faqs/', '/API/blogs/1', '/api/Blogs?status=draft']) {
    const res = await request.get(`${CMS_URL}${path}`);
    expect(res.status(), path).toBe(404);
  }
  for (const path of ['/API/contact-uses', '/api/contact-uSes', '/API/job-applicants', '/API/upload', '/Api/Upload']) {
    const res = await request.post(`${CMS_URL}${path}`, { data: { data: {} } });
    expect(res.status(), path).toBe(404);
  }
});

test('drafts stay private whatever Authorization header or path spelling is sent', async ({ request }) => {
  const mark = uniqueMark();
  const BLOG = 'collection-types/api::blog.blog';
  // A post never published, and a published post whose newer changes are still a draft.
  const draftTitle = `Draft only ${mark}`;
  const draftOnly = (await contentManager(request, 'POST', BLOG, {
    title: draftTitle,
    description: 'Not published.',
    tab: 'Drafts',
    content: [{ type: 'paragraph', children: [{ type: 'text', text: draftTitle }] }],
  })) as { data: { documentId: string; number: number } };
  const live = (await contentManager(request, 'POST', BLOG, {
    title: `Published ${mark}`,
    description: 'Published.',
    tab: 'Drafts',
    content: [{ type: 'paragraph', children: [{ type: 'text', text: 'Published text.' }] }],
  })) as { data: { documentId: string; number: number } };
  await contentManager(request, 'POST', `${BLOG}/${live.data.documentId}/actions/publish`, {});
  const editTitle = `Unpublished edit ${mark}`;
  await contentManager(request, 'PUT', `${BLOG}/${live.data.documentId}`, { title: editTitle });
  try {
    const queries = ['status=draft', 'status=DRAFT', 'status[0]=draft', 'status=draft&status=published', 'publicationState=preview'];
    const paths = [
      `/api/blogs/${draftOnly.data.number}`,
      `/api/blogs/${live.data.number}`,
      `/api/blogs/${live.data.documentId}`,
      '/api/blogs',
      `/API/blogs/${live.data.number}`,
      `/api/blogs/${live.data.number}/`,
      '/Api/Blogs',
    ];
    for (const path of paths) {
      for (const query of queries) {
        for (const headers of NO_CREDENTIALS) {
          const res = await request.get(`${CMS_URL}${path}?${query}`, { headers });
          const label = `${path}?${query} ${JSON.stringify(headers)}`;
          expect([401, 403, 404], label).toContain(res.status());
          const text = await res.text();
          expect(text, label).not.toContain(draftTitle);
          expect(text, label).not.toContain(editTitle);
        }
      }
    }
    // What the public does get: the published version only.
    const published = await request.get(api(`/blogs/${live.data.number}`), { headers: { Authorization: 'Basic eDp5' } });
    expect(published.status()).toBe(200);
    expect(await published.text()).toContain(`Published ${mark}`);
    expect((await request.get(api(`/blogs/${draftOnly.data.number}`))).status()).toBe(404);
  } finally {
    await contentManager(request, 'DELETE', `${BLOG}/${draftOnly.data.documentId}`);
    await contentManager(request, 'DELETE', `${BLOG}/${live.data.documentId}`);
  }
});

test('a job application names only a resume uploaded to the CMS', async ({ request }) => {
  const mark = uniqueMark();
  const upload = await request.post(api('/upload'), { multipart: { files: { name: `${mark}.pdf`, mimeType: 'application/pdf', buffer: samplePdf() } } });
  const uploaded = ((await upload.json()) as Array<{ url: string }>)[0]!.url;
  // A site image in the media library: uploaded by an editor, not a resume.
  const listed = await request.get(`${CMS_URL}/upload/files`, {
    params: { page: 1, pageSize: 1, sort: 'id:asc' },
    headers: { Authorization: `Bearer ${await adminToken(request)}` },
  });
  const image = ((await listed.json()) as { results: FileRow[] }).results[0]!.url;
  const refused = [
    'https://evil.example/phish.pdf',
    `https://evil.example${uploaded}`,
    `${CMS_URL}${uploaded}`,
    `${uploaded}?x=1`,
    uploaded.toUpperCase(),
    '/uploads/no-such-file.pdf',
    image,
    `${CMS_URL}${image}`,
  ];
  for (const resume of refused) {
    const res = await request.post(api('/job-applicants'), { data: { data: await applicationWithResume(request, { name: `Applicant ${mark}`, resume }) } });
    expect(res.status(), resume).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message, resume).toMatch(/^resume /);
  }
  expect(await countRecordsContaining(request, APPLICANT_UID, 'name', mark)).toBe(0);
  const ok = await request.post(api('/job-applicants'), { data: { data: await applicationWithResume(request, { name: `Applicant ${mark}`, resume: uploaded }) } });
  expect(ok.status(), await ok.text()).toBe(201);
  expect(await countRecordsContaining(request, APPLICANT_UID, 'name', mark)).toBe(1);
});

test('hostile bodies and queries answer 400 with a short message, never 500', async ({ request }) => {
  const deep = `{"data":${'['.repeat(5000)}${']'.repeat(5000)}}`;
  const deepObject = `{"data":${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}}`;
  const json = { 'Content-Type': 'application/json' };
  const answers = [
    await request.post(api('/nothing'), { headers: json, data: '{"__proto__":{"a":1}}' }),
    await request.post(api('/contact-uses'), { headers: json, data: '{"__proto__":{"a":1}}' }),
    await request.post(api('/contact-uses'), { headers: json, data: deep }),
    await request.post(api('/contact-uses'), { headers: json, data: deepObject }),
    await request.post(api('/contact-uses'), { headers: json, data: '{"data":{"constructor":{"prototype":{"isAdmin":true}}}}' }),
    await request.post(api('/job-applicants'), { headers: json, data: '{"data":{"name":{"constructor":{"prototype":{}}}}}' }),
    await request.post(api('/contact-uses'), { headers: json, data: '{"data":' }),
    // A broken multipart body where files are taken (anywhere else a multipart body is a 415, unread).
    await request.post(api('/upload'), { headers: { 'Content-Type': 'multipart/form-data; boundary=x' }, data: 'garbage' }),
    await request.get(`${api('/blogs')}?filters[title][$eq][$ne]=1`),
    await request.get(`${api('/blogs')}?filters[title][$in][0][$ne]=1`),
    await request.get(`${api('/faqs')}?filters[$or][0][title][$eq][$gt]=a`),
    await request.get(`${api('/faqs')}?${'a'.repeat(1)}${'[b]'.repeat(40)}=1`),
  ];
  for (const res of answers) {
    const label = `${res.url()}`.slice(0, 120);
    expect(res.status(), label).toBe(400);
    const text = await res.text();
    expect(text.length, label).toBeLessThan(400);
    expect(((JSON.parse(text) as { error: { message: string } }).error.message).length, label).toBeGreaterThan(5);
  }
  // The query parser drops prototype keys itself: ignored, never a 500.
  expect((await request.get(`${api('/faqs')}?constructor[prototype][x]=1&__proto__[y]=1`)).status()).toBe(200);
  // Filters used as intended still work.
  expect((await request.get(`${api('/faqs')}?filters[$or][0][title][$eq]=x&filters[section][$in][0]=feeds`)).status()).toBe(200);
});

import { expect, test } from '@playwright/test';
import { siteUrl } from '../../support/ports';
import {
  adminToken,
  api,
  APPLICANT_UID,
  applicationWithResume,
  CMS_URL,
  countFilesNamed,
  countRecordsContaining,
  ENQUIRY_UID,
  samplePdf,
  uniqueMark,
  sampleEnquiry,
} from './helpers';

const enquiry = sampleEnquiry;

type ErrorBody = { error: { status: number; name: string; message: string; details: { errors?: Array<Record<string, unknown>> } } };

test.describe.configure({ mode: 'serial' });

test('no answer names the software behind it (no X-Powered-By): API, admin, 404s, errors', async ({ request }) => {
  const answers = [
    await request.get(api('/faqs')),
    await request.get(`${CMS_URL}/admin`),
    await request.get(`${CMS_URL}/no-such-page`),
    await request.get(api('/no-such-type')),
    await request.post(api('/contact-uses'), { data: { data: {} } }),
    await request.get(`${CMS_URL}/_health`),
  ];
  for (const res of answers) expect(res.headers()['x-powered-by'], res.url()).toBeUndefined();
});

test('a validation error names the field and the rule, never the value sent', async ({ request }) => {
  const huge = 'x'.repeat(900 * 1024);
  const res = await request.post(api('/contact-uses'), { data: { data: { ...enquiry, name: huge } } });
  expect(res.status()).toBe(400);
  const text = await res.text();
  expect(text.length).toBeLessThan(1000);
  const body = JSON.parse(text) as ErrorBody;
  expect(body.error.name).toBe('ValidationError');
  expect(body.error.message).toBe('name must be at most 100 characters');
  expect(body.error.details.errors).toEqual([{ path: ['name'], message: 'name must be at most 100 characters', name: 'ValidationError' }]);

  // A value of the wrong type: yup would quote it in the message ("but the final value was ...").
  const secret = 'SECRET-VALUE-4711';
  const wrongType = await request.post(api('/job-applicants'), { data: { data: await applicationWithResume(request, { name: { secret }, email: secret }) } });
  expect(wrongType.status()).toBe(400);
  const wrongText = await wrongType.text();
  expect(wrongText).not.toContain(secret);
  const wrongBody = JSON.parse(wrongText) as ErrorBody;
  expect(wrongBody.error.details.errors?.map((e) => e.path)).toEqual(expect.arrayContaining([['name'], ['email']]));
  for (const error of wrongBody.error.details.errors ?? []) expect(error).not.toHaveProperty('value');

  // A huge unknown key is named, but cut short.
  const hugeKey = await request.post(api('/contact-uses'), { data: { data: { ...enquiry, [huge]: 1 } } });
  expect(hugeKey.status()).toBe(400);
  expect((await hugeKey.text()).length).toBeLessThan(1000);
});

test('the admin API does not echo values either (every content type)', async ({ request }) => {
  const huge = 'y'.repeat(300 * 1024);
  const res = await request.post(`${CMS_URL}/content-manager/collection-types/api::faq.faq`, {
    headers: { Authorization: `Bearer ${await adminToken(request)}` },
    data: { title: huge, content: { note: huge }, section: 'foods' },
  });
  expect(res.status()).toBe(400);
  const text = await res.text();
  expect(text.length).toBeLessThan(2000);
  expect(text).not.toContain('yyyyyyyyyy');
  const body = JSON.parse(text) as ErrorBody;
  expect(body.error.details.errors?.map((e) => e.path)).toEqual(expect.arrayContaining([['title'], ['content']]));
});

const controls: Array<[string, string]> = [
  ['NUL', '\u0000'],
  ['bell', '\u0007'],
  ['escape', '\u001b[31m'],
  ['vertical tab', '\u000b'],
  ['form feed', '\u000c'],
  ['unit separator', '\u001f'],
  ['DEL', '\u007f'],
];

test('a control character in any text field of an enquiry or application is refused, naming the field', async ({ request }) => {
  // Every record this test sends carries the mark in its e-mail address, so it can count its own.
  const mark = uniqueMark();
  const email = `${mark}@example.com`;
  const marked = { enquiry: { ...enquiry, email }, application: await applicationWithResume(request, { email }) };
  for (const [label, char] of controls) {
    for (const field of ['name', 'email', 'mobile', 'message'] as const) {
      const res = await request.post(api('/contact-uses'), { data: { data: { ...marked.enquiry, [field]: `${marked.enquiry[field]}${char}` } } });
      expect(res.status(), `${label} in ${field}`).toBe(400);
      const body = (await res.json()) as ErrorBody;
      expect(body.error.name).toBe('ValidationError');
      expect(body.error.message, `${label} in ${field}`).toBe(`${field} must not contain control characters (such as NUL); only tab and line breaks are allowed`);
      expect(body.error.details.errors?.[0]?.path).toEqual([field]);
    }
    for (const field of ['name', 'currentWorkingLocation', 'noticePeriod', 'title'] as const) {
      const res = await request.post(api('/job-applicants'), { data: { data: { ...marked.application, [field]: `A${char}B` } } });
      expect(res.status(), `${label} in ${field}`).toBe(400);
      expect(((await res.json()) as ErrorBody).error.message).toMatch(new RegExp(`^${field} must not contain control characters`));
    }
  }
  expect(await countRecordsContaining(request, ENQUIRY_UID, 'email', mark)).toBe(0);
  expect(await countRecordsContaining(request, APPLICANT_UID, 'email', mark)).toBe(0);

  // Tab and line breaks are ordinary text.
  const ok = await request.post(api('/contact-uses'), { data: { data: { ...marked.enquiry, message: 'Line one\r\nLine two\n\tindented' } } });
  expect(ok.status(), await ok.text()).toBe(201);
  expect(((await ok.json()) as { data: { attributes: Record<string, unknown> } }).data.attributes.message).toBe('Line one\r\nLine two\n\tindented');
  expect(await countRecordsContaining(request, ENQUIRY_UID, 'email', mark)).toBe(1);
});

test('a path with malformed percent-encoding is a 400, not a 500', async ({ request }) => {
  for (const path of ['/api/faqs%E0%A4%A', '/%E0%A4%A', '/api/faqs/%E0%A4%A', '/uploads/%E0%A4%A.png', '/admin/%E0%A4%A', '/api/%C0']) {
    const res = await request.get(`${CMS_URL}${path}`);
    expect(res.status(), path).toBe(400);
    const body = (await res.json()) as ErrorBody;
    expect(body.error.message, path).toMatch(/Malformed URL/);
    expect(JSON.stringify(body), path).not.toMatch(/\bat .+\.js:\d+/);
  }
  const post = await request.post(`${CMS_URL}/api/contact-uses%E0%A4%A`, { data: { data: enquiry } });
  expect(post.status()).toBe(400);
});

test('the public creates take JSON only: form-encoded, text, XML and untyped bodies are a 415, from any origin, storing nothing', async ({ request }) => {
  const mark = uniqueMark();
  const email = `${mark}@example.com`;
  const form = `data[name]=Asha&data[email]=${email}&data[mobile]=9876543210&data[message]=Hello&data[phoneNumber]=9876543210`;
  const bodies: Array<{ type: string | null; body: string }> = [
    { type: 'application/x-www-form-urlencoded', body: form },
    { type: 'application/x-www-form-urlencoded; charset=UTF-8', body: form },
    { type: 'APPLICATION/X-WWW-FORM-URLENCODED', body: form },
    { type: 'text/plain', body: JSON.stringify({ data: { ...enquiry, email } }) },
    { type: 'text/xml', body: `<data><name>Asha</name><email>${email}</email></data>` },
    { type: 'application/octet-stream', body: JSON.stringify({ data: { ...enquiry, email } }) },
    { type: null, body: JSON.stringify({ data: { ...enquiry, email } }) },
  ];
  for (const origin of [undefined, 'https://evil.example', 'http://localhost:3000']) {
    for (const path of ['/contact-uses', '/job-applicants', '/contact-uses/']) {
      for (const { type, body } of bodies) {
        const headers: Record<string, string> = { ...(origin ? { Origin: origin } : {}), ...(type ? { 'Content-Type': type } : {}) };
        const res = await request.fetch(api(path), { method: 'POST', headers, data: Buffer.from(body) });
        expect(res.status(), `${path} ${type} from ${origin}`).toBe(415);
        expect(((await res.json()) as ErrorBody).error.message).toMatch(/JSON/);
      }
    }
  }
  expect(await countRecordsContaining(request, ENQUIRY_UID, 'email', mark)).toBe(0);
  expect(await countRecordsContaining(request, APPLICANT_UID, 'email', mark)).toBe(0);
  // JSON, with or without a charset, is taken as before.
  const ok = await request.fetch(api('/contact-uses'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
    data: Buffer.from(JSON.stringify({ data: { ...enquiry, email } })),
  });
  expect(ok.status(), await ok.text()).toBe(201);
});

test('a resume posted from a page of another site is a 403 before its body is read, storing nothing; the site and scripts upload as before', async ({
  request,
}) => {
  const mark = uniqueMark();
  // A browser sends a multipart POST across sites without asking CORS first; it names the page's origin.
  const upload = (origin?: string, path = '/api/upload') =>
    request.post(`${CMS_URL}${path}`, {
      headers: origin === undefined ? {} : { Origin: origin },
      multipart: { files: { name: `${mark}.pdf`, mimeType: 'application/pdf', buffer: samplePdf() } },
    });
  // The site's page: one of the CMS's CORS origins (e2e/support/global-setup.ts).
  const site = new URL(siteUrl).origin;
  for (const origin of ['https://evil.example', 'null', `${site}.evil.example`, `${site}/`, site.toUpperCase(), 'http://localhost:3000.evil.example']) {
    for (const path of ['/api/upload', '/api/upload/', '/api/upload?x=1']) {
      const res = await upload(origin, path);
      expect(res.status(), `${path} from ${origin}`).toBe(403);
      expect(((await res.json()) as ErrorBody).error.message).toMatch(/site's own pages/);
    }
  }
  expect(await countFilesNamed(request, mark)).toBe(0);
  // From the site's own page, and with no Origin (the site server, a script): stored.
  expect((await upload(site)).status()).toBe(201);
  expect((await upload()).status()).toBe(201);
  expect(await countFilesNamed(request, mark)).toBe(2);
});

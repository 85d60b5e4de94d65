import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { expect, test } from '@playwright/test';
import type * as CmsUserScript from '../../../scripts/cms-user.mjs';
import { rawAt } from '../../support/raw-request';
import { adminCredentials, adminSession, api, CMS_URL, countFilesNamed, logInToAdmin, uniqueMark } from './helpers';

const MB = 1024 * 1024;
const pdf = (size = 400) => Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(size, 0x20), Buffer.from('\n%%EOF\n')]);
/** OLE compound-file header plus a "WordDocument" stream name, as in every .doc. */
const doc = () => Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(1024), Buffer.from('WordDocument', 'utf16le'), Buffer.alloc(1024)]);

/** A real (stored, uncompressed) zip archive. */
function zip(entries: Array<[string, string]>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of entries) {
    const data = Buffer.from(text);
    const nameBuf = Buffer.from(name);
    const crc = zlib.crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBuf.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBuf.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBuf, data);
    centrals.push(central, nameBuf);
    offset += local.length + nameBuf.length + data.length;
  }
  const cd = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, end]);
}

const docx = () =>
  zip([
    ['[Content_Types].xml', '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>'],
    ['_rels/.rels', '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>'],
    ['word/document.xml', '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Resume</w:t></w:r></w:p></w:body></w:document>'],
  ]);
const file = (name: string, mimeType: string, buffer: Buffer) => ({ multipart: { files: { name, mimeType, buffer } } });

test.describe.configure({ mode: 'serial' });

/** A read of the CMS sent raw (no cookie jar, the path as written), as an attacker sends it. */
const read = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  rawAt({ port: Number(new URL(CMS_URL).port), path, method, headers });
/** The test CMS keeps resumes beside its database (e2e/support/global-setup.ts, cms/config/resumes.js). */
const resumeDir = () => path.join(path.dirname(process.env.E2E_MAIL_DIR ?? ''), 'resumes');

test('PDF, DOC and DOCX resumes are accepted, stored privately and given to the admin', async ({ request }) => {
  const admin = await adminSession(adminCredentials());
  for (const [name, mime, buffer] of [
    ['cv.pdf', 'application/pdf', pdf()],
    ['cv.doc', 'application/msword', doc()],
    ['cv.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', docx()],
  ] as const) {
    const res = await request.post(api('/upload'), file(name, mime, buffer));
    expect(res.status(), `${name}: ${await res.text()}`).toBe(201);
    const [uploaded] = (await res.json()) as Array<{ url: string; mime: string; ext: string }>;
    expect(uploaded!.url).toMatch(/^\/admin\/resumes\/[\w-]+\.(pdf|doc|docx)$/);
    expect(uploaded!.ext).toBe(name.slice(name.lastIndexOf('.')));
    const key = uploaded!.url.split('/').pop()!;
    // In the private folder beside the database, readable by its owner only; not in the public one.
    expect((fs.statSync(path.join(resumeDir(), key)).mode & 0o777).toString(8)).toBe('600');
    expect((await read(`/uploads/${key}`)).status).toBe(404);
    expect((await read(uploaded!.url)).status).toBe(401);
    const served = await read(uploaded!.url, { Authorization: `Bearer ${admin.token}` });
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe(mime);
    expect(served.headers['content-length']).toBe(String(buffer.length));
  }
  // exactly 5 MB is still fine
  const edge = await request.post(api('/upload'), file('edge.pdf', 'application/pdf', pdf(5 * MB - 20)));
  expect(edge.status()).toBe(201);
});

test('other types are refused by content, whatever the name says, and nothing is stored', async ({ request }) => {
  // Other tests upload at the same time: this one counts only the files it names.
  const mark = uniqueMark();
  const cases: Array<[string, string, Buffer]> = [
    ['renamed.pdf', 'application/pdf', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(2048, 1)])],
    ['tool.exe', 'application/x-msdownload', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(2048, 1)])],
    ['photo.png', 'image/png', Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex')],
    ['page.html', 'text/html', Buffer.from('<script>alert(1)</script>')],
    ['notes.txt', 'text/plain', Buffer.from('hello')],
    ['archive.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', zip([['readme.txt', 'just a zip']])],
    ['sheet.doc', 'application/msword', Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(2048)])],
  ];
  for (const [name, mime, buffer] of cases) {
    const res = await request.post(api('/upload'), file(`${mark}-${name}`, mime, buffer));
    expect(res.status(), name).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(/PDF, DOC and DOCX/);
  }
  expect(await countFilesNamed(request, mark)).toBe(0);
});

test('files over 5 MB get 413 and are not stored', async ({ request }) => {
  const mark = uniqueMark();
  const res = await request.post(api('/upload'), file(`${mark}-big.pdf`, 'application/pdf', pdf(5 * MB + 10)));
  expect(res.status()).toBe(413);
  expect(await countFilesNamed(request, mark)).toBe(0);
});

test('one file per request, no replacing existing files, no empty uploads', async ({ request }) => {
  const mark = uniqueMark();
  const one = await request.post(api('/upload'), {
    multipart: { files: { name: `${mark}-a.pdf`, mimeType: 'application/pdf', buffer: pdf() } },
    headers: {},
  });
  expect(one.status()).toBe(201); // baseline: one file is fine
  const replace = await request.post(api('/upload?id=1'), file(`${mark}-x.pdf`, 'application/pdf', pdf()));
  expect(replace.status()).toBe(400);
  const describe = await request.post(api('/upload?id=1'), { multipart: { fileInfo: JSON.stringify({ alternativeText: 'pwned' }) } });
  expect(describe.status()).toBe(400);
  const empty = await request.post(api('/upload'), { multipart: { note: 'nothing' } });
  expect(empty.status()).toBe(400);
  expect(await countFilesNamed(request, mark)).toBe(1);
});

test.describe('a stored resume', () => {
  type Login = { token: string; cookie: string };
  let url = '';
  let bytes: Buffer;
  const people = {} as Record<'hr' | 'editor' | 'sales' | 'admin', Login & { email: string; password: string }>;

  test.beforeAll(async ({ request }) => {
    const { createCmsUser } = (await import('../../../scripts/cms-user.mjs')) as typeof CmsUserScript;
    const mark = uniqueMark();
    const admin = adminCredentials();
    people.admin = { ...admin, ...(await adminSession(admin)) };
    for (const role of ['hr', 'editor', 'sales'] as const) {
      const user = await createCmsUser({ cmsUrl: CMS_URL, role, email: `${role}-${mark}@example.com`, token: people.admin.token });
      const login = { email: user.email, password: user.password! };
      people[role] = { ...login, ...(await adminSession(login)) };
    }
    bytes = Buffer.from(`%PDF-1.4\n% Rohit Sharma, +91 98123 45678 (${mark})\n%%EOF\n`);
    const res = await request.post(api('/upload'), file(`${mark}-cv.pdf`, 'application/pdf', bytes));
    expect(res.status()).toBe(201);
    url = ((await res.json()) as Array<{ url: string }>)[0]!.url;
  });

  /** Nothing of the file: no PDF bytes, no PDF type. */
  const expectNothingOf = (answer: { status: number; body: string; type: string | undefined }, what: string) => {
    expect(answer.status, what).toBeGreaterThanOrEqual(400);
    expect(answer.body, what).not.toContain('%PDF');
    expect(answer.body, what).not.toContain('Rohit');
    expect(answer.type ?? '', what).not.toMatch(/pdf|msword|officedocument|octet/);
  };

  test('is refused to anonymous requests, however the address is spelled', async () => {
    const key = url.split('/').pop()!;
    const spellings = [
      url,
      `${url}?download=1`,
      url.toUpperCase(),
      `/ADMIN/Resumes/${key}`,
      `/Admin/resumes/${key}`,
      `/admin/RESUMES/${key}`,
      `//admin/resumes/${key}`,
      `/admin//resumes/${key}`,
      `/admin/resumes//${key}`,
      `/admin/./resumes/${key}`,
      `/admin/resumes/./${key}`,
      `/admin/x/../resumes/${key}`,
      `/x/../admin/resumes/${key}`,
      `/admin/resumes/../resumes/${key}`,
      `/admin/resumes%2F${key}`,
      `/admin%2Fresumes%2F${key}`,
      `/admin%2fresumes/${key}`,
      `/admin/%72esumes/${key}`,
      `/%61dmin/resumes/${key}`,
      `/admin/resumes/%2e/${key}`,
      `/admin/resumes/%2e%2e/resumes/${key}`,
      `/admin/resumes/%252e/${key}`,
      `/admin/resumes/${encodeURIComponent(key).replace('.', '%2E')}`,
      `/admin\\resumes\\${key}`,
      `/admin/resumes/${key}/`,
      `/admin/resumes/${key}%00`,
      `/admin/resumes/${key}%20`,
      `/admin/resumes/${key}.`,
      `/admin/resumes/${key}/x.png`,
      `/admin/resumes/`,
      `/admin/resumes`,
      // Where a public file would be, and the private folder's own name.
      `/uploads/${key}`,
      `/uploads//${key}`,
      `/UPLOADS/${key}`,
      `/resumes/${key}`,
      `/public/uploads/${key}`,
      `/api/upload/files`,
    ];
    for (const spelling of spellings) {
      for (const method of ['GET', 'HEAD']) {
        const answer = await read(spelling, {}, method);
        expectNothingOf(answer, `${method} ${spelling}`);
      }
    }
    // Not from another site's page either: no CORS answer lets a page read it.
    const cross = await read(url, { Origin: 'http://localhost:3000', Cookie: people.hr.cookie });
    expect(cross.status).toBe(200);
    expect(cross.headers['access-control-allow-origin']).toBeUndefined();
    expect(cross.headers['access-control-allow-credentials']).toBeUndefined();
    // Other methods, for anyone.
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']) {
      for (const headers of [{}, { Authorization: `Bearer ${people.hr.token}` }] as Array<Record<string, string>>) {
        const answer = await read(url, headers, method);
        expectNothingOf(answer, method);
        expect(answer.status, method).toBe(405);
      }
    }
    // HR too gets it under its one spelling only.
    for (const spelling of spellings.slice(2)) {
      expectNothingOf(await read(spelling, { Authorization: `Bearer ${people.hr.token}` }), `HR: ${spelling}`);
    }
  });

  test('is refused to Editors, Sales and forged or ended logins', async () => {
    for (const role of ['editor', 'sales'] as const) {
      for (const headers of [{ Authorization: `Bearer ${people[role].token}` }, { Cookie: people[role].cookie }] as Array<Record<string, string>>) {
        const answer = await read(url, headers);
        expectNothingOf(answer, role);
        expect(answer.status, role).toBe(403);
      }
    }
    const [name, value] = people.hr.cookie.split('; ')[0]!.split('=') as [string, string];
    const [head, payload, signature] = value.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...claims, userId: '1' })).toString('base64url');
    const refused: Array<[string, Record<string, string>]> = [
      ['a made-up cookie', { Cookie: `${name}=not-a-token` }],
      ['a cookie of another user id', { Cookie: `${name}=${head}.${forged}.${signature}` }],
      ['a cookie unsigned', { Cookie: `${name}=${head}.${payload}.` }],
      ['an access token as the cookie', { Cookie: `${name}=${people.hr.token}` }],
      ['the session token as a bearer', { Authorization: `Bearer ${value}` }],
      ['a made-up bearer', { Authorization: 'Bearer abc.def.ghi' }],
      ['a bearer of another scheme', { Authorization: `Basic ${people.hr.token}` }],
      ['a bearer with the cookie', { Authorization: 'Bearer x', Cookie: people.hr.cookie }],
    ];
    for (const [what, headers] of refused) {
      const answer = await read(url, headers);
      expectNothingOf(answer, what);
      expect(answer.status, what).toBe(401);
    }
  });

  test('is given to HR and the admin: as a download, never cached, never sniffed', async () => {
    for (const who of ['hr', 'admin'] as const) {
      for (const headers of [{ Authorization: `Bearer ${people[who].token}` }, { Cookie: people[who].cookie }] as Array<Record<string, string>>) {
        const answer = await read(url, headers);
        expect(answer.status, who).toBe(200);
        expect(answer.body).toBe(bytes.toString('utf8'));
        expect(answer.headers['content-type']).toBe('application/pdf');
        expect(answer.headers['cache-control']).toBe('private, no-store');
        expect(answer.headers['content-disposition']).toMatch(/^attachment; filename="[\w.-]+\.pdf"/);
        expect(answer.headers['x-content-type-options']).toBe('nosniff');
        expect(answer.headers['access-control-allow-origin']).toBeUndefined();
        const head = await read(url, headers, 'HEAD');
        expect(head.status).toBe(200);
        expect(head.body).toBe('');
        expect(head.headers['content-length']).toBe(String(bytes.length));
      }
    }
  });

  test("HR's browser opens it once logged in to the admin panel, and not after logging out", async ({ browser }) => {
    test.setTimeout(90_000);
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      expect((await page.request.get(`${CMS_URL}${url}`)).status()).toBe(401);
      await logInToAdmin(page, people.hr.email, people.hr.password);
      await expect(page).not.toHaveURL(/\/auth\/login/, { timeout: 30_000 });
      // The media library's preview and download, and a pasted link, send the admin's cookie.
      const answer = await page.request.get(`${CMS_URL}${url}`);
      expect(answer.status()).toBe(200);
      expect((await answer.body()).equals(bytes)).toBe(true);
      const cookies = (await context.cookies(`${CMS_URL}/admin/`)).filter((c) => c.name.startsWith('strapi_admin_refresh'));
      const session = cookies.find((c) => c.name === 'strapi_admin_refresh');
      expect(session?.httpOnly).toBe(true);
      expect(session?.path).toBe('/admin');
      // Logging out (here: every session of that HR user) ends it: a cookie kept reads nothing.
      const kept = cookies.map((c) => `${c.name}=${c.value}`).join('; ');
      expect((await read(url, { Cookie: kept })).status).toBe(200);
      const logout = await fetch(`${CMS_URL}/admin/logout`, { method: 'POST', headers: { Authorization: `Bearer ${people.hr.token}` } });
      expect(logout.status).toBe(200);
      for (const cookie of [kept, people.hr.cookie]) {
        const answer = await read(url, { Cookie: cookie });
        expectNothingOf(answer, 'after logging out');
        expect(answer.status).toBe(401);
      }
    } finally {
      await context.close();
    }
  });
});

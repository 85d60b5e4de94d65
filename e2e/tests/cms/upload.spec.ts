import zlib from 'node:zlib';
import { expect, test } from '@playwright/test';
import { api, CMS_URL, countFilesNamed, uniqueMark } from './helpers';

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

test('PDF, DOC and DOCX resumes are accepted and served', async ({ request }) => {
  for (const [name, mime, buffer] of [
    ['cv.pdf', 'application/pdf', pdf()],
    ['cv.doc', 'application/msword', doc()],
    ['cv.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', docx()],
  ] as const) {
    const res = await request.post(api('/upload'), file(name, mime, buffer));
    expect(res.status(), `${name}: ${await res.text()}`).toBe(201);
    const [uploaded] = (await res.json()) as Array<{ url: string; mime: string; ext: string }>;
    expect(uploaded!.url).toMatch(/^\/uploads\/.+\.(pdf|doc|docx)$/);
    expect(uploaded!.ext).toBe(name.slice(name.lastIndexOf('.')));
    const served = await request.get(`${CMS_URL}${uploaded!.url}`);
    expect(served.status()).toBe(200);
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

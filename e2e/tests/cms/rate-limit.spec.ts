/**
 * A CMS of its own (unseeded) with a limit of 3 creates a minute per route and client: the limits
 * cannot be lifted by spelling a path otherwise, uploads are limited too, and a flood of hostile
 * requests costs the log one short line each, with no stack and no warning.
 */
import net from 'node:net';
import { expect, test } from '@playwright/test';
import { throwawayCms } from '../../support/throwaway-cms';
import { samplePdf } from './helpers';

const cms = throwawayCms('ratelimit', { CMS_RATE_LIMIT_MAX: '3' });

const enquiry = { name: 'Asha', email: 'asha@example.com', mobile: '9876543210', message: 'Hello' };

test('enquiry creates are limited per route and client (429 with Retry-After), whatever the spelling', async ({ request }) => {
  const statuses: number[] = [];
  for (let i = 0; i < 3; i += 1) {
    statuses.push((await request.post(`${cms.url}/api/contact-uses`, { data: { data: enquiry } })).status());
  }
  expect(statuses).toEqual([201, 201, 201]);
  // The budget is spent: no other spelling of the route gets a fourth enquiry stored.
  for (const spelling of ['/api/contact-uses', '/api/contact-uses/', '/api/contact-uSes', '/API/contact-uses', '/Api/Contact-Uses/']) {
    const res = await request.post(`${cms.url}${spelling}`, { data: { data: enquiry } });
    expect([404, 429], spelling).toContain(res.status());
  }
  const limited = await request.post(`${cms.url}/api/contact-uses/`, { data: { data: enquiry } });
  expect(limited.status()).toBe(429);
  expect(limited.headers()['retry-after']).toBeTruthy();
  expect(((await limited.json()) as { error: { status: number } }).error.status).toBe(429);
  // Reads are not limited.
  expect((await request.get(`${cms.url}/api/faqs`)).status()).toBe(200);
  // The applicants route has its own budget.
  const app = await request.post(`${cms.url}/api/job-applicants`, { data: { data: { name: 'x' } } });
  expect(app.status()).toBe(400);
});

test('resume uploads are limited too, under every spelling', async ({ request }) => {
  const upload = (spelling: string) =>
    request.post(`${cms.url}${spelling}`, { multipart: { files: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: samplePdf() } } });
  const statuses: number[] = [];
  for (let i = 0; i < 3; i += 1) statuses.push((await upload('/api/upload')).status());
  expect(statuses).toEqual([201, 201, 201]);
  for (const spelling of ['/api/upload', '/api/upload/', '/API/upload', '/Api/Upload']) {
    expect([404, 429], spelling).toContain((await upload(spelling)).status());
  }
  expect((await upload('/api/upload/')).status()).toBe(429);
});

test('a flood of hostile requests: one short log line each, no stack, no warning (the error log budget untouched)', async ({ request }) => {
  test.setTimeout(120_000);
  const before = cms.output().length;
  const longPath = `/api/${'p'.repeat(8000)}`;
  const longAgent = `Probe/${'u'.repeat(4000)}`;
  const hostile: Array<() => Promise<number>> = [
    async () => (await request.post(`${cms.url}/api/nothing`, { headers: { 'Content-Type': 'application/json' }, data: '{"__proto__":{"a":1}}' })).status(),
    async () => (await request.get(`${cms.url}/api/faqs?filters[$and]=1`)).status(),
    async () => (await request.get(`${cms.url}/api/blogs?fields[0]=toString`)).status(),
    async () => (await request.get(`${cms.url}/api/teams?filters[order][$eq]=abc`, { headers: { 'User-Agent': longAgent } })).status(),
    async () => (await request.get(`${cms.url}/api/products?populate[image][fields][0]=toString&${'q'.repeat(6000)}=1`)).status(),
    async () => (await request.get(`${cms.url}${longPath}`)).status(),
  ];
  const FLOOD = 300;
  for (let i = 0; i < FLOOD; i += 1) expect([400, 404]).toContain(await hostile[i % hostile.length]!());
  const plain = () =>
    cms
      .output()
      .slice(before)
      // eslint-disable-next-line no-control-regex
      .replace(/\u001b\[[0-9;]*m/g, '')
      .split('\n')
      .filter(Boolean);
  await expect.poll(() => plain().filter((line) => /\bhttp: /.test(line)).length).toBeGreaterThanOrEqual(FLOOD);
  const lines = plain();
  // One line a request, each naming its refusal when it has one, cut to a bounded length.
  expect(lines.filter((line) => /\bhttp: /.test(line))).toHaveLength(FLOOD);
  expect(lines.filter((line) => !/\bhttp: /.test(line))).toEqual([]);
  expect(lines.filter((line) => line.length > 1000)).toEqual([]);
  expect(lines.filter((line) => /filters\[\$and\]=1 400 .* - Invalid filter/.test(line)).length).toBeGreaterThan(0);
  // No warning or error: a client's bad requests leave the error log's budget to real incidents.
  expect(lines.filter((line) => /(warn|error):/.test(line))).toEqual([]);
});

/** Sends the head of a request and part of its body, then breaks the connection off. */
function brokenOff(url: string, head: string, part: string): Promise<void> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname, () => {
      socket.write(`${head}\r\n\r\n${part}`, () => setTimeout(() => socket.destroy(), 200));
    });
    socket.on('error', () => undefined);
    socket.on('close', () => resolve());
  });
}

test('requests broken off half-way: one short log line each, no stack (Koa wrote one per request, past the bounded log)', async () => {
  const before = cms.output().length;
  const boundary = 'probe';
  const cut = [
    () => brokenOff(cms.url, 'POST /api/contact-uses HTTP/1.1\r\nHost: cms\r\nContent-Type: application/json\r\nContent-Length: 1000', '{"data":'),
    () =>
      brokenOff(
        cms.url,
        `POST /api/upload HTTP/1.1\r\nHost: cms\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: 100000`,
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`,
      ),
    () => brokenOff(cms.url, 'POST /api/job-applicants HTTP/1.1\r\nHost: cms\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked', '5\r\n{"dat'),
  ];
  const ROUNDS = 4;
  for (let i = 0; i < ROUNDS; i += 1) for (const send of cut) await send();
  const plain = () =>
    cms
      .output()
      .slice(before)
      // eslint-disable-next-line no-control-regex
      .replace(/\u001b\[[0-9;]*m/g, '')
      .split('\n')
      .filter(Boolean);
  await expect.poll(() => plain().filter((line) => /\bhttp: POST /.test(line)).length).toBeGreaterThanOrEqual(ROUNDS * cut.length);
  // Give a late stack time to be written: a time, not a wait for an event (nothing tells that
  // Strapi will write no more; the log lines it did write are in, above).
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(plain().filter((line) => !/\bhttp: /.test(line))).toEqual([]);
});

test('the CMS starts again on a database holding public uploads', async () => {
  test.setTimeout(120_000);
  // Flagging the resumes stored before the flag existed once failed on such a database.
  await cms.restart();
  expect(cms.url).toBeTruthy();
});

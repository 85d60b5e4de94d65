/**
 * The site server as a hostile visitor meets it: forms posted to the site's own pages (no script:
 * site-server/form-requests.mjs) in many large bodies at once or from pages of other
 * sites, very long addresses in its log, and the surrogate keys that are the edge's alone. It runs
 * a site server process of its own (its resident memory and its log are its own), against the
 * test site's CMS and remotes.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import { expect, test } from '@playwright/test';
import { e2eRegistry } from '../../support/fixtures';
import { postFrom } from '../../support/post-from';
import { startSiteProcess, type SiteProcess } from '../../support/site-process';
import {
  api,
  APPLICANT_UID,
  countFilesNamed,
  countRecordsContaining,
  ENQUIRY_UID,
  sampleApplication,
  sampleEnquiry,
  samplePdf,
  uniqueMark,
} from '../cms/helpers';

let site: SiteProcess;
let origin: string;
/** What the site server has logged so far. */
const output = () => site.output();
/** The secret the site's edge sends (SITE_EDGE_KEY). */
const edgeKey = randomBytes(24).toString('base64url');
/** An opening the CMS lists (an application for any other is refused). */
let opening = '';

/** Resident memory of a process, in MB (Linux). */
function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

/** An enquiry as the contact page's form sends it, marked in its message. */
function enquiryBody(mark: string) {
  return {
    type: 'application/x-www-form-urlencoded',
    bytes: Buffer.from(
      new URLSearchParams({
        form: 'enquiry',
        ...sampleEnquiry,
        message: `${sampleEnquiry.message} ${mark}`,
      }).toString(),
    ),
  };
}

/** A job application as the careers page's form sends it, its body as bytes and its type. */
async function applicationBody(mark: string, resume: Buffer) {
  const form = new FormData();
  const fields = {
    form: 'application',
    opening,
    ...sampleApplication,
    name: `${sampleApplication.name} ${mark}`,
  };
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  form.set(
    'resume',
    new Blob([new Uint8Array(resume)], { type: 'application/pdf' }),
    `${mark}.pdf`,
  );
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    type: request.headers.get('content-type') ?? '',
    bytes: Buffer.from(await request.arrayBuffer()),
  };
}

/**
 * Posts a body to the site server, with a length or chunked, from a loopback address of its own
 * (`from`: the site server counts its form posts per client address); the status and Retry-After.
 */
async function post(
  pagePath: string,
  body: { type: string; bytes: Buffer },
  chunked = false,
  from = '127.0.0.1',
): Promise<{ status: number; retryAfter: string | null }> {
  const answer = await postFrom(`${origin}${pagePath}`, {
    from,
    body: body.bytes,
    chunked,
    headers: { 'Content-Type': body.type, Origin: origin, 'Sec-Fetch-Site': 'same-origin' },
  });
  return {
    status: answer.status,
    retryAfter: (answer.headers['retry-after'] as string | undefined) ?? null,
  };
}

/** A loopback address per parallel post: 48 posts at once are 48 visitors. */
const visitor = (i: number) => `127.0.0.${10 + i}`;

/** The highest resident memory of the site server while `work` runs, above what it was before. */
async function memoryRiseDuring(work: () => Promise<unknown>): Promise<number> {
  const pid = site.child.pid!;
  const before = rssMb(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 20);
  try {
    await work();
  } finally {
    clearInterval(sampler);
  }
  return Math.max(peak, rssMb(pid)) - before;
}

test.beforeAll(async ({ request }) => {
  test.setTimeout(60_000);
  const openings = await request.get(api('/job-applications'));
  opening = String(((await openings.json()) as { data: { id: number }[] }).data[0]?.id);
  site = await startSiteProcess((own) => ({
    // The site's own origin is its configuration's (never the request's Host).
    SITE_RUNTIME_CONFIG: JSON.stringify({ ...e2eRegistry(), siteUrl: own }),
    SITE_FORMS_SECRET: process.env.E2E_FORMS_SECRET ?? '',
    SITE_EDGE_KEY: edgeKey,
  }));
  origin = site.origin;
  await site.ready();
  // The careers page rendered once, and one application handled: what a first post loads (the
  // renderer's code, the page's CSS) is not counted as the memory posts hold.
  expect((await request.get(`${origin}/careers`)).status()).toBe(200);
  const warm = uniqueMark();
  expect((await post('/careers', await applicationBody(warm, samplePdf()))).status).toBe(200);
});

test.afterAll(() => site?.kill());

test('48 parallel 7 MB applications hold a few bodies at once: memory, answers, nothing stored', async ({
  request,
}) => {
  test.setTimeout(120_000);
  for (const chunked of [false, true]) {
    const mark = uniqueMark();
    const body = await applicationBody(mark, samplePdf(7 * 1024 * 1024));
    let answers: { status: number; retryAfter: string | null }[] = [];
    const rise = await memoryRiseDuring(async () => {
      answers = await Promise.all(
        Array.from({ length: 48 }, (_, i) => post('/careers', body, chunked, visitor(i))),
      );
    });
    test.info().annotations.push({
      type: 'memory',
      description: `48 × 7 MB${chunked ? ' chunked' : ''}: +${rise.toFixed(0)} MB`,
    });
    expect(rise, `memory rise in MB, chunked: ${chunked}`).toBeLessThan(120);
    // Refused as too large (before a byte is read when the length says so), or as busy.
    for (const answer of answers) {
      expect([413, 503], `chunked: ${chunked}`).toContain(answer.status);
      if (answer.status === 503) expect(answer.retryAfter).toBe('5');
    }
    expect(await countRecordsContaining(request, APPLICANT_UID, 'name', mark)).toBe(0);
    expect(await countFilesNamed(request, mark)).toBe(0);
  }
});

test('48 parallel applications that may be taken: each stored, or refused with Retry-After and nothing of it stored', async ({
  request,
}) => {
  test.setTimeout(120_000);
  const mark = uniqueMark();
  const body = await applicationBody(mark, samplePdf(1024 * 1024));
  let answers: { status: number; retryAfter: string | null }[] = [];
  const rise = await memoryRiseDuring(async () => {
    answers = await Promise.all(
      Array.from({ length: 48 }, (_, i) => post('/careers', body, false, visitor(i))),
    );
  });
  const stored = answers.filter((answer) => answer.status === 200).length;
  test.info().annotations.push({
    type: 'memory',
    description: `48 × 1 MB: ${stored} stored, +${rise.toFixed(0)} MB`,
  });
  for (const answer of answers) {
    expect([200, 503]).toContain(answer.status);
    if (answer.status === 503) expect(answer.retryAfter).toBe('5');
  }
  expect(stored).toBeGreaterThan(0);
  expect(rise, 'memory rise in MB').toBeLessThan(120);
  // Each refused one left no record and no file behind: as many of each as answers of 200.
  expect(await countRecordsContaining(request, APPLICANT_UID, 'name', mark)).toBe(stored);
  expect(await countFilesNamed(request, mark)).toBe(stored);
});

test('a form posted from another site is refused before it is read, however it is spelled', async ({
  request,
}) => {
  const mark = uniqueMark();
  const enquiry = {
    form: 'enquiry',
    ...sampleEnquiry,
    message: `${sampleEnquiry.message} ${mark}`,
  };
  const own = { Origin: origin };
  const refusedHeaders: Record<string, string>[] = [
    { Origin: 'https://evil.example' },
    { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
    { 'Sec-Fetch-Site': 'cross-site' },
    { 'Sec-Fetch-Site': 'CROSS-SITE' },
    { 'Sec-Fetch-Site': 'same-site' },
    { 'Sec-Fetch-Site': 'none' },
    { ...own, 'Sec-Fetch-Site': 'cross-site' },
    { Origin: 'null' },
    { Origin: 'null', 'Sec-Fetch-Site': 'cross-site' },
    // Look-alikes of the site's own origin.
    { Origin: `${origin}.evil.example` },
    { Origin: `${origin}@evil.example` },
    { Origin: origin.replace('127.0.0.1', '127.0.0.2') },
    // A name of the attacker's that resolves to this server (DNS rebinding): the Host and the
    // Origin agree, and both are another site.
    { Host: 'rebound.evil.example', Origin: 'http://rebound.evil.example' },
    { Host: 'localhost', Origin: 'http://localhost', 'Sec-Fetch-Site': 'same-origin' },
  ];
  for (const headers of refusedHeaders) {
    const answer = await request.post(`${origin}/contact-us`, { form: enquiry, headers });
    expect(answer.status(), JSON.stringify(headers)).toBe(403);
    expect(await answer.text()).toContain('own page on this site');
    // As a page of another site sends it without script: a text/plain or multipart form.
    const asText = await request.post(`${origin}/contact-us`, {
      data: new URLSearchParams(enquiry).toString(),
      headers: { ...headers, 'Content-Type': 'text/plain' },
    });
    expect(asText.status(), JSON.stringify(headers)).toBe(403);
    const multipart = await request.post(`${origin}/careers`, {
      multipart: {
        form: 'application',
        opening,
        ...sampleApplication,
        name: `${sampleApplication.name} ${mark}`,
      },
      headers,
    });
    expect(multipart.status(), JSON.stringify(headers)).toBe(403);
  }
  // Other spellings and methods take no body at all, whoever sends them.
  for (const spelling of ['/CONTACT-US', '/contact-us/', '//contact-us', '/contact%2Dus']) {
    const answer = await request.post(`${origin}${spelling}`, {
      form: enquiry,
      headers: { Origin: 'https://evil.example' },
    });
    expect([400, 405], spelling).toContain(answer.status());
  }
  for (const method of ['PUT', 'PATCH', 'DELETE']) {
    const answer = await request.fetch(`${origin}/contact-us`, {
      method,
      form: enquiry,
      headers: { Origin: 'https://evil.example' },
    });
    expect(answer.status(), method).toBe(405);
  }
  expect(await countRecordsContaining(request, ENQUIRY_UID, 'message', mark)).toBe(0);
  expect(await countRecordsContaining(request, APPLICANT_UID, 'name', mark)).toBe(0);
  expect(output()).toContain('"outcome":"cross-site"');

  // From the site's own page: a browser's headers, a same-origin page that hides its origin
  // (`Origin: null` with `Sec-Fetch-Site: same-origin`), and a client that sends neither.
  const accepted: Record<string, string>[] = [
    { ...own, 'Sec-Fetch-Site': 'same-origin' },
    { Origin: 'null', 'Sec-Fetch-Site': 'same-origin' },
    {},
  ];
  for (const headers of accepted) {
    const answer = await request.post(`${origin}/contact-us`, { form: enquiry, headers });
    expect(answer.status(), JSON.stringify(headers)).toBe(200);
  }
  expect(await countRecordsContaining(request, ENQUIRY_UID, 'message', mark)).toBe(accepted.length);
});

test('one log line per request, its long values cut', async () => {
  const mark = uniqueMark();
  const long = `/${mark}${'a'.repeat(15 * 1024)}`;
  expect((await fetch(`${origin}${long}`)).status).toBe(404);
  expect((await fetch(`${origin}/careers?${mark}=${'b'.repeat(15 * 1024)}`)).status).toBe(200);
  // The log is written every 250 ms at the latest, in order: once a request made after these two
  // has its line, every line of theirs is in.
  const after = uniqueMark();
  expect((await fetch(`${origin}/careers?${after}`)).status).toBe(200);
  await expect.poll(() => output().includes(after)).toBe(true);
  const lines = output()
    .split('\n')
    .filter((line) => line.includes(mark));
  const requests = lines.filter((line) => line.includes('"event":"request"'));
  expect(requests, 'one request line for each of the two requests').toHaveLength(2);
  for (const line of lines) expect(line.length).toBeLessThan(2048);
});

test('surrogate keys go to the edge alone: a client reaching the site server directly never gets them', async () => {
  const keysOf = async (pagePath: string, headers: Record<string, string> = {}) =>
    (await fetch(`${origin}${pagePath}`, { headers })).headers.get('surrogate-key');
  for (const pagePath of ['/careers', '/contact-us', '/']) {
    expect(await keysOf(pagePath)).toBeNull();
    for (const key of ['', 'x', `${edgeKey}x`, edgeKey.slice(0, -1), edgeKey.toUpperCase()])
      expect(await keysOf(pagePath, { 'X-Site-Edge-Key': key }), key).toBeNull();
    // Asked for as a CDN would be, or as the header's other names.
    expect(await keysOf(pagePath, { 'Surrogate-Capability': 'edge="ESI/1.0"' })).toBeNull();
    expect(await keysOf(pagePath, { 'Fastly-Debug': '1', 'X-Surrogate-Key': '1' })).toBeNull();
    // The edge, with its key: the page names what it is made of (the edge purges by it).
    const keys = await keysOf(pagePath, { 'X-Site-Edge-Key': edgeKey });
    expect(keys?.split(' ')).toContain('site');
  }
});

test('one visitor trickling form posts holds one turn at most: another visitor’s form is taken, its own wait', async ({
  request,
}) => {
  test.setTimeout(60_000);
  const { hostname, port } = new URL(origin);
  const trickle = 'form=enquiry&message=' + 'a'.repeat(4000);
  /** A post from the hostile visitor, sending its body a byte a second. */
  const slowPost = () =>
    new Promise<{ socket: net.Socket; status: () => string }>((resolve) => {
      let answer = '';
      const socket = net.connect(
        { host: hostname, port: Number(port), localAddress: '127.0.0.2' },
        () => {
          socket.write(
            `POST /contact-us HTTP/1.1\r\nHost: ${hostname}:${port}\r\nOrigin: ${origin}\r\n` +
              `Content-Type: application/x-www-form-urlencoded\r\nContent-Length: ${trickle.length}\r\n\r\n`,
          );
          let at = 0;
          const timer = setInterval(() => {
            if (socket.destroyed || at >= trickle.length) return clearInterval(timer);
            socket.write(trickle[at]!);
            at += 1;
          }, 1000);
          resolve({ socket, status: () => answer.split('\r\n')[0] ?? '' });
        },
      );
      socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
      socket.on('error', () => undefined);
    });
  const slow = await Promise.all(Array.from({ length: 3 }, () => slowPost()));
  try {
    // Let them be admitted (or refused) before the other visitor posts. A time, not a wait for an
    // event: their first body byte goes a second after their headers (nothing outside the server
    // tells when it has taken their turns).
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const mark = uniqueMark();
    const enquiry = {
      form: 'enquiry',
      ...sampleEnquiry,
      message: `${sampleEnquiry.message} ${mark}`,
    };
    const body = {
      type: 'application/x-www-form-urlencoded',
      bytes: Buffer.from(new URLSearchParams(enquiry).toString()),
    };
    for (const from of ['127.0.0.3', '127.0.0.4']) {
      const answer = await post('/contact-us', body, false, from);
      expect(answer.status, `a post from ${from} while 127.0.0.2 trickles`).toBe(200);
    }
    expect(await countRecordsContaining(request, ENQUIRY_UID, 'message', mark)).toBe(2);
    // The hostile visitor's first post is cut for its slowness (408); its second and third waited
    // behind it, holding no turn, and were refused once they had waited as long as any post does
    // (503), or cut in their turn.
    await expect
      .poll(() => slow.map((s) => /^HTTP\/1\.1 (\d+)/.exec(s.status())?.[1]).sort(), {
        timeout: 15_000,
      })
      .toEqual(expect.arrayContaining(['408']));
    for (const s of slow)
      expect(['408', '503']).toContain(/^HTTP\/1\.1 (\d+)/.exec(s.status())?.[1]);
  } finally {
    for (const s of slow) s.socket.destroy();
  }
});

test('visitors who share an address send their forms at the same time: the second waits its turn', async ({
  request,
}) => {
  const mark = uniqueMark();
  const body = enquiryBody(mark);
  const answers = await Promise.all(
    Array.from({ length: 3 }, () => post('/contact-us', body, false, '127.0.0.5')),
  );
  expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
  expect(await countRecordsContaining(request, ENQUIRY_UID, 'message', mark)).toBe(3);
});

/** A connection that sends a form post's headers, then its body a byte every `everyMs`. */
function trickleFrom(from: string, pagePath: string, body: string, everyMs: number) {
  const { hostname, port } = new URL(origin);
  let answer = '';
  let closedAt = 0;
  const socket = net.connect({ host: hostname, port: Number(port), localAddress: from }, () => {
    socket.write(
      `POST ${pagePath} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nOrigin: ${origin}\r\n` +
        `Content-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    let at = 0;
    const timer = setInterval(() => {
      if (socket.destroyed || at >= body.length) return clearInterval(timer);
      socket.write(body[at]!);
      at += 1;
    }, everyMs);
  });
  socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
  socket.on('close', () => (closedAt = Date.now()));
  socket.on('error', () => undefined);
  return {
    socket,
    status: () => /^HTTP\/1\.1 (\d+)/.exec(answer)?.[1] ?? null,
    answer: () => answer,
    closed: () => closedAt > 0,
  };
}

test('a few slow addresses never make another visitor’s enquiry wait: the slow bodies are cut with 408', async ({
  request,
}) => {
  test.setTimeout(60_000);
  // Two addresses trickling a byte every 2 s into /contact-us (the third probe's), and one into
  // /careers, held every form turn until the request timeout cut them (30 s).
  const slow = [
    trickleFrom('127.0.0.21', '/contact-us', 'form=enquiry&message=' + 'a'.repeat(400), 2000),
    trickleFrom('127.0.0.22', '/contact-us', 'form=enquiry&message=' + 'a'.repeat(400), 2000),
    trickleFrom('127.0.0.23', '/careers', 'form=application&name=' + 'a'.repeat(400), 2000),
  ];
  try {
    // Their headers in and their first body bytes on the way: a time, as above (a byte every 2 s).
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const mark = uniqueMark();
    const body = enquiryBody(mark);
    // Other visitors' enquiries are taken while the slow ones are still being received.
    for (const from of ['127.0.0.24', '127.0.0.25', '127.0.0.26']) {
      const answer = await post('/contact-us', body, false, from);
      expect(answer.status, `an enquiry from ${from} while three addresses trickle`).toBe(200);
    }
    expect(slow.map((s) => s.status())).toEqual([null, null, null]);
    expect(await countRecordsContaining(request, ENQUIRY_UID, 'message', mark)).toBe(3);
    // The slow ones are cut within seconds, told why, and their connections closed.
    await expect
      .poll(() => slow.map((s) => s.status()), { timeout: 15_000 })
      .toEqual(['408', '408', '408']);
    expect(slow[0]!.answer()).toContain('arrived too slowly');
    await expect.poll(() => slow.every((s) => s.closed())).toBe(true);
    expect(output()).toContain('"outcome":"too-slow"');
  } finally {
    for (const s of slow) s.socket.destroy();
  }
});

test('headers sent slowly are cut at the header timeout (10 s), not at Node’s 30 s check', async () => {
  test.setTimeout(60_000);
  const { hostname, port } = new URL(origin);
  const started = Date.now();
  const closedAfter = await new Promise<number>((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port), localAddress: '127.0.0.27' });
    socket.on('connect', () => socket.write(`GET /feeds HTTP/1.1\r\nHost: ${hostname}\r\n`));
    let line = 0;
    const timer = setInterval(() => socket.write(`X-Slow-${(line += 1)}: a\r\n`), 2000);
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      resolve(Date.now() - started);
    });
  });
  test.info().annotations.push({ type: 'header timeout', description: `${closedAfter} ms` });
  expect(closedAfter).toBeGreaterThanOrEqual(9_000);
  expect(closedAfter).toBeLessThan(15_000);
});

test('smaller guards: the report limit is the path’s whatever the query, q-values are read, no compressed copy of the template', async () => {
  const report = (query: string) =>
    postFrom(`${origin}/__site/remote-failure${query}`, {
      from: '127.0.0.28',
      body: JSON.stringify({
        remote: 'mfe_feeds',
        version: 'unversioned',
        phase: 'browser load',
        message: 'x',
        fallback: 'y',
      }),
      headers: { 'Content-Type': 'text/plain' },
    });
  const statuses: number[] = [];
  for (let i = 0; i < 7; i += 1) statuses.push((await report(i ? `?q=${i}` : '')).status);
  expect(statuses.slice(0, 5)).toEqual([204, 204, 204, 204, 204]);
  expect(statuses.slice(5)).toEqual([429, 429]);
  // Accept-Encoding as RFC 9110 reads it: q=0 refuses a coding; codings ignore case.
  const encodingOf = async (accept: string) =>
    (await fetch(`${origin}/feeds`, { headers: { 'Accept-Encoding': accept } })).headers.get(
      'content-encoding',
    );
  expect(await encodingOf('br;q=0, gzip')).toBe('gzip');
  expect(await encodingOf('gzip;q=0.5, br;q=0.4')).toBe('gzip');
  expect(await encodingOf('BR')).toBe('br');
  expect(await encodingOf('br;q=0, gzip;q=0')).toBeNull();
  expect(await encodingOf('identity')).toBeNull();
  // The template's compressed copies are not for browsers either, in any spelling.
  for (const spelling of [
    '/index.html',
    '/index.html.br',
    '/index.html.gz',
    '/INDEX.HTML.BR',
    '/index.html.gz.br',
    '/%69ndex.html.br',
    '/server/index.html.br',
  ]) {
    const answer = await fetch(`${origin}${spelling}`, { redirect: 'follow' });
    expect(answer.status, spelling).toBe(404);
    expect(await answer.text(), spelling).not.toContain('<div id="root"></div>');
  }
});

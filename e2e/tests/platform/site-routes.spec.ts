/**
 * The site server's routes as a newcomer reads them (issue 50, outcome 1): one Fastify plugin per
 * concern, each route declared with its methods, found in `printRoutes()`; and, since Fastify
 * matches routes by the decoded path, every route takes its own spelling only: other spellings,
 * cases, slashes, encodings and methods are answered as before (301, 400, 405), never by the route.
 * In-process (`app.inject`).
 */
import { expect, test } from '../../support/test';
import { e2eRegistry } from '../../support/fixtures';
import { startInProcessSite, type InProcessSite } from '../../support/in-process-site';

let server: InProcessSite;

test.beforeAll(async () => {
  server = await startInProcessSite();
});

test.afterAll(async () => {
  await server?.stop();
});

const inject = (method: string, url: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: method as 'GET', url, headers });

test('printRoutes shows each concern’s routes with their methods, and one page route', async () => {
  await server.app.ready();
  const declared = [
    ['GET', '/healthz'],
    ['GET', '/readyz'],
    ['GET', '/robots.txt'],
    ['GET', '/sitemap.xml'],
    ['GET', '/runtime-config.json'],
    ['GET', '/uploads/*'],
    ['GET', '/__site/page-data/*'],
    ['POST', '/__site/remote-failure'],
    ['POST', '/__site/revalidate'],
    // A staged version's preview link and its way out (site-server/version-preview.mjs).
    ['GET', '/__site/preview-version'],
    ['GET', '/__site/preview-version/exit'],
    // The page route, form posts to their pages, and the 405 of every other method.
    ['GET', '/*'],
    ['POST', '/*'],
    ['PUT', '/*'],
  ] as const;
  for (const [method, url] of declared)
    expect(server.app.hasRoute({ method, url }), `${method} ${url}`).toBe(true);
  const tree = server.app.printRoutes();
  for (const line of ['healthz (GET, HEAD)', 'obots.txt (GET, HEAD)', 'validate (POST)'])
    expect(tree).toContain(line);
  expect(tree).toMatch(/uploads\/\n.*\* \(GET, HEAD\)/);
  // The tree shares prefixes: page-data/ under __site/p, beside review-version.
  expect(tree).toMatch(/age-data\/\n.*\* \(GET, HEAD\)/);
  expect(tree).toMatch(/review-version \(GET, HEAD\)\n.*\/exit \(GET, HEAD\)/);
  expect(tree).toMatch(/\* \(POST, PUT, DELETE, PATCH, OPTIONS, TRACE, QUERY, GET, HEAD\)/);
});

test('a declared route takes its own spelling only: encoded, cased, doubled spellings go where any address goes', async () => {
  expect((await inject('GET', '/robots.txt')).statusCode).toBe(200);
  for (const spelling of [
    '/robots%2Etxt',
    '/robots%2etxt',
    '/Robots.txt',
    '//robots.txt',
    '/robots.txt/',
  ]) {
    const answer = await inject('GET', spelling);
    expect(answer.statusCode, spelling).toBe(301);
    expect(answer.headers.location, spelling).toBe('/robots.txt');
  }
  for (const spelling of ['/sitemap%2Exml', '/runtime-config%2Ejson', '/%75ploads/x.png']) {
    const answer = await inject('GET', spelling);
    expect(answer.statusCode, spelling).toBe(301);
    expect(answer.body, spelling).toBe('');
  }
  // The data of a page by its one address only; an encoded prefix is a page address, none here.
  const data = await inject('GET', '/__site/page-dat%61/feeds/AAAAAAAAAAAAAAAA.json');
  expect(data.statusCode).not.toBe(200);
});

test('posts: each endpoint by its own spelling, any other spelling or method a 405 that names what the address takes', async () => {
  for (const spelling of ['/__site/revalidat%65', '/__site/Revalidate', '/__site/remote-failur%65'])
    expect((await inject('POST', spelling)).statusCode, spelling).toBe(405);
  expect((await inject('POST', '/__site/revalidate')).statusCode).toBe(401);
  const onForm = await inject('PUT', '/contact-us');
  expect(onForm.statusCode).toBe(405);
  expect(onForm.headers.allow).toBe('GET, HEAD, POST');
  for (const method of ['PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'PROPFIND']) {
    const answer = await inject(method, '/feeds');
    expect(answer.statusCode, method).toBe(405);
    expect(answer.headers.allow, method).toBe('GET, HEAD, POST');
  }
  const onFile = await inject('POST', '/robots.txt');
  expect(onFile.statusCode).toBe(405);
  expect(onFile.headers.allow).toBe('GET, HEAD');
  expect((await inject('POST', '/healthz')).statusCode).toBe(405);
});

test('before the site is loaded, only /healthz answers; every other route says 503 with Retry-After', async () => {
  // The registry is read when the test says: until then the site is loading.
  let readRegistry = () => {};
  const registryRead = new Promise<void>((resolve) => (readRegistry = resolve));
  const starting = await startInProcessSite({
    ready: false,
    registry: () => registryRead.then(() => e2eRegistry()),
  });
  try {
    expect((await starting.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    for (const [method, url] of [
      ['GET', '/readyz'],
      ['GET', '/feeds'],
      ['GET', '/robots.txt'],
      ['GET', '/uploads/x.png'],
      ['POST', '/contact-us'],
      ['PUT', '/feeds'],
    ] as const) {
      const answer = await starting.app.inject({ method, url });
      expect(answer.statusCode, url).toBe(503);
      expect(answer.headers['retry-after'], url).toBe('5');
    }
    readRegistry();
    await starting.ready;
    expect((await starting.app.inject({ url: '/readyz' })).statusCode).toBe(200);
  } finally {
    readRegistry();
    await starting.ready.catch(() => undefined);
    await starting.stop();
  }
});

test('the counts per version answer their token alone, at their own spelling, to GET alone', async () => {
  // The release commands' secret: the counts token is derived from it (version-counts.mjs).
  const secret = 'site-routes-spec-version-secret';
  const { countsToken } = await import('../../../site-server/version-counts.mjs');
  const withSecret = await startInProcessSite({ versionPreview: { secret } });
  try {
    const get = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
      withSecret.app.inject({ method: method as 'GET', url, headers });
    const good = { authorization: `Bearer ${countsToken(secret)}` };
    const answer = await get('/__site/version-counts', good);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(typeof JSON.parse(answer.body)).toBe('object');
    const refusedWith: Record<string, string>[] = [
      {},
      { authorization: `Bearer ${secret}` },
      { authorization: `Bearer ${countsToken('another secret')}` },
      { authorization: countsToken(secret) },
      { authorization: `Basic ${countsToken(secret)}` },
      { cookie: `token=${countsToken(secret)}` },
    ];
    for (const headers of refusedWith) {
      const refused = await get('/__site/version-counts', headers);
      expect(refused.statusCode, JSON.stringify(headers)).toBe(401);
      expect(refused.body).not.toContain('pages');
    }
    // Other spellings are page addresses (a 301 to the one spelling, or the 404 page), and never
    // the counts, even with the token.
    for (const spelling of [
      '/__site/Version-Counts',
      '/__site/version%2Dcounts',
      '/__site//version-counts',
      '/__site/version-counts/',
      '/__SITE/version-counts',
    ]) {
      const other = await get(spelling, good);
      expect(other.statusCode, spelling).not.toBe(200);
      expect(other.body, spelling).not.toContain('"pages"');
    }
    for (const method of ['POST', 'PUT', 'DELETE'])
      expect((await get('/__site/version-counts', good, method)).statusCode, method).toBe(405);
  } finally {
    await withSecret.stop();
  }
  // Without the secret there is no such address: the 404 page.
  expect((await inject('GET', '/__site/version-counts')).statusCode).toBe(404);
});

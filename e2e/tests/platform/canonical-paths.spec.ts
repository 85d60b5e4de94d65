/**
 * One spelling of each address on the site server, tried as an attacker spells paths: case,
 * slashes, dot segments, percent-encoding, backslashes. Requests go out raw (node:http), since a
 * URL parser would resolve the dot segments before they reach the server.
 */
import { expect, test } from '@playwright/test';
import { follow, raw } from '../../support/raw-request';
import { examplePath, siteRoutes } from '../../support/site-routes';

test('every other spelling of a route is a 301 to the route table’s spelling, the query kept', async () => {
  const cases: Array<[string, string]> = [
    ['/FEEDS', '/feeds'],
    ['/Feeds/', '/feeds'],
    ['/feeds/', '/feeds'],
    ['//feeds', '/feeds'],
    ['/./feeds', '/feeds'],
    ['/x/../feeds', '/feeds'],
    ['/%66eeds', '/feeds'],
    ['/fe%65ds?tab=2', '/feeds?tab=2'],
    ['/mEdIa-ArTiClE/1', '/media-article/1'],
    ['/BLOG/1/', '/blog/1'],
    ['/blog/%31', '/blog/1'],
    ['/About?utm_source=x', '/about?utm_source=x'],
    ['/ROBOTS.TXT', '/robots.txt'],
    ['/Sitemap.xml', '/sitemap.xml'],
    ['/%2e/feeds', '/feeds'],
  ];
  for (const [path, location] of cases) {
    const answer = await raw(path);
    expect(answer.status, path).toBe(301);
    expect(answer.location, path).toBe(location);
  }
  // A second spelling the table keeps on purpose is a route of its own, spelled one way.
  const alias = await follow('/POULTRY-VENTILATION-FAN/');
  expect(alias.status).toBe(200);
  expect(alias.path).toBe('/poultry-ventilation-fan');
  expect((await raw('/POULTRY-VENTILATION-FAN', 'HEAD')).status).toBe(301);
  // A redirect of the table goes to its target in one hop, however it is spelled.
  for (const path of ['/farm', '/FARM', '/Farm/']) {
    const answer = await raw(path);
    expect(answer.status, path).toBe(301);
    expect(answer.location, path).toBe('/hatchery');
  }
});

test('every route answers in its own spelling without a redirect', async () => {
  for (const route of siteRoutes) {
    const path = examplePath(route.path);
    const answer = await raw(path);
    expect(answer.status, path).toBe(200);
  }
});

test('no spelling of a path reaches the shell’s server build or its bare template', async () => {
  // The real file, asked for plainly, is refused too: it is the reference.
  const spellings = [
    '/server/renderer.js',
    '//server/renderer.js',
    '///server/renderer.js',
    '/./server/renderer.js',
    '/x/../server/renderer.js',
    '/x/..%2fserver/renderer.js',
    '/%73erver/renderer.js',
    '/server%2frenderer.js',
    '/server%2Frenderer.js',
    '/SERVER/renderer.js',
    '/Server/Renderer.js',
    '/server/./renderer.js',
    '/server//renderer.js',
    '/.%2fserver/renderer.js',
    '/%2e%2e/server/renderer.js',
    '/..\\server\\renderer.js',
    '/server/renderer.js/',
    '/index.html',
    '//index.html',
    '/%69ndex.html',
  ];
  for (const path of spellings) {
    for (const method of ['GET', 'HEAD']) {
      const first = await raw(path, method);
      expect([301, 404], `${method} ${path}`).toContain(first.status);
    }
    const last = await follow(path);
    expect(last.status, path).toBe(404);
    expect(last.type, path).toMatch(/^text\/html/);
    expect(last.body, path).not.toContain('__webpack_require__');
  }
  // Browser assets of the shell are still served, once, by their own spelling (the app's start,
  // which the inline boot script names).
  const home = await raw('/');
  const script = /<script[^>]+data-main="(\/[^"]+\.js)"/.exec(home.body)?.[1];
  expect(script).toBeTruthy();
  expect((await raw(script!)).status).toBe(200);
  expect((await raw(`/.${script!}`)).status).toBe(301);
});

test('a malformed address is a 400, and posts reach the endpoints only by their one spelling', async () => {
  expect((await raw('/feeds%E0%A4%A')).status).toBe(400);
  expect((await raw('/feeds%00')).status).toBe(400);
  for (const path of [
    '/__SITE/revalidate',
    '//__site/revalidate',
    '/__site/revalidate/',
    '/__site/./revalidate',
  ]) {
    expect((await raw(path, 'POST')).status, path).toBe(405);
  }
  // The one spelling without the secret: refused.
  expect((await raw('/__site/revalidate', 'POST')).status).toBe(401);
});

/**
 * A staged version's preview link (issue 53, outcome 1; site-server/version-preview.mjs): signed
 * with the site's secret over the remote, the version and the expiry, good until then. A good one
 * sets a cookie (HttpOnly, SameSite=Lax, expiring with it) and sends the visitor to `/`; a forged
 * or expired one, or any other spelling or method of its address, sets none. In-process
 * (`app.inject`); releases.spec.ts opens one in a browser.
 */
import { expect, test } from '../../support/test';
import { startInProcessSite, type InProcessSite } from '../../support/in-process-site';
import type * as VersionPreview from '../../../site-server/version-preview.mjs';

const SECRET = 'version-preview-test-secret';
let server: InProcessSite;
let vp: typeof VersionPreview;

test.beforeAll(async () => {
  vp = (await import('../../../site-server/version-preview.mjs')) as typeof VersionPreview;
  server = await startInProcessSite({ versionPreview: { secret: SECRET } });
});

test.afterAll(async () => {
  await server?.stop();
});

const now = () => Math.floor(Date.now() / 1000);
const link = (expires = now() + 3600, secret = SECRET, version = '20261129T010000Z-abc123') =>
  vp.versionPreviewQuery(secret, 'mfe-feeds', version, expires);
const get = (url: string, method = 'GET', headers: Record<string, string> = {}) =>
  server.app.inject({ method: method as 'GET', url, headers });

test('the link’s checks: signed over remote, version and expiry; expired; cookies alike', () => {
  const expires = now() + 60;
  const given = Object.fromEntries(new URLSearchParams(link(expires)));
  expect(vp.checkVersionPreview(SECRET, given)).toEqual({
    remote: 'mfe-feeds',
    version: '20261129T010000Z-abc123',
    expires,
  });
  // Another secret, remote, version or expiry, a cut signature, a missing part: not signed.
  for (const changed of [
    { sig: Object.fromEntries(new URLSearchParams(link(expires, 'other'))).sig },
    { remote: 'mfe-foods' },
    { version: '20261129T010000Z-abc124' },
    { expires: String(expires + 1) },
    { sig: given.sig?.slice(1) },
    { sig: '' },
    { remote: 'MFE-FEEDS' },
    { version: '../x' },
  ])
    expect(vp.checkVersionPreview(SECRET, { ...given, ...changed }), JSON.stringify(changed)).toBe(
      'invalid',
    );
  // Good until its expiry, not after.
  expect(vp.checkVersionPreview(SECRET, given, (expires + 1) * 1000)).toBe('expired');
  const preview = vp.checkVersionPreview(SECRET, given);
  if (typeof preview !== 'object') throw new Error('not good');
  // Secure over HTTPS.
  expect(vp.previewCookie(SECRET, preview, true)).toMatch(/; HttpOnly; SameSite=Lax; Secure$/);
  const cookie = vp.previewCookie(SECRET, preview, true).split(';')[0] ?? '';
  expect(vp.previewOfCookie(SECRET, `a=b; ${cookie}; c=d`)).toEqual(preview);
  expect(vp.previewOfCookie('other', cookie)).toBeNull();
  expect(vp.previewOfCookie(SECRET, cookie.replace('mfe-feeds', 'mfe-foods'))).toBeNull();
  expect(vp.previewOfCookie(SECRET, cookie, (expires + 1) * 1000)).toBeNull();
});

test('a good link sets the cookie and sends to /; forged, expired, other spellings and methods set none', async () => {
  const good = await get(`/__site/preview-version?${link()}`);
  expect(good.statusCode).toBe(303);
  expect(good.headers.location).toBe('/');
  expect(good.headers['cache-control']).toBe('private, no-store');
  const cookie = String(good.headers['set-cookie']);
  expect(cookie).toMatch(
    /^site_version_preview=mfe-feeds~[^;]+; Max-Age=(3600|3599); Path=\/; HttpOnly; SameSite=Lax$/,
  );
  const refused = [
    `/__site/preview-version?${link(now() - 1)}`,
    `/__site/preview-version?${link(now() + 3600, 'forged')}`,
    `/__site/preview-version?${link()}&remote=mfe-foods`,
    `/__site/preview-version?${link().replace('mfe-feeds', 'mfe-foods')}`,
    '/__site/preview-version',
  ];
  for (const url of refused) {
    const answer = await get(url);
    expect(answer.statusCode, url).toBe(303);
    expect(answer.headers.location, url).toBe('/');
    expect(answer.headers['set-cookie'], url).toBeUndefined();
  }
  for (const spelling of [
    '/__SITE/preview-version',
    '/__site/Preview-Version',
    '/__site/preview-version/',
    '/__site/preview%2Dversion',
    '/__site/preview%2dversion',
    '//__site/preview-version',
    '/__site//preview-version',
  ]) {
    const answer = await get(`${spelling}?${link()}`);
    expect(answer.headers['set-cookie'], spelling).toBeUndefined();
    expect([301, 400, 404], spelling).toContain(answer.statusCode);
  }
  for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS']) {
    const answer = await get(`/__site/preview-version?${link()}`, method);
    expect(answer.headers['set-cookie'], method).toBeUndefined();
    expect(answer.statusCode, method).toBeGreaterThanOrEqual(400);
  }
});

test('exit clears the cookie; a good cookie for a version this site cannot serve says so, privately', async () => {
  const exit = await get('/__site/preview-version/exit');
  expect(exit.statusCode).toBe(303);
  expect(exit.headers.location).toBe('/');
  expect(String(exit.headers['set-cookie'])).toMatch(/^site_version_preview=; Max-Age=0; Path=\//);
  // The test site's remotes are not released versions: there is no staged one to start.
  const preview = vp.checkVersionPreview(SECRET, Object.fromEntries(new URLSearchParams(link())));
  if (typeof preview !== 'object') throw new Error('not good');
  const cookie = vp.previewCookie(SECRET, preview, false).split(';')[0] ?? '';
  const page = await get('/', 'GET', { cookie });
  expect(page.statusCode).toBe(503);
  expect(page.headers['cache-control']).toBe('private, no-store');
  expect(page.body).toContain('Exit preview');
  expect(server.versionServers?.running()).toBe(0);
  // Without the cookie (or with a forged one), the live page.
  const forged = cookie.replace(/~[^~]+$/, '~forged');
  for (const headers of [{}, { cookie: forged }] as Record<string, string>[]) {
    const live = await get('/', 'GET', headers);
    expect(live.statusCode).toBe(200);
    expect(live.body).not.toContain('Exit preview');
  }
});

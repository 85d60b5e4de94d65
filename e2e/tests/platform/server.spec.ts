import { createHash } from 'node:crypto';
import { expect, test } from '../../support/test';
import { e2ePorts, siteUrl } from '../../support/ports';

test('the production server sends content types, caching rules and security headers, and no x-powered-by', async ({
  request,
}) => {
  const html = await request.get('/');
  expect(html.status()).toBe(200);
  expect(html.headers()['content-type']).toBe('text/html; charset=utf-8');
  // Browsers revalidate (ETag); a CDN may keep the page a minute and serve it stale on errors.
  expect(html.headers()['cache-control']).toBe(
    'public, max-age=0, s-maxage=60, stale-while-revalidate=600, stale-if-error=86400',
  );
  expect(html.headers().etag).toBeTruthy();
  expect(
    (await request.get('/', { headers: { 'If-None-Match': html.headers().etag ?? '' } })).status(),
  ).toBe(304);
  expect(html.headers()['content-security-policy']).not.toMatch(
    /script-src[^;]*:1337|script-src[^;]*4137/,
  );
  expect(html.headers()['x-powered-by']).toBeUndefined();
  expect(html.headers()['x-content-type-options']).toBe('nosniff');
  expect(html.headers()['content-security-policy']).toContain("frame-ancestors 'self'");

  // The page's one script is inline at the end of the body (no request before the first paint):
  // it loads the boot script (a file) after the first paint, which loads the web fonts and, when
  // needed, main.js; nothing in the page names a font file (no preload, no inline @font-face).
  // Without script, a <noscript> link loads the fonts' stylesheet. The policy allows the inline
  // script and the speculation rules by their hashes, and no other inline script.
  const body = await html.text();
  const inline = body.match(
    /<script data-main="(\/main\.[0-9a-f]+\.js)" data-boot="(\/boot\.[0-9a-f]+\.js)">([\s\S]*?)<\/script><\/body>/,
  );
  expect(inline).toBeTruthy();
  const rules = body.match(/<script type="speculationrules">([\s\S]*?)<\/script>/);
  expect(rules).toBeTruthy();
  expect(body.match(/<script[\s>]/g)?.length, 'scripts and data blocks').toBe(
    body.match(/<script (?:type=|data-main=)/g)?.length,
  );
  const scriptSrc = /(?:^|; )script-src ([^;]*)/.exec(
    html.headers()['content-security-policy']!,
  )![1]!;
  const hashOf = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
  expect(
    scriptSrc
      .split(' ')
      .filter((source) => source.startsWith("'sha"))
      .sort(),
  ).toEqual([hashOf(inline![3]!), hashOf(rules![1]!)].sort());
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  for (const file of [inline![1]!, inline![2]!]) {
    const script = await request.get(file, { headers: { 'Accept-Encoding': 'br' } });
    expect(script.status()).toBe(200);
    expect(script.headers()['content-type']).toBe('text/javascript; charset=utf-8');
    expect(script.headers()['cache-control']).toContain('immutable');
  }
  expect(body).not.toMatch(/\.woff2?/);
  const bootScript = await (await request.get(inline![2]!)).text();
  const fontFiles = bootScript.match(/\/fonts\/[\w.-]+\.woff2/g);
  // The four Latin faces, and Devanagari's and Gurmukhi's two each (set on their pages only).
  expect(fontFiles, 'the faces the boot script loads').toHaveLength(8);
  expect(fontFiles!.filter((file) => /noto-sans-(devanagari|gurmukhi)/.test(file))).toHaveLength(4);
  const noscript = body.match(
    /<noscript><link rel="stylesheet" href="(\/fonts\.[0-9a-f]+\.css)"><\/noscript>/,
  );
  expect(noscript).toBeTruthy();
  const fonts = await request.get(noscript![1]!);
  expect(fonts.headers()['content-type']).toContain('text/css');
  expect(fonts.headers()['cache-control']).toContain('immutable');
  const faces = await fonts.text();
  expect(faces.match(/@font-face/g)).toHaveLength(8);
  for (const file of fontFiles!) expect(faces).toContain(file);

  const config = await request.get('/runtime-config.json');
  expect(config.headers()['content-type']).toContain('application/json');
  expect((await config.json()).remotes.mfe_foods).toContain(
    `:${e2ePorts['mfe-foods']}/mf-manifest.json`,
  );

  const svg = await request.get('/favicon.svg');
  expect(svg.headers()['content-type']).toBe('image/svg+xml');
});

test('unknown paths get status 404; known client routes 200', async ({ request }) => {
  expect((await request.get('/definitely-not-a-page')).status()).toBe(404);
  expect((await request.get('/blog/not-an-id')).status()).toBe(404);
  expect((await request.get('/blog/3')).status()).toBe(200);
  expect((await request.get('/poultry-ventilation-fan')).status()).toBe(200);
  expect((await request.get(`http://localhost:${e2ePorts['mfe-feeds']}/nope.js`)).status()).toBe(
    404,
  );
});

test('remotes allow CORS only from the shell’s origin and publish their manifest', async ({
  request,
}) => {
  const remote = `http://localhost:${e2ePorts['mfe-feeds']}`;
  const allowed = await request.get(`${remote}/mf-manifest.json`, { headers: { Origin: siteUrl } });
  expect(allowed.status()).toBe(200);
  expect(allowed.headers()['access-control-allow-origin']).toBe(siteUrl);
  expect((await allowed.json()).name).toBe('mfe_feeds');
  const denied = await request.get(`${remote}/mf-manifest.json`, {
    headers: { Origin: 'https://evil.example.com' },
  });
  expect(denied.headers()['access-control-allow-origin']).toBeUndefined();
});

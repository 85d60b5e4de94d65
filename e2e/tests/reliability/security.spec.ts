import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '../../support/test';
import { repoRoot } from '../../support/fixtures';
import { watchNetwork } from '../../support/network';
import { e2ePorts } from '../../support/ports';
import { appNames } from '../../../shared/build/apps.mjs';

test('shell and remotes send a CSP limited to the site, the CMS and what pages use, plus the other security headers', async ({
  request,
}) => {
  for (const [app, port] of Object.entries(e2ePorts)) {
    if (app === 'cms') continue;
    // The shell's page carries the site's policy; a remote serves no page, and what it serves
    // (its entry, chunks, manifest) carries a policy under which nothing can run or load.
    const isShell = app === 'shell';
    const response = await request.get(
      `http://localhost:${port}/${isShell ? '' : 'remoteEntry.js'}`,
    );
    expect(response.status(), app).toBe(200);
    const headers = response.headers();
    const csp = headers['content-security-policy'] ?? '';
    if (isShell) {
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toMatch(/frame-ancestors [^;]+/);
      expect(csp).not.toMatch(/script-src[^;]*(\*|'unsafe-eval')/);
      expect(headers['permissions-policy']).toContain('camera=()');
    } else {
      expect(csp, app).toMatch(/^default-src 'none';/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toMatch(/script-src/);
    }
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['x-powered-by']).toBeUndefined();
  }
});

test('no credential with more than public rights is in any built file', () => {
  const envFile = path.join(repoRoot, 'cms', '.env');
  const secrets: string[] = [];
  if (fs.existsSync(envFile)) {
    for (const line of fs.readFileSync(envFile, 'utf8').split('\n')) {
      const [key, ...rest] = line.split('=');
      const value = rest.join('=').trim();
      if (/KEY|SECRET|SALT|PASSWORD|TOKEN/.test(key ?? '') && value.length >= 8)
        secrets.push(...value.split(',').filter((v) => v.length >= 8));
    }
  }
  expect(secrets.length).toBeGreaterThan(0);
  const offenders: string[] = [];
  for (const app of appNames) {
    const dist = path.join(repoRoot, app, 'dist');
    for (const entry of fs.readdirSync(dist, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || /\.(br|gz|woff2?|png|webp)$/.test(entry.name)) continue;
      const file = path.join(entry.parentPath, entry.name);
      const text = fs.readFileSync(file, 'utf8');
      for (const secret of secrets)
        if (text.includes(secret))
          offenders.push(`${path.relative(repoRoot, file)} holds a CMS secret`);
      if (/Bearer\s+[A-Za-z0-9._-]{20,}/.test(text))
        offenders.push(`${path.relative(repoRoot, file)} holds a bearer token`);
      if (/eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}\./.test(text))
        offenders.push(`${path.relative(repoRoot, file)} holds a JWT`);
    }
  }
  expect(offenders).toEqual([]);
});

test('external links open safely (rel="noopener noreferrer")', async ({ page }) => {
  await page.addInitScript(() => sessionStorage.setItem('hasShownExitIntent', 'true'));
  const network = watchNetwork(page);
  for (const path of ['/', '/foods', '/equipments', '/contact-us', '/media-article/1']) {
    // Booted (support/test.ts), and what it fetched as it started (its links among it) has come.
    await page.goto(path);
    await network.quiet();
    const unsafe = await page
      .locator('a[target="_blank"]')
      .evaluateAll((links) =>
        links
          .filter(
            (a) =>
              !/noopener/.test(a.getAttribute('rel') ?? '') ||
              !/noreferrer/.test(a.getAttribute('rel') ?? ''),
          )
          .map((a) => a.outerHTML.slice(0, 120)),
      );
    expect(unsafe, path).toEqual([]);
  }
});

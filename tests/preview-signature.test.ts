/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * The CMS signs preview addresses (cms/src/utils/preview-url.js, CommonJS) and the site server
 * checks them (site-server/preview.mjs, an ES module, so it runs in its own Node process here):
 * the two programs must agree on every path and link time, and on nothing else; a link expires,
 * and links made before the site's revocation time are refused.
 */
const PREVIEW = path.join(__dirname, '..', 'site-server', 'preview.mjs');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const cms = require('../cms/src/utils/preview-url.js') as {
  PREVIEW_LINK_SECONDS: number;
  previewToken: (secret: string, pagePath: string, now?: number) => string;
};

/** The site's refusal of a token (null: shown), at `now`, with links revoked before `revokedBefore`. */
function siteRefusal(
  secret: string,
  pagePath: string,
  token: string,
  times: { now?: number; revokedBefore?: number } = {},
): string | null {
  const script = `import { previewRefusal } from ${JSON.stringify(PREVIEW)};
console.log(JSON.stringify(previewRefusal(${JSON.stringify(secret)}, ${JSON.stringify(pagePath)}, ${JSON.stringify(token)}, ${JSON.stringify(times)})));`;
  return JSON.parse(
    execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }),
  ) as string | null;
}

function siteMarks(html: string): string {
  const script = `import { markAsPreview } from ${JSON.stringify(PREVIEW)};
process.stdout.write(markAsPreview(${JSON.stringify(html)}));`;
  return execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    encoding: 'utf8',
  });
}

describe('preview signatures', () => {
  const secret = 'a-shared-secret';

  it('accepts what the CMS signs, for that path only', () => {
    for (const pagePath of ['/blog/12', '/media-article/3', '/feeds', '/']) {
      const token = cms.previewToken(secret, pagePath);
      expect(siteRefusal(secret, pagePath, token)).toBeNull();
      expect(siteRefusal(secret, `${pagePath}x`, token)).toBe('invalid');
      expect(siteRefusal('another-secret', pagePath, token)).toBe('invalid');
    }
  });

  it('refuses empty, cut and altered tokens, and a path-only signature', () => {
    const token = cms.previewToken(secret, '/blog/12');
    const [issued, expires, signature] = token.split('.') as [string, string, string];
    const altered = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    const later = String(Number(expires) + 86_400);
    for (const bad of [
      '',
      token.slice(0, -1),
      `${issued}.${expires}.${altered}`,
      // A later expiry, or an earlier issue time, under the same signature.
      `${issued}.${later}.${signature}`,
      `${Number(issued) - 86_400}.${expires}.${signature}`,
      signature,
      `${issued}.${expires}`,
      `${issued}.${expires}.${signature}.x`,
      ` ${token}`,
    ])
      expect(siteRefusal(secret, '/blog/12', bad)).toBe('invalid');
  });

  it('expires the link after the lifetime the CMS gives it', () => {
    const made = Date.UTC(2026, 10, 26, 12);
    const token = cms.previewToken(secret, '/feeds', made);
    const life = cms.PREVIEW_LINK_SECONDS * 1000;
    expect(cms.PREVIEW_LINK_SECONDS).toBeLessThanOrEqual(24 * 60 * 60);
    expect(siteRefusal(secret, '/feeds', token, { now: made + life - 1000 })).toBeNull();
    expect(siteRefusal(secret, '/feeds', token, { now: made + life })).toBe('expired');
    expect(siteRefusal(secret, '/feeds', cms.previewToken(secret, '/feeds'))).toBeNull();
  });

  it('refuses links made before the revocation time, and takes those made after it', () => {
    const made = Date.UTC(2026, 10, 26, 12);
    const token = cms.previewToken(secret, '/feeds', made);
    const now = made + 60_000;
    expect(siteRefusal(secret, '/feeds', token, { now, revokedBefore: made + 1000 })).toBe(
      'revoked',
    );
    expect(siteRefusal(secret, '/feeds', token, { now, revokedBefore: made })).toBeNull();
    const after = cms.previewToken(secret, '/feeds', made + 2000);
    expect(siteRefusal(secret, '/feeds', after, { now, revokedBefore: made + 1000 })).toBeNull();
  });

  it('marks the HTML noindex, without a canonical link, with a visible notice', () => {
    const html = siteMarks(
      '<html><head><title>T</title><meta name="robots" content="index, follow"/><link rel="canonical" href="https://example.com/blog/1"/></head><body><div id="root"></div></body></html>',
    );
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(html).not.toContain('index, follow');
    expect(html).not.toContain('rel="canonical"');
    expect(html).toMatch(/<body><p role="status"[^>]*>Preview: /);
  });
});

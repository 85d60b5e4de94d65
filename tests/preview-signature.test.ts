/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * The CMS signs preview addresses (cms/src/utils/preview-url.js, CommonJS) and the site server
 * checks them (site-server/preview.mjs, an ES module, so it runs in its own Node process here):
 * the two programs must agree on every path, and on nothing else.
 */
const PREVIEW = path.join(__dirname, '..', 'site-server', 'preview.mjs');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const cms = require('../cms/src/utils/preview-url.js') as {
  previewSignature: (secret: string, pagePath: string) => string;
};

function siteAccepts(secret: string, pagePath: string, signature: string): boolean {
  const script = `import { isSignedPreview } from ${JSON.stringify(PREVIEW)};
console.log(JSON.stringify(isSignedPreview(${JSON.stringify(secret)}, ${JSON.stringify(pagePath)}, ${JSON.stringify(signature)})));`;
  return JSON.parse(
    execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }),
  ) as boolean;
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
      const signature = cms.previewSignature(secret, pagePath);
      expect(siteAccepts(secret, pagePath, signature)).toBe(true);
      expect(siteAccepts(secret, `${pagePath}x`, signature)).toBe(false);
      expect(siteAccepts('another-secret', pagePath, signature)).toBe(false);
    }
  });

  it('refuses empty, cut and altered signatures', () => {
    const signature = cms.previewSignature(secret, '/blog/12');
    expect(siteAccepts(secret, '/blog/12', '')).toBe(false);
    expect(siteAccepts(secret, '/blog/12', signature.slice(0, -1))).toBe(false);
    const altered = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    expect(siteAccepts(secret, '/blog/12', altered)).toBe(false);
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

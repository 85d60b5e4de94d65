/**
 * The first-screen pictures' data: URLs (shared/build/svg-data-url.ts, used by module-rules.ts): the SVG's own text, which
 * the HTML's compression packs, written so that neither a URL parser nor React's attribute
 * escaping changes it.
 */
import { svgDataUrl } from '../shared/build/svg-data-url';

const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">
  <title>A hen &amp; a 50% "sunrise" with 'quotes' — ਸੂਰਜ</title>
  <path fill="#0f4d2c" d="M0 0h10v10z"/>
</svg>
`;

describe('svgDataUrl', () => {
  const url = svgDataUrl(svg);
  const payload = url.slice('data:image/svg+xml,'.length);

  it('is an SVG data: URL whose payload decodes to the picture, white space collapsed', () => {
    expect(url.startsWith('data:image/svg+xml,<')).toBe(false);
    expect(url.startsWith('data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22')).toBe(
      true,
    );
    expect(decodeURIComponent(payload)).toBe(svg.trim().replace(/\s+/g, ' '));
  });

  it('leaves nothing React would escape in an attribute, nor a fragment, a bare percent or a non-ASCII letter', () => {
    expect(payload).not.toMatch(/["'<>&#\t\n\r]|[^\x20-\x7e]/u);
    expect(payload.replace(/%[0-9A-F]{2}/g, '')).not.toContain('%');
  });

  it('is smaller than base64 once compressed', async () => {
    const zlib = await import('node:zlib');
    const big = svg.repeat(20);
    const brotli = (text: string) => zlib.brotliCompressSync(Buffer.from(text)).length;
    expect(brotli(svgDataUrl(big))).toBeLessThan(
      brotli(`data:image/svg+xml;base64,${Buffer.from(big).toString('base64')}`) / 2,
    );
  });
});

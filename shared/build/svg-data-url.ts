/**
 * An SVG as a data: URL in its own text, not base64: the HTML is sent compressed, and brotli
 * packs SVG text about three times better than its base64 (the home page's picture: 2.5 KB of
 * the Punjabi page's brotli as base64). Encoded are only what a URL or the HTML attribute React
 * writes it into would change: quotes, `<`, `>`, `&`, `#`, `%`, and what is not ASCII; runs of
 * white space become one space.
 */
export function svgDataUrl(svg: string): string {
  const text = svg.trim().replace(/\s+/g, ' ');
  const escaped = text.replace(/["'<>&#%]|[^\x20-\x7e]+/gu, (c) =>
    c === "'" ? '%27' : encodeURIComponent(c),
  );
  return `data:image/svg+xml,${escaped}`;
}

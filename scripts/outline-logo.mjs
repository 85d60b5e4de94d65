/**
 * Draws the wordmark's letters as outlines, from the self-hosted web fonts (@fontsource, read with
 * opentype.js): the logo looks the same everywhere (a picture file knows no web font: the pages'
 * header and footer, a share preview, a search result's logo), and no page looks up a system font
 * to set it. The outputs are committed; run this again after changing a line below:
 *   node scripts/outline-logo.mjs
 * It writes the wordmark into both logo files (shared/src/ui/assets/logo.svg and
 * logo-on-dark.svg), and outlines the one line of lettering in a first-screen illustration
 * (banner-leadership.svg, inlined into the home page's HTML as its LCP picture).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import opentype from 'opentype.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** @param {string} pkg @param {string} file */
function font(pkg, file) {
  const bytes = fs.readFileSync(path.join(ROOT, 'node_modules', '@fontsource', pkg, 'files', file));
  return opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
}
const fonts = {
  'poppins-700': font('poppins', 'poppins-latin-700-normal.woff'),
  'inter-600': font('inter', 'inter-latin-600-normal.woff'),
  'inter-700': font('inter', 'inter-latin-700-normal.woff'),
};

/** A tenth of a unit is under a third of a device pixel where the logo is shown (44 px high). */
const round = (/** @type {number} */ n) => Math.round(n * 10);
const num = (/** @type {number} */ tenths) => String(tenths / 10).replace(/^(-?)0\./, '$1.');

/**
 * A glyph's outline as short path data: relative commands between coordinates rounded to a
 * tenth, so the rounding does not add up along a contour.
 * @param {import('opentype.js').PathCommand[]} commands
 */
function pathData(commands) {
  let d = '';
  let at = [0, 0];
  let start = [0, 0];
  const rel = (/** @type {number} */ x, /** @type {number} */ y) => {
    const [dx, dy] = [round(x) - at[0], round(y) - at[1]];
    return `${num(dx)}${dy < 0 ? '' : ' '}${num(dy)}`;
  };
  for (const c of commands) {
    if (c.type === 'Z') {
      d += 'z';
      at = start;
      continue;
    }
    const parts = [];
    if (c.type === 'C') parts.push(rel(c.x1, c.y1), rel(c.x2, c.y2));
    if (c.type === 'Q') parts.push(rel(c.x1, c.y1));
    parts.push(rel(c.x, c.y));
    // The first move of a glyph is absolute: each glyph's path stands alone.
    if (c.type === 'M' && d === '') d += `M${num(round(c.x))} ${num(round(c.y))}`;
    else if (c.type === 'L' && round(c.x) === at[0] && round(c.y) === at[1]) continue;
    else d += c.type.toLowerCase() + parts.join(' ').replace(/ -/g, '-');
    at = [round(c.x), round(c.y)];
    if (c.type === 'M') start = at;
  }
  return d;
}

/**
 * @typedef {{ text: string, font: keyof typeof fonts, size: number, spacing: number, x: number, y: number }} Line
 */

/**
 * One line of text as one SVG path: glyphs placed by their advances, kerning and SVG's
 * `letter-spacing` (user units after each glyph), from the baseline's start (x, y).
 * @param {Line} line
 */
function outline(line) {
  const face = fonts[line.font];
  const scale = line.size / face.unitsPerEm;
  // One glyph per letter, no shaping: capitals, digits and a middle dot need none.
  const glyphs = Array.from(line.text, (char) => face.charToGlyph(char));
  let x = line.x;
  let d = '';
  glyphs.forEach((glyph, index) => {
    d += pathData(glyph.getPath(x, line.y, line.size).commands);
    const next = glyphs[index + 1];
    x += (glyph.advanceWidth ?? 0) * scale + line.spacing;
    if (next) x += face.getKerningValue(glyph, next) * scale;
  });
  return d;
}

/** The wordmark's tagline, in the logo's viewBox (0 0 214 44). */
const TAGLINE = /** @type {const} */ ({
  text: 'GROUP · SINCE 1985',
  font: 'inter-600',
  size: 10,
  spacing: 3.2,
  x: 51,
  y: 37,
});

/** The wordmark (viewBox 0 0 214 44). */
const WORDMARK = {
  name: outline({ text: 'NAVDHARA', font: 'poppins-700', size: 19, spacing: 0.5, x: 50, y: 22 }),
  tagline: outline(TAGLINE),
};

/** Rewrites one committed SVG file with `change` (which swaps its lettering for outlines). */
function rewrite(/** @type {string} */ file, /** @type {(svg: string) => string} */ change) {
  const target = path.join(ROOT, file);
  fs.writeFileSync(target, change(fs.readFileSync(target, 'utf8')));
}

const LOGO_TEXT = /<(?:text|path data-wordmark="(?:name|tagline)")[^>]*>(?:[^<]*<\/text>)?/g;
// The logo on light grounds and on the footer's dark one (Logo.tsx shows them as picture files).
for (const file of ['shared/src/ui/assets/logo.svg', 'shared/src/ui/assets/logo-on-dark.svg']) {
  rewrite(file, (svg) => {
    const lines = svg.match(LOGO_TEXT);
    if (lines?.length !== 2) throw new Error(`${file}: expected the wordmark as two lines`);
    let index = 0;
    return svg.replace(LOGO_TEXT, (line) => {
      const key = index++ === 0 ? 'name' : 'tagline';
      const fill = /fill="([^"]+)"/.exec(line)?.[1];
      return `<path data-wordmark="${key}" fill="${fill}" d="${WORDMARK[key]}"/>`;
    });
  });
}

const BANNER_TEXT =
  /<text x="22" y="48"[^>]*>COLD CHAIN<\/text>|<path data-lettering="cold-chain"[^>]*\/>/;
rewrite('mfe-corporate/src/assets/banner-leadership.svg', (svg) => {
  if (!BANNER_TEXT.test(svg)) throw new Error('banner-leadership.svg: no COLD CHAIN lettering');
  const d = outline({ text: 'COLD CHAIN', font: 'inter-700', size: 22, spacing: 0, x: 22, y: 48 });
  return svg.replace(BANNER_TEXT, `<path data-lettering="cold-chain" fill="#fff" d="${d}"/>`);
});

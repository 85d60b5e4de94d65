/**
 * Measures the metric-matched fallback faces of shared/src/styles/tokens.css: for each web face
 * the site sets (the @fontsource files the shell imports), the system face a first page draws
 * instead (Liberation Sans, the metric twin of Arial, in the same weight: regular for 400, bold
 * for 600 and 700), and the `size-adjust` that makes a line of the site's copy as wide in the
 * fallback as in the web font, with the web font's ascent, descent and line gap scaled back by it
 * so lines keep their height. The swap to the web fonts then moves nothing (the CLS check in
 * e2e/tests/seo/server-html.spec.ts). Prints the @font-face values; run it again after changing a
 * web face or the sample:
 *   node scripts/measure-fallback-faces.mjs
 * Needs Debian's fonts-liberation (`npm test` installs it with Chromium), found with fc-match.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import opentype from 'opentype.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** @param {string} file */
function parse(file) {
  const bytes = fs.readFileSync(file);
  return opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
}
/** @param {string} pkg @param {number} weight */
const webFace = (pkg, weight) =>
  parse(
    path.join(
      ROOT,
      'node_modules',
      '@fontsource',
      pkg,
      'files',
      `${pkg}-latin-${weight}-normal.woff`,
    ),
  );
/** @param {'regular' | 'bold'} style */
const systemFace = (style) =>
  parse(
    execFileSync('fc-match', ['-f', '%{file}', `Liberation Sans:${style}`], { encoding: 'utf8' }),
  );

// Headings and body copy of the kind the site sets in these faces (mixed case, digits, spaces).
const SAMPLE =
  'Navdhara Group feeds, hatcheries and foods for every farm in India since 1985. ' +
  'Broiler and layer feed, day-old chicks, hatching eggs, cold chain frozen foods and poultry ' +
  'equipment: quality you can trust, delivered to 1,200 dealers across Punjab and Haryana. ' +
  'Contact us, apply for a job, read our latest news and frequently asked questions.';

/** Mean advance of the sample in ems. @param {opentype.Font} font */
function meanAdvance(font) {
  // One glyph per character: opentype.js cannot shape Inter (a GSUB lookup it does not support),
  // and the sample has no ligatures the browser would form.
  const glyphs = [...SAMPLE].map((char) => font.charToGlyph(char));
  const total = glyphs.reduce((sum, glyph) => sum + (glyph.advanceWidth ?? 0), 0);
  return total / font.unitsPerEm / glyphs.length;
}

const pct = (/** @type {number} */ n) => `${Math.round(n * 10000) / 100}%`;

const faces = [
  { family: 'Inter Fallback', pkg: 'inter', weight: 400, cssWeight: null },
  { family: 'Inter Fallback', pkg: 'inter', weight: 600, cssWeight: '600 700' },
  { family: 'Poppins Fallback', pkg: 'poppins', weight: 400, cssWeight: null },
  { family: 'Poppins Fallback', pkg: 'poppins', weight: 600, cssWeight: '600' },
  { family: 'Poppins Fallback', pkg: 'poppins', weight: 700, cssWeight: '700' },
];

for (const face of faces) {
  const web = webFace(face.pkg, face.weight);
  const style = face.weight >= 600 ? 'bold' : 'regular';
  const system = systemFace(style);
  const sizeAdjust = meanAdvance(web) / meanAdvance(system);
  const { ascender, descender, lineGap } = web.tables.hhea;
  const em = web.unitsPerEm;
  console.log(`/* ${face.pkg} ${face.weight} against Liberation Sans ${style} */`);
  console.log(
    `font-family: '${face.family}';${face.cssWeight ? ` font-weight: ${face.cssWeight};` : ''}`,
  );
  console.log(`size-adjust: ${pct(sizeAdjust)};`);
  console.log(`ascent-override: ${pct(ascender / em / sizeAdjust)};`);
  console.log(`descent-override: ${pct(-descender / em / sizeAdjust)};`);
  console.log(`line-gap-override: ${pct(lineGap / em / sizeAdjust)};\n`);
}

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

// The site's own copy, from the remotes' content records: headings (titles, questions) for the
// heading faces, running text for the body faces. A face is matched on the text it sets, whose
// capitals and word lengths differ from a pangram's.
/** @param {RegExp} field */
function copyOf(field) {
  const strings = [];
  for (const remote of fs.readdirSync(ROOT).filter((name) => name.startsWith('mfe-'))) {
    const dir = path.join(ROOT, remote, 'src', 'content');
    if (!fs.existsSync(dir)) continue;
    for (const file of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
      if (!file.endsWith('.ts')) continue;
      const source = fs.readFileSync(path.join(dir, file), 'utf8');
      for (const match of source.matchAll(field)) strings.push(match[1]);
    }
  }
  return strings.join(' ');
}
const HEADINGS = copyOf(/\b(?:title|question): '([^']+)'/g);
const RUNNING_TEXT = copyOf(/\b(?:text|content|intro|description): '([^']+)'/g);

/** Mean advance of the sample in ems. @param {opentype.Font} font @param {string} sample */
function meanAdvance(font, sample) {
  // One glyph per character: opentype.js cannot shape Inter (a GSUB lookup it does not support),
  // and the sample has no ligatures the browser would form.
  const glyphs = [...sample].map((char) => font.charToGlyph(char));
  const total = glyphs.reduce((sum, glyph) => sum + (glyph.advanceWidth ?? 0), 0);
  return total / font.unitsPerEm / glyphs.length;
}

const pct = (/** @type {number} */ n) => `${Math.round(n * 10000) / 100}%`;

const faces = [
  { family: 'Inter Fallback', pkg: 'inter', weight: 400, cssWeight: null, sample: RUNNING_TEXT },
  { family: 'Inter Fallback', pkg: 'inter', weight: 600, cssWeight: '600 700', sample: HEADINGS },
  {
    family: 'Poppins Fallback',
    pkg: 'poppins',
    weight: 400,
    cssWeight: null,
    sample: RUNNING_TEXT,
  },
  { family: 'Poppins Fallback', pkg: 'poppins', weight: 600, cssWeight: '600', sample: HEADINGS },
  { family: 'Poppins Fallback', pkg: 'poppins', weight: 700, cssWeight: '700', sample: HEADINGS },
];

for (const face of faces) {
  const web = webFace(face.pkg, face.weight);
  const style = face.weight >= 600 ? 'bold' : 'regular';
  const system = systemFace(style);
  const sizeAdjust = meanAdvance(web, face.sample) / meanAdvance(system, face.sample);
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

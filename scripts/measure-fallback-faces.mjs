/**
 * Measures the metric-matched fallback faces of shared/src/styles/tokens.css and scripts.css: for
 * each web face the site sets (the @fontsource files), a system face a page draws instead, and the
 * `size-adjust` that makes the site's copy as wide in that face as in the web face, with the web
 * face's ascent, descent and line gap scaled back by it so lines keep their height. The swap to the
 * web fonts then moves nothing (the CLS check in e2e/tests/seo/server-html.spec.ts). Prints the
 * @font-face values; run it again after changing a web face or the copy:
 *   node scripts/measure-fallback-faces.mjs [--fonts DIR]
 * - Latin (Inter, Poppins): against Liberation Sans, the metric twin of Arial, in the same weight
 *   (regular for 400, bold for 600 and 700), on the English copy of the remotes' content records.
 *   Needs Debian's fonts-liberation (`npm test` installs it with Chromium), found with fc-match.
 * - Devanagari and Gurmukhi (Noto Sans): against the Linux faces that have these scripts (FreeSans,
 *   Lohit), on the Hindi and Punjabi translations, each word shaped (fontkit: opentype.js does not
 *   shape Indic scripts). The faces are read from the installed fonts or from DIR (searched
 *   recursively), e.g. Debian's packages unpacked without root:
 *     apt-get download fonts-freefont-ttf fonts-lohit-deva fonts-lohit-guru
 *     for f in *.deb; do dpkg-deb -x "$f" DIR; done
 *   Windows's and Apple's faces for these scripts (Nirmala UI, Kohinoor, Mangal, the Sangam MN
 *   faces) cannot be read here and have no fallback face.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as fontkit from 'fontkit';
import opentype from 'opentype.js';
import {
  fallbackOverrides,
  scriptRuns,
  shapedMeanAdvance,
  translatedCopy,
  unicodeRanges,
} from './lib/fallback-metrics.mjs';

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

/** @param {Record<string, string>} descriptors */
const print = (descriptors) =>
  console.log(
    `${Object.entries(descriptors)
      .map(([name, value]) => `${name}: ${value};`)
      .join('\n')}\n`,
  );

for (const face of faces) {
  const web = webFace(face.pkg, face.weight);
  const style = face.weight >= 600 ? 'bold' : 'regular';
  const system = systemFace(style);
  const { ascender, descender, lineGap } = web.tables.hhea;
  console.log(`/* ${face.pkg} ${face.weight} against Liberation Sans ${style} */`);
  console.log(
    `font-family: '${face.family}';${face.cssWeight ? ` font-weight: ${face.cssWeight};` : ''}`,
  );
  print(
    fallbackOverrides(
      { ascender, descender, lineGap, unitsPerEm: web.unitsPerEm },
      meanAdvance(web, face.sample),
      meanAdvance(system, face.sample),
    ),
  );
}

// Devanagari and Gurmukhi. A page names the fallback faces right after the Noto face, each with
// its unicode-range, so only the script's letters are drawn in them (scripts.css).
const fontsDir = process.argv.includes('--fonts')
  ? path.resolve(process.argv[process.argv.indexOf('--fonts') + 1] ?? '')
  : null;
if (fontsDir && !fs.existsSync(fontsDir)) throw new Error(`--fonts: ${fontsDir} does not exist`);
const installedFonts = execFileSync('fc-list', ['-f', '%{file}\n'], { encoding: 'utf8' })
  .split('\n')
  .filter(Boolean);
const givenFonts = fontsDir
  ? fs
      .readdirSync(fontsDir, { recursive: true, encoding: 'utf8' })
      .map((file) => path.join(fontsDir, file))
  : [];
/** The system face in the file named `name`. @param {string} name @param {string} pkg */
function systemFile(name, pkg) {
  const file = [...givenFonts, ...installedFonts].find((found) => path.basename(found) === name);
  if (!file) {
    throw new Error(`${name} not found: install Debian's ${pkg} or unpack it into --fonts DIR`);
  }
  const font = fontkit.openSync(file);
  if (!('layout' in font)) throw new Error(`${file} is a collection, not one face`);
  return font;
}
/** @param {string} pkg @param {string} subset @param {number} weight */
function notoFace(pkg, subset, weight) {
  const file = `${pkg}/files/${pkg}-${subset}-${weight}-normal.woff`;
  const font = fontkit.openSync(path.join(ROOT, 'node_modules', '@fontsource', file));
  if (!('layout' in font)) throw new Error(`${file} is a collection, not one face`);
  return font;
}

const freeSans = { name: 'FreeSans', pkg: 'fonts-freefont-ttf', regular: 'FreeSans.ttf' };
const scripts = [
  {
    script: 'Devanagari',
    locale: 'hi',
    systems: [
      { ...freeSans, bold: 'FreeSansBold.ttf' },
      { name: 'Lohit Devanagari', pkg: 'fonts-lohit-deva', regular: 'Lohit-Devanagari.ttf' },
    ],
  },
  {
    script: 'Gurmukhi',
    locale: 'pa',
    systems: [
      { ...freeSans, bold: 'FreeSansBold.ttf' },
      { name: 'Lohit Gurmukhi', pkg: 'fonts-lohit-guru', regular: 'Lohit-Gurmukhi.ttf' },
    ],
  },
];

const scriptsCss = fs.readFileSync(path.join(ROOT, 'shared/src/styles/scripts.css'), 'utf8');
for (const { script, locale, systems } of scripts) {
  // All the copy for both weights: these scripts have no capitals, so headings and running text
  // differ less than in English.
  // The characters the Noto face is drawn for, as the page draws them.
  const ranges = unicodeRanges(scriptsCss, `Noto Sans ${script}`);
  const runs = scriptRuns(translatedCopy(ROOT, locale), ranges);
  const pkg = `noto-sans-${script.toLowerCase()}`;
  for (const system of systems) {
    for (const weight of [400, 700]) {
      const web = notoFace(pkg, script.toLowerCase(), weight);
      const file = weight === 700 ? ('bold' in system ? system.bold : null) : system.regular;
      const face = systemFile(file ?? system.regular, system.pkg);
      const { ascent, descent, lineGap } = web.hhea;
      const overrides = fallbackOverrides(
        { ascender: ascent, descender: descent, lineGap, unitsPerEm: web.unitsPerEm },
        shapedMeanAdvance(web, runs),
        shapedMeanAdvance(face, runs),
      );
      // A face without bold (Lohit) is emboldened by the browser from the regular one, advances
      // unchanged: sized for bold text but declared for 550, under bold (600), so that bold text
      // chooses it and is emboldened, and 400 or 500 text keeps the regular face (scripts.css).
      const weights =
        weight === 700 ? (file ? ' font-weight: 600 700;' : ' font-weight: 550;') : '';
      console.log(`/* ${pkg} ${weight} against ${face.fullName}, on the ${locale} copy */`);
      console.log(`font-family: '${script} Fallback ${system.name.split(' ')[0]}';${weights}`);
      print(overrides);
    }
  }
}

// @ts-check
/**
 * What scripts/measure-fallback-faces.mjs computes, kept apart from the fonts it reads: the
 * site's copy in a language, the runs of one script's letters in it (those a face's unicode-range
 * gives it), their shaped width in a face and the @font-face overrides that size a system face
 * like a web face.
 */
import fs from 'node:fs';
import path from 'node:path';

/**
 * Every translated string of the apps (the shell, shared and each remote's
 * `src/translations/<locale>.json`), joined by spaces: the text a page in that language sets.
 * @param {string} root the repository
 * @param {string} locale
 */
export function translatedCopy(root, locale) {
  const apps = fs
    .readdirSync(root)
    .filter((name) => name === 'shell' || name === 'shared' || name.startsWith('mfe-'))
    .sort();
  const strings = [];
  for (const app of apps) {
    const file = path.join(root, app, 'src', 'translations', `${locale}.json`);
    if (!fs.existsSync(file)) continue;
    /** @type {Record<string, string>} */
    const messages = JSON.parse(fs.readFileSync(file, 'utf8'));
    strings.push(...Object.values(messages));
  }
  if (strings.length === 0) throw new Error(`No app has src/translations/${locale}.json`);
  return strings.join(' ');
}

/**
 * The code points a face is drawn for: the `unicode-range` of the first `@font-face` rule of
 * `family` in `css`, as [first, last] pairs.
 * @param {string} css
 * @param {string} family
 * @returns {[number, number][]}
 */
export function unicodeRanges(css, family) {
  for (const [rule] of css.matchAll(/@font-face\s*\{[^}]*\}/g)) {
    const name = /font-family:\s*(['"]?)([^;'"]+)\1\s*;/.exec(rule)?.[2];
    if (name !== family) continue;
    const value = /unicode-range:([^;]+);/.exec(rule)?.[1];
    if (!value) throw new Error(`${family} has no unicode-range`);
    return value.split(',').map((range) => {
      const match = /^\s*U\+([0-9a-f]+)(?:-([0-9a-f]+))?\s*$/i.exec(range);
      if (!match) throw new Error(`${family}: cannot read the unicode-range ${range.trim()}`);
      const first = parseInt(match[1], 16);
      return [first, match[2] ? parseInt(match[2], 16) : first];
    });
  }
  throw new Error(`No @font-face for ${family}`);
}

/**
 * The runs of `text` made of characters in `ranges`. A page draws only these in the script's
 * face: spaces, digits and Latin words between them are the Latin faces' and would blur the match.
 * @param {string} text
 * @param {[number, number][]} ranges
 */
export function scriptRuns(text, ranges) {
  const inRange = (/** @type {string} */ char) => {
    const code = /** @type {number} */ (char.codePointAt(0));
    return ranges.some(([first, last]) => code >= first && code <= last);
  };
  /** @type {string[]} */
  const runs = [];
  let run = '';
  for (const char of text) {
    if (inRange(char)) run += char;
    else if (run) {
      runs.push(run);
      run = '';
    }
  }
  if (run) runs.push(run);
  return runs;
}

/**
 * @typedef {{
 *   unitsPerEm: number,
 *   layout(text: string, features: Record<string, boolean>): { advanceWidth: number },
 * }} ShapingFont the part of a fontkit font measured here
 */

/**
 * Mean advance per character of `runs`, in ems, each run shaped as the browser shapes it
 * (conjuncts, half forms, vowel signs: a Devanagari word is not the sum of its letters' widths).
 * @param {ShapingFont} font
 * @param {string[]} runs
 */
export function shapedMeanAdvance(font, runs) {
  let width = 0;
  let characters = 0;
  for (const run of runs) {
    // Above-base marks left unplaced: fontkit 2.0.4 throws on Noto Sans Gurmukhi's (an anchor it
    // reads as null), and placing a mark moves the mark, not the pen.
    width += font.layout(run, { abvm: false }).advanceWidth;
    characters += [...run].length;
  }
  if (characters === 0) throw new Error('No text to measure');
  return width / font.unitsPerEm / characters;
}

const percent = (/** @type {number} */ n) => `${Math.round(n * 10000) / 100}%`;

/**
 * The descriptors that draw a system face as wide as a web face on the same text (`size-adjust`,
 * the ratio of their mean advances) with the web face's ascent, descent and line gap, scaled back
 * by that ratio so lines keep their height.
 * @param {{ ascender: number, descender: number, lineGap: number, unitsPerEm: number }} web
 *   the web face's vertical metrics (descender negative, as fonts store it)
 * @param {number} webAdvance the web face's mean advance on the text
 * @param {number} systemAdvance the system face's mean advance on the same text
 */
export function fallbackOverrides(web, webAdvance, systemAdvance) {
  const sizeAdjust = webAdvance / systemAdvance;
  const em = web.unitsPerEm * sizeAdjust;
  return {
    'size-adjust': percent(sizeAdjust),
    'ascent-override': percent(web.ascender / em),
    'descent-override': percent(-web.descender / em),
    'line-gap-override': percent(web.lineGap / em),
  };
}

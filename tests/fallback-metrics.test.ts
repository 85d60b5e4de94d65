/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.join(__dirname, '..');
const MODULE = path.join(ROOT, 'scripts', 'lib', 'fallback-metrics.mjs');
const NOTO = (pkg: string, subset: string, weight: number) =>
  path.join(
    ROOT,
    'node_modules',
    '@fontsource',
    pkg,
    'files',
    `${pkg}-${subset}-${weight}-normal.woff`,
  );

/** Runs `code` against fallback-metrics.mjs (an ES module) and fontkit in a Node of its own. */
function run(code: string): unknown {
  const script = `import * as metrics from ${JSON.stringify(MODULE)};
import * as fontkit from 'fontkit';
console.log(JSON.stringify(await (async () => { ${code} })()));`;
  return JSON.parse(
    execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: ROOT,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
}

const scriptsCss = JSON.stringify(path.join(ROOT, 'shared', 'src', 'styles', 'scripts.css'));

describe('fallback metrics', () => {
  test('reads a face’s unicode-range from the stylesheet, single code points too', () => {
    const css = `@font-face { font-family: 'Inter'; src: url(a.woff2); }
      @font-face { font-family: "Noto Sans X"; unicode-range: U+0900-097F, U+20B9; }`;
    expect(run(`return metrics.unicodeRanges(${JSON.stringify(css)}, 'Noto Sans X');`)).toEqual([
      [0x900, 0x97f],
      [0x20b9, 0x20b9],
    ]);
    expect(() => run(`return metrics.unicodeRanges(${JSON.stringify(css)}, 'Inter');`)).toThrow(
      /Inter has no unicode-range/,
    );
    expect(() => run(`return metrics.unicodeRanges('', 'Noto Sans X');`)).toThrow(
      /No @font-face for Noto Sans X/,
    );
    const bad = `@font-face { font-family: X; unicode-range: U+09zz; }`;
    expect(() => run(`return metrics.unicodeRanges(${JSON.stringify(bad)}, 'X');`)).toThrow(
      /cannot read the unicode-range U\+09zz/,
    );
  });

  test('keeps only the script’s letters: Latin words, digits and spaces are the Latin faces’', () => {
    const text = 'Navdhara Feeds · पशु आहार, 2-6 महीने। Dairy Gold';
    expect(
      run(`const css = (await import('node:fs')).readFileSync(${scriptsCss}, 'utf8');
        return metrics.scriptRuns(${JSON.stringify(text)},
          metrics.unicodeRanges(css, 'Noto Sans Devanagari'));`),
    ).toEqual(['पशु', 'आहार', 'महीने।']);
  });

  test('measures shaped text: a conjunct is narrower than its letters side by side', () => {
    const [shaped = 0, letters = 0] = run(`const font = fontkit.openSync(${JSON.stringify(
      NOTO('noto-sans-devanagari', 'devanagari', 400),
    )});
      const one = (c) => font.glyphForCodePoint(c.codePointAt(0)).advanceWidth;
      return [metrics.shapedMeanAdvance(font, ['क्ष']),
        [...'क्ष'].reduce((sum, c) => sum + one(c), 0) / font.unitsPerEm / 3];`) as number[];
    expect(shaped).toBeGreaterThan(0);
    expect(shaped).toBeLessThan(letters * 0.9);
  });

  test('measures Gurmukhi in Noto, whose above-base marks fontkit cannot place', () => {
    const advance = run(`const font = fontkit.openSync(${JSON.stringify(
      NOTO('noto-sans-gurmukhi', 'gurmukhi', 400),
    )});
      return metrics.shapedMeanAdvance(font, ['ਹੋਰ', 'ਪੋਸਟਾਂ']);`);
    expect(advance).toBeGreaterThan(0.3);
    expect(advance).toBeLessThan(1);
  });

  test('sizes the system face by the ratio of advances and scales the web face’s metrics back', () => {
    expect(
      run(`return metrics.fallbackOverrides(
        { ascender: 896, descender: -408, lineGap: 100, unitsPerEm: 1000 }, 0.55, 0.5);`),
    ).toEqual({
      'size-adjust': '110%',
      'ascent-override': '81.45%',
      'descent-override': '37.09%',
      'line-gap-override': '9.09%',
    });
  });

  test('takes the copy from every app’s translations, and says when there is none', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'fallback-metrics-'));
    try {
      const write = (file: string, messages: object) => {
        fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
        fs.writeFileSync(path.join(root, file), JSON.stringify(messages));
      };
      write('shell/src/translations/hi.json', { Home: 'होम' });
      write('mfe-feeds/src/translations/hi.json', { Feeds: 'आहार', 'Dairy Gold': 'डेयरी गोल्ड' });
      write('mfe-feeds/src/translations/pa.json', { Feeds: 'ਫੀਡ' });
      write('cms/src/translations/hi.json', { Ignored: 'नहीं' });
      expect(run(`return metrics.translatedCopy(${JSON.stringify(root)}, 'hi');`)).toBe(
        'आहार डेयरी गोल्ड होम',
      );
      expect(() => run(`return metrics.translatedCopy(${JSON.stringify(root)}, 'ta');`)).toThrow(
        /No app has src\/translations\/ta.json/,
      );
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});

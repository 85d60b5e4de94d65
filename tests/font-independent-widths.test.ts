/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.join(__dirname, '..');

function stylesheets(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : stylesheets(full);
    return entry.name.endsWith('.css') ? [full] : [];
  });
}

const sources = ['shared', 'shell', ...fs.readdirSync(ROOT).filter((n) => n.startsWith('mfe-'))]
  .map((app) => path.join(ROOT, app, 'src'))
  .filter((dir) => fs.existsSync(dir));

/*
 * A `ch` is the width of "0" in the face being drawn: a first page draws the fallback faces
 * (tokens.css), a later one the web fonts, so a measure in `ch` changes width with the swap and
 * rewraps what it holds (the /feeds hero title: 732 px against 803 px, CLS 0.024). Widths meant to
 * hold a number of characters are written in `em`, which both faces share.
 */
test('no stylesheet sizes a box in ch, whose width depends on the face drawn', () => {
  const found = sources.flatMap(stylesheets).flatMap((file) =>
    fs
      .readFileSync(file, 'utf8')
      .split('\n')
      .map((line, i) => ({ line, at: `${path.relative(ROOT, file)}:${i + 1}` }))
      .filter(({ line }) => /(?<![\w-])\d*\.?\d+ch\b/.test(line.replace(/\/\*.*?\*\//g, '')))
      .map(({ at, line }) => `${at} ${line.trim()}`),
  );
  expect(sources.length).toBeGreaterThan(2);
  expect(found).toEqual([]);
});

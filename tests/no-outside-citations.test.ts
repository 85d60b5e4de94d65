/**
 * The repository must be readable on its own. Comments and docs cite the repository's own
 * documents (`docs/requirements.md#media-page`, `ARCHITECTURE.md#rules-of-the-architecture`,
 * `docs/toolchain.md#the-cms-install`), never documents that live elsewhere or a path on
 * someone's machine. This reads every tracked text file and checks both: no outside citation, and
 * every cited `*.md#anchor` (and every `](#anchor)` link inside a markdown file) names a file that
 * exists and a heading it has, with GitHub's anchor for that heading.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');

/**
 * What may not appear in a tracked file. Spelled in pieces so this file does not match itself.
 * (The project's outside notes and absolute paths of a machine.)
 */
const FORBIDDEN: ReadonlyArray<{ name: string; pattern: RegExp }> = [
  { name: 'SPEC' + '.md', pattern: new RegExp('SPEC' + '\\.md') },
  { name: 'SPEC' + ' §', pattern: new RegExp('SPEC' + '\\s*\u00a7') },
  { name: 'DESIGN' + '.md', pattern: new RegExp('DESIGN' + '\\.md') },
  { name: 'STACK' + '-NOTES', pattern: new RegExp('STACK' + '-NOTES') },
  { name: '/' + 'work/', pattern: new RegExp('(?<![\\w.~-])/' + 'work/') },
  { name: '/' + 'home/', pattern: new RegExp('(?<![\\w.~-])/' + 'home/') },
];

/** Tracked files too big to be source or docs are skipped (none today); binaries are skipped. */
const MAX_BYTES = 4 * 1024 * 1024;

function trackedTextFiles(): Array<{ file: string; text: string }> {
  const listed = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' })
    .split('\0')
    .filter(Boolean);
  const files: Array<{ file: string; text: string }> = [];
  for (const file of listed) {
    const full = path.join(ROOT, file);
    let stat: fs.Stats;
    try {
      stat = fs.statSync(full);
    } catch {
      continue; // Deleted in the working tree.
    }
    if (!stat.isFile() || stat.size > MAX_BYTES) continue;
    const bytes = fs.readFileSync(full);
    if (bytes.subarray(0, 8000).includes(0)) continue; // Binary (images, fonts).
    files.push({ file, text: bytes.toString('utf8') });
  }
  return files;
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
export function githubSlug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** Every anchor of a markdown text; repeated headings get -1, -2... as on GitHub. */
export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split(/\r?\n/)) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    if (fenced) continue;
    const match = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!match) continue;
    const slug = githubSlug(match[1]!);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/** Citations of a markdown file and heading anchor (file, ".md" and "#anchor") in a text, as written. */
export function citationsIn(text: string): Array<{ doc: string; anchor: string }> {
  const found: Array<{ doc: string; anchor: string }> = [];
  for (const match of text.matchAll(
    /(?<![\w/.-])((?:\.{1,2}\/)*[\w-]+(?:\/[\w.-]+)*\.md)#([\w-]+)/g,
  ))
    found.push({ doc: match[1]!, anchor: match[2]! });
  return found;
}

/** The file a citation in `from` names: relative to the citing file, else to the repository. */
function resolveDoc(from: string, doc: string): string | null {
  for (const candidate of [path.join(path.dirname(from), doc), doc]) {
    const full = path.join(ROOT, candidate);
    if (fs.existsSync(full) && fs.statSync(full).isFile()) return path.normalize(candidate);
  }
  return null;
}

describe('the repository cites only its own documents', () => {
  const files = trackedTextFiles();
  const anchorCache = new Map<string, Set<string>>();
  const anchorsOfFile = (file: string) => {
    if (!anchorCache.has(file))
      anchorCache.set(file, anchorsOf(fs.readFileSync(path.join(ROOT, file), 'utf8')));
    return anchorCache.get(file)!;
  };

  it('reads the tracked source and docs', () => {
    const names = files.map((f) => f.file);
    expect(names).toEqual(
      expect.arrayContaining([
        'README.md',
        'ARCHITECTURE.md',
        'docs/requirements.md',
        'docs/toolchain.md',
        'shared/src/ui/pagination.ts',
      ]),
    );
  });

  it('no tracked file mentions an outside document or an absolute machine path', () => {
    const problems: string[] = [];
    for (const { file, text } of files) {
      text.split(/\r?\n/).forEach((line, i) => {
        for (const { name, pattern } of FORBIDDEN)
          if (pattern.test(line))
            problems.push(`${file}:${i + 1} mentions ${name}: ${line.trim()}`);
      });
    }
    expect(problems).toEqual([]);
  });

  it('every cited doc#anchor names an existing file and heading', () => {
    const problems: string[] = [];
    let cited = 0;
    for (const { file, text } of files) {
      for (const { doc, anchor } of citationsIn(text)) {
        cited += 1;
        const target = resolveDoc(file, doc);
        if (!target) problems.push(`${file} cites ${doc}#${anchor}: no such file`);
        else if (!anchorsOfFile(target).has(anchor))
          problems.push(`${file} cites ${doc}#${anchor}: ${target} has no such heading`);
      }
    }
    expect(problems).toEqual([]);
    // The code does cite the docs; a regex that finds nothing would pass vacuously.
    expect(cited).toBeGreaterThan(50);
  });

  it('every in-page link of a markdown file names one of its headings', () => {
    const problems: string[] = [];
    for (const { file, text } of files) {
      if (!file.endsWith('.md')) continue;
      for (const match of text.matchAll(/\]\(#([^)\s]+)\)/g))
        if (!anchorsOfFile(file).has(match[1]!)) problems.push(`${file} links #${match[1]}`);
    }
    expect(problems).toEqual([]);
  });
});

describe('the check itself', () => {
  it('makes GitHub anchors', () => {
    expect(githubSlug('Contact page')).toBe('contact-page');
    expect(githubSlug('Header, drawer and footer')).toBe('header-drawer-and-footer');
    expect(githubSlug('Server rendering (search engines, slow phones)')).toBe(
      'server-rendering-search-engines-slow-phones',
    );
    expect(githubSlug('`npm ci` and the lockfile')).toBe('npm-ci-and-the-lockfile');
    expect([...anchorsOf('# A\n## Notes\n```\n## not a heading\n```\n### Notes\n')]).toEqual([
      'a',
      'notes',
      'notes-1',
    ]);
  });

  it('finds citations in comments and links', () => {
    expect(citationsIn('// docs/requirements.md#media-page: 4 per page')).toEqual([
      { doc: 'docs/requirements.md', anchor: 'media-page' },
    ]);
    expect(citationsIn('[rules](../ARCHITECTURE.md#rules-of-the-architecture)')).toEqual([
      { doc: '../ARCHITECTURE.md', anchor: 'rules-of-the-architecture' },
    ]);
    expect(citationsIn('see https://example.com/a.md#x and docs/a.md')).toEqual([]);
  });

  it('flags outside citations and machine paths, not ordinary words', () => {
    const flagged = (line: string) =>
      FORBIDDEN.filter(({ pattern }) => pattern.test(line)).map(({ name }) => name);
    expect(flagged('/** Media (SPEC' + ' §4) */')).toEqual(['SPEC' + ' §']);
    expect(flagged('see DESIGN' + '.md rule 5')).toEqual(['DESIGN' + '.md']);
    expect(flagged('in /' + 'home/someone/x')).toEqual(['/' + 'home/']);
    expect(flagged("test('x', () => {}) // media-blog.spec.ts, specification, /homepage")).toEqual(
      [],
    );
  });
});

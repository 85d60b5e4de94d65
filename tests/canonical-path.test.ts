/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const MODULE = path.join(__dirname, '..', 'site-server', 'canonical-path.mjs');

/** The site server's spelling rule for each raw path (the module is ESM: run in its own Node). */
function spell(paths: string[]): unknown[] {
  const script = `import { createCanonicalPath } from ${JSON.stringify(MODULE)};
const canonical = createCanonicalPath({
  routes: [{ path: '/' }, { path: '/feeds' }, { path: '/media-article/:id' }, { path: '/blog/:id' }],
  redirects: { '/farm': '/hatchery' },
  files: ['/robots.txt'],
});
console.log(JSON.stringify(${JSON.stringify(paths)}.map((p) => canonical(p))));`;
  return JSON.parse(
    execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }),
  ) as unknown[];
}

describe('canonical path', () => {
  it('keeps the one spelling of a route, a file and an unknown path as it is', () => {
    expect(
      spell(['/', '/feeds', '/media-article/12', '/main.3f2a9c1b.js', '/no-such-page']),
    ).toEqual([
      { kind: 'canonical', path: '/' },
      { kind: 'canonical', path: '/feeds' },
      { kind: 'canonical', path: '/media-article/12' },
      { kind: 'canonical', path: '/main.3f2a9c1b.js' },
      { kind: 'canonical', path: '/no-such-page' },
    ]);
  });

  it('sends every other spelling to the route table’s, parameters kept as given', () => {
    const cases: Array<[string, string]> = [
      ['/FEEDS', '/feeds'],
      ['/feeds/', '/feeds'],
      ['//feeds//', '/feeds'],
      ['/./feeds', '/feeds'],
      ['/a/b/../../feeds', '/feeds'],
      ['/../feeds', '/feeds'],
      ['/%66EEDS', '/feeds'],
      ['/mEdIa-ArTiClE/AbC', '/media-article/AbC'],
      ['/FARM', '/farm'],
      ['/ROBOTS.txt', '/robots.txt'],
      ['/No-Such-Page/', '/No-Such-Page'],
      ['/server//renderer.js', '/server/renderer.js'],
      ['/x/..%2Fserver/renderer.js', '/server/renderer.js'],
      ['/..\\server\\renderer.js', '/server/renderer.js'],
    ];
    expect(spell(cases.map(([raw]) => raw))).toEqual(
      cases.map(([, location]) => ({ kind: 'redirect', path: location, location })),
    );
  });

  it('encodes one way only, so a redirect is never followed by another', () => {
    const [first, second, third] = spell(['/blog/a%20b', '/blog/a b', '/blog/%e0%a4%95']) as Array<{
      kind: string;
      location?: string;
    }>;
    expect(first).toEqual({ kind: 'canonical', path: '/blog/a b' });
    expect(second).toEqual({ kind: 'redirect', path: '/blog/a b', location: '/blog/a%20b' });
    expect(third).toEqual({ kind: 'redirect', path: '/blog/क', location: '/blog/%E0%A4%95' });
    // An encoded "?" or "#" stays encoded: it is part of the path, not a query.
    expect(spell(['/blog/a%3Fb', '/blog/a%23b'])).toEqual([
      { kind: 'canonical', path: '/blog/a?b' },
      { kind: 'canonical', path: '/blog/a#b' },
    ]);
  });

  it('refuses what cannot be read', () => {
    expect(spell(['/feeds%E0%A4%A', '/feeds%00', '/%'])).toEqual([
      { kind: 'bad' },
      { kind: 'bad' },
      { kind: 'bad' },
    ]);
  });
});

/**
 * Every app's own route declarations, as its `src/routes.ts` holds them: whole, claiming no path
 * twice across the site, and covering every page file (a page in `src/pages/` no route leads to
 * is refused here, before a release's preflight would).
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  declarationProblems,
  mergeSiteRoutes,
  siteRoutesOf,
  type RemoteRoutes,
} from '../shared/src/routes/site-routes';

const root = path.resolve(__dirname, '..');
// Every remote folder (its federation name is its folder's with an underscore: mfe_feeds).
const remotes = fs
  .readdirSync(root)
  .filter((folder) => folder.startsWith('mfe-'))
  .map((folder): [string, string] => [folder, folder.replace(/-/g, '_')]);
const apps: [string, string][] = [['shell', 'shell'], ...remotes];

function declared(folder: string): RemoteRoutes {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return (require(path.join(root, folder, 'src', 'routes.ts')) as { routes: RemoteRoutes }).routes;
}

test.each(apps)('%s declares whole routes', (folder, owner) => {
  expect(declarationProblems(owner, declared(folder))).toEqual([]);
});

test.each(apps)('%s: every page file has a route, and every route a page file', (folder) => {
  const source = fs.readFileSync(path.join(root, folder, 'src', 'routes.ts'), 'utf8');
  const loaded = [...source.matchAll(/import\('\.\/pages\/(\w+)'\)/g)].map((match) => match[1]);
  const files = fs
    .readdirSync(path.join(root, folder, 'src', 'pages'))
    .filter((file) => /^[A-Z]\w*\.tsx$/.test(file) && !file.includes('.parts.'))
    .map((file) => file.replace(/\.tsx$/, ''));
  expect([...new Set(loaded)].sort()).toEqual(files.sort());
});

test('no path is claimed by two apps', () => {
  const merged = mergeSiteRoutes(
    apps.map(([folder, owner]) => siteRoutesOf(owner, declared(folder))),
  );
  expect(merged.problems).toEqual([]);
  expect(merged.routes.length).toBeGreaterThan(20);
});

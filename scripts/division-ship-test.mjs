// @ts-check
/**
 * A division ships alone (issue 37), tried as its developers would, on a copy of the project:
 * the sources as they are now (tracked and new files), the builds of dist/, a git history of its
 * own to see what each command changed, and the site served from the copy (the remotes' host and
 * the site server, `npm start`'s parts) on ports of its own. Each command runs in the copy as a
 * developer types it:
 *   1. `npm run new-remote -- poultry-news`: nothing changes outside mfe-poultry-news/, the list
 *      of remotes and the lockfile; its files pass the lint and format checks; a second one is
 *      refused. `npm run release -- mfe-poultry-news`: the host, started before the remote
 *      existed, serves it and lists it in the registry, and within 5 s, with no restart and no
 *      other build, /poultry-news answers 200 with its title and H1 and is in the sitemap.
 *   2. mfe-feeds released as it is, then `npm run new-page -- mfe-feeds /broiler-feed-price
 *      "Broiler Feed Price"`: nothing changes outside mfe-feeds/; released, the page is served
 *      within 5 s (200, title, H1, sitemap); its title edited in mfe-feeds/src/routes.ts and
 *      released, the new title within 5 s; `npm run rollback -- mfe-feeds` brings the old title
 *      back, a second one the 404.
 *   3. A reviewer's fix to mfe-feeds' Hindi (its src/translations/hi.json, the text of /hi/feeds'
 *      H1), released: within 5 s /hi/feeds shows it, /feeds keeps its English; nothing changed
 *      outside mfe-feeds/ (issue 38: each remote owns its translations).
 * The CMS is a throwaway Strapi, seeded. Ports: DIVISION_TEST_PORT_BASE (default 4700) and the
 * ones after it, as e2e's (the CMS on base + 37). `node scripts/division-ship-test.mjs`;
 * `npm test` runs it. Exit code 0 when every check passed. DIVISION_TEST_KEEP=1 keeps the copy.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { appPorts, registryPortFor } from '../shared/build/apps.mjs';

import {
  BASE,
  changedFiles,
  copyProject,
  npm,
  onlyChanged,
  pageState,
  results,
  started,
  verdict,
  within,
} from './division-ship/harness.mjs';
import { moveInApp } from './division-ship/in-browser.mjs';

/**
 * Step 1: a new division, scaffolded and released.
 * @param {string} copy
 * @param {NodeJS.ProcessEnv} env
 * @param {string} site
 * @param {number} registryPort
 */
async function newDivision(copy, env, site, registryPort) {
  const scaffolded = await npm(copy, env, ['new-remote', '--', 'poultry-news']);
  if (!verdict('npm run new-remote -- poultry-news', scaffolded.code === 0)) return;
  onlyChanged(copy, 'new-remote', [
    'mfe-poultry-news/',
    'shared/build/remotes.json',
    'package-lock.json',
  ]);
  const checked = spawnSync(
    'sh',
    ['-c', 'npx prettier --check mfe-poultry-news && npx eslint --max-warnings=0 mfe-poultry-news'],
    { cwd: copy, encoding: 'utf8' },
  );
  verdict(
    'the new remote passes the lint and format checks',
    checked.status === 0,
    checked.status === 0 ? '' : `${checked.stdout}${checked.stderr}`.slice(-2000),
  );
  const refused = await npm(copy, env, ['new-remote', '--', 'poultry-news']);
  verdict(
    'a second new-remote of the same name is refused, nothing written',
    refused.code !== 0 && /exists already/.test(refused.out) && changedFiles(copy).length === 0,
  );
  /** @type {[string, RegExp][]} */
  const badNames = [
    ['Poultry-News', /not a division name/],
    ['../poultry', /not a division name/],
    ['poultry_news', /not a division name/],
    ['about', /already an address of the site \(mfe-corporate\)/],
    ['uploads', /already an address of the site/],
  ];
  const wrong = [];
  for (const [name, reason] of badNames) {
    const answer = await npm(copy, env, ['new-remote', '--', name]);
    if (answer.code === 0 || !reason.test(answer.out)) wrong.push(name);
  }
  verdict(
    'new-remote refuses bad names and taken addresses, saying why, nothing written',
    wrong.length === 0 && changedFiles(copy).length === 0,
    wrong.length ? `not refused as expected: ${wrong.join(', ')}` : '',
  );
  const released = await npm(copy, env, ['release', '--', 'mfe-poultry-news']);
  if (!verdict('npm run release -- mfe-poultry-news', released.code === 0)) return;
  // The remotes' host started before the remote existed: it serves it all the same.
  const registry = await fetch(`http://localhost:${registryPort}/runtime-config.json`).then(
    (r) => /** @type {Promise<{ remotes: Record<string, string> }>} */ (r.json()),
  );
  const manifest = registry.remotes.mfe_poultry_news;
  const served = manifest ? (await fetch(manifest)).status : 0;
  verdict(
    "the running host's registry lists mfe_poultry_news at its release, and serves it",
    /\/releases\/[^/]+\/mf-manifest\.json$/.test(manifest ?? '') && served === 200,
    `${manifest} (${served})`,
  );
  const title = readRouteTitle(copy, 'mfe-poultry-news', '/poultry-news');
  await within(
    `/poultry-news: 200, its title "${title}", an H1 and a sitemap row`,
    site,
    '/poultry-news',
    (s) => s.status === 200 && s.title === title && s.h1.length > 0 && s.inSitemap,
  );
}

/** The title a remote's routes.ts gives a path (the first `title:` after its `path:`). */
function readRouteTitle(
  /** @type {string} */ copy,
  /** @type {string} */ remote,
  /** @type {string} */ pagePath,
) {
  const routes = fs.readFileSync(path.join(copy, remote, 'src', 'routes.ts'), 'utf8');
  const match = new RegExp(`path: '${pagePath}',[\\s\\S]*?title:\\s*'((?:[^'\\\\]|\\\\.)*)'`).exec(
    routes,
  );
  return (match?.[1] ?? '').replace(/\\(.)/g, '$1');
}

/**
 * Step 2: a new page in an existing division, released, retitled, rolled back twice.
 * @param {string} copy
 * @param {NodeJS.ProcessEnv} env
 * @param {string} site
 */
async function newPage(copy, env, site) {
  const pagePath = '/broiler-feed-price';
  // The live mfe-feeds is a release, as on a site with a history: the last rollback goes back
  // to it (a remote never released is served from dist/, which no rollback returns to).
  if ((await npm(copy, env, ['release', '--', 'mfe-feeds'])).code !== 0)
    return verdict('npm run release -- mfe-feeds (before the new page)', false);
  const added = await npm(copy, env, [
    'new-page',
    '--',
    'mfe-feeds',
    pagePath,
    'Broiler Feed Price',
  ]);
  if (!verdict(`npm run new-page -- mfe-feeds ${pagePath} "Broiler Feed Price"`, added.code === 0))
    return;
  onlyChanged(copy, 'new-page', ['mfe-feeds/']);
  const first = readRouteTitle(copy, 'mfe-feeds', pagePath);
  if ((await npm(copy, env, ['release', '--', 'mfe-feeds'])).code !== 0)
    return verdict('npm run release -- mfe-feeds (the new page)', false);
  await within(
    `${pagePath}: 200, its title "${first}", an H1 and a sitemap row`,
    site,
    pagePath,
    (s) => s.status === 200 && s.title === first && s.h1.length > 0 && s.inSitemap,
  );
  // A page of the remote rendered since the release knows the new route: the app goes there
  // without loading a document, with the page's head from the remote's own declarations.
  const moved = await moveInApp(copy, site, '/feeds', pagePath).catch((error) => ({
    title: '',
    h1: '',
    sameDocument: false,
    error: String(error),
  }));
  verdict(
    `${pagePath} reached by a move in the app from /feeds: its title and H1, no document loaded`,
    moved.sameDocument && moved.title === first && moved.h1 === 'Broiler Feed Price',
    JSON.stringify(moved),
  );

  const routesFile = path.join(copy, 'mfe-feeds', 'src', 'routes.ts');
  const second = 'Broiler Feed Price Today | Navdhara Feeds';
  const routes = fs.readFileSync(routesFile, 'utf8');
  const at = routes.indexOf(`path: '${pagePath}'`);
  const edited =
    at < 0
      ? routes
      : routes.slice(0, at) +
        routes.slice(at).replace(/title:\s*'(?:[^'\\]|\\.)*'/, `title: '${second}'`);
  if (!verdict('the title is edited in mfe-feeds/src/routes.ts', edited !== routes)) return;
  fs.writeFileSync(routesFile, edited);
  if ((await npm(copy, env, ['release', '--', 'mfe-feeds'])).code !== 0)
    return verdict('npm run release -- mfe-feeds (the new title)', false);
  await within(
    `${pagePath}: the edited title`,
    site,
    pagePath,
    (s) => s.status === 200 && s.title === second,
  );

  if ((await npm(copy, env, ['rollback', '--', 'mfe-feeds'])).code !== 0)
    return verdict('npm run rollback -- mfe-feeds', false);
  await within(
    `${pagePath}: the first title again after a rollback`,
    site,
    pagePath,
    (s) => s.status === 200 && s.title === first,
  );
  if ((await npm(copy, env, ['rollback', '--', 'mfe-feeds'])).code !== 0)
    return verdict('npm run rollback -- mfe-feeds (the second)', false);
  await within(
    `${pagePath}: 404 and out of the sitemap after a second rollback`,
    site,
    pagePath,
    (s) => s.status === 404 && !s.inSitemap,
  );
}

/**
 * Step 3: a fix to a remote's translation ships with the remote alone.
 * @param {string} copy
 * @param {NodeJS.ProcessEnv} env
 * @param {string} site
 */
async function translationFix(copy, env, site) {
  const before = await pageState(site, '/hi/feeds');
  const english = await pageState(site, '/feeds');
  const file = path.join(copy, 'mfe-feeds', 'src', 'translations', 'hi.json');
  /** @type {Record<string, string>} */
  const dictionary = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (
    !verdict(
      "/hi/feeds' H1 is mfe-feeds' Hindi for its English H1",
      before.status === 200 && dictionary[english.h1] === before.h1 && before.h1 !== english.h1,
      `${english.h1} -> ${before.h1}`,
    )
  )
    return;
  const fixed = `${before.h1} (समीक्षित)`;
  fs.writeFileSync(file, `${JSON.stringify({ ...dictionary, [english.h1]: fixed }, null, 2)}\n`);
  onlyChanged(copy, "the fix to mfe-feeds' Hindi", ['mfe-feeds/']);
  if ((await npm(copy, env, ['release', '--', 'mfe-feeds'])).code !== 0)
    return verdict('npm run release -- mfe-feeds (the Hindi fix)', false);
  await within('/hi/feeds: the fixed Hindi H1', site, '/hi/feeds', (s) => s.h1 === fixed);
  const after = await pageState(site, '/feeds');
  verdict('/feeds keeps its English H1', after.h1 === english.h1, after.h1);
}

async function main() {
  // The content service is a throwaway Strapi of this project (as the browser tests' setup
  // starts it): the sitemap lists the articles, so it answers only with a CMS to ask.
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'navdhara-division-cms-'));
  const { startCms } = await import('./cms.mjs');
  const cmsStarting = startCms({
    port: BASE + 37,
    dbFile: path.join(scratch, 'data.db'),
    uploadsDir: path.join(scratch, 'uploads'),
    tmpDir: path.join(scratch, 'tmp'),
    log: false,
  });
  cmsStarting.catch(() => undefined);
  const copy = copyProject();
  console.log(`A copy of the project in ${copy} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  const releases = path.join(copy, 'releases');
  const ports = appPorts({ PORT_SHELL: String(BASE) });
  const site = `http://localhost:${BASE}`;
  /** @type {{ stop: () => Promise<unknown> } | null} */
  let cms = null;
  try {
    cms = await cmsStarting;
  } catch (error) {
    verdict('a throwaway CMS started', false, String(error));
  }
  console.log(`The CMS is up (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  // The commands find the running site as a developer's do: by the shell's port (the others
  // follow from it) and the releases folder.
  const env = {
    ...process.env,
    PORT_SHELL: String(BASE),
    NAVDHARA_RELEASES_DIR: releases,
    CMS_URL: `http://127.0.0.1:${BASE + 37}`,
  };
  for (const name of Object.keys(env))
    if (/^PORT_MFE_|^PORT_REGISTRY$/.test(name)) delete env[name];
  /** @type {string[]} */
  const siteLog = [];
  /** @type {{ stop: () => Promise<void> } | null} */
  let served = null;
  try {
    /** @type {typeof import('./site.mjs')} */
    const { serveSite } = await import(pathToFileURL(path.join(copy, 'scripts', 'site.mjs')).href);
    served = await serveSite({
      ports,
      releasesDir: releases,
      env,
      onLine: (line) => siteLog.push(line),
    });
    console.log(
      `The copy's site is up at ${site} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
    );
    await newDivision(copy, env, site, registryPortFor(ports));
    await newPage(copy, env, site);
    await translationFix(copy, env, site);
  } catch (error) {
    verdict(
      'the run',
      false,
      error instanceof Error ? (error.stack ?? error.message) : String(error),
    );
  } finally {
    await served?.stop();
    await cms?.stop();
    fs.rmSync(scratch, { recursive: true, force: true });
    if (results.failed) {
      const log = path.join(os.tmpdir(), `division-ship-test-${BASE}.log`);
      fs.writeFileSync(log, `${siteLog.join('\n')}\n`);
      console.log(`The site's log: ${log}`);
    }
    if (process.env.DIVISION_TEST_KEEP) console.log(`The copy is kept: ${copy}`);
    else fs.rmSync(copy, { recursive: true, force: true });
  }
  console.log(
    `\ndivision ship test: ${results.passed} passed, ${results.failed} failed (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
  process.exit(results.failed ? 1 : 0);
}

await main();

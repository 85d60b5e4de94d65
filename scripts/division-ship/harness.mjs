// @ts-check
/**
 * What the division ship test (scripts/division-ship-test.mjs) checks with: its verdicts, the copy
 * of the project with a git history of its own, npm commands run in it, and a page's state as the
 * copy's site serves it.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { appNames } from '../../shared/build/apps.mjs';
import { repoRoot, sleep } from '../lib/processes.mjs';

/** How soon a release or a rollback must be on the site (issue 37, outcome 2). */
export const BUDGET_MS = 5_000;
export const BASE = Number(process.env.DIVISION_TEST_PORT_BASE ?? 4700);
export const started = Date.now();

/** The checks' count so far. */
export const results = { passed: 0, failed: 0 };
/** One check: its verdict and what it saw. */
export function verdict(/** @type {string} */ name, /** @type {boolean} */ ok, detail = '') {
  if (ok) results.passed += 1;
  else results.failed += 1;
  console.log(`${ok ? 'PASS' : 'FAIL'} ${name}${detail ? `: ${detail}` : ''}`);
  return ok;
}

/**
 * The copy: every file git would show (tracked or new, not ignored), each app's
 * dist/, and a node_modules of links to this one's packages in which the workspaces are the
 * copy's own folders (a build in the copy reads the copy's `shared`).
 */
export function copyProject() {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'navdhara-division-'));
  const listed = spawnSync('git', ['ls-files', '-z', '-co', '--exclude-standard'], {
    cwd: repoRoot,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  for (const file of listed.stdout.split('\0')) {
    if (!file) continue;
    const from = path.join(repoRoot, file);
    if (!fs.existsSync(from)) continue;
    fs.mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    fs.copyFileSync(from, path.join(copy, file));
  }
  for (const app of appNames)
    fs.cpSync(path.join(repoRoot, app, 'dist'), path.join(copy, app, 'dist'), { recursive: true });
  linkModules(path.join(repoRoot, 'node_modules'), path.join(copy, 'node_modules'), copy);
  git(copy, 'init', '-q');
  commitAll(copy, 'the project as copied');
  return copy;
}

/** node_modules of the copy: links to this one's, a workspace's link to the copy's folder. */
export function linkModules(
  /** @type {string} */ from,
  /** @type {string} */ to,
  /** @type {string} */ copy,
) {
  fs.mkdirSync(to, { recursive: true });
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    if (entry.isDirectory() && entry.name.startsWith('@')) {
      linkModules(source, path.join(to, entry.name), copy);
      continue;
    }
    const real = fs.realpathSync(source);
    const inRepo = path.relative(repoRoot, real);
    const workspace =
      entry.isSymbolicLink() &&
      !inRepo.startsWith('..') &&
      !inRepo.split(path.sep).includes('node_modules');
    fs.symlinkSync(workspace ? path.join(copy, inRepo) : real, path.join(to, entry.name));
  }
}

export function git(/** @type {string} */ cwd, /** @type {string[]} */ ...args) {
  const result = spawnSync(
    'git',
    ['-c', 'user.name=division-ship-test', '-c', 'user.email=test@localhost', ...args],
    { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  if (result.status !== 0) throw new Error(`git ${args.join(' ')} failed: ${result.stderr}`);
  return result.stdout;
}

export function commitAll(/** @type {string} */ copy, /** @type {string} */ message) {
  git(copy, 'add', '-A');
  git(copy, 'commit', '-q', '--allow-empty', '-m', message);
}

/** The files changed in the copy since its last commit. */
export function changedFiles(/** @type {string} */ copy) {
  return git(copy, 'status', '--porcelain', '--untracked-files=all')
    .split('\n')
    .filter(Boolean)
    .map((line) => line.slice(3));
}

/**
 * Checks that a command changed only `allowed` files (a folder ends with `/`), then commits.
 * @param {string} copy
 * @param {string} what
 * @param {string[]} allowed
 */
export function onlyChanged(copy, what, allowed) {
  const changed = changedFiles(copy);
  const outside = changed.filter(
    (file) => !allowed.some((ok) => (ok.endsWith('/') ? file.startsWith(ok) : file === ok)),
  );
  verdict(
    `${what} changes nothing outside ${allowed.join(', ')}`,
    changed.length > 0 && outside.length === 0,
    outside.length ? `also changed ${outside.join(', ')}` : `${changed.length} files`,
  );
  commitAll(copy, what);
}

/**
 * Runs an npm command in the copy as a developer types it, without blocking this process (the
 * site's processes write to it); resolves to its exit code and output.
 * @param {string} copy
 * @param {NodeJS.ProcessEnv} env
 * @param {string[]} args
 * @returns {Promise<{ code: number, out: string, seconds: number }>}
 */
export function npm(copy, env, args) {
  const begun = Date.now();
  console.log(`\n$ npm run ${args.join(' ')}`);
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', ...args], { cwd: copy, env });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (out += chunk));
    child.once('error', reject);
    child.once('exit', (code) => {
      const seconds = (Date.now() - begun) / 1000;
      console.log(
        `${out.trim().split('\n').slice(-6).join('\n')}\n(exit ${code}, ${seconds.toFixed(1)} s)`,
      );
      resolve({ code: code ?? 1, out, seconds });
    });
  });
}

export const text = (/** @type {string} */ html) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .trim();

/** What the site answers for a page: status, title, H1, and whether the sitemap lists it. */
export async function pageState(/** @type {string} */ site, /** @type {string} */ pagePath) {
  const [page, sitemap] = await Promise.all([
    fetch(`${site}${pagePath}`).then(async (r) => ({ status: r.status, html: await r.text() })),
    fetch(`${site}/sitemap.xml`).then(async (r) => ({ status: r.status, xml: await r.text() })),
  ]);
  return {
    status: page.status,
    title: text(/<title>([\s\S]*?)<\/title>/.exec(page.html)?.[1] ?? ''),
    h1: text(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(page.html)?.[1] ?? ''),
    inSitemap: sitemap.xml.includes(`${pagePath}</loc>`),
    sitemapStatus: sitemap.status,
  };
}

/**
 * Waits up to BUDGET_MS for the page to be as `wanted` says; one check with the time it took.
 * @param {string} name
 * @param {string} site
 * @param {string} pagePath
 * @param {(state: Awaited<ReturnType<typeof pageState>>) => boolean} wanted
 */
export async function within(name, site, pagePath, wanted) {
  const begun = Date.now();
  let state = await pageState(site, pagePath).catch((error) => ({ error: String(error) }));
  while (!('status' in state && wanted(state)) && Date.now() - begun < BUDGET_MS) {
    await sleep(100);
    state = await pageState(site, pagePath).catch((error) => ({ error: String(error) }));
  }
  const ok = 'status' in state && wanted(state);
  const seconds = ((Date.now() - begun) / 1000).toFixed(2);
  return verdict(
    `${name} (within ${BUDGET_MS / 1000} s)`,
    ok,
    ok ? `${seconds} s` : `after ${seconds} s: ${JSON.stringify(state)}`,
  );
}

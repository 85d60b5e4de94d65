// @ts-check
/**
 * A release's preflight, run by scripts/release.mjs in a process of its own (the renderer's
 * federation runtime is global state; a failed candidate must not stay loaded anywhere). Checks a
 * remote's new version, served at its version URL, against the site as it runs:
 * - its browser and server manifests are there;
 * - its shared singletons accept the versions the shell provides (React, the router, the store,
 *   the shared package): each within the major version it was built with (`^version`). Checked
 *   here, once per release, rather than by the federation runtime in every visitor's browser
 *   (shared/build/singletons.ts);
 * - it exposes its pages only through `./routes` (a module exposed beside it is a page no route
 *   leads to);
 * - its route declarations are whole (each route has a page and a head, each path is a route
 *   path) and claim no path another live remote or the shell holds (both are named);
 * - the site's renderer, with this version in place, renders every route the remote declares
 *   (a page that cannot be loaded, or one that throws, is named);
 * - it keeps within the budget its folder declares (scripts/releases/budget.mjs): the JavaScript
 *   its largest page adds and the HTML of each page it renders, named with the budget and the
 *   live version's figure.
 * Input: PREFLIGHT_INPUT (JSON: name, app folder, candidate manifest URL, runtime config, budget
 * or null). Output: one JSON
 * line `{ problems: string[], checked: string[] }`; exit code 0 when there is no problem.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';
import { listArticles } from '../site-server/public.mjs';
import {
  htmlBudgetProblem,
  pageHtmlBytes,
  pageScriptBytes,
  scriptBudgetProblem,
} from './releases/budget.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);

/** @type {{ name: string, app?: string, candidate: string, config: { cmsUrl: string, remotes: Record<string, string> }, budget?: import('./releases/budget.mjs').Budget | null }} */
const input = JSON.parse(process.env.PREFLIGHT_INPUT ?? '{}');
/** @type {string[]} */
const problems = [];
/** @type {string[]} */
const checked = [];

async function json(/** @type {string} */ url) {
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

async function main() {
  const { name, candidate, config } = input;
  /** @type {{ shared?: { name: string, version?: string, singleton?: boolean }[], exposes?: { path: string }[] }} */
  let manifest;
  try {
    manifest = await json(candidate);
    await json(new URL('server/mf-manifest.json', candidate).href);
  } catch (error) {
    problems.push(
      `the new version is not served at ${candidate}: ${error instanceof Error ? error.message : String(error)} (is the remote's server running?)`,
    );
    return;
  }

  /** @type {{ shared: { name: string, version: string }[] }} */
  const shell = JSON.parse(
    fs.readFileSync(path.join(root, 'shell', 'dist', 'mf-manifest.json'), 'utf8'),
  );
  const provided = new Map(shell.shared.map((entry) => [entry.name, entry.version]));
  for (const entry of manifest.shared ?? []) {
    const have = provided.get(entry.name);
    // The division kit is the remotes' own (the shell does not provide it).
    if (!entry.singleton || !have || !entry.version) continue;
    const needs = `^${entry.version}`;
    if (!semver.satisfies(have, needs))
      problems.push(
        `shared ${entry.name}: this version was built with ${entry.version} and needs ${needs}, the site provides ${have}`,
      );
    else checked.push(`${entry.name} ${needs} (site: ${have})`);
  }
  for (const exposed of manifest.exposes ?? [])
    if (exposed.path !== './routes')
      problems.push(
        `it exposes ${exposed.path}, a module no route leads to: a remote exposes its pages through ./routes only (add the page to src/routes.ts)`,
      );
  if (problems.length) return;
  await checkScriptBudget();
  if (problems.length) return;

  /** @type {{ configure: Function, loadRoutes: () => Promise<{ problems: string[] }>, render: (url: string) => Promise<{ head: string, body: string, pageData: string, pageFailed: boolean, problem?: string, status: number }>, routePaths: (owner: string) => string[] }} */
  const renderer = require(path.join(root, 'shell', 'dist', 'server', 'renderer.js'));
  // No fallback here: the candidate must render on its own. It is listed last, so a path it
  // claims from another remote is its problem, not theirs.
  const others = Object.fromEntries(Object.entries(config.remotes).filter(([n]) => n !== name));
  renderer.configure(
    { ...config, remotes: { ...others, [name]: candidate }, fallbacks: {} },
    { [name]: `preflight-${Date.now()}` },
  );
  const routing = await renderer.loadRoutes();
  for (const problem of routing.problems)
    if (new RegExp(`\\b${name}\\b`).test(problem)) problems.push(problem);
    else console.error(`preflight: the live site has a problem of its own: ${problem}`);
  if (problems.length) return;
  checked.push(`routes of ${name}: ${renderer.routePaths(name).join(' ')}`);
  /** @type {Map<string, number>} */
  const overBudget = new Map();
  /** @type {string[] | null} */
  let articles = null;
  for (const route of renderer.routePaths(name)) {
    let url = route;
    if (route.includes(':')) {
      articles ??= (await listArticles(config.cmsUrl).catch(() => [])).map((a) => a.path);
      const prefix = route.slice(0, route.indexOf(':'));
      const sample = articles.find((article) => article.startsWith(prefix));
      if (!sample) continue;
      url = sample;
    }
    const result = await renderer.render(url);
    if (result.pageFailed)
      problems.push(`${url}: ${result.problem ?? 'the page could not be rendered'}`);
    else {
      const bytes = pageHtmlBytes(result);
      checked.push(`${url} rendered (${result.status}, ${bytes} bytes of HTML)`);
      if (input.budget && bytes > input.budget.pageHtmlBytes) overBudget.set(url, bytes);
    }
  }
  if (overBudget.size) await reportHtmlBudget(renderer, overBudget);
}

/** The JavaScript the candidate's largest page adds, against its budget and the live version's. */
async function checkScriptBudget() {
  const { name, app = name, candidate, config, budget } = input;
  if (!budget) return;
  const figures = await pageScriptBytes(candidate);
  if (!figures) {
    problems.push(
      `its build lists no scripts per page (page-css.json): the JavaScript budget of ${app} cannot be checked`,
    );
    return;
  }
  const liveUrl = config.remotes[name];
  const live = liveUrl
    ? ((await pageScriptBytes(liveUrl).catch(() => null))?.largest ?? null)
    : null;
  const over = scriptBudgetProblem({
    app,
    budget: budget.pageJavaScriptBrotliBytes,
    candidate: figures.largest,
    live,
  });
  if (over) problems.push(over);
  else
    checked.push(
      `JavaScript: ${figures.largest.page} adds ${figures.largest.bytes} bytes (budget ${budget.pageJavaScriptBrotliBytes})`,
    );
}

/**
 * The pages over the HTML budget, each named with the live version's figure: rendered again with
 * the live version in place (this process is the preflight's alone).
 * @param {{ configure: Function, loadRoutes: () => Promise<unknown>, render: (url: string) => Promise<{ head: string, body: string, pageData: string, pageFailed: boolean }> }} renderer
 * @param {Map<string, number>} overBudget
 */
async function reportHtmlBudget(renderer, overBudget) {
  const { name, app = name, config, budget } = input;
  if (!budget) return;
  const live = config.remotes[name];
  if (live) {
    renderer.configure({ ...config, fallbacks: {} }, { [name]: `preflight-live-${Date.now()}` });
    await renderer.loadRoutes();
  }
  for (const [url, bytes] of overBudget) {
    const result = live ? await renderer.render(url).catch(() => null) : null;
    problems.push(
      /** @type {string} */ (
        htmlBudgetProblem({
          app,
          url,
          budget: budget.pageHtmlBytes,
          bytes,
          live: result && !result.pageFailed ? pageHtmlBytes(result) : null,
        })
      ),
    );
  }
}

main()
  .catch((error) => problems.push(error instanceof Error ? error.message : String(error)))
  .finally(() => {
    console.log(JSON.stringify({ problems, checked }));
    process.exit(problems.length ? 1 : 0);
  });

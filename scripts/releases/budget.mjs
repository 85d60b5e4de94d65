// @ts-check
/**
 * A remote's budget (issue 53, outcome 5): each remote declares in `<remote>/budget.json` the most
 * its pages may weigh, and a release's preflight (scripts/preflight.mjs) refuses a version over it:
 * - `pageJavaScriptBrotliBytes`: the most JavaScript one of its pages may add to the frame's, in
 *   bytes compressed with brotli as the remotes' files are served (the unit of `npm run bench`'s
 *   "JS (compressed)" columns): the remote's entry, its `./routes` and the page's chunks with every
 *   chunk the page loads later (the `scripts` of its build's page-css.json), measured from the
 *   version's own files;
 * - `pageHtmlBytes`: the most HTML one of its pages may weigh, uncompressed: what the renderer makes
 *   of it (the head's tags, the markup and the data the browser hydrates from), every route the
 *   remote declares rendered with the live CMS.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** @typedef {{ pageJavaScriptBrotliBytes: number, pageHtmlBytes: number }} Budget */
/** @typedef {{ page: string, bytes: number }} Largest */

export const BUDGET_FILE = 'budget.json';

/** The budget declared in a remote's folder (`dir`), or null when it declares none. */
export function readBudget(/** @type {string} */ dir) {
  const file = path.join(dir, BUDGET_FILE);
  if (!fs.existsSync(file)) return null;
  const parsed = JSON.parse(fs.readFileSync(file, 'utf8'));
  for (const key of ['pageJavaScriptBrotliBytes', 'pageHtmlBytes'])
    if (!Number.isInteger(parsed?.[key]) || parsed[key] <= 0)
      throw new Error(`${file}: ${key} must be a whole number of bytes above 0`);
  return /** @type {Budget} */ (parsed);
}

/** Bytes of `data` compressed as the builds compress the remotes' files (scripts/build.mjs). */
export const brotliBytes = (/** @type {Buffer} */ data) =>
  zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/** A remote's file, fresh: its bytes. */
export async function fetchBytes(/** @type {string} */ url) {
  const response = await fetch(url, {
    signal: AbortSignal.timeout(10_000),
    headers: { 'Cache-Control': 'no-cache' },
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

/**
 * The JavaScript each page of the version at `manifestUrl` adds (brotli bytes) and the largest;
 * null when its build does not list its pages' scripts (built before budgets).
 * @param {string} manifestUrl
 * @param {(url: string) => Promise<Buffer>} [read]
 * @returns {Promise<{ pages: Record<string, number>, largest: Largest } | null>}
 */
export async function pageScriptBytes(manifestUrl, read = fetchBytes) {
  const json = async (/** @type {string} */ name) =>
    JSON.parse((await read(new URL(name, manifestUrl).href)).toString('utf8'));
  /** @type {{ metaData: { remoteEntry: { name: string } }, exposes: { assets: { js: { sync: string[] } } }[] }} */
  const manifest = await json(path.basename(new URL(manifestUrl).pathname));
  /** @type {{ scripts?: Record<string, string[]> }} */
  const lists = await json('page-css.json');
  if (!lists.scripts) return null;
  /** @type {Map<string, Promise<number>>} */
  const sizes = new Map();
  const size = (/** @type {string} */ file) => {
    if (!sizes.has(file))
      sizes.set(
        file,
        read(new URL(file, manifestUrl).href).then((data) => brotliBytes(data)),
      );
    return /** @type {Promise<number>} */ (sizes.get(file));
  };
  const always = [
    manifest.metaData.remoteEntry.name,
    ...manifest.exposes.flatMap((exposed) => exposed.assets.js.sync),
  ];
  /** @type {Record<string, number>} */
  const pages = {};
  for (const [page, files] of Object.entries(lists.scripts)) {
    const all = [...new Set([...always, ...files])];
    pages[page] = (await Promise.all(all.map(size))).reduce((sum, bytes) => sum + bytes, 0);
  }
  const [page = '', bytes = 0] = Object.entries(pages).sort(([, a], [, b]) => b - a)[0] ?? [];
  return { pages, largest: { page, bytes } };
}

/** The HTML the renderer makes of a page, in bytes (UTF-8, uncompressed). */
export const pageHtmlBytes = (
  /** @type {{ head: string, body: string, pageData: string }} */ result,
) => Buffer.byteLength(result.head + result.body + result.pageData);

const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * What the preflight says of a version's JavaScript: a problem when its largest page is over
 * `budget`, naming the figure, the budget and the live version's figure.
 * @param {{ app: string, budget: number, candidate: Largest, live: Largest | null }} figures
 */
export function scriptBudgetProblem({ app, budget, candidate, live }) {
  if (candidate.bytes <= budget) return null;
  return `JavaScript over budget: ${candidate.page} adds ${kb(candidate.bytes)} (${candidate.bytes} bytes, brotli), the budget in ${app}/${BUDGET_FILE} is ${kb(budget)} (${budget} bytes); the live version's largest page${live ? `, ${live.page}, adds ${kb(live.bytes)} (${live.bytes} bytes)` : ' was not measured (built before budgets)'}`;
}

/**
 * What the preflight says of a page's HTML: a problem when it weighs more than `budget`, naming
 * the figure, the budget and the live version's figure for the same page.
 * @param {{ app: string, url: string, budget: number, bytes: number, live: number | null }} figures
 */
export function htmlBudgetProblem({ app, url, budget, bytes, live }) {
  if (bytes <= budget) return null;
  return `HTML over budget: ${url} weighs ${kb(bytes)} (${bytes} bytes, uncompressed), the budget in ${app}/${BUDGET_FILE} is ${kb(budget)} (${budget} bytes); the live version's ${url} ${live === null ? 'could not be measured' : `weighs ${kb(live)} (${live} bytes)`}`;
}

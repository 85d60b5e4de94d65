// @ts-check
/**
 * The CSS one page of a remote needs in its HTML, read from the remote's own files for the version
 * pages are rendered from, and kept per version.
 */
import { LRUCache } from 'lru-cache';
import { compileCss } from './critical-css.mjs';
import { contentHashOf, NO_CSS } from './document.mjs';

const MANIFEST_TIMEOUT_MS = 2000;

/**
 * @typedef {import('./site-state.mjs').SiteState} SiteState
 * @typedef {import('./site-state.mjs').Renderer} Renderer
 * @typedef {import('./document.mjs').PageCss} PageCss
 */

/** A remote's file, fresh (no cached copy on the way): a manifest or a stylesheet. */
export async function fetchText(/** @type {string} */ url) {
  const response = await fetch(url, {
    signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS),
    headers: { 'Cache-Control': 'no-cache' },
  });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.text();
}

/**
 * The CSS of a remote's page, from the remote's `page-css.json` (its chunks and those it loads
 * later, such as a form that hydrates when seen): not the stylesheets of the shared packages'
 * fallback copies, which the shell's own copies replace in the browser, except the division
 * kit's (each remote serves its own).
 * @param {{ state: SiteState, renderer: Renderer }} options
 */
export function createPageCss({ state, renderer }) {
  /** @type {LRUCache<string, Promise<PageCss>>} remote and page -> its CSS, per version (bounded) */
  const remoteCss = new LRUCache({ max: 256 });

  async function read(/** @type {string} */ manifestUrl, /** @type {string} */ page) {
    const [manifest, list] = await Promise.all([
      fetchText(manifestUrl).then((text) => JSON.parse(text)),
      fetchText(new URL(renderer.SITE_CONTRACT.pageCssFile, manifestUrl).href).then(
        (text) => /** @type {import('./document.mjs').PageCssList} */ (JSON.parse(text)),
      ),
    ]);
    const files = list.pages[page] ?? [];
    /** @typedef {{ name: string, assets: { css: { sync: string[], async: string[] } } }} Part */
    const cssOfPart = (/** @type {Part} */ part) => [
      ...part.assets.css.sync,
      ...part.assets.css.async,
    ];
    /** @type {Part[]} */
    const shared = manifest.shared ?? [];
    const replaced = new Set(
      shared
        .filter((part) => part.name !== '@navdhara/shared/division')
        .flatMap(cssOfPart)
        .map(contentHashOf),
    );
    const own = files.filter((file) => !replaced.has(contentHashOf(file)));
    const unique = [...new Map(own.map((file) => [contentHashOf(file), file])).values()];
    const urls = unique.map((file) => new URL(file, manifestUrl).href);
    const texts = await Promise.all(
      urls.map(async (url) => {
        return (await fetchText(url)).replace(/url\((['"]?)([^'")]+)\1\)/g, (match, _q, ref) =>
          ref.startsWith('data:') ? match : `url("${new URL(ref, url).href}")`,
        );
      }),
    );
    // Linked for the rest of the page scheme-relative (`//host/file.css`, the same file): the
    // remote's chunk loader, finding a link that starts with the very address it loads, would not
    // add its own, and the frame's stylesheet the app adds after would then come after the page's
    // rules and undo them (the about page's timeline: one milestone a view instead of three).
    const hrefs = urls.map((url) => url.replace(/^https?:/, ''));
    return { compiled: compileCss(texts.join('\n')), hrefs };
  }

  return function cssOf(/** @type {string} */ owner, /** @type {string} */ page) {
    // The version pages are rendered from: the live one, or its fallback after a failure.
    const manifestUrl = renderer.effectiveConfig(state.config).remotes[owner];
    if (!manifestUrl) return Promise.resolve(NO_CSS);
    const key = `${manifestUrl}#${state.builds[owner]}#${page}`;
    let css = remoteCss.get(key);
    if (!css) {
      css = read(manifestUrl, page);
      css.catch(() => remoteCss.delete(key));
      remoteCss.set(key, css);
    }
    return css;
  };
}

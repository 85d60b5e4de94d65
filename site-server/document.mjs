// @ts-check
/**
 * Puts a render into the shell's index.html: the page's head tags, the CSS of the frame and of
 * the page's remote inlined (first paint needs no stylesheet from another origin), the rendered
 * body, the data the browser hydrates from and the registry (no extra request before start-up).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** JSON safe inside a <script> element. */
function scriptJson(/** @type {unknown} */ value) {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The CSP sources (`'sha256-…'`) of the template's inline scripts: the boot script the shell's
 * build writes in (shared/build/index.ts) and the speculation rules (Chromium applies inline rules
 * only by hash once the policy names a hash), so the page policy allows exactly them and no other
 * inline script. The renderer's data blocks (JSON, JSON-LD) are not run and need none.
 */
export function inlineScriptHashes(/** @type {string} */ template) {
  return [...template.matchAll(/<script((?:\s[^>]*)?)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes = '']) => !/\ssrc=/.test(attributes))
    .map(([, , code = '']) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`);
}

/** CSS put into a page's HTML, and the chunks whose stylesheets it is (see `renderDocument`). */
/** @typedef {{ text: string, chunks: string[] }} PageCss */

/** @type {PageCss} */
export const NO_CSS = { text: '', chunks: [] };

/** A stylesheet's content hash (`502.9b6106b727.css` -> `9b6106b727.css`): one stylesheet, two chunks. */
export function contentHashOf(/** @type {string} */ file) {
  return file.replace(/^.*?\./, '');
}

/**
 * What an app's build says of its stylesheets (SITE_CONTRACT.pageCssFile): a remote's pages ->
 * the stylesheets each shows, and every stylesheet -> its chunk id.
 * @typedef {{ pages: Record<string, string[]>, chunks: Record<string, string> }} PageCssList
 */

/**
 * The `data-rspack` keys (`<uniqueName>:chunk-<id>`) an app's CSS chunk loader looks for before
 * fetching a stylesheet, for the files given.
 */
export function chunkKeysOf(
  /** @type {string} */ app,
  /** @type {string[]} */ files,
  /** @type {PageCssList} */ list,
) {
  return files.flatMap((file) => {
    const id = list.chunks[file];
    return id === undefined ? [] : [`${app}:chunk-${id}`];
  });
}

/**
 * The shell's own stylesheets (frame, UI kit), each once: the template links none of them, the
 * app's chunks would load them after start-up. Relative url()s become root-relative.
 * @returns {PageCss}
 */
export function shellStylesheet(
  /** @type {string} */ shellDir,
  /** @type {string} */ template,
  /** @type {string} */ listFile,
) {
  /** @type {PageCssList} */
  const list = JSON.parse(fs.readFileSync(path.join(shellDir, listFile), 'utf8'));
  const linked = new Set(
    [...template.matchAll(/<link[^>]*href="\/?([^"]+\.css)"/g)].map((m) => m[1]),
  );
  const files = fs
    .readdirSync(shellDir)
    .filter((name) => name.endsWith('.css') && !linked.has(name));
  const unique = [...new Map(files.map((file) => [contentHashOf(file), file])).values()].sort();
  return {
    text: unique
      .map((file) =>
        fs
          .readFileSync(path.join(shellDir, file), 'utf8')
          .replace(
            /url\((['"]?)(?!data:|\/|https?:)([^'")]+)\1\)/g,
            (_m, _q, ref) => `url("/${ref}")`,
          ),
      )
      .join('\n'),
    chunks: chunkKeysOf('shell', files, list),
  };
}

/**
 * @param {{
 *   template: string,
 *   result: { head: string, body: string, dataScript: string },
 *   css: string,
 *   inlinedChunks: string[],
 *   config: object,
 *   configId: string,
 * }} parts `configId`: the element the browser reads the registry from (the renderer's
 *   SITE_CONTRACT.runtimeConfigId); `inlinedChunks`: the CSS chunks `css` holds, marked so the
 *   apps' chunk loaders take them as loaded instead of fetching them again (an empty
 *   `<link rel="stylesheet" data-rspack>` is what their loader looks for; it fetches nothing)
 */
export function renderDocument({ template, result, css, inlinedChunks, config, configId }) {
  const markers = inlinedChunks
    .map((key) => `<link rel="stylesheet" data-rspack="${key.replace(/[^\w:.-]/g, '')}">`)
    .join('');
  const head = `${result.head}<style data-page-css>${css.replace(/<\/style/gi, '<\\/style')}</style>${markers}<script type="application/json" id="${configId}">${scriptJson(config)}</script>`;
  if (!template.includes('<div id="root"></div>') || !template.includes('</head>'))
    throw new Error('The shell template has no </head> or empty #root');
  return template
    .replace('</head>', `${head}</head>`)
    .replace('<div id="root"></div>', `<div id="root">${result.body}</div>${result.dataScript}`);
}

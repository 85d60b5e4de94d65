// @ts-check
/**
 * Puts a render into the shell's index.html: the page's head tags, the CSS of the frame and of
 * the page's remote inlined (first paint needs no stylesheet from another origin), the rendered
 * body, the data the browser hydrates from and the registry (no extra request before start-up).
 */
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
 * The shell's own stylesheets (frame, UI kit), each once: the template links none of them, the
 * app's chunks would load them after start-up. Relative url()s become root-relative.
 */
export function shellStylesheet(/** @type {string} */ shellDir, /** @type {string} */ template) {
  const linked = new Set(
    [...template.matchAll(/<link[^>]*href="\/?([^"]+\.css)"/g)].map((m) => m[1]),
  );
  const files = fs
    .readdirSync(shellDir)
    .filter((name) => name.endsWith('.css') && !linked.has(name));
  // The same stylesheet can be emitted under two chunk names; its content hash tells.
  const unique = [
    ...new Map(files.map((file) => [file.replace(/^.*?\./, ''), file])).values(),
  ].sort();
  return unique
    .map((file) =>
      fs
        .readFileSync(path.join(shellDir, file), 'utf8')
        .replace(
          /url\((['"]?)(?!data:|\/|https?:)([^'")]+)\1\)/g,
          (_m, _q, ref) => `url("/${ref}")`,
        ),
    )
    .join('\n');
}

/**
 * @param {{
 *   template: string,
 *   result: { head: string, body: string, dataScript: string },
 *   css: string,
 *   config: object,
 *   configId: string,
 * }} parts `configId`: the element the browser reads the registry from (the renderer's
 *   SITE_CONTRACT.runtimeConfigId)
 */
export function renderDocument({ template, result, css, config, configId }) {
  const head = `${result.head}<style data-page-css>${css.replace(/<\/style/gi, '<\\/style')}</style><script type="application/json" id="${configId}">${scriptJson(config)}</script>`;
  if (!template.includes('<div id="root"></div>') || !template.includes('</head>'))
    throw new Error('The shell template has no </head> or empty #root');
  return template
    .replace('</head>', `${head}</head>`)
    .replace('<div id="root"></div>', `<div id="root">${result.body}</div>${result.dataScript}`);
}

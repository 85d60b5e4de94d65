// @ts-check
/**
 * Puts a render into the shell's index.html: the page's head tags, the rules of the frame's and
 * the page's remote's CSS that the page uses, inlined (first paint needs no stylesheet), the
 * rendered body, the data the browser hydrates from (or its address: page-data.mjs) and the
 * registry.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  compileCss,
  criticalCss,
  firstScreenOf,
  pageHolds,
  withoutUnusedProperties,
} from './critical-css.mjs';

/** An attribute's value, quoted safely. */
function escapeAttribute(/** @type {string} */ value) {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

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

/**
 * Stylesheets a page's HTML is styled from: parsed (critical-css.mjs), pruned for each page, and
 * their addresses, in the same order (what the browser fetches for the rest of the page).
 * @typedef {{ compiled: import('./critical-css.mjs').CompiledCss, hrefs: string[] }} PageCss
 */

/** @type {PageCss} */
export const NO_CSS = { compiled: [], hrefs: [] };

/** A stylesheet's content hash (`502.9b6106b727.css` -> `9b6106b727.css`): one stylesheet, two chunks. */
export function contentHashOf(/** @type {string} */ file) {
  return file.replace(/^.*?\./, '');
}

/**
 * What an app's build says of its stylesheets (SITE_CONTRACT.pageCssFile): a remote's pages ->
 * the stylesheets each shows.
 * @typedef {{ pages: Record<string, string[]> }} PageCssList
 */

/**
 * The shell's own stylesheets (frame, UI kit), each once: the template links none of them, the
 * app's chunks load them when it boots. Relative url()s become root-relative.
 * @returns {PageCss}
 */
export function shellStylesheet(/** @type {string} */ shellDir, /** @type {string} */ template) {
  const linked = new Set(
    [...template.matchAll(/<link[^>]*href="\/?([^"]+\.css)"/g)].map((m) => m[1]),
  );
  const files = fs
    .readdirSync(shellDir)
    .filter((name) => name.endsWith('.css') && !linked.has(name));
  const unique = [...new Map(files.map((file) => [contentHashOf(file), file])).values()].sort();
  const compiled = compileCss(
    unique
      .map((file) =>
        fs
          .readFileSync(path.join(shellDir, file), 'utf8')
          .replace(
            /url\((['"]?)(?!data:|\/|https?:)([^'")]+)\1\)/g,
            (_m, _q, ref) => `url("/${ref}")`,
          ),
      )
      .join('\n'),
  );
  return { compiled, hrefs: unique.map((file) => `/${file}`) };
}

/**
 * @param {{
 *   template: string,
 *   result: { head: string, body: string, pageData: string, locale?: string },
 *   stylesheets: PageCss[],
 *   config: object,
 *   contract: { configId: string, pageDataId: string, laterCssAttribute: string },
 *   pageDataSrc?: string,
 * }} parts `stylesheets`: the frame's and the page's, of which the rules the first screen's HTML
 *   needs are inlined (critical-css.mjs); `contract`: the elements the browser reads the registry
 *   and the page's data from (the renderer's SITE_CONTRACT.runtimeConfigId and .pageDataId), and
 *   the mark of the links to the whole stylesheets, for the rest of the page
 *   (BOOT_CONTRACT.laterCssAttribute); `pageDataSrc`: where the page's data is served, which the
 *   page then names instead of holding it (page-data.mjs)
 */
export function renderDocument({ template, result, stylesheets, config, contract, pageDataSrc }) {
  const { configId, pageDataId, laterCssAttribute } = contract;
  // The page's language (the template's is English's): screen readers, hyphenation, fonts.
  const lang = result.locale && result.locale !== 'en' ? `${result.locale}-IN` : null;
  const page = lang ? template.replace(/<html lang="[^"]*"/, `<html lang="${lang}"`) : template;
  // The first screen's rules inline; the stylesheets, whole, come for the rest of the page (the
  // boot script fetches them once the page has loaded; without script, the `<noscript>` links).
  const firstScreenHtml = `${page}${result.head}${firstScreenOf(result.body)}`;
  const firstScreen = pageHolds(firstScreenHtml);
  const whole = pageHolds(`${page}${result.head}${result.body}`);
  const css = stylesheets.map(({ compiled }) => criticalCss(compiled, firstScreen)).join('\n');
  const rest =
    css === stylesheets.map(({ compiled }) => criticalCss(compiled, whole)).join('\n')
      ? ''
      : `<noscript ${laterCssAttribute}>${stylesheets
          .flatMap(({ hrefs }) => hrefs)
          .map((href) => `<link rel="stylesheet" href="${escapeAttribute(href)}">`)
          .join('')}</noscript>`;
  const inline = withoutUnusedProperties(css, firstScreenHtml);
  const head = `${result.head}<style data-page-css>${inline.replace(/<\/style/gi, '<\\/style')}</style><script type="application/json" id="${configId}">${scriptJson(config)}</script>`;
  const data = pageDataSrc
    ? `<script type="application/json" id="${pageDataId}" data-src="${escapeAttribute(pageDataSrc)}"></script>`
    : `<script type="application/json" id="${pageDataId}">${result.pageData}</script>`;
  if (!template.includes('<div id="root"></div>') || !template.includes('</head>'))
    throw new Error('The shell template has no </head> or empty #root');
  return page
    .replace('</head>', `${head}</head>`)
    .replace('<div id="root"></div>', `<div id="root">${result.body}</div>${data}${rest}`);
}

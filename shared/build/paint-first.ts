/**
 * Production shell: index.html runs ./boot-inline.js, minified and inline at the end of the body,
 * instead of loading main.js; it loads ./boot.js (emitted hashed, `boot.<hash>.js`) once the page
 * has loaded (a second after), or as the visitor first acts. The two set the web fonts without laying a
 * page being read out again, and load main.js
 * only when the app is first needed (a visitor's tap, key or mouse; a self-acting part near the
 * screen; the exit-intent popup due): every page works from its HTML until then. `npm run bench`
 * showed why: the federation runtime's evaluation before the first paint put Lighthouse's mobile
 * LCP at 3.3 s on /, after it 1.5 s, and the app's start-up, even after the paint, left 170-500
 * ms of blocked main thread; the four font files (65 KB), which started with the HTML when they were preloaded or
 * named by the inline CSS, shared a slow phone's first round trips with it: without them the first
 * paint came about 0.35 s sooner. The boot script gets the faces as data (`WebFontFace`, written
 * in for `__WEB_FONTS__`) and sets them with the FontFace API, all four at once: before a later
 * page's first layout, or on a first page not until the app shows another (ARCHITECTURE.md,
 * "Server rendering", its fonts paragraph). A stylesheet with the same faces cost two full
 * relayouts after the paint, most of the blocked main thread Lighthouse measured on every route
 * (TBT 173-389 ms with it, 19-173 ms without fonts at all).
 * Until they are set, text is in the metric-matched fallback faces (tokens.css), so the swap
 * moves nothing. Without script, a `<noscript>` link loads the faces' stylesheet.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { rspack, type Compilation, type Compiler } from '@rspack/core';
// The file's name is part of what the site server and the builds agree on (plain data).
import { BOOT_CONTRACT, SITE_CONTRACT } from '../src/config/runtime';
import { LOCALE_INFO } from '../src/i18n/locales';
import { buildPartScripts, type PartScript } from './first-action';
import { sharedBuildFile } from './module-rules';

const WEB_FONT_FACE = /@font-face\{(?:(?!\})[\s\S])*\}/g;
/**
 * Faces kept in the stylesheet: the metric-matched fallbacks (tokens.css, styles/scripts.css) and
 * the scripts' last faces for a device with none of its own (styles/scripts.css).
 */
const FALLBACK_FACE = /font-family:\s*["']?[^;"'}]*Fallback/;

/**
 * One web font face as the boot script gives it to `new FontFace(family, source, descriptors)`;
 * a script's face (Devanagari, Gurmukhi) names the language whose pages alone set it.
 */
export interface WebFontFace {
  family: string;
  source: string;
  descriptors: Record<string, string>;
  lang?: string;
}

/** The language whose script a family is the face of (LOCALE_INFO's `scriptFace`). */
const scriptFaceLanguage = new Map(
  Object.entries(LOCALE_INFO).flatMap(([code, info]) =>
    info.scriptFace ? [[info.scriptFace, code] as const] : [],
  ),
);

/** The FontFace descriptors an `@font-face` rule may set (CSS property -> descriptor). */
const FACE_DESCRIPTORS: Record<string, string> = {
  'font-style': 'style',
  'font-weight': 'weight',
  'font-stretch': 'stretch',
  'font-display': 'display',
  'unicode-range': 'unicodeRange',
};

/** A minified `@font-face{...}` rule as FontFace arguments (built by css-loader: no nesting). */
function webFontFace(rule: string): WebFontFace {
  const face: WebFontFace = { family: '', source: '', descriptors: {} };
  const body = rule.slice(rule.indexOf('{') + 1, rule.lastIndexOf('}'));
  // `src` holds `url(...)format("woff2"),...`: split on `;` outside parentheses and quotes.
  for (const declaration of body.match(/(?:[^;("']|\([^)]*\)|"[^"]*"|'[^']*')+/g) ?? []) {
    const colon = declaration.indexOf(':');
    const property = declaration.slice(0, colon).trim();
    const value = declaration.slice(colon + 1).trim();
    if (property === 'font-family') face.family = value.replace(/^["']|["']$/g, '');
    else if (property === 'src') face.source = value;
    else if (FACE_DESCRIPTORS[property]) face.descriptors[FACE_DESCRIPTORS[property]] = value;
  }
  if (!face.family || !face.source) throw new Error(`PaintFirst: cannot read ${rule}`);
  const lang = scriptFaceLanguage.get(face.family);
  return lang ? { ...face, lang } : face;
}

/**
 * Takes the web fonts' `@font-face` rules out of the shell's stylesheets, into one of their own
 * (the page's `<noscript>` link), and returns them as the boot script's data too.
 */
function splitFontFaces(compilation: Compilation): { file: string; faces: WebFontFace[] } {
  const { RawSource } = compilation.compiler.webpack.sources;
  const faces = new Set<string>();
  for (const asset of compilation.getAssets()) {
    if (!asset.name.endsWith('.css')) continue;
    const text = asset.source.source().toString();
    const rest = text.replace(WEB_FONT_FACE, (face) => {
      if (FALLBACK_FACE.test(face)) return face;
      faces.add(face);
      return '';
    });
    if (rest !== text) compilation.updateAsset(asset.name, new RawSource(rest));
  }
  if (faces.size === 0) throw new Error('PaintFirst: no @font-face rule in the shell stylesheets');
  const text = [...faces].join('\n');
  const file = `fonts.${createHash('sha256').update(text).digest('hex').slice(0, 10)}.css`;
  compilation.emitAsset(file, new RawSource(text));
  return { file, faces: [...faces].map(webFontFace) };
}

/**
 * How the scripts are called: the build writes in the contract and the part scripts' addresses
 * (part -> URL: first-action.ts) for boot.js, the contract's fonts keys and the web fonts' faces
 * for boot-fonts.js (emitted in the same file, after it), the contract alone for boot-inline.js.
 */
const BOOT_CALL = '(__BOOT_CONTRACT__, __FIRST_ACTION_PARTS__)';
const FONTS_CALL = '(__BOOT_CONTRACT__, __WEB_FONTS__)';
const INLINE_CALL = '(__BOOT_CONTRACT__)';

/** A script's text minified, `</script` refused (the inline one sits in a `<script>` element). */
function minified(source: string, name: string) {
  const { code } = rspack.experiments.swc.minifySync(source, { compress: true, mangle: true });
  if (/<\/script/i.test(code)) throw new Error(`PaintFirst: ${name} holds "</script"`);
  return code;
}

export function paintFirst(compiler: Compiler) {
  const template = fs.readFileSync(sharedBuildFile('boot.js'), 'utf8');
  if (!template.includes(BOOT_CALL))
    throw new Error(`PaintFirst: boot.js is not called ${BOOT_CALL}`);
  const fontsTemplate = fs.readFileSync(sharedBuildFile('boot-fonts.js'), 'utf8');
  if (!fontsTemplate.includes(FONTS_CALL))
    throw new Error(`PaintFirst: boot-fonts.js is not called ${FONTS_CALL}`);
  const inlineTemplate = fs.readFileSync(sharedBuildFile('boot-inline.js'), 'utf8');
  if (!inlineTemplate.includes(INLINE_CALL))
    throw new Error(`PaintFirst: boot-inline.js is not called ${INLINE_CALL}`);
  const mainTag = /<script defer(?:="")? src="([^"]*\/main\.[0-9a-f]+\.js)"><\/script>/;
  let partScripts: PartScript[] = [];
  const buildParts = async () => {
    partScripts = await buildPartScripts();
  };
  compiler.hooks.beforeRun.tapPromise('PaintFirst', buildParts);
  compiler.hooks.watchRun.tapPromise('PaintFirst', buildParts);
  compiler.hooks.thisCompilation.tap('PaintFirst', (compilation) => {
    compilation.hooks.processAssets.tap(
      { name: 'PaintFirst', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
      () => {
        const html = compilation.getAsset('index.html');
        if (!html) return;
        const text = html.source.source().toString();
        const main = mainTag.exec(text)?.[1];
        if (!main) throw new Error('PaintFirst: index.html has no main.js script tag to replace');
        const { RawSource } = compiler.webpack.sources;
        const fonts = splitFontFaces(compilation);
        // The part scripts are where main.js is (the shell's public path).
        const base = main.slice(0, main.lastIndexOf('/') + 1);
        for (const script of partScripts)
          compilation.emitAsset(script.file, new RawSource(script.text), { immutable: true });
        const parts = Object.fromEntries(
          partScripts.map((script) => [script.part, base + script.file]),
        );
        const boot = minified(
          template.replace(
            BOOT_CALL,
            `(${JSON.stringify({ ...BOOT_CONTRACT, runtimeConfigPath: SITE_CONTRACT.runtimeConfigPath, pageDataId: SITE_CONTRACT.pageDataId })}, ${JSON.stringify(parts)})`,
          ) +
            fontsTemplate.replace(
              FONTS_CALL,
              `(${JSON.stringify({ webFontsKey: BOOT_CONTRACT.webFontsKey, pageChangeEvent: BOOT_CONTRACT.pageChangeEvent })}, ${JSON.stringify(fonts.faces)})`,
            ),
          'boot.js',
        );
        const bootFile = `boot.${createHash('sha256').update(boot).digest('hex').slice(0, 10)}.js`;
        compilation.emitAsset(bootFile, new RawSource(boot), { immutable: true });
        // Inline, not a file: a request for it, however small, ended before the first paint on
        // a phone's network and delayed Lighthouse's LCP by a round trip (ARCHITECTURE.md, "The
        // app boots when first needed"); the boot script it loads starts after the paint. The
        // site server allows it by its hash (inlineScriptHashes in site-server/document.mjs).
        const code = minified(
          inlineTemplate.replace(
            INLINE_CALL,
            `(${JSON.stringify({ webFontsKey: BOOT_CONTRACT.webFontsKey, earlyEventsGlobal: BOOT_CONTRACT.earlyEventsGlobal })})`,
          ),
          'boot-inline.js',
        );
        const page = text
          .replace(mainTag, '')
          .replace(
            '</head>',
            `<noscript><link rel="stylesheet" href="/${fonts.file}"></noscript></head>`,
          )
          .replace(
            /<\/body>/,
            (end) =>
              `<script data-main="${main}" data-boot="${base}${bootFile}">${code}</script>${end}`,
          );
        compilation.updateAsset('index.html', new RawSource(page));
      },
    );
  });
}

/**
 * One Rspack + Module Federation configuration for every app, so the shell and the six remotes
 * build, share and serve the same way. Each app passes its own `module-federation.config.ts`.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { rspack, type Compilation, type Compiler, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { ReactRefreshRspackPlugin as ReactRefreshPlugin } from '@rspack/plugin-react-refresh';
import { sharedSingletons } from './singletons';
// The file's name is part of what the site server and the builds agree on (plain data).
import { BOOT_CONTRACT, SITE_CONTRACT } from '../src/config/runtime';

export { sharedSingletons } from './singletons';
export { appPorts, remoteNames, remoteRegistry, runtimeConfigFor } from './apps.mjs';
import { runtimeConfigFor } from './apps.mjs';

type MfOptions = ConstructorParameters<typeof ModuleFederationPlugin>[0];

export interface AppBuildOptions {
  /** Absolute folder of the app (its package.json, src/, dist/). */
  dir: string;
  /** The app's module-federation.config.ts. */
  federation: Pick<MfOptions, 'name' | 'exposes'>;
  role: 'shell' | 'remote';
  port: number;
  /** Extra files written into dist/ (name -> text), e.g. the shell's route patterns. */
  emit?: Record<string, string>;
}

const require = createRequire(import.meta.url);

/**
 * Production shell: index.html runs ./boot.js, minified and inline at the end of the body, instead
 * of loading main.js. It sets the web fonts without laying a page being read out again, and main.js
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
const WEB_FONT_FACE = /@font-face\{(?:(?!\})[\s\S])*\}/g;
const FALLBACK_FACE = /font-family:\s*["']?[^;"'}]*Fallback/;

/** One web font face as the boot script gives it to `new FontFace(family, source, descriptors)`. */
export interface WebFontFace {
  family: string;
  source: string;
  descriptors: Record<string, string>;
}

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
  return face;
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

/** How boot.js is called: the build writes the contract and the web fonts' faces in. */
const BOOT_CALL = '(__BOOT_CONTRACT__, __WEB_FONTS__)';

function paintFirst(compiler: Compiler) {
  const template = fs.readFileSync(
    path.join(path.dirname(require.resolve('@navdhara/shared/package.json')), 'build', 'boot.js'),
    'utf8',
  );
  if (!template.includes(BOOT_CALL))
    throw new Error(`PaintFirst: boot.js is not called ${BOOT_CALL}`);
  const mainTag = /<script defer(?:="")? src="([^"]*\/main\.[0-9a-f]+\.js)"><\/script>/;
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
        const source = template.replace(
          BOOT_CALL,
          `(${JSON.stringify(BOOT_CONTRACT)}, ${JSON.stringify(fonts.faces)})`,
        );
        // Inline, not a file: a request for it, however small, ended before the first paint on
        // a phone's network and delayed Lighthouse's LCP by a round trip (ARCHITECTURE.md, "The
        // app boots when first needed"). The site server allows it by its hash (inlineScriptHashes
        // in site-server/document.mjs).
        const { code } = rspack.experiments.swc.minifySync(source, {
          compress: true,
          mangle: true,
        });
        if (/<\/script/i.test(code)) throw new Error('PaintFirst: boot.js holds "</script"');
        const page = text
          .replace(mainTag, '')
          .replace(
            '</head>',
            `<noscript><link rel="stylesheet" href="/${fonts.file}"></noscript></head>`,
          )
          .replace(/<\/body>/, (end) => `<script data-main="${main}">${code}</script>${end}`);
        compilation.updateAsset('index.html', new RawSource(page));
      },
    );
  });
}

/**
 * An app's `page-css.json` (SITE_CONTRACT.pageCssFile), which the site server reads to inline CSS:
 * - `pages`: for each page of a remote's `src/routes.ts` (`import('./pages/<Name>')`), the CSS of
 *   that page's chunks and of every chunk it loads later (an island's form, a map), so the server
 *   inlines the rules of these that the page's HTML needs (site-server/critical-css.mjs) before
 *   any script runs.
 */
function pageStylesheets(compiler: Compiler) {
  compiler.hooks.thisCompilation.tap('PageStylesheets', (compilation) => {
    compilation.hooks.processAssets.tap(
      { name: 'PageStylesheets', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
      () => {
        type Group = (typeof compilation.chunkGroups)[number];
        const stylesheetsOf = (group: Group, seen = new Set<Group>()): string[] => {
          if (seen.has(group)) return [];
          seen.add(group);
          return [
            ...group.getFiles().filter((file) => file.endsWith('.css')),
            ...group.childrenIterable.flatMap((child) => stylesheetsOf(child, seen)),
          ];
        };
        const pages: Record<string, string[]> = {};
        for (const group of compilation.chunkGroups) {
          for (const origin of group.origins) {
            const page = /^\.\/pages\/([A-Za-z0-9]+)$/.exec(origin.request ?? '')?.[1];
            if (page) pages[page] = [...new Set([...(pages[page] ?? []), ...stylesheetsOf(group)])];
          }
        }
        compilation.emitAsset(
          SITE_CONTRACT.pageCssFile,
          new compiler.webpack.sources.RawSource(JSON.stringify({ pages }, null, 2)),
        );
      },
    );
  });
}

export function createAppConfig(options: AppBuildOptions) {
  // `--env outDir=DIR` writes the build elsewhere than dist/ (a release's own version folder).
  return (
    env: { server?: boolean; outDir?: string } = {},
    argv: { mode?: string } = {},
  ): Configuration => {
    if (env.server) return createServerConfig(options, env.outDir);
    const mode =
      argv.mode === 'development' || process.env.NODE_ENV === 'development'
        ? 'development'
        : 'production';
    const isDev = mode === 'development';
    const isServe = process.argv.includes('serve');
    const { dir, federation, role, port, emit = {} } = options;
    // A production remote is only what the shell loads (remoteEntry.js, mf-manifest.json and its
    // chunks) and runs on the shell's federation runtime instead of bundling a second copy
    // (15 KB less per remote visited). Its standalone page is the dev server's (runtime included).
    const containerOnly = role === 'remote' && !isDev;

    return {
      mode,
      context: dir,
      entry: containerOnly ? {} : { main: './src/index.ts' },
      devtool: isDev ? 'cheap-module-source-map' : false,
      output: {
        path: env.outDir ? path.resolve(env.outDir) : path.join(dir, 'dist'),
        // The shell's routes are deep (/blog/7), so its chunks load from the root; a remote can be
        // served from any origin or folder, so it finds its chunks relative to its remoteEntry.
        publicPath: role === 'shell' ? '/' : 'auto',
        uniqueName: String(federation.name),
        filename: isDev ? '[name].js' : '[name].[contenthash:10].js',
        chunkFilename: isDev ? '[name].js' : '[name].[contenthash:10].js',
        cssFilename: isDev ? '[name].css' : '[name].[contenthash:10].css',
        cssChunkFilename: isDev ? '[name].css' : '[name].[contenthash:10].css',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
      },
      module: {
        parser: {
          'css/auto': { namedExports: false },
        },
        generator: {
          'css/auto': {
            localIdentName: isDev ? '[name]__[local]--[hash:5]' : '[hash:7]',
          },
        },
        rules: [
          {
            test: /\.[jt]sx?$/,
            exclude: /node_modules/,
            loader: 'builtin:swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: {
                  react: { runtime: 'automatic', development: isDev, refresh: isDev && isServe },
                },
              },
              env: { targets: 'chrome >= 111, edge >= 111, firefox >= 111, safari >= 16.4' },
            },
            type: 'javascript/auto',
          },
          { test: /\.css$/, type: 'css/auto' },
          // `import art from './hero.svg?inline'`: a page's first-screen picture (its LCP) is a
          // data: URL in the HTML, painted with it, with no request to the remote's origin.
          { test: /\.svg$/i, resourceQuery: /inline/, type: 'asset/inline' },
          {
            test: /\.(svg|png|jpe?g|webp|avif)$/i,
            resourceQuery: { not: [/inline/] },
            type: 'asset/resource',
          },
          {
            test: /\.(woff2?)$/i,
            type: 'asset/resource',
            generator: { filename: 'fonts/[name].[contenthash:10][ext]' },
          },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          ...federation,
          filename: role === 'remote' ? 'remoteEntry.js' : undefined,
          manifest: true,
          dts: false,
          shareStrategy: 'loaded-first',
          shared: sharedSingletons(mode),
          experiments:
            role === 'shell'
              ? { provideExternalRuntime: true, optimization: { target: 'web' } }
              : containerOnly
                ? { externalRuntime: true, optimization: { target: 'web' } }
                : {},
        }),
        !containerOnly &&
          new rspack.HtmlRspackPlugin({
            template: path.join(
              path.dirname(require.resolve('@navdhara/shared/package.json')),
              'build',
              'index.html',
            ),
            chunks: ['main'],
            templateParameters: { appName: String(federation.name) },
            minify: !isDev,
          }),
        new rspack.DefinePlugin({
          __DEFAULT_CMS_URL__: JSON.stringify(process.env.CMS_URL ?? 'http://localhost:1337'),
          __DEFAULT_SITE_URL__: JSON.stringify(process.env.SITE_URL ?? 'http://localhost:3000'),
          __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
        }),
        role === 'shell' &&
          new rspack.CopyRspackPlugin({
            patterns: [{ from: 'public', to: '.', noErrorOnMissing: true }],
          }),
        isDev && isServe && new ReactRefreshPlugin(),
        role === 'shell' && !isDev && { apply: paintFirst },
        { apply: pageStylesheets },
        {
          apply(compiler: Compiler) {
            compiler.hooks.thisCompilation.tap('EmitFiles', (compilation) => {
              compilation.hooks.processAssets.tap({ name: 'EmitFiles', stage: 0 }, () => {
                for (const [name, text] of Object.entries(emit)) {
                  compilation.emitAsset(name, new compiler.webpack.sources.RawSource(text));
                }
              });
            });
          },
        },
      ].filter(Boolean),
      optimization: {
        // Never a runtimeChunk: Module Federation needs its runtime inside each entry.
        minimize: !isDev,
        splitChunks: isDev
          ? undefined
          : {
              cacheGroups: {
                // The shell's singletons (React, React DOM, the router, zustand) all load at
                // start-up: one chunk instead of eight small ones, each a request on a slow
                // phone's network.
                ...(role === 'shell' && {
                  framework: {
                    test: /[\\/]node_modules[\\/](react|react-dom|scheduler|zustand|react-router)[\\/]|[\\/]shared[\\/]src[\\/]routing[\\/]/,
                    name: 'framework',
                    chunks: 'async' as const,
                    enforce: true,
                    priority: 40,
                  },
                }),
                // The static kit (@navdhara/shared/static), which only static parts use: one chunk
                // that every parts chunk of the app shares, instead of a copy in each.
                staticKit: {
                  test: /[\\/]shared[\\/]src[\\/]static[\\/]/,
                  name: 'static-kit',
                  chunks: 'async' as const,
                  enforce: true,
                  priority: 30,
                },
              },
            },
      },
      performance: { hints: false },
      devServer: {
        port,
        host: 'localhost',
        allowedHosts: 'all',
        hot: true,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        static: role === 'shell' ? { directory: path.join(dir, 'public') } : false,
        // CMS pictures are read from the page's own origin (shared/src/api/origin.ts), as the
        // site server answers them in production.
        proxy: [{ context: ['/uploads'], target: runtimeConfigFor().cmsUrl, changeOrigin: true }],
        // In development the shell's registry follows the PORT_* variables, like `npm start`.
        setupMiddlewares: (middlewares) => {
          if (role === 'shell') {
            middlewares.unshift({
              name: 'runtime-config',
              path: '/runtime-config.json',
              middleware: (
                _req: unknown,
                res: { setHeader: (k: string, v: string) => void; end: (body: string) => void },
              ) => {
                res.setHeader('Content-Type', 'application/json');
                res.end(JSON.stringify(runtimeConfigFor()));
              },
            });
          }
          return middlewares;
        },
        client: { overlay: { warnings: false, errors: true, runtimeErrors: false } },
      },
      stats: 'errors-warnings',
    };
  };
}

const require_ = createRequire(import.meta.url);

/**
 * The server (Node) build of an app, beside its browser build (`rspack build --env server`).
 * - A remote: a container of the same exposes, for `async-node`, written under `dist/server/`
 *   of the browser build (published with it, found from the same registry entry). Its shared
 *   singletons come from the site's renderer (`import: false`), like the browser's from the shell.
 * - The shell: the renderer itself (`src/server/renderer.tsx`), a federation host that loads the
 *   remotes' server containers over HTTP at run time; the site server (`site-server/`) requires it
 *   from `dist/server/renderer.js`, which nothing serves.
 * CSS Modules compile to the same class names as the browser build (same context, same ident
 * rule) with no CSS emitted; assets keep the browser build's names (see `server-public-path.ts`).
 */
export function createServerConfig(options: AppBuildOptions, outDir?: string): Configuration {
  const { dir, federation, role } = options;
  const isShell = role === 'shell';
  const singletons = sharedSingletons('server');
  // The division kit is the one shared entry the shell never uses: in the browser each remote's
  // own copy serves it (and its CSS Modules' class names are that remote's), so on the server each
  // remote bundles its own copy too, and renders the class names its browser build styles.
  const shared = Object.fromEntries(
    Object.entries(singletons)
      .filter(([name]) => isShell || name !== '@navdhara/shared/division')
      .map(([name, config]) => [
        name,
        isShell ? { ...config, eager: true } : { ...config, import: false as const },
      ]),
  );
  return {
    mode: 'production',
    target: 'async-node',
    context: dir,
    entry: isShell ? { renderer: './src/server/renderer.tsx' } : {},
    devtool: false,
    output: {
      path: isShell
        ? path.join(dir, 'dist', 'server')
        : outDir
          ? path.resolve(outDir)
          : path.join(dir, 'dist'),
      // Remote: chunks live under server/ next to the browser files; the public path is set at run
      // time to the browser build's folder, so asset URLs match the browser's (server-public-path.ts).
      // ('auto' cannot work in Node: it reads document.currentScript.)
      publicPath: isShell ? '/' : '',
      uniqueName: String(federation.name),
      filename: isShell ? '[name].js' : 'server/[name].[contenthash:10].js',
      chunkFilename: isShell ? '[name].[contenthash:10].js' : 'server/[name].[contenthash:10].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      library: { type: 'commonjs-module' },
      chunkFormat: 'commonjs',
      chunkLoading: 'async-node',
      clean: isShell,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] },
    module: {
      parser: { 'css/auto': { namedExports: false } },
      generator: {
        'css/auto': { localIdentName: '[hash:7]', exportsOnly: true },
        'asset/resource': { emit: false },
      },
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: false } },
            },
            env: { targets: 'node 20' },
          },
          type: 'javascript/auto',
        },
        { test: /\.css$/, type: 'css/auto' },
        // `import art from './hero.svg?inline'`: a page's first-screen picture (its LCP) is a
        // data: URL in the HTML, painted with it, with no request to the remote's origin.
        { test: /\.svg$/i, resourceQuery: /inline/, type: 'asset/inline' },
        {
          test: /\.(svg|png|jpe?g|webp|avif)$/i,
          resourceQuery: { not: [/inline/] },
          type: 'asset/resource',
        },
        {
          test: /\.(woff2?)$/i,
          type: 'asset/resource',
          generator: { filename: 'fonts/[name].[contenthash:10][ext]', emit: false },
        },
      ],
    },
    externalsPresets: { node: true },
    plugins: [
      new ModuleFederationPlugin({
        name: isShell ? 'site_renderer' : String(federation.name),
        ...(isShell
          ? { remotes: {} }
          : { exposes: federation.exposes, filename: 'server/remoteEntry.js' }),
        library: { type: 'commonjs-module' },
        remoteType: 'script',
        runtimePlugins: [
          require_.resolve('@module-federation/node/runtimePlugin'),
          ...(isShell
            ? []
            : [
                path.join(
                  path.dirname(require_.resolve('@navdhara/shared/package.json')),
                  'build',
                  'server-public-path.ts',
                ),
              ]),
        ],
        manifest: isShell ? false : { filePath: 'server' },
        dts: false,
        shareStrategy: 'loaded-first',
        shared,
      }),
      new rspack.DefinePlugin({
        __DEFAULT_CMS_URL__: JSON.stringify(process.env.CMS_URL ?? 'http://localhost:1337'),
        __DEFAULT_SITE_URL__: JSON.stringify(process.env.SITE_URL ?? 'http://localhost:3000'),
        __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
      }),
    ],
    optimization: { minimize: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

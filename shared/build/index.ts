/**
 * One Rspack + Module Federation configuration for every app, so the shell and the six remotes
 * build, share and serve the same way. Each app passes its own `module-federation.config.ts`.
 * This file is the browser build; beside it: the server build (server-config.ts), what both
 * compile alike (module-rules.ts), the production shell's boot script and web fonts
 * (paint-first.ts), each page's stylesheets (page-stylesheets.ts), the chunk groups
 * (split-chunks.ts) and the shared singletons (singletons.ts).
 */
import path from 'node:path';
import { rspack, type Compiler, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { ReactRefreshRspackPlugin as ReactRefreshPlugin } from '@rspack/plugin-react-refresh';
import { sharedSingletons } from './singletons';
import { runtimeConfigFor } from './apps.mjs';
import type { AppBuildOptions } from './options';
import { BROWSER_TARGETS, buildConstants, moduleRules, sharedBuildFile } from './module-rules';
import { pageStylesheets } from './page-stylesheets';
import { paintFirst } from './paint-first';
import { createServerConfig } from './server-config';
import { splitChunks } from './split-chunks';

export { sharedSingletons } from './singletons';
export { appPorts, remoteNames, remoteRegistry, runtimeConfigFor } from './apps.mjs';
export type { AppBuildOptions } from './options';
export type { WebFontFace } from './paint-first';
export { createServerConfig } from './server-config';

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
        rules: moduleRules({
          react: { runtime: 'automatic', development: isDev, refresh: isDev && isServe },
          targets: BROWSER_TARGETS,
          emitFonts: true,
        }),
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
            template: sharedBuildFile('index.html'),
            chunks: ['main'],
            templateParameters: { appName: String(federation.name) },
            minify: !isDev,
          }),
        buildConstants(),
        role === 'shell' &&
          new rspack.CopyRspackPlugin({
            patterns: [
              { from: 'public', to: '.', noErrorOnMissing: true },
              // The logo at the plain address search engines and share previews are given
              // (site.logoPath); pages show it under its content hash (shared/src/ui/Logo.tsx).
              { from: sharedBuildFile('../src/ui/assets/logo.svg'), to: 'logo.svg' },
            ],
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
        splitChunks: isDev ? undefined : splitChunks(role),
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

import path from 'node:path';
import { createRequire } from 'node:module';
import type { Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import type { AppBuildOptions } from './options';
import { buildConstants, moduleRules, sharedBuildFile } from './module-rules';
import { sharedSingletons } from './singletons';

const require = createRequire(import.meta.url);

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
      rules: moduleRules({
        react: { runtime: 'automatic', development: false },
        targets: 'node 20',
        emitFonts: false,
      }),
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
          require.resolve('@module-federation/node/runtimePlugin'),
          ...(isShell ? [] : [sharedBuildFile('server-public-path.ts')]),
        ],
        manifest: isShell ? false : { filePath: 'server' },
        dts: false,
        shareStrategy: 'loaded-first',
        shared,
      }),
      buildConstants(),
    ],
    optimization: { minimize: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

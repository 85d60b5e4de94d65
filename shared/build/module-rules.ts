/**
 * What the browser build and the server build of an app compile alike: its sources (SWC), CSS
 * Modules, pictures and fonts, the constants written into the code, and the files of this folder
 * that a build reads. The server build's CSS Modules and assets get the browser build's names
 * (same rules, same context), so the HTML it renders matches the stylesheets the browser loads.
 */
import path from 'node:path';
import { createRequire } from 'node:module';
import { rspack, type RuleSetRule } from '@rspack/core';
import { svgDataUrl } from './svg-data-url';

const require = createRequire(import.meta.url);

/** The engines the browser code is compiled for (the apps' code and the part scripts alike). */
export const BROWSER_TARGETS = 'chrome >= 111, edge >= 111, firefox >= 111, safari >= 16.4';

/** A file of shared/build (boot.js, index.html, server-public-path.ts), as a build reads it. */
export function sharedBuildFile(name: string): string {
  return path.join(path.dirname(require.resolve('@navdhara/shared/package.json')), 'build', name);
}

/**
 * The module rules of one build.
 * - `react`: SWC's React transform (the browser's adds development mode and React Refresh).
 * - `targets`: the engines the code is compiled for.
 * - `emitFonts`: false on the server, which only needs the fonts' names.
 */
export function moduleRules(options: {
  react: Record<string, unknown>;
  targets: string;
  emitFonts: boolean;
}): RuleSetRule[] {
  return [
    {
      test: /\.[jt]sx?$/,
      exclude: /node_modules/,
      loader: 'builtin:swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: options.react },
        },
        env: { targets: options.targets },
      },
      type: 'javascript/auto',
    },
    { test: /\.css$/, type: 'css/auto' },
    // `import art from './hero.svg?inline'`: a page's first-screen picture (its LCP) is a
    // data: URL in the HTML, painted with it, with no request to the remote's origin.
    {
      test: /\.svg$/i,
      resourceQuery: /inline/,
      type: 'asset/inline',
      generator: { dataUrl: (content: Buffer) => svgDataUrl(content.toString('utf8')) },
    },
    {
      test: /\.(svg|png|jpe?g|webp|avif)$/i,
      resourceQuery: { not: [/inline/] },
      type: 'asset/resource',
    },
    {
      test: /\.(woff2?)$/i,
      type: 'asset/resource',
      generator: options.emitFonts
        ? { filename: 'fonts/[name].[contenthash:10][ext]' }
        : { filename: 'fonts/[name].[contenthash:10][ext]', emit: false },
    },
  ];
}

/** The constants both builds write into the code (each is declared where it is read). */
export function buildConstants() {
  return new rspack.DefinePlugin({
    __DEFAULT_CMS_URL__: JSON.stringify(process.env.CMS_URL ?? 'http://localhost:1337'),
    __DEFAULT_SITE_URL__: JSON.stringify(process.env.SITE_URL ?? 'http://localhost:3000'),
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
  });
}

// @ts-check
/**
 * Builds every app for production, one at a time (the machine has two cores), then writes
 * brotli and gzip copies of text assets so the server never compresses on the fly.
 * `node scripts/build.mjs mfe-foods shell` builds only those.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import zlib from 'node:zlib';
import { appNames, remoteNames } from '../shared/build/apps.mjs';
import { recordBuildInputs } from './build-inputs.mjs';
import { declaredRoutes } from '../shared/build/declared-routes.mjs';
import { isMain, repoRoot, run } from './lib/processes.mjs';

const COMPRESSIBLE = /\.(js|css|html|json|svg|txt|xml|map)$/;

export function compressDir(/** @type {string} */ dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    // Server builds are read by the renderer, never by browsers.
    if (entry.parentPath.split(path.sep).includes('server')) continue;
    const file = path.join(entry.parentPath, entry.name);
    const data = fs.readFileSync(file);
    if (data.length < 512) continue;
    fs.writeFileSync(
      `${file}.br`,
      zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
  }
}

/**
 * Builds one app for production: the browser build (it empties its folder), then the server
 * build beside it (`server/`), then the compressed copies. `source` builds another copy of the
 * app's folder (a release from a checkout of another commit); `outDir` writes elsewhere than
 * `dist/` (a release's version folder).
 * @param {string} app
 * `quiet` keeps rspack's output for the error a failed build throws.
 * @param {{ source?: string, outDir?: string, quiet?: boolean }} [options]
 */
export function buildApp(app, options = {}) {
  const cwd = options.source ? path.resolve(options.source) : path.join(repoRoot, app);
  const out = options.outDir ? ['--env', `outDir=${path.resolve(options.outDir)}`] : [];
  for (const extra of [[], ['--env', 'server']]) {
    run(
      'npx',
      ['rspack', 'build', '--config', 'rspack.config.ts', '--mode', 'production', ...out, ...extra],
      {
        cwd,
        capture: options.quiet ?? false,
        env: { ...process.env, NODE_ENV: 'production' },
        what: `${extra.length ? 'Server build' : 'Build'} of ${app}`,
      },
    );
  }
  if (app === 'shell') writeKnownRoutes(path.join(cwd, 'dist'));
  compressDir(options.outDir ? path.resolve(options.outDir) : path.join(cwd, 'dist'));
  // What dist/ was built from, so `npm start` can tell when it is out of date.
  if (!options.source && !options.outDir) recordBuildInputs(repoRoot, app);
}

/**
 * The remotes' route declarations as their sources are at the shell's build (their pages, paths,
 * aliases, article kinds, sitemap flags), in the shell's `dist/`: the renderer's first "rows a
 * remote gave last", so a remote that does not answer when a site server starts keeps its
 * addresses (its pages show the fallback with Retry, not a 404). The live declarations replace
 * them as soon as the remote answers (ARCHITECTURE.md, "Who owns which route").
 */
export const KNOWN_ROUTES_FILE = 'known-routes.json';
function writeKnownRoutes(/** @type {string} */ dist) {
  /** @type {Record<string, unknown[]>} */
  const known = {};
  for (const [folder, name] of Object.entries(remoteNames)) {
    const routes = declaredRoutes(repoRoot, folder);
    if (routes)
      known[name] = routes.map(({ page, path: routePath, aliases, article, hidden }) => ({
        page,
        path: routePath,
        ...(aliases ? { aliases } : {}),
        ...(article ? { article } : {}),
        ...(hidden ? { hidden } : {}),
      }));
  }
  fs.writeFileSync(path.join(dist, KNOWN_ROUTES_FILE), `${JSON.stringify(known)}\n`);
}

export function buildApps(/** @type {string[]} */ apps = appNames) {
  for (const app of apps) {
    const started = Date.now();
    buildApp(app);
    console.log(`built ${app} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}

if (isMain(import.meta.url)) {
  const only = parseArgs({ allowPositionals: true }).positionals;
  try {
    buildApps(only.length ? only : appNames);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

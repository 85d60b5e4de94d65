'use strict';

/**
 * Builds the Strapi admin panel into cms/build (what `strapi start` serves at /admin).
 *
 *   node scripts/build-admin.js        (from cms/; the repository's `npm run cms:build` runs it)
 *
 * Why not `strapi build`: Strapi's CLI looks for a tsconfig.json with TypeScript's
 * findConfigFile, which walks up from cms/ to the repository root and finds the front-end's
 * tsconfig.json. Strapi then takes this plain JavaScript project for a TypeScript one, resolves
 * that file's `extends` against cms/ and fails ("strapi build failed (1)"). `strapi start` only
 * looks at cms/tsconfig.json, so only the build is affected. This script calls the same build
 * function the CLI's `build` command calls, with the CLI's defaults, and no tsconfig: there is
 * nothing to compile. It reaches into @strapi/strapi's dist/, so cms/package.json pins Strapi to
 * one exact version; check these two paths when upgrading it.
 */
const path = require('node:path');

// By file: these modules are not in @strapi/strapi's "exports" map.
const strapiDir = path.dirname(require.resolve('@strapi/strapi/package.json'));
const { build } = require(path.join(strapiDir, 'dist', 'src', 'node', 'build.js'));
const { createLogger } = require(path.join(strapiDir, 'dist', 'src', 'cli', 'utils', 'logger.js'));

async function main() {
  const silent = process.argv.includes('--silent');
  const debug = process.argv.includes('--debug');
  const logger = createLogger({ silent, debug, timestamp: false });
  await build({
    cwd: path.resolve(__dirname, '..'),
    logger,
    tsconfig: undefined,
    bundler: 'vite',
    minify: true,
    sourcemap: false,
    stats: false,
    silent,
    debug,
  });
}

main().then(
  // Strapi's build leaves handles open (its app instance, vite's workers): leave explicitly.
  () => process.exit(0),
  (err) => {
    console.error(err && err.stack ? err.stack : err);
    process.exit(1);
  },
);

// @ts-check
/**
 * `npm start`: builds what is not built, starts the CMS (seeding it on first run) and serves the
 * production builds: shell on :3000, remotes on :3001-3006, CMS on :1337 (PORT_* and CMS_PORT
 * override them). Ctrl-C stops everything, Strapi included.
 *   --no-build   serve what is in dist/ (fails if something is missing)
 *   --rebuild    build every app again first
 *   --no-cms     serve the frontends only
 */
import fs from 'node:fs';
import path from 'node:path';
import { appNames } from '../shared/build/apps.mjs';
import { buildApps } from './build.mjs';
import { prerender } from './prerender.mjs';
import { missingBuilds, repoRoot, serveSite } from './site.mjs';

const args = new Set(process.argv.slice(2));

async function main() {
  const missing = args.has('--rebuild') ? appNames : missingBuilds();
  if (missing.length) {
    if (args.has('--no-build')) throw new Error(`Not built: ${missing.join(', ')}. Run npm run build.`);
    console.log(`Building ${missing.join(', ')}…`);
    buildApps(missing);
  }
  const built = missing.length > 0;

  /** @type {{ stop: () => Promise<void>, url: string, dbFile: string } | null} */
  let cms = null;
  const withCms = !args.has('--no-cms') && fs.existsSync(path.join(repoRoot, 'cms', 'node_modules'));
  if (withCms) {
    const { startCms } = await import('./cms.mjs');
    console.log('Starting the CMS (first run creates and seeds the database)…');
    // The prerender pass reads the CMS from its own origin (PRERENDER_PORT_BASE, default 4700).
    const prerenderOrigin = `http://localhost:${process.env.PRERENDER_PORT_BASE ?? 4700}`;
    cms = await startCms({
      env: {
        CMS_RATE_LIMIT_MAX: process.env.CMS_RATE_LIMIT_MAX ?? '100',
        CMS_CORS_ORIGINS: [process.env.CMS_CORS_ORIGINS, prerenderOrigin].filter(Boolean).join(','),
      },
    });
    process.env.CMS_URL ??= cms.url;
  } else if (!args.has('--no-cms')) {
    console.warn('cms/node_modules is missing: run npm install. Serving the site without the CMS.');
  }

  // Prerender against this CMS when the build is new or was prerendered against another one
  // (uploaded images have per-database file names).
  if (cms) {
    const marker = path.join(repoRoot, 'shell', 'dist', 'prerendered.json');
    const stamp = JSON.stringify({ cmsUrl: cms.url, db: cms.dbFile });
    const previous = fs.existsSync(marker) ? fs.readFileSync(marker, 'utf8') : '';
    if (built || previous !== stamp) {
      console.log('Prerendering the pages…');
      await prerender({ cmsUrl: cms.url });
      fs.writeFileSync(marker, stamp);
    }
  }
  const site = await serveSite();
  const lines = Object.entries(site.ports).map(([app, port]) => `  ${app.padEnd(15)} http://localhost:${port}`);
  console.log(`\nNavdhara site is up:\n${lines.join('\n')}\n  ${'cms'.padEnd(15)} ${cms ? cms.url : '(not running)'}\n\nOpen ${site.url} - Ctrl-C stops everything.`);

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping…');
    await site.stop();
    if (cms) await cms.stop();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

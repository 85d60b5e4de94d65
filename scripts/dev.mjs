// @ts-check
/**
 * `npm run dev`: the CMS plus a hot-reloading dev server per app (shell :3000, remotes :3001
 * and up in the order of shared/build/remotes.json; PORT_* override). `npm run dev -- mfe-foods`
 * starts only that remote (and the CMS), standalone on its own port; `--no-cms` leaves the CMS
 * out. Ctrl-C stops everything.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { appNames, appPorts } from '../shared/build/apps.mjs';
import { repoRoot, startService } from './lib/processes.mjs';

const { values: args, positionals } = parseArgs({
  options: { cms: { type: 'boolean', default: true } },
  allowNegative: true,
  allowPositionals: true,
});
const apps = positionals.length ? positionals : appNames;
const unknown = apps.filter((a) => !appNames.includes(a));
if (unknown.length) {
  console.error(`Unknown app(s): ${unknown.join(', ')}. Choose from ${appNames.join(', ')}.`);
  process.exit(1);
}

/** @type {{ stop: () => Promise<unknown> }[]} */
const running = [];

async function main() {
  if (args.cms && fs.existsSync(path.join(repoRoot, 'cms', 'node_modules'))) {
    const { adminLoginText, ensureCmsAdmin, startCms } = await import('./cms.mjs');
    // The admin panel, as with `npm start`: built on the first start, again only when stale.
    await ensureCmsAdmin();
    const cms = await startCms({});
    running.push(cms);
    console.log(adminLoginText(cms.url));
  }
  const ports = appPorts();
  const servers = await Promise.all(
    apps.map((app) =>
      startService({
        name: app,
        command: 'npx',
        args: ['rspack', 'serve', '--config', 'rspack.config.ts', '--mode', 'development'],
        cwd: path.join(repoRoot, app),
        env: { ...process.env, NODE_ENV: 'development' },
        healthUrl: `http://localhost:${ports[app]}/`,
        anyAnswer: true,
        timeoutMs: 180_000,
      }),
    ),
  );
  running.push(...servers);
  for (const app of apps) console.log(`${app} dev server on http://localhost:${ports[app]}`);
}

async function stop() {
  await Promise.all(running.map((service) => service.stop()));
  process.exit(0);
}

process.on('SIGINT', stop);
process.on('SIGTERM', stop);
main().catch(async (error) => {
  console.error(error instanceof Error ? error.message : error);
  await stop();
});

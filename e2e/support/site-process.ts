import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { expect } from '@playwright/test';
import { repoRoot } from './fixtures';
import { freePort } from './ports';

/** A site server process of a spec's own, as `startSiteProcess` started it. */
export type SiteProcess = {
  child: ChildProcess;
  port: number;
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** Everything it wrote so far (its JSON log lines), stdout and stderr together. */
  output: () => string;
  /** Resolves once its /readyz answers 200. */
  ready: (timeout?: number) => Promise<void>;
  /** Kills it at once, if it still runs. */
  kill: () => void;
};

/**
 * Starts `site-server/main.mjs` in a process of its own, on a free port of 127.0.0.1, configured
 * by `env` alone (with PATH; a function of its origin when the settings name it): for the specs that need what the shared test site cannot give, its
 * own memory, its log, a signal, or settings of its own (an edge key, a registry served slowly).
 * The specs that only send HTTP to the site use the in-process site (in-process-site.ts) or the
 * test site the global setup starts. Call `ready()` to wait until it serves pages.
 */
export async function startSiteProcess(
  env: Record<string, string> | ((origin: string) => Record<string, string>),
): Promise<SiteProcess> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const settings = typeof env === 'function' ? env(origin) : env;
  let output = '';
  const child = spawn(process.execPath, [path.join(repoRoot, 'site-server', 'main.mjs')], {
    env: { PATH: process.env.PATH ?? '', PORT: String(port), HOST: '127.0.0.1', ...settings },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return {
    child,
    port,
    origin,
    output: () => output,
    ready: async (timeout = 30_000) => {
      await expect
        .poll(
          () =>
            fetch(`${origin}/readyz`).then(
              (answer) => answer.status,
              () => 0,
            ),
          { timeout, message: `the site server on ${port} is ready` },
        )
        .toBe(200);
    },
    kill: () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    },
  };
}

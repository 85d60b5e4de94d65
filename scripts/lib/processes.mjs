// @ts-check
/**
 * The scripts' one way to run other programs: `run` for a command that finishes (a build, an
 * install) and must succeed, `tryRun` for one whose failure is counted, `runAsync` for one this process must not wait on idly, `startService` for a server that keeps running (the CMS, the site server, the remotes'
 * host) until it is stopped, and `isMain` for a script that is also a module.
 *
 * A service runs in its own process group, so stopping it stops what it started; every service
 * still running when this process exits, or is interrupted, is stopped with it.
 */
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Whether the module at `url` (its import.meta.url) is the script Node was started with. */
export function isMain(/** @type {string} */ url) {
  return Boolean(process.argv[1]) && path.resolve(process.argv[1] ?? '') === fileURLToPath(url);
}

export const sleep = (/** @type {number} */ ms) => new Promise((r) => setTimeout(r, ms));

/**
 * spawnSync with the scripts' defaults: the repository as the folder, this environment, its
 * output here unless `capture` (then stdout is kept and stderr goes as `stderr` says).
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd?: string, env?: NodeJS.ProcessEnv, capture?: boolean }} options
 * @param {'pipe' | 'inherit'} stderr
 */
function runToEnd(command, args, options, stderr) {
  return spawnSync(command, args, {
    cwd: options.cwd ?? repoRoot,
    env: options.env ?? process.env,
    encoding: 'utf8',
    stdio: options.capture ? ['ignore', 'pipe', stderr] : 'inherit',
    maxBuffer: 64 * 1024 * 1024,
  });
}

/**
 * Runs a command to its end. Throws, with the end of its output when it was captured, unless it
 * exits with 0. Its output goes to this process's unless `capture` (then it is returned).
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd?: string, env?: NodeJS.ProcessEnv, capture?: boolean, what?: string }} [options]
 */
export function run(command, args, options = {}) {
  const result = runToEnd(command, args, options, 'pipe');
  if (result.error) throw result.error;
  if (result.status !== 0) {
    const output = `${result.stdout ?? ''}${result.stderr ?? ''}`.slice(-4000);
    throw new Error(
      `${options.what ?? [command, ...args].join(' ')} failed (exit ${result.status ?? result.signal})${output ? `:\n${output}` : ''}`,
    );
  }
  return `${result.stdout ?? ''}`;
}

/**
 * Runs a command to its end and returns its exit status (1 if it could not start) and, when
 * `capture`, its standard output: for a caller that counts failures instead of stopping.
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd?: string, env?: NodeJS.ProcessEnv, capture?: boolean }} [options]
 */
export function tryRun(command, args, options = {}) {
  const result = runToEnd(command, args, options, 'inherit');
  return { status: result.error ? 1 : (result.status ?? 1), stdout: `${result.stdout ?? ''}` };
}

/**
 * Runs a command to its end without blocking this process (servers here keep answering while it
 * runs); resolves to its exit code and its standard output.
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd?: string, env?: NodeJS.ProcessEnv, stderr?: 'inherit' | 'ignore' }} [options]
 * @returns {Promise<{ code: number | null, stdout: string }>}
 */
export function runAsync(command, args, options = {}) {
  const child = spawn(command, args, {
    cwd: options.cwd ?? repoRoot,
    env: options.env ?? process.env,
    stdio: ['ignore', 'pipe', options.stderr ?? 'ignore'],
  });
  let stdout = '';
  child.stdout.on('data', (/** @type {Buffer} */ chunk) => (stdout += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout }));
  });
}

/** @type {Set<import('node:child_process').ChildProcess>} */
const services = new Set();
let handlersInstalled = false;

function killGroup(
  /** @type {import('node:child_process').ChildProcess} */ child,
  /** @type {NodeJS.Signals} */ signal,
) {
  try {
    process.kill(-(child.pid ?? 0), signal);
  } catch {
    try {
      child.kill(signal);
    } catch {
      // Already gone.
    }
  }
}

const exited = (/** @type {import('node:child_process').ChildProcess} */ child) =>
  child.exitCode !== null || child.signalCode !== null;

/** Waits for a child to exit; past `ms` it is killed. */
function waitExit(/** @type {import('node:child_process').ChildProcess} */ child, ms = 10_000) {
  if (exited(child)) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => killGroup(child, 'SIGKILL'), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(undefined);
    });
  });
}

function installExitHandlers() {
  if (handlersInstalled) return;
  handlersInstalled = true;
  process.on('exit', () => {
    for (const child of services) killGroup(child, 'SIGKILL');
  });
  for (const signal of /** @type {NodeJS.Signals[]} */ (['SIGINT', 'SIGTERM', 'SIGHUP'])) {
    process.on(signal, () => {
      const children = [...services];
      for (const child of children) killGroup(child, 'SIGTERM');
      // Someone else decides when to exit (npm start stops its parts in order).
      if (process.listenerCount(signal) > 1) return;
      const code = 128 + (signal === 'SIGINT' ? 2 : signal === 'SIGTERM' ? 15 : 1);
      Promise.all(children.map((child) => waitExit(child))).finally(() => process.exit(code));
    });
  }
}

/** Everything a service wrote is kept up to this size, for a test that reads its log. */
const OUTPUT_CAP = 8 * 1024 * 1024;

/**
 * Starts a long-running program and resolves once `healthUrl` answers 2xx (or answers at all,
 * with `anyAnswer`: a dev server whose `/` may be a 404), or once `ready` resolves to true (a
 * server that does not speak HTTP). Its output is kept
 * (`output()`) and passed on line by line to `onLine` (default: written here with `[name] `).
 * @param {{
 *   name: string,
 *   command: string,
 *   args: string[],
 *   cwd?: string,
 *   env?: NodeJS.ProcessEnv,
 *   healthUrl?: string,
 *   ready?: () => Promise<boolean>,
 *   anyAnswer?: boolean,
 *   timeoutMs?: number,
 *   onLine?: ((line: string) => void) | false,
 * }} options
 */
export async function startService(options) {
  const { name, healthUrl, timeoutMs = 60_000 } = options;
  const child = spawn(options.command, options.args, {
    cwd: options.cwd ?? repoRoot,
    env: options.env ?? process.env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  services.add(child);
  installExitHandlers();
  child.once('exit', () => services.delete(child));
  let output = '';
  const onLine =
    options.onLine === false
      ? () => undefined
      : (options.onLine ?? ((/** @type {string} */ line) => console.log(`[${name}] ${line}`)));
  for (const stream of [child.stdout, child.stderr]) {
    let partial = '';
    stream?.on('data', (/** @type {Buffer} */ chunk) => {
      const text = chunk.toString();
      if (output.length < OUTPUT_CAP) output += text;
      const lines = (partial + text).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) if (line) onLine(line);
    });
  }
  /** @type {Promise<unknown> | null} */
  let stopping = null;
  const stop = () => {
    if (!stopping) {
      killGroup(child, 'SIGTERM');
      stopping = waitExit(child).then(() => services.delete(child));
    }
    return stopping;
  };
  const tail = () => output.slice(-4000);
  try {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (exited(child))
        throw new Error(
          `${name} exited (${child.exitCode ?? child.signalCode}) before it answered.\n${tail()}`,
        );
      if (options.ready) {
        if (await options.ready().catch(() => false)) break;
      } else {
        const answer = healthUrl
          ? await fetch(healthUrl, { signal: AbortSignal.timeout(2000) }).catch(() => null)
          : null;
        if (answer && (answer.ok || options.anyAnswer)) break;
      }
      if (Date.now() > deadline)
        throw new Error(
          `${name} did not answer ${healthUrl ?? 'its readiness check'} within ${timeoutMs} ms.\n${tail()}`,
        );
      await sleep(200);
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { child, pid: child.pid, stop, output: () => output };
}

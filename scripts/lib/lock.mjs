// @ts-check
/**
 * One writer at a time across processes (`proper-lockfile`): the release registry, the CMS admin
 * build. The lock is a directory beside the file it guards; its holder refreshes it while it
 * works, so the lock of a process that died goes stale and is taken over after `staleMs`.
 */
import fs from 'node:fs';
import path from 'node:path';
import lockfile from 'proper-lockfile';

/**
 * Runs `fn` while holding the lock on `file` (which need not exist); waits up to `waitMs` for
 * another holder, calling `onWait` once if it has to wait.
 * @template T
 * @param {string} file
 * @param {() => T | Promise<T>} fn
 * @param {{ waitMs?: number, staleMs?: number, onWait?: () => void, what?: string }} [options]
 * @returns {Promise<T>}
 */
export async function withLock(file, fn, options = {}) {
  const { waitMs = 120_000, staleMs = 10_000, onWait, what = file } = options;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const deadline = Date.now() + waitMs;
  let waited = false;
  /** @type {() => Promise<void>} */
  let release;
  for (;;) {
    try {
      release = await lockfile.lock(file, { realpath: false, stale: staleMs });
      break;
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'ELOCKED') throw error;
      if (Date.now() > deadline)
        throw new Error(`${what} is locked by another process.`, { cause: error });
      if (!waited) onWait?.();
      waited = true;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  try {
    return await fn();
  } finally {
    await release().catch(() => undefined);
  }
}

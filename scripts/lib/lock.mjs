// @ts-check
/**
 * One writer at a time: across processes of one machine (`withLock`, `proper-lockfile`: the
 * release registry on disk, the CMS admin build) and across machines (`withRedisLock`: the release
 * registry in an object store). The disk lock is a directory beside the file it guards; its
 * holder refreshes it while it works, so the lock of a process that died goes stale and is taken
 * over after `staleMs`.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Redis } from 'ioredis';
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

/** Deletes the lock only if it is still ours (it may have expired and been taken by another). */
const RELEASE_IF_OURS = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end return 0`;
/** Extends the lock only if it is still ours. */
const RENEW_IF_OURS = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) end return 0`;

/**
 * The same across machines: runs `fn` while holding `key` in Redis (SET NX with a token of its own
 * and an expiry, renewed while it works, so the lock of a process that died frees itself after
 * `ttlMs`). Waits up to `waitMs` for another holder. Redis unreachable is an error, never "free".
 * @template T
 * @param {string} redisUrl
 * @param {string} key
 * @param {() => T | Promise<T>} fn
 * @param {{ waitMs?: number, ttlMs?: number, onWait?: () => void, what?: string }} [options]
 * @returns {Promise<T>}
 */
export async function withRedisLock(redisUrl, key, fn, options = {}) {
  const { waitMs = 120_000, ttlMs = 15_000, onWait, what = key } = options;
  const redis = new Redis(redisUrl, {
    lazyConnect: true,
    maxRetriesPerRequest: 1,
    retryStrategy: () => null,
  });
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    throw new Error(`${what} cannot be locked: Redis (${redisUrl}) is unreachable.`, {
      cause: error,
    });
  }
  const token = randomUUID();
  const deadline = Date.now() + waitMs;
  let waited = false;
  try {
    while ((await redis.set(key, token, 'PX', ttlMs, 'NX')) !== 'OK') {
      if (Date.now() > deadline) throw new Error(`${what} is locked by another process.`);
      if (!waited) onWait?.();
      waited = true;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const renew = setInterval(
      () => void redis.eval(RENEW_IF_OURS, 1, key, token, ttlMs).catch(() => undefined),
      ttlMs / 3,
    );
    try {
      return await fn();
    } finally {
      clearInterval(renew);
      await redis.eval(RELEASE_IF_OURS, 1, key, token).catch(() => undefined);
    }
  } finally {
    redis.disconnect();
  }
}

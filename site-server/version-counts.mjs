// @ts-check
/**
 * What each remote's version does on the site (issue 53, outcome 3), counted per
 * `<federation name>@<version>` (`versionLabel`): the pages served, the server renders that failed
 * or fell back, and the failure reports browsers sent.
 * - With Redis (SITE_REDIS_URL, the cluster): every site server adds its counts to the same
 *   hashes each second, so the instances add up; the totals are read there.
 * - Without: this process's own.
 * - A version's server (version-servers.mjs: a preview's, a canary's) is a process of its own: it
 *   tells its parent its counts each second as one line of its output (`COUNTS_EVENT`), and the
 *   parent adds them to its own.
 * `npm run releases` reads the totals from Redis, or from the running site
 * (`GET /__site/version-counts`, to a caller with the counts token: `countsToken`).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { Redis } from 'ioredis';
import { errorText } from './log.mjs';

/** The event of the line a version's server tells its counts with. */
export const COUNTS_EVENT = 'version-counts';
/** Where the site answers its totals. */
export const VERSION_COUNTS_PATH = '/__site/version-counts';
/** The figures kept for each version. */
export const COUNT_FIELDS = /** @type {const} */ (['pages', 'renderFailures', 'browserFailures']);
const KEY_PREFIX = 'navdhara:version-counts:';
const INDEX_KEY = 'navdhara:version-counts';

/**
 * @typedef {typeof COUNT_FIELDS[number]} CountField
 * @typedef {Record<CountField, number>} Counts
 */

/** A version's counts, each figure 0 where none was counted. */
export const noCounts = () =>
  /** @type {Counts} */ ({ pages: 0, renderFailures: 0, browserFailures: 0 });

/** A remote's version as the counts name it: its Module Federation name and its version. */
export const versionLabel = (/** @type {string} */ name, /** @type {string} */ version) =>
  `${name}@${version}`;

/** Failures (in the server and in browsers) per 1,000 pages served; null before any page. */
export function failuresPerThousand(/** @type {Counts} */ counts) {
  if (!counts.pages) return null;
  return ((counts.renderFailures + counts.browserFailures) * 1000) / counts.pages;
}

/**
 * The token that reads the totals over HTTP: derived from SITE_VERSION_PREVIEW_SECRET (the release
 * commands' secret with the site servers), never the secret itself.
 */
export function countsToken(/** @type {string} */ secret) {
  return createHmac('sha256', secret).update('version-counts').digest('base64url');
}

/** Whether an Authorization header carries the counts token (compared in constant time). */
export function holdsCountsToken(
  /** @type {string | undefined} */ header,
  /** @type {string} */ secret,
) {
  const given = Buffer.from(/^Bearer (\S+)$/.exec(header ?? '')?.[1] ?? '');
  const expected = Buffer.from(countsToken(secret));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * @param {{
 *   logger: import('./log.mjs').Logger,
 *   redisUrl?: string | undefined,
 *   toParent?: boolean,
 *   flushMs?: number,
 * }} options `toParent`: this is a version's server, whose counts go to its parent
 */
export function createVersionCounts({ logger, redisUrl, toParent = false, flushMs = 1000 }) {
  /** @type {Map<string, Counts>} counted since the last flush */
  let pending = new Map();
  /** @type {Map<string, Counts>} this process's totals (kept when there is no Redis) */
  const totals = new Map();
  const redis =
    redisUrl && !toParent
      ? new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 1 })
      : null;
  let redisWarned = false;
  redis?.on('error', (error) => {
    if (redisWarned) return;
    redisWarned = true;
    logger.warn(
      { event: 'failure', cause: 'version-counts', error: errorText(error) },
      `version counts: Redis not reached (${errorText(error)}); kept here until it is`,
    );
  });

  const into = (/** @type {Map<string, Counts>} */ map, /** @type {string} */ label) => {
    let counts = map.get(label);
    if (!counts) map.set(label, (counts = noCounts()));
    return counts;
  };

  /** Adds what was counted since the last time to where it is kept. */
  async function flush() {
    if (!pending.size) return;
    const batch = pending;
    pending = new Map();
    if (toParent) {
      process.stdout.write(
        `${JSON.stringify({ event: COUNTS_EVENT, counts: Object.fromEntries(batch) })}\n`,
      );
      return;
    }
    if (redis) {
      try {
        const multi = redis.multi();
        for (const [label, counts] of batch) {
          multi.sadd(INDEX_KEY, label);
          for (const field of COUNT_FIELDS)
            if (counts[field]) multi.hincrby(`${KEY_PREFIX}${label}`, field, counts[field]);
        }
        await multi.exec();
        redisWarned = false;
      } catch {
        // Not written: counted again with the next batch.
        for (const [label, counts] of batch)
          for (const field of COUNT_FIELDS) into(pending, label)[field] += counts[field];
      }
      return;
    }
    for (const [label, counts] of batch)
      for (const field of COUNT_FIELDS) into(totals, label)[field] += counts[field];
  }
  const timer = setInterval(() => void flush(), flushMs);
  timer.unref();

  return {
    /** Counts `n` of `field` for the version `label`. */
    add(/** @type {string} */ label, /** @type {CountField} */ field, n = 1) {
      into(pending, label)[field] += n;
    },
    /** Adds what a version's server counted (its line of counts), checked. */
    merge(/** @type {unknown} */ counts) {
      if (!counts || typeof counts !== 'object') return;
      for (const [label, figures] of Object.entries(counts)) {
        if (!/^[\w-]{1,64}@[\w.-]{1,80}$/.test(label) || !figures || typeof figures !== 'object')
          continue;
        for (const field of COUNT_FIELDS) {
          const n = /** @type {Record<string, unknown>} */ (figures)[field];
          if (Number.isInteger(n) && /** @type {number} */ (n) > 0)
            into(pending, label)[field] += /** @type {number} */ (n);
        }
      }
    },
    /** The site's totals per version: Redis's (every instance's), else this process's. */
    async totals() {
      await flush();
      if (!redis) return Object.fromEntries([...totals].map(([label, c]) => [label, { ...c }]));
      return totalsIn(redis);
    },
    flush,
    async stop() {
      clearInterval(timer);
      await flush().catch(() => undefined);
      redis?.disconnect();
    },
  };
}

/** Every version's totals as Redis holds them. */
async function totalsIn(/** @type {Redis} */ redis) {
  /** @type {Record<string, Counts>} */
  const out = {};
  for (const label of await redis.smembers(INDEX_KEY)) {
    const hash = await redis.hgetall(`${KEY_PREFIX}${label}`);
    out[label] = noCounts();
    for (const field of COUNT_FIELDS) out[label][field] = Number(hash[field] ?? 0);
  }
  return out;
}

/** The totals as Redis holds them, for the release commands (scripts/release.mjs). */
export async function readCountsFromRedis(/** @type {string} */ redisUrl) {
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    return await totalsIn(redis);
  } finally {
    redis.disconnect();
  }
}

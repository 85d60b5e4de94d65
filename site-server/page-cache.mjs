// @ts-check
/**
 * Rendered pages, kept already compressed, served stale-while-revalidate and stale-if-error.
 *
 * - A page is rendered on its first request (concurrent requests share one render), then served
 *   from memory: the answer is a lookup and one write of a ready buffer.
 * - `markAllStale` (a CMS change) keeps pages servable while they render again in the background.
 * - `markOwnerOutdated` (a remote's new build): its pages are rendered again before they are
 *   served (their HTML belongs to the old build, which the browser no longer loads), and only if
 *   that render fails is the old page served (stale-if-error).
 * - A render that fails (the page's remote cannot be loaded or throws) never replaces a good page,
 *   and one that lost content (the CMS did not answer) never replaces a complete page of the live
 *   build: the kept one is served and the page tried again later.
 * - Memory is bounded: the least recently served pages are dropped past `maxEntries`, and 404
 *   answers (any address a crawler or a script makes up) past `maxNotFound`.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** A page kept longer than this renders again in the background on its next request. */
export const MAX_AGE_MS = 5 * 60_000;
/** A page kept over a failure, or rendered without some content, is tried again after this. */
export const RETRY_AFTER_MS = 5_000;
/** About 100 KB a page (plain, brotli and gzip): the cache stays near 100 MB at most. */
export const MAX_ENTRIES = 1000;
export const MAX_NOT_FOUND = 100;

/**
 * @typedef {{ status: number, html: string, owner: string, failed: boolean, degraded: boolean }} Rendered
 * @typedef {{
 *   status: number, owner: string, raw: Buffer, br: Buffer, gz: Buffer, etag: string,
 *   renderedAt: number, staleAt: number, failed: boolean, degraded: boolean, outdated: boolean,
 *   epoch: number,
 * }} Entry
 */

/**
 * @param {{
 *   render: (path: string) => Promise<Rendered>,
 *   log?: (message: string) => void,
 *   maxEntries?: number,
 *   maxNotFound?: number,
 * }} options
 */
export function createPageCache({
  render,
  log = () => undefined,
  maxEntries = MAX_ENTRIES,
  maxNotFound = MAX_NOT_FOUND,
}) {
  /** Insertion order is recency order: a served page moves to the end. */
  /** @type {Map<string, Entry>} */
  const entries = new Map();
  let notFound = 0;

  function keep(/** @type {string} */ path, /** @type {Entry} */ entry) {
    const previous = entries.get(path);
    if (previous) {
      if (previous.status === 404) notFound -= 1;
      entries.delete(path);
    }
    entries.set(path, entry);
    if (entry.status === 404) notFound += 1;
    if (notFound > maxNotFound) {
      for (const [key, kept] of entries) {
        if (kept.status !== 404) continue;
        entries.delete(key);
        notFound -= 1;
        break;
      }
    }
    while (entries.size > maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      if (entries.get(oldest)?.status === 404) notFound -= 1;
      entries.delete(oldest);
    }
  }
  /** @type {Map<string, Promise<Entry>>} */
  const inFlight = new Map();
  /**
   * Invalidations are numbered. A render that started before one must not pass its result for
   * fresh (it may hold the content or code the invalidation replaced): it is kept, marked as the
   * invalidation says, and a later render never gives way to an earlier one that ends after it.
   */
  let epoch = 0;
  let allStaleAt = 0;
  let allOutdatedAt = 0;
  /** @type {Map<string, number>} */
  const ownerOutdatedAt = new Map();

  function invalidatedSince(/** @type {string} */ owner, /** @type {number} */ since) {
    if (Math.max(allOutdatedAt, ownerOutdatedAt.get(owner) ?? 0) > since) return 'outdated';
    return allStaleAt > since ? 'stale' : null;
  }

  async function compress(/** @type {Rendered} */ page) {
    const raw = Buffer.from(page.html);
    const [br, gz] = await Promise.all([
      brotli(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6 } }),
      gzip(raw, { level: 6 }),
    ]);
    const etag = `"${createHash('sha1').update(raw).digest('base64url').slice(0, 20)}"`;
    return { raw, br, gz, etag };
  }

  /** Renders a path and decides what to keep; resolves to what should be served now. */
  function refresh(/** @type {string} */ path) {
    const running = inFlight.get(path);
    if (running) return running;
    const job = (async () => {
      const previous = entries.get(path);
      const now = Date.now();
      const startedAt = epoch;
      let page;
      try {
        page = await render(path);
      } catch (error) {
        page = null;
        log(`render of ${path} failed: ${error instanceof Error ? error.message : String(error)}`);
      }
      // A failed render never replaces a working page. A render missing some content replaces
      // only a page that lacked content too, or that belongs to a build no longer live (a new
      // release reaches visitors even while the CMS is slow; it is tried again soon).
      const keepPrevious =
        previous &&
        !previous.failed &&
        (!page || page.failed || (page.degraded && !previous.degraded && !previous.outdated));
      if (keepPrevious) {
        previous.staleAt = now + RETRY_AFTER_MS;
        previous.outdated = false;
        if (page?.failed) log(`${path}: kept the last good render (${page.owner} failed)`);
        else if (page?.degraded)
          log(`${path}: kept the last complete render (some content did not load)`);
        return previous;
      }
      if (!page) throw new Error(`${path} could not be rendered`);
      const newer = entries.get(path);
      if (newer && newer.epoch > startedAt) return newer;
      /** @type {Entry} */
      const entry = {
        status: page.status,
        owner: page.owner,
        ...(await compress(page)),
        renderedAt: now,
        // A failed or incomplete render is tried again soon; a good one lives until invalidated.
        staleAt: now + (page.failed || page.degraded ? RETRY_AFTER_MS : MAX_AGE_MS),
        failed: page.failed,
        degraded: page.degraded,
        outdated: false,
        epoch: startedAt,
      };
      const invalidated = invalidatedSince(page.owner, startedAt);
      if (invalidated) entry.staleAt = 0;
      if (invalidated === 'outdated') entry.outdated = true;
      keep(path, entry);
      return entry;
    })();
    inFlight.set(path, job);
    const done = () => {
      if (inFlight.get(path) === job) inFlight.delete(path);
    };
    job.then(done, done);
    return job;
  }

  return {
    /** The page to answer with: kept (renewed in the background when stale) or rendered now. */
    async get(/** @type {string} */ path) {
      const entry = entries.get(path);
      if (!entry || entry.outdated) return refresh(path);
      entries.delete(path);
      entries.set(path, entry);
      if (Date.now() >= entry.staleAt) refresh(path).catch(() => undefined);
      return entry;
    },
    refresh,
    /** Every kept page renders again in the background; they are served meanwhile. */
    markAllStale() {
      epoch += 1;
      allStaleAt = epoch;
      // Renders under way started before the change: the next ones start afresh.
      inFlight.clear();
      for (const entry of entries.values()) entry.staleAt = 0;
      return [...entries.keys()];
    },
    /** A remote's new build: its pages render again before they are served (see above). */
    markOwnerOutdated(/** @type {string} */ owner) {
      epoch += 1;
      if (owner === '*') allOutdatedAt = epoch;
      else ownerOutdatedAt.set(owner, epoch);
      inFlight.clear();
      const paths = [];
      for (const [path, entry] of entries) {
        if (owner === '*' || entry.owner === owner) {
          entry.outdated = true;
          entry.staleAt = 0;
          paths.push(path);
        }
      }
      return paths;
    },
    paths: () => [...entries.keys()],
    size: () => entries.size,
  };
}

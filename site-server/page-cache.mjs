// @ts-check
/**
 * Rendered pages, kept already compressed, served stale-while-revalidate and stale-if-error.
 *
 * - A page is rendered on its first request (concurrent requests share one render), then served
 *   from memory: the answer is a lookup and one write of a ready buffer.
 * - `invalidate(key, mode)`: a change concerns the pages with that key (change-policy.mjs, the one
 *   rule). `stale` (a CMS change) keeps them servable while they render again in the background;
 *   `outdated` (a new build) renders them again before they are served (their HTML belongs to the
 *   old build, which the browser no longer loads), and only if that render fails is the old page
 *   served (stale-if-error). A 404 page concerned is dropped, never rendered again for nobody.
 * - A render that fails (the page's remote cannot be loaded or throws) never replaces a good page,
 *   and one that lost content (the CMS did not answer) never replaces a complete page of the live
 *   build: the kept one is served and the page tried again later.
 * - Memory is bounded in entries and in bytes (`lru-cache`): the least recently served pages are
 *   dropped past `maxEntries` or `maxBytes` (a page's plain, brotli and gzip buffers, its data's
 *   too), and 404 answers (any address a crawler or a script makes up) past `maxNotFound`. The
 *   data of pages replaced is kept by its hash (page-data.mjs) up to MAX_RECENT_DATA_BYTES.
 * - Renders are capped at `maxRenders` at once (they are CPU work on the thread that also serves
 *   the cached pages): a miss beyond the cap waits up to `maxWaitMs` in a queue of at most
 *   `maxQueued`, then is refused with a `BusyError` (the server answers 503 with Retry-After), so
 *   a flood of made-up addresses cannot slow the pages already kept. Visitors' misses go before
 *   background renders.
 * - After an invalidation only the pages someone asked for in the last `recentMs` render again,
 *   most recently asked first; the others are dropped and render when next asked for.
 * - A page is kept with a quick brotli copy first (the visitor waiting for it is answered at
 *   once), then compressed again at brotli's best, one page at a time, in zlib's threads: about
 *   8% smaller, which brings most pages within the first round trip of a new connection
 *   (ten TCP segments, about 14 KB with the headers), one round trip sooner on a slow phone
 *   (page-compression.mjs).
 */
import { LRUCache } from 'lru-cache';
import { errorText, silentLogger } from './log.mjs';
import { compressedData, compressPage, createBetterCompression } from './page-compression.mjs';
import { createRenderSlots } from './render-slots.mjs';

export { BusyError, createRenderSlots } from './render-slots.mjs';

/** A page's data in memory: its plain bytes, and its compressed copies counted at half as much. */
function sizeOf(/** @type {PageData | null} */ data) {
  return data ? Math.ceil(data.raw.length * 1.5) : 0;
}

/** A page kept longer than this renders again in the background on its next request. */
export const MAX_AGE_MS = 5 * 60_000;
/** A page kept over a failure, or rendered without some content, is tried again after this. */
export const RETRY_AFTER_MS = 5_000;
/** About 100 KB a page (plain, brotli and gzip): the cache stays near 100 MB at most. */
export const MAX_ENTRIES = 1000;
export const MAX_BYTES = 128 * 1024 * 1024;
export const MAX_NOT_FOUND = 100;
/** Renders at once: the machine has two cores, and a render is about 25 ms of one. */
export const MAX_RENDERS = 2;
export const MAX_QUEUED = 64;
export const MAX_WAIT_MS = 3000;
/** Pages asked for within this long render again after an invalidation; older ones are dropped. */
export const RECENT_MS = 10 * 60_000;

/** Data of pages replaced (by its hash) kept for pages served from before: 4 MB at most. */
export const MAX_RECENT_DATA_BYTES = 4 * 1024 * 1024;

/**
 * @typedef {{
 *   status: number, html: string, owner: string, failed: boolean, degraded: boolean, keys: string[],
 *   data: { id: string, path: string, json: string } | null,
 * }} Rendered `keys`: what the page read (change-policy.mjs keysOf), by which changes find it;
 *   `data`: the page's data, when the HTML names it rather than holds it (page-data.mjs)
 * @typedef {{
 *   id: string, path: string, raw: Buffer, compressed?: Promise<{ br: Buffer, gz: Buffer }>,
 * }} PageData `compressed`: made when first asked for (`compressedData`), off the render's path
 * @typedef {{
 *   status: number, owner: string, keys: string, keySet: Set<string>,
 *   raw: Buffer, br: Buffer, gz: Buffer, data: PageData | null,
 *   etags: { raw: string, br: string, gz: string },
 *   renderedAt: number, staleAt: number, servedAt: number, failed: boolean, degraded: boolean,
 *   outdated: boolean, epoch: number,
 * }} Entry `keys`: space-separated, the Surrogate-Key an edge cache purges by
 */

/**
 * @param {{
 *   render: (path: string) => Promise<Rendered>,
 *   logger?: import('./log.mjs').Logger,
 *   maxEntries?: number,
 *   maxBytes?: number,
 *   maxNotFound?: number,
 *   maxRenders?: number,
 *   maxQueued?: number,
 *   maxWaitMs?: number,
 *   recentMs?: number,
 * }} options
 */
export function createPageCache({
  render,
  logger = silentLogger,
  maxEntries = MAX_ENTRIES,
  maxBytes = MAX_BYTES,
  maxNotFound = MAX_NOT_FOUND,
  maxRenders = MAX_RENDERS,
  maxQueued = MAX_QUEUED,
  maxWaitMs = MAX_WAIT_MS,
  recentMs = RECENT_MS,
}) {
  const slots = createRenderSlots({ max: maxRenders, maxQueued, maxWaitMs });
  const { entries, keep, recentlyAsked, dropNotFound, pageData } = createPageStore({
    maxEntries,
    maxBytes,
    maxNotFound,
    recentMs,
  });
  /** @type {Map<string, Promise<Entry>>} */
  const inFlight = new Map();
  const invalidations = createInvalidations();

  const { compressBetterLater } = createBetterCompression({
    logger,
    isCurrent: (path, entry) => entries.peek(path) === entry,
  });

  /**
   * Renders a path and decides what to keep; resolves to what should be served now.
   * @param {string} path
   * @param {'foreground' | 'background'} [priority]
   */
  function refresh(path, priority = 'foreground') {
    const running = inFlight.get(path);
    if (running) return running;
    const job = (async () => {
      await slots.acquire(path, priority);
      const previous = entries.peek(path);
      const now = Date.now();
      const startedAt = invalidations.epoch();
      const page = await renderLogged(render, path, priority, logger).finally(() =>
        slots.release(),
      );
      if (previous && keptOverRender(previous, page, path, logger)) {
        previous.staleAt = now + RETRY_AFTER_MS;
        previous.outdated = false;
        return previous;
      }
      if (!page) throw new Error(`${path} could not be rendered`);
      const newer = entries.peek(path);
      if (newer && newer.epoch > startedAt) return newer;
      const entry = await entryOf(page, { now, startedAt, servedAt: previous?.servedAt ?? now });
      const invalidated = invalidations.since(page.keys, startedAt);
      if (invalidated) entry.staleAt = 0;
      if (invalidated === 'outdated') entry.outdated = true;
      keep(path, entry);
      compressBetterLater(path, entry);
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
      // Served: it becomes the most recently used.
      const entry = entries.get(path);
      if (!entry || entry.outdated) {
        const rendered = await refresh(path);
        rendered.servedAt = Date.now();
        return rendered;
      }
      entry.servedAt = Date.now();
      if (Date.now() >= entry.staleAt) refresh(path, 'background').catch(() => undefined);
      return entry;
    },
    refresh,
    /**
     * A change concerns the pages with `key` (change-policy.mjs): marked `stale` (served while
     * they render again) or `outdated` (rendered again before they are served), the 404s among
     * them and those nobody asked for lately dropped. Returns the paths to render again, most
     * recently asked first.
     */
    invalidate(/** @type {string} */ key, /** @type {'stale' | 'outdated'} */ mode) {
      invalidations.mark(key, mode);
      // Renders under way started before the change: the next ones start afresh.
      inFlight.clear();
      for (const entry of entries.values()) {
        if (!entry.keySet.has(key)) continue;
        entry.staleAt = 0;
        if (mode === 'outdated') entry.outdated = true;
      }
      return recentlyAsked(key);
    },
    /**
     * Runs `work` (a posted form: stored, then its page rendered for that visitor alone) in a
     * visitor's render slot, so posts share the cap with misses; rejects with BusyError, before
     * `work` starts, when no slot comes in time.
     * @template T
     * @param {string} path
     * @param {() => Promise<T>} work
     * @returns {Promise<T>}
     */
    async withRenderSlot(path, work) {
      await slots.acquire(path, 'foreground');
      try {
        return await work();
      } finally {
        slots.release();
      }
    },
    dropNotFound,
    pageData,
    compressedData,
    /** Kept paths, least recently served first. */
    paths: () => [...entries.rkeys()],
    size: () => entries.size,
    rendersRunning: () => slots.running(),
  };
}

/**
 * A render with its log line: `render` with its time, or `failure` (then null: the caller keeps
 * what it has).
 * @returns {Promise<Rendered | null>}
 */
async function renderLogged(
  /** @type {(path: string) => Promise<Rendered>} */ render,
  /** @type {string} */ path,
  /** @type {'foreground' | 'background'} */ priority,
  /** @type {import('./log.mjs').Logger} */ logger,
) {
  const renderStarted = performance.now();
  try {
    const page = await render(path);
    logger.info(
      {
        event: 'render',
        path,
        status: page.status,
        owner: page.owner,
        priority,
        ms: Math.round(performance.now() - renderStarted),
        ...(page.failed ? { failed: true } : {}),
        ...(page.degraded ? { degraded: true } : {}),
      },
      `rendered ${path}`,
    );
    return page;
  } catch (error) {
    logger.error(
      { event: 'failure', path, error: errorText(error) },
      `render of ${path} failed: ${errorText(error)}`,
    );
    return null;
  }
}

/**
 * Whether the kept page stays over a new render. A failed render never replaces a working page. A
 * render missing some content replaces only a page that lacked content too, or that belongs to a
 * build no longer live (a new release reaches visitors even while the CMS is slow; it is tried
 * again soon).
 */
function keptOverRender(
  /** @type {Entry} */ previous,
  /** @type {Rendered | null} */ page,
  /** @type {string} */ path,
  /** @type {import('./log.mjs').Logger} */ logger,
) {
  if (previous.failed) return false;
  if (page && !page.failed && !(page.degraded && !previous.degraded && !previous.outdated))
    return false;
  if (page?.failed)
    logger.warn(
      { event: 'failure', path, owner: page.owner },
      `${path}: kept the last good render (${page.owner} failed)`,
    );
  else if (page?.degraded)
    logger.warn(
      { event: 'failure', path, owner: page.owner },
      `${path}: kept the last complete render (some content did not load)`,
    );
  return true;
}

/** A new render as it is kept: compressed, tagged, and due again when failed or incomplete. */
async function entryOf(
  /** @type {Rendered} */ page,
  /** @type {{ now: number, startedAt: number, servedAt: number }} */ { now, startedAt, servedAt },
) {
  /** @type {Entry} */
  const entry = {
    status: page.status,
    owner: page.owner,
    keys: page.keys.join(' '),
    keySet: new Set(page.keys),
    ...(await compressPage(page)),
    renderedAt: now,
    servedAt,
    // A failed or incomplete render is tried again soon; a good one lives until invalidated.
    staleAt: now + (page.failed || page.degraded ? RETRY_AFTER_MS : MAX_AGE_MS),
    failed: page.failed,
    degraded: page.degraded,
    outdated: false,
    epoch: startedAt,
  };
  return entry;
}

/**
 * Where kept pages live: at most `maxEntries` and `maxBytes` of them, the 404s among them within a
 * bound of their own, and every kept page's data by its hash, also after its page was replaced.
 * @param {{ maxEntries: number, maxBytes: number, maxNotFound: number, recentMs: number }} limits
 */
function createPageStore({ maxEntries, maxBytes, maxNotFound, recentMs }) {
  /** The 404 pages kept, whose number has a bound of its own. */
  const notFound = new Set();
  /** Kept pages in the order they were last served (`get` moves a page to the front; `peek` not). */
  /** @type {LRUCache<string, Entry>} */
  const entries = new LRUCache({
    max: maxEntries,
    maxSize: maxBytes,
    sizeCalculation: (entry) =>
      entry.raw.length + entry.br.length + entry.gz.length + sizeOf(entry.data) || 1,
    dispose: (_entry, path) => notFound.delete(path),
  });
  /**
   * Every kept page's data by its hash, also after its page was replaced or dropped: a page served
   * before a change (kept by a browser or an edge) still finds its own data a while.
   * @type {LRUCache<string, PageData>}
   */
  const recentData = new LRUCache({
    maxSize: MAX_RECENT_DATA_BYTES,
    sizeCalculation: (data) => sizeOf(data) || 1,
  });

  function keep(/** @type {string} */ path, /** @type {Entry} */ entry) {
    // A new 404 past its bound makes room among the 404s (the least recently served goes),
    // before the cache as a whole drops anything for it.
    if (entry.status === 404 && !notFound.has(path) && notFound.size >= maxNotFound) {
      for (const key of entries.rkeys()) {
        if (!notFound.has(key)) continue;
        entries.delete(key);
        break;
      }
    }
    entries.set(path, entry);
    if (entry.status === 404) notFound.add(path);
    if (entry.data) recentData.set(entry.data.id, entry.data);
  }
  /**
   * The pages an invalidation concerns that someone asked for lately and that exist, most recent
   * first; the others (404s, pages nobody asked for lately) are dropped: they render when next
   * asked for rather than for nobody.
   * @param {string} key
   */
  function recentlyAsked(key) {
    const since = Date.now() - recentMs;
    /** @type {string[]} */
    const recent = [];
    // Most recently served first.
    for (const [path, entry] of [...entries.entries()]) {
      if (!entry.keySet.has(key)) continue;
      if (entry.servedAt >= since && entry.status !== 404) recent.push(path);
      else entries.delete(path);
    }
    return recent;
  }

  /**
   * Drops the kept 404 pages (the route table changed: an address may exist now); they render
   * when next asked for. Returns how many went.
   */
  function dropNotFound() {
    const paths = [...notFound];
    for (const path of paths) entries.delete(path);
    return paths.length;
  }
  /** A kept page's data by its path and hash, also a while after its page was replaced. */
  function pageData(/** @type {string} */ path, /** @type {string} */ id) {
    const data = recentData.get(id);
    return data?.path === path ? data : undefined;
  }
  return { entries, keep, recentlyAsked, dropNotFound, pageData };
}

/**
 * Invalidations are numbered. A render that started before one must not pass its result for
 * fresh (it may hold the content or code the invalidation replaced): it is kept, marked as the
 * invalidation says, and a later render never gives way to an earlier one that ends after it.
 */
function createInvalidations() {
  let epoch = 0;
  /** The last invalidation of each key, by mode. */
  /** @type {Record<'stale' | 'outdated', Map<string, number>>} */
  const at = { stale: new Map(), outdated: new Map() };
  return {
    epoch: () => epoch,
    mark(/** @type {string} */ key, /** @type {'stale' | 'outdated'} */ mode) {
      epoch += 1;
      at[mode].set(key, epoch);
    },
    /** How the keys were invalidated after `since`: `outdated` over `stale`, or not at all. */
    since(/** @type {string[]} */ keys, /** @type {number} */ since) {
      const after = (/** @type {Map<string, number>} */ marks) =>
        keys.some((key) => (marks.get(key) ?? 0) > since);
      if (after(at.outdated)) return 'outdated';
      return after(at.stale) ? 'stale' : null;
    },
  };
}

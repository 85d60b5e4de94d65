// @ts-check
/**
 * Versioned releases of a remote: where versions live, the registry that says which one is live,
 * and the release, rollback and list operations behind `npm run release`, `npm run rollback` and
 * `npm run releases` (scripts/release.mjs is the command line).
 *
 * A release store keeps them, on one machine's disk or in an object store (`releaseStore`):
 * - A version is a folder (browser build, `server/` build), written once, never overwritten: on
 *   disk `<app>/<version>/`, written under a temporary name and renamed into place; in a bucket
 *   `<app>/releases/<version>/`, uploaded before anything names it.
 * - The registry (`registry.json`) says, per remote, the live version, the previous one (the
 *   automatic fallback) and the history. It is written whole (readers never see half of it), by
 *   one writer at a time: a lock file beside it on disk, a lock in Redis for a bucket.
 * - The site's registry (the runtime config the site servers read) points each released remote
 *   at `<origin>/releases/<live>/mf-manifest.json` and its fallback at the previous version. On
 *   disk, the remotes' host (scripts/remotes-host.mjs) computes it on each request and serves
 *   each remote's `dist/` until its first release; in a bucket, each change of the registry
 *   writes it (`runtime-config.json`), every remote is released, and an edge serves the bucket.
 *
 * Disk (the default; `NAVDHARA_RELEASES_DIR` moves it from `releases/`):
 *   releases/registry.json, releases/<app>/<version>/   (served by the remotes' host)
 * Bucket (RELEASES_S3_BUCKET set; `npm run cluster -- release <app>` sets them all):
 *   RELEASES_S3_ENDPOINT, RELEASES_S3_REGION, RELEASES_S3_ACCESS_KEY_ID,
 *   RELEASES_S3_SECRET_ACCESS_KEY, RELEASES_S3_FORCE_PATH_STYLE   the bucket
 *   RELEASES_PUBLIC_URL    where browsers and site servers read the bucket (an edge)
 *   RELEASES_REDIS_URL     the Redis holding the writers' lock
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  appPorts,
  federationName,
  remoteFolders,
  remoteNames,
  runtimeConfigFor,
} from '../shared/build/apps.mjs';
import { openBucket } from './lib/bucket.mjs';
import { withLock, withRedisLock } from './lib/lock.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** URL folder under which a remote's static server serves its versions. */
export const RELEASES_PATH = '/releases/';
/** How long a release waits for another writer of the registry before giving up. */
const LOCK_TIMEOUT_MS = 120_000;

/**
 * @typedef {{ version: string, at: string, action: 'release' | 'rollback' }} ReleaseEvent
 * @typedef {{ live: string, previous?: string, history: ReleaseEvent[] }} RemoteReleases
 * @typedef {{ remotes: Record<string, RemoteReleases> }} ReleaseRegistry
 */

/** The folder holding every remote's versions and the registry (`NAVDHARA_RELEASES_DIR` moves it). */
export function releasesDir(env = process.env) {
  return path.resolve(env.NAVDHARA_RELEASES_DIR ?? path.join(root, 'releases'));
}

const registryFile = (/** @type {string} */ dir) => path.join(dir, 'registry.json');

/** The registry; empty when nothing was ever released. A damaged file is an error, never "empty". */
export function readRegistry(/** @type {string} */ dir) {
  let text;
  try {
    text = fs.readFileSync(registryFile(dir), 'utf8');
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT')
      return /** @type {ReleaseRegistry} */ ({ remotes: {} });
    throw error;
  }
  return asRegistry(JSON.parse(text), registryFile(dir));
}

/** A parsed registry, checked: a damaged one is an error, never "empty". */
function asRegistry(/** @type {unknown} */ parsed, /** @type {string} */ where) {
  if (
    !parsed ||
    typeof parsed !== 'object' ||
    typeof (/** @type {{ remotes?: unknown }} */ (parsed).remotes) !== 'object'
  )
    throw new Error(`${where} is not a release registry`);
  return /** @type {ReleaseRegistry} */ (parsed);
}

function writeRegistry(/** @type {string} */ dir, /** @type {ReleaseRegistry} */ registry) {
  const temporary = `${registryFile(dir)}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, `${JSON.stringify(registry, null, 2)}\n`);
  fs.renameSync(temporary, registryFile(dir));
}

/**
 * Runs `change` on the registry as its only writer (scripts/lib/lock.mjs: waits for another
 * writer, takes over the lock of one that died): reads, changes, writes, releases.
 * @template T
 * @param {string} dir
 * @param {(registry: ReleaseRegistry) => T | Promise<T>} change
 * @returns {Promise<T>}
 */
export async function updateRegistry(dir, change) {
  return withLock(
    registryFile(dir),
    async () => {
      const registry = readRegistry(dir);
      const result = await change(registry);
      writeRegistry(dir, registry);
      return result;
    },
    { waitMs: LOCK_TIMEOUT_MS, what: 'The release registry' },
  );
}

/** A new version name: when it was built (UTC) and a random part, e.g. 20261123T031500Z-4f2a9c. */
export function newVersion(now = new Date()) {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  return `${stamp}-${randomBytes(3).toString('hex')}`;
}

/** The versions built for an app, oldest first (folder names sort by time). */
export function versionsOf(/** @type {string} */ dir, /** @type {string} */ app) {
  const folder = path.join(dir, app);
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .map((entry) => entry.name)
    .sort();
}

/** Where a version's browser manifest is, given the remote's origin. */
export function manifestUrlOf(/** @type {string} */ origin, /** @type {string} */ version) {
  return `${origin.replace(/\/$/, '')}${RELEASES_PATH}${version}/mf-manifest.json`;
}

/**
 * The runtime config with the registry applied: a remote with a live version is loaded from it,
 * with its previous version as the fallback. `origins` maps a Module Federation name to the
 * remote's origin; remotes without a release keep their entry.
 * @template {{ remotes: Record<string, string>, fallbacks?: Record<string, string> }} C
 * @param {C} config
 * @param {ReleaseRegistry} registry
 * @param {Record<string, string>} origins
 * @returns {C}
 */
export function applyReleases(config, registry, origins) {
  const remotes = { ...config.remotes };
  /** @type {Record<string, string>} */
  const fallbacks = { ...config.fallbacks };
  for (const [app, releases] of Object.entries(registry.remotes)) {
    // Named from its folder, not looked up in this process's list: a long-running host serves a
    // remote added after it started (scripts/remotes-host.mjs).
    const name = federationName(app);
    const origin = origins[name];
    if (!origin || !releases.live) continue;
    remotes[name] = manifestUrlOf(origin, releases.live);
    if (releases.previous) fallbacks[name] = manifestUrlOf(origin, releases.previous);
    else delete fallbacks[name];
  }
  return { ...config, remotes, ...(Object.keys(fallbacks).length ? { fallbacks } : {}) };
}

/**
 * The versions that were live, in order, as the history leaves them: a release goes on top, a
 * rollback takes the top off. The top is live; the one under it is the fallback and the version a
 * rollback returns to (so a second rollback goes one further back, not back and forth).
 */
export function liveStack(/** @type {ReleaseEvent[]} */ history) {
  /** @type {string[]} */
  const stack = [];
  for (const event of history) {
    if (event.action === 'rollback') stack.pop();
    else stack.push(event.version);
  }
  return stack;
}

/** The version a rollback makes live, if there is one. */
export function rollbackTarget(/** @type {RemoteReleases | undefined} */ releases) {
  const stack = liveStack(releases?.history ?? []);
  return stack[stack.length - 2];
}

/** Records a release (or a rollback) of `app` in the registry: live, fallback and history. */
export function recordLive(
  /** @type {ReleaseRegistry} */ registry,
  /** @type {string} */ app,
  /** @type {string} */ version,
  /** @type {'release' | 'rollback'} */ action,
) {
  const history = [
    ...(registry.remotes[app]?.history ?? []),
    { version, at: new Date().toISOString(), action },
  ];
  const stack = liveStack(history);
  const previous = stack[stack.length - 2];
  registry.remotes[app] = { live: version, ...(previous ? { previous } : {}), history };
}

/** The apps a release can be made of. */
export function assertRemote(/** @type {string | undefined} */ app) {
  if (!app || !remoteNames[app])
    throw new Error(
      `Name a remote to release: one of ${Object.keys(remoteNames).join(', ')} (got ${app ?? 'nothing'}).`,
    );
  return app;
}

/**
 * An environment's runtime config with its releases applied, read afresh (the site server polls
 * it every second, so a release or a rollback is live within seconds). Each remote's origin is the
 * one its unreleased `dist/` is served from. A remote of `folders` with neither a release nor a
 * build (one just scaffolded by `npm run new-remote`) is left out: the site could not load it.
 * @template {{ remotes: Record<string, string>, fallbacks?: Record<string, string> }} C
 * @param {C} base
 * @param {string} dir
 * @param {string[]} [folders]
 * @returns {C}
 */
export function releasedConfig(base, dir, folders = remoteFolders) {
  const origins = Object.fromEntries(
    Object.entries(base.remotes).map(([name, url]) => [name, new URL(url).origin]),
  );
  const registry = readRegistry(dir);
  const config = applyReleases(base, registry, origins);
  const remotes = { ...config.remotes };
  for (const app of folders)
    if (
      !registry.remotes[app]?.live &&
      !fs.existsSync(path.join(root, app, 'dist', 'mf-manifest.json'))
    )
      delete remotes[federationName(app)];
  return { ...config, remotes };
}

/**
 * Where a remote's versions and the registry are kept, the same operations on disk and in a
 * bucket (scripts/release.mjs and `npm run cluster` use them):
 * @typedef {{
 *   where: string,
 *   readRegistry: () => Promise<ReleaseRegistry>,
 *   update: <T>(change: (registry: ReleaseRegistry) => T | Promise<T>) => Promise<T>,
 *   publish: (app: string, version: string, fill: (dir: string) => void) => Promise<void>,
 *   discard: (app: string, version: string) => Promise<void>,
 *   has: (app: string, version: string) => Promise<boolean>,
 *   versions: (app: string) => Promise<string[]>,
 *   liveConfig: () => Promise<RuntimeConfig>,
 *   manifestUrl: (app: string, version: string) => string,
 *   close: () => void,
 * }} ReleaseStore
 * @typedef {{ cmsUrl: string, siteUrl: string, remotes: Record<string, string>, fallbacks?: Record<string, string> }} RuntimeConfig
 */

/** The store the environment names: a bucket when RELEASES_S3_BUCKET is set, else the disk. */
export function releaseStore(env = process.env) {
  return env.RELEASES_S3_BUCKET ? bucketStore(env) : diskStore(env);
}

/**
 * Runs `fn` with the environment's store, closed after (a bucket's client holds sockets open).
 * @template T
 * @param {NodeJS.ProcessEnv} env
 * @param {(store: ReleaseStore) => Promise<T>} fn
 * @returns {Promise<T>}
 */
export async function withReleaseStore(env, fn) {
  const store = releaseStore(env);
  try {
    return await fn(store);
  } finally {
    store.close();
  }
}

/** @returns {ReleaseStore} */
function diskStore(env = process.env) {
  const dir = releasesDir(env);
  const base = runtimeConfigFor(appPorts(env), env);
  const originOf = (/** @type {string} */ app) =>
    new URL(/** @type {string} */ (base.remotes[/** @type {string} */ (remoteNames[app])])).origin;
  return {
    where: dir,
    readRegistry: async () => readRegistry(dir),
    update: (change) => updateRegistry(dir, change),
    async publish(app, version, fill) {
      const staging = path.join(dir, app, `.staging-${version}`);
      fs.mkdirSync(path.dirname(staging), { recursive: true });
      try {
        fill(staging);
        fs.renameSync(staging, path.join(dir, app, version));
      } catch (error) {
        fs.rmSync(staging, { recursive: true, force: true });
        throw error;
      }
    },
    discard: async (app, version) =>
      fs.rmSync(path.join(dir, app, version), { recursive: true, force: true }),
    has: async (app, version) => fs.existsSync(path.join(dir, app, version, 'mf-manifest.json')),
    versions: async (app) => versionsOf(dir, app),
    liveConfig: async () => releasedConfig(base, dir),
    manifestUrl: (app, version) => manifestUrlOf(originOf(app), version),
    close: () => undefined,
  };
}

/** The site's registry in a bucket: what the site servers read, through the edge. */
export const SITE_REGISTRY_KEY = 'runtime-config.json';
const REGISTRY_KEY = 'registry.json';
/** Versions never change; the registries are asked again on each read (the edge keeps a copy). */
const VERSION_CACHE_CONTROL = 'public, max-age=31536000, immutable';
const REGISTRY_CACHE_CONTROL = 'no-cache';

/** @returns {ReleaseStore & { configure: (base: RuntimeConfig) => Promise<void> }} */
function bucketStore(env = process.env) {
  const publicUrl = env.RELEASES_PUBLIC_URL?.replace(/\/$/, '');
  const redisUrl = env.RELEASES_REDIS_URL;
  if (!publicUrl || !redisUrl)
    throw new Error(
      "A release bucket needs RELEASES_PUBLIC_URL (where the edge serves it) and RELEASES_REDIS_URL (the writers' lock).",
    );
  const bucket = openBucket({
    bucket: /** @type {string} */ (env.RELEASES_S3_BUCKET),
    ...(env.RELEASES_S3_ENDPOINT ? { endpoint: env.RELEASES_S3_ENDPOINT } : {}),
    ...(env.RELEASES_S3_REGION ? { region: env.RELEASES_S3_REGION } : {}),
    ...(env.RELEASES_S3_ACCESS_KEY_ID ? { accessKeyId: env.RELEASES_S3_ACCESS_KEY_ID } : {}),
    ...(env.RELEASES_S3_SECRET_ACCESS_KEY
      ? { secretAccessKey: env.RELEASES_S3_SECRET_ACCESS_KEY }
      : {}),
    ...(env.RELEASES_S3_FORCE_PATH_STYLE
      ? { forcePathStyle: env.RELEASES_S3_FORCE_PATH_STYLE === 'true' }
      : {}),
  });
  const where = `bucket ${bucket.name} (served at ${publicUrl})`;
  const originOf = (/** @type {string} */ app) => `${publicUrl}/${app}`;
  const prefixOf = (/** @type {string} */ app, /** @type {string} */ version) =>
    `${app}${RELEASES_PATH}${version}/`;
  const origins = Object.fromEntries(
    Object.entries(remoteNames).map(([app, name]) => [name, originOf(app)]),
  );
  const read = async () =>
    asRegistry((await bucket.getJson(REGISTRY_KEY)) ?? { remotes: {} }, where);
  /**
   * One writer at a time: the change, then the history and the site's registry written from it.
   * @template T
   * @param {(registry: ReleaseRegistry, site: { config?: RuntimeConfig }) => T | Promise<T>} change
   * @returns {Promise<T>}
   */
  const locked = (change) =>
    withRedisLock(
      redisUrl,
      `navdhara:releases:${bucket.name}`,
      async () => {
        const registry = await read();
        /** @type {{ config?: RuntimeConfig }} */
        const site = { config: await bucket.getJson(SITE_REGISTRY_KEY) };
        const result = await change(registry, site);
        await bucket.putJson(REGISTRY_KEY, registry, REGISTRY_CACHE_CONTROL);
        if (site.config)
          await bucket.putJson(
            SITE_REGISTRY_KEY,
            applyReleases(site.config, registry, origins),
            REGISTRY_CACHE_CONTROL,
          );
        return result;
      },
      { waitMs: LOCK_TIMEOUT_MS, what: 'The release registry' },
    );
  return {
    where,
    readRegistry: read,
    update: (change) => locked((registry) => change(registry)),
    async publish(app, version, fill) {
      const staging = fs.mkdtempSync(path.join(os.tmpdir(), `${app}-${version}-`));
      try {
        fill(staging);
        // Precompressed copies stay out: one object per address; the edge compresses.
        await bucket.putFolder(staging, prefixOf(app, version), {
          cacheControl: VERSION_CACHE_CONTROL,
          skip: (file) => /\.(br|gz)$/.test(file),
        });
      } catch (error) {
        await bucket.deleteFolder(prefixOf(app, version)).catch(() => undefined);
        throw error;
      } finally {
        fs.rmSync(staging, { recursive: true, force: true });
      }
    },
    discard: async (app, version) => {
      await bucket.deleteFolder(prefixOf(app, version));
    },
    has: (app, version) => bucket.exists(`${prefixOf(app, version)}mf-manifest.json`),
    versions: async (app) => (await bucket.folders(`${app}${RELEASES_PATH}`)).sort(),
    async liveConfig() {
      const config = await bucket.getJson(SITE_REGISTRY_KEY);
      if (!config) throw new Error(`No site registry in ${where} (npm run cluster writes it).`);
      return config;
    },
    manifestUrl: (app, version) => manifestUrlOf(originOf(app), version),
    /** Sets the site's addresses (CMS, site, map tiles) the registry of the site carries. */
    configure: (base) =>
      locked((_registry, site) => {
        site.config = base;
      }),
    close: () => bucket.close(),
  };
}

/** The bucket store of an environment (`npm run cluster` sets the site's addresses with it). */
export function releaseBucket(env = process.env) {
  if (!env.RELEASES_S3_BUCKET) throw new Error('RELEASES_S3_BUCKET is not set.');
  return bucketStore(env);
}

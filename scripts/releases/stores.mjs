// @ts-check
/**
 * Where the versions and the registry are kept (scripts/releases.mjs): one machine's disk, or a
 * bucket of an object store that an edge serves.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  appPorts,
  remoteNames,
  runtimeConfigFor,
} from '../../shared/build/apps.mjs';
import { openBucket } from '../lib/bucket.mjs';
import { withRedisLock } from '../lib/lock.mjs';
import {
  RELEASES_PATH,
  LOCK_TIMEOUT_MS,
  releasesDir,
  readRegistry,
  asRegistry,
  updateRegistry,
  versionsOf,
  manifestUrlOf,
  applyReleases,
  releasedConfig,
} from './registry.mjs';
/** @import { ReleaseRegistry, RuntimeConfig } from './registry.mjs' */

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


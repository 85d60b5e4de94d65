// @ts-check
/**
 * Versioned releases of a remote: where versions live, the registry that says which one is live,
 * and the release, rollback and list operations behind `npm run release`, `npm run rollback` and
 * `npm run releases` (scripts/release.mjs is the command line).
 *
 * - A version is a folder `releases/<app>/<version>/` (browser build, `server/` build), written
 *   once under a temporary name and renamed into place: never overwritten.
 * - `releases/registry.json` says, per remote, the live version, the previous one (the automatic
 *   fallback) and the history. It is the only file that changes; it is written whole and renamed
 *   into place (readers never see half of it), by one writer at a time (`registry.json.lock`).
 * - The remote's static server serves the versions under `/releases/`; the site's registry points
 *   the remote at `<origin>/releases/<live>/mf-manifest.json` and its fallback at the previous
 *   version. A remote with no release yet is served from its `dist/` as before.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { remoteNames } from '../shared/build/apps.mjs';
import { withLock } from './lib/lock.mjs';

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
  const parsed = JSON.parse(text);
  if (!parsed || typeof parsed !== 'object' || typeof parsed.remotes !== 'object')
    throw new Error(`${registryFile(dir)} is not a release registry`);
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
 * @param {(registry: ReleaseRegistry) => T} change
 * @returns {Promise<T>}
 */
export async function updateRegistry(dir, change) {
  return withLock(
    registryFile(dir),
    () => {
      const registry = readRegistry(dir);
      const result = change(registry);
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
    const name = remoteNames[app];
    const origin = name ? origins[name] : undefined;
    if (!name || !origin || !releases.live) continue;
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
 * one its unreleased `dist/` is served from.
 * @template {{ remotes: Record<string, string>, fallbacks?: Record<string, string> }} C
 * @param {C} base
 * @param {string} dir
 * @returns {C}
 */
export function releasedConfig(base, dir) {
  const origins = Object.fromEntries(
    Object.entries(base.remotes).map(([name, url]) => [name, new URL(url).origin]),
  );
  return applyReleases(base, readRegistry(dir), origins);
}

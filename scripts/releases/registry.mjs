// @ts-check
/**
 * The registry of releases (scripts/releases.mjs): which version of each remote is live, its
 * fallback and history, how a release or rollback changes it, and the runtime config it makes.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  federationName,
  remoteFolders,
  remoteNames,
} from '../../shared/build/apps.mjs';
import { withLock } from '../lib/lock.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** URL folder under which a remote's static server serves its versions. */
export const RELEASES_PATH = '/releases/';
/** How long a release waits for another writer of the registry before giving up. */
export const LOCK_TIMEOUT_MS = 120_000;

/**
 * @typedef {{ version: string, at: string, action: 'release' | 'rollback' | 'promote' }} ReleaseEvent
 * @typedef {{ version: string, at: string }} StagedVersion
 * @typedef {{ live?: string, previous?: string, history: ReleaseEvent[], staged?: StagedVersion[] }} RemoteReleases
 * @typedef {{ remotes: Record<string, RemoteReleases> }} ReleaseRegistry
 * @typedef {{ cmsUrl: string, siteUrl: string, remotes: Record<string, string>, fallbacks?: Record<string, string> }} RuntimeConfig
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
export function asRegistry(/** @type {unknown} */ parsed, /** @type {string} */ where) {
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

/**
 * Records a release, a rollback or a promotion of `app` in the registry: live, fallback and
 * history; a staged version made live is staged no longer.
 */
export function recordLive(
  /** @type {ReleaseRegistry} */ registry,
  /** @type {string} */ app,
  /** @type {string} */ version,
  /** @type {ReleaseEvent['action']} */ action,
) {
  const history = [
    ...(registry.remotes[app]?.history ?? []),
    { version, at: new Date().toISOString(), action },
  ];
  const stack = liveStack(history);
  const previous = stack[stack.length - 2];
  const staged = (registry.remotes[app]?.staged ?? []).filter((entry) => entry.version !== version);
  registry.remotes[app] = {
    live: version,
    ...(previous ? { previous } : {}),
    history,
    ...(staged.length ? { staged } : {}),
  };
}

/** Records a staged version of `app`: built, checked and stored, not live until promoted. */
export function recordStaged(
  /** @type {ReleaseRegistry} */ registry,
  /** @type {string} */ app,
  /** @type {string} */ version,
) {
  const releases = registry.remotes[app] ?? { history: [] };
  registry.remotes[app] = {
    ...releases,
    staged: [...(releases.staged ?? []), { version, at: new Date().toISOString() }],
  };
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


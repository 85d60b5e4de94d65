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
 * @typedef {{
 *   version: string,
 *   at: string,
 *   action: 'release' | 'rollback' | 'promote' | 'canary' | 'canary-ended',
 *   share?: number,
 *   why?: string,
 * }} ReleaseEvent `canary`: a version given to `share` percent of new visitors; `canary-ended`:
 *   taken back, `why` (a rollback, a promotion, the site finding it failing)
 * @typedef {{ version: string, at: string }} StagedVersion
 * @typedef {{ version: string, share: number, at: string }} CanaryRelease
 * @typedef {{ live?: string, previous?: string, history: ReleaseEvent[], staged?: StagedVersion[], canary?: CanaryRelease }} RemoteReleases
 * @typedef {{ remotes: Record<string, RemoteReleases> }} ReleaseRegistry
 * @typedef {{ manifestUrl: string, version: string, share: number }} SiteCanary
 * @typedef {{ cmsUrl: string, siteUrl: string, remotes: Record<string, string>, fallbacks?: Record<string, string>, canaries?: Record<string, SiteCanary> }} RuntimeConfig
 *   `canaries`: the site servers' alone (site-server/canary.mjs), never given to browsers
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
  /** @type {Record<string, SiteCanary>} */
  const canaries = {};
  for (const [app, releases] of Object.entries(registry.remotes)) {
    // Named from its folder, not looked up in this process's list: a long-running host serves a
    // remote added after it started (scripts/remotes-host.mjs).
    const name = federationName(app);
    const origin = origins[name];
    if (!origin || !releases.live) continue;
    remotes[name] = manifestUrlOf(origin, releases.live);
    if (releases.previous) fallbacks[name] = manifestUrlOf(origin, releases.previous);
    else delete fallbacks[name];
    if (releases.canary)
      canaries[name] = {
        manifestUrl: manifestUrlOf(origin, releases.canary.version),
        version: releases.canary.version,
        share: releases.canary.share,
      };
  }
  // The canaries are the registry's now, whatever the config held (a bucket's site registry is
  // written from its last copy: an ended canary must leave it).
  const applied = { ...config, remotes, ...(Object.keys(fallbacks).length ? { fallbacks } : {}) };
  delete (/** @type {{ canaries?: unknown }} */ (applied)).canaries;
  return Object.keys(canaries).length ? { ...applied, canaries } : applied;
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
    else if (event.action !== 'canary' && event.action !== 'canary-ended') stack.push(event.version);
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
 * history; a staged version made live is staged no longer, and a canary of the remote ends (the
 * new live version is every visitor's).
 */
export function recordLive(
  /** @type {ReleaseRegistry} */ registry,
  /** @type {string} */ app,
  /** @type {string} */ version,
  /** @type {ReleaseEvent['action']} */ action,
) {
  const canary = registry.remotes[app]?.canary;
  if (canary)
    endCanary(
      registry,
      app,
      canary.version === version ? 'promoted to every visitor' : `${action} of ${version}`,
    );
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

/** The share of new visitors a canary may take, in percent (more is a release). */
export const CANARY_SHARES = { min: 1, max: 50 };

/**
 * Records a canary of `app`: its staged `version` given to `share` percent of new visitors
 * (site-server/canary.mjs), live staying every other visitor's. One canary on the site at a time:
 * a visitor is in it or not, and one version's server renders their pages.
 */
export function recordCanary(
  /** @type {ReleaseRegistry} */ registry,
  /** @type {string} */ app,
  /** @type {string} */ version,
  /** @type {number} */ share,
) {
  if (!Number.isInteger(share) || share < CANARY_SHARES.min || share > CANARY_SHARES.max)
    throw new Error(
      `A canary takes ${CANARY_SHARES.min} to ${CANARY_SHARES.max} percent of visitors (got ${share}).`,
    );
  const releases = registry.remotes[app];
  if (!releases?.live)
    throw new Error(`${app} has no live version yet: a first version is released to everyone.`);
  if (releases.live === version) throw new Error(`${app} version ${version} is live already.`);
  const other = Object.entries(registry.remotes).find(
    ([name, remote]) => name !== app && remote.canary,
  );
  if (other)
    throw new Error(
      `${other[0]} has a canary (version ${other[1].canary?.version}): promote it or roll it back first.`,
    );
  if (releases.canary) endCanary(registry, app, `replaced by ${version}`);
  const at = new Date().toISOString();
  releases.canary = { version, share, at };
  releases.history = [...releases.history, { version, at, action: 'canary', share }];
}

/** Ends the canary of `app`, if any, saying why; the version it ended, or null. */
export function endCanary(
  /** @type {ReleaseRegistry} */ registry,
  /** @type {string} */ app,
  /** @type {string} */ why,
) {
  const releases = registry.remotes[app];
  const canary = releases?.canary;
  if (!releases || !canary) return null;
  delete releases.canary;
  releases.history = [
    ...releases.history,
    { version: canary.version, at: new Date().toISOString(), action: 'canary-ended', why },
  ];
  return canary.version;
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


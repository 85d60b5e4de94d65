// @ts-check
import fs from 'node:fs';
import path from 'node:path';
// A static import, not a read beside import.meta.url: Playwright compiles this module to
// CommonJS when a test imports it, and there import.meta does not exist.
import listed from './remotes.json' with { type: 'json' };

/**
 * Every app of the site: its folder, Module Federation name and default port. Read by the
 * rspack configs, the lint and test configs and the start/test scripts (plain JS so Node runs
 * it without a compiler).
 *
 * The site's remotes are written once, in remotes.json beside this file (their folders, in
 * order); everything else is derived from it: a remote's Module Federation name is its folder's
 * with underscores, its default port the shell's + 1 + its place in the list.
 * `npm run new-remote` (scripts/new-remote.mjs) adds one there.
 */
export const REMOTES_LIST = 'shared/build/remotes.json';

/** A remote's folder: `mfe-` and a name of lowercase letters, digits and single hyphens. */
export const REMOTE_FOLDER = /^mfe-[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The list, checked: a damaged one is an error, never "no remotes".
 * @param {unknown} list
 * @returns {string[]}
 */
function checkedFolders(list) {
  if (
    !Array.isArray(list) ||
    list.some((folder) => typeof folder !== 'string' || !REMOTE_FOLDER.test(folder)) ||
    new Set(list).size !== list.length
  )
    throw new Error(`${REMOTES_LIST} is not a list of distinct mfe-<name> folders`);
  return list;
}

/**
 * The remotes' folders as the list in the repository at `root` says now, read afresh (the
 * remotes' host learns of a new remote while it runs).
 */
export function readRemoteFolders(/** @type {string} */ root) {
  return checkedFolders(JSON.parse(fs.readFileSync(path.join(root, REMOTES_LIST), 'utf8')));
}

/** A remote's Module Federation name: its folder's, with underscores (mfe-feeds -> mfe_feeds). */
export const federationName = (/** @type {string} */ folder) => folder.replace(/-/g, '_');

/** The remotes' folders when this module was loaded. */
export const remoteFolders = checkedFolders(listed);

/** @type {Record<string, string>} folder -> Module Federation name */
export const remoteNames = Object.fromEntries(
  remoteFolders.map((folder) => [folder, federationName(folder)]),
);

export const appNames = ['shell', ...remoteFolders];

/** The shell's default port; a remote's is the shell's + 1 + its place in remotes.json. */
const DEFAULT_SHELL_PORT = 3000;

/**
 * The registry's port is the shell's + this (3030 by default): past the remotes' ports, with
 * room for 29 remotes.
 */
const REGISTRY_PORT_OFFSET = 30;

/** Environment variable that overrides an app's port: PORT_SHELL, PORT_MFE_FOODS, ... */
export function portVariable(/** @type {string} */ app) {
  return `PORT_${app.replace(/-/g, '_').toUpperCase()}`;
}

/**
 * Every app's port: its PORT_* variable, or its default (the shell 3000, or PORT_SHELL; each
 * remote the shell's + 1 + its place in the list).
 * @returns {Record<string, number>}
 */
export function appPorts(env = process.env, folders = remoteFolders) {
  const chosen = (/** @type {string} */ app) => {
    const value = Number(env[portVariable(app)]);
    return Number.isInteger(value) && value > 0 ? value : undefined;
  };
  const shell = chosen('shell') ?? DEFAULT_SHELL_PORT;
  /** @type {Record<string, number>} */
  const ports = { shell };
  folders.forEach((folder, index) => {
    ports[folder] = chosen(folder) ?? shell + 1 + index;
  });
  return ports;
}

/**
 * The port the remotes' host serves the site's registry on (scripts/remotes-host.mjs):
 * PORT_REGISTRY, or the shell's port + 30 (3030 by default).
 */
export function registryPortFor(/** @type {Record<string, number>} */ ports, env = process.env) {
  const value = Number(env.PORT_REGISTRY);
  return Number.isInteger(value) && value > 0
    ? value
    : /** @type {number} */ (ports.shell) + REGISTRY_PORT_OFFSET;
}

/** The registry the shell reads at run time: remote name -> manifest URL. */
export function remoteRegistry(
  ports = appPorts(),
  host = 'http://localhost',
  folders = remoteFolders,
) {
  /** @type {Record<string, string>} */
  const remotes = {};
  for (const folder of folders) {
    remotes[federationName(folder)] = `${host}:${ports[folder]}/mf-manifest.json`;
  }
  return remotes;
}

/**
 * SITE_MAP_TILES: the environment's map tile source over the site config's (`site.mapTiles`), as
 * JSON (`{"url": ".../{z}/{x}/{y}.png", "attribution": "...", "maxZoom": 18}`) or a bare URL
 * template (the default credit and zoom stay). Unset: no override.
 * @returns {{ url?: string, attribution?: string, maxZoom?: number } | undefined}
 */
export function mapTilesFrom(/** @type {string | undefined} */ value) {
  const text = value?.trim();
  if (!text) return undefined;
  if (!text.startsWith('{')) return { url: text };
  const parsed = JSON.parse(text);
  /** @type {{ url?: string, attribution?: string, maxZoom?: number }} */
  const tiles = {};
  if (typeof parsed.url === 'string') tiles.url = parsed.url;
  if (typeof parsed.attribution === 'string') tiles.attribution = parsed.attribution;
  if (typeof parsed.maxZoom === 'number') tiles.maxZoom = parsed.maxZoom;
  return tiles;
}

/**
 * The runtime config the shell reads from /runtime-config.json, for the given ports and env:
 * CMS_URL (default http://localhost:<CMS_PORT or 1337>), SITE_URL (default http://localhost:3000),
 * REMOTE_HOST (default http://localhost), SITE_MAP_TILES (default: the site config's tiles).
 */
export function runtimeConfigFor(ports = appPorts(), env = process.env, folders = remoteFolders) {
  const host = env.REMOTE_HOST ?? 'http://localhost';
  const mapTiles = mapTilesFrom(env.SITE_MAP_TILES);
  return {
    cmsUrl: env.CMS_URL ?? `http://localhost:${env.CMS_PORT ?? 1337}`,
    // The canonical origin is a property of the deployment, not of the port we happen to serve on.
    siteUrl: env.SITE_URL ?? 'http://localhost:3000',
    remotes: remoteRegistry(ports, host, folders),
    ...(mapTiles ? { mapTiles } : {}),
  };
}

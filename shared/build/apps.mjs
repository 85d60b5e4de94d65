// @ts-check
/**
 * Every app of the site: its folder, Module Federation name and default port. Read by the
 * rspack configs and by the start/test scripts (plain JS so Node runs it without a compiler).
 */

/** @type {Record<string, string>} folder -> Module Federation name */
export const remoteNames = {
  'mfe-corporate': 'mfe_corporate',
  'mfe-foods': 'mfe_foods',
  'mfe-hatchery': 'mfe_hatchery',
  'mfe-proteins': 'mfe_proteins',
  'mfe-equipments': 'mfe_equipments',
  'mfe-feeds': 'mfe_feeds',
};

export const appNames = ['shell', ...Object.keys(remoteNames)];

/** @type {Record<string, number>} */
const defaultPorts = {
  shell: 3000,
  'mfe-corporate': 3001,
  'mfe-foods': 3002,
  'mfe-hatchery': 3003,
  'mfe-proteins': 3004,
  'mfe-equipments': 3005,
  'mfe-feeds': 3006,
};

/** Environment variable that overrides an app's port: PORT_SHELL, PORT_MFE_FOODS, ... */
export function portVariable(/** @type {string} */ app) {
  return `PORT_${app.replace(/-/g, '_').toUpperCase()}`;
}

/** @returns {Record<string, number>} */
export function appPorts(env = process.env) {
  /** @type {Record<string, number>} */
  const ports = { ...defaultPorts };
  for (const app of appNames) {
    const value = Number(env[portVariable(app)]);
    if (Number.isInteger(value) && value > 0) ports[app] = value;
  }
  return ports;
}

/**
 * The port the remotes' host serves the site's registry on (scripts/remotes-host.mjs):
 * PORT_REGISTRY, or the shell's port + 7 (3007 by default).
 */
export function registryPortFor(/** @type {Record<string, number>} */ ports, env = process.env) {
  const value = Number(env.PORT_REGISTRY);
  return Number.isInteger(value) && value > 0 ? value : /** @type {number} */ (ports.shell) + 7;
}

/** The registry the shell reads at run time: remote name -> manifest URL. */
export function remoteRegistry(ports = appPorts(), host = 'http://localhost') {
  /** @type {Record<string, string>} */
  const remotes = {};
  for (const [folder, name] of Object.entries(remoteNames)) {
    remotes[name] = `${host}:${ports[folder]}/mf-manifest.json`;
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
export function runtimeConfigFor(ports = appPorts(), env = process.env) {
  const host = env.REMOTE_HOST ?? 'http://localhost';
  const mapTiles = mapTilesFrom(env.SITE_MAP_TILES);
  return {
    cmsUrl: env.CMS_URL ?? `http://localhost:${env.CMS_PORT ?? 1337}`,
    // The canonical origin is a property of the deployment, not of the port we happen to serve on.
    siteUrl: env.SITE_URL ?? 'http://localhost:3000',
    remotes: remoteRegistry(ports, host),
    ...(mapTiles ? { mapTiles } : {}),
  };
}

/**
 * The remotes' versions as the renderer serves them: each registered in the server's federation
 * runtime, a failing live version replaced by its fallback, and the site's routes loaded from
 * the versions in use (ARCHITECTURE.md, "Releases" and "Who owns which route").
 */
import { registerRemotes } from '@module-federation/enhanced/runtime';
import {
  LOCALES,
  localePrefix,
  redirects,
  setRuntimeConfig,
  setSiteRoutes,
  siteRoutes,
  type Locale,
  type RuntimeConfig,
  type SiteRoute,
} from '@navdhara/shared';
import { forgetPages } from '../app/page-loader';
import { versionIn } from '../app/remote-registry';
import { loadSiteRoutes, seedLastRows } from '../app/site-routes';

const registered = new Map<string, string>();
/** Remotes whose live version failed here, now served from their fallback: name -> manifest URL. */
const fallenBack = new Map<string, string>();
/** Counts switches to a fallback, so a render can tell one happened while it ran. */
let fallbackSwitches = 0;
/** How many switches so far (a render compares before and after). */
export const fallbackSwitchCount = () => fallbackSwitches;
/** Whether `owner` is served from its fallback version now. */
export const onFallback = (owner: string) => fallenBack.has(owner);
let currentConfig: RuntimeConfig | null = null;

function registerServer(name: string, manifest: string, version: string): void {
  registerRemotes(
    [{ name, entry: `${serverEntryOf(manifest)}?v=${encodeURIComponent(version)}` }],
    {
      force: true,
    },
  );
  forgetPages(name as Parameters<typeof forgetPages>[0]);
}

/** Where a remote's server container is, from the browser manifest URL the registry gives. */
export function serverEntryOf(manifestUrl: string): string {
  return new URL('server/remoteEntry.js', manifestUrl).href;
}

/**
 * Sets the environment's registry and CMS. `builds` are each remote's build hash (of its
 * manifests; not a release id): a remote whose build changed is registered again and its pages
 * loaded afresh, with no restart.
 */
export function configure(config: RuntimeConfig, builds: Record<string, string> = {}): void {
  setRuntimeConfig(config);
  currentConfig = config;
  const changed = Object.entries(config.remotes).filter(
    ([name, manifest]) => registered.get(name) !== `${manifest}#${builds[name] ?? ''}`,
  );
  for (const [name, manifest] of changed) {
    // A new live version (or a new build at the same place) gets its chance again.
    fallenBack.delete(name);
    registerServer(name, manifest, builds[name] ?? '0');
    registered.set(name, `${manifest}#${builds[name] ?? ''}`);
  }
}

/**
 * The registry as pages are being rendered: a remote whose live version failed here points at
 * its fallback, so the browser loads the same version the HTML came from.
 */
export function effectiveConfig(config: RuntimeConfig): RuntimeConfig {
  // The routes the pages are rendered with go to the browser with the registry (its router).
  const routes = [...siteRoutes()];
  if (!fallenBack.size) return { ...config, routes };
  return { ...config, routes, remotes: { ...config.remotes, ...Object.fromEntries(fallenBack) } };
}

/**
 * The live version of `owner` failed to load or render: serve its previous version (the
 * registry's fallback) from now until a new version is registered. The log line to write, or
 * null when there is no fallback to take.
 */
export function fallBack(owner: string, phase: 'load' | 'render', problem: string): string | null {
  const fallback = currentConfig?.fallbacks?.[owner];
  const live = currentConfig?.remotes[owner];
  if (!fallback || !live || fallenBack.has(owner) || fallback === live) return null;
  fallenBack.set(owner, fallback);
  fallbackSwitches += 1;
  registerServer(owner, fallback, `fallback-${versionIn(fallback)}`);
  return `${owner} version ${versionIn(live)} failed on the server (${phase}): ${problem}; serving version ${versionIn(fallback)} instead`;
}

/** The site's routes as the renderer serves them, with the redirects the frame owns. */
export interface SiteRouting {
  routes: SiteRoute[];
  redirects: Readonly<Record<string, string>>;
  /** Lists that could not be loaded or paths claimed twice (the site keeps what it had). */
  problems: string[];
  /** The languages every route is served in, each under its path prefix ('' for English). */
  locales: { code: Locale; prefix: string }[];
}

/**
 * Loads the declarations of the shell and of every remote's version in use (`configure`) and
 * makes the site's table from them: the renderer routes by it from now on, and the site server
 * takes its paths, sitemap and redirects from what this returns. A release's preflight calls it
 * with the candidate last, so a path it claims from another remote is named as a problem.
 */
export async function loadRoutes(): Promise<SiteRouting> {
  const remotes = Object.keys(currentConfig ? effectiveConfig(currentConfig).remotes : {});
  const { routes, problems } = await loadSiteRoutes(remotes);
  setSiteRoutes(routes);
  const locales = LOCALES.map((code) => ({ code, prefix: localePrefix(code) }));
  return { routes, redirects, problems, locales };
}

/**
 * The remotes' routes as the shell's build knew them (`known-routes.json`, written by
 * scripts/build.mjs): what a remote that does not answer yet keeps until it does.
 */
export function seedRoutes(known: Readonly<Record<string, unknown>>): void {
  seedLastRows(known);
}

/** The paths a remote's declarations give it, aliases too (a release's preflight renders each). */
export function routePaths(owner: string): string[] {
  return siteRoutes()
    .filter((route) => route.owner === owner)
    .map((route) => route.path);
}

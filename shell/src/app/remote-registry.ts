import { registerRemotes } from '@module-federation/enhanced/runtime';
import {
  setRuntimeConfig,
  setSiteRoutes,
  SITE_CONTRACT,
  type RuntimeConfig,
} from '@navdhara/shared';
import { fetchedText } from './early-fetch';
import { loadSiteRoutes } from './site-routes';

/**
 * Reads /runtime-config.json, served next to the shell per environment: the CMS origin, the
 * public site origin and where each remote's mf-manifest.json lives. Moving a remote means
 * editing this file, never rebuilding the shell.
 */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  // The production server embeds the config in the HTML; a dev server or plain host serves the file.
  const embedded = document.getElementById(SITE_CONTRACT.runtimeConfigId)?.textContent;
  if (embedded) {
    try {
      return await register(setRuntimeConfig(JSON.parse(embedded) as Partial<RuntimeConfig>));
    } catch (error) {
      console.warn('Embedded runtime config is not valid JSON; fetching it instead', error);
    }
  }
  const fromServer = await servedConfig();
  if (!fromServer) console.warn('runtime-config.json could not be read; using defaults');
  return register(setRuntimeConfig(fromServer ?? {}));
}

/** The version folder in a release's manifest URL (`…/releases/<version>/mf-manifest.json`). */
export function versionIn(manifestUrl: string | undefined): string {
  return /\/releases\/([^/]+)\//.exec(manifestUrl ?? '')?.[1] ?? 'unversioned';
}

export const FALLBACK_KEY = 'navdhara:remote-fallbacks';

/** Remotes this tab runs from their fallback: name -> the live manifest URL that failed here. */
export function failedHere(): Record<string, string> {
  try {
    return JSON.parse(sessionStorage.getItem(FALLBACK_KEY) ?? '{}') as Record<string, string>;
  } catch {
    return {};
  }
}

async function register(config: RuntimeConfig): Promise<RuntimeConfig> {
  // A live version that failed in this tab is replaced by its fallback before anything loads:
  // swapping a remote's container after its code ran is not reliable.
  const failed = failedHere();
  const remotes = Object.fromEntries(
    Object.entries(config.remotes).map(([name, entry]) => {
      const fallback = config.fallbacks?.[name];
      return [name, fallback && failed[name] === entry ? fallback : entry];
    }),
  );
  const effective = setRuntimeConfig({ ...config, remotes });
  registerRemotes(Object.entries(effective.remotes).map(([name, entry]) => ({ name, entry })));
  setSiteRoutes(
    effective.routes ??
      (await servedConfig())?.routes ??
      (await loadSiteRoutes(Object.keys(effective.remotes))).routes,
  );
  return effective;
}

/**
 * The registry the site server serves, with its route table, which the page's embedded copy
 * leaves out (SITE_CONTRACT.runtimeConfigPath): as the boot script fetched it beside main.js, or
 * fetched now. Null where none is served (a dev server: each remote's declarations are loaded
 * instead).
 */
let served: Promise<Partial<RuntimeConfig> | null> | undefined;
function servedConfig(): Promise<Partial<RuntimeConfig> | null> {
  served ??= fetchedText(SITE_CONTRACT.runtimeConfigPath, 'no-cache').then((text) => {
    try {
      return text ? (JSON.parse(text) as Partial<RuntimeConfig>) : null;
    } catch {
      return null;
    }
  });
  return served;
}

import { useSyncExternalStore } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import {
  addDictionary,
  DEFAULT_LOCALE,
  declarationProblems,
  type Locale,
  type RemoteTranslations,
  mergeSiteRoutes,
  siteRoutesOf,
  type RemoteRoutes,
  type RouteDeclaration,
  type SiteRoute,
} from '@navdhara/shared';
import { routes as shellRoutes } from '../routes';

/**
 * Each owner's route declarations (its `./routes` module's `routes`), as loaded from its live
 * version: the renderer reads them all to make the site's table; the browser reads one owner's
 * when it shows one of its pages (the page's head comes with it).
 */
const declared = new Map<string, RemoteRoutes>();
const loading = new Map<string, Promise<RemoteRoutes>>();
/** Each remote's dictionaries, from the same module (`translations`). */
const translationsOf = new Map<string, RemoteTranslations>();
const dictionariesLoaded = new Map<string, Promise<void>>();
let changes = 0;
const listeners = new Set<() => void>();

function changed() {
  changes += 1;
  for (const listener of listeners) listener();
}

/** The owner's declarations, loaded once per registered version (a failure is not kept). */
export function loadDeclarations(owner: string): Promise<RemoteRoutes> {
  if (owner === 'shell') return Promise.resolve(shellRoutes);
  let pending = loading.get(owner);
  if (!pending) {
    pending = loadRemote<{ routes?: RemoteRoutes; translations?: RemoteTranslations }>(
      `${owner}/routes`,
    ).then((module) => {
      const routes = module?.routes;
      const problems = declarationProblems(owner, routes);
      if (problems.length || !routes) throw new Error(problems.join('; '));
      declared.set(owner, routes);
      translationsOf.set(owner, module?.translations ?? {});
      changed();
      return routes;
    });
    pending.catch(() => loading.delete(owner));
    loading.set(owner, pending);
  }
  return pending;
}

/** Forgets an owner's declarations (a new version of it was registered). */
export function forgetDeclarations(owner: string): void {
  loading.delete(owner);
  declared.delete(owner);
  translationsOf.delete(owner);
  for (const key of [...dictionariesLoaded.keys()])
    if (key.startsWith(`${owner}#`)) dictionariesLoaded.delete(key);
}

/**
 * A remote's dictionary for a language, loaded once per version before its pages render in that
 * language (the shell's own come with the frame's: dictionaries.ts). A remote with none, or one
 * that fails to load, leaves its texts in English.
 */
export function loadRemoteDictionary(owner: string, locale: Locale): Promise<void> {
  if (owner === 'shell' || locale === DEFAULT_LOCALE) return Promise.resolve();
  const key = `${owner}#${locale}`;
  let pending = dictionariesLoaded.get(key);
  if (!pending) {
    pending = loadDeclarations(owner).then(async () => {
      const load = translationsOf.get(owner)?.[locale];
      if (load) addDictionary(locale, (await load()).default);
    });
    pending.catch(() => dictionariesLoaded.delete(key));
    dictionariesLoaded.set(key, pending);
  }
  return pending;
}

/** The declaration behind a row of the table, if its owner's list is loaded. */
export function declarationOf(
  route: Pick<SiteRoute, 'owner' | 'page'>,
): RouteDeclaration | undefined {
  const list = route.owner === 'shell' ? shellRoutes : declared.get(route.owner);
  return list?.find((entry) => entry.page === route.page);
}

/** The declaration of a route, re-read when its owner's list arrives (a page shown in the app). */
export function useDeclaration(route: SiteRoute): RouteDeclaration | undefined {
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => changes,
    () => changes,
  );
  return declarationOf(route);
}

/** The rows each owner gave when it last loaded, so a remote down for a while keeps its paths. */
const lastRows = new Map<string, SiteRoute[]>();

/**
 * The rows each remote's sources gave at the shell's build (its `dist/known-routes.json`), kept
 * as "given last" for a remote that has not answered yet: a remote down when the site starts
 * keeps its addresses (its pages show the fallback with Retry, not a 404).
 */
export function seedLastRows(known: Readonly<Record<string, unknown>>): void {
  for (const [owner, declarations] of Object.entries(known))
    if (!lastRows.has(owner) && Array.isArray(declarations))
      lastRows.set(owner, siteRoutesOf(owner, declarations as RemoteRoutes));
}

/**
 * The site's table from the shell's declarations and those of every remote in `owners`, in that
 * order (a path claimed twice stays with the first: `mergeSiteRoutes`). A remote whose list cannot
 * be loaded keeps the rows it gave last; `problems` says which and why.
 */
export async function loadSiteRoutes(
  owners: readonly string[],
): Promise<{ routes: SiteRoute[]; problems: string[] }> {
  const problems: string[] = [];
  for (const owner of [...lastRows.keys()]) if (!owners.includes(owner)) lastRows.delete(owner);
  const groups = await Promise.all(
    ['shell', ...owners].map(async (owner) => {
      try {
        const rows = siteRoutesOf(owner, await loadDeclarations(owner));
        lastRows.set(owner, rows);
        return rows;
      } catch (error) {
        problems.push(
          `${owner}: its routes could not be loaded (${error instanceof Error ? error.message : String(error)})`,
        );
        return lastRows.get(owner) ?? [];
      }
    }),
  );
  const merged = mergeSiteRoutes(groups);
  return { routes: merged.routes, problems: [...problems, ...merged.problems] };
}

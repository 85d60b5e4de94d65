import { currentLocale, type PageModule, type SiteRoute } from '@navdhara/shared';
import { preloadStaticParts, staticPartsLoaded } from '@navdhara/shared/ui';
import { forgetDeclarations, loadDeclarations, loadRemoteDictionary } from './site-routes';

type PageRoute = Pick<SiteRoute, 'owner' | 'page'>;

/** A remote slower than this shows the fallback with Retry instead of an endless spinner. */
export const REMOTE_TIMEOUT_MS = 8000;

const loaded = new Map<string, PageModule>();

function keyOf(route: PageRoute) {
  return `${route.owner}/${route.page}`;
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} did not load within ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * The page module if it has already been loaded (so it renders without a loading state), with its
 * static parts' code unless `hydrating` (the server's page keeps its parts as HTML).
 */
export function loadedPage(route: PageRoute, { hydrating = false } = {}): PageModule | undefined {
  const module = loaded.get(keyOf(route));
  return module && (hydrating || staticPartsLoaded()) ? module : undefined;
}

/** Forgets the loaded pages of a remote (the renderer, when a new build of it is registered). */
export function forgetPages(owner: string): void {
  for (const key of [...loaded.keys()]) if (key.startsWith(`${owner}/`)) loaded.delete(key);
  forgetDeclarations(owner);
}

/**
 * Loads a page: the owner's small `routes` module first, then only that page's chunk, then (in
 * the browser) its static parts' code, which a page rendered in the browser shows at once; the
 * boot, about to hydrate the server's page, leaves them out (`staticParts: false`), as that page
 * keeps its parts as HTML until used (shared/src/ui/StaticParts.tsx). A failure is not cached, so
 * calling again (Retry) fetches afresh once the remote is back. A remote whose live version fails
 * is loaded again from its previous version, when the registry has one.
 */
export async function loadPage(route: PageRoute, { staticParts = true } = {}): Promise<PageModule> {
  try {
    // The page and its texts in the language being shown come together.
    const [module] = await Promise.all([
      loadPageOnce(route),
      loadRemoteDictionary(route.owner, currentLocale()).catch(() => undefined),
    ]);
    if (staticParts && typeof window !== 'undefined')
      await withTimeout(preloadStaticParts(), REMOTE_TIMEOUT_MS, `${route.owner}'s static parts`);
    return module;
  } catch (error) {
    // The renderer falls back on its own, to the fallback's server build (renderer.tsx).
    if (route.owner === 'shell' || typeof window === 'undefined') throw error;
    // Loaded only when a remote fails: most visits never need it.
    const { switchToFallback } = await import('./remote-fallback');
    if (!switchToFallback(route.owner, error)) throw error;
    // The page is loading again on the fallback: this load never settles.
    return new Promise<PageModule>(() => undefined);
  }
}

async function loadPageOnce(route: PageRoute): Promise<PageModule> {
  const key = keyOf(route);
  const cached = loaded.get(key);
  if (cached) return cached;
  const load = async () => {
    // A remote's `./routes` module exports its `routes` (see any mfe-*/src/routes.ts).
    const declaration = (await loadDeclarations(route.owner)).find(
      (entry) => entry.page === route.page,
    );
    if (!declaration) throw new Error(`${route.owner} does not expose the page ${route.page}`);
    const module = await declaration.load();
    if (typeof module.default !== 'function')
      throw new Error(`${route.owner}/${route.page} has no default export`);
    return module;
  };
  const module = await withTimeout(load(), REMOTE_TIMEOUT_MS, route.owner);
  loaded.set(key, module);
  return module;
}

/** Warm a page's code on intent (link hover or focus); failures are ignored here. */
export function prefetchPage(route: PageRoute): void {
  if (!loadedPage(route)) loadPage(route).catch(() => undefined);
}

import type { RemoteRoutes } from '@navdhara/shared';

/**
 * Where `/` leads on a remote's standalone dev server (`npm run dev -w mfe-foods`): the first page
 * its `src/routes.ts` lists that has a static path, so the dev server opens on the remote's own
 * page instead of the 404 page. Null when the remote owns `/` itself (mfe-corporate's home page)
 * or has no static page.
 */
export function standaloneStartPath(routes: RemoteRoutes): string | null {
  if (routes.some((route) => route.path === '/' || route.aliases?.includes('/'))) return null;
  return routes.find((route) => !route.path.includes(':'))?.path ?? null;
}

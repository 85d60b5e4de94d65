import { routesOwnedBy, type RemoteName, type RemotePages } from '@navdhara/shared';

/**
 * Where `/` leads on a remote's standalone dev server (`npm run dev -w mfe-foods`): the first page
 * its `src/routes.ts` lists that has a static route, so the dev server opens on the remote's own
 * page instead of the 404 page. Null when the remote owns `/` itself (mfe-corporate's home page)
 * or has no static page. Aliases are skipped: the table's own spelling is the one to open.
 */
export function standaloneStartPath(owner: RemoteName, pages: RemotePages): string | null {
  const routes = routesOwnedBy(owner);
  if (routes.some((route) => route.path === '/')) return null;
  for (const page of Object.keys(pages)) {
    const route = routes.find(
      (candidate) => candidate.page === page && !candidate.dynamic && !candidate.canonicalPath,
    );
    if (route) return route.path;
  }
  return null;
}

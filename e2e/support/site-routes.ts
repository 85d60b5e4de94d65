/**
 * The site's routes as the tests expect them: read from each app's own declarations (the shell's
 * and every remote's `src/routes.ts`, the list of remotes from shared/build/apps.mjs), as the
 * renderer reads them from the live versions.
 */
import path from 'node:path';
import { remoteNames } from '../../shared/build/apps.mjs';
import {
  mergeSiteRoutes,
  siteRoutesOf,
  type RemoteRoutes,
  type RouteHead,
  type SiteRoute,
} from '../../shared/src/routes/site-routes';
import { routes as shellRoutes } from '../../shell/src/routes';

export type DeclaredRoute = SiteRoute & RouteHead;

const root = path.resolve(__dirname, '..', '..');

function declaredBy(owner: string, declarations: RemoteRoutes): DeclaredRoute[] {
  const heads = new Map(declarations.map((entry) => [entry.page, entry]));
  return siteRoutesOf(owner, declarations).map((route) => {
    const { title, description, label } = heads.get(route.page) as RouteHead;
    return { ...route, title, description, label };
  });
}

const groups = [
  declaredBy('shell', shellRoutes),
  ...Object.entries(remoteNames).map(([folder, name]) => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { routes } = require(path.join(root, folder, 'src', 'routes.ts')) as {
      routes: RemoteRoutes;
    };
    return declaredBy(name, routes);
  }),
];

/** Every route of the site, aliases included (`canonicalPath` set on them). */
export const siteRoutes = mergeSiteRoutes(groups).routes as DeclaredRoute[];

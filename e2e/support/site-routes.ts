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

/** A seeded product of each division (cms/seed/content.js), for a product route's `:slug`. */
export const EXAMPLE_PRODUCT_SLUGS: Record<string, string> = {
  feeds: 'layer-phase-1-mash',
  foods: 'chicken-nuggets',
  hatchery: 'day-old-broiler-chicks',
  proteins: 'soya-doc-standard',
  equipments: 'nipple-drinker-line',
};

/**
 * A route's path as an address of a seeded record: an article route's `:id` as `id` (1 unless
 * given), a product route's `:slug` as its division's seeded product.
 */
export function examplePath(routePath: string, id = '1'): string {
  return routePath
    .replace(/:id$/, id)
    .replace(
      /^\/([a-z]+)\/:slug$/,
      (_whole, division: string) => `/${division}/${EXAMPLE_PRODUCT_SLUGS[division] ?? 'x'}`,
    );
}

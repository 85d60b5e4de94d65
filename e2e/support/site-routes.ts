/**
 * The site's routes as the tests expect them: read from each app's own declarations (the shell's
 * and every remote's `src/routes.ts`, the list of remotes from shared/build/apps.mjs), as the
 * renderer reads them from the live versions.
 */
import path from 'node:path';
import { remoteNames } from '../../shared/build/apps.mjs';
import { pageModuleOf } from '../../shared/build/page-module.mjs';
import {
  mergeSiteRoutes,
  siteRoutesOf,
  type RemoteRoutes,
  type RouteDeclaration,
  type RouteHead,
  type SiteRoute,
} from '../../shared/src/routes/site-routes';
import { routes as shellRoutes } from '../../shell/src/routes';

export type DeclaredRoute = SiteRoute & RouteHead & { module: string };

const root = path.resolve(__dirname, '..', '..');

/** The module a route's page comes from (shared/build/page-module.mjs), by its owner. */
function moduleOf(owner: string, entry: RouteDeclaration): string {
  return `${owner}:${pageModuleOf(entry)}`;
}

function declaredBy(owner: string, declarations: RemoteRoutes): DeclaredRoute[] {
  const heads = new Map(declarations.map((entry) => [entry.page, entry]));
  return siteRoutesOf(owner, declarations).map((route) => {
    const entry = heads.get(route.page) as RouteDeclaration;
    const { title, description, label } = entry;
    return { ...route, title, description, label, module: moduleOf(owner, entry) };
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

/**
 * Every page of the site once: the routes with a page module of their own, and one route of each
 * module that makes several (where-to-buy's state pages and district pages, one module each,
 * given the place as an argument), the one with the longest label (the name likeliest to wrap or
 * overflow). Aliases included, as in `siteRoutes`. For the browser specs that walk every page
 * (fit and contrast, axe, no script, code on demand, the frame, the CMS faults): a page made from
 * one module with another place shows the same parts. The HTTP specs (server HTML, heads, canonical
 * paths) and the untranslated-text spec read every route.
 */
export const pageRoutes = (() => {
  const chosen = new Map<string, DeclaredRoute>();
  for (const route of siteRoutes.filter((r) => !r.canonicalPath)) {
    const held = chosen.get(route.module);
    if (!held || route.label.length > held.label.length) chosen.set(route.module, route);
  }
  const pages = new Set([...chosen.values()].map((route) => route.path));
  return siteRoutes.filter((route) => pages.has(route.canonicalPath ?? route.path));
})();

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

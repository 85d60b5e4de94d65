// @ts-check
/**
 * What the site server knows of the site's addresses, derived from one route table (the
 * renderer's `loadRoutes()`, made from the live apps' declarations: `{ routes, redirects }`): the
 * article routes, the pages a form may be
 * posted to, the one spelling of each address, the alias redirects, robots.txt and the sitemap's
 * fixed pages. The server holds one current routing (`createSiteRouting`) and replaces it whole
 * when the table changes, so every lookup below follows at once.
 */
import { createCanonicalPath } from './canonical-path.mjs';
import { robotsTxt, sitemapXml } from './sitemap.mjs';

/**
 * One route of the table (shared/src/routes/site-routes.ts, `SiteRoute`); the site server reads
 * only these of its fields.
 * @typedef {{ path: string, hidden?: boolean, canonicalPath?: string, dynamic?: boolean, catalogue?: string, query?: boolean }} Route
 * @typedef {{ code: string, prefix: string }} RouteLocale a language and its path prefix ('' for English)
 * @typedef {{ routes: Route[], redirects: Record<string, string>, locales?: RouteLocale[] }} RouteTable
 * @typedef {ReturnType<typeof createSiteRouting>} SiteRouting
 */

/** The site's own files besides the shell's assets: their spelling is fixed like a route's. */
export const SITE_FILES = ['/runtime-config.json', '/robots.txt', '/sitemap.xml'];
/**
 * The 404 page's own address (shared/src/ui/NotFound.tsx names it as its canonical): no route
 * has it, so it renders the page of an address the site does not have.
 */
export const NOT_FOUND_PATH = '/404';
/** Where the CMS's pictures are served on the site's origin (media.mjs). */
export const MEDIA_PREFIX = '/uploads/';

/**
 * A table checked before it replaces the current one: a table that is not one is refused whole,
 * with what is wrong, and the server keeps the routing it has.
 */
export function checkRouteTable(/** @type {unknown} */ table) {
  const given = /** @type {Partial<RouteTable> | null} */ (table);
  if (!given || !Array.isArray(given.routes))
    throw new Error('The route table has no list of routes.');
  for (const route of given.routes)
    if (typeof route?.path !== 'string' || !route.path.startsWith('/'))
      throw new Error(`A route has no path starting with "/": ${JSON.stringify(route)}`);
  const redirects = given.redirects ?? {};
  if (typeof redirects !== 'object' || Array.isArray(redirects))
    throw new Error('The route table\'s redirects are not a map of "from" to "to".');
  const locales = given.locales ?? [{ code: 'en', prefix: '' }];
  if (!Array.isArray(locales) || locales.some((l) => typeof l?.prefix !== 'string'))
    throw new Error("The route table's languages are not a list of { code, prefix }.");
  return /** @type {Required<RouteTable>} */ ({ routes: given.routes, redirects, locales });
}

/** A route path in a language: (`/feeds`, `/hi`) -> `/hi/feeds`; (`/`, `/hi`) -> `/hi`. */
export function withPrefix(/** @type {string} */ routePath, /** @type {string} */ prefix) {
  if (!prefix) return routePath;
  return routePath === '/' ? prefix : `${prefix}${routePath}`;
}

/** Every lookup the server makes of the route table, derived from it once. */
export function createSiteRouting(/** @type {RouteTable} */ table) {
  const { routes: declared, redirects: declaredRedirects, locales } = checkRouteTable(table);
  // Every language has every route under its prefix (`/hi/feeds`), redirects included.
  const routes = locales.flatMap(({ prefix }) =>
    declared.map((route) => ({
      ...route,
      path: withPrefix(route.path, prefix),
      ...(route.canonicalPath ? { canonicalPath: withPrefix(route.canonicalPath, prefix) } : {}),
    })),
  );
  const redirects = Object.fromEntries(
    locales.flatMap(({ prefix }) =>
      Object.entries(declaredRedirects).map(([from, to]) => [
        withPrefix(from, prefix),
        withPrefix(to, prefix),
      ]),
    ),
  );
  // The table's article routes (`/blog/:id`, ...); its other parameterised ones are products'.
  const articlePrefixes = routes
    .filter((route) => route.dynamic && !route.catalogue)
    .map((route) => route.path.replace(/:id$/, ''));
  // To tell an address the site has from one it does not (`routeOf`), on every page request:
  // the fixed routes by their path, the parameterised ones (`/blog/:id`) by their segments.
  const fixedRoutes = new Map(
    routes.filter((route) => !route.path.includes(':')).map((route) => [route.path, route]),
  );
  const patterns = routes
    .filter((route) => route.path.includes(':'))
    .map((route) => ({ route, segments: route.path.split('/') }));
  /** The route an address is, if any: a parameter is one whole, non-empty segment. */
  const routeOf = (/** @type {string} */ pagePath) => {
    const fixed = fixedRoutes.get(pagePath);
    if (fixed) return fixed;
    const segments = pagePath.split('/');
    return patterns.find(
      (pattern) =>
        pattern.segments.length === segments.length &&
        pattern.segments.every((part, i) =>
          part.startsWith(':') ? segments[i] !== '' : part === segments[i],
        ),
    )?.route;
  };
  /** The language prefix a path is under (`/hi/feeds`: `/hi`), '' for English. */
  const prefixOf = (/** @type {string} */ pagePath) =>
    locales.find(
      ({ prefix }) => prefix && (pagePath === prefix || pagePath.startsWith(`${prefix}/`)),
    )?.prefix ?? '';
  /** The pages a form may be posted to: the static routes (a form posts to its own page). */
  const formPages = new Set(routes.filter((route) => !route.dynamic).map((route) => route.path));
  const canonicalPath = createCanonicalPath({
    // `/Uploads/x.webp` is spelled `/uploads/x.webp` (the file's name is kept as given).
    routes: [...routes, { path: `${MEDIA_PREFIX}:file` }],
    redirects,
    files: SITE_FILES,
  });
  return {
    /** The routes as declared (each once, in no language's prefix). */
    routes: declared,
    redirects,
    locales,
    /** A fingerprint of the table: the same table read again is no change. */
    id: JSON.stringify({ declared, declaredRedirects, locales }),
    canonicalPath,
    formPages,
    routeOf,
    /**
     * The address every address the site does not have is answered from, in the path's language
     * (`/hi/anything` -> `/hi/404`): one 404 page a language (page-pipeline.mjs, `notFoundPage`).
     */
    notFoundPathOf: (/** @type {string} */ pagePath) =>
      withPrefix(NOT_FOUND_PATH, prefixOf(pagePath)),
    /** The language an address is in (`/hi/feeds`: `hi`). */
    localeOf: (/** @type {string} */ pagePath) => {
      const prefix = prefixOf(pagePath);
      return locales.find((locale) => locale.prefix === prefix)?.code ?? 'en';
    },
    /** The path in no language's prefix (`/hi/blog/3`: `/blog/3`), as the CMS's articles are listed. */
    withoutPrefix: (/** @type {string} */ pagePath) =>
      pagePath.slice(prefixOf(pagePath).length) || '/',
    /** The article route an article's address is (`/blog/12`: `/blog/`); one segment after it, no more. */
    articlePrefixOf: (/** @type {string} */ pagePath) =>
      routeOf(pagePath)?.dynamic
        ? articlePrefixes.find((prefix) => pagePath.startsWith(prefix))
        : undefined,
    robots: (/** @type {string} */ siteUrl) => robotsTxt(routes, siteUrl),
    sitemap: (
      /** @type {{ path: string, updatedAt?: string }[]} */ articles,
      /** @type {string} */ siteUrl,
    ) => sitemapXml(declared, articles, siteUrl, locales),
  };
}

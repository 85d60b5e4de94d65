// i18n: no visitor text (the problems it names are for developers and release logs).
/**
 * The site's routes, owned by the apps that serve them (ARCHITECTURE.md, "Who owns which route"):
 * each remote declares its pages in its own `src/routes.ts` (a `RemoteRoutes` list: path, head,
 * aliases, article kind, sitemap flag and the page's code) and exposes it as `./routes`; the shell
 * declares its own pages the same way. The renderer loads the live versions' declarations at run
 * time and makes the site's table (`SiteRoute[]`) from them, which the site server (path check,
 * sitemap), the shell's router and the browser (through the page's runtime config) all use, so a
 * remote's release alone adds a page or changes its title.
 */
import { mayExist, type ArticleKind } from '../api/article-index';
import { productMayExist } from '../api/product-index';
import type { Section } from '../types/content';
import type { PageModule } from './remote-pages';

/** Who serves a route: a remote's federation name (`mfe_feeds`) or `shell`. */
export type RouteOwner = string;

/** The head of a page, as its owner declares it. */
export interface RouteHead {
  title: string;
  description: string;
  /** Breadcrumb label. */
  label: string;
  /** The page's own share picture (og:image), over the site's: a path on the site or a URL. */
  shareImage?: { url: string; width: number; height: number; alt: string };
}

/** One page of a remote (or of the shell), in its `src/routes.ts`. */
export interface RouteDeclaration extends RouteHead {
  /** The page's name, unique within its owner (the renderer and the CSS list use it). */
  page: string;
  /** `/feeds`, `/blog/:id` for an article route, `/feeds/:slug` for a product route. */
  path: string;
  /** The page's code: its own chunk. */
  load: () => Promise<PageModule>;
  /** Other spellings that show the same page; the canonical link keeps `path`. */
  aliases?: readonly string[];
  /** The kind of article an `:id` names (checked against the listed numbers). */
  article?: ArticleKind;
  /** The division whose products a `:slug` names (checked against the listed slugs). */
  catalogue?: Section;
  /** Kept out of the sitemap and search results (a demo page). */
  hidden?: boolean;
  /**
   * The page shows what its address's query asks (`/search?q=`): with a query it is rendered for
   * its request alone and never kept (its loader reads `search`); without one, kept as any page.
   */
  query?: boolean;
}

/** What a remote's `./routes` module exports as `routes`. */
export type RemoteRoutes = readonly RouteDeclaration[];

/**
 * One row of the site's table: what routing needs, without the head (which comes with the
 * owner's `./routes` module when the page loads), so the table the browser gets is small.
 */
export interface SiteRoute {
  path: string;
  owner: RouteOwner;
  page: string;
  /** Set on aliases: the path of the page whose spelling is canonical. */
  canonicalPath?: string;
  /** Routes with parameters set their own head once their content has loaded. */
  dynamic?: boolean;
  article?: ArticleKind;
  catalogue?: Section;
  hidden?: boolean;
  query?: true;
}

/**
 * A path a route may declare: lowercase words joined by hyphens, an `:id` (article) or `:slug`
 * (product) parameter at most.
 */
export const ROUTE_PATH_PATTERN =
  /^\/(?:[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*(?:\/:(?:id|slug))?)?$/;

/** A product's slug, as the CMS checks it (cms/src/utils/product-slugs.js): its address's last part. */
export const PRODUCT_SLUG_PATTERN = /^(?=.{1,80}$)[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** What is wrong with one owner's declarations (empty when nothing is). */
export function declarationProblems(owner: RouteOwner, declarations: unknown): string[] {
  if (!Array.isArray(declarations))
    return [`${owner}: its ./routes module exports no \`routes\` list`];
  const problems: string[] = [];
  const pages = new Set<string>();
  const paths = new Set<string>();
  for (const [index, entry] of (declarations as Partial<RouteDeclaration>[]).entries()) {
    const name = typeof entry?.page === 'string' && entry.page ? entry.page : `entry ${index + 1}`;
    const where = `${owner}/${name}`;
    if (typeof entry?.page !== 'string' || !/^[A-Z][A-Za-z0-9]*$/.test(entry.page))
      problems.push(`${where}: a page needs a name in PascalCase (\`page\`)`);
    else if (pages.has(entry.page)) problems.push(`${where}: the page is declared twice`);
    else pages.add(entry.page);
    if (typeof entry?.load !== 'function')
      problems.push(`${where}: the route has no page (\`load\` is not a function)`);
    for (const field of ['title', 'description', 'label'] as const)
      if (typeof entry?.[field] !== 'string' || !entry[field]?.trim())
        problems.push(`${where}: the head has no ${field}`);
    const spellings = [entry?.path, ...(entry?.aliases ?? [])];
    for (const spelling of spellings) {
      if (typeof spelling !== 'string' || !ROUTE_PATH_PATTERN.test(spelling))
        problems.push(
          `${where}: "${String(spelling)}" is not a route path (lowercase words and hyphens, e.g. /broiler-feed-price)`,
        );
      else if (paths.has(spelling)) problems.push(`${where}: ${spelling} is declared twice`);
      else paths.add(spelling);
    }
    const param = typeof entry?.path === 'string' ? /:(id|slug)$/.exec(entry.path)?.[1] : undefined;
    if ((param === 'id') !== (entry?.article !== undefined))
      problems.push(`${where}: an :id route names its article kind, and only an :id route does`);
    if ((param === 'slug') !== (entry?.catalogue !== undefined))
      problems.push(
        `${where}: a :slug route names its division (catalogue), and only a :slug route does`,
      );
  }
  return problems;
}

/** The table rows one owner's declarations make: each path, then each alias. */
export function siteRoutesOf(owner: RouteOwner, declarations: RemoteRoutes): SiteRoute[] {
  return declarations.flatMap((entry) => {
    const row: SiteRoute = {
      path: entry.path,
      owner,
      page: entry.page,
      ...(entry.path.includes(':') ? { dynamic: true } : {}),
      ...(entry.article ? { article: entry.article } : {}),
      ...(entry.catalogue ? { catalogue: entry.catalogue } : {}),
      ...(entry.hidden ? { hidden: true } : {}),
      ...(entry.query ? { query: true as const } : {}),
    };
    return [
      row,
      ...(entry.aliases ?? []).map((alias) => ({ ...row, path: alias, canonicalPath: entry.path })),
    ];
  });
}

/**
 * The site's table from each owner's rows, in the order given: a path claimed by an owner listed
 * earlier stays theirs, and the claim is a problem naming both (a release's preflight refuses it).
 */
export function mergeSiteRoutes(groups: ReadonlyArray<readonly SiteRoute[]>): {
  routes: SiteRoute[];
  problems: string[];
} {
  const byPath = new Map<string, SiteRoute>();
  const problems: string[] = [];
  for (const group of groups)
    for (const route of group) {
      const held = byPath.get(route.path);
      if (held && held.owner !== route.owner)
        problems.push(
          `${route.path} is claimed by both ${held.owner} (${held.page}) and ${route.owner} (${route.page})`,
        );
      if (!held) byPath.set(route.path, route);
    }
  return { routes: [...byPath.values()], problems };
}

let current: readonly SiteRoute[] = [];

/** Sets the site's table: the renderer after loading the live declarations, the browser at boot. */
export function setSiteRoutes(routes: readonly SiteRoute[]): void {
  current = routes;
}

export function siteRoutes(): readonly SiteRoute[] {
  return current;
}

/** Route parameters are record numbers (the ids and article numbers the CMS lists). */
export const ROUTE_ID_PATTERN = /^[1-9]\d{0,9}$/;

/**
 * Whether a route's parameters can name a record: checked before anything loads for the route,
 * on the server (no remote code or CMS query for `/blog/abc`, nor for an article number or product
 * slug the CMS does not list, where the process knows the list: shared/src/api/article-index.ts,
 * product-index.ts) and in the browser alike.
 */
export function routeParamsValid(
  route: SiteRoute,
  params: Record<string, string | undefined>,
): boolean {
  if (!route.dynamic) return true;
  if (route.catalogue) {
    const slug = params.slug ?? '';
    return PRODUCT_SLUG_PATTERN.test(slug) && productMayExist(route.catalogue, slug);
  }
  const id = params.id ?? '';
  return ROUTE_ID_PATTERN.test(id) && (!route.article || mayExist(route.article, id));
}

/** The canonical path of a concrete URL path (aliases point at the declared spelling). */
export function canonicalPathFor(route: SiteRoute, actualPath: string): string {
  return route.canonicalPath ?? (route.dynamic ? actualPath : route.path);
}

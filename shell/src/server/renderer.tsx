/**
 * The site's renderer: the shell's server build (`rspack build --env server`), a Module Federation
 * host for Node that loads each remote's server container over HTTP from the registry and renders
 * a route to HTML: the frame from the shell, the page from its owning remote's current build, its
 * content from the CMS through the page's loader. The site server (`site-server/`) requires the
 * built file and owns caching, invalidation and HTTP; this module owns React.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
// The server build shares the real router packages (shared/build/singletons.ts); StaticRouter is
// the one name the browser's trimmed router list leaves out.
// eslint-disable-next-line no-restricted-imports
import { StaticRouter } from 'react-router';
import { matchPath } from 'react-router-dom';
import { LRUCache } from 'lru-cache';
import {
  createRenderStatus,
  loadHttp,
  modelOfPath,
  mapTileOrigin,
  RenderStatusContext,
  routeParamsValid,
  setArticleIndex,
  setProductIndex,
  setSiteSearch,
  siteRoutes,
  SECTIONS,
  tr,
  type Section,
  type SiteSearch,
  currentLocale,
  DEFAULT_LOCALE,
  localePrefix,
  localizedPath,
  setLocaleSource,
  splitLocalePath,
  type Locale,
  settlePageData,
  type PostedForm,
  type RuntimeConfig,
  type SettledPageData,
} from '@navdhara/shared';
import { preloadLazyCode } from '@navdhara/shared/ui';
import { App } from '../app/App';
import { loadPage } from '../app/page-loader';
import { versionIn } from '../app/remote-registry';
import { loadFrameDictionaries } from '../app/dictionaries';
import { declarationOf, loadDeclarations, loadRemoteDictionary } from '../app/site-routes';
import { fallBack, fallbackSwitchCount, onFallback } from './remote-versions';
/** The remotes' versions in use and the routes they declare (remote-versions.ts). */
export {
  configure,
  effectiveConfig,
  loadRoutes,
  routePaths,
  seedRoutes,
  serverEntryOf,
  type SiteRouting,
} from './remote-versions';

/** The version a manifest URL names (`releases/<version>/`), as the browser reports it. */
export { versionIn };
/** The ids and addresses the site server and tools share with the browser code (shared/src/config/runtime.ts). */
export { SITE_CONTRACT, BOOT_CONTRACT } from '@navdhara/shared';
import { scriptJson, type PageDataPayload } from './page-data-payload';

/** Forms posted without script: checked and stored here, their outcome rendered into the page. */
export { postedFormStatus, type FormClient, type PostedFile } from './posted-forms';
import { submitForm as submitPostedForm, type FormClient, type PostedFile } from './posted-forms';

/** What a render is asked for besides its URL. */
export interface RenderOptions {
  /** The outcome of a form this request posted: shown in the page (never cached). */
  posted?: PostedForm;
}

/** The longest a render waits on the CMS for one item; a hanging CMS never hangs a page. */
export const CMS_WAIT_MS = 3000;

export interface RenderResult {
  status: number;
  /** Tags for <head>: title, meta, canonical (React hoists them to the start of its output). */
  head: string;
  /** The inside of #root. */
  body: string;
  /**
   * The data the browser hydrates from (PageDataPayload), as JSON safe inside a `<script>`: the
   * site server writes it into the page's SITE_CONTRACT.pageDataId script, or serves it apart.
   */
  pageData: string;
  /** Who owns the page rendered ('shell' for the frame's own pages and the 404 page). */
  owner: string;
  /** The owner's name for the page rendered (its `src/routes.ts` key); none for the shell's pages. */
  page?: string;
  /** Some content could not be loaded and none was kept from before: a better render may exist. */
  degraded: boolean;
  /** The page's code could not be loaded or threw: the fallback was rendered. */
  pageFailed: boolean;
  /** Why, for the server's log (also when the page came from a remote's fallback version). */
  problem?: string;
  /** The CMS collections the page's content was read from (the edge's keys for purging it). */
  models: string[];
  /** The page's language (`<html lang>`): the one its path names. */
  locale: Locale;
}

/**
 * The last data each page's items loaded, used when the CMS fails (pages keep their content).
 * Bounded: a page nobody asked for lately is the one forgotten, and addresses made up in their
 * thousands never reach a loader (parameters and article numbers are checked first).
 */
export const LAST_GOOD_PAGES = 500;
const lastGood = new LRUCache<string, SettledPageData>({ max: LAST_GOOD_PAGES });

/** The published article numbers, as the site server lists them (null: not known, ask the CMS). */
export interface ArticleNumbers {
  blog: readonly number[];
  'media-press': readonly number[];
}

/**
 * Tells the renderer which product slugs each division has published (the site server lists
 * them): a product address with any other slug renders the 404 page with no CMS query. A preview
 * is never answered from it (its draft is not listed).
 */
export function setProductSlugs(slugs: Partial<Record<Section, readonly string[]>> | null): void {
  if (!slugs) {
    setProductIndex(null);
    return;
  }
  const known = new Map(Object.entries(slugs).map(([section, list]) => [section, new Set(list)]));
  setProductIndex((section, slug) =>
    previewAccess.getStore() === undefined ? (known.get(section)?.has(slug) ?? false) : undefined,
  );
}

/** A page's head in a language, as the site search lists the pages. */
export interface PageHeadEntry {
  path: string;
  locale: Locale;
  title: string;
  description: string;
  /** The division its owner serves (`mfe_feeds`: `feeds`), if it is one. */
  division?: Section;
}

/**
 * Every page with an address of its own (no alias, no article or product route, nothing hidden),
 * with its head in `locale` as the page shows it, the site's name after `|` left out.
 */
export async function pageHeads(locale: Locale): Promise<PageHeadEntry[]> {
  const routes = siteRoutes().filter((r) => !r.dynamic && !r.hidden && !r.canonicalPath);
  return renderLocale.run(locale, async () => {
    await loadFrameDictionaries(locale).catch(() => undefined);
    const owners = [...new Set(routes.map((r) => r.owner))].filter((o) => o !== 'shell');
    await Promise.all(
      owners.map((owner) =>
        loadDeclarations(owner)
          .then(() => loadRemoteDictionary(owner, locale))
          .catch(() => undefined),
      ),
    );
    return routes.flatMap((route) => {
      const head = declarationOf(route);
      if (!head) return [];
      const division = SECTIONS.find((section) => route.owner === `mfe_${section}`);
      return [
        {
          path: localizedPath(route.path, locale),
          locale,
          title: tr(head.title).replace(/\s*\|[^|]*$/, ''),
          description: tr(head.description),
          ...(division ? { division } : {}),
        },
      ];
    });
  });
}

/** Gives the renderer the site server's search, which the search page renders its results from. */
export function provideSiteSearch(search: SiteSearch | null): void {
  setSiteSearch(search);
}

/**
 * Tells the renderer which article numbers exist: an address with any other number renders the
 * 404 page with no CMS query. A preview is never answered from it (its draft is not listed).
 */
export function setArticleNumbers(numbers: ArticleNumbers | null): void {
  if (!numbers) {
    setArticleIndex(null);
    return;
  }
  const known = { blog: new Set(numbers.blog), 'media-press': new Set(numbers['media-press']) };
  setArticleIndex((kind, number) =>
    previewAccess.getStore() === undefined ? known[kind].has(number) : undefined,
  );
}

/**
 * The CMS credential of the preview being rendered, if any: every CMS request made while that
 * render runs (and only those) asks for drafts with it. Renders run concurrently, so it follows
 * the render's own async context rather than a module variable.
 */
const previewAccess = new AsyncLocalStorage<string>();
/**
 * What the page being rendered read of the CMS, followed like the preview credential, as the site
 * server's change keys (site-server/change-policy.mjs): each collection (`faq`), how it was listed
 * (`faq:feeds` for one section, `faq:*` otherwise) and each entry it got (`faq#<documentId>`), so
 * a change of one entry renders again only the pages that may show it.
 */
const modelsRead = new AsyncLocalStorage<Set<string>>();
let cmsRequests: Promise<void> | null = null;

/** The section a CMS list was asked for (`filters[section][$eq]`), if it was only one. */
function sectionListed(params: unknown): string | undefined {
  const filters = (params as { filters?: { section?: { $eq?: unknown } } } | undefined)?.filters;
  const section = filters?.section?.$eq;
  return typeof section === 'string' ? section : undefined;
}

/** The documentIds of the entries a CMS answer holds (a list or one entry). */
function documentIdsOf(body: unknown): string[] {
  const data = (body as { data?: unknown } | null)?.data;
  const entries = Array.isArray(data) ? data : data ? [data] : [];
  return entries
    .map((entry) => (entry as { documentId?: unknown } | null)?.documentId)
    .filter((id): id is string => typeof id === 'string');
}

/** Watches the CMS requests renders make: drafts asked for in previews, collections read noted. */
function watchCmsRequests(): Promise<void> {
  cmsRequests ??= loadHttp().then(({ apiClient }) => {
    apiClient.interceptors.request.use((request) => {
      const model = modelOfPath(request.url ?? '');
      const read = modelsRead.getStore();
      if (model && read) read.add(model).add(`${model}:${sectionListed(request.params) ?? '*'}`);
      const token = previewAccess.getStore();
      if (token && (request.method ?? 'get').toLowerCase() === 'get') {
        request.params = { ...(request.params as object), status: 'draft' };
        request.headers.set('Authorization', `Bearer ${token}`);
      }
      return request;
    });
    apiClient.interceptors.response.use((response) => {
      const model = modelOfPath(response.config.url ?? '');
      const read = modelsRead.getStore();
      if (model && read) for (const id of documentIdsOf(response.data)) read.add(`${model}#${id}`);
      return response;
    });
  });
  cmsRequests.catch(() => (cmsRequests = null));
  return cmsRequests;
}

/**
 * What the page CSP must allow beyond the site, its remotes and its CMS, for a registry: the map
 * tile origin, derived from the site config's tile source (or the environment's override) so the
 * site server never spells it a second time.
 */
export function pageSources(config: RuntimeConfig): { img: string[] } {
  return { img: [mapTileOrigin(config.mapTiles)] };
}

/** Splits React's output into the hoisted head tags it starts with and the rest. */
function splitHead(html: string): { head: string; body: string } {
  const match = /^(?:<(?:title|meta|link)\b[^>]*>(?:[^<]*<\/title>)?)+/.exec(html);
  if (!match) return { head: '', body: html };
  return { head: match[0], body: html.slice(match[0].length) };
}

function withLastGood(
  path: string,
  data: SettledPageData,
  preview: boolean,
): { data: SettledPageData; degraded: boolean } {
  // A preview's drafts are never kept for the public page, nor does it borrow published data.
  if (preview)
    return { data, degraded: Object.values(data).some((item) => item.status === 'error') };
  const previous = lastGood.get(path) ?? {};
  const merged: SettledPageData = {};
  let degraded = false;
  for (const [name, item] of Object.entries(data)) {
    const kept = previous[name];
    if (item.status === 'error' && kept?.status === 'success') merged[name] = kept;
    else {
      merged[name] = item;
      if (item.status === 'error') degraded = true;
    }
  }
  lastGood.set(path, {
    ...previous,
    ...Object.fromEntries(Object.entries(merged).filter(([, item]) => item.status === 'success')),
  });
  return { data: merged, degraded };
}

/** The frame and page for `url`, as the browser will hydrate them. */
function renderApp(
  url: string,
  payload: PageDataPayload,
  status: ReturnType<typeof createRenderStatus>,
): string {
  return renderToString(
    <StrictMode>
      <RenderStatusContext.Provider value={status}>
        <StaticRouter location={url} basename={localePrefix(currentLocale()) || undefined}>
          <App initialPage={{ ...payload }} />
        </StaticRouter>
      </RenderStatusContext.Provider>
    </StrictMode>,
  );
}

/**
 * Renders one URL (path and query) of the site. If the page's remote fails in its live version
 * and the registry names a previous one, the page is rendered again from that version.
 */
export async function render(url: string, options: RenderOptions = {}): Promise<RenderResult> {
  const switchesBefore = fallbackSwitchCount();
  const result = await renderOnce(url, false, options);
  if (!result.pageFailed || !result.problem) return result;
  // Another render moved a remote to its fallback while this one ran on the failing version.
  if (fallbackSwitchCount() !== switchesBefore && onFallback(result.owner))
    return renderOnce(url, false, options);
  const phase = result.problem.includes('threw while rendering') ? 'render' : 'load';
  const fellBack = fallBack(result.owner, phase, result.problem);
  if (!fellBack) return result;
  const again = await renderOnce(url, false, options);
  return { ...again, problem: again.problem ? `${fellBack}; then ${again.problem}` : fellBack };
}

/**
 * Renders one URL with the CMS's drafts instead of its published content, read with `draftsToken`
 * (the site's preview credential): what the page will look like once the drafts are published.
 * Nothing of it is kept for public renders.
 */
export async function renderPreview(url: string, draftsToken: string): Promise<RenderResult> {
  return previewAccess.run(draftsToken, () => renderOnce(url, true));
}

/** The language of the render under way (each render runs in its own async context). */
const renderLocale = new AsyncLocalStorage<Locale>();
setLocaleSource(() => renderLocale.getStore() ?? DEFAULT_LOCALE);

/**
 * A form posted without script, checked and stored in the language of the page it was posted to
 * (`/hi/contact-us`: Hindi): the CMS records that language with it, and the openings it is checked
 * against are that page's.
 */
export function submitForm(
  fields: URLSearchParams,
  client: FormClient,
  resume: PostedFile | null = null,
  pagePath = '/',
): ReturnType<typeof submitPostedForm> {
  const { locale } = splitLocalePath(pagePath);
  return renderLocale.run(locale, () => submitPostedForm(locale, fields, client, resume));
}

/** Renders one URL in the language its path names (`/hi/feeds`: Hindi), with that language's texts. */
async function renderOnce(
  url: string,
  preview = false,
  options: RenderOptions = {},
): Promise<RenderResult> {
  const { locale, path } = splitLocalePath(new URL(url, 'http://site.invalid').pathname);
  return renderLocale.run(locale, async () => {
    await loadFrameDictionaries(locale).catch(() => undefined);
    return { ...(await renderInLocale(locale, url, path, preview, options)), locale };
  });
}

async function renderInLocale(
  locale: Locale,
  url: string,
  path: string,
  preview: boolean,
  options: RenderOptions,
): Promise<Omit<RenderResult, 'locale'>> {
  const matched = siteRoutes().find((r) => matchPath(r.path, path));
  // No route, or parameters that cannot name a record (not a number, or an article number the
  // CMS does not list): the 404 page, with no remote code and no CMS query.
  const notFound =
    matched === undefined ||
    !routeParamsValid(matched, matchPath(matched.path, path)?.params ?? {});
  const route = notFound ? undefined : matched;
  let data: SettledPageData = {};
  let degraded = false;
  let pageFailed = false;
  let problem: string | undefined;
  const models = new Set<string>();
  if (route) {
    try {
      const module = await loadPage(route);
      // Islands and static parts render in full on the server: every one defined so far (the UI
      // kit's, the frame's, and those of the page just loaded) has its code before the render.
      await preloadLazyCode();
      const params = matchPath(route.path, path)?.params ?? {};
      const settled = withLastGood(
        localizedPath(path, locale),
        await modelsRead.run(models, async () => {
          await watchCmsRequests();
          const { search } = new URL(url, 'http://site.invalid');
          return settlePageData(module.loader, { locale, params, search }, CMS_WAIT_MS);
        }),
        preview,
      );
      data = settled.data;
      degraded = settled.degraded;
    } catch (error) {
      pageFailed = true;
      problem = `${route.owner}/${route.page} could not be loaded: ${error instanceof Error ? error.message : String(error)}`;
    }
  }
  const status = createRenderStatus();
  const payload: PageDataPayload = {
    path,
    data,
    ...(pageFailed ? { pageFailed } : {}),
    ...(notFound ? { notFound } : {}),
    ...(options.posted ? { posted: options.posted } : {}),
  };
  let html: string;
  try {
    html = renderApp(url, payload, status);
  } catch (error) {
    // A page that throws while rendering: the frame with the fallback, as the browser shows it.
    pageFailed = true;
    problem = `${route?.owner}/${route?.page} threw while rendering: ${error instanceof Error ? error.message : String(error)}`;
    payload.pageFailed = true;
    payload.data = {};
    html = renderApp(url, payload, status);
  }
  const { head, body } = splitHead(html);
  return {
    status: pageFailed ? 503 : status.status,
    head,
    body,
    pageData: scriptJson(payload),
    owner: route?.owner ?? 'shell',
    ...(route && route.owner !== 'shell' ? { page: route.page } : {}),
    degraded,
    pageFailed,
    ...(problem ? { problem } : {}),
    models: [...models],
  };
}

// @ts-check
/**
 * The site server's parts wired together (ARCHITECTURE.md, "The render path"): the renderer, the
 * page pipeline, the articles, the change handling and the request handlers, over one state
 * (site-state.mjs). The routes (routes/*.mjs) answer with what this returns.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createArticles } from './articles.mjs';
import { createCatalogue } from './catalogue.mjs';
import { watchChanges } from './changes.mjs';
import { inlineScriptHashes, shellStylesheet } from './document.mjs';
import { createEdgeCheck } from './edge-purge.mjs';
import { createFailureReports } from './failure-reports.mjs';
import { createFormRequests } from './form-requests.mjs';
import { createMedia } from './media.mjs';
import { pageDataAddress } from './page-data.mjs';
import { createPagePipeline } from './page-pipeline.mjs';
import { createPreview } from './preview.mjs';
import { createPageHeaders } from './security-headers.mjs';
import { createSiteRouting } from './site-routing.mjs';
import { createSiteSearch, kindsOf } from './site-search.mjs';
import { splitRegistry } from './site-state.mjs';
import { versionLabel } from './version-counts.mjs';

/**
 * @typedef {import('./site-state.mjs').RuntimeConfig} RuntimeConfig
 * @typedef {import('./site-state.mjs').Registry} Registry
 * @typedef {import('./site-state.mjs').Renderer} Renderer
 * @typedef {Awaited<ReturnType<typeof loadSite>>} LoadedSite
 */

/**
 * @typedef {{
 *   shellDir: string,
 *   registry: () => Registry | Promise<Registry>,
 *   revalidateSecret?: string,
 *   pollMs?: number,
 *   extraConnect?: string[],
 *   logger?: import('pino').Logger,
 *   preview?: { secret: string, draftsToken: string, revokedBefore?: number },
 *   formsKey?: string,
 *   versionPreview?: { secret: string, idleMs?: number, max?: number },
 *   cache?: { maxPages?: number, maxBytes?: number, maxNotFound?: number, maxRenders?: number },
 *   redisUrl?: string,
 *   edgePurgeUrls?: string[],
 *   edgeKey?: string,
 *   trustProxy?: string,
 *   origins?: string[],
 *   counts?: ReturnType<typeof import('./version-counts.mjs').createVersionCounts>,
 *   versionServer?: boolean,
 *   canaryRule?: typeof import('./canary.mjs').CANARY_RULE,
 * }} SiteOptions
 * `redisUrl`: the Redis the site servers of one site share (content changes reach them all);
 * `edgePurgeUrls`: the edge caches in front of them, told to drop the pages a change concerns;
 * `edgeKey`: the secret those edges send (EDGE_KEY_HEADER), to them alone pages name their keys;
 * `trustProxy`: their addresses, whose X-Forwarded-For names the visitor (forms, reports);
 * `origins`: where else the site is served besides its `siteUrl` (a local port, a staging name):
 *   a form is taken from its page at these origins too, never from whatever `Host` says;
 * `versionPreview`: signs the links to a staged version of a remote (version-preview.mjs); its
 *   preview servers stop after `idleMs` unused (10 minutes), at most `max` at once (2);
 * `preview.revokedBefore`: preview links made before this time (ms since 1970) show nothing;
 * `counts`: where the pages served and the failures are counted per remote version;
 * `versionServer`: this is a version's server (version-servers.mjs), counting for its parent;
 * `canaryRule`: when a canary is taken back (canary.mjs, CANARY_RULE by default).
 */

/**
 * What the pages and the failure reports count with: a remote's page or failure, for the version
 * of it the registry names now (version-counts.mjs); nothing for the shell's own pages.
 * @param {import('./site-state.mjs').SiteState} state
 * @param {Renderer} renderer
 * @param {SiteOptions['counts']} counts
 */
function countedBy(state, renderer, counts) {
  /** @type {Map<string, string>} a manifest's label, worked out once (a kept page is most answers) */
  const labels = new Map();
  const label = (/** @type {string} */ owner) => {
    const manifest = state.config.remotes[owner];
    if (!manifest) return null;
    let known = labels.get(manifest);
    if (!known) labels.set(manifest, (known = versionLabel(owner, renderer.versionIn(manifest))));
    return known;
  };
  return {
    /** Counts `field` for the live version of `owner` (a Module Federation name). */
    add(
      /** @type {string} */ owner,
      /** @type {import('./version-counts.mjs').CountField} */ field,
      /** @type {string | undefined} */ version = undefined,
    ) {
      if (!counts) return;
      const which = version ? versionLabel(owner, version) : label(owner);
      if (which) counts.add(which, field);
    },
  };
}

/** The renderer: the shell's server build, a CommonJS file (required once per process). */
export function requireRenderer(/** @type {string} */ shellDir) {
  const require = createRequire(import.meta.url);
  return /** @type {Renderer} */ (require(path.join(shellDir, 'server', 'renderer.js')));
}

/**
 * The site's state at its start: the registry as read; the routes come with the first poll, which
 * loads the live apps' route declarations (changes.mjs).
 * @returns {import('./site-state.mjs').SiteState}
 */
function initialState(
  /** @type {Registry} */ read,
  /** @type {(config: RuntimeConfig) => Record<string, string>} */ headersOf,
) {
  const { config, canaries } = splitRegistry(read);
  return {
    config,
    canaries,
    builds: {},
    headers: headersOf(config),
    routing: createSiteRouting({ routes: [], redirects: {} }),
  };
}

/**
 * Reads the registry and each remote's manifests, and gives the parts the routes answer with
 * (routes/*.mjs, through `app.site()`).
 * @param {SiteOptions & { logger: import('pino').Logger, renderer: Renderer }} options
 */
export async function loadSite(options) {
  const shellDir = path.resolve(options.shellDir);
  const { registry, logger, renderer } = options;
  const template = fs.readFileSync(path.join(shellDir, 'index.html'), 'utf8');
  // The remotes' routes as the shell's build knew them: a remote down at start keeps its pages.
  const known = path.join(shellDir, 'known-routes.json');
  if (fs.existsSync(known)) renderer.seedRoutes(JSON.parse(fs.readFileSync(known, 'utf8')));
  const headersFor = createPageHeaders({
    renderer,
    extraConnect: options.extraConnect ?? [],
    inlineScripts: inlineScriptHashes(template),
  });
  const state = initialState(await registry(), headersFor.page);
  const articles = createArticles({ state, renderer });
  const catalogue = createCatalogue({ state, renderer });
  const search = createSiteSearch({ state, renderer, catalogue, logger });
  renderer.provideSiteSearch((query, searchOptions) => search.answer(query, searchOptions));
  const counted = countedBy(state, renderer, options.counts);
  const pipeline = createPagePipeline({
    state,
    renderer,
    logger,
    counted,
    template,
    shellCss: shellStylesheet(shellDir, template),
    fromEdge: createEdgeCheck(options.edgeKey),
    ...(options.cache ? { limits: options.cache } : {}),
  });
  const changes = await watchChanges({
    state,
    renderer,
    logger,
    registry,
    pageHeaders: headersFor.page,
    pipeline,
    articles,
    // The products and the search follow every change, this instance's and the cluster's.
    onChange: (change) => {
      if (kindsOf(change).includes('product')) catalogue.forget();
      void search.refresh(change);
    },
    pollMs: options.pollMs ?? 1000,
    revalidateSecret: options.revalidateSecret,
    redisUrl: options.redisUrl,
    edgePurgeUrls: options.edgePurgeUrls,
  });
  void search.refresh();
  // Every article and product (products unlisted when the CMS cannot list them now).
  const currentSitemap = () =>
    Promise.all([articles.current(), catalogue.sitemapRows().catch(() => [])]).then(
      ([list, products]) => state.routing.sitemap([...list, ...products], state.config.siteUrl),
    );
  return {
    state,
    renderer,
    logger,
    pipeline,
    articles,
    catalogue,
    search,
    changes,
    currentSitemap,
    reports: createFailureReports({ state, renderer, logger, counted }),
    forms: createFormRequests({
      state,
      renderer,
      logger,
      pipeline,
      formsKey: options.formsKey,
      origins: options.origins ?? [],
    }),
    preview: createPreview({
      preview: options.preview,
      state,
      renderer,
      logger,
      documentOf: pipeline.documentOf,
      previewHeaders: headersFor.preview,
    }),
    media: createMedia({ state, logger }),
    cache: pipeline.cache,
    /**
     * For the export: renders one path to its final HTML and status, and the data the HTML names
     * with its address (page-data.mjs), for a file there.
     */
    async renderToFile(/** @type {string} */ pagePath) {
      const entry = await pipeline.cache.refresh(pagePath);
      const data = entry.data && {
        address: pageDataAddress(renderer.SITE_CONTRACT.pageDataPath, pagePath, entry.data.id),
        json: entry.data.raw,
      };
      return { status: entry.status, html: entry.raw.toString('utf8'), data };
    },
    robots: () => state.routing.robots(state.config.siteUrl),
    routes: () => state.routing.routes,
    redirects: () => state.routing.redirects,
    config: () => state.config,
    contentChanged: changes.contentChanged,
    /** Replaces the route table at run time (site-routing.mjs); false when it is the same. */
    setRoutes: changes.setRoutes,
    stop: changes.stop,
  };
}

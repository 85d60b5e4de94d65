// @ts-check
/**
 * The site server: what visitors and search engines get at the site's origin.
 *
 *   request ─► page cache ─(miss or stale)─► renderer (shell/dist/server/renderer.js)
 *                                               ├─ frame: the shell's server build
 *                                               ├─ page: the owning remote's server container, over HTTP
 *                                               └─ content: the CMS, through the page's loader
 *
 * It also serves the shell's browser assets, the registry (/runtime-config.json), the sitemap and
 * robots.txt, and takes the CMS's change webhook. It watches the registry and each remote's
 * manifests: a remote released alone is rendered from its new build within about a second.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Readable } from 'node:stream';
import fastifyCompress from '@fastify/compress';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { LRUCache } from 'lru-cache';
import { SUBMITTED } from '../cms/src/content-types.js';
import { createCanonicalPath } from './canonical-path.mjs';
import { compileCss } from './critical-css.mjs';
import {
  contentHashOf,
  NO_CSS,
  inlineScriptHashes,
  renderDocument,
  shellStylesheet,
} from './document.mjs';
import { errorText, silentLogger } from './log.mjs';
import { BusyError, createPageCache, createRenderSlots } from './page-cache.mjs';
import {
  FORM_BODY_MAX_BYTES,
  FORM_POSTS_AT_ONCE,
  FORM_POSTS_QUEUED,
  FORM_POST_WAIT_MS,
  FORM_TOO_LARGE,
  createClientTurns,
  crossSiteReason,
  multipartForm,
} from './form-posts.mjs';
import { createClusterBus } from './cluster-bus.mjs';
import {
  ALL_PAGES_KEY,
  createEdgeCheck,
  createEdgePurger,
  modelKey,
  surrogateKeys,
} from './edge-purge.mjs';
import { markAsPreview, previewRefusal } from './preview.mjs';
import { articleKindOf, articleNumbers, listArticles, robotsTxt, sitemapXml } from './sitemap.mjs';
import {
  BASE_HEADERS,
  createHttpApp,
  sendText,
  staticOptions,
  textHeaders,
  types,
  withoutStaleCopies,
} from './static-files.mjs';

/** Content types no page shows: a new enquiry or application changes nothing on the site. */
const PRIVATE_MODELS = new Set(SUBMITTED);
const MANIFEST_TIMEOUT_MS = 2000;

/**
 * The CMS's pictures the site serves on its own origin (`/uploads/<file>`, see `serveMedia`):
 * one file name, an image type. The CMS's other uploads (job applicants' resumes) are not the
 * site's to serve, under any spelling.
 */
const MEDIA_FILE = /^[\w-]+(?:\.[\w-]+)*\.(?:avif|gif|jpe?g|png|svg|webp)$/i;
const MEDIA_TIMEOUT_MS = 10_000;
/** Cached a day by browsers and edge caches (the CMS names each upload with a hash of its own). */
const MEDIA_CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800';
/** A picture opened on its own runs nothing (an SVG's script, say) on the site's origin. */
const MEDIA_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/**
 * What the server and the renderer exchange, typed once at their source: the registry the browser
 * and the renderer read (shared/src/config/runtime.ts), and the renderer itself, the shell's
 * server build (shell/src/server/renderer.tsx), whose built CommonJS file the server requires.
 * @typedef {import('../shared/src/config/runtime').RuntimeConfig} RuntimeConfig
 * @typedef {typeof import('../shell/src/server/renderer')} Renderer
 * @typedef {import('../shell/src/server/renderer').RenderResult} RenderResult
 * @typedef {ReturnType<Renderer['pageSources']>} PageSources what pages load from elsewhere
 * @typedef {import('./document.mjs').PageCss} PageCss
 */

/** @typedef {ReturnType<typeof createSiteServer>} SiteServer */
/** @typedef {Awaited<ReturnType<typeof loadSite>>} LoadedSite */
/** @typedef {import('fastify').FastifyRequest} Request */
/** @typedef {import('fastify').FastifyReply} Reply */

/**
 * A page served while it renders again after a change: an edge cache in front (several site
 * servers) must ask again rather than keep it for the next minute.
 */
export const RENEWING_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=0, stale-if-error=86400';

/** Cache-Control of pages: browsers revalidate; a CDN may keep them and serve stale on errors. */
export const PAGE_CACHE_CONTROL =
  'public, max-age=0, s-maxage=60, stale-while-revalidate=600, stale-if-error=86400';

/**
 * The page Content-Security-Policy for a registry: the site, its remotes and its CMS, and the
 * sources pages load from elsewhere (`sources.img`: the map tile origin, which the renderer derives
 * from the site config so it is spelled once). `framedBy`: origins besides the site that may show
 * the page in a frame (the CMS admin, for a preview); `inlineScripts`: the hashes of the template's
 * inline scripts (inlineScriptHashes).
 */
export function pagePolicy(
  /** @type {RuntimeConfig} */ config,
  /** @type {string[]} */ extraConnect = [],
  /** @type {PageSources} */ sources = { img: [] },
  /** @type {{ framedBy?: string[], inlineScripts?: string[] }} */ {
    framedBy = [],
    inlineScripts = [],
  } = {},
) {
  const remotes = [...new Set(Object.values(config.remotes).map((url) => new URL(url).origin))];
  const cms = new URL(config.cmsUrl).origin;
  const own = remotes.join(' ');
  const images = [...new Set(sources.img)].join(' ');
  return [
    "default-src 'self'",
    // The template's inline scripts by hash: the boot script and the prefetch rules.
    `script-src 'self' ${inlineScripts.join(' ')} ${own}`.replace(/ +/g, ' ').trim(),
    `style-src 'self' 'unsafe-inline' ${own}`.trim(),
    `img-src 'self' data: blob: ${cms} ${own} ${images}`.trim(),
    // The web fonts are the shell's own files (shared/build/boot.js loads them); no remote has any.
    "font-src 'self'",
    `connect-src 'self' ${cms} ${own} ${extraConnect.join(' ')}`.trim(),
    // No page embeds another site (the location maps are drawn here from image tiles).
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors 'self' ${framedBy.join(' ')}`.trim(),
  ].join('; ');
}

async function fetchText(/** @type {string} */ url) {
  const response = await fetch(url, {
    signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS),
    headers: { 'Cache-Control': 'no-cache' },
  });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.text();
}

/**
 * @typedef {{
 *   shellDir: string,
 *   registry: () => RuntimeConfig | Promise<RuntimeConfig>,
 *   revalidateSecret?: string,
 *   pollMs?: number,
 *   extraConnect?: string[],
 *   logger?: import('pino').Logger,
 *   preview?: { secret: string, draftsToken: string, revokedBefore?: number },
 *   formsKey?: string,
 *   cache?: { maxPages?: number, maxBytes?: number, maxNotFound?: number, maxRenders?: number },
 *   redisUrl?: string,
 *   edgePurgeUrls?: string[],
 *   edgeKey?: string,
 *   trustProxy?: string,
 * }} SiteOptions
 * `redisUrl`: the Redis the site servers of one site share (content changes reach them all);
 * `edgePurgeUrls`: the edge caches in front of them, told to drop the pages a change concerns;
 * `edgeKey`: the secret those edges send (EDGE_KEY_HEADER), to them alone pages name their keys;
 * `trustProxy`: their addresses, whose X-Forwarded-For names the visitor (forms, reports);
 * `preview.revokedBefore`: preview links made before this time (ms since 1970) show nothing.
 */

/** The renderer: the shell's server build, a CommonJS file (required once per process). */
function requireRenderer(/** @type {string} */ shellDir) {
  const require = createRequire(import.meta.url);
  return /** @type {Renderer} */ (require(path.join(shellDir, 'server', 'renderer.js')));
}

/**
 * Reads the registry and each remote's manifests, and answers requests from then on (`handle`);
 * createSiteServer below puts it behind HTTP.
 * @param {SiteOptions & { logger: import('pino').Logger, renderer: Renderer }} options
 */
async function loadSite(options) {
  const shellDir = path.resolve(options.shellDir);
  const {
    registry,
    revalidateSecret,
    pollMs = 1000,
    extraConnect = [],
    logger,
    renderer,
  } = options;
  const fromEdge = createEdgeCheck(options.edgeKey);
  const edge = options.edgePurgeUrls?.length
    ? createEdgePurger({ urls: options.edgePurgeUrls, logger })
    : null;
  const template = fs.readFileSync(path.join(shellDir, 'index.html'), 'utf8');
  const routing = JSON.parse(fs.readFileSync(path.join(shellDir, 'route-patterns.json'), 'utf8'));
  const shellCss = shellStylesheet(shellDir, template);
  const inlineScripts = inlineScriptHashes(template);

  let config = await registry();
  /** @type {Record<string, string>} remote -> version (hash of its manifests) */
  let versions = {};
  /** @type {LRUCache<string, Promise<PageCss>>} remote and page -> its CSS, per version (bounded) */
  const remoteCss = new LRUCache({ max: 256 });
  let headers = pageHeaders(config);

  function pageHeaders(/** @type {RuntimeConfig} */ current) {
    return {
      ...BASE_HEADERS,
      'Content-Type': types.html,
      'Cache-Control': PAGE_CACHE_CONTROL,
      Vary: 'Accept-Encoding',
      'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
      'X-Frame-Options': 'SAMEORIGIN',
      'Content-Security-Policy': pagePolicy(current, extraConnect, renderer.pageSources(current), {
        inlineScripts,
      }),
    };
  }
  /**
   * The CSS one page of a remote needs in its HTML, from the remote's `page-css.json` (its chunks
   * and those it loads later, such as a form that hydrates when seen): not the stylesheets of the
   * shared packages' fallback copies, which the shell's own copies replace in the browser, except
   * the division kit's (each remote serves its own).
   */
  function cssOf(/** @type {string} */ owner, /** @type {string} */ page) {
    // The version pages are rendered from: the live one, or its fallback after a failure.
    const manifestUrl = renderer.effectiveConfig(config).remotes[owner];
    if (!manifestUrl) return Promise.resolve(NO_CSS);
    const key = `${manifestUrl}#${versions[owner]}#${page}`;
    let css = remoteCss.get(key);
    if (!css) {
      css = (async () => {
        const [manifest, list] = await Promise.all([
          fetchText(manifestUrl).then((text) => JSON.parse(text)),
          fetchText(new URL(renderer.SITE_CONTRACT.pageCssFile, manifestUrl).href).then(
            (text) => /** @type {import('./document.mjs').PageCssList} */ (JSON.parse(text)),
          ),
        ]);
        const files = list.pages[page] ?? [];
        /** @typedef {{ name: string, assets: { css: { sync: string[], async: string[] } } }} Part */
        const cssOfPart = (/** @type {Part} */ part) => [
          ...part.assets.css.sync,
          ...part.assets.css.async,
        ];
        /** @type {Part[]} */
        const shared = manifest.shared ?? [];
        const replaced = new Set(
          shared
            .filter((part) => part.name !== '@navdhara/shared/division')
            .flatMap(cssOfPart)
            .map(contentHashOf),
        );
        const own = files.filter((file) => !replaced.has(contentHashOf(file)));
        const unique = [...new Map(own.map((file) => [contentHashOf(file), file])).values()];
        const texts = await Promise.all(
          unique.map(async (file) => {
            const url = new URL(file, manifestUrl).href;
            return (await fetchText(url)).replace(/url\((['"]?)([^'")]+)\1\)/g, (match, _q, ref) =>
              ref.startsWith('data:') ? match : `url("${new URL(ref, url).href}")`,
            );
          }),
        );
        return compileCss(texts.join('\n'));
      })();
      css.catch(() => remoteCss.delete(key));
      remoteCss.set(key, css);
    }
    return css;
  }

  /** A render in the shell's template, with the frame's and the page's CSS inlined. */
  async function documentOf(/** @type {RenderResult} */ result) {
    const page =
      result.owner === 'shell' || !result.page
        ? NO_CSS
        : await cssOf(result.owner, result.page).catch((/** @type {unknown} */ error) => {
            // The page is still served, styled by its script once that loads.
            logger.warn(
              { event: 'page-css', owner: result.owner, page: result.page },
              `No stylesheet list for the page: ${errorText(error)}`,
            );
            return NO_CSS;
          });
    return renderDocument({
      template,
      result,
      stylesheets: [shellCss, page],
      config: renderer.effectiveConfig(config),
      configId: renderer.SITE_CONTRACT.runtimeConfigId,
    });
  }

  /**
   * Published articles, listed once for the sitemap and for the renderer's article numbers (an
   * address with a number not listed is a 404 with no CMS query). Listed again after a content
   * change, and at least every ARTICLES_MAX_AGE_MS; renders wait for a listing under way, so a
   * page rendered just after a publish never misses the new article.
   */
  const ARTICLES_MAX_AGE_MS = 60_000;
  /** @type {ReturnType<typeof listArticles> | null} */
  let articles = null;
  let articlesListedAt = 0;
  function currentArticles() {
    if (articles && Date.now() - articlesListedAt > ARTICLES_MAX_AGE_MS) articles = null;
    if (!articles) {
      articlesListedAt = Date.now();
      const listing = listArticles(config.cmsUrl).then((list) => {
        renderer.setArticleNumbers(articleNumbers(list));
        return list;
      });
      listing.catch(() => {
        // Not known: pages ask the CMS, as before.
        renderer.setArticleNumbers(null);
        if (articles === listing) articles = null;
      });
      articles = listing;
    }
    return articles;
  }

  /**
   * An article address whose number the listing does not hold may be an article published since
   * (its webhook not arrived yet): the articles are listed again before it is rendered as a 404,
   * at most once every ARTICLES_RECHECK_MS, so made-up addresses cost one listing now and then.
   */
  const ARTICLES_RECHECK_MS = 2000;
  // The route table's parameterised routes are its article routes (`/blog/:id`, ...).
  const articlePrefixes = routing.routes
    .filter((/** @type {{ dynamic: boolean }} */ route) => route.dynamic)
    .map((/** @type {{ path: string }} */ route) => route.path.replace(/:id$/, ''));
  const isArticlePath = (/** @type {string} */ pagePath) =>
    articlePrefixes.some((/** @type {string} */ prefix) => pagePath.startsWith(prefix));
  /** Whether the path is an article address whose number the listing (checked again) lacks. */
  async function isUnknownArticle(/** @type {string} */ pagePath) {
    if (!isArticlePath(pagePath)) return false;
    let list = await currentArticles().catch(() => null);
    if (!list || list.some((article) => article.path === pagePath)) return false;
    if (Date.now() - articlesListedAt >= ARTICLES_RECHECK_MS) {
      articles = null;
      list = await currentArticles().catch(() => null);
      if (!list || list.some((article) => article.path === pagePath)) return false;
    }
    return true;
  }

  /**
   * Made-up article addresses (a crawler's, a script's) all get the same 404 page but for the
   * address in its payload: the first of each article route is rendered, the next ones are made
   * from it, so a flood of them costs no render (each stays a 404 of its own, kept under the
   * cache's 404 bound). Forgotten on any invalidation.
   * @type {Map<string, { path: string, page: import('./page-cache.mjs').Rendered }>}
   */
  let notFoundPages = new Map();
  let notFoundGeneration = 0;
  function forgetNotFoundPages() {
    notFoundPages = new Map();
    notFoundGeneration += 1;
  }
  const payloadPath = (/** @type {string} */ pagePath) => `"path":${JSON.stringify(pagePath)}`;
  function fromNotFoundPage(/** @type {string} */ prefix, /** @type {string} */ pagePath) {
    const template = notFoundPages.get(prefix);
    if (!template) return null;
    const parts = template.page.html.split(payloadPath(template.path));
    if (parts.length !== 2) return null;
    return { ...template.page, html: parts.join(payloadPath(pagePath)) };
  }

  /**
   * The collections a page shows: those its content was read from, and at an article's address
   * that article's collection even on a 404 (no CMS query made it; publishing there changes it).
   */
  function modelsShown(/** @type {string} */ pagePath, /** @type {string[]} */ read) {
    const kind = articleKindOf(pagePath);
    return kind && !read.includes(kind) ? [...read, kind] : read;
  }

  const cache = createPageCache({
    logger,
    ...(options.cache?.maxPages ? { maxEntries: options.cache.maxPages } : {}),
    ...(options.cache?.maxBytes ? { maxBytes: options.cache.maxBytes } : {}),
    ...(options.cache?.maxNotFound ? { maxNotFound: options.cache.maxNotFound } : {}),
    ...(options.cache?.maxRenders ? { maxRenders: options.cache.maxRenders } : {}),
    async render(pagePath) {
      const generation = notFoundGeneration;
      const prefix = (await isUnknownArticle(pagePath))
        ? articlePrefixes.find((/** @type {string} */ start) => pagePath.startsWith(start))
        : undefined;
      const made = prefix ? fromNotFoundPage(prefix, pagePath) : null;
      if (made) return made;
      const result = await renderer.render(pagePath);
      if (result.problem)
        logger.warn({ event: 'failure', path: pagePath, owner: result.owner }, result.problem);
      const page = {
        status: result.status,
        html: await documentOf(result),
        owner: result.owner,
        failed: result.pageFailed,
        degraded: result.degraded,
        keys: surrogateKeys({ owner: result.owner, models: modelsShown(pagePath, result.models) }),
      };
      if (
        prefix &&
        page.status === 404 &&
        !page.failed &&
        !page.degraded &&
        generation === notFoundGeneration
      )
        notFoundPages.set(prefix, { path: pagePath, page });
      return page;
    },
  });

  /** Renders the given pages again in the background, one at a time (two cores, one CMS). */
  let queue = Promise.resolve();
  function renderAgain(/** @type {string[]} */ paths) {
    for (const pagePath of paths)
      queue = queue.then(() =>
        cache.refresh(pagePath, 'background').then(
          () => undefined,
          () => undefined,
        ),
      );
  }

  function currentSitemap() {
    return currentArticles().then((list) => sitemapXml(routing.routes, list, config.siteUrl));
  }

  // The first reading is this instance's start, not a change: the edge has nothing to drop for it.
  let polled = false;
  /** Reads the registry and each remote's manifests; re-registers and re-renders what changed. */
  async function poll() {
    const next = await registry();
    const nextVersions = { ...versions };
    await Promise.all(
      Object.entries(next.remotes).map(async ([name, manifestUrl]) => {
        try {
          const [browser, server] = await Promise.all([
            fetchText(manifestUrl),
            fetchText(new URL('server/mf-manifest.json', manifestUrl).href),
          ]);
          nextVersions[name] = createHash('sha1')
            .update(manifestUrl)
            .update(browser)
            .update(server)
            .digest('hex')
            .slice(0, 16);
        } catch {
          // Unreachable: keep what is known (its pages keep their last good render).
          nextVersions[name] ??=
            `unreachable-${createHash('sha1').update(manifestUrl).digest('hex').slice(0, 8)}`;
        }
      }),
    );
    const changed = Object.keys(nextVersions).filter(
      (name) => nextVersions[name] !== versions[name],
    );
    const configChanged = JSON.stringify(next) !== JSON.stringify(config);
    if (!changed.length && !configChanged) return;
    config = next;
    versions = nextVersions;
    headers = pageHeaders(config);
    forgetNotFoundPages();
    renderer.configure(config, versions);
    if (configChanged) {
      // New origins are in every page (registry, links to the CMS): render everything again.
      articles = null;
      const paths = cache.markOwnerOutdated('*');
      logger.info(
        { event: 'invalidation', cause: 'registry', remotes: changed, pages: paths.length },
        `registry changed (${changed.join(', ') || 'addresses'}): rendering ${paths.length} page(s) again`,
      );
      renderAgain(paths);
      if (polled) void edge?.purge([ALL_PAGES_KEY], 'registry changed');
      return;
    }
    for (const name of changed) {
      const paths = cache.markOwnerOutdated(name);
      if (paths.length)
        logger.info(
          { event: 'invalidation', cause: 'build', remote: name, pages: paths.length },
          `${name}: new build, rendering ${paths.length} page(s) again`,
        );
      renderAgain(paths);
      if (polled) void edge?.purge([`owner:${name}`], `${name}: new build`);
    }
  }

  await poll();
  polled = true;
  let polling = false;
  const timer = setInterval(() => {
    if (polling) return;
    polling = true;
    poll()
      .catch((error) =>
        logger.error(
          { event: 'failure', cause: 'registry', error: errorText(error) },
          `registry poll failed: ${errorText(error)}`,
        ),
      )
      .finally(() => (polling = false));
  }, pollMs);
  timer.unref();

  /**
   * The CMS changed something: the pages visitors asked for lately and the sitemap render again
   * within seconds (the articles are listed again first), the others when next asked for.
   */
  function contentChanged(/** @type {string} */ model, /** @type {string} */ via) {
    if (PRIVATE_MODELS.has(model)) return false;
    articles = null;
    forgetNotFoundPages();
    currentArticles().catch(() => undefined);
    const paths = cache.markAllStale();
    logger.info(
      { event: 'invalidation', cause: 'content', model, via, pages: paths.length },
      `${model} changed (${via}): rendering ${paths.length} page(s) again`,
    );
    renderAgain(paths);
    // Each instance purges after marking its own pages stale, so the edge's next fetch of a
    // purged page, whichever instance answers it, is either fresh or marked not to be kept.
    void edge?.purge([modelKey(model)], `${model} changed`);
    return true;
  }

  const bus = options.redisUrl
    ? createClusterBus({
        url: options.redisUrl,
        logger,
        onContentChanged: (model) => contentChanged(model, 'another instance'),
        onMissed: () => contentChanged('*', 'missed while Redis was down'),
      })
    : null;

  /** The CMS's change webhook: authenticated by the shared secret, then parsed strictly. */
  function handleWebhook(/** @type {Request} */ request, /** @type {Reply} */ reply) {
    if (!revalidateSecret || request.headers.authorization !== `Bearer ${revalidateSecret}`)
      return sendText(reply, 401, 'txt', 'Unauthorized');
    let model;
    let draftOnly;
    try {
      const body = JSON.parse(bodyText(request) || '{}');
      model = String(body.model ?? '');
      // An editor saving a draft changes nothing visitors see: no page renders again for it.
      draftOnly =
        (body.event === 'entry.create' || body.event === 'entry.update') &&
        body.entry?.publishedAt === null;
    } catch {
      return sendText(reply, 400, 'txt', 'Bad request: the body is not JSON.');
    }
    const accepted = !draftOnly && contentChanged(model, 'webhook');
    if (accepted) void bus?.publishContentChanged(model);
    return sendText(reply, 202, 'json', JSON.stringify({ accepted, model }));
  }

  /**
   * A browser tells that a remote's version failed there and it switched to the fallback
   * (shell/src/app/remote-fallback.ts): one log line with the remote, the version and the phase.
   * Anyone can post, so the body is small (REPORT_MAX_BYTES) and parsed strictly; a report is
   * taken only for a remote of the registry and its live version, at most REPORTS_PER_CLIENT a
   * minute from one client address (counted before the body is read), and the log takes at most
   * REPORTS_LOGGED a minute in all.
   */
  const REPORTS_PER_CLIENT = 5;
  const REPORTS_LOGGED = 30;
  let failureReports = { minute: 0, count: 0 };
  /** @type {LRUCache<string, { minute: number, count: number }>} */
  const reportsByClient = new LRUCache({ max: 10_000 });
  /** Counts a report from its client; false when the client is past its limit this minute. */
  function reportAllowed(/** @type {Request} */ request) {
    const minute = Math.floor(Date.now() / 60_000);
    const client = request.socket.remoteAddress ?? 'unknown';
    const seen = reportsByClient.get(client);
    const fromClient = seen && seen.minute === minute ? seen : { minute, count: 0 };
    fromClient.count += 1;
    reportsByClient.set(client, fromClient);
    return fromClient.count <= REPORTS_PER_CLIENT;
  }
  function reportRemoteFailure(/** @type {Request} */ request, /** @type {Reply} */ reply) {
    /** @type {Record<string, unknown>} */
    let report;
    try {
      report = JSON.parse(bodyText(request));
    } catch {
      return sendText(reply, 400, 'txt', 'Bad request: the body is not JSON.');
    }
    const remote = String(report?.remote ?? '');
    const live = Object.hasOwn(config.remotes, remote) ? config.remotes[remote] : undefined;
    if (!live || report.version !== renderer.versionIn(live))
      return sendText(reply, 422, 'txt', 'Not a live version of a remote of this site.');
    const minute = Math.floor(Date.now() / 60_000);
    if (failureReports.minute !== minute) failureReports = { minute, count: 0 };
    failureReports.count += 1;
    const field = (/** @type {unknown} */ value) =>
      String(value ?? '')
        .replace(/[^\w .:/#@()-]/g, '')
        .slice(0, 300);
    if (failureReports.count <= REPORTS_LOGGED)
      logger.warn(
        {
          event: 'failure',
          cause: 'browser',
          remote: field(remote),
          version: field(report.version),
          phase: field(report.phase),
          fallback: field(report.fallback),
        },
        `${field(remote)} version ${field(report.version)} failed in a browser (${field(report.phase)}): ${field(report.message)}; it loaded version ${field(report.fallback)}`,
      );
    return sendText(reply, 204, 'txt', '');
  }

  /**
   * A page rendered from the CMS's drafts for the admin's Preview (site-server/preview.mjs): only
   * with a link signed for this path, not expired nor revoked, never cached or indexed, framed
   * by the CMS alone.
   */
  async function servePreview(
    /** @type {Reply} */ reply,
    /** @type {string} */ pagePath,
    /** @type {string} */ token,
  ) {
    const preview = options.preview;
    const refusal = preview
      ? previewRefusal(preview.secret, pagePath, token, {
          revokedBefore: preview.revokedBefore ?? 0,
        })
      : 'invalid';
    if (!preview || refusal)
      return sendText(
        reply,
        403,
        'txt',
        `${PREVIEW_REFUSALS[refusal ?? 'invalid']} Open the preview again from the CMS.`,
        'no-store',
      );
    const result = await renderer.renderPreview(pagePath, preview.draftsToken);
    if (result.problem)
      logger.warn({ event: 'failure', path: pagePath, preview: true }, result.problem);
    const html = markAsPreview(await documentOf(result));
    /** @type {Record<string, string>} */
    const previewHeaders = {
      ...headers,
      'Cache-Control': 'no-store',
      'X-Robots-Tag': 'noindex, nofollow',
      'Referrer-Policy': 'no-referrer',
      // The CMS admin shows the preview in a frame: only it, besides the site itself, may.
      'Content-Security-Policy': pagePolicy(config, extraConnect, renderer.pageSources(config), {
        framedBy: [new URL(config.cmsUrl).origin],
        inlineScripts,
      }),
    };
    delete previewHeaders['X-Frame-Options'];
    return reply.code(result.status).headers(previewHeaders).send(html);
  }

  const redirects = /** @type {Record<string, string>} */ (routing.redirects);

  /** The pages a form may be posted to: the static routes (a form posts to its own page). */
  const formPages = new Set(
    /** @type {{ path: string, dynamic: boolean }[]} */ (routing.routes)
      .filter((route) => !route.dynamic)
      .map((route) => route.path),
  );

  /**
   * A form sent without script, posted to its own page: checked and stored by the renderer
   * (`submitForm`, the form's own rules and the CMS), answered with that page showing the outcome,
   * the fields kept after a problem. Never cached: the answer is this visitor's.
   */
  async function servePostedForm(
    /** @type {Request} */ request,
    /** @type {Reply} */ reply,
    /** @type {string} */ pagePath,
  ) {
    const type = String(request.headers['content-type'] ?? '')
      .replace(/;.*$/s, '')
      .trim()
      .toLowerCase();
    const sent =
      type === 'application/x-www-form-urlencoded'
        ? { fields: new URLSearchParams(bodyText(request)), resume: null }
        : type === 'multipart/form-data'
          ? await multipartForm(request)
          : null;
    if (sent === 'too large') return sendText(reply, 413, 'txt', FORM_TOO_LARGE, 'no-store');
    if (!sent)
      return sendText(
        reply,
        415,
        'txt',
        'A form is sent as application/x-www-form-urlencoded or multipart/form-data.',
        'no-store',
      );
    // Storing it and rendering the answer take a visitor's render slot, like a miss: a flood of
    // posts waits or is refused (503, nothing stored) and leaves the cached pages fast.
    const answer = await cache
      .withRenderSlot(pagePath, async () => {
        const posted = await renderer.submitForm(
          sent.fields,
          { address: request.ip, ...(options.formsKey ? { key: options.formsKey } : {}) },
          sent.resume,
        );
        return posted && { posted, result: await renderer.render(pagePath, { posted }) };
      })
      .catch((error) => {
        if (error instanceof BusyError) return /** @type {const} */ ('busy');
        throw error;
      });
    if (answer === 'busy') {
      reply.header('Retry-After', '5');
      return sendText(
        reply,
        503,
        'txt',
        'Busy: your form was not sent. Please go back and send it again in a moment.',
        'no-store',
      );
    }
    if (!answer)
      return sendText(
        reply,
        400,
        'txt',
        'Bad request: this is not a form of this page.',
        'no-store',
      );
    const { posted, result } = answer;
    const outcome = posted.result.kind;
    logger.info(
      { event: 'form', form: posted.form, path: pagePath, outcome },
      `${posted.form} form posted to ${pagePath}: ${outcome}`,
    );
    if (result.problem) logger.warn({ event: 'failure', path: pagePath }, result.problem);
    const status = result.status !== 200 ? result.status : renderer.postedFormStatus(posted);
    return reply
      .code(status)
      .headers({ ...headers, 'Cache-Control': 'no-store' })
      .send(await documentOf(result));
  }

  /** A permanent redirect: an alias's target, or the one spelling of an address. */
  function redirect(/** @type {Reply} */ reply, /** @type {string} */ location) {
    return reply
      .code(301)
      .headers({ ...BASE_HEADERS, Location: location, 'Cache-Control': 'public, max-age=3600' })
      .send();
  }

  // The site's own files besides the shell's assets: their spelling is fixed like a route's.
  const SITE_FILES = ['/runtime-config.json', '/robots.txt', '/sitemap.xml'];
  const MEDIA_PREFIX = '/uploads/';
  const canonicalPath = createCanonicalPath({
    // `/Uploads/x.webp` is spelled `/uploads/x.webp` (the file's name is kept as given).
    routes: [...routing.routes, { path: `${MEDIA_PREFIX}:file` }],
    redirects,
    files: SITE_FILES,
  });

  /**
   * A CMS picture on the site's own origin (shared/src/api/origin.ts, MEDIA_BASE): read from the
   * CMS's `/uploads/` as asked (GET or HEAD, with the client's validators, so a 304 stays a 304)
   * and passed on as it comes, never kept here (browsers and edge caches keep it). Only an image
   * file name is asked for (MEDIA_FILE); the address is the registry's CMS, never the request's.
   */
  async function serveMedia(
    /** @type {Request} */ request,
    /** @type {Reply} */ reply,
    /** @type {string} */ file,
  ) {
    if (!MEDIA_FILE.test(file)) return sendText(reply, 404, 'txt', 'Not found');
    /** @type {Record<string, string>} */
    const validators = {};
    for (const name of ['if-none-match', 'if-modified-since']) {
      const value = request.headers[name];
      if (typeof value === 'string') validators[name] = value;
    }
    let upstream;
    try {
      upstream = await fetch(`${config.cmsUrl.replace(/\/+$/, '')}${MEDIA_PREFIX}${file}`, {
        method: request.method === 'HEAD' ? 'HEAD' : 'GET',
        headers: validators,
        redirect: 'error',
        signal: AbortSignal.timeout(MEDIA_TIMEOUT_MS),
      });
    } catch (error) {
      logger.warn({ event: 'media', file, error: errorText(error) }, `media ${file}: no answer`);
      return sendText(reply, 502, 'txt', 'The picture could not be fetched.', 'no-store');
    }
    const type = upstream.headers.get('content-type') ?? '';
    if (upstream.status === 404) return sendText(reply, 404, 'txt', 'Not found');
    if (upstream.status !== 304 && (!upstream.ok || !type.startsWith('image/'))) {
      await upstream.body?.cancel();
      logger.warn({ event: 'media', file, status: upstream.status, type }, `media ${file}`);
      return sendText(reply, 502, 'txt', 'The picture could not be fetched.', 'no-store');
    }
    /** @type {Record<string, string>} */
    const headers = {
      ...BASE_HEADERS,
      'Cache-Control': MEDIA_CACHE_CONTROL,
      'Content-Security-Policy': MEDIA_POLICY,
    };
    for (const name of ['content-type', 'content-length', 'etag', 'last-modified']) {
      const value = upstream.headers.get(name);
      if (value) headers[name] = value;
    }
    reply.code(upstream.status).headers(headers);
    if (upstream.status === 304 || request.method === 'HEAD' || !upstream.body) {
      await upstream.body?.cancel();
      return reply.send();
    }
    return reply.send(
      Readable.fromWeb(/** @type {import('node:stream/web').ReadableStream} */ (upstream.body)),
    );
  }

  /** A kept page, in the encoding the client takes, with its own ETag (304 when it matches). */
  function sendPage(
    /** @type {Request} */ request,
    /** @type {Reply} */ reply,
    /** @type {import('./page-cache.mjs').Entry} */ entry,
  ) {
    const accept = String(request.headers['accept-encoding'] ?? '');
    const [body, encoding, etag] = /\bbr\b/.test(accept)
      ? [entry.br, 'br', entry.etags.br]
      : /\bgzip\b/.test(accept)
        ? [entry.gz, 'gzip', entry.etags.gz]
        : [entry.raw, null, entry.etags.raw];
    /** @type {Record<string, string>} */
    const answer = { ...headers, ETag: etag };
    if (encoding) answer['Content-Encoding'] = encoding;
    if (fromEdge(request.headers)) answer['Surrogate-Key'] = entry.keys;
    if (entry.failed) answer['Cache-Control'] = 'no-store';
    // Being rendered again after a change: served meanwhile, but no shared cache may keep it.
    else if (entry.staleAt <= Date.now()) answer['Cache-Control'] = RENEWING_PAGE_CACHE_CONTROL;
    // Revalidation as for static files: a list of tags, weak or strong.
    const status =
      !entry.failed && matchesETag(request.headers['if-none-match'], etag) ? 304 : entry.status;
    // The hot path (a kept page is most answers): written straight to Node's response, its headers
    // as one prepared list, past Fastify's reply (its header checks and hooks cost a fifth of the
    // throughput); the onResponse hook still writes the request's one log line.
    reply.hijack();
    const res = reply.raw;
    /** @type {string[]} */
    const list = [];
    for (const name in answer) list.push(name, /** @type {string} */ (answer[name]));
    if (status !== 304) list.push('Content-Length', String(body.length));
    res.writeHead(status, list);
    res.end(status === 304 || request.method === 'HEAD' ? undefined : body);
    return reply;
  }

  /**
   * What takes a request with a method other than GET and HEAD: the two endpoints that take posts
   * (their one spelling only), a form's page (its one spelling: a redirect would turn the post
   * into a GET), or nothing (405, with what the address takes).
   * @returns {{ kind: 'report' } | { kind: 'webhook' } | { kind: 'form', path: string } | { kind: 'none', allow: string }}
   */
  function postTarget(/** @type {string} */ rawPath, /** @type {string} */ method) {
    if (method === 'POST' && rawPath === renderer.SITE_CONTRACT.remoteFailurePath)
      return { kind: 'report' };
    if (method === 'POST' && rawPath === REVALIDATE_PATH) return { kind: 'webhook' };
    const spelling = canonicalPath(rawPath);
    const formPage = spelling.kind === 'canonical' && formPages.has(spelling.path);
    if (method === 'POST' && formPage) return { kind: 'form', path: spelling.path };
    return { kind: 'none', allow: formPage ? 'GET, HEAD, POST' : 'GET, HEAD' };
  }

  /**
   * Form posts whose bodies are being read or handled, at most FORM_POSTS_AT_ONCE: a body is held
   * whole (a resume, up to FORM_FILE_MAX_BYTES, and the copies made to send it on), so parallel
   * posts would otherwise hold as many. A post waits for its turn, its body unread (the socket is
   * paused: a few kilobytes each), at most FORM_POST_WAIT_MS in a queue of FORM_POSTS_QUEUED;
   * past that it is refused with 503 and Retry-After, nothing of it read or stored. Each client
   * takes one turn at a time (`clientTurn`).
   */
  const formPosts = createRenderSlots({
    max: FORM_POSTS_AT_ONCE,
    maxQueued: FORM_POSTS_QUEUED,
    maxWaitMs: FORM_POST_WAIT_MS,
  });
  /** The turn each admitted form post holds, given back once when its handling ends. */
  /** @type {WeakMap<Request, { handling: boolean, release: () => void }>} */
  const formTurns = new WeakMap();
  const clientTurn = createClientTurns();

  /**
   * Decides, before its body is read, whether a request with a body is taken (the onRequest hook
   * of createSiteServer): nothing is read for an address that takes no body (405), for a form
   * posted from another site (403), or for a form post past the bound above (503). Answers the
   * refusals itself and returns true when it did.
   */
  async function refusedBeforeBody(/** @type {Request} */ request, /** @type {Reply} */ reply) {
    const rawPath = (request.raw.url ?? '/').split('?')[0] ?? '/';
    const target = postTarget(rawPath, request.method);
    if (target.kind === 'none') {
      reply.header('Allow', target.allow);
      sendText(reply, 405, 'txt', 'Method not allowed');
      return true;
    }
    if (target.kind !== 'form') return false;
    const host = String(request.headers.host ?? '').toLowerCase();
    const own = [new URL(config.siteUrl).origin, `http://${host}`, `https://${host}`];
    const crossSite = crossSiteReason(request.headers, own);
    if (crossSite) {
      logger.warn(
        { event: 'form', path: target.path, outcome: 'cross-site', why: crossSite },
        `form post to ${target.path} from another site refused (${crossSite})`,
      );
      sendText(
        reply,
        403,
        'txt',
        'Forbidden: this form takes posts from its own page on this site only.',
        'no-store',
      );
      return true;
    }
    // A body past any form's size (a chunked one is cut as it is read: multipartForm's limits).
    if (Number(request.headers['content-length'] ?? 0) > FORM_BODY_MAX_BYTES) {
      sendText(reply, 413, 'txt', FORM_TOO_LARGE, 'no-store');
      return true;
    }
    /** @type {(() => void) | undefined} */
    let endClientTurn;
    try {
      endClientTurn = await clientTurn(request.ip, target.path);
      await formPosts.acquire(target.path, 'foreground');
    } catch {
      endClientTurn?.();
      reply.header('Retry-After', '5');
      sendText(
        reply,
        503,
        'txt',
        'Busy: your form was not sent. Please go back and send it again in a moment.',
        'no-store',
      );
      return true;
    }
    let released = false;
    const turn = {
      handling: false,
      release: () => {
        if (released) return;
        released = true;
        endClientTurn?.();
        formPosts.release();
      },
    };
    formTurns.set(request, turn);
    // Answered before the handler began (a body refused as it was read): the turn ends with it.
    // Once handling, the turn ends when the handling does, even if the client has gone.
    reply.raw.once('close', () => {
      if (!turn.handling) turn.release();
    });
    return false;
  }

  /** Answers one request: the site's whole HTTP surface but health (createSiteServer). */
  function handle(/** @type {Request} */ request, /** @type {Reply} */ reply) {
    const url = request.raw.url ?? '/';
    const queryAt = url.indexOf('?');
    const rawPath = queryAt === -1 ? url : url.slice(0, queryAt);
    const query = queryAt === -1 ? '' : url.slice(queryAt);
    const method = request.method;
    if (method !== 'GET' && method !== 'HEAD') {
      const target = postTarget(rawPath, method);
      if (target.kind === 'report') return reportRemoteFailure(request, reply);
      if (target.kind === 'webhook') return handleWebhook(request, reply);
      if (target.kind === 'form') {
        const turn = formTurns.get(request);
        if (turn) turn.handling = true;
        return servePostedForm(request, reply, target.path)
          .catch((error) => {
            logger.error(
              { event: 'failure', path: rawPath, error: errorText(error) },
              `form posted to ${rawPath}: ${errorText(error)}`,
            );
            return sendText(reply, 500, 'txt', 'The form could not be handled.', 'no-store');
          })
          .finally(() => turn?.release());
      }
      reply.header('Allow', target.allow);
      return sendText(reply, 405, 'txt', 'Method not allowed');
    }
    const spelling = canonicalPath(rawPath);
    if (spelling.kind === 'bad')
      return sendText(reply, 400, 'txt', 'Bad request: the address is not valid.');
    // An alias spelled otherwise goes straight to its page, in one hop.
    if (spelling.kind === 'redirect')
      return redirect(reply, (redirects[spelling.path] ?? spelling.location) + query);
    const pagePath = spelling.path;
    if (pagePath === '/runtime-config.json')
      return sendText(reply, 200, 'json', JSON.stringify(config));
    if (pagePath === '/robots.txt')
      return sendText(reply, 200, 'txt', robotsTxt(routing.routes, config.siteUrl));
    if (pagePath === '/sitemap.xml')
      return currentSitemap().then(
        // A sitemap lists every article: compressed for the client that takes it.
        (xml) => reply.code(200).headers(textHeaders('xml')).compress(xml),
        () => sendText(reply, 503, 'txt', 'The sitemap is unavailable right now.'),
      );
    const target = redirects[pagePath];
    if (target) return redirect(reply, target + query);
    if (pagePath.startsWith(MEDIA_PREFIX))
      return serveMedia(request, reply, pagePath.slice(MEDIA_PREFIX.length));
    // The shell's browser files. Its server build and bare template are not for browsers; the
    // path is canonical here, so no spelling of it reaches them.
    const lower = pagePath.toLowerCase();
    if (path.extname(pagePath) && !lower.startsWith('/server/') && lower !== '/index.html') {
      if (isFileIn(shellDir, pagePath)) {
        withoutStaleCopies(request, path.join(shellDir, pagePath));
        return reply.sendFile(pagePath);
      }
    }
    const previewAsked =
      queryAt === -1 ? null : new URLSearchParams(url.slice(queryAt + 1)).get('preview');
    if (previewAsked !== null)
      return servePreview(reply, pagePath, previewAsked).catch((error) => {
        logger.error(
          { event: 'failure', path: pagePath, preview: true, error: errorText(error) },
          `preview of ${pagePath}: ${errorText(error)}`,
        );
        return sendText(reply, 500, 'txt', 'The preview could not be rendered.', 'no-store');
      });
    return cache.get(pagePath).then(
      (entry) => sendPage(request, reply, entry),
      (error) => {
        if (error instanceof BusyError) {
          reply.header('Retry-After', '5');
          return sendText(reply, 503, 'txt', 'Busy: please try again in a moment.', 'no-store');
        }
        logger.error(
          { event: 'failure', path: pagePath, error: errorText(error) },
          `${pagePath}: ${errorText(error)}`,
        );
        return sendText(reply, 500, 'txt', 'The page could not be rendered.', 'no-store');
      },
    );
  }

  return {
    handle,
    refusedBeforeBody,
    reportAllowed,
    cache,
    /** For the export: renders one path to its final HTML and status. */
    async renderToFile(/** @type {string} */ pagePath) {
      const entry = await cache.refresh(pagePath);
      return { status: entry.status, html: entry.raw.toString('utf8') };
    },
    currentSitemap,
    robots: () => robotsTxt(routing.routes, config.siteUrl),
    routes: () => routing.routes,
    redirects: () => redirects,
    config: () => config,
    contentChanged,
    stop: () => {
      clearInterval(timer);
      void bus?.stop();
    },
  };
}

/** What a visitor is told of a preview link that shows nothing (previewRefusal's reasons). */
const PREVIEW_REFUSALS = {
  invalid: 'This preview link is not valid for this page.',
  expired: 'This preview link has expired.',
  revoked: 'This preview link has been revoked.',
};

/** The address the CMS's webhook posts to (cms/config: SITE_REVALIDATE_URL). */
export const REVALIDATE_PATH = '/__site/revalidate';
const REPORT_MAX_BYTES = 2048;

/** The one summary line of an answer (event `request`). */
function logRequest(
  /** @type {Request} */ request,
  /** @type {number} */ status,
  /** @type {number} */ elapsedMs,
) {
  request.log.info(
    {
      event: 'request',
      method: request.method,
      url: request.url,
      status,
      ms: Math.round(elapsedMs * 10) / 10,
    },
    'request',
  );
}

/** A request body as text: every body is read as bytes (the handlers parse it strictly). */
function bodyText(/** @type {Request} */ request) {
  return Buffer.isBuffer(request.body) ? request.body.toString('utf8') : '';
}

/**
 * Whether an If-None-Match header holds the tag (a list of tags, weak or strong, or `*`), by the
 * weak comparison If-None-Match calls for: `W/` set aside on both sides.
 */
function matchesETag(/** @type {string | undefined} */ header, /** @type {string} */ etag) {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = (/** @type {string} */ tag) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => opaque(tag) === opaque(etag));
}

/** Whether the canonical path names a file inside `root`. */
function isFileIn(/** @type {string} */ root, /** @type {string} */ pagePath) {
  const full = path.join(root, pagePath);
  if (!full.startsWith(root + path.sep)) return false;
  try {
    return fs.statSync(full).isFile();
  } catch {
    return false;
  }
}

/**
 * The site server: a Fastify app that answers `/healthz` at once, `/readyz` and every other
 * address once the renderer is loaded and the registry read (`ready`), 503 with Retry-After
 * before; one `request` log line per answer. `stop()` closes it gracefully: new requests are
 * refused, those in flight finish.
 * @param {SiteOptions} options
 */
export function createSiteServer(options) {
  const logger = options.logger ?? silentLogger;
  const shellDir = path.resolve(options.shellDir);
  const app = createHttpApp({
    logger,
    ...(options.trustProxy ? { trustProxy: options.trustProxy } : {}),
  });
  app.register(fastifyStatic, { ...staticOptions(shellDir), serve: false });
  app.register(fastifyCompress, { global: false });
  // A job application's resume comes as multipart/form-data; read only where a form is posted.
  app.register(fastifyMultipart, { throwFileSizeLimit: false });
  // Every body is kept as bytes, whatever its type (a beacon is text/plain): handlers parse it.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  app.setErrorHandler((error, request, reply) => {
    const status = /** @type {{ statusCode?: number }} */ (error).statusCode ?? 500;
    if (status >= 500)
      request.log.error({ event: 'failure', url: request.url, error: errorText(error) }, 'error');
    return sendText(
      reply,
      status >= 400 ? status : 500,
      'txt',
      status === 413 ? 'Too large' : status < 500 ? 'Bad request' : 'Error',
      'no-store',
    );
  });
  // Requests being answered (a graceful stop reports them) and one summary line per answer.
  let inFlight = 0;
  const answered = () => (inFlight -= 1);
  app.addHook('onRequest', (_request, reply, done) => {
    inFlight += 1;
    // Once per request, whether it was answered or the client went away.
    reply.raw.once('close', answered);
    done();
  });
  // A body is read only where it is taken, and a form's only once it may be (refusedBeforeBody).
  app.addHook('onRequest', async (request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD' || !site) return undefined;
    if (await site.refusedBeforeBody(request, reply)) return reply;
    return undefined;
  });
  app.addHook('onResponse', (request, reply, done) => {
    logRequest(request, reply.statusCode, reply.elapsedTime);
    done();
  });
  /** @type {LoadedSite | null} */
  let site = null;
  const renderer = requireRenderer(shellDir);
  const remoteFailurePath = renderer.SITE_CONTRACT.remoteFailurePath;
  const ready = loadSite({ ...options, logger, renderer }).then((loaded) => {
    site = loaded;
    return loaded;
  });
  // The caller decides what a failed start means (main.mjs exits); no unhandled rejection here.
  ready.catch(() => undefined);

  function answer(/** @type {Request} */ request, /** @type {Reply} */ reply) {
    const rawPath = (request.raw.url ?? '/').split('?')[0];
    if (rawPath === '/healthz') return sendText(reply, 200, 'txt', 'ok', 'no-store');
    if (!site) {
      reply.header('Retry-After', '5');
      return sendText(reply, 503, 'txt', 'Starting: the renderer is loading.', 'no-store');
    }
    if (rawPath === '/readyz') return sendText(reply, 200, 'txt', 'ok', 'no-store');
    return site.handle(request, reply);
  }
  // Routes after the plugins (their reply decorators are given to the routes added after them).
  app.after(() => {
    // Only the sitemap is compressed as it is sent (pages and files are kept compressed), so only
    // its route carries the compression hook; every spelling of it still reaches `handle`.
    app.all('/*', { compress: false }, answer);
    app.get('/sitemap.xml', answer);
    app.setNotFoundHandler(answer);
    // A failure report's body is small; it is counted against its client before it is read.
    app.post(
      remoteFailurePath,
      {
        bodyLimit: REPORT_MAX_BYTES,
        onRequest: (request, reply, done) => {
          if (!site || request.raw.url !== remoteFailurePath || site.reportAllowed(request))
            return done();
          reply.header('Retry-After', '60');
          sendText(reply, 429, 'txt', 'Too many reports from this address.');
          return undefined;
        },
      },
      answer,
    );
  });

  return {
    app,
    ready,
    logger,
    /** The loaded site (after `ready`): its cache, its sitemap, its content hook. */
    /** Requests being answered now (a graceful stop waits for them). */
    inFlight: () => inFlight,
    get site() {
      if (!site) throw new Error('The site server is not ready yet.');
      return site;
    },
    async stop() {
      site?.stop();
      await app.close();
    },
  };
}

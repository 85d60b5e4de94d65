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
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { SUBMITTED } from '../cms/src/content-types.js';
import { createCanonicalPath } from './canonical-path.mjs';
import fresh from 'fresh';
import { LRUCache } from 'lru-cache';
import { BusyError, createPageCache } from './page-cache.mjs';
import { renderDocument, shellStylesheet } from './document.mjs';
import { isSignedPreview, markAsPreview } from './preview.mjs';
import { articleNumbers, listArticles, robotsTxt, sitemapXml } from './sitemap.mjs';
import { ASSET_POLICY, badRequest, baseHeaders, fileIn, sendFile, types } from './static-files.mjs';

/** Content types no page shows: a new enquiry or application changes nothing on the site. */
const PRIVATE_MODELS = new Set(SUBMITTED);
const MANIFEST_TIMEOUT_MS = 2000;

/**
 * What the server and the renderer exchange, typed once at their source: the registry the browser
 * and the renderer read (shared/src/config/runtime.ts), and the renderer itself, the shell's
 * server build (shell/src/server/renderer.tsx), whose built CommonJS file the server requires.
 * @typedef {import('../shared/src/config/runtime').RuntimeConfig} RuntimeConfig
 * @typedef {typeof import('../shell/src/server/renderer')} Renderer
 * @typedef {import('../shell/src/server/renderer').RenderResult} RenderResult
 * @typedef {ReturnType<Renderer['pageSources']>} PageSources what pages load from elsewhere
 */

/** @typedef {Awaited<ReturnType<typeof createSiteServer>>} SiteServer */

/** Cache-Control of pages: browsers revalidate; a CDN may keep them and serve stale on errors. */
export const PAGE_CACHE_CONTROL =
  'public, max-age=0, s-maxage=60, stale-while-revalidate=600, stale-if-error=86400';

/**
 * The page Content-Security-Policy for a registry: the site, its remotes and its CMS, and the
 * sources pages load from elsewhere (`sources.img`: the map tile origin, which the renderer derives
 * from the site config so it is spelled once). `framedBy`: origins besides the site that may show
 * the page in a frame (the CMS admin, for a preview).
 */
export function pagePolicy(
  /** @type {RuntimeConfig} */ config,
  /** @type {string[]} */ extraConnect = [],
  /** @type {PageSources} */ sources = { img: [] },
  /** @type {string[]} */ framedBy = [],
) {
  const remotes = [...new Set(Object.values(config.remotes).map((url) => new URL(url).origin))];
  const cms = new URL(config.cmsUrl).origin;
  const own = remotes.join(' ');
  const images = [...new Set(sources.img)].join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' ${own}`.trim(),
    `style-src 'self' 'unsafe-inline' ${own}`.trim(),
    `img-src 'self' data: blob: ${cms} ${own} ${images}`.trim(),
    `font-src 'self' ${own}`.trim(),
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

/** Idle or trickling connections cannot hold the server: limits on headers, requests, keep-alive. */
export const TIMEOUTS = { headersMs: 10_000, requestMs: 30_000, keepAliveMs: 5_000 };

export function applyTimeouts(/** @type {http.Server} */ server) {
  server.headersTimeout = TIMEOUTS.headersMs;
  server.requestTimeout = TIMEOUTS.requestMs;
  server.keepAliveTimeout = TIMEOUTS.keepAliveMs;
  return server;
}

/**
 * @param {{
 *   shellDir: string,
 *   registry: () => RuntimeConfig | Promise<RuntimeConfig>,
 *   revalidateSecret?: string,
 *   pollMs?: number,
 *   extraConnect?: string[],
 *   log?: (message: string) => void,
 *   preview?: { secret: string, draftsToken: string },
 *   cache?: { maxPages?: number, maxBytes?: number, maxNotFound?: number, maxRenders?: number },
 * }} options
 */
export async function createSiteServer(options) {
  const shellDir = path.resolve(options.shellDir);
  const { registry, revalidateSecret, pollMs = 1000, extraConnect = [] } = options;
  const log = options.log ?? ((message) => console.log(`[site] ${message}`));
  const require = createRequire(import.meta.url);
  /** @type {Renderer} */
  const renderer = require(path.join(shellDir, 'server', 'renderer.js'));
  const template = fs.readFileSync(path.join(shellDir, 'index.html'), 'utf8');
  const routing = JSON.parse(fs.readFileSync(path.join(shellDir, 'route-patterns.json'), 'utf8'));
  const shellCss = shellStylesheet(shellDir, template);

  let config = await registry();
  /** @type {Record<string, string>} remote -> version (hash of its manifests) */
  let versions = {};
  /** @type {LRUCache<string, Promise<string>>} remote -> its page CSS, per version (bounded) */
  const remoteCss = new LRUCache({ max: 64 });
  let headers = pageHeaders(config);

  function pageHeaders(/** @type {RuntimeConfig} */ current) {
    return {
      'Content-Type': types['.html'],
      'Cache-Control': PAGE_CACHE_CONTROL,
      Vary: 'Accept-Encoding',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
      'X-Frame-Options': 'SAMEORIGIN',
      'Content-Security-Policy': pagePolicy(current, extraConnect, renderer.pageSources(current)),
    };
  }

  /** The CSS a remote's pages need in the HTML: its pages' own and its division kit's. */
  function cssOf(/** @type {string} */ owner) {
    // The version pages are rendered from: the live one, or its fallback after a failure.
    const manifestUrl = renderer.effectiveConfig(config).remotes[owner];
    if (!manifestUrl) return Promise.resolve('');
    const key = `${manifestUrl}#${versions[owner]}`;
    let css = remoteCss.get(key);
    if (!css) {
      css = (async () => {
        const manifest = JSON.parse(await fetchText(manifestUrl));
        /** @type {string[]} */
        const files = [];
        for (const expose of manifest.exposes ?? [])
          files.push(...expose.assets.css.sync, ...expose.assets.css.async);
        for (const shared of manifest.shared ?? [])
          if (shared.name === '@navdhara/shared/division')
            files.push(...shared.assets.css.sync, ...shared.assets.css.async);
        // The same stylesheet can be emitted under two chunk names; its content hash tells.
        const unique = [
          ...new Map(files.map((file) => [file.replace(/^.*?\./, ''), file])).values(),
        ];
        const texts = await Promise.all(
          unique.map(async (file) => {
            const url = new URL(file, manifestUrl).href;
            return (await fetchText(url)).replace(/url\((['"]?)([^'")]+)\1\)/g, (match, _q, ref) =>
              ref.startsWith('data:') ? match : `url("${new URL(ref, url).href}")`,
            );
          }),
        );
        return texts.join('\n');
      })();
      css.catch(() => remoteCss.delete(key));
      remoteCss.set(key, css);
    }
    return css;
  }

  /** A render in the shell's template, with the frame's and the page's remote's CSS inlined. */
  async function documentOf(/** @type {RenderResult} */ result) {
    const css = result.owner === 'shell' ? '' : await cssOf(result.owner).catch(() => '');
    return renderDocument({
      template,
      result,
      css: `${shellCss}\n${css}`,
      config: renderer.effectiveConfig(config),
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
  async function articlesFor(/** @type {string} */ pagePath) {
    const list = await currentArticles().catch(() => null);
    if (!list || !isArticlePath(pagePath) || list.some((article) => article.path === pagePath))
      return;
    if (Date.now() - articlesListedAt < ARTICLES_RECHECK_MS) return;
    articles = null;
    await currentArticles().catch(() => undefined);
  }

  const cache = createPageCache({
    log,
    ...(options.cache?.maxPages ? { maxEntries: options.cache.maxPages } : {}),
    ...(options.cache?.maxBytes ? { maxBytes: options.cache.maxBytes } : {}),
    ...(options.cache?.maxNotFound ? { maxNotFound: options.cache.maxNotFound } : {}),
    ...(options.cache?.maxRenders ? { maxRenders: options.cache.maxRenders } : {}),
    async render(pagePath) {
      await articlesFor(pagePath);
      const result = await renderer.render(pagePath);
      if (result.problem) log(result.problem);
      return {
        status: result.status,
        html: await documentOf(result),
        owner: result.owner,
        failed: result.pageFailed,
        degraded: result.degraded,
      };
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
    renderer.configure(config, versions);
    if (configChanged) {
      // New origins are in every page (registry, links to the CMS): render everything again.
      articles = null;
      const paths = cache.markOwnerOutdated('*');
      log(
        `registry changed (${changed.join(', ') || 'addresses'}): rendering ${paths.length} page(s) again`,
      );
      renderAgain(paths);
      return;
    }
    for (const name of changed) {
      const paths = cache.markOwnerOutdated(name);
      if (paths.length) log(`${name}: new build, rendering ${paths.length} page(s) again`);
      renderAgain(paths);
    }
  }

  await poll();
  let polling = false;
  const timer = setInterval(() => {
    if (polling) return;
    polling = true;
    poll()
      .catch((error) =>
        log(`registry poll failed: ${error instanceof Error ? error.message : String(error)}`),
      )
      .finally(() => (polling = false));
  }, pollMs);
  timer.unref();

  /**
   * The CMS changed something: the pages visitors asked for lately and the sitemap render again
   * within seconds (the articles are listed again first), the others when next asked for.
   */
  function contentChanged(/** @type {string} */ model) {
    if (PRIVATE_MODELS.has(model)) return false;
    articles = null;
    currentArticles().catch(() => undefined);
    renderAgain(cache.markAllStale());
    return true;
  }

  function readBody(/** @type {http.IncomingMessage} */ req, limit = 256 * 1024) {
    return new Promise((resolve, reject) => {
      let size = 0;
      /** @type {Buffer[]} */
      const chunks = [];
      req.on('data', (chunk) => {
        size += chunk.length;
        if (size > limit) {
          reject(new Error('too large'));
          req.destroy();
        } else chunks.push(chunk);
      });
      req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
      req.on('error', reject);
    });
  }

  function sendText(
    /** @type {http.ServerResponse} */ res,
    /** @type {number} */ status,
    /** @type {string} */ type,
    /** @type {string} */ body,
    cacheControl = 'no-cache',
  ) {
    res.statusCode = status;
    baseHeaders(res);
    res.setHeader('Content-Security-Policy', ASSET_POLICY);
    res.setHeader('Content-Type', type);
    res.setHeader('Cache-Control', cacheControl);
    res.end(body);
  }

  async function handleWebhook(
    /** @type {http.IncomingMessage} */ req,
    /** @type {http.ServerResponse} */ res,
  ) {
    if (!revalidateSecret || req.headers.authorization !== `Bearer ${revalidateSecret}`)
      return sendText(res, 401, types['.txt'], 'Unauthorized');
    let model;
    let draftOnly;
    try {
      const body = JSON.parse(/** @type {string} */ (await readBody(req)) || '{}');
      model = String(body.model ?? '');
      // An editor saving a draft changes nothing visitors see: no page renders again for it.
      draftOnly =
        (body.event === 'entry.create' || body.event === 'entry.update') &&
        body.entry?.publishedAt === null;
    } catch {
      return sendText(res, 400, types['.txt'], 'Bad request: the body is not JSON.');
    }
    const accepted = !draftOnly && contentChanged(model);
    return sendText(res, 202, types['.json'], JSON.stringify({ accepted, model }));
  }

  /**
   * A browser tells that a remote's version failed there and it switched to the fallback
   * (shell/src/app/remote-fallback.ts): one log line with the remote, the version and the phase.
   * Anyone can post, so the body is small and parsed strictly; a report is taken only for a remote
   * of the registry and its live version, at most REPORTS_PER_CLIENT a minute from one client
   * address, and the log takes at most REPORTS_LOGGED a minute in all.
   */
  const REPORTS_PER_CLIENT = 5;
  const REPORTS_LOGGED = 30;
  let failureReports = { minute: 0, count: 0 };
  /** @type {LRUCache<string, { minute: number, count: number }>} */
  const reportsByClient = new LRUCache({ max: 10_000 });
  function reportRemoteFailure(
    /** @type {http.IncomingMessage} */ req,
    /** @type {http.ServerResponse} */ res,
  ) {
    const minute = Math.floor(Date.now() / 60_000);
    const client = req.socket.remoteAddress ?? 'unknown';
    const seen = reportsByClient.get(client);
    const fromClient = seen && seen.minute === minute ? seen : { minute, count: 0 };
    fromClient.count += 1;
    reportsByClient.set(client, fromClient);
    if (fromClient.count > REPORTS_PER_CLIENT) {
      req.resume();
      res.setHeader('Retry-After', '60');
      return sendText(res, 429, types['.txt'], 'Too many reports from this address.');
    }
    readBody(req, 2048).then(
      (text) => {
        /** @type {Record<string, unknown>} */
        let report;
        try {
          report = JSON.parse(/** @type {string} */ (text));
        } catch {
          return sendText(res, 400, types['.txt'], 'Bad request: the body is not JSON.');
        }
        const remote = String(report?.remote ?? '');
        const live = Object.hasOwn(config.remotes, remote) ? config.remotes[remote] : undefined;
        if (!live || report.version !== renderer.versionIn(live))
          return sendText(res, 422, types['.txt'], 'Not a live version of a remote of this site.');
        if (failureReports.minute !== minute) failureReports = { minute, count: 0 };
        failureReports.count += 1;
        const field = (/** @type {unknown} */ value) =>
          String(value ?? '')
            .replace(/[^\w .:/#@()-]/g, '')
            .slice(0, 300);
        if (failureReports.count <= REPORTS_LOGGED)
          log(
            `${field(remote)} version ${field(report.version)} failed in a browser (${field(report.phase)}): ${field(report.message)}; it loaded version ${field(report.fallback)}`,
          );
        return sendText(res, 204, types['.txt'], '');
      },
      () => sendText(res, 413, types['.txt'], 'Too large'),
    );
    return undefined;
  }

  /**
   * A page rendered from the CMS's drafts for the admin's Preview (site-server/preview.mjs): only
   * with a signature made for this path, never cached or indexed, framed by the CMS alone.
   */
  async function servePreview(
    /** @type {http.IncomingMessage} */ req,
    /** @type {http.ServerResponse} */ res,
    /** @type {string} */ pagePath,
    /** @type {string} */ signature,
  ) {
    const preview = options.preview;
    if (!preview || !isSignedPreview(preview.secret, pagePath, signature))
      return sendText(
        res,
        403,
        types['.txt'],
        'This preview link is not valid for this page. Open the preview again from the CMS.',
        'no-store',
      );
    const result = await renderer.renderPreview(pagePath, preview.draftsToken);
    if (result.problem) log(`preview of ${pagePath}: ${result.problem}`);
    const html = markAsPreview(await documentOf(result));
    /** @type {Record<string, string>} */
    const previewHeaders = {
      ...headers,
      'Cache-Control': 'no-store',
      'X-Robots-Tag': 'noindex, nofollow',
      'Referrer-Policy': 'no-referrer',
      // The CMS admin shows the preview in a frame: only it, besides the site itself, may.
      'Content-Security-Policy': pagePolicy(config, extraConnect, renderer.pageSources(config), [
        new URL(config.cmsUrl).origin,
      ]),
    };
    delete previewHeaders['X-Frame-Options'];
    const body = Buffer.from(html);
    res.writeHead(result.status, { ...previewHeaders, 'Content-Length': body.length });
    res.end(req.method === 'HEAD' ? undefined : body);
    return undefined;
  }

  const redirects = /** @type {Record<string, string>} */ (routing.redirects);

  /** A permanent redirect: an alias's target, or the one spelling of an address. */
  function redirect(/** @type {http.ServerResponse} */ res, /** @type {string} */ location) {
    res.statusCode = 301;
    res.setHeader('Location', location);
    res.setHeader('Cache-Control', 'public, max-age=3600');
    baseHeaders(res);
    res.end();
  }

  // The site's own files besides the shell's assets: their spelling is fixed like a route's.
  const SITE_FILES = ['/runtime-config.json', '/robots.txt', '/sitemap.xml'];
  const canonicalPath = createCanonicalPath({
    routes: routing.routes,
    redirects,
    files: SITE_FILES,
  });

  /** Answers one request: the site's whole HTTP surface (the server below, or a host's own). */
  function handle(/** @type {http.IncomingMessage} */ req, /** @type {http.ServerResponse} */ res) {
    const url = req.url ?? '/';
    const queryAt = url.indexOf('?');
    const rawPath = queryAt === -1 ? url : url.slice(0, queryAt);
    const query = queryAt === -1 ? '' : url.slice(queryAt);
    const method = req.method ?? 'GET';
    // Alive, and ready: the renderer is loaded and the registry read (this server exists only then).
    if (rawPath === '/healthz' || rawPath === '/readyz')
      return sendText(res, 200, types['.txt'], 'ok', 'no-store');
    // The two endpoints that take posts answer their one spelling only.
    if (rawPath === '/__site/remote-failure' && method === 'POST') {
      reportRemoteFailure(req, res);
      return undefined;
    }
    if (rawPath === '/__site/revalidate' && method === 'POST') {
      handleWebhook(req, res).catch(() => sendText(res, 500, types['.txt'], 'Error'));
      return undefined;
    }
    if (method !== 'GET' && method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      return sendText(res, 405, types['.txt'], 'Method not allowed');
    }
    const spelling = canonicalPath(rawPath);
    if (spelling.kind === 'bad') return badRequest(res);
    // An alias spelled otherwise goes straight to its page, in one hop.
    if (spelling.kind === 'redirect')
      return redirect(res, (redirects[spelling.path] ?? spelling.location) + query);
    const pagePath = spelling.path;
    if (pagePath === '/runtime-config.json')
      return sendText(res, 200, types['.json'], JSON.stringify(config));
    if (pagePath === '/robots.txt')
      return sendText(res, 200, types['.txt'], robotsTxt(routing.routes, config.siteUrl));
    if (pagePath === '/sitemap.xml') {
      currentSitemap().then(
        (xml) => sendText(res, 200, types['.xml'], xml),
        () => sendText(res, 503, types['.txt'], 'The sitemap is unavailable right now.'),
      );
      return undefined;
    }
    const target = redirects[pagePath];
    if (target) return redirect(res, target + query);
    // The shell's browser files. Its server build and bare template are not for browsers; the
    // path is canonical here, so no spelling of it reaches them.
    const lower = pagePath.toLowerCase();
    if (path.extname(pagePath) && !lower.startsWith('/server/') && lower !== '/index.html') {
      const file = fileIn(shellDir, pagePath);
      if (file) return sendFile(req, res, file);
    }
    const previewAsked =
      queryAt === -1 ? null : new URLSearchParams(url.slice(queryAt + 1)).get('preview');
    if (previewAsked !== null) {
      servePreview(req, res, pagePath, previewAsked).catch((error) => {
        log(`preview of ${pagePath}: ${error instanceof Error ? error.message : String(error)}`);
        sendText(res, 500, types['.txt'], 'The preview could not be rendered.', 'no-store');
      });
      return undefined;
    }
    cache.get(pagePath).then(
      (entry) => {
        const accept = String(req.headers['accept-encoding'] ?? '');
        const [body, encoding, etag] = /\bbr\b/.test(accept)
          ? [entry.br, 'br', entry.etags.br]
          : /\bgzip\b/.test(accept)
            ? [entry.gz, 'gzip', entry.etags.gz]
            : [entry.raw, null, entry.etags.raw];
        const pageHeadersNow = {
          ...headers,
          ETag: etag,
          ...(encoding ? { 'Content-Encoding': encoding } : {}),
        };
        if (entry.failed) pageHeadersNow['Cache-Control'] = 'no-store';
        // Revalidation as for static files (`fresh`): a list of tags, weak or strong.
        if (!entry.failed && fresh(req.headers, { etag })) {
          res.writeHead(304, pageHeadersNow);
          return res.end();
        }
        res.writeHead(entry.status, { ...pageHeadersNow, 'Content-Length': body.length });
        res.end(method === 'HEAD' ? undefined : body);
      },
      (error) => {
        if (error instanceof BusyError) {
          res.setHeader('Retry-After', '5');
          return sendText(
            res,
            503,
            types['.txt'],
            'Busy: please try again in a moment.',
            'no-store',
          );
        }
        log(`${pagePath}: ${error instanceof Error ? error.message : String(error)}`);
        return sendText(res, 500, types['.txt'], 'The page could not be rendered.', 'no-store');
      },
    );
    return undefined;
  }

  const server = applyTimeouts(http.createServer(handle));

  return {
    server,
    handle,
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
    stop() {
      clearInterval(timer);
      return new Promise((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve(undefined));
      });
    },
  };
}

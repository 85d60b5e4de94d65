// @ts-check
/**
 * The site server: what visitors and search engines get at the site's origin, as Fastify plugins,
 * one per concern, each declaring its routes (`app.printRoutes()`, `npm run routes`). ARCHITECTURE.md
 * ("The render path") draws how they meet:
 *
 *   routes/pages ─► page-pipeline (page cache ─ miss or stale ─► renderer ─► document, page CSS)
 *                     ▲
 *                     └── changes (registry and manifests polled, webhook, cluster bus, edge purge)
 *   routes/site-files, media, page-data, search, posts (forms, failure reports, webhook), health,
 *   version-counts; before them all, version-preview and canary send a previewing or canary
 *   visitor's requests to that version's server (version-servers)
 *
 * load-site.mjs wires the parts the routes use (`app.site()`, once ready); this file makes the app.
 */
import path from 'node:path';
import { loadSite, requireRenderer } from './load-site.mjs';
import { errorText, silentLogger } from './log.mjs';
import { healthRoutes } from './routes/health.mjs';
import { mediaRoutes } from './routes/media.mjs';
import { pageDataRoutes } from './routes/page-data.mjs';
import { answerPage, pageRoutes } from './routes/pages.mjs';
import { postRoutes } from './routes/posts.mjs';
import { searchRoutes } from './routes/search.mjs';
import { siteFileRoutes } from './routes/site-files.mjs';
import { createHttpApp, sendText } from './static-files.mjs';
import { canaryOf, canaryRoutes } from './canary.mjs';
import { createVersionCounts } from './version-counts.mjs';
import { versionPreviewRoutes } from './version-preview.mjs';
import { createVersionServers } from './version-servers.mjs';
import { versionCountsRoutes } from './routes/version-counts.mjs';

export {
  pagePolicy,
  PAGE_CACHE_CONTROL,
  RENEWING_PAGE_CACHE_CONTROL,
} from './security-headers.mjs';
export { REVALIDATE_PATH } from './changes.mjs';

/**
 * @typedef {import('./site-state.mjs').RuntimeConfig} RuntimeConfig
 * @typedef {import('./site-state.mjs').Renderer} Renderer
 * @typedef {import('./site-state.mjs').Request} Request
 * @typedef {import('./site-state.mjs').Reply} Reply
 * @typedef {import('./load-site.mjs').SiteOptions} SiteOptions
 * @typedef {import('./load-site.mjs').LoadedSite} LoadedSite
 * @typedef {ReturnType<typeof createSiteServer>} SiteServer
 */

/**
 * The site server: a Fastify app whose routes answer once the renderer is loaded and the registry
 * read (`ready`), 503 with Retry-After before (but `/healthz`); one `request` log line per answer.
 * `stop()` closes it gracefully: new requests are refused, those in flight finish.
 * @param {SiteOptions} options
 */
export function createSiteServer(options) {
  const logger = options.logger ?? silentLogger;
  const shellDir = path.resolve(options.shellDir);
  const app = createHttpApp({
    logger,
    ...(options.trustProxy ? { trustProxy: options.trustProxy } : {}),
  });
  const renderer = requireRenderer(shellDir);
  /** @type {LoadedSite | null} */
  let site = null;
  // A version's server (a preview's, a canary's) counts for its parent and runs no canary.
  const versionServer = Boolean(options.versionServer);
  const counts = createVersionCounts({
    logger,
    ...(options.redisUrl ? { redisUrl: options.redisUrl } : {}),
    toParent: versionServer,
  });
  const ready = loadSite({ ...options, counts, logger, renderer }).then((loaded) => {
    site = loaded;
    return loaded;
  });
  // The caller decides what a failed start means (main.mjs exits); no unhandled rejection here.
  ready.catch(() => undefined);
  // The loaded site's parts, for every route (the readiness hook keeps them from asking before).
  app.decorate('site', () => {
    if (!site) throw new Error('The site server is not ready yet.');
    return site;
  });
  readBodiesAsBytes(app);
  const inFlight = countAndLog(app);
  app.addHook('onRequest', (request, reply, done) => {
    if (site || request.routeOptions.config.beforeReady) return done();
    reply.header('Retry-After', '5');
    sendText(reply, 503, 'txt', 'Starting: the renderer is loading.', 'no-store');
    return undefined;
  });

  // Spellings other than a route's own are answered as the page route answers any address.
  const otherSpelling = (/** @type {Request} */ request, /** @type {Reply} */ reply) =>
    answerPage(app.site(), shellDir, request, reply);
  const contract = renderer.SITE_CONTRACT;
  // Before the routes: a previewing visitor's requests are all answered by the preview's server,
  // then a canary's visitor's by the canary's.
  const versionServers = versionServer
    ? null
    : createVersionServers({
        ...(options.versionPreview ?? {}),
        shellDir,
        logger,
        config: () => app.site().state.config,
        onCounts: (figures) => counts.merge(figures),
      });
  versionPreviewRoutes(app, {
    secret: options.versionPreview?.secret,
    servers: options.versionPreview ? versionServers : null,
    logger,
    otherSpelling,
  });
  if (versionServers)
    canaryRoutes(app, {
      canary: () => (site ? canaryOf(site.state.canaries) : null),
      liveVersion: (name) => {
        const manifest = site?.state.config.remotes[name];
        return manifest ? renderer.versionIn(manifest) : null;
      },
      folderOf: (name) => name.replaceAll('_', '-'),
      servers: versionServers,
      counts,
      logger,
      ...(options.canaryRule ? { rule: options.canaryRule } : {}),
    });
  app.register(versionCountsRoutes, {
    secret: options.versionPreview?.secret,
    counts,
    otherSpelling,
  });
  app.register(healthRoutes);
  app.register(siteFileRoutes, { runtimeConfigPath: contract.runtimeConfigPath, otherSpelling });
  app.register(mediaRoutes, { otherSpelling });
  app.register(pageDataRoutes, { pageDataPath: contract.pageDataPath, otherSpelling });
  app.register(searchRoutes, { searchDataPath: contract.searchDataPath, otherSpelling });
  app.register(postRoutes, { remoteFailurePath: contract.remoteFailurePath });
  app.register(pageRoutes, { shellDir });

  return {
    app,
    ready,
    logger,
    /** Requests being answered now (a graceful stop waits for them). */
    inFlight,
    /** The loaded site (after `ready`): its cache, its sitemap, its content hook. */
    get site() {
      return app.site();
    },
    /** The servers of other versions: staged versions' previews, a canary's. */
    versionServers,
    /** The pages and failures counted per remote version (version-counts.mjs). */
    counts,
    async stop() {
      versionServers?.stop();
      site?.stop();
      await app.close();
      await counts.stop();
    },
  };
}

/**
 * Every body is kept as bytes, whatever its type (a beacon is text/plain): handlers parse it.
 * An error answers in plain text, logged when it is the server's.
 */
function readBodiesAsBytes(/** @type {import('fastify').FastifyInstance} */ app) {
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
}

/**
 * Counts the requests being answered (a graceful stop reports them) and writes one summary line
 * per answer (event `request`). Hooks called back rather than async: a kept page is most answers,
 * and an async hook costs each a promise and a turn of the event loop.
 */
function countAndLog(/** @type {import('fastify').FastifyInstance} */ app) {
  let inFlight = 0;
  const answered = () => (inFlight -= 1);
  app.addHook('onRequest', (request, reply, done) => {
    inFlight += 1;
    // Once per request, whether it was answered or the client went away.
    reply.raw.once('close', answered);
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      {
        event: 'request',
        method: request.method,
        url: request.url,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request',
    );
    done();
  });
  return () => inFlight;
}

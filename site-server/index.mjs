// @ts-check
/**
 * The site server: what visitors and search engines get at the site's origin. ARCHITECTURE.md
 * ("The render path") draws how its parts meet:
 *
 *   http-routes ─► page-pipeline (page cache ─ miss or stale ─► renderer ─► document, page CSS)
 *        │            ▲
 *        │            └── changes (registry and manifests polled, webhook, cluster bus, edge purge)
 *        └─► preview, form-requests, failure-reports, media, static files, sitemap and robots
 *
 * load-site.mjs wires them (`loadSite`); this file puts them behind HTTP (`createSiteServer`).
 */
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { loadSite, requireRenderer } from './load-site.mjs';
import { REPORT_MAX_BYTES } from './failure-reports.mjs';
import { errorText, silentLogger } from './log.mjs';
import { createHttpApp, sendText, staticOptions } from './static-files.mjs';

export {
  pagePolicy,
  PAGE_CACHE_CONTROL,
  RENEWING_PAGE_CACHE_CONTROL,
} from './security-headers.mjs';
export { REVALIDATE_PATH } from './http-routes.mjs';

/**
 * @typedef {import('./site-state.mjs').RuntimeConfig} RuntimeConfig
 * @typedef {import('./site-state.mjs').Renderer} Renderer
 * @typedef {import('./site-state.mjs').Request} Request
 * @typedef {import('./site-state.mjs').Reply} Reply
 * @typedef {import('./load-site.mjs').SiteOptions} SiteOptions
 * @typedef {ReturnType<typeof createSiteServer>} SiteServer
 * @typedef {Awaited<ReturnType<typeof loadSite>>} LoadedSite
 */

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
  // One hook, called back rather than async: a kept page is most answers, and an async hook costs
  // each of them a promise and a turn of the event loop.
  app.addHook('onRequest', (request, reply, done) => {
    inFlight += 1;
    // Once per request, whether it was answered or the client went away.
    reply.raw.once('close', answered);
    if (request.method === 'GET' || request.method === 'HEAD' || !site) return done();
    // A body is read only where it is taken, and a form's only once it may be (refusedBeforeBody):
    // a refusal is answered there, and the request goes no further.
    site.refusedBeforeBody(request, reply).then(
      (refused) => {
        if (!refused) done();
      },
      (error) => done(error),
    );
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
          // Counted whatever query the address carries: the limit is the path's.
          const reportPath = (request.raw.url ?? '').split('?')[0];
          if (!site || reportPath !== remoteFailurePath || site.reportAllowed(request))
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

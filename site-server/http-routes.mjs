// @ts-check
/**
 * The site's whole HTTP surface but health (index.mjs answers that): which part takes a request,
 * decided from its method and the one spelling of its address (canonical-path.mjs).
 */
import fs from 'node:fs';
import path from 'node:path';
import { errorText } from './log.mjs';
import { BusyError } from './render-slots.mjs';
import { MEDIA_PREFIX } from './site-routing.mjs';
import { BASE_HEADERS, sendText, textHeaders, withoutStaleCopies } from './static-files.mjs';

/** The address the CMS's webhook posts to (cms/config: SITE_REVALIDATE_URL). */
export const REVALIDATE_PATH = '/__site/revalidate';

/**
 * @typedef {import('./site-state.mjs').Request} Request
 * @typedef {import('./site-state.mjs').Reply} Reply
 * @param {{
 *   shellDir: string,
 *   state: import('./site-state.mjs').SiteState,
 *   renderer: import('./site-state.mjs').Renderer,
 *   logger: import('./site-state.mjs').Logger,
 *   pipeline: ReturnType<typeof import('./page-pipeline.mjs').createPagePipeline>,
 *   articles: ReturnType<typeof import('./articles.mjs').createArticles>,
 *   currentSitemap: () => Promise<string>,
 *   changes: { handleWebhook: (request: Request, reply: Reply) => unknown },
 *   reports: ReturnType<typeof import('./failure-reports.mjs').createFailureReports>,
 *   forms: ReturnType<typeof import('./form-requests.mjs').createFormRequests>,
 *   servePreview: ReturnType<typeof import('./preview.mjs').createPreview>,
 *   serveMedia: ReturnType<typeof import('./media.mjs').createMedia>,
 * }} parts
 */
export function createHttpRoutes(parts) {
  const { shellDir, state, renderer, logger, pipeline, articles, changes, reports, forms } = parts;

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
    const spelling = state.routing.canonicalPath(rawPath);
    const formPage = spelling.kind === 'canonical' && state.routing.formPages.has(spelling.path);
    if (method === 'POST' && formPage) return { kind: 'form', path: spelling.path };
    return { kind: 'none', allow: formPage ? 'GET, HEAD, POST' : 'GET, HEAD' };
  }

  /**
   * Decides, before its body is read, whether a request with a body is taken (the onRequest hook
   * of createSiteServer): nothing is read for an address that takes no body (405), for a form
   * posted from another site (403), or for a form post past the bounds (503). Answers the
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
    return forms.refusedBeforeBody(request, reply, target.path);
  }

  /** Answers one request. */
  function handle(/** @type {Request} */ request, /** @type {Reply} */ reply) {
    const url = request.raw.url ?? '/';
    const queryAt = url.indexOf('?');
    const rawPath = queryAt === -1 ? url : url.slice(0, queryAt);
    const query = queryAt === -1 ? '' : url.slice(queryAt);
    const method = request.method;
    if (method !== 'GET' && method !== 'HEAD') {
      const target = postTarget(rawPath, method);
      if (target.kind === 'report') return reports.take(request, reply);
      if (target.kind === 'webhook') return changes.handleWebhook(request, reply);
      if (target.kind === 'form') return forms.serve(request, reply, target.path);
      reply.header('Allow', target.allow);
      return sendText(reply, 405, 'txt', 'Method not allowed');
    }
    // A kept page's data, by the one spelling of its address (page-data.mjs).
    const pageData = pipeline.servePageData(request, reply, rawPath);
    if (pageData !== false) return pageData;
    const { routing, config } = state;
    const spelling = routing.canonicalPath(rawPath);
    if (spelling.kind === 'bad')
      return sendText(reply, 400, 'txt', 'Bad request: the address is not valid.');
    // An alias spelled otherwise goes straight to its page, in one hop.
    if (spelling.kind === 'redirect')
      return redirect(reply, (routing.redirects[spelling.path] ?? spelling.location) + query);
    const pagePath = spelling.path;
    // The registry as the pages are rendered with it, with its route table (the pages embed it
    // without: SITE_CONTRACT.runtimeConfigPath).
    if (pagePath === renderer.SITE_CONTRACT.runtimeConfigPath)
      return sendText(reply, 200, 'json', JSON.stringify(renderer.effectiveConfig(config)));
    if (pagePath === '/robots.txt')
      return sendText(reply, 200, 'txt', routing.robots(config.siteUrl));
    if (pagePath === '/sitemap.xml')
      return parts.currentSitemap().then(
        // A sitemap lists every article: compressed for the client that takes it.
        (xml) => reply.code(200).headers(textHeaders('xml')).compress(xml),
        () => sendText(reply, 503, 'txt', 'The sitemap is unavailable right now.'),
      );
    const target = routing.redirects[pagePath];
    if (target) return redirect(reply, target + query);
    if (pagePath.startsWith(MEDIA_PREFIX))
      return parts.serveMedia(request, reply, pagePath.slice(MEDIA_PREFIX.length));
    // The shell's browser files. Its server build and bare template are not for browsers, nor
    // their compressed copies (`/index.html.br`); the path is canonical here, so no spelling of it
    // reaches them.
    const lower = pagePath.toLowerCase();
    const uncompressed = lower.replace(/(\.(br|gz))+$/, '');
    if (path.extname(pagePath) && !lower.startsWith('/server/') && uncompressed !== '/index.html') {
      if (isFileIn(shellDir, pagePath)) {
        withoutStaleCopies(request, path.join(shellDir, pagePath));
        return reply.sendFile(pagePath);
      }
    }
    const previewAsked =
      queryAt === -1 ? null : new URLSearchParams(url.slice(queryAt + 1)).get('preview');
    if (previewAsked !== null) return parts.servePreview(reply, pagePath, previewAsked);
    // An address the site does not have, whatever its letters, is answered with the one 404 page
    // of its language: none is rendered or kept for the address itself.
    const route = routing.routeOf(pagePath);
    const page = !route
      ? pipeline.notFoundPage(pagePath)
      : route.dynamic
        ? articles
            .isUnknown(pagePath)
            .then((unknown) =>
              unknown ? pipeline.notFoundPage(pagePath) : pipeline.cache.get(pagePath),
            )
        : pipeline.cache.get(pagePath);
    return page.then(
      (entry) => pipeline.sendPage(request, reply, entry),
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

  return { handle, refusedBeforeBody };
}

/** A permanent redirect: an alias's target, or the one spelling of an address. */
function redirect(/** @type {Reply} */ reply, /** @type {string} */ location) {
  return reply
    .code(301)
    .headers({ ...BASE_HEADERS, Location: location, 'Cache-Control': 'public, max-age=3600' })
    .send();
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

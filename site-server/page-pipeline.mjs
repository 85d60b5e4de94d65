// @ts-check
/**
 * A page's way to the visitor: rendered by the renderer, put in the shell's template with its CSS
 * inlined (the document), kept compressed in the page cache, and sent from there.
 */
import { NO_CSS, renderDocument } from './document.mjs';
import { keysOf, readsOf } from './change-policy.mjs';
import { errorText } from './log.mjs';
import { createPageCache } from './page-cache.mjs';
import { createPageCss } from './page-css.mjs';
import { RENEWING_PAGE_CACHE_CONTROL } from './security-headers.mjs';
import { IMMUTABLE_CACHE_CONTROL, sendText, textHeaders } from './static-files.mjs';
import { modelsShown } from './articles.mjs';
import { encodingFor } from './page-compression.mjs';
import { pageDataAddress, pageDataId, pageDataRequest } from './page-data.mjs';

/**
 * @typedef {import('./site-state.mjs').SiteState} SiteState
 * @typedef {import('./site-state.mjs').Renderer} Renderer
 * @typedef {import('./site-state.mjs').RenderResult} RenderResult
 * @typedef {import('./site-state.mjs').Request} Request
 * @typedef {import('./site-state.mjs').Reply} Reply
 * @typedef {import('./site-state.mjs').Logger} Logger
 * @typedef {import('./page-cache.mjs').Entry} Entry
 */

/**
 * @param {{
 *   state: SiteState,
 *   renderer: Renderer,
 *   logger: Logger,
 *   template: string,
 *   shellCss: import('./document.mjs').PageCss,
 *   fromEdge: (headers: import('node:http').IncomingHttpHeaders) => boolean,
 *   counted: { add: (owner: string, field: import('./version-counts.mjs').CountField) => void },
 *   limits?: { maxPages?: number, maxBytes?: number, maxNotFound?: number, maxRenders?: number },
 * }} options
 */
export function createPagePipeline(options) {
  const { state, renderer, logger, template, shellCss, fromEdge, counted, limits = {} } = options;
  const cssOf = createPageCss({ state, renderer });
  const pageDataPath = renderer.SITE_CONTRACT.pageDataPath;

  /**
   * A render in the shell's template, with the frame's and the page's CSS inlined, and its data
   * held or, given `pageDataSrc`, named (page-data.mjs).
   */
  async function documentOf(
    /** @type {RenderResult} */ result,
    /** @type {string | undefined} */ pageDataSrc = undefined,
  ) {
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
      // Without its route table: the boot script fetches that (SITE_CONTRACT.runtimeConfigPath).
      config: { ...renderer.effectiveConfig(state.config), routes: undefined },
      contract: {
        configId: renderer.SITE_CONTRACT.runtimeConfigId,
        pageDataId: renderer.SITE_CONTRACT.pageDataId,
        laterCssAttribute: renderer.BOOT_CONTRACT.laterCssAttribute,
      },
      ...(pageDataSrc ? { pageDataSrc } : {}),
    });
  }

  const cache = createPageCache({
    logger,
    ...(limits.maxPages ? { maxEntries: limits.maxPages } : {}),
    ...(limits.maxBytes ? { maxBytes: limits.maxBytes } : {}),
    ...(limits.maxNotFound ? { maxNotFound: limits.maxNotFound } : {}),
    ...(limits.maxRenders ? { maxRenders: limits.maxRenders } : {}),
    render: async (pagePath) => {
      const result = await renderer.render(pagePath);
      if (result.problem)
        logger.warn({ event: 'failure', path: pagePath, owner: result.owner }, result.problem);
      // A render that failed or fell back, counted against the owner's version.
      if (result.problem || result.pageFailed) counted.add(result.owner, 'renderFailures');
      // A page kept as it should be names its data (served apart: page-data.mjs); a 404, or a
      // page whose code failed, holds it.
      const data =
        result.status === 200 && !result.pageFailed
          ? { id: pageDataId(result.pageData), path: pagePath, json: result.pageData }
          : null;
      const notFound = pagePath === state.routing.notFoundPathOf(pagePath);
      return {
        status: result.status,
        html: await documentOf(
          result,
          data ? pageDataAddress(pageDataPath, pagePath, data.id) : undefined,
        ),
        data,
        owner: result.owner,
        failed: result.pageFailed,
        degraded: result.degraded,
        // What the page read: the changes that concern it find it by these (change-policy.mjs).
        keys: keysOf(readsOf(result.owner, modelsShown(pagePath, result.models, notFound))),
      };
    },
  });

  /**
   * The page answered at every address the site does not have (an unknown path, a made-up
   * article's), whatever its letters: the 404 page of the path's language, rendered once and kept
   * under its own address (`/404`, `/hi/404`), so nothing of the address asked for is written into
   * it and a flood of made-up addresses renders nothing and keeps nothing more.
   */
  function notFoundPage(/** @type {string} */ pagePath) {
    return cache.get(state.routing.notFoundPathOf(pagePath));
  }

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

  /** A kept page, in the encoding the client takes, with its own ETag (304 when it matches). */
  function sendPage(
    /** @type {Request} */ request,
    /** @type {Reply} */ reply,
    /** @type {Entry} */ entry,
  ) {
    if (entry.status === 200) counted.add(entry.owner, 'pages');
    return sendKeptPage(request, reply, entry, {
      headers: state.headers,
      toEdge: fromEdge(request.headers),
    });
  }

  const servePageData = createPageDataAnswers({ state, cache, pageDataPath });
  return { cache, documentOf, notFoundPage, renderAgain, sendPage, servePageData };
}

/** No such data: not kept by anyone (the page may name other data next time). */
function notHere(/** @type {Reply} */ reply) {
  return sendText(reply, 404, 'txt', 'Not found', 'no-store');
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

/**
 * A kept page, in the encoding the client takes, with its own ETag (304 when it matches); its
 * Surrogate-Key to an edge alone (`toEdge`).
 */
function sendKeptPage(
  /** @type {Request} */ request,
  /** @type {Reply} */ reply,
  /** @type {Entry} */ entry,
  /** @type {{ headers: Record<string, string>, toEdge: boolean }} */ { headers, toEdge },
) {
  const encoding = encodingFor(request.headers['accept-encoding']);
  const [body, etag] =
    encoding === 'br'
      ? [entry.br, entry.etags.br]
      : encoding === 'gzip'
        ? [entry.gz, entry.etags.gz]
        : [entry.raw, entry.etags.raw];
  /** @type {Record<string, string>} */
  const answer = { ...headers, ETag: etag };
  if (encoding) answer['Content-Encoding'] = encoding;
  if (toEdge) answer['Surrogate-Key'] = entry.keys;
  if (entry.failed) answer['Cache-Control'] = 'no-store';
  // The answer that draws a visitor for a canary sets their cookie (canary.mjs): theirs alone.
  else if (reply.raw.hasHeader('set-cookie')) answer['Cache-Control'] = 'private, no-store';
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
 * @param {{ state: SiteState, cache: ReturnType<typeof createPageCache>, pageDataPath: string }} parts
 */
function createPageDataAnswers({ state, cache, pageDataPath }) {
  const dataPrefix = `${pageDataPath}/`;
  /**
   * A kept page's data (page-data.mjs), by the hash its page names: kept from a recent render, or
   * the page's current data if the hash is its (a miss renders the page, as a visit would: in a
   * cluster, the HTML may come from another instance). Answers false when `rawPath` is not such
   * an address (`rawPath`: the request's path, before any change; the caller goes on), 404 when the page or its data is not (any more) there.
   */
  function servePageData(
    /** @type {Request} */ request,
    /** @type {Reply} */ reply,
    /** @type {string} */ rawPath,
  ) {
    if (!rawPath.startsWith(dataPrefix)) return false;
    const asked = pageDataRequest(pageDataPath, rawPath);
    const spelling = asked && state.routing.canonicalPath(asked.pagePath);
    const canonical = spelling?.kind === 'canonical' && spelling.path === asked?.pagePath;
    if (!asked || !canonical) return notHere(reply);
    const kept = cache.pageData(asked.pagePath, asked.id);
    const found = kept
      ? Promise.resolve(kept)
      : cache
          .get(asked.pagePath)
          .then((entry) => (entry.data?.id === asked.id ? entry.data : null));
    return found.then(
      (data) => (data ? sendPageData(request, reply, data) : notHere(reply)),
      () => notHere(reply),
    );
  }

  async function sendPageData(
    /** @type {Request} */ request,
    /** @type {Reply} */ reply,
    /** @type {NonNullable<Entry['data']>} */ data,
  ) {
    const wants = encodingFor(request.headers['accept-encoding']);
    const compressed = wants ? await cache.compressedData(data) : null;
    const body = !compressed ? data.raw : wants === 'br' ? compressed.br : compressed.gz;
    reply
      .code(200)
      .headers(textHeaders('json', IMMUTABLE_CACHE_CONTROL))
      .header('Vary', 'Accept-Encoding')
      .header('Content-Length', String(body.length));
    if (wants) reply.header('Content-Encoding', wants);
    return reply.send(request.method === 'HEAD' ? undefined : body);
  }

  return servePageData;
}

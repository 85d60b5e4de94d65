// @ts-check
/**
 * The page route: every GET and HEAD that no other route declares. An address is taken in its one
 * spelling (spelling.mjs); then it is one of the shell's browser files, a preview (`?preview=`),
 * a page of the route table from the page cache (page-pipeline.mjs), or the 404 page of its
 * language: nothing is rendered or kept for an address the site does not have.
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { errorText } from '../log.mjs';
import { compressedForClient } from '../page-compression.mjs';
import { BusyError } from '../render-slots.mjs';
import { sendText, staticOptions, withoutStaleCopies } from '../static-files.mjs';
import { pagePathOrAnswered, redirect } from './spelling.mjs';

/**
 * @typedef {import('../site-state.mjs').Request} Request
 * @typedef {import('../site-state.mjs').Reply} Reply
 * @typedef {import('../load-site.mjs').LoadedSite} LoadedSite
 */

/** @type {import('fastify').FastifyPluginAsync<{ shellDir: string }>} */
export async function pageRoutes(app, { shellDir }) {
  // `reply.sendFile` for the shell's browser files, served by this route (no routes of its own).
  await app.register(fastifyStatic, { ...staticOptions(shellDir), serve: false });
  app.get('/*', (request, reply) => answerPage(app.site(), shellDir, request, reply));
}

/** Answers a GET or HEAD as a page (other routes hand over the spellings they do not take). */
export function answerPage(
  /** @type {LoadedSite} */ site,
  /** @type {string} */ shellDir,
  /** @type {Request} */ request,
  /** @type {Reply} */ reply,
) {
  const address = pagePathOrAnswered(site.state.routing, request, reply);
  if (!address) return reply;
  const { pagePath, query } = address;
  if (isShellFile(shellDir, pagePath)) {
    withoutStaleCopies(request, path.join(shellDir, pagePath));
    return reply.sendFile(pagePath);
  }
  const asked = query ? new URLSearchParams(query.slice(1)) : null;
  const previewAsked = asked?.get('preview') ?? null;
  if (previewAsked !== null) return site.preview(reply, pagePath, previewAsked);
  if (query && site.state.routing.routeOf(pagePath)?.query)
    return pageForQuery(site, request, reply, pagePath, query).catch((error) =>
      failedPage(site, reply, pagePath, error),
    );
  return pageOf(site, pagePath).then(
    (entry) =>
      'moved' in entry
        ? redirect(reply, entry.moved + query)
        : site.pipeline.sendPage(request, reply, entry),
    (error) => failedPage(site, reply, pagePath, error),
  );
}

/**
 * A page that shows what its query asks (`/search?q=`: a route declared with `query`), with a
 * query: rendered for this request alone, in a visitor's render slot like a miss, never kept, and
 * kept by no one else (`no-store`, out of search engines' indexes). Its status is the page's (a
 * search query past its length: 400).
 */
async function pageForQuery(
  /** @type {LoadedSite} */ site,
  /** @type {Request} */ request,
  /** @type {Reply} */ reply,
  /** @type {string} */ pagePath,
  /** @type {string} */ query,
) {
  const { result, html } = await site.pipeline.cache.withRenderSlot(pagePath, async () => {
    const rendered = await site.renderer.render(`${pagePath}${query.slice(0, 4000)}`);
    return { result: rendered, html: await site.pipeline.documentOf(rendered) };
  });
  const { encoding, body } = await compressedForClient(html, request.headers['accept-encoding']);
  return reply
    .code(result.status)
    .headers({
      ...site.state.headers,
      'Cache-Control': 'no-store',
      'X-Robots-Tag': 'noindex',
      Vary: 'Accept-Encoding',
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
    })
    .send(request.method === 'HEAD' ? undefined : body);
}

/**
 * The kept page of a route, or the 404 page of the address's language when the site has no such
 * page, whatever its letters (an unknown path, a made-up article number or product slug); or,
 * for a product's old slug, where it is now.
 * @returns {Promise<import('../page-cache.mjs').Entry | { moved: string }>}
 */
async function pageOf(/** @type {LoadedSite} */ site, /** @type {string} */ pagePath) {
  const { pipeline, articles } = site;
  const route = site.state.routing.routeOf(pagePath);
  if (!route) return pipeline.notFoundPage(pagePath);
  if (!route.dynamic) return pipeline.cache.get(pagePath);
  if (route.catalogue) {
    // A product's address: its page, a 301 from an old slug, or the 404 page (nothing rendered
    // or kept for a slug no product has).
    const locale = site.state.routing.localeOf(pagePath);
    const product = await site.catalogue.lookup(pagePath, route.catalogue, locale);
    if (product.kind === 'moved') return { moved: product.path };
    return product.kind === 'unknown'
      ? pipeline.notFoundPage(pagePath)
      : pipeline.cache.get(pagePath);
  }
  return articles
    .isUnknown(pagePath)
    .then((unknown) => (unknown ? pipeline.notFoundPage(pagePath) : pipeline.cache.get(pagePath)));
}

function failedPage(
  /** @type {LoadedSite} */ site,
  /** @type {Reply} */ reply,
  /** @type {string} */ pagePath,
  /** @type {unknown} */ error,
) {
  if (error instanceof BusyError) {
    reply.header('Retry-After', '5');
    return sendText(reply, 503, 'txt', 'Busy: please try again in a moment.', 'no-store');
  }
  site.logger.error(
    { event: 'failure', path: pagePath, error: errorText(error) },
    `${pagePath}: ${errorText(error)}`,
  );
  return sendText(reply, 500, 'txt', 'The page could not be rendered.', 'no-store');
}

/**
 * Whether a canonical path names one of the shell's browser files. Its server build and bare
 * template are not for browsers, nor their compressed copies (`/index.html.br`); the path is
 * canonical here, so no spelling of it reaches them.
 */
function isShellFile(/** @type {string} */ shellDir, /** @type {string} */ pagePath) {
  const lower = pagePath.toLowerCase();
  if (!path.extname(pagePath) || lower.startsWith('/server/')) return false;
  if (lower.replace(/(\.(br|gz))+$/, '') === '/index.html') return false;
  const full = path.join(shellDir, pagePath);
  if (!full.startsWith(shellDir + path.sep)) return false;
  try {
    return fs.statSync(full).isFile();
  } catch {
    return false;
  }
}

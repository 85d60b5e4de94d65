// @ts-check
/**
 * A CMS picture on the site's own origin (shared/src/api/origin.ts, MEDIA_BASE): read from the
 * CMS's `/uploads/` as asked (GET or HEAD, with the client's validators, so a 304 stays a 304) and
 * passed on as it comes, never kept here (browsers and edge caches keep it). Only an image file
 * name is asked for (MEDIA_FILE); the address is the registry's CMS, never the request's.
 */
import { Readable } from 'node:stream';
import { errorText } from './log.mjs';
import { MEDIA_PREFIX } from './site-routing.mjs';
import { BASE_HEADERS, sendText } from './static-files.mjs';

/**
 * The CMS's pictures the site serves: one file name, an image type. The CMS's other uploads (job
 * applicants' resumes) are not the site's to serve, under any spelling.
 */
const MEDIA_FILE = /^[\w-]+(?:\.[\w-]+)*\.(?:avif|gif|jpe?g|png|svg|webp)$/i;
const MEDIA_TIMEOUT_MS = 10_000;
/** Cached a day by browsers and edge caches (the CMS names each upload with a hash of its own). */
const MEDIA_CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800';
/** A picture opened on its own runs nothing (an SVG's script, say) on the site's origin. */
const MEDIA_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/**
 * @param {{
 *   state: import('./site-state.mjs').SiteState,
 *   logger: import('./site-state.mjs').Logger,
 * }} options
 */
export function createMedia({ state, logger }) {
  return async function serveMedia(
    /** @type {import('./site-state.mjs').Request} */ request,
    /** @type {import('./site-state.mjs').Reply} */ reply,
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
      upstream = await fetch(`${state.config.cmsUrl.replace(/\/+$/, '')}${MEDIA_PREFIX}${file}`, {
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
  };
}

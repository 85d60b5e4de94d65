// @ts-check
/**
 * How the page cache (page-cache.mjs) compresses what it keeps: a page's brotli, gzip and plain
 * buffers with an ETag each, quick while a visitor waits and at brotli's best later, one page at a
 * time, in zlib's threads; a page's data (page-data.mjs) when it is first asked for; and which of
 * them a client takes.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import { LRUCache } from 'lru-cache';
import { errorText } from './log.mjs';

/**
 * @typedef {import('./page-cache.mjs').Rendered} Rendered
 * @typedef {import('./page-cache.mjs').Entry} Entry
 * @typedef {import('./page-cache.mjs').PageData} PageData
 */

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Brotli while a visitor may be waiting: 5-10 ms a page. */
const QUICK_BROTLI = 6;
/** Brotli at its best: 50-250 ms of one core a page, so only in the background. */
const BEST_BROTLI = 11;

function brotliAt(/** @type {Buffer} */ raw, /** @type {number} */ quality) {
  return brotli(raw, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
      // A 256 KB window holds any page whole: the same ratio as the default 4 MB window,
      // with far less memory for each compression under way.
      [zlib.constants.BROTLI_PARAM_LGWIN]: 18,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
    },
  });
}

/** A rendered page's buffers, its brotli copy the quick one, and its data's plain bytes. */
export async function compressPage(/** @type {Rendered} */ page) {
  const raw = Buffer.from(page.html);
  const [br, gz] = await Promise.all([brotliAt(raw, QUICK_BROTLI), gzip(raw, { level: 6 })]);
  // One ETag per encoding: a cache must never answer a gzip request's revalidation with brotli.
  // The brotli one is weak: its bytes change when the best copy replaces the quick one, the page
  // they decode to does not, and a client holding either needs nothing new.
  const hash = createHash('sha1').update(raw).digest('base64url').slice(0, 20);
  return {
    raw,
    br,
    gz,
    etags: { raw: `"${hash}"`, br: `W/"${hash}-br"`, gz: `"${hash}-gz"` },
    /** @type {PageData | null} */
    data: page.data && {
      id: page.data.id,
      path: page.data.path,
      raw: Buffer.from(page.data.json),
    },
  };
}

/**
 * A page's data compressed, at brotli's best, made once when first asked for: 20 ms of a core
 * for 11 KB, which a render a visitor waits on should not pay (the data is fetched once the
 * page has loaded).
 */
export function compressedData(/** @type {PageData} */ data) {
  data.compressed ??= Promise.all([
    brotliAt(data.raw, BEST_BROTLI),
    gzip(data.raw, { level: 9 }),
  ]).then(([br, gz]) => ({ br, gz }));
  return data.compressed;
}

/**
 * Kept pages whose brotli copy is still the quick one, compressed again at brotli's best in turn;
 * a page replaced or dropped meanwhile (`isCurrent` false) is skipped.
 * @param {{
 *   logger: import('./log.mjs').Logger,
 *   isCurrent: (path: string, entry: Entry) => boolean,
 * }} options
 */
export function createBetterCompression({ logger, isCurrent }) {
  /** @type {Map<string, Entry>} */
  const quicklyCompressed = new Map();
  let compressing = false;

  async function compressBetter() {
    compressing = true;
    for (const [path, entry] of quicklyCompressed) {
      quicklyCompressed.delete(path);
      // Nobody will be served this copy.
      if (!isCurrent(path, entry)) continue;
      try {
        const br = await brotliAt(entry.raw, BEST_BROTLI);
        if (br.length < entry.br.length) entry.br = br;
      } catch (error) {
        logger.warn(
          { event: 'failure', path, error: errorText(error) },
          `${path}: kept its quick brotli copy (${errorText(error)})`,
        );
      }
    }
    compressing = false;
  }

  return {
    compressBetterLater(/** @type {string} */ path, /** @type {Entry} */ entry) {
      quicklyCompressed.set(path, entry);
      if (!compressing) void compressBetter();
    },
  };
}

/**
 * The encodings a page is kept in, best first, negotiated with the client's Accept-Encoding by its
 * q-values (`br;q=0, gzip`: gzip). Answers for a few hundred header spellings are remembered (any
 * client may send any header: a bounded cache).
 */
const pageEncodings = new Negotiator({
  supportedValues: ['br', 'gzip', 'identity'],
  cache: /** @type {LRUCache<string, string>} */ (new LRUCache({ max: 500 })),
});

/** The encoding to send a kept page or its data in: 'br', 'gzip', or null for none. */
export function encodingFor(/** @type {string | string[] | undefined} */ header) {
  if (typeof header !== 'string' || !header) return null;
  // Content codings are case-insensitive (RFC 9110, 8.4.1).
  const chosen = pageEncodings.negotiate(header.toLowerCase());
  return chosen === 'br' || chosen === 'gzip' ? chosen : null;
}

/**
 * A page rendered for one request alone (a query's answer, never kept), compressed for the client
 * that asked, at brotli's quick level: its encoding's header, and the bytes.
 */
export async function compressedForClient(
  /** @type {string} */ html,
  /** @type {string | string[] | undefined} */ acceptEncoding,
) {
  const raw = Buffer.from(html);
  const encoding = encodingFor(acceptEncoding);
  if (encoding === 'br')
    return { encoding: /** @type {const} */ ('br'), body: await brotliAt(raw, QUICK_BROTLI) };
  if (encoding === 'gzip')
    return { encoding: /** @type {const} */ ('gzip'), body: await gzip(raw, { level: 6 }) };
  return { encoding: null, body: raw };
}

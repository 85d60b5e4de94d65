// @ts-check
/**
 * Static files of the site: each remote's build (served on its own origin, with CORS for the
 * shell's origins) and the shell's browser assets (served by the site server). Node's http only.
 * - Precompressed .br / .gz files (written by scripts/build.mjs) when the client accepts them.
 * - Content-hashed files are cached for a year; manifests and other names are revalidated, cheaply:
 *   every file carries an ETag and Last-Modified of the bytes sent (each encoding its own), and a
 *   revalidation that matches is a 304 (`etag`, `fresh`). A plain (identity) answer takes a
 *   `Range` (`range-parser`): one range is a 206, an unsatisfiable one a 416.
 * - Security headers on every answer; nothing of a build's `server/` folder is needed by browsers,
 *   but a remote's is fetched by the site's renderer, so remotes serve it.
 */
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import etag from 'etag';
import fresh from 'fresh';
import parseRange from 'range-parser';

export const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

const HASHED = /\.[0-9a-f]{8,}\.(js|css|svg|png|jpe?g|webp|avif|woff2?)$/;

/**
 * Every answer that is not a page: nothing in it may run or load (an SVG or script opened directly
 * is inert), without repeating a page policy's origin list on each of a page's thirty requests.
 */
export const ASSET_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'none'";

/** Headers every answer carries. */
export function baseHeaders(/** @type {http.ServerResponse} */ res) {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
}

/** The URL path, decoded; null when its percent-encoding is malformed or it holds a NUL. */
export function decodePath(/** @type {string} */ pathname) {
  try {
    const decoded = decodeURIComponent(pathname);
    return decoded.includes('\0') ? null : decoded;
  } catch {
    return null;
  }
}

/** Answers 400 for a URL that cannot be read (malformed percent-encoding), with the usual headers. */
export function badRequest(/** @type {http.ServerResponse} */ res) {
  res.statusCode = 400;
  baseHeaders(res);
  res.setHeader('Content-Security-Policy', ASSET_POLICY);
  res.setHeader('Content-Type', types['.txt']);
  res.end('Bad request: the address is not valid.');
}

/** An existing file inside `root` for the decoded URL path, or null. */
export function fileIn(/** @type {string} */ root, /** @type {string} */ decoded) {
  const full = path.join(root, decoded);
  if (!full.startsWith(root + path.sep)) return null;
  try {
    return fs.statSync(full).isFile() ? full : null;
  } catch {
    return null;
  }
}

/**
 * The precompressed copy of `file` (`.br` or `.gz`) when it is at least as new as the file. A
 * release copied over a served folder by a build that does not compress (or compresses fewer
 * files) leaves the previous release's copies behind; sending one would hand browsers old code
 * under the new file's name while clients without that encoding get the new file.
 */
function compressedCopy(
  /** @type {string} */ file,
  /** @type {number} */ fileMtimeMs,
  /** @type {'br' | 'gz'} */ suffix,
) {
  try {
    const stat = fs.statSync(`${file}.${suffix}`);
    return stat.isFile() && stat.mtimeMs >= fileMtimeMs ? stat : null;
  } catch {
    return null;
  }
}

/** Sends a file, precompressed when possible. */
export function sendFile(
  /** @type {http.IncomingMessage} */ req,
  /** @type {http.ServerResponse} */ res,
  /** @type {string} */ file,
) {
  const ext = path.extname(file);
  const type = types[/** @type {keyof typeof types} */ (ext)] ?? 'application/octet-stream';
  const accept = String(req.headers['accept-encoding'] ?? '');
  let stat = fs.statSync(file);
  let body = file;
  const br = /\bbr\b/.test(accept) ? compressedCopy(file, stat.mtimeMs, 'br') : null;
  const gz = !br && /\bgzip\b/.test(accept) ? compressedCopy(file, stat.mtimeMs, 'gz') : null;
  if (br) {
    body = `${file}.br`;
    stat = br;
    res.setHeader('Content-Encoding', 'br');
  } else if (gz) {
    body = `${file}.gz`;
    stat = gz;
    res.setHeader('Content-Encoding', 'gzip');
  }
  res.setHeader('Vary', 'Accept-Encoding, Origin');
  res.setHeader('Content-Type', type);
  res.setHeader(
    'Cache-Control',
    HASHED.test(file) || file.includes(`${path.sep}fonts${path.sep}`)
      ? 'public, max-age=31536000, immutable'
      : 'no-cache',
  );
  baseHeaders(res);
  res.setHeader('Content-Security-Policy', ASSET_POLICY);
  // Validators of the bytes sent: the brotli, gzip and plain copies are files of their own.
  res.setHeader('ETag', etag(stat));
  res.setHeader('Last-Modified', stat.mtime.toUTCString());
  if (
    fresh(req.headers, {
      etag: res.getHeader('ETag'),
      'last-modified': res.getHeader('Last-Modified'),
    })
  ) {
    res.statusCode = 304;
    res.removeHeader('Content-Type');
    return res.end();
  }
  /** @type {{ start: number, end: number } | null} */
  let range = null;
  if (!br && !gz) {
    res.setHeader('Accept-Ranges', 'bytes');
    const asked = req.headers.range;
    const ranges = asked ? parseRange(stat.size, asked, { combine: true }) : -2;
    if (ranges === -1) {
      res.statusCode = 416;
      res.setHeader('Content-Range', `bytes */${stat.size}`);
      return res.end();
    }
    // One range is served; none, a malformed header or several (rare for these files) get it all.
    if (Array.isArray(ranges) && ranges.length === 1 && ranges[0]) range = ranges[0];
  }
  if (range) {
    res.statusCode = 206;
    res.setHeader('Content-Range', `bytes ${range.start}-${range.end}/${stat.size}`);
    res.setHeader('Content-Length', range.end - range.start + 1);
  } else res.setHeader('Content-Length', stat.size);
  if (req.method === 'HEAD') return res.end();
  fs.createReadStream(body, range ?? {}).pipe(res);
}

/**
 * A remote's static server: its dist/ (browser build and server build), CORS only for the
 * shell's origins (the browser) and for no origin at all (the site's renderer, a server).
 * `mounts` serves other folders under URL prefixes: a remote's released versions under
 * `/releases/` (scripts/releases.mjs).
 * @param {{ dir: string, allowedOrigins?: string[], mounts?: Record<string, string> }} options
 */
export function createStaticServer(options) {
  const root = path.resolve(options.dir);
  const mounts = Object.entries(options.mounts ?? {}).map(
    ([prefix, dir]) => /** @type {const} */ ([prefix.replace(/\/?$/, '/'), path.resolve(dir)]),
  );
  const allowedOrigins = options.allowedOrigins ?? [];
  return http.createServer((req, res) => {
    const origin = req.headers.origin;
    if (origin && allowedOrigins.includes(origin))
      res.setHeader('Access-Control-Allow-Origin', origin);
    if (req.method === 'OPTIONS') {
      res.statusCode = 204;
      return res.end();
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.statusCode = 405;
      res.setHeader('Allow', 'GET, HEAD');
      return res.end();
    }
    const decoded = decodePath(new URL(req.url ?? '/', 'http://localhost').pathname);
    if (decoded === null) return badRequest(res);
    const mount = mounts.find(([prefix]) => decoded.startsWith(prefix));
    const file = mount
      ? fileIn(mount[1], decoded.slice(mount[0].length - 1))
      : fileIn(root, decoded);
    if (file) return sendFile(req, res, file);
    res.statusCode = 404;
    baseHeaders(res);
    res.setHeader('Content-Security-Policy', ASSET_POLICY);
    res.setHeader('Content-Type', types['.txt']);
    res.end('Not found');
  });
}

/** Starts a server and resolves once it listens. */
export function listen(
  /** @type {http.Server} */ server,
  /** @type {number} */ port,
  /** @type {string | undefined} */ host = undefined,
) {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

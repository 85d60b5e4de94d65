// @ts-check
/**
 * Static files of the site, on Fastify and `@fastify/static`: each remote's build (its own
 * origin, with CORS for the shell's origins; scripts/remotes-host.mjs hosts them locally) and the
 * shell's browser assets (served by the site server, index.mjs).
 * - Precompressed `.br` / `.gz` copies (written by scripts/build.mjs) when the client accepts
 *   them (`preCompressed`), unless a copy is older than its file: a build copied over a served
 *   folder by a tool that does not compress (or compresses fewer files) leaves the last build's
 *   copies behind, and sending one would hand browsers old code under the new file's name
 *   (`withoutStaleCopies` then has the plain file sent).
 * - Every answer carries an ETag and Last-Modified of the bytes sent (each encoding its own file,
 *   so its own tag); a matching revalidation is a 304, a `Range` of a plain answer a 206 (416 when
 *   it cannot be served).
 * - Content-hashed files are cached for a year; manifests and other names are revalidated.
 * - Security headers on every answer; nothing in a file may run as a page (ASSET_POLICY).
 */
import fs from 'node:fs';
import path from 'node:path';
import send from '@fastify/send';
import fastifyStatic from '@fastify/static';
import Fastify, { LogController } from 'fastify';
import { silentLogger } from './log.mjs';

export const types = {
  html: 'text/html; charset=utf-8',
  json: 'application/json; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  xml: 'application/xml; charset=utf-8',
};

// JavaScript is text/javascript (RFC 9239), not the mime table's older application/javascript.
send.mime.define({ 'text/javascript': ['js', 'mjs'] }, true);

/** A file's Content-Type as this server sends it (text with its charset), for other stores of the same files. */
export function contentTypeOf(/** @type {string} */ file) {
  const type = send.mime.getType(file) ?? 'application/octet-stream';
  return /^(text\/|application\/(json|javascript|xml)|image\/svg)/.test(type)
    ? `${type}; charset=utf-8`
    : type;
}

/** Files (and data) named by a hash of their content: they never change. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

const HASHED = /\.[0-9a-f]{8,}\.(js|css|svg|png|jpe?g|webp|avif|woff2?)$/;

/**
 * Every answer that is not a page: nothing in it may run or load (an SVG or script opened directly
 * is inert), without repeating a page policy's origin list on each of a page's thirty requests.
 */
export const ASSET_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'none'";

/** Headers every answer carries. */
export const BASE_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

/** Idle or trickling connections cannot hold a server: limits on headers, requests, keep-alive. */
export const TIMEOUTS = {
  headersMs: 10_000,
  requestMs: 30_000,
  keepAliveMs: 5_000,
  checkEveryMs: 1_000,
};

/**
 * A Fastify instance with the site's limits: timeouts, closing gracefully (new requests on open
 * connections get a 503 while it drains, idle connections are closed), one JSON log line per
 * answer written by the caller (`request` events) rather than Fastify's two.
 * `trustProxy`: the proxies in front (addresses, comma-separated) whose X-Forwarded-For names the
 * client (`request.ip`); none by default, so no client can name itself.
 * @param {{ logger: import('pino').Logger, bodyLimit?: number, trustProxy?: string }} options
 */
export function createHttpApp({ logger, bodyLimit = 256 * 1024, trustProxy }) {
  const app = Fastify({
    ...(trustProxy ? { trustProxy } : {}),
    // Fastify's types take pino's logger as its base logger; they are the same at run time.
    loggerInstance: /** @type {import('fastify').FastifyBaseLogger} */ (logger),
    logController: new LogController({ disableRequestLogging: true }),
    // Each request logs through the process's logger itself (its line says method and URL): a
    // child logger per request would cost the cached pages a tenth of their throughput.
    childLoggerFactory: (logger) => logger,
    requestTimeout: TIMEOUTS.requestMs,
    keepAliveTimeout: TIMEOUTS.keepAliveMs,
    bodyLimit,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    frameworkErrors,
  });
  app.server.headersTimeout = TIMEOUTS.headersMs;
  // Node enforces the header and request timeouts when it checks its connections, every 30 s by
  // default: a client sending its headers slowly held a connection for 40 s, not the 10 s set.
  /** @type {import('node:http').Server & { connectionsCheckingInterval: number }} */ (
    app.server
  ).connectionsCheckingInterval = TIMEOUTS.checkEveryMs;
  return app;
}

/** The headers of a text answer that is not a page. */
export function textHeaders(/** @type {keyof typeof types} */ type, cacheControl = 'no-cache') {
  return {
    ...BASE_HEADERS,
    'Content-Security-Policy': ASSET_POLICY,
    'Content-Type': types[type],
    'Cache-Control': cacheControl,
  };
}

/** A text answer with the usual headers (errors, robots.txt, the registry). */
export function sendText(
  /** @type {import('fastify').FastifyReply} */ reply,
  /** @type {number} */ status,
  /** @type {keyof typeof types} */ type,
  /** @type {string} */ body,
  cacheControl = 'no-cache',
) {
  // Already answered (a form post cut as too slow): nothing more is written.
  if (reply.sent) return reply;
  return reply.code(status).headers(textHeaders(type, cacheControl)).send(body);
}

/** Options of `@fastify/static` for a folder of built files (`serve: false`: sent by a handler). */
export function staticOptions(/** @type {string} */ root) {
  return /** @type {const} */ ({
    root: path.resolve(root),
    preCompressed: true,
    etag: true,
    lastModified: true,
    acceptRanges: true,
    // Cache-Control is set per file below; dotfiles (`.build-inputs`) are not served.
    cacheControl: false,
    dotfiles: 'ignore',
    index: false,
    setHeaders(/** @type {import('fastify').FastifyReply} */ reply, /** @type {string} */ file) {
      const served = file.replace(/\.(br|gz)$/, '');
      reply.headers({
        ...BASE_HEADERS,
        'Content-Security-Policy': ASSET_POLICY,
        'Cache-Control':
          HASHED.test(served) || served.includes(`${path.sep}fonts${path.sep}`)
            ? IMMUTABLE_CACHE_CONTROL
            : 'no-cache',
        Vary: 'Origin',
      });
    },
  });
}

/**
 * Whether a precompressed copy of `file` is older than the file itself (see above): the request
 * is then answered with the plain file, whatever encodings it accepts.
 */
export function hasStaleCopy(/** @type {string} */ file) {
  try {
    const built = fs.statSync(file).mtimeMs;
    return ['br', 'gz'].some((suffix) => {
      const copy = fs.statSync(`${file}.${suffix}`, { throwIfNoEntry: false });
      return copy !== undefined && copy.mtimeMs < built;
    });
  } catch {
    return false;
  }
}

/** Makes the request ask for the plain file when `file` has a stale precompressed copy. */
export function withoutStaleCopies(
  /** @type {import('fastify').FastifyRequest} */ request,
  /** @type {string} */ file,
) {
  if (hasStaleCopy(file)) request.raw.headers['accept-encoding'] = 'identity';
}

/** Answers a request for an address that cannot be read (malformed percent-encoding) with 400. */
export function frameworkErrors(
  /** @type {Error} */ _error,
  /** @type {import('fastify').FastifyRequest} */ _request,
  /** @type {import('fastify').FastifyReply} */ reply,
) {
  sendText(reply, 400, 'txt', 'Bad request: the address is not valid.');
}

/**
 * A file that cannot be sent: its status (403 for a path out of bounds, 416 for a range outside
 * it, with the headers that come with it) and a short text.
 * @param {Error & { statusCode?: number, status?: number, headers?: Record<string, string> }} error
 * @param {import('fastify').FastifyRequest} _request
 * @param {import('fastify').FastifyReply} reply
 */
export function fileErrors(error, _request, reply) {
  const status = error.statusCode ?? error.status ?? 500;
  if (error.headers) reply.headers(error.headers);
  return sendText(
    reply,
    status >= 400 ? status : 500,
    'txt',
    status === 404 ? 'Not found' : status < 500 ? 'Refused' : 'Error',
  );
}

/**
 * A remote's static files: its dist/ (browser build and server build), CORS only for the shell's
 * origins (the browser) and for no origin at all (the site's renderer, a server). `mounts` serves
 * other folders under URL prefixes: a remote's released versions under `/releases/`
 * (scripts/releases.mjs).
 * @param {{
 *   dir: string,
 *   allowedOrigins?: string[],
 *   mounts?: Record<string, string>,
 *   logger?: import('pino').Logger,
 * }} options
 */
export function createStaticServer(options) {
  const allowedOrigins = options.allowedOrigins ?? [];
  const app = createHttpApp({ logger: options.logger ?? silentLogger });
  app.setNotFoundHandler((_request, reply) => sendText(reply, 404, 'txt', 'Not found'));
  app.setErrorHandler(fileErrors);
  const roots = [
    ...Object.entries(options.mounts ?? {}).map(
      ([prefix, dir]) => /** @type {const} */ ([prefix.replace(/\/?$/, '/'), path.resolve(dir)]),
    ),
    /** @type {const} */ (['/', path.resolve(options.dir)]),
  ];
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    if (origin && allowedOrigins.includes(origin))
      reply.header('Access-Control-Allow-Origin', origin);
    if (request.method === 'OPTIONS') return reply.code(204).send();
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return reply.code(405).header('Allow', 'GET, HEAD').send();
    let decoded;
    try {
      decoded = decodeURIComponent((request.raw.url ?? '/').split('?')[0] ?? '/');
    } catch {
      return undefined;
    }
    const root = roots.find(([prefix]) => decoded.startsWith(prefix));
    if (root) {
      const file = path.join(root[1], decoded.slice(root[0].length));
      if (file.startsWith(root[1] + path.sep)) withoutStaleCopies(request, file);
    }
    return undefined;
  });
  app.addHook('onResponse', async (request, reply) => {
    request.log.debug(
      { event: 'request', method: request.method, url: request.url, status: reply.statusCode },
      'file',
    );
  });
  app.register(fastifyStatic, staticOptions(options.dir));
  for (const [prefix, dir] of Object.entries(options.mounts ?? {}))
    app.register(fastifyStatic, {
      ...staticOptions(dir),
      prefix: prefix.replace(/\/?$/, '/'),
      decorateReply: false,
    });
  return app;
}

/** Starts a Fastify app on a port; resolves to the port it listens on (0 picks a free one). */
export async function listen(
  /** @type {import('fastify').FastifyInstance} */ app,
  /** @type {number} */ port,
  host = 'localhost',
) {
  await app.listen({ port, host });
  const address = app.server.address();
  return typeof address === 'object' && address ? address.port : port;
}

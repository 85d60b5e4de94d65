// @ts-check
/**
 * The production static server for the shell and each remote (no framework: Node's http).
 * - Tries the file, then <path>/index.html (prerendered pages), then, for the shell only, the
 *   untouched SPA template for known client-side routes; anything else is the 404 page with
 *   status 404.
 * - Precompressed .br / .gz files when the client accepts them.
 * - Hashed files are cached for a year; HTML, manifests and the registry are revalidated.
 * - Security headers on every answer; remotes allow CORS only from the shell's origins.
 */
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const types = {
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

/** Turns a route pattern like /blog/:id into a RegExp. */
function patternToRegExp(/** @type {string} */ pattern) {
  const source = pattern
    .split('/')
    .map((part) => (part === ':id' ? '[1-9][0-9]{0,9}' : part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}/?$`);
}

/**
 * @param {{
 *   dir: string,
 *   role: 'shell' | 'remote',
 *   allowedOrigins?: string[],
 *   runtimeConfig?: () => object,
 *   connectSrc?: string[],
 *   log?: boolean,
 * }} options
 */
export function createStaticServer(options) {
  const { dir, role, allowedOrigins = [], runtimeConfig, connectSrc = [] } = options;
  const root = path.resolve(dir);
  /** @type {{ routes: RegExp[], redirects: Record<string, string> } | null} */
  let routing = null;
  if (role === 'shell') {
    try {
      const raw = JSON.parse(fs.readFileSync(path.join(root, 'route-patterns.json'), 'utf8'));
      routing = {
        routes: raw.routes.map((/** @type {{path: string}} */ r) => patternToRegExp(r.path)),
        redirects: raw.redirects,
      };
    } catch {
      routing = { routes: [], redirects: {} };
    }
  }

  /**
   * Pages get the site's policy. Every other answer gets a short one that lets nothing run or
   * load (an SVG or script opened directly is inert) without repeating the page policy's origin
   * list on each of a page's thirty requests (about 1.5 KB of headers each).
   */
  function securityHeaders(/** @type {http.ServerResponse} */ res, /** @type {string} */ type) {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    if (!type.startsWith('text/html')) {
      res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'none'");
      return;
    }
    res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()');
    const self = ["'self'", ...allowedOrigins].join(' ');
    res.setHeader(
      'Content-Security-Policy',
      [
        "default-src 'self'",
        `script-src 'self' ${connectSrc.filter((o) => o.startsWith('http')).join(' ')}`.trim(),
        `style-src 'self' 'unsafe-inline' ${connectSrc.filter((o) => o.startsWith('http')).join(' ')}`.trim(),
        `img-src 'self' data: blob: ${connectSrc.join(' ')}`.trim(),
        `font-src 'self' ${connectSrc.filter((o) => o.startsWith('http')).join(' ')}`.trim(),
        `connect-src 'self' ${connectSrc.join(' ')}`.trim(),
        "frame-src 'self' https://maps.example.com https://www.openstreetmap.org",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        `frame-ancestors ${role === 'shell' ? "'self'" : self}`,
      ].join('; '),
    );
    res.setHeader('X-Frame-Options', 'SAMEORIGIN');
  }

  /** @returns {string | null} an existing file inside root for the URL path */
  function fileFor(/** @type {string} */ urlPath) {
    const decoded = decodeURIComponent(urlPath);
    if (decoded.includes('\0')) return null;
    const candidates = [decoded, path.posix.join(decoded, 'index.html')];
    for (const candidate of candidates) {
      const full = path.join(root, candidate);
      if (!full.startsWith(root + path.sep) && full !== root) continue;
      try {
        if (fs.statSync(full).isFile()) return full;
      } catch {
        // not there; try the next candidate
      }
    }
    return null;
  }

  /**
   * The shell's HTML is filled in per environment: the registry's remote locations and the CMS
   * origin replace the prerender tokens, and the runtime config rides along as JSON, so the
   * browser needs no extra request before it can start.
   */
  function renderHtml(/** @type {string} */ file) {
    let html = fs.readFileSync(file, 'utf8');
    if (role !== 'shell' || !runtimeConfig) return Buffer.from(html);
    const config = /** @type {{ cmsUrl: string, remotes: Record<string, string> }} */ (runtimeConfig());
    for (const [name, manifest] of Object.entries(config.remotes)) {
      html = html.split(`__REMOTE_${name}__`).join(manifest.replace(/\/mf-manifest\.json$/, ''));
    }
    html = html.split('__CMS_ORIGIN__').join(config.cmsUrl.replace(/\/$/, ''));
    const json = JSON.stringify(config).replace(/</g, '\\u003c');
    html = html.replace('</head>', `<script type="application/json" id="__RUNTIME_CONFIG__">${json}</script></head>`);
    return Buffer.from(html);
  }

  function send(
    /** @type {http.IncomingMessage} */ req,
    /** @type {http.ServerResponse} */ res,
    /** @type {string} */ file,
    status = 200,
  ) {
    const ext = path.extname(file);
    if (ext === '.html') return sendHtml(req, res, file, status);
    const type = types[/** @type {keyof typeof types} */ (ext)] ?? 'application/octet-stream';
    const accept = String(req.headers['accept-encoding'] ?? '');
    let body = file;
    if (/\bbr\b/.test(accept) && fs.existsSync(`${file}.br`)) {
      body = `${file}.br`;
      res.setHeader('Content-Encoding', 'br');
    } else if (/\bgzip\b/.test(accept) && fs.existsSync(`${file}.gz`)) {
      body = `${file}.gz`;
      res.setHeader('Content-Encoding', 'gzip');
    }
    res.setHeader('Vary', 'Accept-Encoding, Origin');
    res.setHeader('Content-Type', type);
    res.setHeader(
      'Cache-Control',
      HASHED.test(file) || file.includes(`${path.sep}fonts${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
    );
    securityHeaders(res, type);
    res.statusCode = status;
    res.setHeader('Content-Length', fs.statSync(body).size);
    if (req.method === 'HEAD') return res.end();
    fs.createReadStream(body).pipe(res);
  }

  function sendHtml(
    /** @type {http.IncomingMessage} */ req,
    /** @type {http.ServerResponse} */ res,
    /** @type {string} */ file,
    /** @type {number} */ status,
  ) {
    let body = renderHtml(file);
    const accept = String(req.headers['accept-encoding'] ?? '');
    if (/\bbr\b/.test(accept)) {
      body = zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });
      res.setHeader('Content-Encoding', 'br');
    } else if (/\bgzip\b/.test(accept)) {
      body = zlib.gzipSync(body);
      res.setHeader('Content-Encoding', 'gzip');
    }
    res.statusCode = status;
    res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader('Content-Type', types['.html']);
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Content-Length', body.length);
    securityHeaders(res, types['.html']);
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const origin = req.headers.origin;
    if (role === 'remote' && origin && allowedOrigins.includes(origin)) {
      res.setHeader('Access-Control-Allow-Origin', origin);
    }
    if (req.method === 'OPTIONS') {
      res.statusCode = 204;
      return res.end();
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.statusCode = 405;
      res.setHeader('Allow', 'GET, HEAD');
      return res.end();
    }
    if (role === 'shell' && url.pathname === '/runtime-config.json' && runtimeConfig) {
      const body = JSON.stringify(runtimeConfig());
      res.setHeader('Content-Type', types['.json']);
      res.setHeader('Cache-Control', 'no-cache');
      securityHeaders(res, types['.json']);
      return res.end(body);
    }
    if (routing) {
      const target = routing.redirects[url.pathname.replace(/\/$/, '') || '/'];
      if (target) {
        res.statusCode = 301;
        res.setHeader('Location', target + url.search);
        return res.end();
      }
    }
    try {
      const file = fileFor(url.pathname);
      if (file && !(role === 'shell' && path.basename(file) === '404.html')) return send(req, res, file);
      if (role === 'shell' && routing) {
        const known = routing.routes.some((re) => re.test(url.pathname));
        const spa = path.join(root, 'spa.html');
        const template = fs.existsSync(spa) ? spa : path.join(root, 'index.html');
        if (known) return send(req, res, template);
        const notFound = path.join(root, '404.html');
        return send(req, res, fs.existsSync(notFound) ? notFound : template, 404);
      }
      res.statusCode = 404;
      res.setHeader('Content-Type', types['.txt']);
      securityHeaders(res, types['.txt']);
      res.end('Not found');
    } catch (error) {
      console.error(error);
      res.statusCode = 500;
      res.end();
    }
  });
  return server;
}

/** Starts a server and resolves once it listens. */
export function listen(/** @type {http.Server} */ server, /** @type {number} */ port, /** @type {string | undefined} */ host = undefined) {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

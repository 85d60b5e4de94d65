// @ts-check
/**
 * Previews of a staged version of one remote (`npm run release -- <remote> --stage`). The release
 * prints `/__site/preview-version?remote=<app>&version=<v>&expires=<s>&sig=<signature>`, signed
 * with SITE_VERSION_PREVIEW_SECRET (a secret of its own: the CMS, which holds the drafts' one,
 * cannot make these). Opened with a good signature before it expires, it sets a cookie (HttpOnly,
 * SameSite=Lax, expiring with the link) and sends the visitor to `/`; forged or expired, it sets
 * nothing and sends them to the live site. Every request that carries a good cookie is answered
 * by a site server of its own for that version (`site-server/main.mjs` in a child process whose
 * registry names the staged version's manifest for that remote and the live one for the rest):
 * pages, page data, the runtime config the browser boots from and form posts alike, so the HTML
 * and the browser's code are the same version. Those answers are `private, no-store`, never in
 * this server's page cache; a thin bar says what is previewed, outside the React root.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { spawn } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { errorText } from './log.mjs';
import { addressOf, oneSpelling } from './routes/spelling.mjs';
import { BASE_HEADERS, sendText } from './static-files.mjs';

export const VERSION_PREVIEW_PATH = '/__site/preview-version';
export const VERSION_PREVIEW_EXIT_PATH = '/__site/preview-version/exit';
export const VERSION_PREVIEW_COOKIE = 'site_version_preview';
const here = path.dirname(fileURLToPath(import.meta.url));

/** The signature of a version preview: HMAC-SHA256 of remote, version and expiry, base64url. */
export function versionPreviewSignature(
  /** @type {string} */ secret,
  /** @type {string} */ remote,
  /** @type {string} */ version,
  /** @type {number} */ expires,
) {
  return createHmac('sha256', secret)
    .update(`version-preview\n${remote}\n${version}\n${expires}`)
    .digest('base64url');
}

/** The link's query (after `?`) for a staged version, good until `expires` (s since 1970). */
export function versionPreviewQuery(
  /** @type {string} */ secret,
  /** @type {string} */ remote,
  /** @type {string} */ version,
  /** @type {number} */ expires,
) {
  const sig = versionPreviewSignature(secret, remote, version, expires);
  return new URLSearchParams({ remote, version, expires: String(expires), sig }).toString();
}

/**
 * @typedef {{ remote: string, version: string, expires: number }} VersionPreview
 * What a good link or cookie names: the remote's folder name, its version, until when (s).
 */

/**
 * The preview a link's parameters (or a cookie's) name when they are signed with `secret` and
 * not expired at `now` (ms); otherwise why not: `'invalid'` or `'expired'`.
 * @returns {VersionPreview | 'invalid' | 'expired'}
 */
export function checkVersionPreview(
  /** @type {string} */ secret,
  /** @type {{ remote?: string | null, version?: string | null, expires?: string | null, sig?: string | null }} */ given,
  now = Date.now(),
) {
  const { remote = '', version = '', expires = '', sig = '' } = given;
  if (
    !remote ||
    !version ||
    !expires ||
    !sig ||
    !/^[a-z][a-z0-9-]{0,63}$/.test(remote) ||
    !/^[\w.-]{1,80}$/.test(version) ||
    !/^\d{1,12}$/.test(expires)
  )
    return 'invalid';
  const expected = Buffer.from(versionPreviewSignature(secret, remote, version, Number(expires)));
  const signed = Buffer.from(sig);
  if (expected.length !== signed.length || !timingSafeEqual(expected, signed)) return 'invalid';
  if (Number(expires) * 1000 <= now) return 'expired';
  return { remote, version, expires: Number(expires) };
}

/** The preview a request's cookie names, if it is good (the same checks as the link's). */
export function previewOfCookie(
  /** @type {string} */ secret,
  /** @type {string | undefined} */ cookieHeader,
  now = Date.now(),
) {
  const value = new RegExp(`(?:^|;\\s*)${VERSION_PREVIEW_COOKIE}=([^;]*)`).exec(
    cookieHeader ?? '',
  )?.[1];
  const parts = value?.split('~') ?? [];
  if (parts.length !== 4) return null;
  const [remote, version, expires, sig] = parts;
  const preview = checkVersionPreview(secret, { remote, version, expires, sig }, now);
  return typeof preview === 'object' ? preview : null;
}

/** The cookie a good link sets, for its remaining lifetime; or the one that clears it. */
export function previewCookie(
  /** @type {string} */ secret,
  /** @type {VersionPreview | null} */ preview,
  /** @type {boolean} */ secure,
  now = Date.now(),
) {
  const flags = `Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
  if (!preview) return `${VERSION_PREVIEW_COOKIE}=; Max-Age=0; ${flags}`;
  const { remote, version, expires } = preview;
  const sig = versionPreviewSignature(secret, remote, version, expires);
  const maxAge = Math.max(0, expires - Math.floor(now / 1000));
  return `${VERSION_PREVIEW_COOKIE}=${remote}~${version}~${expires}~${sig}; Max-Age=${maxAge}; ${flags}`;
}

/**
 * The registry a preview's server reads: `name` (a Module Federation name) loaded from
 * `manifestUrl`, without a fallback (a failing version shows as failing), the rest as given.
 * @template {{ remotes: Record<string, string>, fallbacks?: Record<string, string> }} C
 */
export function withPreviewedRemote(
  /** @type {C} */ config,
  /** @type {string} */ name,
  /** @type {string} */ manifestUrl,
) {
  const fallbacks = { ...config.fallbacks };
  delete fallbacks[name];
  return { ...config, remotes: { ...config.remotes, [name]: manifestUrl }, fallbacks };
}

/**
 * The staged version's manifest, beside the live one's in the releases the registry names
 * (`<origin>/releases/<version>/mf-manifest.json`, scripts/releases/registry.mjs), and the
 * remote's Module Federation name; null when the remote has no released version here.
 */
export function stagedManifest(
  /** @type {{ remotes: Record<string, string> }} */ config,
  /** @type {string} */ remote,
  /** @type {string} */ version,
) {
  const name = remote.replaceAll('-', '_');
  const live = config.remotes[name];
  const releases = live && /^(.*\/releases\/)[^/]+\/mf-manifest\.json$/.exec(live);
  return releases ? { name, manifestUrl: `${releases[1]}${version}/mf-manifest.json` } : null;
}

/** What a previewed page shows above the site: the remote, its version, and a way out. */
export function markAsVersionPreview(
  /** @type {string} */ html,
  /** @type {VersionPreview} */ { remote, version },
) {
  const bar = `<p role="status" style="position:sticky;top:0;z-index:1000;margin:0;padding:.35rem 1rem;background:#1d3b6e;color:#fff;font:600 13px/1.4 system-ui,sans-serif;text-align:center">Preview: ${remote} version ${version} <a href="${VERSION_PREVIEW_EXIT_PATH}" style="color:#fff;margin-left:1rem">Exit preview</a></p>`;
  return html
    .replace(/<meta name="robots" content="[^"]*"\s*\/?>/g, '')
    .replace('</head>', '<meta name="robots" content="noindex, nofollow"/></head>')
    .replace(/<body([^>]*)>/, `<body$1>${bar}`);
}

/** A free port of 127.0.0.1 (the child is told it; it listens there a moment later). */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {net.AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/** Resolves once `origin` answers /readyz with 200; rejects after `timeoutMs` or if it exits. */
async function readyOf(
  /** @type {string} */ origin,
  /** @type {import('node:child_process').ChildProcess} */ child,
  timeoutMs = 30_000,
) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`the preview's server exited (${child.exitCode ?? child.signalCode})`);
    const status = await fetch(`${origin}/readyz`).then(
      (answer) => answer.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the preview's server was not ready within ${timeoutMs} ms`);
}

/**
 * @typedef {{
 *   key: string,
 *   origin: string,
 *   child: import('node:child_process').ChildProcess,
 *   ready: Promise<void>,
 *   usedAt: number,
 * }} PreviewServer
 */

/**
 * Starts the preview's server: `site-server/main.mjs` on a free port of 127.0.0.1, reading the
 * registry as this server does with the previewed remote at its staged version.
 * @param {{ shellDir: string, config: () => import('./site-state.mjs').RuntimeConfig, logger: import('./site-state.mjs').Logger }} options
 * @param {VersionPreview} preview
 * @param {string} key
 * @param {Map<string, PreviewServer>} servers
 * @returns {Promise<PreviewServer>}
 */
async function startPreviewServer({ shellDir, config, logger }, preview, key, servers) {
  const current = config();
  const staged = stagedManifest(current, preview.remote, preview.version);
  if (!staged) throw new Error(`${preview.remote} has no released versions on this site`);
  const port = await freePort();
  const env = { ...process.env };
  for (const name of ['SITE_VERSION_PREVIEW_SECRET', 'SITE_EDGE_PURGE_URLS', 'SITE_EDGE_KEY'])
    delete env[name];
  const child = spawn(process.execPath, [path.join(here, 'main.mjs')], {
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SHELL_DIR: shellDir,
      // This server forwards the visitor's address; the child trusts it alone for it.
      SITE_TRUST_PROXY: '127.0.0.1',
      SITE_VERSION_PREVIEW_OF: JSON.stringify(staged),
      // Read over HTTP as this server does, or (a registry of this process's) as it is now.
      ...(env.SITE_RUNTIME_CONFIG_URL ? {} : { SITE_RUNTIME_CONFIG: JSON.stringify(current) }),
    },
    // Its stdin closes when this process ends, however it ends: the child stops then too.
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  child.stderr?.on('data', () => undefined);
  child.stdout?.on('data', (/** @type {Buffer} */ chunk) => {
    for (const line of chunk.toString().split('\n'))
      if (/"level":(40|50|60)/.test(line))
        logger.warn({ event: 'version-preview', preview: key }, `${key}: ${line.slice(0, 500)}`);
  });
  child.once('exit', () => {
    if (servers.get(key)?.child === child) servers.delete(key);
  });
  const origin = `http://127.0.0.1:${port}`;
  logger.info({ event: 'version-preview', preview: key, port }, `${key}: preview server started`);
  return { key, origin, child, ready: readyOf(origin, child), usedAt: Date.now() };
}

/**
 * The preview servers: one per remote and version, started on first use, reused while used,
 * stopped after `idleMs` without a request, at most `max` at once (the least recently used goes).
 * @param {{
 *   shellDir: string,
 *   config: () => import('./site-state.mjs').RuntimeConfig,
 *   logger: import('./site-state.mjs').Logger,
 *   idleMs?: number,
 *   max?: number,
 * }} options
 */
export function createPreviewServers({ shellDir, config, logger, idleMs = 10 * 60_000, max = 2 }) {
  /** @type {Map<string, PreviewServer>} */
  const servers = new Map();
  const stopOne = (/** @type {PreviewServer} */ server, /** @type {string} */ why) => {
    servers.delete(server.key);
    if (server.child.exitCode === null) server.child.kill('SIGTERM');
    logger.info({ event: 'version-preview', preview: server.key }, `${server.key}: ${why}`);
  };
  const sweep = setInterval(
    () => {
      for (const server of servers.values())
        if (Date.now() - server.usedAt > idleMs) stopOne(server, 'preview server stopped (idle)');
    },
    Math.min(idleMs, 30_000),
  );
  sweep.unref();

  return {
    /** The server of `preview`, started if need be; resolves once it serves. */
    async serverOf(/** @type {VersionPreview} */ preview) {
      const key = `${preview.remote}@${preview.version}`;
      let server = servers.get(key);
      if (!server) {
        const oldest = [...servers.values()].sort((a, b) => a.usedAt - b.usedAt);
        while (oldest.length >= max)
          stopOne(
            /** @type {PreviewServer} */ (oldest.shift()),
            'preview server stopped (another was needed)',
          );
        server = await startPreviewServer({ shellDir, config, logger }, preview, key, servers);
        servers.set(key, server);
        server.ready.catch(() =>
          stopOne(/** @type {PreviewServer} */ (server), 'preview server failed'),
        );
      }
      server.usedAt = Date.now();
      await server.ready;
      return server;
    },
    /** How many run now. */
    running: () => servers.size,
    stop() {
      clearInterval(sweep);
      for (const server of servers.values()) stopOne(server, 'preview server stopped');
    },
  };
}

/** Request headers not passed on: hop-by-hop ones, and compression (the bar is added to HTML). */
const NOT_FORWARDED = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'accept-encoding',
  'x-forwarded-for',
  'x-site-edge-key',
  // The browser's copy may be the live page's: the preview's is asked in full.
  'if-none-match',
  'if-modified-since',
]);
/** Answer headers not passed on: hop-by-hop ones, and whatever would let a cache keep it. */
const NOT_RETURNED = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'cache-control',
  'etag',
  'last-modified',
  'surrogate-key',
  'surrogate-control',
  'date',
]);

/**
 * Answers `request` from the preview's server: its method, headers and body as sent (the
 * visitor's address in X-Forwarded-For), its answer private and never stored, HTML with the bar.
 */
export function proxyToPreview(
  /** @type {import('./site-state.mjs').Request} */ request,
  /** @type {import('./site-state.mjs').Reply} */ reply,
  /** @type {string} */ origin,
  /** @type {VersionPreview} */ preview,
) {
  const headers = Object.fromEntries(
    Object.entries(request.headers).filter(([name]) => !NOT_FORWARDED.has(name)),
  );
  headers['x-forwarded-for'] = request.ip;
  return new Promise((resolve, reject) => {
    const upstream = http.request(`${origin}${request.raw.url ?? '/'}`, {
      method: request.method,
      headers,
    });
    upstream.once('error', reject);
    upstream.once('response', (answer) => {
      const returned = Object.fromEntries(
        Object.entries(answer.headers).filter(([name]) => !NOT_RETURNED.has(name)),
      );
      reply
        .code(answer.statusCode ?? 502)
        .headers({ ...returned, 'Cache-Control': 'private, no-store' });
      if (!String(answer.headers['content-type']).startsWith('text/html'))
        return resolve(reply.send(answer));
      const chunks = /** @type {Buffer[]} */ ([]);
      answer.on('data', (chunk) => chunks.push(chunk));
      answer.once('error', reject);
      answer.once('end', () =>
        resolve(reply.send(markAsVersionPreview(Buffer.concat(chunks).toString('utf8'), preview))),
      );
      return undefined;
    });
    request.raw.pipe(upstream);
  });
}

/**
 * The links' routes and the hook that sends a previewing visitor's requests to the preview's
 * server. Without a secret, the links are all refused (sent to the live site) and no cookie is
 * ever read.
 * @param {import('fastify').FastifyInstance} app
 * @param {{
 *   secret: string | undefined,
 *   servers: ReturnType<typeof createPreviewServers> | null,
 *   logger: import('./site-state.mjs').Logger,
 *   otherSpelling: (request: import('./site-state.mjs').Request, reply: import('./site-state.mjs').Reply) => unknown,
 * }} options
 */
export function versionPreviewRoutes(app, { secret, servers, logger, otherSpelling }) {
  const onRequest = oneSpelling(otherSpelling);
  const toSite = (/** @type {import('./site-state.mjs').Reply} */ reply, cookie = '') =>
    reply
      .code(303)
      .headers({
        ...BASE_HEADERS,
        Location: '/',
        'Cache-Control': 'private, no-store',
        ...(cookie ? { 'Set-Cookie': cookie } : {}),
      })
      .send();
  app.get(VERSION_PREVIEW_PATH, { onRequest }, (request, reply) => {
    // One value of each, as sent (a repeated one is no link of ours).
    const asked = new URLSearchParams(addressOf(request).query.slice(1));
    const one = (/** @type {string} */ name) =>
      asked.getAll(name).length === 1 ? asked.get(name) : null;
    const given = { remote: one('remote'), version: one('version') };
    const link = { ...given, expires: one('expires'), sig: one('sig') };
    const preview = secret ? checkVersionPreview(secret, link) : 'invalid';
    if (typeof preview !== 'object' || !secret) {
      logger.warn(
        { event: 'version-preview', refused: preview },
        `version preview link refused (${preview})`,
      );
      return toSite(reply);
    }
    return toSite(reply, previewCookie(secret, preview, request.protocol === 'https'));
  });
  app.get(VERSION_PREVIEW_EXIT_PATH, { onRequest }, (request, reply) =>
    toSite(reply, previewCookie('', null, request.protocol === 'https')),
  );
  if (!secret || !servers) return;
  app.addHook('onRequest', async (request, reply) => {
    if (request.raw.url?.startsWith(VERSION_PREVIEW_PATH)) return undefined;
    const preview = previewOfCookie(secret, request.headers.cookie);
    if (!preview) return undefined;
    try {
      const server = await servers.serverOf(preview);
      await proxyToPreview(request, reply, server.origin, preview);
    } catch (error) {
      logger.error(
        {
          event: 'failure',
          preview: `${preview.remote}@${preview.version}`,
          error: errorText(error),
        },
        `version preview ${preview.remote}@${preview.version}: ${errorText(error)}`,
      );
      sendText(
        reply,
        503,
        'html',
        `The preview of ${preview.remote} version ${preview.version} is not available: ${errorText(error).replace(/[<>&"]/g, '')}. <a href="${VERSION_PREVIEW_EXIT_PATH}">Exit preview</a>`,
        'private, no-store',
      );
    }
    return reply;
  });
}

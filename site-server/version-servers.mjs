// @ts-check
/**
 * A site server of its own for one version of one remote (`site-server/main.mjs` in a child
 * process whose registry names that version's manifest for the remote and the live one for the
 * rest), and the proxy that answers a visitor from it: a staged version's preview
 * (version-preview.mjs) and a canary's visitors (canary.mjs). Its pages, page data, the runtime
 * config the browser boots from and form posts alike come from it, so the HTML and the browser's
 * code are the same version. Its answers are `private, no-store`, never in this server's page
 * cache. It reports the pages it serves and their failures to this server
 * (version-counts.mjs), which counts for the site.
 */
import { spawn } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { COUNTS_EVENT } from './version-counts.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * @typedef {{ remote: string, version: string, fallback?: boolean }} RemoteVersion a remote's
 *   folder name and version; `fallback`: the live version is its fallback, as a release's previous
 *   version is (a canary's visitors recover from a version that fails in their browser, and their
 *   browser reports it); a preview has none, and shows a failing version failing
 */

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
      throw new Error(`the version's server exited (${child.exitCode ?? child.signalCode})`);
    const status = await fetch(`${origin}/readyz`).then(
      (answer) => answer.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the version's server was not ready within ${timeoutMs} ms`);
}

/**
 * @typedef {{
 *   key: string,
 *   origin: string,
 *   child: import('node:child_process').ChildProcess,
 *   ready: Promise<void>,
 *   usedAt: number,
 * }} VersionServer
 */

/**
 * @typedef {{
 *   shellDir: string,
 *   config: () => import('./site-state.mjs').RuntimeConfig,
 *   logger: import('./site-state.mjs').Logger,
 *   onCounts: (counts: Record<string, Record<string, number>>) => void,
 *   idleMs?: number,
 *   max?: number,
 * }} VersionServerOptions `onCounts`: what a version's server served and saw fail since it last
 *   said (version-counts.mjs)
 */

/**
 * Starts a version's server: `site-server/main.mjs` on a free port of 127.0.0.1, reading the
 * registry as this server does with the remote at that version.
 * @param {VersionServerOptions} options
 * @param {RemoteVersion} wanted
 * @param {string} key
 * @param {Map<string, VersionServer>} servers
 * @returns {Promise<VersionServer>}
 */
async function startVersionServer({ shellDir, config, logger, onCounts }, wanted, key, servers) {
  const current = config();
  const staged = stagedManifest(current, wanted.remote, wanted.version);
  if (!staged) throw new Error(`${wanted.remote} has no released versions on this site`);
  const fallbackUrl = wanted.fallback ? current.remotes[staged.name] : undefined;
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
      SITE_VERSION_PREVIEW_OF: JSON.stringify({
        ...staged,
        ...(fallbackUrl ? { fallbackUrl } : {}),
      }),
      // Read over HTTP as this server does, or (a registry of this process's) as it is now.
      ...(env.SITE_RUNTIME_CONFIG_URL ? {} : { SITE_RUNTIME_CONFIG: JSON.stringify(current) }),
    },
    // Its stdin closes when this process ends, however it ends: the child stops then too.
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  child.stderr?.on('data', () => undefined);
  let partial = '';
  child.stdout?.on('data', (/** @type {Buffer} */ chunk) => {
    const lines = (partial + chunk.toString()).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) {
      if (line.includes(`"event":"${COUNTS_EVENT}"`)) {
        try {
          onCounts(JSON.parse(line).counts);
        } catch {
          // Not a line of counts after all: nothing to add.
        }
      } else if (/"level":(40|50|60)/.test(line))
        logger.warn({ event: 'version-server', server: key }, `${key}: ${line.slice(0, 500)}`);
    }
  });
  child.once('exit', () => {
    if (servers.get(key)?.child === child) servers.delete(key);
  });
  const origin = `http://127.0.0.1:${port}`;
  logger.info({ event: 'version-server', server: key, port }, `${key}: version server started`);
  return { key, origin, child, ready: readyOf(origin, child), usedAt: Date.now() };
}

/**
 * The versions' servers: one per remote and version, started on first use, reused while used,
 * stopped after `idleMs` without a request, at most `max` at once (the least recently used goes:
 * room for a canary's and two previews').
 * @param {VersionServerOptions} options
 */
export function createVersionServers(options) {
  const { logger, idleMs = 10 * 60_000, max = 3 } = options;
  /** @type {Map<string, VersionServer>} */
  const servers = new Map();
  const stopOne = (/** @type {VersionServer} */ server, /** @type {string} */ why) => {
    servers.delete(server.key);
    if (server.child.exitCode === null) server.child.kill('SIGTERM');
    logger.info({ event: 'version-server', server: server.key }, `${server.key}: ${why}`);
  };
  const sweep = setInterval(
    () => {
      for (const server of servers.values())
        if (Date.now() - server.usedAt > idleMs) stopOne(server, 'version server stopped (idle)');
    },
    Math.min(idleMs, 30_000),
  );
  sweep.unref();

  return {
    /** The server of a remote's version, started if need be; resolves once it serves. */
    async serverOf(/** @type {RemoteVersion} */ wanted) {
      const key = `${wanted.remote}@${wanted.version}${wanted.fallback ? ' (canary)' : ''}`;
      let server = servers.get(key);
      if (!server) {
        const oldest = [...servers.values()].sort((a, b) => a.usedAt - b.usedAt);
        while (oldest.length >= max)
          stopOne(
            /** @type {VersionServer} */ (oldest.shift()),
            'version server stopped (another was needed)',
          );
        server = await startVersionServer(options, wanted, key, servers);
        servers.set(key, server);
        server.ready.catch(() =>
          stopOne(/** @type {VersionServer} */ (server), 'version server failed'),
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
      for (const server of servers.values()) stopOne(server, 'version server stopped');
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
 * Answers `request` from a version's server: its method, headers and body as sent (the visitor's
 * address in X-Forwarded-For), its answer private and never stored, HTML through `markHtml` (a
 * preview's bar) when given.
 */
export function proxyToVersion(
  /** @type {import('./site-state.mjs').Request} */ request,
  /** @type {import('./site-state.mjs').Reply} */ reply,
  /** @type {string} */ origin,
  /** @type {((html: string) => string) | null} */ markHtml = null,
) {
  // Compressed by the version's server where nothing is added to its HTML.
  const headers = Object.fromEntries(
    Object.entries(request.headers).filter(
      ([name]) => !NOT_FORWARDED.has(name) || (!markHtml && name === 'accept-encoding'),
    ),
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
      if (!markHtml || !String(answer.headers['content-type']).startsWith('text/html'))
        return resolve(reply.send(answer));
      const chunks = /** @type {Buffer[]} */ ([]);
      answer.on('data', (chunk) => chunks.push(chunk));
      answer.once('error', reject);
      answer.once('end', () =>
        resolve(reply.send(markHtml(Buffer.concat(chunks).toString('utf8')))),
      );
      return undefined;
    });
    request.raw.pipe(upstream);
  });
}

#!/usr/bin/env node
// @ts-check
/**
 * The site server on its own, configured by its environment only (no other part of the repository
 * needs to run beside it; the remotes' files may be on any host):
 *
 *   PORT (3000), HOST (all interfaces)
 *   SHELL_DIR                  the shell's build (default: shell/dist of this repository)
 *   SITE_RUNTIME_CONFIG_URL    where the registry is read, over HTTP, every second: a runtime
 *                              config ({ cmsUrl, siteUrl, remotes, fallbacks?, mapTiles? }), e.g.
 *                              written by the release tooling next to the remotes on a static host
 *   SITE_RUNTIME_CONFIG        the same as inline JSON (when the registry does not change)
 *   SITE_REVALIDATE_SECRET     the CMS webhook's bearer secret
 *   SITE_PREVIEW_SECRET, SITE_DRAFTS_TOKEN   the admin Preview's signing secret and drafts token
 *   SITE_CACHE_MAX_PAGES, SITE_CACHE_MAX_BYTES, SITE_CACHE_MAX_NOT_FOUND, SITE_MAX_RENDERS
 *                              page cache bounds (1,000 pages, 128 MB, 100 404s, 2 renders)
 *
 * It answers /healthz (alive) at once and /readyz once the renderer is loaded and the registry
 * read (503 before); until then every other request is a 503 with Retry-After. SIGTERM (or SIGINT)
 * stops it gracefully: no new work is taken (503 and `Connection: close`), what is in flight
 * finishes, then it exits.
 */
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { applyTimeouts, createSiteServer } from './index.mjs';

const env = process.env;
const here = path.dirname(fileURLToPath(import.meta.url));
const DRAIN_MS = 10_000;

function log(/** @type {string} */ message) {
  console.log(`[site] ${message}`);
}

/** @returns {() => Promise<import('./index.mjs').RuntimeConfig>} */
function registryFromEnv() {
  if (env.SITE_RUNTIME_CONFIG_URL) {
    const url = env.SITE_RUNTIME_CONFIG_URL;
    /** @type {import('./index.mjs').RuntimeConfig | null} */
    let last = null;
    return async () => {
      try {
        const response = await fetch(url, {
          signal: AbortSignal.timeout(2000),
          headers: { 'Cache-Control': 'no-cache' },
        });
        if (!response.ok) throw new Error(`${url}: ${response.status}`);
        last = /** @type {import('./index.mjs').RuntimeConfig} */ (await response.json());
      } catch (error) {
        // Unreadable for now: keep serving from the registry last read.
        if (!last) throw error;
      }
      return last;
    };
  }
  if (env.SITE_RUNTIME_CONFIG) {
    const config = JSON.parse(env.SITE_RUNTIME_CONFIG);
    return async () => config;
  }
  throw new Error('Set SITE_RUNTIME_CONFIG_URL (or SITE_RUNTIME_CONFIG) to the site registry.');
}

const number = (/** @type {string | undefined} */ value) =>
  value && Number(value) > 0 ? Number(value) : undefined;

/** @type {Awaited<ReturnType<typeof createSiteServer>> | null} */
let site = null;
let stopping = false;
let inFlight = 0;

function unavailable(/** @type {http.ServerResponse} */ res, /** @type {string} */ why) {
  res.writeHead(503, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
    'Retry-After': '5',
    ...(stopping ? { Connection: 'close' } : {}),
  });
  res.end(why);
}

const server = applyTimeouts(
  http.createServer((req, res) => {
    if (req.url === '/healthz') {
      res.writeHead(200, {
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': 'no-store',
      });
      return res.end('ok');
    }
    if (stopping) return unavailable(res, 'Stopping.');
    if (!site) return unavailable(res, 'Starting: the renderer is loading.');
    inFlight += 1;
    res.once('close', () => {
      inFlight -= 1;
    });
    return site.handle(req, res);
  }),
);

async function stop(/** @type {string} */ signal) {
  if (stopping) return;
  stopping = true;
  log(`${signal}: finishing ${inFlight} request(s) in flight, taking no new ones`);
  server.close();
  server.closeIdleConnections();
  const deadline = Date.now() + DRAIN_MS;
  while (inFlight > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  await site?.stop();
  log('stopped');
  process.exit(0);
}
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));

const port = number(env.PORT) ?? 3000;
await new Promise((resolve, reject) => {
  server.once('error', reject);
  server.listen(port, env.HOST, () => resolve(undefined));
});
log(`listening on ${port}; loading the renderer`);

try {
  const maxPages = number(env.SITE_CACHE_MAX_PAGES);
  const maxBytes = number(env.SITE_CACHE_MAX_BYTES);
  const maxNotFound = number(env.SITE_CACHE_MAX_NOT_FOUND);
  const maxRenders = number(env.SITE_MAX_RENDERS);
  site = await createSiteServer({
    shellDir: env.SHELL_DIR ?? path.join(here, '..', 'shell', 'dist'),
    registry: registryFromEnv(),
    log,
    ...(env.SITE_REVALIDATE_SECRET ? { revalidateSecret: env.SITE_REVALIDATE_SECRET } : {}),
    ...(env.SITE_PREVIEW_SECRET && env.SITE_DRAFTS_TOKEN
      ? { preview: { secret: env.SITE_PREVIEW_SECRET, draftsToken: env.SITE_DRAFTS_TOKEN } }
      : {}),
    cache: {
      ...(maxPages ? { maxPages } : {}),
      ...(maxBytes ? { maxBytes } : {}),
      ...(maxNotFound ? { maxNotFound } : {}),
      ...(maxRenders ? { maxRenders } : {}),
    },
  });
  log('ready');
} catch (error) {
  log(`could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

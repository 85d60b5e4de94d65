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
 *                              served by the host of the remotes' releases
 *                              (scripts/remotes-host.mjs locally)
 *   SITE_RUNTIME_CONFIG        the same as inline JSON (when the registry does not change)
 *   SITE_REVALIDATE_SECRET     the CMS webhook's bearer secret
 *   SITE_PREVIEW_SECRET, SITE_DRAFTS_TOKEN   the admin Preview's signing secret and drafts token
 *   SITE_PREVIEW_REVOKED_BEFORE  a date and time (ISO 8601, e.g. 2026-11-26T17:00:00Z): preview
 *                              links made before it show nothing (links expire after an hour
 *                              anyway; changing SITE_PREVIEW_SECRET revokes them all too)
 *   SITE_VERSION_PREVIEW_SECRET  signs the links `npm run release -- <remote> --stage` prints:
 *                              a staged version of one remote previewed on this site by whoever
 *                              opens one (site-server/version-preview.mjs); without it, none is
 *   SITE_VERSION_PREVIEW_OF    (set by a site server for a version's server it starts: a
 *                              preview's, a canary's) the remote at another version:
 *                              { name, manifestUrl, fallbackUrl? }; such a server counts for its
 *                              parent and runs no canary
 *   SITE_CANARY_MIN_PAGES      pages a canary serves before the site may take it back (200)
 *   SITE_FORMS_SECRET          shared with the CMS: vouches for the visitor's address on the forms
 *                              it forwards (without it the CMS counts them all as this server's)
 *   SITE_CACHE_MAX_PAGES, SITE_CACHE_MAX_BYTES, SITE_CACHE_MAX_NOT_FOUND, SITE_MAX_RENDERS
 *                              page cache bounds (1,000 pages, 128 MB, 100 404s, 2 renders)
 *   SITE_REDIS_URL             the Redis the site's instances share: a content change that reaches
 *                              one of them reaches them all (site-server/cluster-bus.mjs)
 *   SITE_EDGE_PURGE_URLS       the edge caches in front (comma-separated): told to drop the pages
 *                              a change concerns, by surrogate key (site-server/edge-purge.mjs)
 *   SITE_EDGE_KEY              a secret the edge caches send in X-Site-Edge-Key: only their requests
 *                              get a page's Surrogate-Key (site-server/edge-purge.mjs)
 *   SITE_TRUST_PROXY           the proxies in front (addresses, comma-separated) whose
 *                              X-Forwarded-For names the visitor (the forms' rate limit)
 *   LOG_LEVEL                  info (one JSON line per event on stdout, site-server/log.mjs)
 *
 * It answers /healthz (alive) at once and /readyz once the renderer is loaded and the registry
 * read (503 before); until then every other request is a 503 with Retry-After. SIGTERM (or SIGINT)
 * stops it gracefully: the port is closed, requests on open connections get a 503 with
 * `Connection: close`, what is in flight finishes (at most DRAIN_MS), then it exits.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSiteServer } from './index.mjs';
import { createLogger, errorText, flushLogs } from './log.mjs';
import { CANARY_RULE } from './canary.mjs';
import { withPreviewedRemote } from './version-preview.mjs';

const env = process.env;
const here = path.dirname(fileURLToPath(import.meta.url));
const DRAIN_MS = 10_000;
const logger = createLogger('site-server', env);

/** The registry as read, or with one remote at its staged version (SITE_VERSION_PREVIEW_OF). */
function registryFromEnv() {
  const read = registryRead();
  if (!env.SITE_VERSION_PREVIEW_OF) return read;
  const { name, manifestUrl, fallbackUrl } = JSON.parse(env.SITE_VERSION_PREVIEW_OF);
  return async () => withPreviewedRemote(await read(), name, manifestUrl, fallbackUrl);
}

/** @returns {() => Promise<import('./index.mjs').RuntimeConfig>} */
function registryRead() {
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

/** The registry read at start, retried until it answers (the host may start after this). */
function patientRegistry(/** @type {() => Promise<import('./index.mjs').RuntimeConfig>} */ read) {
  let started = false;
  return async () => {
    if (started) return read();
    for (;;) {
      try {
        const config = await read();
        started = true;
        return config;
      } catch (error) {
        logger.warn(
          { event: 'failure', cause: 'registry', error: errorText(error) },
          `registry not readable yet: ${errorText(error)}`,
        );
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    }
  };
}

/** SITE_PREVIEW_REVOKED_BEFORE in milliseconds since 1970; a value that is no date stops the start. */
function revokedBefore(/** @type {string | undefined} */ value) {
  if (!value) return undefined;
  const time = Date.parse(value);
  if (Number.isNaN(time))
    throw new Error(`SITE_PREVIEW_REVOKED_BEFORE is not a date and time: ${value}`);
  return time;
}

let server;
try {
  const maxPages = number(env.SITE_CACHE_MAX_PAGES);
  const maxBytes = number(env.SITE_CACHE_MAX_BYTES);
  const maxNotFound = number(env.SITE_CACHE_MAX_NOT_FOUND);
  const maxRenders = number(env.SITE_MAX_RENDERS);
  server = createSiteServer({
    shellDir: env.SHELL_DIR ?? path.join(here, '..', 'shell', 'dist'),
    registry: patientRegistry(registryFromEnv()),
    logger,
    ...(env.SITE_REVALIDATE_SECRET ? { revalidateSecret: env.SITE_REVALIDATE_SECRET } : {}),
    ...(env.SITE_PREVIEW_SECRET && env.SITE_DRAFTS_TOKEN
      ? {
          preview: {
            secret: env.SITE_PREVIEW_SECRET,
            draftsToken: env.SITE_DRAFTS_TOKEN,
            revokedBefore: revokedBefore(env.SITE_PREVIEW_REVOKED_BEFORE),
          },
        }
      : {}),
    ...(env.SITE_VERSION_PREVIEW_SECRET
      ? { versionPreview: { secret: env.SITE_VERSION_PREVIEW_SECRET } }
      : {}),
    ...(env.SITE_FORMS_SECRET ? { formsKey: env.SITE_FORMS_SECRET } : {}),
    ...(env.SITE_REDIS_URL ? { redisUrl: env.SITE_REDIS_URL } : {}),
    ...(env.SITE_VERSION_PREVIEW_OF ? { versionServer: true } : {}),
    ...(number(env.SITE_CANARY_MIN_PAGES)
      ? { canaryRule: { ...CANARY_RULE, minPages: Number(env.SITE_CANARY_MIN_PAGES) } }
      : {}),
    ...(env.SITE_TRUST_PROXY ? { trustProxy: env.SITE_TRUST_PROXY } : {}),
    ...(env.SITE_EDGE_KEY ? { edgeKey: env.SITE_EDGE_KEY } : {}),
    ...(env.SITE_ORIGINS
      ? { origins: env.SITE_ORIGINS.split(',').map((origin) => origin.trim()) }
      : {}),
    ...(env.SITE_EDGE_PURGE_URLS
      ? { edgePurgeUrls: env.SITE_EDGE_PURGE_URLS.split(',').map((url) => url.trim()) }
      : {}),
    cache: {
      ...(maxPages ? { maxPages } : {}),
      ...(maxBytes ? { maxBytes } : {}),
      ...(maxNotFound ? { maxNotFound } : {}),
      ...(maxRenders ? { maxRenders } : {}),
    },
  });
} catch (error) {
  logger.fatal(
    { event: 'lifecycle', error: errorText(error) },
    `could not start: ${errorText(error)}`,
  );
  process.exit(1);
}
const site = server;

let stopping = false;
async function stop(/** @type {string} */ signal) {
  if (stopping) return;
  stopping = true;
  logger.info(
    { event: 'lifecycle', signal, inFlight: site.inFlight() },
    `${signal}: finishing ${site.inFlight()} request(s) in flight, taking no new ones`,
  );
  setTimeout(() => {
    logger.warn({ event: 'lifecycle' }, `requests still in flight after ${DRAIN_MS} ms: exiting`);
    void flushLogs(logger).finally(() => process.exit(1));
  }, DRAIN_MS).unref();
  await site.stop();
  logger.info({ event: 'lifecycle' }, 'stopped');
  await flushLogs(logger);
  process.exit(0);
}
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));
// A preview's server (SITE_VERSION_PREVIEW_OF) lives as long as the site server that started it:
// its stdin, a pipe from that server, ends when that server does, however it ends.
if (env.SITE_VERSION_PREVIEW_OF)
  process.stdin.once('end', () => void stop('end of the site server')).resume();

const port = number(env.PORT) ?? 3000;
await site.app.listen({ port, host: env.HOST ?? '::' });
logger.info({ event: 'lifecycle', port }, `listening on ${port}; loading the renderer`);
site.ready.then(
  () =>
    // The Node it runs on is in the line (`node`); its message stays `ready`, which tests wait for.
    logger.info({ event: 'lifecycle', node: process.version }, 'ready'),
  (error) => {
    logger.fatal(
      { event: 'lifecycle', error: errorText(error) },
      `could not start: ${errorText(error)}`,
    );
    void flushLogs(logger).finally(() => process.exit(1));
  },
);

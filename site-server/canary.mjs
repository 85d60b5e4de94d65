// @ts-check
/**
 * A canary (issue 53): a staged version of one remote given to a share of new visitors
 * (`npm run promote -- <remote> <version> --canary N`, the registry's `canaries`: one at a time).
 * - A visitor is drawn once, on their first page (`canaryDecision`): in, and every request of
 *   theirs is answered by that version's server (version-servers.mjs), its HTML and the code their
 *   browser loads alike; or out, the live site. The cookie `site_version` (for the visit: no
 *   expiry) keeps the draw. Only a visitor without one is drawn: one drawn for an earlier canary
 *   stays on the live site.
 * - The edge (deploy/varnish/site.vcl) passes a visitor who is in, keeps one page for everyone
 *   out, and keeps no answer that draws (it sets a cookie); a new or ended canary is a new
 *   registry, which drops every page at the edge (change-policy.mjs), so no visitor is served a
 *   page kept from before without being drawn.
 * - Every few seconds the site compares the canary's failures per 1,000 pages with the live
 *   version's (version-counts.mjs); a canary clearly worse over enough pages (`canaryVerdict`) is
 *   ended here at once (no further visitor gets it), said in the log, and in the registry with its
 *   reason (`scripts/release.mjs end-canary`, the release commands' one writer).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { errorText } from './log.mjs';
import { failuresPerThousand, noCounts, versionLabel } from './version-counts.mjs';
import { VERSION_PREVIEW_PATH } from './version-preview.mjs';
import { proxyToVersion } from './version-servers.mjs';
import { sendText } from './static-files.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

export const VERSION_COOKIE = 'site_version';

/**
 * When a canary is taken back: at least `minPages` of its pages served, and its failures per
 * 1,000 pages above `worseBy` times the live version's plus `marginPerThousand` (so a few failures
 * of a version that never fails do not end it). SITE_CANARY_MIN_PAGES changes the first.
 */
export const CANARY_RULE = { minPages: 200, worseBy: 2, marginPerThousand: 5 };

/**
 * @typedef {{ name: string, manifestUrl: string, version: string, share: number }} Canary
 * @typedef {import('./version-counts.mjs').Counts} Counts
 */

/** The site's canary, if there is one (the registry holds one at a time). */
export function canaryOf(/** @type {Record<string, Omit<Canary, 'name'>> | undefined} */ canaries) {
  const [name, canary] = Object.entries(canaries ?? {})[0] ?? [];
  return name && canary ? /** @type {Canary} */ ({ name, ...canary }) : null;
}

/** A cookie's value in a Cookie header, or null. */
function cookieValue(/** @type {string | undefined} */ header, /** @type {string} */ name) {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return null;
}

/**
 * Where a request goes while `canary` runs: to the canary's server (`in`) or the live site; and
 * the cookie to set when the visitor is drawn now, which is only on a page (`isPage`) and only for
 * a visitor without one. `draw`: a number in [0, 1).
 */
export function canaryDecision(
  /** @type {Canary} */ canary,
  /** @type {string | undefined} */ cookieHeader,
  /** @type {boolean} */ isPage,
  draw = Math.random,
) {
  const label = versionLabel(canary.name, canary.version);
  const value = cookieValue(cookieHeader, VERSION_COOKIE);
  if (value === `${label}:in`) return { in: true, cookie: null };
  if (value !== null || !isPage) return { in: false, cookie: null };
  const drawnIn = draw() * 100 < canary.share;
  return {
    in: drawnIn,
    cookie: `${VERSION_COOKIE}=${label}:${drawnIn ? 'in' : 'out'}; Path=/; HttpOnly; SameSite=Lax`,
  };
}

/** Whether a request is for a page (a visit's first request is one): GET or HEAD of no file. */
export function isPageRequest(/** @type {string} */ method, /** @type {string} */ url) {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const pathname = url.split('?')[0] ?? '/';
  return (
    !/^\/(__site|uploads|remotes)\//i.test(pathname) &&
    !/^\/(healthz|readyz)$/i.test(pathname) &&
    !/\.[a-z0-9]+$/i.test(pathname)
  );
}

/**
 * Why the canary is to be taken back, or null while it is not (clearly) worse than the live
 * version: `CANARY_RULE` on the two versions' counts.
 */
export function canaryVerdict(
  /** @type {Counts} */ canary,
  /** @type {Counts} */ live,
  rule = CANARY_RULE,
) {
  if (canary.pages < rule.minPages) return null;
  const canaryRate = failuresPerThousand(canary) ?? 0;
  const liveRate = failuresPerThousand(live) ?? 0;
  if (canaryRate <= liveRate * rule.worseBy + rule.marginPerThousand) return null;
  return `${canaryRate.toFixed(1)} failures per 1,000 pages over ${canary.pages} pages, against ${liveRate.toFixed(1)} for the live version`;
}

/**
 * The canary's hook (after a preview's: a previewing visitor sees the preview) and its watch.
 * @param {import('fastify').FastifyInstance} app
 * @param {{
 *   canary: () => Canary | null,
 *   liveVersion: (name: string) => string | null,
 *   folderOf: (name: string) => string,
 *   servers: ReturnType<typeof import('./version-servers.mjs').createVersionServers>,
 *   counts: ReturnType<typeof import('./version-counts.mjs').createVersionCounts>,
 *   logger: import('./log.mjs').Logger,
 *   rule?: typeof CANARY_RULE,
 *   watchMs?: number,
 *   endCanary?: (folder: string, version: string, why: string) => Promise<void>,
 * }} options
 */
export function canaryRoutes(app, options) {
  const { servers, counts, logger, folderOf } = options;
  const rule = options.rule ?? CANARY_RULE;
  const endCanary = options.endCanary ?? endCanaryInRegistry;
  /** Canaries this server took back: served to nobody, whatever the registry still says. */
  const ended = new Set();
  const current = () => {
    const canary = options.canary();
    return canary && !ended.has(versionLabel(canary.name, canary.version)) ? canary : null;
  };

  // Called back rather than async: without a canary (most of the time) a request pays nothing.
  app.addHook('onRequest', (request, reply, done) => {
    const canary = current();
    if (!canary) return done();
    const url = request.raw.url ?? '/';
    if (url.startsWith(VERSION_PREVIEW_PATH)) return done();
    const decision = canaryDecision(
      canary,
      request.headers.cookie,
      isPageRequest(request.method, url),
    );
    // Kept through the page's own answer (page-pipeline.mjs sends it past Fastify's reply, and
    // makes an answer that draws private).
    if (decision.cookie) reply.raw.setHeader('Set-Cookie', decision.cookie);
    if (!decision.in) return done();
    // Answered here, from the canary's server: the routes are not asked.
    servers
      .serverOf({ remote: folderOf(canary.name), version: canary.version, fallback: true })
      .then((server) => proxyToVersion(request, reply, server.origin))
      .catch((/** @type {unknown} */ error) => {
        // The canary's server cannot answer: said in the log, and the visitor asked to reload.
        logger.error(
          { event: 'failure', cause: 'canary', canary: canary.version, error: errorText(error) },
          `canary ${canary.name} ${canary.version}: ${errorText(error)}`,
        );
        if (!reply.sent)
          sendText(
            reply,
            503,
            'txt',
            'This version of the site is not available for a moment: please reload.',
            'no-store',
          );
      });
    return undefined;
  });

  let checking = false;
  const watch = setInterval(async () => {
    const canary = current();
    if (!canary || checking) return;
    checking = true;
    try {
      const totals = await counts.totals();
      const live = options.liveVersion(canary.name);
      const why = canaryVerdict(
        totals[versionLabel(canary.name, canary.version)] ?? noCounts(),
        (live && totals[versionLabel(canary.name, live)]) || noCounts(),
        rule,
      );
      if (!why) return;
      ended.add(versionLabel(canary.name, canary.version));
      logger.error(
        { event: 'canary-ended', remote: canary.name, version: canary.version, why },
        `canary ${canary.name} ${canary.version} taken back: ${why}`,
      );
      await endCanary(folderOf(canary.name), canary.version, `taken back by the site: ${why}`);
    } catch (error) {
      logger.warn(
        { event: 'failure', cause: 'canary-watch', error: errorText(error) },
        `canary watch: ${errorText(error)}`,
      );
    } finally {
      checking = false;
    }
  }, options.watchMs ?? 2000);
  watch.unref();
  app.addHook('onClose', async () => clearInterval(watch));
}

/**
 * Ends the canary in the registry with the release commands (their one writer at a time, on the
 * store this site's releases are in: NAVDHARA_RELEASES_DIR or the bucket's settings).
 */
function endCanaryInRegistry(
  /** @type {string} */ folder,
  /** @type {string} */ version,
  /** @type {string} */ why,
) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        path.join(here, '..', 'scripts', 'release.mjs'),
        'end-canary',
        folder,
        version,
        '--why',
        why,
      ],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let errors = '';
    child.stderr.on('data', (/** @type {Buffer} */ chunk) => (errors += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) =>
      code === 0 ? resolve(undefined) : reject(new Error(`end-canary: ${errors.trim() || code}`)),
    );
  });
}

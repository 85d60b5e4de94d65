// @ts-check
/**
 * How a change reaches the pages: a remote's new build or a new registry (read every `pollMs`),
 * a CMS change (its webhook, or another instance through the cluster bus), a new route table.
 * Each change goes through `apply`: the one rule of change-policy.mjs names the pages it concerns,
 * the same in this page cache, on the other instances (the bus carries content changes, which the
 * webhook brings to one instance only) and at the edge caches in front (purged by that key).
 */
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { createClusterBus } from './cluster-bus.mjs';
import { contentChange, describeChange, scopeOf } from './change-policy.mjs';
import { createEdgePurger } from './edge-purge.mjs';
import { errorText } from './log.mjs';
import { fetchText } from './page-css.mjs';
import { ARTICLE_ADDRESSES } from './sitemap.mjs';
import { createSiteRouting } from './site-routing.mjs';
import { bodyText, splitRegistry } from './site-state.mjs';
import { sendText } from './static-files.mjs';

/**
 * Content types no page shows: a new enquiry or application changes nothing on the site (the one
 * list of CMS types, in the shared package).
 */
const PRIVATE_MODELS = new Set(
  Object.keys(
    /** @type {{ submitted: Record<string, string> }} */ (
      createRequire(import.meta.url)('../shared/src/api/cms-types.json')
    ).submitted,
  ),
);

/**
 * @typedef {import('./site-state.mjs').SiteState} SiteState
 * @typedef {import('./site-state.mjs').RuntimeConfig} RuntimeConfig
 * @typedef {import('./site-state.mjs').Request} Request
 * @typedef {import('./site-state.mjs').Reply} Reply
 * @typedef {import('./change-policy.mjs').Change} Change
 */

/** The address the CMS's webhook posts to (cms/config: SITE_REVALIDATE_URL). */
export const REVALIDATE_PATH = '/__site/revalidate';

/**
 * @param {{
 *   state: SiteState,
 *   renderer: import('./site-state.mjs').Renderer,
 *   logger: import('./site-state.mjs').Logger,
 *   registry: () => import('./site-state.mjs').Registry | Promise<import('./site-state.mjs').Registry>,
 *   pageHeaders: (config: RuntimeConfig) => Record<string, string>,
 *   pipeline: ReturnType<typeof import('./page-pipeline.mjs').createPagePipeline>,
 *   articles: ReturnType<typeof import('./articles.mjs').createArticles>,
 *   onChange?: (change: Change) => void,
 *   pollMs: number,
 *   revalidateSecret?: string | undefined,
 *   redisUrl?: string | undefined,
 *   edgePurgeUrls?: string[] | undefined,
 * }} options
 */
export async function watchChanges(options) {
  const { state, renderer, logger, registry, pageHeaders, pipeline, articles } = options;
  const { cache, renderAgain } = pipeline;
  const edge = options.edgePurgeUrls?.length
    ? createEdgePurger({ urls: options.edgePurgeUrls, logger })
    : null;

  // The first reading is this instance's start, not a change: the edge has nothing to drop for it.
  let polled = false;
  /** Reads the registry and each remote's manifests; re-registers and re-renders what changed. */
  async function poll() {
    const { config: next, canaries } = splitRegistry(await registry());
    const nextBuilds = await buildHashesOf(next.remotes, state.builds);
    const changed = Object.keys(nextBuilds).filter(
      (name) => nextBuilds[name] !== state.builds[name],
    );
    // A canary begun or ended is a new registry too: the edge drops every page it keeps, so
    // each new visitor is drawn (canary.mjs).
    const configChanged =
      JSON.stringify(next) !== JSON.stringify(state.config) ||
      JSON.stringify(canaries) !== JSON.stringify(state.canaries);
    if (!changed.length && !configChanged) return;
    state.config = next;
    state.canaries = canaries;
    state.builds = nextBuilds;
    state.headers = pageHeaders(state.config);
    renderer.configure(state.config, state.builds);
    // The routes come with the apps' builds (each remote declares its own): a release may add,
    // retitle or remove a page, so the table is made again before any page renders again.
    const loaded = await renderer.loadRoutes();
    for (const problem of loaded.problems)
      logger.error({ event: 'failure', cause: 'routes', problem }, `routes: ${problem}`);
    setRoutes(loaded);
    // A new registry is in every page (its addresses, links to the CMS): it covers the releases.
    if (configChanged) apply({ kind: 'config' }, 'registry', { purge: polled });
    else
      for (const remote of changed) apply({ kind: 'release', remote }, 'poll', { purge: polled });
  }

  await poll();
  polled = true;
  const timer = pollEvery(poll, options.pollMs, logger);

  /**
   * A change reaches the pages it concerns (change-policy.mjs): those visitors asked for lately
   * render again, the others when next asked for. A content change
   * of articles lists them again first (the sitemap and the article numbers follow).
   * @param {Change} change
   * @param {string} via
   * @param {{ purge?: boolean }} [options] `purge`: false for this instance's first reading
   */
  function apply(change, via, { purge = true } = {}) {
    const { keys, mode } = scopeOf(change);
    if (change.kind === 'config' || (change.kind === 'content' && listsArticles(change.model))) {
      articles.forget();
      articles.current().catch(() => undefined);
    }
    options.onChange?.(change);
    const paths = [...new Set(keys.flatMap((key) => cache.invalidate(key, mode)))];
    const what = describeChange(change);
    // A remote whose pages nobody asked for (each remote at this instance's start) says nothing.
    if (paths.length || change.kind !== 'release')
      logger.info(
        { event: 'invalidation', ...change, keys, via, pages: paths.length },
        `${what} (${via}): rendering ${paths.length} page(s) again`,
      );
    renderAgain(paths);
    // Each instance purges after marking its own pages, so the edge's next fetch of a purged
    // page, whichever instance answers it, is either fresh or marked not to be kept.
    if (purge) void edge?.purge(keys, what);
  }

  /**
   * A CMS change (of one entry, when `entry` names it: change-policy.mjs); false for a collection
   * no page shows (a new enquiry or application).
   * @param {string} model
   * @param {string} via
   * @param {unknown} [entry] the webhook's entry: its documentId and section narrow the change
   */
  function contentChanged(model, via, entry = undefined) {
    if (PRIVATE_MODELS.has(model)) return false;
    apply(contentChange(model, entry), via);
    return true;
  }

  const bus = options.redisUrl
    ? createClusterBus({
        url: options.redisUrl,
        logger,
        onChange: (change) => apply(change, 'another instance'),
        onMissed: () => apply({ kind: 'content', model: '*' }, 'missed while Redis was down'),
      })
    : null;

  const handleWebhook = webhookHandler(options.revalidateSecret, contentChanged, bus);

  /**
   * A new route table: every lookup derived from it follows at once (site-routing.mjs), and the
   * kept 404 pages go, as an address may exist now (the sitemap is made from the current routing
   * on each request). The same table again is no change.
   */
  function setRoutes(/** @type {import('./site-routing.mjs').RouteTable} */ table) {
    const routing = createSiteRouting(table);
    if (routing.id === state.routing.id) return false;
    state.routing = routing;
    const dropped = cache.dropNotFound();
    logger.info(
      { event: 'routes', routes: routing.routes.length, notFoundDropped: dropped },
      `route table replaced: ${routing.routes.length} route(s), ${dropped} kept 404 page(s) dropped`,
    );
    return true;
  }

  return {
    handleWebhook,
    apply,
    contentChanged,
    setRoutes,
    stop() {
      clearInterval(timer);
      void bus?.stop();
    },
  };
}

/** Whether a change of `model` may change the list of articles (`*`: any may). */
function listsArticles(/** @type {string} */ model) {
  return model === '*' || Object.hasOwn(ARTICLE_ADDRESSES, model);
}

/**
 * Each remote's build hash: a hash of its manifest address and its browser and server manifests,
 * which change with every build (a release id is the registry's name for a release: releases.mjs).
 * An unreachable remote keeps its known hash (its pages keep their last good render).
 */
async function buildHashesOf(
  /** @type {Record<string, string>} */ remotes,
  /** @type {Record<string, string>} */ known,
) {
  const hashes = { ...known };
  await Promise.all(
    Object.entries(remotes).map(async ([name, manifestUrl]) => {
      try {
        const [browser, server] = await Promise.all([
          fetchText(manifestUrl),
          fetchText(new URL('server/mf-manifest.json', manifestUrl).href),
        ]);
        hashes[name] = createHash('sha1')
          .update(manifestUrl)
          .update(browser)
          .update(server)
          .digest('hex')
          .slice(0, 16);
      } catch {
        hashes[name] ??=
          `unreachable-${createHash('sha1').update(manifestUrl).digest('hex').slice(0, 8)}`;
      }
    }),
  );
  return hashes;
}

/** Runs `poll` every `ms`, one at a time; a failed poll is logged and the next one tried. */
function pollEvery(
  /** @type {() => Promise<void>} */ poll,
  /** @type {number} */ ms,
  /** @type {import('./site-state.mjs').Logger} */ logger,
) {
  let polling = false;
  const timer = setInterval(() => {
    if (polling) return;
    polling = true;
    poll()
      .catch((error) =>
        logger.error(
          { event: 'failure', cause: 'registry', error: errorText(error) },
          `registry poll failed: ${errorText(error)}`,
        ),
      )
      .finally(() => (polling = false));
  }, ms);
  timer.unref();
  return timer;
}

/** The CMS's change webhook: authenticated by the shared secret, then parsed strictly. */
/**
 * @param {string | undefined} secret
 * @param {(model: string, via: string, entry: unknown) => boolean} contentChanged
 * @param {ReturnType<typeof createClusterBus> | null} bus
 */
function webhookHandler(secret, contentChanged, bus) {
  return function handleWebhook(/** @type {Request} */ request, /** @type {Reply} */ reply) {
    if (!secret || request.headers.authorization !== `Bearer ${secret}`)
      return sendText(reply, 401, 'txt', 'Unauthorized');
    let model;
    let entry;
    let draftOnly;
    try {
      const body = JSON.parse(bodyText(request) || '{}');
      model = String(body.model ?? '');
      entry = body.entry;
      // An editor saving a draft changes nothing visitors see: no page renders again for it.
      draftOnly =
        (body.event === 'entry.create' || body.event === 'entry.update') &&
        body.entry?.publishedAt === null;
    } catch {
      return sendText(reply, 400, 'txt', 'Bad request: the body is not JSON.');
    }
    const accepted = !draftOnly && contentChanged(model, 'webhook', entry);
    if (accepted) void bus?.publish(contentChange(model, entry));
    return sendText(reply, 202, 'json', JSON.stringify({ accepted, model }));
  };
}

// @ts-check
/**
 * What the site server holds while it runs and replaces as the site changes: the registry, each
 * remote's version, the pages' headers for that registry, and the routing. Every part reads it
 * through one object, so a replaced value is what the next request sees everywhere.
 */

/**
 * What the server and the renderer exchange, typed once at their source: the registry the browser
 * and the renderer read (shared/src/config/runtime.ts), and the renderer itself, the shell's
 * server build (shell/src/server/renderer.tsx), whose built CommonJS file the server requires.
 * @typedef {import('../shared/src/config/runtime').RuntimeConfig} RuntimeConfig
 * @typedef {typeof import('../shell/src/server/renderer')} Renderer
 * @typedef {import('../shell/src/server/renderer').RenderResult} RenderResult
 * @typedef {import('fastify').FastifyRequest} Request
 * @typedef {import('fastify').FastifyReply} Reply
 * @typedef {import('./log.mjs').Logger} Logger
 */

/**
 * @typedef {{ manifestUrl: string, version: string, share: number }} SiteCanary a version of a
 *   remote given to a share of new visitors (canary.mjs)
 * @typedef {RuntimeConfig & { canaries?: Record<string, SiteCanary> }} Registry what the site
 *   servers read: the runtime config, and the canaries, which are theirs alone (never in a page)
 */

/**
 * @typedef {{
 *   config: RuntimeConfig,
 *   canaries: Record<string, SiteCanary>,
 *   builds: Record<string, string>,
 *   headers: Record<string, string>,
 *   routing: import('./site-routing.mjs').SiteRouting,
 * }} SiteState `builds`: remote -> build hash (of its manifests; a release id is another thing:
 *   the registry's name for one release, scripts/releases.mjs); `headers`: a page's
 */

/** The registry as the site holds it: the config pages carry, and the canaries apart. */
export function splitRegistry(/** @type {Registry} */ registry) {
  const { canaries = {}, ...config } = registry;
  return { config: /** @type {RuntimeConfig} */ (config), canaries };
}

/** A request body as text: every body is read as bytes (the handlers parse it strictly). */
export function bodyText(/** @type {Request} */ request) {
  return Buffer.isBuffer(request.body) ? request.body.toString('utf8') : '';
}

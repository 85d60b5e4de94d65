// @ts-check
/**
 * The one rule by which a change reaches the pages. Each page records what it read: the CMS
 * collections it shows and the remotes it was rendered with (its owner, and the shell for every
 * page). Each of those is a key of the page (`keysOf`); a change names one key (`scopeOf`). The
 * pages with that key are the ones the change concerns: in every site server's page cache
 * (page-cache.mjs `invalidate`) and at every edge cache in front, which purges by the same key
 * (`Surrogate-Key`, edge-purge.mjs). Nothing else decides which pages a change touches.
 *
 * - A content change (`{ kind: 'content', model }`, the CMS's webhook): the pages showing that
 *   collection; they are served while they render again (`stale`). `model` `*`: every page.
 * - A release (`{ kind: 'release', remote }`, a remote's new build): the pages rendered with it;
 *   their HTML belongs to the old build, so they render again before they are served (`outdated`).
 * - A new registry (`{ kind: 'config' }`): every page (its addresses are in every page), outdated.
 *
 * A 404 page the change concerns is dropped, never rendered again for nobody: its address was made
 * up by someone, and it renders when next asked for.
 */

/** Every page carries it: a change of everything. */
export const ALL_PAGES_KEY = 'site';

/**
 * @typedef {{ models: string[], remotes: string[] }} Reads what a page was made from: the CMS
 *   collections it shows and the remotes it was rendered with
 * @typedef {{ kind: 'content', model: string } | { kind: 'release', remote: string } | { kind: 'config' }} Change
 * @typedef {{ key: string, mode: 'stale' | 'outdated' }} Scope
 */

/** The remotes every page is rendered with besides its owner: the shell's frame. */
const FRAME = 'shell';

/** What a page of `owner` that read `models` was made from. */
export function readsOf(/** @type {string} */ owner, /** @type {string[]} */ models) {
  return { models, remotes: owner === FRAME ? [FRAME] : [owner, FRAME] };
}

/** A page's keys, one for each thing it read (space-separated, they are its Surrogate-Key). */
export function keysOf(/** @type {Reads} */ reads) {
  return [
    ALL_PAGES_KEY,
    ...reads.remotes.map((remote) => `remote:${remote}`),
    ...reads.models.map((model) => `model:${model}`),
  ];
}

/** The key of the pages a change concerns, and how they are marked (see above). */
export function scopeOf(/** @type {Change} */ change) {
  if (change.kind === 'content')
    return /** @type {Scope} */ ({
      key: change.model === '*' ? ALL_PAGES_KEY : `model:${change.model}`,
      mode: 'stale',
    });
  if (change.kind === 'release')
    return /** @type {Scope} */ ({ key: `remote:${change.remote}`, mode: 'outdated' });
  return /** @type {Scope} */ ({ key: ALL_PAGES_KEY, mode: 'outdated' });
}

/** A change as words, for the log. */
export function describeChange(/** @type {Change} */ change) {
  if (change.kind === 'content') return `${change.model} changed`;
  if (change.kind === 'release') return `${change.remote}: new build`;
  return 'registry changed';
}

/**
 * A change sent by another instance (cluster-bus.mjs), checked: null when it is not one. Only
 * content changes travel (every instance reads releases and the registry itself).
 * @returns {Change | null}
 */
export function contentChangeFrom(/** @type {unknown} */ value) {
  const change = /** @type {{ kind?: unknown, model?: unknown } | null} */ (value);
  if (!change || change.kind !== 'content' || typeof change.model !== 'string') return null;
  if (!change.model || change.model.length > 100) return null;
  return { kind: 'content', model: change.model };
}

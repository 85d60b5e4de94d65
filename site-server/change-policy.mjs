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
 *   When the change names its entry (`documentId`) and the entry's `section` (a FAQ, a product),
 *   only the pages that may show it: those that showed that entry (`faq#<documentId>`: where it
 *   was, in whatever section), those listing that section (`faq:feeds`: where it is now) and those
 *   listing the collection by something else (`faq:*`). The renderer records these reads
 *   (shell/src/server/renderer.tsx, `watchCmsRequests`).
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
 * @typedef {{ kind: 'content', model: string, section?: string, documentId?: string }} ContentChange
 * @typedef {ContentChange | { kind: 'release', remote: string } | { kind: 'config' }} Change
 * @typedef {{ keys: string[], mode: 'stale' | 'outdated' }} Scope
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

/** The keys of the pages a change concerns, and how they are marked (see above). */
export function scopeOf(/** @type {Change} */ change) {
  if (change.kind === 'release')
    return /** @type {Scope} */ ({ keys: [`remote:${change.remote}`], mode: 'outdated' });
  if (change.kind === 'config')
    return /** @type {Scope} */ ({ keys: [ALL_PAGES_KEY], mode: 'outdated' });
  const { model, section, documentId } = change;
  if (model === '*') return /** @type {Scope} */ ({ keys: [ALL_PAGES_KEY], mode: 'stale' });
  if (!documentId) return /** @type {Scope} */ ({ keys: [`model:${model}`], mode: 'stale' });
  return /** @type {Scope} */ ({
    keys: [
      `model:${model}#${documentId}`,
      `model:${model}:*`,
      ...(section ? [`model:${model}:${section}`] : []),
    ],
    mode: 'stale',
  });
}

/** A change as words, for the log. */
export function describeChange(/** @type {Change} */ change) {
  if (change.kind === 'content')
    return change.section
      ? `${change.model} of ${change.section} changed`
      : `${change.model} changed`;
  if (change.kind === 'release') return `${change.remote}: new build`;
  return 'registry changed';
}

/**
 * A change sent by another instance (cluster-bus.mjs), checked: null when it is not one. Only
 * content changes travel (every instance reads releases and the registry itself).
 * @returns {Change | null}
 */
export function contentChangeFrom(/** @type {unknown} */ value) {
  const change = /** @type {Record<string, unknown> | null} */ (value);
  if (!change || change.kind !== 'content' || typeof change.model !== 'string') return null;
  if (!change.model || change.model.length > 100) return null;
  return contentChange(change.model, change);
}

/** A documentId or a section as a change may name them: short words, nothing else. */
const NAME = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * A content change of `model`, narrowed to its entry and section when `entry` names them
 * plainly (the webhook's entry, another instance's message); otherwise the whole collection.
 * @returns {ContentChange}
 */
export function contentChange(/** @type {string} */ model, /** @type {unknown} */ entry) {
  const { documentId, section } = /** @type {Record<string, unknown>} */ (
    entry && typeof entry === 'object' ? entry : {}
  );
  if (typeof documentId !== 'string' || !NAME.test(documentId)) return { kind: 'content', model };
  return {
    kind: 'content',
    model,
    documentId,
    ...(typeof section === 'string' && NAME.test(section) ? { section } : {}),
  };
}

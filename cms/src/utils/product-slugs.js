'use strict';

const { AsyncLocalStorage } = require('node:async_hooks');
const { errors } = require('@strapi/utils');

/**
 * A product's address: `/<section>/<slug>` (`/feeds/layer-phase-1-mash`, `/hi/feeds/...`). The
 * slug is the editor's, the same in every language (a text Strapi's localization keeps alike in
 * each, drafts and published versions; not a `uid` field, which it keeps per language), made from
 * the English name when a new product is saved without one, and checked here on every write, from
 * the admin and the seed alike, before anything is stored:
 * - it is lowercase letters and digits in words joined by single hyphens, at most 80 characters;
 * - no other product has it as its slug, draft or published, in any language;
 * - when it changes, the slug the product was published under is kept in `previous_slugs` (a JSON
 *   array in a text field, newest last, at most MAX_PREVIOUS), so the site can answer the old
 *   address with a 301 to the new one; editors cannot write that list (whatever they send is
 *   replaced), a copy of a product starts with none, and a slug the draft had but never published
 *   was never an address and is not kept.
 * - a slug another product once had (one of its `previous_slugs`) may be taken: when the product
 *   that takes it is published, the address shows it, and the old product's redirect from it is
 *   dropped in the same transaction (until then the old address still redirects);
 * - a publish gives the product's address (section, slug, old slugs) to its published versions in
 *   every language, so that all three move together.
 * The list is a text field, not a JSON one, so that the site can find a product by an old slug in
 * one bounded query (`filters[previous_slugs][$contains]="<slug>"`, quotes included, on SQLite and
 * PostgreSQL alike); JSON fields cannot be filtered (src/utils/query-check.js).
 */
const PRODUCT = 'api::product.product';
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const SLUG_MAX = 80;
const MAX_PREVIOUS = 20;
const WRITES = new Set(['create', 'update', 'clone']);

const SLUG_RULE = 'lowercase letters (a-z) and digits, in words joined by single hyphens, e.g. layer-phase-1-mash';

/** What is wrong with a slug, as an editor reads it, or null when it is well formed. */
function slugProblem(value) {
  if (value === undefined || value === null || value === '') return 'slug is required: the last part of the product\u2019s address, e.g. layer-phase-1-mash';
  if (typeof value !== 'string') return `slug must be text: ${SLUG_RULE}`;
  if (value.length > SLUG_MAX) return `slug must be at most ${SLUG_MAX} characters`;
  if (!SLUG_PATTERN.test(value)) return `slug must be ${SLUG_RULE}`;
  return null;
}

const isSlug = (value) => slugProblem(value) === null;

/** The slugs a stored `previous_slugs` holds (a JSON array of slugs), ignoring anything else. */
function parseSlugs(stored) {
  if (Array.isArray(stored)) return stored.filter(isSlug);
  if (typeof stored !== 'string' || stored.trim() === '') return [];
  try {
    const list = JSON.parse(stored);
    return Array.isArray(list) ? [...new Set(list.filter(isSlug))] : [];
  } catch {
    return [];
  }
}

/**
 * The previous slugs after a write that gives the product `requested`: the stored ones without
 * it (it is the product's own again), and `current` added when it changes and the product was
 * published under it (`published`: its published versions' slugs).
 */
function nextPreviousSlugs({ stored = [], current = null, requested, published = [] }) {
  const list = stored.filter((slug) => slug !== requested);
  if (current && current !== requested && published.includes(current) && !list.includes(current)) list.push(current);
  return list.slice(-MAX_PREVIOUS);
}

/** `layer-phase-1-mash` for "Layer Phase 1 Mash" (`6-blade-exhaust-fan-54` for `6-Blade Exhaust Fan 54"`); '' for a name without Latin letters or digits. */
function slugify(name) {
  const words = String(name ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/(\d),(?=\d{3}\b)/g, '$1')
    .match(/[a-z0-9]+/g);
  let slug = '';
  for (const word of words || []) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > SLUG_MAX) break;
    slug = next;
  }
  return slug;
}

function refuse(message) {
  throw new errors.ValidationError(message, { errors: [{ path: ['slug'], message, name: 'ValidationError' }] });
}

const quoted = (slug) => `"${slug}"`;

/** The rows of a product, every language and version, with what its slugs depend on. */
const rowsOf = (strapi, documentId) =>
  strapi.db.query(PRODUCT).findMany({ where: { documentId }, select: ['id', 'slug', 'previous_slugs', 'publishedAt', 'locale'] });

/**
 * What a write stores as `slug` and `previous_slugs`, after the checks; throws a ValidationError
 * (a 400 naming `slug`) for a slug that is malformed or another product's.
 */
async function planWrite(strapi, action, params) {
  const data = params.data;
  const own = action === 'update' ? params.documentId : undefined;
  const rows = own ? await rowsOf(strapi, own) : [];
  const draft =
    rows.find((row) => row.publishedAt === null && row.locale === params.locale) ??
    rows.find((row) => row.publishedAt === null) ??
    rows[0];
  const current = draft ? draft.slug : null;
  let requested = Object.prototype.hasOwnProperty.call(data, 'slug') ? data.slug : action === 'update' ? current : undefined;
  if (action === 'update' && !draft) return null; // no such product: Strapi answers for it
  if (action === 'create' && (requested === undefined || requested === null || requested === '')) {
    requested = await freeSlug(strapi, slugify(data.name));
  }
  if (action === 'clone' && (requested === undefined || requested === null || requested === '')) {
    refuse('slug is required: a copy of a product needs its own address, e.g. layer-phase-2-mash');
  }
  if (requested === null && current === null) return { slug: null, previous: parseSlugs(draft?.previous_slugs) };
  const problem = slugProblem(requested);
  if (problem) refuse(problem);
  const previous =
    action === 'update'
      ? nextPreviousSlugs({
          stored: parseSlugs(draft.previous_slugs),
          current,
          requested,
          published: rows.filter((row) => row.publishedAt !== null).map((row) => row.slug),
        })
      : [];
  if (requested !== current) {
    const clash = await strapi.db.query(PRODUCT).findOne({
      where: { slug: requested, ...(own ? { documentId: { $ne: own } } : {}) },
      select: ['name', 'section', 'locale'],
      orderBy: [{ locale: 'asc' }],
    });
    if (clash) {
      refuse(`slug is already the address of another product (${String(clash.name).slice(0, 80)}, ${clash.section}): choose another`);
    }
  }
  return { slug: requested, previous };
}

/** `base`, or `base-2`, `base-3`... the first no product has; undefined without a base. */
async function freeSlug(strapi, base) {
  if (!base) return undefined;
  for (let n = 1; n < 100; n += 1) {
    const slug = n === 1 ? base : `${base.slice(0, SLUG_MAX - String(n).length - 1)}-${n}`;
    if (!(await strapi.db.query(PRODUCT).findOne({ where: { slug }, select: ['id'] }))) return slug;
  }
  return undefined;
}

/** Drops `slug` from the previous slugs of every other product that had it (it is taken now). */
async function releaseOldAddress(strapi, slug, documentId) {
  const holders = await strapi.db.query(PRODUCT).findMany({
    where: { previous_slugs: { $contains: quoted(slug) }, ...(documentId ? { documentId: { $ne: documentId } } : {}) },
    select: ['id', 'previous_slugs'],
  });
  for (const row of holders) {
    const kept = parseSlugs(row.previous_slugs).filter((old) => old !== slug);
    await strapi.db.query(PRODUCT).update({ where: { id: row.id }, data: { previous_slugs: JSON.stringify(kept) } });
  }
}

/** One slug write at a time in this process: two editors cannot both take a free slug. */
const turn = new AsyncLocalStorage();
let queue = Promise.resolve();

async function inTurn(task) {
  if (turn.getStore()) return task(); // a write made while this one is being made
  const before = queue;
  let done;
  queue = new Promise((resolve) => (done = resolve));
  await before;
  try {
    return await turn.run(true, task);
  } finally {
    done();
  }
}

/** What makes a product's address, alike in every language: its section, slug and old slugs. */
const ADDRESS = ['section', 'slug', 'previous_slugs'];

/**
 * After a publish, the published versions in the other languages take the address just published.
 * Strapi's localization keeps these fields alike in the drafts, but on publishing one language it
 * leaves the others' published versions as they were when the draft already had the change: the
 * Hindi page would stay at the old address while the English one moved.
 */
async function shareAddress(strapi, result) {
  const entries = result && Array.isArray(result.entries) ? result.entries : [];
  const published = entries.find((entry) => entry && entry.documentId && entry.slug);
  if (!published) return null;
  const data = Object.fromEntries(ADDRESS.map((name) => [name, published[name] ?? null]));
  await strapi.db.query(PRODUCT).updateMany({
    where: {
      documentId: published.documentId,
      publishedAt: { $notNull: true },
      locale: { $notIn: entries.map((entry) => entry.locale).filter(Boolean) },
    },
    data,
  });
  return published;
}

/**
 * Document Service middleware: every create, update and copy of a product goes through the checks
 * above, and stores the slug and previous slugs they decide, in one transaction with the write; a
 * publish gives its address to the product's published versions in the other languages and takes
 * its slug from the old slugs of any other product, in one transaction with the publish.
 */
function productSlugs(strapi) {
  return async (context, next) => {
    if (context.uid !== PRODUCT) return next();
    if (context.action === 'publish') {
      return inTurn(() =>
        strapi.db.transaction(async () => {
          const result = await next();
          const published = await shareAddress(strapi, result);
          if (published) await releaseOldAddress(strapi, published.slug, published.documentId);
          return result;
        }),
      );
    }
    if (!WRITES.has(context.action)) return next();
    const params = context.params || {};
    if (!params.data || typeof params.data !== 'object' || Array.isArray(params.data)) return next();
    return inTurn(() =>
      strapi.db.transaction(async () => {
        const plan = await planWrite(strapi, context.action, params);
        if (!plan) return next();
        params.data.slug = plan.slug;
        params.data.previous_slugs = JSON.stringify(plan.previous);
        return next();
      }),
    );
  };
}

/**
 * Gives a slug to every product that has none: those stored before products had addresses. Each
 * gets one made from its English name (else its name in another language, else `product-<n>`),
 * with `-2`, `-3`... when another product has it. Runs at every start; a no-op once done.
 */
async function slugUnslugged(strapi) {
  const rows = strapi.db.query(PRODUCT);
  const missing = await rows.findMany({
    where: { $or: [{ slug: { $null: true } }, { slug: '' }] },
    select: ['documentId'],
  });
  const documents = [...new Set(missing.map((row) => row.documentId))];
  if (!documents.length) return;
  const taken = new Set(
    (await rows.findMany({ where: { slug: { $notNull: true } }, select: ['slug'] })).map((row) => row.slug),
  );
  for (const documentId of documents) {
    const names = await rows.findMany({ where: { documentId }, select: ['name', 'locale', 'id'], orderBy: [{ id: 'asc' }] });
    const english = names.find((row) => row.locale === 'en');
    const base =
      [english, ...names].map((row) => row && slugify(row.name)).find(Boolean) || `product-${names[0] ? names[0].id : taken.size + 1}`;
    let slug = base;
    for (let n = 2; taken.has(slug); n += 1) slug = `${base.slice(0, SLUG_MAX - String(n).length - 1)}-${n}`;
    taken.add(slug);
    await rows.updateMany({ where: { documentId }, data: { slug, previous_slugs: '[]' } });
  }
  strapi.log.info(`Product addresses given to ${documents.length} product(s) stored without a slug`);
}

module.exports = {
  PRODUCT,
  SLUG_PATTERN,
  SLUG_MAX,
  MAX_PREVIOUS,
  slugProblem,
  parseSlugs,
  nextPreviousSlugs,
  slugify,
  productSlugs,
  slugUnslugged,
};

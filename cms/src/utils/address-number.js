'use strict';

/**
 * The number in an article's address (/blog/3, /media-article/7). Under Draft & Publish, Strapi
 * gives a document's published version a new row, and so a new row id, at every publish: an
 * address built from the row id would break each time an editor fixes a typo. Each blog post and
 * press item has its own `number` instead, given once when it is created (one more than the
 * highest ever given, so never reused, not even after a deletion) and kept by every
 * later save, publish or unpublish; editors cannot change it.
 */
const NUMBERED = new Set(['api::blog.blog', 'api::media-press.media-press']);

/** One assignment at a time per content type: two creates at once never get the same number. */
const queues = new Map();

/** The highest number a type has given, deleted documents' included (in Strapi's store). */
function lastGiven(strapi, uid) {
  const store = strapi.store({ type: 'core', name: 'navdhara', key: `last-number:${uid}` });
  return {
    get: async () => Number((await store.get()) || 0),
    set: (value) => store.set({ value }),
  };
}

/**
 * One more than any number this type has given, deleted documents' included (kept in Strapi's
 * store): an address that once showed a deleted article never shows another one.
 */
async function nextNumber(strapi, uid) {
  const [highest] = await strapi.db.query(uid).findMany({
    select: ['number'],
    where: { number: { $notNull: true } },
    orderBy: { number: 'desc' },
    limit: 1,
  });
  const counter = lastGiven(strapi, uid);
  const next = Math.max(await counter.get(), highest ? Number(highest.number) : 0) + 1;
  await counter.set(next);
  return next;
}

function addressNumbers(strapi) {
  return async (context, next) => {
    if (!NUMBERED.has(context.uid)) return next();
    const params = context.params || {};
    if (context.action === 'update' && params.data && typeof params.data === 'object') {
      delete params.data.number;
      return next();
    }
    if (context.action !== 'create' && context.action !== 'clone') return next();
    const previous = queues.get(context.uid) || Promise.resolve();
    let release;
    const turn = new Promise((resolve) => (release = resolve));
    queues.set(context.uid, previous.then(() => turn));
    await previous;
    try {
      context.params = { ...params, data: { ...(params.data || {}), number: await nextNumber(strapi, context.uid) } };
      return await next();
    } finally {
      release();
    }
  };
}

/**
 * Gives a number to every post or press item that has none: those stored before numbers existed
 * (a database from an earlier version of the CMS, where addresses were row ids). Each keeps its
 * old address when it can: its oldest row's id, which was that address, unless another document
 * already has that number; else it gets the next number. Runs at every start; a no-op once done.
 */
async function numberUnnumbered(strapi) {
  for (const uid of NUMBERED) {
    const rows = strapi.db.query(uid);
    const missing = await rows.findMany({
      select: ['id', 'documentId'],
      where: { number: { $null: true } },
      orderBy: { id: 'asc' },
    });
    if (!missing.length) continue;
    const taken = new Set(
      (await rows.findMany({ select: ['number'], where: { number: { $notNull: true } } })).map(
        (row) => Number(row.number),
      ),
    );
    const oldest = new Map();
    for (const row of missing) if (!oldest.has(row.documentId)) oldest.set(row.documentId, row.id);
    const counter = lastGiven(strapi, uid);
    let given = Math.max(await counter.get(), ...taken, ...oldest.values());
    for (const [documentId, id] of oldest) {
      const number = taken.has(id) ? (given += 1) : id;
      taken.add(number);
      await rows.updateMany({ where: { documentId }, data: { number } });
    }
    await counter.set(given);
    strapi.log.info(`Address numbers given to ${oldest.size} document(s) of ${uid}`);
  }
}

module.exports = { NUMBERED, addressNumbers, numberUnnumbered };

'use strict';

/**
 * The number in an article's address (/blog/3, /media-article/7). Under Draft & Publish, Strapi
 * gives a document's published version a new row, and so a new row id, at every publish: an
 * address built from the row id would break each time an editor fixes a typo. Each blog post and
 * press item has its own `number` instead, given once when it is created (one more than the
 * highest so far, drafts included, never reused while the document exists) and kept by every
 * later save, publish or unpublish; editors cannot change it.
 */
const NUMBERED = new Set(['api::blog.blog', 'api::media-press.media-press']);

/** One assignment at a time per content type: two creates at once never get the same number. */
const queues = new Map();

async function nextNumber(strapi, uid) {
  const [highest] = await strapi.db.query(uid).findMany({
    select: ['number'],
    where: { number: { $notNull: true } },
    orderBy: { number: 'desc' },
    limit: 1,
  });
  return highest ? Number(highest.number) + 1 : 1;
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

module.exports = { NUMBERED, addressNumbers };

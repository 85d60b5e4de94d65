'use strict';

const { factories } = require('@strapi/strapi');
const { NUMBERED } = require('./address-number');

/**
 * Core controller whose findOne takes a number as well as Strapi 5's documentId: for blog posts
 * and press items the number in the article's address (`/api/blogs/3`, see
 * utils/address-number.js), for the other types the row id their lists carry. Anything that is neither a positive
 * integer nor an existing documentId is a 404, never a 500. Which version answers (published, or
 * the draft for the site's preview token) is the core controller's `status` rule.
 */
const NUMERIC = /^[1-9][0-9]{0,9}$/;
const DOCUMENT_ID = /^[a-z0-9]{20,30}$/;

function createNumericIdController(uid) {
  return factories.createCoreController(uid, ({ strapi }) => ({
    async findOne(ctx) {
      const raw = String(ctx.params.id ?? '');
      let documentId = null;
      if (NUMERIC.test(raw) && Number(raw) <= 2147483647) {
        const key = NUMBERED.has(uid) ? 'number' : 'id';
        const row = await strapi.db.query(uid).findOne({ select: ['documentId'], where: { [key]: Number(raw) } });
        documentId = row ? row.documentId : null;
      } else if (DOCUMENT_ID.test(raw)) {
        documentId = raw;
      }
      if (!documentId) return ctx.notFound('Not Found');
      ctx.params.id = documentId;
      return super.findOne(ctx);
    },
  }));
}

module.exports = { createNumericIdController };

'use strict';

const { factories } = require('@strapi/strapi');

/**
 * Core controller whose findOne accepts the numeric id that list answers carry
 * (`/api/blogs/3`) as well as Strapi 5's documentId. Anything that is neither a
 * positive integer nor an existing documentId is a 404, never a 500.
 */
const NUMERIC = /^[1-9][0-9]{0,9}$/;
const DOCUMENT_ID = /^[a-z0-9]{20,30}$/;

function createNumericIdController(uid) {
  return factories.createCoreController(uid, ({ strapi }) => ({
    async findOne(ctx) {
      const raw = String(ctx.params.id ?? '');
      let documentId = null;
      if (NUMERIC.test(raw) && Number(raw) <= 2147483647) {
        const row = await strapi.db.query(uid).findOne({ select: ['documentId'], where: { id: Number(raw) } });
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

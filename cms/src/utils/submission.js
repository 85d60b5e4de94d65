'use strict';

const { createNumericIdController } = require('./numeric-id');

/**
 * Controller for publicly submitted records (enquiries, applications): before
 * Strapi's validation, string values are trimmed (so "   " counts as missing) and
 * whole-number phone fields sent as JSON numbers (the site's number inputs) become
 * digit strings. Everything else (required fields, e-mail format, lengths,
 * unknown keys) is validated by the schema and answered with a 400.
 */
function createSubmissionController(uid, phoneFields) {
  const base = createNumericIdController(uid);
  return ({ strapi }) => {
    const core = base({ strapi });
    const coreCreate = core.create;
    return Object.assign(core, {
      async create(ctx) {
        const data = ctx.request.body && ctx.request.body.data;
        if (data && typeof data === 'object' && !Array.isArray(data)) {
          for (const [key, value] of Object.entries(data)) {
            if (typeof value === 'string') data[key] = value.trim();
            if (phoneFields.includes(key) && typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) {
              data[key] = String(value);
            }
          }
        }
        return coreCreate.call(this, ctx);
      },
    });
  };
}

module.exports = { createSubmissionController };

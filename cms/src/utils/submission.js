'use strict';

const { errors } = require('@strapi/utils');
const { createNumericIdController } = require('./numeric-id');

/**
 * C0 control characters and DEL, except tab, line feed and carriage return. A
 * visitor never types them; a NUL in particular breaks some databases and tools
 * that read the stored text later.
 */
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

function refuse(field, rule) {
  const message = `${field} ${rule}`;
  throw new errors.ValidationError(message, { errors: [{ path: [field], message, name: 'ValidationError' }] });
}

/**
 * Controller for publicly submitted records (enquiries, applications). Before
 * Strapi's validation, a text field holding a control character is refused with
 * a 400 naming the field (nothing is stored), and string values are trimmed (so
 * "   " counts as missing). Mobile numbers are normalised for every create and
 * update by the Document Service middleware in utils/phone-fields.js. Everything
 * else (required fields, e-mail format, lengths, unknown keys) is validated by
 * the schema and answered with a 400. `prepare(data, { strapi })` checks what the schema cannot
 * (an application's resume), throwing a ValidationError to refuse.
 */
function createSubmissionController(uid, { prepare } = {}) {
  const base = createNumericIdController(uid);
  return ({ strapi }) => {
    const core = base({ strapi });
    const coreCreate = core.create;
    return Object.assign(core, {
      async create(ctx) {
        const { attributes } = strapi.contentType(uid);
        const data = ctx.request.body && ctx.request.body.data;
        if (data && typeof data === 'object' && !Array.isArray(data)) {
          for (const [key, value] of Object.entries(data)) {
            // Unknown keys are Strapi's to refuse ("Invalid key ...").
            if (typeof value !== 'string' || !Object.prototype.hasOwnProperty.call(attributes, key)) continue;
            if (CONTROL_CHARACTERS.test(value)) {
              refuse(key, 'must not contain control characters (such as NUL); only tab and line breaks are allowed');
            }
            data[key] = value.trim();
          }
          if (prepare) await prepare(data, { strapi });
        }
        return coreCreate.call(this, ctx);
      },
    });
  };
}

module.exports = { createSubmissionController, refuse, CONTROL_CHARACTERS };

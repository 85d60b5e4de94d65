'use strict';

const { applyPublicPermissions } = require('./bootstrap/permissions');
const { ensureAdmin } = require('./bootstrap/admin');
const { seedIfEmpty } = require('./bootstrap/seed');
const { ensureSiteWebhook } = require('./bootstrap/site-webhook');
const { normalisePhoneFields } = require('./utils/phone-fields');

module.exports = {
  register({ strapi }) {
    // Mobile numbers of enquiries and applications are stored in one form, whoever writes them.
    strapi.documents.use(normalisePhoneFields());
  },

  async bootstrap({ strapi }) {
    await applyPublicPermissions(strapi);
    await ensureAdmin(strapi);
    if (process.env.CMS_SEED !== 'false') await seedIfEmpty(strapi);
    // After the seed, so seeding does not notify the site of every record it creates.
    await ensureSiteWebhook(strapi);
  },
};

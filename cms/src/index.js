'use strict';

const { applyPublicPermissions } = require('./bootstrap/permissions');
const { ensureAdmin } = require('./bootstrap/admin');
const { seedIfEmpty } = require('./bootstrap/seed');

module.exports = {
  register() {},

  async bootstrap({ strapi }) {
    await applyPublicPermissions(strapi);
    await ensureAdmin(strapi);
    if (process.env.CMS_SEED !== 'false') await seedIfEmpty(strapi);
  },
};

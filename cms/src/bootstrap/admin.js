'use strict';

/**
 * Creates a super admin for local editing from CMS_ADMIN_EMAIL / CMS_ADMIN_PASSWORD
 * when both are set and no admin with that e-mail exists yet. scripts/cms.mjs writes
 * admin@example.com and a random password to cms/.env on first run.
 */
async function ensureAdmin(strapi) {
  const email = (process.env.CMS_ADMIN_EMAIL || '').trim().toLowerCase();
  const password = process.env.CMS_ADMIN_PASSWORD || '';
  if (!email || !password) return;
  const users = strapi.service('admin::user');
  const existing = await strapi.db.query('admin::user').findOne({ where: { email } });
  if (existing) return;
  const superAdmin = await strapi.service('admin::role').getSuperAdmin();
  if (!superAdmin) {
    strapi.log.warn('No super admin role yet; admin user not created');
    return;
  }
  await users.create({
    email,
    firstname: 'Site',
    lastname: 'Editor',
    password,
    isActive: true,
    registrationToken: null,
    roles: [superAdmin.id],
  });
  strapi.log.info(`Created admin user ${email}`);
}

module.exports = { ensureAdmin };

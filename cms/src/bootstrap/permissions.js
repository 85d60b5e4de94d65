'use strict';

/**
 * The public role's permissions, enforced on every start: exactly these actions,
 * nothing else (no registration, no reading enquiries, applicants, files or users).
 */
const { EDITORIAL, SUBMITTED, uidOf } = require('../content-types');

const PUBLIC_ACTIONS = [
  ...EDITORIAL.flatMap((name) => [`${uidOf(name)}.find`, `${uidOf(name)}.findOne`]),
  ...SUBMITTED.map((name) => `${uidOf(name)}.create`),
  'plugin::upload.content-api.upload',
];

async function applyPublicPermissions(strapi) {
  const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'public' } });
  if (!role) throw new Error('users-permissions public role not found');
  const existing = await strapi.db
    .query('plugin::users-permissions.permission')
    .findMany({ where: { role: role.id }, select: ['id', 'action'] });
  const have = new Set(existing.map((p) => p.action));
  for (const perm of existing) {
    if (!PUBLIC_ACTIONS.includes(perm.action)) {
      await strapi.db.query('plugin::users-permissions.permission').delete({ where: { id: perm.id } });
    }
  }
  for (const action of PUBLIC_ACTIONS) {
    if (!have.has(action)) {
      await strapi.db.query('plugin::users-permissions.permission').create({ data: { action, role: role.id } });
    }
  }
  // Nobody signs up on this site.
  const store = strapi.store({ type: 'plugin', name: 'users-permissions', key: 'advanced' });
  const advanced = (await store.get()) || {};
  if (advanced.allow_register !== false) await store.set({ value: { ...advanced, allow_register: false } });
}

module.exports = { applyPublicPermissions, PUBLIC_ACTIONS };

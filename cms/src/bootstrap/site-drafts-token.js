'use strict';

/**
 * The site's key to drafts: a content-API token (the admin lists it under Settings > API Tokens)
 * that may only find and findOne the seven publishable content types, never enquiries or
 * applicants. Its value is SITE_DRAFTS_TOKEN, generated into cms/.env on first run and given to
 * the site server, which uses it only to render a preview (site-server/preview.mjs). Strapi keeps
 * tokens as salted hashes, so the row is made to match the shared value on every start; without
 * SITE_DRAFTS_TOKEN no such token exists.
 */
const { EDITORIAL, uidOf } = require('../content-types');

const NAME = 'Site: previews of drafts';
const ACTIONS = EDITORIAL.flatMap((name) => [`${uidOf(name)}.find`, `${uidOf(name)}.findOne`]);

async function ensureSiteDraftsToken(strapi) {
  const value = process.env.SITE_DRAFTS_TOKEN || '';
  const tokens = strapi.service('admin::api-token-content-api');
  const rows = strapi.db.query('admin::api-token');
  let existing = await rows.findOne({ where: { name: NAME } });
  if (!value) {
    if (existing) await rows.delete({ where: { id: existing.id } });
    return;
  }
  if (!existing) {
    existing = await tokens.create({
      name: NAME,
      description: 'Lets the site render drafts in the admin Preview. Read-only, publishable content only.',
      type: 'custom',
      lifespan: null,
      permissions: ACTIONS,
    });
  }
  const accessKey = tokens.hash(value);
  const current = await rows.findOne({ where: { id: existing.id }, select: ['accessKey'] });
  if (current.accessKey !== accessKey) {
    await rows.update({
      where: { id: existing.id },
      data: { accessKey, encryptedKey: strapi.service('admin::encryption').encrypt(value) },
    });
  }
}

module.exports = { ensureSiteDraftsToken };

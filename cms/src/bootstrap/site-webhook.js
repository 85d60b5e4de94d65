'use strict';

/**
 * Tells the site's server when content changes, through Strapi's own webhooks (the admin lists
 * it under Settings > Webhooks): every create, update, delete, publish and unpublish of an entry
 * is POSTed to SITE_REVALIDATE_URL with the shared secret SITE_REVALIDATE_SECRET (generated into
 * cms/.env on first run, read by the site server). The site renders the affected pages again
 * within seconds. Without SITE_REVALIDATE_URL nothing is registered (the CMS runs alone).
 */
const NAME = 'Site: render changed pages again';
const EVENTS = ['entry.create', 'entry.update', 'entry.delete', 'entry.publish', 'entry.unpublish'];

async function ensureSiteWebhook(strapi) {
  const url = process.env.SITE_REVALIDATE_URL;
  const secret = process.env.SITE_REVALIDATE_SECRET;
  const store = strapi.get('webhookStore');
  const runner = strapi.get('webhookRunner');
  const existing = (await store.findWebhooks()).find((webhook) => webhook.name === NAME);
  if (!url || !secret) {
    if (existing) {
      runner.remove(existing);
      await store.deleteWebhook(existing.id);
    }
    return;
  }
  const data = { name: NAME, url, headers: { Authorization: `Bearer ${secret}` }, events: EVENTS, isEnabled: true };
  if (existing) {
    const updated = await store.updateWebhook(existing.id, data);
    if (updated) runner.update(updated);
  } else {
    runner.add(await store.createWebhook(data));
  }
}

module.exports = { ensureSiteWebhook };

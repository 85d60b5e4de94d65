'use strict';

const crypto = require('crypto');
const { LOCALE_CODES, DEFAULT_LOCALE } = require('../locales');
const seed = require('../../seed/dealers');

const UID = 'api::dealer.dealer';
const MARKER = { type: 'core', name: 'navdhara', key: 'seeded-dealers' };

/**
 * Seeds the dealers and the group's places once (issue 52), with a marker of their own, so a
 * database seeded before dealers existed gets them at its next start, and editors' later changes
 * are kept. Each is created published in English, then in Hindi and Punjabi (name, address, town).
 *
 * The bench option: `CMS_SEED_DEALERS=5000` makes the seed that many dealers in all, the seed's
 * and as many more as needed (English only, published, written in batches straight to the
 * database: Draft & Publish's draft rows are left out, as the public API reads the published ones).
 */
async function seedDealersOnce(strapi) {
  const store = strapi.store(MARKER);
  if (await store.get()) return;
  if ((await strapi.db.query(UID).count()) > 0) {
    await store.set({ value: { at: new Date().toISOString(), skipped: true } });
    return;
  }
  const started = Date.now();
  for (const item of [...seed.facilities, ...seed.dealers]) await createDealer(strapi, item);
  const wanted = Number(process.env.CMS_SEED_DEALERS || 0);
  const more = Math.min(Math.max(0, wanted - seed.facilities.length - seed.dealers.length), 50000);
  if (more > 0) await addBenchDealers(strapi, more);
  await store.set({ value: { at: new Date().toISOString() } });
  strapi.log.info(`Seed: ${seed.facilities.length + seed.dealers.length + more} dealers in ${Date.now() - started} ms`);
}

async function createDealer(strapi, item) {
  const { hi, pa, ...english } = item;
  const doc = await strapi.documents(UID).create({ data: english, locale: DEFAULT_LOCALE, status: 'published' });
  const texts = { hi, pa };
  for (const locale of LOCALE_CODES.filter((code) => code !== DEFAULT_LOCALE)) {
    if (!texts[locale]) continue;
    await strapi.documents(UID).update({
      documentId: doc.documentId,
      locale,
      data: texts[locale],
      status: 'published',
    });
  }
}

/** `count` more dealers near the districts' centres (within ~25 km), numbered on from the seed's. */
async function addBenchDealers(strapi, count) {
  let state = 5252;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  const now = new Date();
  const batch = [];
  for (let n = 0; n < count; n += 1) {
    const [district, stateKey, name, lat, lng] = seed.districts[n % seed.districts.length];
    const template = seed.dealers[n % seed.dealers.length];
    const km = next() * 25;
    const angle = next() * 2 * Math.PI;
    batch.push({
      documentId: crypto.randomBytes(12).toString('hex').slice(0, 24),
      locale: DEFAULT_LOCALE,
      publishedAt: now,
      kind: template.kind,
      name: `Bench Dealer ${n + 1}`,
      address: `Shop ${1 + (n % 180)}, Main Bazaar, ${name}`,
      town: name,
      district,
      state: stateKey,
      pin_code: template.pin_code,
      latitude: Math.round((lat + (km / 111) * Math.sin(angle)) * 1e5) / 1e5,
      longitude: Math.round((lng + (km / 95) * Math.cos(angle)) * 1e5) / 1e5,
      phone: `+9190001${String(n).padStart(5, '0')}`.slice(0, 13),
      whatsapp: null,
      divisions: template.divisions,
      hours: template.hours,
    });
    if (batch.length === 500 || n === count - 1) {
      await strapi.db.query(UID).createMany({ data: batch.splice(0) });
    }
  }
}

module.exports = { seedDealersOnce };

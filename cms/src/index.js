'use strict';

const { applyPublicPermissions } = require('./bootstrap/permissions');
const { ensureAdmin } = require('./bootstrap/admin');
const { registerAdminConditions, applyAdminRoles } = require('./bootstrap/admin-roles');
const { seedIfEmpty } = require('./bootstrap/seed');
const { ensureLocales } = require('./bootstrap/locales');
const { ensureSiteWebhook } = require('./bootstrap/site-webhook');
const { ensureSiteDraftsToken } = require('./bootstrap/site-drafts-token');
const { normalisePhoneFields } = require('./utils/phone-fields');
const { addressNumbers, numberUnnumbered } = require('./utils/address-number');
const { productSlugs, slugUnslugged } = require('./utils/product-slugs');
const { ensureProductEditView } = require('./bootstrap/product-edit-view');
const { notifyNewLeads } = require('./utils/lead-notifications');
const { dealerFields } = require('./utils/dealer-fields');
const { publishedOnlyReads } = require('./utils/drafts-guard');
const { boundErrorLog } = require('./utils/bounded-log');
const { takeFiles } = require('./utils/file-routes');
const { quietStreamErrors } = require('./utils/stream-errors');
const { movePublicResumes } = require('./utils/private-upload');
const { startResumeSweep } = require('./utils/resume-sweep');

let stopResumeSweep = null;

module.exports = {
  async register({ strapi }) {
    // No request, however hostile, writes more than a bounded number of error lines a minute, and
    // no client more than its share of them (counted by the address of the request being served).
    boundErrorLog(strapi.log, { clientOf: () => strapi.requestContext.get()?.request?.ip ?? null });
    // Nor a client that breaks its request off: Koa would write a stack for each, unbounded.
    quietStreamErrors(strapi.server.app, strapi.log);
    // The admin's project settings take its logos: the one admin route that reads files.
    takeFiles('admin', 'admin', strapi.admin.routes.admin);
    // A public content-API request reads published versions only, whatever it asked for.
    strapi.documents.use(publishedOnlyReads(strapi));
    // Mobile numbers of enquiries and applications are stored in one form, whoever writes them.
    strapi.documents.use(normalisePhoneFields());
    // The media library's "is (not) an applicant's resume" conditions of the admin roles.
    await registerAdminConditions(strapi);
    // Blog posts and press items keep the number in their address across every publish.
    strapi.documents.use(addressNumbers(strapi));
    // Products keep an address (slug) of their own, checked, and their old ones for redirects.
    strapi.documents.use(productSlugs(strapi));
    // Dealers' divisions, products, hours and numbers are checked on every write (issue 52).
    strapi.documents.use(dealerFields(strapi));
    // Sales hears of each new enquiry, HR of each application, once it is stored.
    strapi.documents.use(notifyNewLeads(strapi));
  },

  async bootstrap({ strapi }) {
    await applyPublicPermissions(strapi);
    await ensureAdmin(strapi);
    // Before the roles, which reach every language, and the seed, which writes each entry in each.
    await ensureLocales(strapi);
    await applyAdminRoles(strapi);
    // After the roles, which flag the resumes of before the flag: none stays in a public place.
    await movePublicResumes(strapi);
    if (process.env.CMS_SEED !== 'false') await seedIfEmpty(strapi);
    // Posts and press items stored before they had address numbers get one (their old address).
    await numberUnnumbered(strapi);
    // Products stored before they had addresses get one (from their English name).
    await slugUnslugged(strapi);
    await ensureProductEditView(strapi);
    // After the seed, so seeding does not notify the site of every record it creates.
    await ensureSiteWebhook(strapi);
    await ensureSiteDraftsToken(strapi);
    // Uploads no application named within the time allowed are deleted (src/utils/resume-sweep.js).
    stopResumeSweep = startResumeSweep(strapi);
  },

  async destroy() {
    if (stopResumeSweep) stopResumeSweep();
    stopResumeSweep = null;
  },
};

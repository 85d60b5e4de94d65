'use strict';

const { createHmac } = require('crypto');

/**
 * Where the admin's Preview button opens a document: the page of the real site that shows it,
 * rendered from drafts by the site server (site-server/preview.mjs). The address carries
 * `?preview=` and a signature of the page's path made with SITE_PREVIEW_SECRET (generated into cms/.env on first
 * run and shared with the site server): without it, or for another path, the site shows nothing
 * of the drafts.
 */
/** The site path that shows a document of `uid`, or null when no page shows that type. */
async function pagePathOf(strapi, uid, documentId) {
  const draft = await strapi.documents(uid).findOne({ documentId, status: 'draft' });
  if (!draft) return null;
  switch (uid) {
    case 'api::blog.blog':
      return draft.number ? `/blog/${draft.number}` : null;
    case 'api::media-press.media-press':
      return draft.number ? `/media-article/${draft.number}` : null;
    case 'api::product.product':
    case 'api::faq.faq':
      // Each section is the division whose page has its name (/foods, /feeds...).
      return draft.section ? `/${draft.section}` : null;
    case 'api::job-application.job-application':
      return '/careers';
    case 'api::testimony.testimony':
      return '/';
    case 'api::team.team':
      return '/about';
    default:
      return null;
  }
}

/** The signature the site server checks: site-server/preview.mjs must compute the same. */
function previewSignature(secret, pagePath) {
  return createHmac('sha256', secret).update(pagePath).digest('base64url');
}

async function previewUrl(strapi, uid, documentId, { siteUrl, secret }) {
  const pagePath = await pagePathOf(strapi, uid, documentId);
  if (!pagePath) return null;
  // The page's own address, so that the site's browser code starts on the right route.
  const url = new URL(pagePath, siteUrl);
  url.searchParams.set('preview', previewSignature(secret, pagePath));
  return url.href;
}

module.exports = { pagePathOf, previewSignature, previewUrl };

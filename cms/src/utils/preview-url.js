'use strict';

const { createHmac } = require('crypto');

/**
 * Where the admin's Preview button opens a document: the page of the real site that shows it,
 * rendered from drafts by the site server (site-server/preview.mjs). The address carries
 * `?preview=<issued>.<expires>.<signature>`: when it was made and until when it is good (seconds
 * since 1970), signed with the page's path by SITE_PREVIEW_SECRET (generated into cms/.env on
 * first run and shared with the site server). Without it, for another path, once expired, or made
 * before the site's SITE_PREVIEW_REVOKED_BEFORE, the site shows nothing of the drafts.
 */

/** How long a preview address is good: the admin makes a new one each time Preview is opened. */
const PREVIEW_LINK_SECONDS = 60 * 60;
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
      // Its own page (/feeds/layer-phase-1-mash), or its division's while it has no slug yet.
      if (draft.section && draft.slug) return `/${draft.section}/${draft.slug}`;
      return draft.section ? `/${draft.section}` : null;
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
function previewSignature(secret, pagePath, issued, expires) {
  return createHmac('sha256', secret)
    .update(`${pagePath}\n${issued}\n${expires}`)
    .digest('base64url');
}

/** The `preview` value of an address for `pagePath`, made at `now` (milliseconds). */
function previewToken(secret, pagePath, now = Date.now()) {
  const issued = Math.floor(now / 1000);
  const expires = issued + PREVIEW_LINK_SECONDS;
  return `${issued}.${expires}.${previewSignature(secret, pagePath, issued, expires)}`;
}

async function previewUrl(strapi, uid, documentId, { siteUrl, secret }) {
  const pagePath = await pagePathOf(strapi, uid, documentId);
  if (!pagePath) return null;
  // The page's own address, so that the site's browser code starts on the right route.
  const url = new URL(pagePath, siteUrl);
  url.searchParams.set('preview', previewToken(secret, pagePath));
  return url.href;
}

module.exports = { PREVIEW_LINK_SECONDS, pagePathOf, previewSignature, previewToken, previewUrl };

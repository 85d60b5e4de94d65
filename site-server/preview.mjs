// @ts-check
/**
 * Previews of drafts. The CMS admin's Preview button opens a page of this site with `?preview=`
 * and a signature of the page's path (cms/src/utils/preview-url.js makes it with the secret both
 * share, SITE_PREVIEW_SECRET). With a valid signature the page is rendered from the CMS's drafts
 * (read with SITE_DRAFTS_TOKEN), never cached, never indexed, and framed only by the CMS. Without
 * one, or with one made for another path, nothing of the drafts is shown.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The signature of a page path: HMAC-SHA256 with the shared secret, base64url. */
export function previewSignature(/** @type {string} */ secret, /** @type {string} */ pagePath) {
  return createHmac('sha256', secret).update(pagePath).digest('base64url');
}

/** Whether `signature` was made for `pagePath` with `secret` (compared in constant time). */
export function isSignedPreview(
  /** @type {string} */ secret,
  /** @type {string} */ pagePath,
  /** @type {string} */ signature,
) {
  const expected = Buffer.from(previewSignature(secret, pagePath));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** What a preview's HTML changes: never indexed, and a notice that it is not the public page. */
export function markAsPreview(/** @type {string} */ html) {
  const banner =
    '<p role="status" style="position:sticky;top:0;z-index:1000;margin:0;padding:.5rem 1rem;background:#7a2e0e;color:#fff;font:600 14px/1.4 system-ui,sans-serif;text-align:center">Preview: drafts as they will look once published. Visitors do not see this page.</p>';
  return html
    .replace(/<meta name="robots" content="[^"]*"\s*\/?>/g, '')
    .replace(/<link rel="canonical"[^>]*>/g, '')
    .replace('</head>', '<meta name="robots" content="noindex, nofollow"/></head>')
    .replace(/<body([^>]*)>/, `<body$1>${banner}`);
}

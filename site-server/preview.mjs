// @ts-check
/**
 * Previews of drafts. The CMS admin's Preview button opens a page of this site with
 * `?preview=<issued>.<expires>.<signature>` (cms/src/utils/preview-url.js makes it with the secret
 * both share, SITE_PREVIEW_SECRET): when the address was made and until when it is good, in
 * seconds since 1970, signed with the page's path. With a valid one the page is rendered from the
 * CMS's drafts (read with SITE_DRAFTS_TOKEN), never cached, never indexed, and framed only by the
 * CMS. Without one, with one made for another path, once it has expired, or when it was made
 * before `revokedBefore` (SITE_PREVIEW_REVOKED_BEFORE: the operator's way to revoke every link
 * handed out so far), nothing of the drafts is shown.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { errorText } from './log.mjs';
import { sendText } from './static-files.mjs';

/** The signature of a page path and a link's times: HMAC-SHA256 with the shared secret, base64url. */
export function previewSignature(
  /** @type {string} */ secret,
  /** @type {string} */ pagePath,
  /** @type {number} */ issued,
  /** @type {number} */ expires,
) {
  return createHmac('sha256', secret)
    .update(`${pagePath}\n${issued}\n${expires}`)
    .digest('base64url');
}

/**
 * Why a preview link is not good for `pagePath` (`'invalid'`, `'expired'`, `'revoked'`), or null
 * when it is. `now` and `revokedBefore` in milliseconds since 1970.
 */
export function previewRefusal(
  /** @type {string} */ secret,
  /** @type {string} */ pagePath,
  /** @type {string} */ token,
  /** @type {{ now?: number, revokedBefore?: number }} */ {
    now = Date.now(),
    revokedBefore = 0,
  } = {},
) {
  const parts = /^(\d{1,12})\.(\d{1,12})\.([\w-]+)$/.exec(token);
  if (!parts) return 'invalid';
  const issued = Number(parts[1]);
  const expires = Number(parts[2]);
  const expected = Buffer.from(previewSignature(secret, pagePath, issued, expires));
  const given = Buffer.from(parts[3] ?? '');
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
  if (expires * 1000 <= now) return 'expired';
  if (issued * 1000 < revokedBefore) return 'revoked';
  return null;
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

/** What a visitor is told of a preview link that shows nothing (previewRefusal's reasons). */
const PREVIEW_REFUSALS = {
  invalid: 'This preview link is not valid for this page.',
  expired: 'This preview link has expired.',
  revoked: 'This preview link has been revoked.',
};

/**
 * Serves a page rendered from the CMS's drafts for the admin's Preview: only with a link signed
 * for this path, not expired nor revoked, never cached or indexed, framed by the CMS alone.
 * @param {{
 *   preview: { secret: string, draftsToken: string, revokedBefore?: number } | undefined,
 *   state: import('./site-state.mjs').SiteState,
 *   renderer: import('./site-state.mjs').Renderer,
 *   logger: import('./site-state.mjs').Logger,
 *   documentOf: (result: import('./site-state.mjs').RenderResult) => Promise<string>,
 *   previewHeaders: (config: import('./site-state.mjs').RuntimeConfig, page: Record<string, string>) => Record<string, string>,
 * }} options
 */
export function createPreview({ preview, state, renderer, logger, documentOf, previewHeaders }) {
  async function serve(
    /** @type {import('./site-state.mjs').Reply} */ reply,
    /** @type {string} */ pagePath,
    /** @type {string} */ token,
  ) {
    const refusal = preview
      ? previewRefusal(preview.secret, pagePath, token, {
          revokedBefore: preview.revokedBefore ?? 0,
        })
      : 'invalid';
    if (!preview || refusal)
      return sendText(
        reply,
        403,
        'txt',
        `${PREVIEW_REFUSALS[refusal ?? 'invalid']} Open the preview again from the CMS.`,
        'no-store',
      );
    const result = await renderer.renderPreview(pagePath, preview.draftsToken);
    if (result.problem)
      logger.warn({ event: 'failure', path: pagePath, preview: true }, result.problem);
    const html = markAsPreview(await documentOf(result));
    return reply
      .code(result.status)
      .headers(previewHeaders(state.config, state.headers))
      .send(html);
  }

  /** The preview of `pagePath`, or a 500 that says it could not be rendered. */
  return (
    /** @type {import('./site-state.mjs').Reply} */ reply,
    /** @type {string} */ pagePath,
    /** @type {string} */ token,
  ) =>
    serve(reply, pagePath, token).catch((error) => {
      logger.error(
        { event: 'failure', path: pagePath, preview: true, error: errorText(error) },
        `preview of ${pagePath}: ${errorText(error)}`,
      );
      return sendText(reply, 500, 'txt', 'The preview could not be rendered.', 'no-store');
    });
}

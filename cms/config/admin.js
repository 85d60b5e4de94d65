const { previewUrl } = require('../src/utils/preview-url');

module.exports = ({ env }) => ({
  // The edit view's Preview button opens the draft on the real site (src/utils/preview-url.js).
  // It needs the site's address and the shared secret; without them there is no button.
  preview: {
    enabled: Boolean(env('SITE_PREVIEW_URL') && env('SITE_PREVIEW_SECRET')),
    config: {
      allowedOrigins: env('SITE_PREVIEW_URL') ? [new URL(env('SITE_PREVIEW_URL')).origin] : [],
      handler: (uid, { documentId }) =>
        previewUrl(strapi, uid, documentId, {
          siteUrl: env('SITE_PREVIEW_URL'),
          secret: env('SITE_PREVIEW_SECRET'),
        }),
    },
  },
  auth: {
    secret: env('ADMIN_JWT_SECRET'),
  },
  // Logins to the admin, counted per e-mail and client address (Strapi's key; the address is the
  // client's own behind a trusted edge: src/middlewares/client-address.js), so tries from one
  // address never lock the admin out of another. A slower back-off than Strapi's 5 tries in
  // 5 minutes: 3 tries at once, then each answer 0.5 s later per try, at most 8 in 15 minutes.
  rateLimit: { interval: { min: 15 }, max: 8, delayAfter: 3, timeWait: { ms: 500 } },
  apiToken: {
    salt: env('API_TOKEN_SALT'),
  },
  transfer: {
    token: {
      salt: env('TRANSFER_TOKEN_SALT'),
    },
  },
  secrets: {
    encryptionKey: env('ENCRYPTION_KEY'),
  },
  flags: {
    nps: env.bool('FLAG_NPS', false),
    promoteEE: env.bool('FLAG_PROMOTE_EE', false),
    docLinks: env.bool('FLAG_DOC_LINKS', true),
  },
});

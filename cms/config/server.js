'use strict';

const { trustedProxies } = require('../src/utils/trusted-proxies');

module.exports = ({ env }) => ({
  host: env('HOST', '127.0.0.1'),
  port: env.int('PORT', 1337),
  url: env('PUBLIC_URL', ''),
  // Strapi 5 reads Koa's proxy mode from `proxy.koa`. On only behind trusted edges
  // (CMS_TRUSTED_PROXIES): src/middlewares/client-address.js keeps X-Forwarded-* from anyone else.
  proxy: { koa: trustedProxies(env('CMS_TRUSTED_PROXIES', '')).count > 0 },
  // scripts/cms.mjs points this at a temp dir for throwaway test instances.
  dirs: { public: env('CMS_PUBLIC_DIR', './public') },
  app: {
    keys: env.array('APP_KEYS'),
  },
  webhooks: {
    populateRelations: env.bool('WEBHOOKS_POPULATE_RELATIONS', false),
  },
});

'use strict';

module.exports = ({ env }) => ({
  host: env('HOST', '127.0.0.1'),
  port: env.int('PORT', 1337),
  url: env('PUBLIC_URL', ''),
  proxy: env.bool('CMS_TRUST_PROXY', false),
  // scripts/cms.mjs points this at a temp dir for throwaway test instances.
  dirs: { public: env('CMS_PUBLIC_DIR', './public') },
  app: {
    keys: env.array('APP_KEYS'),
  },
  webhooks: {
    populateRelations: env.bool('WEBHOOKS_POPULATE_RELATIONS', false),
  },
});

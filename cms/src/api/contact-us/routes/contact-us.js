'use strict';

const { factories } = require('@strapi/strapi');

// Public may only create (see src/bootstrap/permissions.js); create is rate limited per IP.
module.exports = factories.createCoreRouter('api::contact-us.contact-us', {
  config: {
    create: { middlewares: ['global::rate-limit'] },
  },
});

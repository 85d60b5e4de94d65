'use strict';

const { factories } = require('@strapi/strapi');

/**
 * The two kinds of content-API router (src/content-types.js). Guards are attached here, to the
 * routes they protect, so they hold whatever spelling of the path reached the route.
 */

/** The query checked against the type before Strapi builds SQL of it (src/utils/query-check.js). */
const queryCheck = (uid) => ({ name: 'global::public-query', config: { uid } });

/** Editorial types: read by anyone, drafts never to the public role (src/utils/drafts-guard.js). */
const editorialRouter = (uid) =>
  factories.createCoreRouter(uid, {
    config: {
      find: { policies: ['global::published-only'], middlewares: [queryCheck(uid)] },
      findOne: { policies: ['global::published-only'], middlewares: [queryCheck(uid)] },
    },
  });

/** Submitted types: the public role may only create (src/bootstrap/permissions.js), rate limited. */
const submissionRouter = (uid) =>
  factories.createCoreRouter(uid, {
    config: {
      create: { middlewares: ['global::rate-limit', queryCheck(uid)] },
    },
  });

module.exports = { editorialRouter, submissionRouter };

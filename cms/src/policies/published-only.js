'use strict';

const { errors } = require('@strapi/utils');
const { asksForDrafts, isPublicRequest } = require('../utils/drafts-guard');

/**
 * Route policy on find and findOne of the editorial types (src/utils/drafts-guard.js): the public
 * role asking for drafts is refused with 403, whatever header it sent.
 */
module.exports = (policyContext) => {
  if (isPublicRequest(policyContext) && asksForDrafts(policyContext.request.query)) {
    throw new errors.PolicyError('Drafts are not public.');
  }
  return true;
};

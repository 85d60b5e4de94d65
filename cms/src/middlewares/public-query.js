'use strict';

const { checkPublicQuery } = require('../utils/query-check');

/**
 * Route middleware of the content API's routes (src/utils/routers.js): the query is checked against
 * the route's content type (src/utils/query-check.js) before the controller reads it, so a query
 * the database would throw on is answered 400, logged in one line by src/middlewares/client-errors.js.
 */
module.exports = (config, { strapi }) => async (ctx, next) => {
  checkPublicQuery(strapi, config.uid, ctx.query);
  return next();
};

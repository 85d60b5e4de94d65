'use strict';

const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreRouter('api::media-press.media-press');

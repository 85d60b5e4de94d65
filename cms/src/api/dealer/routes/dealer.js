'use strict';

const { editorialRouter } = require('../../../utils/routers');

module.exports = editorialRouter('api::dealer.dealer');

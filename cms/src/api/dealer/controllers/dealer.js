'use strict';

const { createNumericIdController } = require('../../../utils/numeric-id');

module.exports = createNumericIdController('api::dealer.dealer');

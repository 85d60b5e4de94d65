'use strict';

const { createNumericIdController } = require('../../../utils/numeric-id');

module.exports = createNumericIdController('api::contact-us.contact-us');

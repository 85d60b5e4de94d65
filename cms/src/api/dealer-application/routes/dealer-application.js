'use strict';

const { submissionRouter } = require('../../../utils/routers');

module.exports = submissionRouter('api::dealer-application.dealer-application');

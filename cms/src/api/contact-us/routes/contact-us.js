'use strict';

const { submissionRouter } = require('../../../utils/routers');

module.exports = submissionRouter('api::contact-us.contact-us');

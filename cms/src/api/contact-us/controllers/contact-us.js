'use strict';

const { createSubmissionController } = require('../../../utils/submission');

module.exports = createSubmissionController('api::contact-us.contact-us');

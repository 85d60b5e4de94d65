'use strict';

const { createSubmissionController } = require('../../../utils/submission');

module.exports = createSubmissionController('api::job-applicant.job-applicant');

'use strict';

const { submissionRouter } = require('../../../utils/routers');

module.exports = submissionRouter('api::job-applicant.job-applicant');

'use strict';

const { createSubmissionController, refuse } = require('../../../utils/submission');
const { findUploadedResume } = require('../../../utils/resume-file');

module.exports = createSubmissionController('api::job-applicant.job-applicant', {
  // The resume must be one uploaded here through the resume route (src/utils/resume-file.js).
  async prepare(data, { strapi }) {
    if (typeof data.resume !== 'string' || !data.resume) return;
    if (!(await findUploadedResume(strapi, data.resume))) refuse('resume', 'must be a resume uploaded to this site (the address the upload answered with)');
  },
});

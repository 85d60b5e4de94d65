'use strict';

const { createSubmissionController, refuse } = require('../../../utils/submission');
const { attachable, findUploadedResume } = require('../../../utils/resume-file');

module.exports = createSubmissionController('api::job-applicant.job-applicant', {
  // The resume must be one uploaded here through the resume route, not yet swept as unattached
  // (src/utils/resume-file.js).
  async prepare(data, { strapi }) {
    if (typeof data.resume !== 'string' || !data.resume) return;
    const file = await findUploadedResume(strapi, data.resume);
    if (!file) refuse('resume', 'must be a resume uploaded to this site (the address the upload answered with)');
    if (!attachable(strapi, file)) refuse('resume', 'was uploaded too long ago: upload it again with the application');
  },
});

'use strict';

const { createSubmissionController, refuse } = require('../../../utils/submission');
const { checkDivisions } = require('../../../utils/dealer-fields');

/** "Become a dealer": the contact form's guards, and the divisions of interest checked as a list. */
module.exports = createSubmissionController('api::dealer-application.dealer-application', {
  prepare(data) {
    const problem = checkDivisions(data.divisions, { allowEmpty: false });
    if (problem) refuse('divisions', problem);
  },
});

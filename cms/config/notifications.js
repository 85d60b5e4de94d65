'use strict';

// Who is told of new leads (src/utils/lead-notifications.js): enquiries from the contact form go
// to sales, job applications to HR. Each may be one address or a comma-separated list. How the
// messages travel (a local mail folder, or SMTP) is the e-mail plugin's setting in plugins.js.
module.exports = ({ env }) => ({
  sales: env('CMS_SALES_EMAIL', 'sales@example.com'),
  hr: env('CMS_HR_EMAIL', 'hr@example.com'),
});

'use strict';

/**
 * The content types of the CMS by what the public may do with them, written once: the public
 * role's permissions, the drafts guard, the site's preview token and the Editor role derive from it.
 * - EDITORIAL: what the site shows. Read by anyone once published, drafts only with credentials
 *   (Draft & Publish is on for each of them).
 * - SUBMITTED: what visitors send (enquiries, job applications). Created by anyone, read by staff.
 */
const EDITORIAL = ['blog', 'media-press', 'product', 'faq', 'job-application', 'testimony', 'team'];
const SUBMITTED = ['contact-us', 'job-applicant'];

/** `api::blog.blog` for `blog`. */
const uidOf = (name) => `api::${name}.${name}`;

const EDITORIAL_UIDS = new Set(EDITORIAL.map(uidOf));

module.exports = { EDITORIAL, SUBMITTED, EDITORIAL_UIDS, uidOf };

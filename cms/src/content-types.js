'use strict';

/**
 * The content types of the CMS by what the public may do with them, written once (in the shared
 * package: the site reads the same list): the public role's permissions, the drafts guard, the
 * site's preview token and the Editor role derive from it.
 * - EDITORIAL: what the site shows. Read by anyone once published, drafts only with credentials
 *   (Draft & Publish is on for each of them).
 * - SUBMITTED: what visitors send (enquiries, job applications). Created by anyone, read by staff.
 */
// The one list of the CMS's types, shared with the site (its API client, its site server).
const types = require('../../shared/src/api/cms-types.json');

const EDITORIAL = Object.keys(types.editorial);
const SUBMITTED = Object.keys(types.submitted);

/** `api::blog.blog` for `blog`. */
const uidOf = (name) => `api::${name}.${name}`;

const EDITORIAL_UIDS = new Set(EDITORIAL.map(uidOf));

module.exports = { EDITORIAL, SUBMITTED, EDITORIAL_UIDS, uidOf };

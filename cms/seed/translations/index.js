'use strict';

/**
 * The seed's texts in the other languages, each keyed by its English text (seed/content.js), as
 * the site's own dictionaries are. An entry is seeded in a language only when all its texts are
 * here (src/bootstrap/seed.js). Brand and product names stay in Latin letters
 * (shared/src/i18n/glossary.json). Machine-assisted drafts awaiting a native speaker's review.
 */
module.exports = { translations: { hi: require('./hi'), pa: require('./pa') } };

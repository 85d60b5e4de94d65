'use strict';

/**
 * The seed's texts in the other languages, each keyed by its English text (seed/content.js), as
 * the site's own dictionaries are. An entry is seeded in a language only when all its texts are
 * here (src/bootstrap/seed.js). The group's name stays in Latin letters
 * (shared/src/i18n/glossary.json). Machine-assisted drafts awaiting a native speaker's review.
 *
 * Each language's texts are in a few files (the short entries, the blog posts, the press items, the
 * pictures' descriptions, the products' pages); an English text is in one of them only, so no file silently overrides
 * another's translation.
 */
function dictionary(code, parts) {
  const out = {};
  for (const part of parts) {
    for (const [english, text] of Object.entries(require(`./${code}${part}`))) {
      if (english in out) throw new Error(`Seed translations (${code}): "${english}" is in more than one file`);
      out[english] = text;
    }
  }
  return out;
}

const PARTS = ['', '-blog', '-press', '-pictures', '-products'];

module.exports = { translations: { hi: dictionary('hi', PARTS), pa: dictionary('pa', PARTS) } };

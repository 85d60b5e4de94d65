// @ts-check
/**
 * The text rules of the site's search (search-index.mjs): how a text is cut into words, how a word
 * is folded to the one spelling the index keeps, and how the words a search matched are found
 * again in the original text to be marked. Indexing, querying and marking all go through these
 * functions, so a word marked on the page is exactly a word the index matched, whatever its
 * spelling on the page (capitals, accents, a nukta, a chandrabindu).
 *
 * Only normalisation lives here; matching (typos, prefixes, scoring) is MiniSearch's.
 */

/**
 * A word is a run of letters, their combining marks and digits. The marks matter: Devanagari and
 * Gurmukhi vowel signs, virama and nukta are marks, and a word split at them would be cut into
 * meaningless pieces. ZWJ/ZWNJ stay inside a word because they only choose how a conjunct is drawn.
 * Everything else separates words, including the danda (।) and symbols such as `<`, `>` and `₹`,
 * so markup typed into a query is never part of a term.
 */
const WORD = /[\p{L}\p{M}\p{N}\u200C\u200D]+/gu;

/**
 * What folding drops after NFD: Latin combining accents (so "Crème" and "creme" meet), the
 * Devanagari and Gurmukhi nukta (NFD turns the precomposed letters U+0958–U+095F, U+0929, U+0931,
 * U+0934, U+0A33, U+0A36, U+0A59–U+0A5B and U+0A5E into base letter + nukta, so both encodings
 * and the nukta-less spelling that most people type all become the base letter), and ZWJ/ZWNJ.
 */
const DROPPED = /[\u0300-\u036F\u093C\u0A3C\u200C\u200D]/g;

/**
 * Spelling variants that readers treat as the same word: Hindi chandrabindu (ँ) is often written as
 * anusvara (ं), and Punjabi tippi (ੰ) and bindi (ਂ) are interchanged; both fold to the dot.
 * Devanagari and Gurmukhi digits fold to ASCII digits, since product names mix them ("फ़ेज़ 1").
 */
const VARIANT = /[\u0901\u0A70\u0966-\u096F\u0A66-\u0A6F]/g;

/** @param {string} char */
function foldVariant(char) {
  const code = char.charCodeAt(0);
  if (code === 0x0901) return '\u0902';
  if (code === 0x0a70) return '\u0a02';
  return String(code - (code >= 0x0a66 ? 0x0a66 : 0x0966));
}

/**
 * The index's spelling of one word: lower case, no accents, no nukta, one spelling for
 * chandrabindu/anusvara and tippi/bindi, ASCII digits. Idempotent, so folded terms (a search
 * result's `terms`) may be folded again safely. An empty string means the word has nothing left
 * to search for.
 * @param {string} word
 * @returns {string}
 */
export function foldWord(word) {
  return word.toLowerCase().normalize('NFD').replace(DROPPED, '').replace(VARIANT, foldVariant);
}

/**
 * The words of a text, as written (not folded): the index's tokenizer and the query's.
 * @param {string} text
 * @returns {string[]}
 */
export function words(text) {
  return text.match(WORD) ?? [];
}

/**
 * A marked stretch of a text: UTF-16 offsets, end exclusive, as `String.prototype.slice` takes them.
 * @typedef {{ start: number, end: number }} MarkRange
 */

/**
 * A piece of a text, to be rendered as a text node, inside `<mark>` when `marked`. Joined, the
 * segments give back the text unchanged: nothing is escaped or interpreted, so markup in a text
 * stays text when the page renders the segments as React children.
 * @typedef {{ text: string, marked: boolean }} Segment
 */

/** @param {Iterable<string>} terms */
function foldedSet(terms) {
  /** @type {Set<string>} */
  const set = new Set();
  for (const term of terms) for (const word of words(term)) set.add(foldWord(word));
  set.delete('');
  return set;
}

/**
 * Where the given words occur in `text`, compared folded, so a marked word keeps the page's own
 * spelling (its nukta, its capitals). Neighbouring marked words separated only by white space
 * make one range, so a matched phrase is one `<mark>`.
 * @param {string} text
 * @param {Iterable<string>} terms  the result's `terms` (the index's words that matched; any
 *   spelling works, but a prefix such as "drink" marks only a whole word "drink", not "drinker")
 * @returns {MarkRange[]}
 */
export function markRanges(text, terms) {
  const wanted = foldedSet(terms);
  /** @type {MarkRange[]} */
  const ranges = [];
  if (!wanted.size) return ranges;
  for (const match of text.matchAll(WORD)) {
    if (!wanted.has(foldWord(match[0]))) continue;
    const start = match.index;
    const end = start + match[0].length;
    const last = ranges.at(-1);
    if (last && /^\s*$/.test(text.slice(last.end, start))) last.end = end;
    else ranges.push({ start, end });
  }
  return ranges;
}

/**
 * `text` cut into plain and marked pieces at the words of `terms` (see markRanges): what the
 * search page renders, each piece a text node, so no HTML string is ever built from a text or a
 * query.
 * @param {string} text
 * @param {Iterable<string>} terms
 * @returns {Segment[]}
 */
export function markedSegments(text, terms) {
  /** @type {Segment[]} */
  const segments = [];
  let at = 0;
  for (const { start, end } of markRanges(text, terms)) {
    if (start > at) segments.push({ text: text.slice(at, start), marked: false });
    segments.push({ text: text.slice(start, end), marked: true });
    at = end;
  }
  if (at < text.length || !segments.length) segments.push({ text: text.slice(at), marked: false });
  return segments;
}

/** The length of a result's snippet, in UTF-16 units (about two lines on a phone). */
export const SNIPPET_LENGTH = 160;
/** How much text a snippet shows before its first marked word, so the word has some context. */
const SNIPPET_LEAD = 40;
const ELLIPSIS = '…';

const MARK = /\p{M}/u;

/**
 * Whether the character at `at` belongs with the one before it: a cut there would leave a vowel
 * sign, virama or nukta without its letter, split a conjunct at its ZWJ/ZWNJ, or halve a
 * surrogate pair.
 * @param {string} text
 * @param {number} at
 */
function joinsPrevious(text, at) {
  const code = text.charCodeAt(at);
  return (
    (code >= 0xdc00 && code <= 0xdfff) ||
    code === 0x200c ||
    code === 0x200d ||
    MARK.test(text.charAt(at))
  );
}

/** The nearest cut at or before `at` that keeps every letter whole. */
function clusterStart(/** @type {string} */ text, /** @type {number} */ at) {
  while (at > 0 && at < text.length && joinsPrevious(text, at)) at -= 1;
  return at;
}

/**
 * A window of about SNIPPET_LENGTH characters of `text` around the first word of `terms`, cut at
 * spaces where it can be (or at a letter's boundary in a very long word), with an ellipsis where
 * text was left out. Without any matched word in `text` (the title matched) it is the text's
 * beginning.
 * @param {string} text  a text with its white space collapsed (the index stores texts so)
 * @param {Iterable<string>} terms
 * @param {number} [length]
 * @returns {string}
 */
export function snippetOf(text, terms, length = SNIPPET_LENGTH) {
  if (text.length <= length) return text;
  const first = markRanges(text, terms)[0];
  let start = 0;
  if (first && first.start > SNIPPET_LEAD) {
    // As much lead as the window allows when the match is near the end of the text.
    const want = Math.min(first.start - SNIPPET_LEAD, text.length - length);
    const space = text.indexOf(' ', want);
    start = space !== -1 && space < first.start ? space + 1 : clusterStart(text, want);
  }
  let end = Math.min(text.length, start + length);
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    end = space > start + length / 2 ? space : clusterStart(text, end);
  }
  return `${start > 0 ? ELLIPSIS : ''}${text.slice(start, end).trim()}${end < text.length ? ELLIPSIS : ''}`;
}

/**
 * The query as it is searched and shown back: C0/C1 control characters and invisible format
 * characters (bidi overrides, BOM) removed, line breaks and tabs made spaces, NFC, white space
 * collapsed and trimmed. ZWJ/ZWNJ are kept: they are part of Indic spelling.
 * @param {string} raw
 * @returns {string}
 */
export function cleanQuery(raw) {
  return raw
    .replace(/[\t\n\v\f\r\u0085\u2028\u2029]/g, ' ')
    .replace(/[\p{Cc}\p{Cf}]/gu, (char) => (char === '\u200C' || char === '\u200D' ? char : ''))
    .normalize('NFC')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Place names as a visitor types them, in any of the three scripts, folded so that spellings
 * that read alike match: lowercase, no accents, no nukta (फ़/फ, ਫ਼/ਫ), one nasal sign (ं/ँ,
 * ਂ/ੰ), no addak (ੱ), no punctuation, single spaces.
 */
export function foldPlaceName(text: string): string {
  return text
    .normalize('NFD')
    .toLowerCase()
    .replace(/[\u0300-\u036f\u093c\u0a3c\u0a71]/g, '')
    .replace(/\u0901/g, '\u0902')
    .replace(/\u0a70/g, '\u0a02')
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim();
}

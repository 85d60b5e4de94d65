/**
 * @jest-environment node
 */
/**
 * Terms are decided once (issue 49, outcome 3): the glossary's `forbidden` maps
 * (shared/src/i18n/glossary.json, per language: a variant → the decided term) name the spellings
 * no text of that language may use, and this reads every dictionary (the shared package's, the
 * shell's and its language offer's, each remote's) and the CMS seed's texts in that language
 * (cms/seed/translations/<lang>*.js) against them. A variant is found as a whole word: not next
 * to a letter or combining mark of its own script (ਤੇ inside ਉੱਤੇ is not the word ਤੇ), in the
 * texts' canonical form (NFC: a nukta letter typed as one code point or two is the same).
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import glossary from '../shared/src/i18n/glossary.json';
import remotes from '../shared/build/remotes.json';

const ROOT = path.resolve(__dirname, '..');
/** The apps with dictionaries: the shell and every remote (shared/build/remotes.json). */
const appNames = ['shell', ...remotes];
const LANGUAGES = ['hi', 'pa'] as const;
type Language = (typeof LANGUAGES)[number];

/** A variant → the term to write instead. */
type Forbidden = Record<string, string>;
/** Texts by key (a dictionary's English key, a seed text's English, a field's name). */
type Texts = Record<string, string>;
type Source = { file: string; texts: Texts };
type Finding = { file: string; key: string; variant: string; instead: string };

const SCRIPTS = ['Devanagari', 'Gurmukhi', 'Latin'] as const;

/** The script of a text: the first of these it has letters of. */
function scriptOf(text: string): string | undefined {
  return SCRIPTS.find((script) => new RegExp(`\\p{Script=${script}}`, 'u').test(text));
}

/** Escaped for a `v` pattern (outside a class, only syntax characters and `/` may be). */
const escaped = (text: string) => text.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&');

/** A letter or combining mark of the script of `char` (of any script when it has none). */
function letterLike(char: string): string {
  const script = scriptOf(char);
  return script ? `[[\\p{L}\\p{M}]&&\\p{Script=${script}}]` : '[\\p{L}\\p{M}]';
}

/** A variant as a whole word: not preceded or followed by a letter or mark of its own script. */
export function wholeWord(variant: string): RegExp {
  const word = variant.normalize('NFC');
  const first = word.slice(0, 1);
  const last = [...word].at(-1) ?? '';
  return new RegExp(`(?<!${letterLike(first)})${escaped(word)}(?!${letterLike(last)})`, 'gv');
}

/** Whether `text` has the variant outside the decided term (ਤੇ is in 'ਤੇ, which is not it). */
function uses(text: string, pattern: RegExp, instead: string): boolean {
  const decided = instead.normalize('NFC');
  const spans: Array<[number, number]> = [];
  for (let at = text.indexOf(decided); decided && at >= 0; at = text.indexOf(decided, at + 1))
    spans.push([at, at + decided.length]);
  return [...text.matchAll(pattern)].some(
    ({ index, 0: word }) =>
      !spans.some(([start, end]) => start <= index && index + word.length <= end),
  );
}

/** Every use of a forbidden variant in the sources, with the file, key and variant. */
export function findVariants(sources: readonly Source[], forbidden: Forbidden): Finding[] {
  const patterns = Object.entries(forbidden).map(([variant, instead]) => ({
    variant,
    instead,
    pattern: wholeWord(variant),
  }));
  const found: Finding[] = [];
  for (const { file, texts } of sources)
    for (const [key, text] of Object.entries(texts)) {
      const canonical = text.normalize('NFC');
      for (const { variant, instead, pattern } of patterns)
        if (uses(canonical, pattern, instead)) found.push({ file, key, variant, instead });
    }
  return found;
}

const describeFinding = ({ file, key, variant, instead }: Finding) =>
  `${file}: "${key}" uses "${variant}" (write "${instead}")`;

/** Every string of a value, keyed by its path (a seed text is one string; a dictionary's too). */
function stringsOf(value: unknown, key: string, into: Texts): Texts {
  if (typeof value === 'string') into[key] = value;
  else if (Array.isArray(value)) value.forEach((item, n) => stringsOf(item, `${key}[${n}]`, into));
  else if (value && typeof value === 'object')
    for (const [name, item] of Object.entries(value))
      stringsOf(item, key ? `${key}.${name}` : name, into);
  return into;
}

const readJson = (file: string): unknown =>
  JSON.parse(fs.readFileSync(path.join(ROOT, file), 'utf8'));

const cmsRequire = createRequire(path.join(ROOT, 'cms', 'package.json'));

/** The texts of a language: the apps' dictionaries, the language offer's words and the seed's. */
function sourcesOf(language: Language): Source[] {
  const dictionaries = ['shared', ...appNames].map((app) => {
    const file = `${app}/src/translations/${language}.json`;
    return { file, texts: stringsOf(readJson(file), '', {}) };
  });
  const offerFile = 'shell/src/frame/language-offer.json';
  const offer = readJson(offerFile) as Record<string, unknown>;
  const seedDir = path.join('cms', 'seed', 'translations');
  // Each part of the seed's texts in the language, as cms/seed/translations/index.js reads them.
  const seed = fs
    .readdirSync(path.join(ROOT, seedDir))
    .filter((name) => new RegExp(`^${language}(-[a-z]+)?\\.js$`).test(name))
    .map((name) => {
      const file = path.join(seedDir, name);
      return { file, texts: stringsOf(cmsRequire(`./seed/translations/${name}`), '', {}) };
    });
  return [
    ...dictionaries,
    { file: offerFile, texts: stringsOf(offer[language], language, {}) },
    ...seed,
  ];
}

/** The glossary's map of a language, without its note. */
function forbiddenIn(language: Language): Forbidden {
  const maps = glossary.forbidden as unknown as Record<string, Forbidden>;
  return Object.fromEntries(Object.entries(maps[language] ?? {}));
}

describe.each(LANGUAGES)('%s', (language) => {
  it('no dictionary or CMS seed text uses a variant the glossary forbids', () => {
    const sources = sourcesOf(language);
    // The sources are there: a misread folder would make this pass on nothing.
    expect(sources.length).toBeGreaterThanOrEqual(2 + appNames.length + 1);
    expect(sources.every(({ file, texts }) => file && Object.keys(texts).length > 0)).toBe(true);
    expect(findVariants(sources, forbiddenIn(language)).map(describeFinding)).toEqual([]);
  });

  it('the glossary never forbids a decided term or a name kept in Latin, and a Latin term it decides is kept in Latin', () => {
    const forbidden = forbiddenIn(language);
    const decided = new Set(Object.values(forbidden));
    const keepLatin = new Set(glossary.keepLatin);
    for (const [variant, instead] of Object.entries(forbidden)) {
      expect([variant, decided.has(variant)]).toEqual([variant, false]);
      expect([variant, keepLatin.has(variant)]).toEqual([variant, false]);
      expect([variant, instead.trim() === '' || instead === variant]).toEqual([variant, false]);
      // A decided term in Latin letters is a name every language keeps so (HR, FCR).
      if (scriptOf(instead) === 'Latin')
        expect([variant, instead, keepLatin.has(instead)]).toEqual([variant, instead, true]);
    }
  });
});

describe('the checker', () => {
  const dictionary = (texts: Texts): Source[] => [
    { file: 'mfe-test/src/translations/pa.json', texts },
  ];

  it('fails on a dictionary with a forbidden variant, naming the file, key and variant', () => {
    const forbidden = { ਖੁਰਾਕ: 'ਫੀਡ', ਰਾਜਿੰਦਰ: 'ਰਜਿੰਦਰ' };
    const found = findVariants(
      dictionary({
        'Cattle feed for every stage': 'ਹਰ ਪੜਾਅ ਲਈ ਪਸ਼ੂ ਖੁਰਾਕ',
        'Cattle Feed': 'ਪਸ਼ੂ ਫੀਡ',
        'Founded by Rajinder Singh': 'ਰਾਜਿੰਦਰ ਸਿੰਘ ਨੇ ਸ਼ੁਰੂ ਕੀਤਾ',
      }),
      forbidden,
    );
    expect(found.map(describeFinding)).toEqual([
      'mfe-test/src/translations/pa.json: "Cattle feed for every stage" uses "ਖੁਰਾਕ" (write "ਫੀਡ")',
      'mfe-test/src/translations/pa.json: "Founded by Rajinder Singh" uses "ਰਾਜਿੰਦਰ" (write "ਰਜਿੰਦਰ")',
    ]);
  });

  it('matches whole words only: not inside a longer word of the same script', () => {
    // ਤੇ ("and") written for 'ਤੇ ("on"): the word alone is the variant, ਉੱਤੇ and ਤੇਲ are other words.
    const forbidden = { ਤੇ: "'ਤੇ" };
    expect(findVariants(dictionary({ a: 'ਫਾਰਮ ਤੇ ਆਓ' }), forbidden)).toHaveLength(1);
    expect(findVariants(dictionary({ a: 'ਫਾਰਮ ਉੱਤੇ ਆਓ', b: 'ਸੋਇਆ ਤੇਲ' }), forbidden)).toEqual([]);
    // Inside the decided term it is not the variant; beside it, it still is.
    expect(findVariants(dictionary({ a: "ਫਾਰਮ 'ਤੇ ਆਓ" }), forbidden)).toEqual([]);
    expect(findVariants(dictionary({ a: "ਫਾਰਮ 'ਤੇ ਤੇ ਘਰ" }), forbidden)).toHaveLength(1);
    // A vowel sign after it makes it another word (an inflection is a variant of its own); the
    // decided spelling with its nukta is not the variant.
    expect(findVariants(dictionary({ a: 'खरीदें', b: 'ख़रीद' }), { खरीद: 'ख़रीद' })).toEqual([]);
    expect(findVariants(dictionary({ a: 'खरीद की जानकारी' }), { खरीद: 'ख़रीद' })).toHaveLength(1);
    // A neighbour of another script or punctuation does not make it part of a word.
    expect(findVariants(dictionary({ a: '(ਖੁਰਾਕ)', b: 'FCRਖੁਰਾਕ' }), { ਖੁਰਾਕ: 'ਫੀਡ' })).toHaveLength(
      2,
    );
  });

  it('finds a variant whatever the code points of its nukta letters', () => {
    // ख़ as one code point (U+0959) and as ख + ़ (U+0916 U+093C) are the same letter.
    const composed = '\u0959रीद';
    const decomposed = '\u0916\u093cरीद';
    expect(findVariants(dictionary({ a: `${composed} करें` }), { [decomposed]: 'x' })).toHaveLength(
      1,
    );
    expect(findVariants(dictionary({ a: `${decomposed} करें` }), { [composed]: 'x' })).toHaveLength(
      1,
    );
  });

  it('catches a name the glossary keeps in Latin letters written in Devanagari or Gurmukhi', () => {
    const forbidden = { एचआर: 'HR', ਐੱਚਆਰ: 'HR' };
    expect(
      findVariants(
        [
          { file: 'hi.json', texts: { 'HR team': 'एचआर टीम', 'Apply to HR': 'HR को आवेदन भेजें' } },
          { file: 'pa.json', texts: { 'HR team': 'ਐੱਚਆਰ ਟੀਮ' } },
        ],
        forbidden,
      ).map(({ file, key }) => `${file} ${key}`),
    ).toEqual(['hi.json HR team', 'pa.json HR team']);
    expect(glossary.keepLatin).toContain('HR');
  });
});

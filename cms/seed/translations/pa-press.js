'use strict';

/**
 * Punjabi (Gurmukhi) texts of the seed's press items, keyed by their English (seed/translations/index.js).
 * A dateline (bold) reads on into its sentence; a quote ends with its speaker's name and role.
 */
module.exports = {
  // 2025-06-18: Navdhara Group commissions 4 MW rooftop solar across feed plants
  'Agri Times India': 'ਐਗਰੀ ਟਾਈਮਜ਼ ਇੰਡੀਆ',
  'Navdhara Group commissions 4 MW rooftop solar across feed plants':
    'Navdhara Group ਨੇ ਫੀਡ ਪਲਾਂਟਾਂ ਦੀਆਂ ਛੱਤਾਂ ਉੱਤੇ 4 MW ਦੇ ਸੋਲਰ ਪੈਨਲ ਚਾਲੂ ਕੀਤੇ',
  'Karnal, Haryana: ': 'ਕਰਨਾਲ, ਹਰਿਆਣਾ: ',
  'Rooftop solar arrays with a combined capacity of 4 MW are now running on the feed plants at Ambala, Karnal and Ludhiana, after a fourteen-month build.':
    'ਕੁੱਲ 4 MW ਸਮਰੱਥਾ ਵਾਲੇ ਸੋਲਰ ਪੈਨਲ ਹੁਣ ਅੰਬਾਲਾ, ਕਰਨਾਲ ਅਤੇ ਲੁਧਿਆਣਾ ਦੇ ਫੀਡ ਪਲਾਂਟਾਂ ਦੀਆਂ ਛੱਤਾਂ ਉੱਤੇ ਚੱਲ ਰਹੇ ਹਨ; ਇਨ੍ਹਾਂ ਨੂੰ ਲਾਉਣ ਵਿੱਚ ਚੌਦਾਂ ਮਹੀਨੇ ਲੱਗੇ।',
  'The panels cover the pelleting and bagging halls, where power demand peaks in the daytime. On a clear day they meet close to a third of the three plants’ daytime load, and the group expects them to save about 3,183 tonnes of CO₂ a year.':
    'ਪੈਨਲ ਪੈਲੇਟਿੰਗ ਅਤੇ ਬੈਗਿੰਗ ਹਾਲਾਂ ਦੀਆਂ ਛੱਤਾਂ ਉੱਤੇ ਹਨ, ਜਿੱਥੇ ਬਿਜਲੀ ਦੀ ਮੰਗ ਦਿਨ ਵੇਲੇ ਸਭ ਤੋਂ ਵੱਧ ਹੁੰਦੀ ਹੈ। ਸਾਫ ਧੁੱਪ ਵਾਲੇ ਦਿਨ ਇਹ ਤਿੰਨਾਂ ਪਲਾਂਟਾਂ ਦੀ ਦਿਨ ਦੀ ਲਗਭਗ ਇੱਕ-ਤਿਹਾਈ ਬਿਜਲੀ ਦੀ ਲੋੜ ਪੂਰੀ ਕਰਦੇ ਹਨ, ਅਤੇ ਗਰੁੱਪ ਨੂੰ ਉਮੀਦ ਹੈ ਕਿ ਇਨ੍ਹਾਂ ਨਾਲ ਹਰ ਸਾਲ ਲਗਭਗ 3,183 ਟਨ CO₂ ਬਚੇਗੀ।',
  'Key points': 'ਮੁੱਖ ਗੱਲਾਂ',
  '14,800 panels on 11 roofs': '11 ਛੱਤਾਂ ਉੱਤੇ 14,800 ਪੈਨਲ',
  'Net metering agreed with the state power distribution companies': 'ਰਾਜ ਦੀਆਂ ਬਿਜਲੀ ਵੰਡ ਕੰਪਨੀਆਂ ਨਾਲ ਨੈੱਟ ਮੀਟਰਿੰਗ ਤੈਅ',
  'Panels cleaned with water recycled from the boiler house': 'ਪੈਨਲਾਂ ਦੀ ਸਫਾਈ ਬੁਆਇਲਰ ਹਾਊਸ ਤੋਂ ਰੀਸਾਈਕਲ ਕੀਤੇ ਪਾਣੀ ਨਾਲ',
  'Feed mills run hardest through the hottest hours of the day, which is exactly when the sun works hardest for us. — Vikram Bansal, Director, Feeds and Proteins':
    'ਫੀਡ ਮਿੱਲਾਂ ਦਿਨ ਦੇ ਸਭ ਤੋਂ ਗਰਮ ਘੰਟਿਆਂ ਵਿੱਚ ਸਭ ਤੋਂ ਵੱਧ ਚੱਲਦੀਆਂ ਹਨ, ਅਤੇ ਠੀਕ ਉਸੇ ਵੇਲੇ ਸੂਰਜ ਵੀ ਸਾਡੇ ਲਈ ਸਭ ਤੋਂ ਵੱਧ ਕੰਮ ਕਰਦਾ ਹੈ। — ਵਿਕਰਮ ਬਾਂਸਲ, ਡਾਇਰੈਕਟਰ, ਫੀਡ ਅਤੇ ਪ੍ਰੋਟੀਨ',
  'For media enquiries write to ': 'ਮੀਡੀਆ ਦੀ ਪੁੱਛਗਿੱਛ ਲਈ ਲਿਖੋ: ',
  'info@example.com': 'info@example.com',
  ' or call the toll-free line 1800-000-0000.': ' ਜਾਂ ਟੋਲ-ਫ੍ਰੀ ਨੰਬਰ 1800-000-0000 ਉੱਤੇ ਫੋਨ ਕਰੋ।',

  // 2025-05-30: Navdhara Hatcheries crosses 18 million chicks a month
  'Poultry Pulse': 'ਪੋਲਟਰੀ ਪਲਸ',
  'Navdhara Hatcheries crosses 18 million chicks a month':
    'Navdhara Hatcheries ਨੇ ਹਰ ਮਹੀਨੇ 1.8 ਕਰੋੜ ਚੂਜ਼ਿਆਂ ਦਾ ਅੰਕੜਾ ਪਾਰ ਕੀਤਾ',
  'Ambala, Haryana: ': 'ਅੰਬਾਲਾ, ਹਰਿਆਣਾ: ',
  'Navdhara Hatcheries placed more than 18 million day-old chicks in a single month for the first time in April, with its hatcheries at Ambala, Ludhiana, Kanpur, Jaipur, Bhopal and Pune all setting at full capacity.':
    'Navdhara Hatcheries ਨੇ ਅਪ੍ਰੈਲ ਵਿੱਚ ਪਹਿਲੀ ਵਾਰ ਇੱਕੋ ਮਹੀਨੇ ਵਿੱਚ 1.8 ਕਰੋੜ ਤੋਂ ਵੱਧ ਇੱਕ ਦਿਨ ਦੇ ਚੂਜ਼ੇ ਫਾਰਮਾਂ ਤੱਕ ਪਹੁੰਚਾਏ; ਅੰਬਾਲਾ, ਲੁਧਿਆਣਾ, ਕਾਨਪੁਰ, ਜੈਪੁਰ, ਭੋਪਾਲ ਅਤੇ ਪੁਣੇ ਦੀਆਂ ਉਸਦੀਆਂ ਸਾਰੀਆਂ ਹੈਚਰੀਆਂ ਪੂਰੀ ਸਮਰੱਥਾ ਉੱਤੇ ਚੱਲੀਆਂ।',
  'The milestone follows the addition of multi-stage setters at Kanpur and Bhopal last year. Hatchability across the network averaged 84 percent for the month, and chicks reached partner farms on average nine hours after leaving the hatcher.':
    'ਇਹ ਪ੍ਰਾਪਤੀ ਪਿਛਲੇ ਸਾਲ ਕਾਨਪੁਰ ਅਤੇ ਭੋਪਾਲ ਵਿੱਚ ਮਲਟੀ-ਸਟੇਜ ਸੈੱਟਰ ਜੁੜਨ ਤੋਂ ਬਾਅਦ ਆਈ ਹੈ। ਇਸ ਮਹੀਨੇ ਸਾਰੇ ਨੈੱਟਵਰਕ ਵਿੱਚ ਹੈਚਬਿਲਟੀ ਔਸਤਨ 84 ਪ੍ਰਤੀਸ਼ਤ ਰਹੀ, ਅਤੇ ਚੂਜ਼ੇ ਹੈਚਰ ਵਿੱਚੋਂ ਨਿਕਲਣ ਤੋਂ ਔਸਤਨ ਨੌਂ ਘੰਟੇ ਬਾਅਦ ਭਾਈਵਾਲ ਫਾਰਮਾਂ ਤੱਕ ਪਹੁੰਚੇ।',
  'New multi-stage setters at Kanpur and Bhopal': 'ਕਾਨਪੁਰ ਅਤੇ ਭੋਪਾਲ ਵਿੱਚ ਨਵੇਂ ਮਲਟੀ-ਸਟੇਜ ਸੈੱਟਰ',
  'Every box of chicks graded for weight before dispatch': 'ਭੇਜਣ ਤੋਂ ਪਹਿਲਾਂ ਚੂਜ਼ਿਆਂ ਦੇ ਹਰ ਡੱਬੇ ਦੀ ਭਾਰ ਮੁਤਾਬਕ ਗ੍ਰੇਡਿੰਗ',
  'Climate-controlled chick vans on every route longer than four hours':
    'ਚਾਰ ਘੰਟਿਆਂ ਤੋਂ ਲੰਮੇ ਹਰ ਰੂਟ ਉੱਤੇ ਤਾਪਮਾਨ-ਕੰਟਰੋਲ ਵਾਲੀਆਂ ਚੂਜ਼ਾ ਵੈਨਾਂ',
  'The number that matters to a farmer is not eighteen million. It is how many of his chicks are alive and eating on day seven. — Dr. Kavita Rao, Director, Hatcheries and Animal Health':
    'ਕਿਸਾਨ ਲਈ ਅਹਿਮ ਅੰਕੜਾ ਇੱਕ ਕਰੋੜ ਅੱਸੀ ਲੱਖ ਨਹੀਂ ਹੈ। ਅਹਿਮ ਇਹ ਹੈ ਕਿ ਸੱਤਵੇਂ ਦਿਨ ਉਸਦੇ ਕਿੰਨੇ ਚੂਜ਼ੇ ਜਿਊਂਦੇ ਹਨ ਅਤੇ ਦਾਣਾ ਖਾ ਰਹੇ ਹਨ। — ਡਾ. ਕਵਿਤਾ ਰਾਓ, ਡਾਇਰੈਕਟਰ, ਹੈਚਰੀਆਂ ਅਤੇ ਪਸ਼ੂ ਸਿਹਤ',

  // 2025-04-22: Ujjain soya plant reaches three lakh tonnes crushing capacity
  'Haryana Business Herald': 'ਹਰਿਆਣਾ ਬਿਜ਼ਨਸ ਹੈਰਲਡ',
  'Ujjain soya plant reaches three lakh tonnes crushing capacity': 'ਉੱਜੈਨ ਸੋਇਆ ਪਲਾਂਟ ਦੀ ਪਿੜਾਈ ਸਮਰੱਥਾ ਤਿੰਨ ਲੱਖ ਟਨ ਹੋਈ',
  'Ujjain, Madhya Pradesh: ': 'ਉੱਜੈਨ, ਮੱਧ ਪ੍ਰਦੇਸ਼: ',
  'A second extractor line at the Navdhara Proteins plant has lifted its annual crushing capacity to three lakh tonnes of soybean.':
    'Navdhara Proteins ਦੇ ਪਲਾਂਟ ਵਿੱਚ ਦੂਜੀ ਐਕਸਟ੍ਰੈਕਟਰ ਲਾਈਨ ਲੱਗਣ ਨਾਲ ਉਸਦੀ ਸਾਲਾਨਾ ਪਿੜਾਈ ਸਮਰੱਥਾ ਤਿੰਨ ਲੱਖ ਟਨ ਸੋਇਆਬੀਨ ਹੋ ਗਈ ਹੈ।',
  'Soybean is bought from farmers and traders within about 150 km of the plant, most of it at the plant gate between October and January. The high-protein de-oiled cake goes to the group’s own feed plants and to feed mills across North and Central India; the refined oil is sold in bulk.':
    'ਸੋਇਆਬੀਨ ਪਲਾਂਟ ਤੋਂ ਲਗਭਗ 150 ਕਿਲੋਮੀਟਰ ਦੇ ਘੇਰੇ ਦੇ ਕਿਸਾਨਾਂ ਅਤੇ ਵਪਾਰੀਆਂ ਤੋਂ ਖਰੀਦੀ ਜਾਂਦੀ ਹੈ, ਬਹੁਤੀ ਅਕਤੂਬਰ ਤੋਂ ਜਨਵਰੀ ਵਿਚਕਾਰ ਪਲਾਂਟ ਦੇ ਗੇਟ ਉੱਤੇ। ਹਾਈ-ਪ੍ਰੋਟੀਨ ਡੀ-ਆਇਲਡ ਕੇਕ ਗਰੁੱਪ ਦੇ ਆਪਣੇ ਫੀਡ ਪਲਾਂਟਾਂ ਅਤੇ ਉੱਤਰੀ ਅਤੇ ਕੇਂਦਰੀ ਭਾਰਤ ਦੀਆਂ ਫੀਡ ਮਿੱਲਾਂ ਨੂੰ ਜਾਂਦਾ ਹੈ; ਰਿਫਾਇੰਡ ਤੇਲ ਥੋਕ ਵਿੱਚ ਵਿਕਦਾ ਹੈ।',
  'Above 48% protein in the high-protein meal, tested lot by lot':
    'ਹਾਈ-ਪ੍ਰੋਟੀਨ ਮੀਲ ਵਿੱਚ 48% ਤੋਂ ਵੱਧ ਪ੍ਰੋਟੀਨ, ਹਰ ਲਾਟ ਦੀ ਜਾਂਚ',
  'Steam for the new line from a boiler fired on soybean husk':
    'ਨਵੀਂ ਲਾਈਨ ਲਈ ਭਾਫ ਸੋਇਆਬੀਨ ਦੇ ਛਿਲਕੇ ਨਾਲ ਚੱਲਣ ਵਾਲੇ ਬੁਆਇਲਰ ਤੋਂ',
  'Forty new jobs, most of them filled from nearby villages': 'ਚਾਲੀ ਨਵੀਆਂ ਨੌਕਰੀਆਂ, ਬਹੁਤੀਆਂ ਨੇੜਲੇ ਪਿੰਡਾਂ ਦੇ ਲੋਕਾਂ ਨੂੰ',

  // 2025-03-11: Navdhara Equipments launches energy-saving 54-inch fan
  'Krishi Darpan Weekly': 'ਕ੍ਰਿਸ਼ੀ ਦਰਪਣ ਵੀਕਲੀ',
  'Navdhara Equipments launches energy-saving 54-inch fan':
    'Navdhara Equipments ਨੇ ਬਿਜਲੀ ਬਚਾਉਣ ਵਾਲਾ 54 ਇੰਚ ਦਾ ਪੱਖਾ ਉਤਾਰਿਆ',
  'Navdhara Equipments has started selling a six-blade, 54 x 54 inch exhaust fan that moves 16,000 CFM on a 1.5 HP three-phase motor, made for tunnel-ventilated broiler and layer houses.':
    'Navdhara Equipments ਨੇ ਛੇ ਬਲੇਡਾਂ ਵਾਲਾ 54 x 54 ਇੰਚ ਦਾ ਐਗਜ਼ਾਸਟ ਪੱਖਾ ਵੇਚਣਾ ਸ਼ੁਰੂ ਕੀਤਾ ਹੈ, ਜੋ 1.5 HP ਦੀ ਥ੍ਰੀ-ਫੇਜ਼ ਮੋਟਰ ਉੱਤੇ 16,000 CFM ਹਵਾ ਚਲਾਉਂਦਾ ਹੈ ਅਤੇ ਟਨਲ-ਵੈਂਟੀਲੇਸ਼ਨ ਵਾਲੇ ਬ੍ਰਾਇਲਰ ਅਤੇ ਲੇਅਰ ਸ਼ੈੱਡਾਂ ਲਈ ਬਣਿਆ ਹੈ।',
  'In trials on eight partner farms last summer the fan used 30 to 50 percent less power than the fans it replaced, depending on their age. The blades are pressed from galvanised steel, and the shutter falls shut when the fan stops, so cold air does not blow back into the house in winter.':
    'ਪਿਛਲੀਆਂ ਗਰਮੀਆਂ ਵਿੱਚ ਅੱਠ ਭਾਈਵਾਲ ਫਾਰਮਾਂ ਉੱਤੇ ਪਰਖ ਦੌਰਾਨ ਇਸ ਪੱਖੇ ਨੇ ਬਦਲੇ ਗਏ ਪੱਖਿਆਂ ਨਾਲੋਂ, ਉਨ੍ਹਾਂ ਦੀ ਉਮਰ ਮੁਤਾਬਕ, 30 ਤੋਂ 50 ਪ੍ਰਤੀਸ਼ਤ ਘੱਟ ਬਿਜਲੀ ਲਈ। ਬਲੇਡ ਗੈਲਵੇਨਾਈਜ਼ਡ ਸਟੀਲ ਨੂੰ ਦਬਾ ਕੇ ਬਣੇ ਹਨ, ਅਤੇ ਪੱਖਾ ਰੁਕਣ ਉੱਤੇ ਸ਼ਟਰ ਆਪਣੇ-ਆਪ ਬੰਦ ਹੋ ਜਾਂਦਾ ਹੈ, ਤਾਂ ਜੋ ਸਰਦੀਆਂ ਵਿੱਚ ਠੰਢੀ ਹਵਾ ਵਾਪਸ ਸ਼ੈੱਡ ਵਿੱਚ ਨਾ ਆਵੇ।',
  'Six galvanised steel blades, balanced at the works': 'ਗੈਲਵੇਨਾਈਜ਼ਡ ਸਟੀਲ ਦੇ ਛੇ ਬਲੇਡ, ਕਾਰਖਾਨੇ ਵਿੱਚ ਹੀ ਸੰਤੁਲਿਤ',
  'A sealed bearing that needs no greasing for a year': 'ਸੀਲਬੰਦ ਬੇਅਰਿੰਗ, ਜਿਸਨੂੰ ਇੱਕ ਸਾਲ ਤੱਕ ਗ੍ਰੀਸ ਦੀ ਲੋੜ ਨਹੀਂ',
  'Sold with installation and a two-year warranty': 'ਲਾਉਣ ਦੀ ਸਹੂਲਤ ਅਤੇ ਦੋ ਸਾਲ ਦੀ ਵਾਰੰਟੀ ਨਾਲ',
  'A poultry house may run its fans four thousand hours a year. We designed this one around the electricity bill, not the price tag. — Sandeep Arora, Director, Equipments':
    'ਇੱਕ ਪੋਲਟਰੀ ਸ਼ੈੱਡ ਦੇ ਪੱਖੇ ਸਾਲ ਵਿੱਚ ਚਾਰ ਹਜ਼ਾਰ ਘੰਟੇ ਤੱਕ ਚੱਲ ਸਕਦੇ ਹਨ। ਅਸੀਂ ਇਹ ਪੱਖਾ ਭਾਅ ਨੂੰ ਨਹੀਂ, ਬਿਜਲੀ ਦੇ ਬਿੱਲ ਨੂੰ ਧਿਆਨ ਵਿੱਚ ਰੱਖ ਕੇ ਬਣਾਇਆ ਹੈ। — ਸੰਦੀਪ ਅਰੋੜਾ, ਡਾਇਰੈਕਟਰ, ਉਪਕਰਣ',

  // 2025-02-27: Biogas from poultry litter now powers 11 farm sites
  'The Feed Review': 'ਦ ਫੀਡ ਰਿਵਿਊ',
  'Biogas from poultry litter now powers 11 farm sites': 'ਪੋਲਟਰੀ ਦੀ ਬਿੱਠ ਤੋਂ ਬਣੀ ਬਾਇਓਗੈਸ ਨਾਲ ਹੁਣ 11 ਫਾਰਮ ਸਾਈਟਾਂ ਨੂੰ ਬਿਜਲੀ',
  'Naraingarh, Haryana: ': 'ਨਰਾਇਣਗੜ੍ਹ, ਹਰਿਆਣਾ: ',
  'With four new digesters at its grandparent farm in Naraingarh, the group now runs 42 biogas digesters on 11 sites, with a combined volume of 24,000 cubic metres.':
    'ਨਰਾਇਣਗੜ੍ਹ ਦੇ ਗ੍ਰੈਂਡਪੇਰੈਂਟ ਫਾਰਮ ਉੱਤੇ ਚਾਰ ਨਵੇਂ ਡਾਇਜੈਸਟਰ ਲੱਗਣ ਤੋਂ ਬਾਅਦ ਗਰੁੱਪ ਹੁਣ 11 ਸਾਈਟਾਂ ਉੱਤੇ 42 ਬਾਇਓਗੈਸ ਡਾਇਜੈਸਟਰ ਚਲਾਉਂਦਾ ਹੈ, ਜਿਨ੍ਹਾਂ ਦਾ ਕੁੱਲ ਸਮਰੱਥਾ 24,000 ਘਣ ਮੀਟਰ ਹੈ।',
  'Litter from the sheds is mixed with water and fed to the digesters every day. The gas drives generators producing about 815 kWh, enough for lighting, brooding and water pumps on the farms, and the diesel generators now rarely start.':
    'ਸ਼ੈੱਡਾਂ ਦੀ ਬਿੱਠ ਪਾਣੀ ਵਿੱਚ ਮਿਲਾ ਕੇ ਹਰ ਰੋਜ਼ ਡਾਇਜੈਸਟਰਾਂ ਵਿੱਚ ਪਾਇਆ ਜਾਂਦਾ ਹੈ। ਗੈਸ ਨਾਲ ਚੱਲਦੇ ਜਨਰੇਟਰ ਲਗਭਗ 815 kWh ਬਿਜਲੀ ਬਣਾਉਂਦੇ ਹਨ, ਜੋ ਫਾਰਮਾਂ ਉੱਤੇ ਰੋਸ਼ਨੀ, ਬਰੂਡਿੰਗ ਅਤੇ ਪਾਣੀ ਦੀਆਂ ਮੋਟਰਾਂ ਲਈ ਕਾਫੀ ਹੈ, ਅਤੇ ਹੁਣ ਡੀਜ਼ਲ ਜਨਰੇਟਰ ਕਦੇ-ਕਦਾਈਂ ਹੀ ਚੱਲਦੇ ਹਨ।',
  'Digested slurry dried and given free to neighbouring farmers as manure':
    'ਡਾਇਜੈਸਟਰ ਦੀ ਸਲਰੀ ਸੁਕਾ ਕੇ ਗੁਆਂਢੀ ਕਿਸਾਨਾਂ ਨੂੰ ਮੁਫਤ ਖਾਦ ਵਜੋਂ ਦਿੱਤੀ ਜਾਂਦੀ ਹੈ',
  'Fewer flies and less odour around the sheds': 'ਸ਼ੈੱਡਾਂ ਦੇ ਆਲੇ-ਦੁਆਲੇ ਘੱਟ ਮੱਖੀਆਂ ਅਤੇ ਘੱਟ ਬਦਬੂ',
  'About 6,928 tonnes of CO₂ saved a year': 'ਹਰ ਸਾਲ ਲਗਭਗ 6,928 ਟਨ CO₂ ਦੀ ਬੱਚਤ',

  // 2025-01-15: Navdhara Foods opens new cold store at Rai, Sonipat
  'Farm & Food Bulletin': 'ਫਾਰਮ ਐਂਡ ਫੂਡ ਬੁਲੇਟਿਨ',
  'Navdhara Foods opens new cold store at Rai, Sonipat': 'Navdhara Foods ਨੇ ਰਾਈ, ਸੋਨੀਪਤ ਵਿੱਚ ਨਵਾਂ ਕੋਲਡ ਸਟੋਰ ਖੋਲ੍ਹਿਆ',
  'Rai, Sonipat, Haryana: ': 'ਰਾਈ, ਸੋਨੀਪਤ, ਹਰਿਆਣਾ: ',
  'Navdhara Foods has opened a 2,500-tonne cold store beside its processing plant, doubling the frozen stock it can hold ahead of the wedding and festival season.':
    'Navdhara Foods ਨੇ ਆਪਣੇ ਪ੍ਰੋਸੈਸਿੰਗ ਪਲਾਂਟ ਦੇ ਨਾਲ 2,500 ਟਨ ਦਾ ਕੋਲਡ ਸਟੋਰ ਖੋਲ੍ਹਿਆ ਹੈ, ਜਿਸ ਨਾਲ ਵਿਆਹਾਂ ਅਤੇ ਤਿਉਹਾਰਾਂ ਦੇ ਮੌਸਮ ਤੋਂ ਪਹਿਲਾਂ ਉਹ ਦੁੱਗਣਾ ਫ੍ਰੋਜ਼ਨ ਸਟਾਕ ਰੱਖ ਸਕੇਗਾ।',
  'Product is kept at -18°C or below in racked chambers, fed by a blast freezer running at -35°C. Trucks load at sealed docks, so the cold chain is not broken between the chamber and the vehicle.':
    'ਉਤਪਾਦ ਰੈਕਾਂ ਵਾਲੇ ਕਮਰਿਆਂ ਵਿੱਚ -18°C ਜਾਂ ਉਸ ਤੋਂ ਘੱਟ ਉੱਤੇ ਰੱਖਿਆ ਜਾਂਦਾ ਹੈ, ਜਿਨ੍ਹਾਂ ਨੂੰ -35°C ਉੱਤੇ ਚੱਲਣ ਵਾਲਾ ਬਲਾਸਟ ਫ੍ਰੀਜ਼ਰ ਭਰਦਾ ਹੈ। ਟਰੱਕ ਸੀਲਬੰਦ ਡੌਕਾਂ ਉੱਤੇ ਲੋਡ ਹੁੰਦੇ ਹਨ, ਇਸ ਲਈ ਕਮਰੇ ਅਤੇ ਗੱਡੀ ਵਿਚਕਾਰ ਕੋਲਡ ਚੇਨ ਨਹੀਂ ਟੁੱਟਦੀ।',
  '2,500 tonnes in racked chambers at -18°C or below': '-18°C ਜਾਂ ਉਸ ਤੋਂ ਘੱਟ ਉੱਤੇ ਰੈਕਾਂ ਵਾਲੇ ਕਮਰਿਆਂ ਵਿੱਚ 2,500 ਟਨ',
  'Sealed loading docks for refrigerated trucks': 'ਰੈਫ੍ਰਿਜਰੇਟਿਡ ਟਰੱਕਾਂ ਲਈ ਸੀਲਬੰਦ ਲੋਡਿੰਗ ਡੌਕ',
  'Our bulk buyers plan their menus months ahead. Now we can promise them the cuts they need in the weeks they need them. — Arjun Mehta, Director, Foods':
    'ਸਾਡੇ ਥੋਕ ਖਰੀਦਦਾਰ ਆਪਣੇ ਮੀਨੂ ਮਹੀਨੇ ਪਹਿਲਾਂ ਤੈਅ ਕਰਦੇ ਹਨ। ਹੁਣ ਅਸੀਂ ਉਨ੍ਹਾਂ ਨਾਲ ਵਾਅਦਾ ਕਰ ਸਕਦੇ ਹਾਂ ਕਿ ਜਿਨ੍ਹਾਂ ਹਫਤਿਆਂ ਵਿੱਚ ਉਨ੍ਹਾਂ ਨੂੰ ਜੋ ਕੱਟ ਚਾਹੀਦੇ ਹਨ, ਉਹ ਮਿਲਣਗੇ। — ਅਰਜੁਨ ਮਹਿਤਾ, ਡਾਇਰੈਕਟਰ, ਭੋਜਨ',

  // 2024-12-09: Group wins state award for sustainable farming practices
  'Punjab Economic Daily': 'ਪੰਜਾਬ ਇਕਨੌਮਿਕ ਡੇਲੀ',
  'Group wins state award for sustainable farming practices': 'ਟਿਕਾਊ ਖੇਤੀ ਦੇ ਤਰੀਕਿਆਂ ਲਈ ਗਰੁੱਪ ਨੂੰ ਰਾਜ ਪੁਰਸਕਾਰ',
  'Chandigarh: ': 'ਚੰਡੀਗੜ੍ਹ: ',
  'Navdhara Group has received a state award for sustainable farming practices, at a ceremony for agri-businesses, for its work on biogas, rooftop solar and free organic manure for farmers.':
    'Navdhara Group ਨੂੰ ਖੇਤੀ-ਕਾਰੋਬਾਰਾਂ ਦੇ ਇੱਕ ਸਮਾਗਮ ਵਿੱਚ ਟਿਕਾਊ ਖੇਤੀ ਦੇ ਤਰੀਕਿਆਂ ਲਈ ਰਾਜ ਪੁਰਸਕਾਰ ਮਿਲਿਆ ਹੈ; ਇਹ ਬਾਇਓਗੈਸ, ਛੱਤਾਂ ਉੱਤੇ ਸੋਲਰ ਪੈਨਲਾਂ ਅਤੇ ਕਿਸਾਨਾਂ ਨੂੰ ਮੁਫਤ ਜੈਵਿਕ ਖਾਦ ਦੇਣ ਦੇ ਉਸਦੇ ਕੰਮ ਲਈ ਹੈ।',
  'The jury visited two of the group’s farm sites and a feed plant before the ceremony. Its citation singled out the manure programme, which now reaches farmers in more than 200 villages, as a model for other poultry integrators.':
    'ਸਮਾਗਮ ਤੋਂ ਪਹਿਲਾਂ ਜਿਊਰੀ ਨੇ ਗਰੁੱਪ ਦੀਆਂ ਦੋ ਫਾਰਮ ਸਾਈਟਾਂ ਅਤੇ ਇੱਕ ਫੀਡ ਪਲਾਂਟ ਦਾ ਦੌਰਾ ਕੀਤਾ। ਸਨਮਾਨ-ਪੱਤਰ ਵਿੱਚ ਖਾਸ ਤੌਰ ਉੱਤੇ ਖਾਦ ਪ੍ਰੋਗਰਾਮ ਦਾ ਜ਼ਿਕਰ ਕੀਤਾ ਗਿਆ, ਜੋ ਹੁਣ 200 ਤੋਂ ਵੱਧ ਪਿੰਡਾਂ ਦੇ ਕਿਸਾਨਾਂ ਤੱਕ ਪਹੁੰਚਦਾ ਹੈ, ਅਤੇ ਉਸਨੂੰ ਦੂਜੇ ਪੋਲਟਰੀ ਇੰਟੀਗ੍ਰੇਟਰਾਂ ਲਈ ਮਿਸਾਲ ਦੱਸਿਆ ਗਿਆ।',
  '42 biogas digesters on 11 sites': '11 ਸਾਈਟਾਂ ਉੱਤੇ 42 ਬਾਇਓਗੈਸ ਡਾਇਜੈਸਟਰ',
  '4 MW of rooftop solar on the feed plants': 'ਫੀਡ ਪਲਾਂਟਾਂ ਦੀਆਂ ਛੱਤਾਂ ਉੱਤੇ 4 MW ਦੇ ਸੋਲਰ ਪੈਨਲ',
  'Free organic manure for farmers in more than 200 villages': '200 ਤੋਂ ਵੱਧ ਪਿੰਡਾਂ ਦੇ ਕਿਸਾਨਾਂ ਨੂੰ ਮੁਫਤ ਜੈਵਿਕ ਖਾਦ',
  'This award belongs to the farm teams who tend the digesters and to the farmers who spread the manure on their fields. — Sunita Bansal, Managing Director':
    'ਇਹ ਪੁਰਸਕਾਰ ਉਨ੍ਹਾਂ ਫਾਰਮ ਟੀਮਾਂ ਦਾ ਹੈ ਜੋ ਡਾਇਜੈਸਟਰਾਂ ਦੀ ਦੇਖਭਾਲ ਕਰਦੀਆਂ ਹਨ, ਅਤੇ ਉਨ੍ਹਾਂ ਕਿਸਾਨਾਂ ਦਾ ਜੋ ਇਹ ਖਾਦ ਆਪਣੇ ਖੇਤਾਂ ਵਿੱਚ ਪਾਉਂਦੇ ਹਨ। — ਸੁਨੀਤਾ ਬਾਂਸਲ, ਮੈਨੇਜਿੰਗ ਡਾਇਰੈਕਟਰ',

  // 2024-11-20: Free organic manure programme reaches 5,000 farmers
  'Dairy Digest India': 'ਡੇਅਰੀ ਡਾਇਜੈਸਟ ਇੰਡੀਆ',
  'Free organic manure programme reaches 5,000 farmers': 'ਮੁਫਤ ਜੈਵਿਕ ਖਾਦ ਪ੍ਰੋਗਰਾਮ 5,000 ਕਿਸਾਨਾਂ ਤੱਕ ਪਹੁੰਚਿਆ',
  'Kurukshetra, Haryana: ': 'ਕੁਰੂਕਸ਼ੇਤਰ, ਹਰਿਆਣਾ: ',
  'The group’s free organic manure programme has now supplied 5,000 farmers living around its farms and biogas sites, five years after it began with a handful of wheat growers near Kurukshetra.':
    'ਗਰੁੱਪ ਦਾ ਮੁਫਤ ਜੈਵਿਕ ਖਾਦ ਪ੍ਰੋਗਰਾਮ ਹੁਣ ਉਸਦੇ ਫਾਰਮਾਂ ਅਤੇ ਬਾਇਓਗੈਸ ਸਾਈਟਾਂ ਦੇ ਆਲੇ-ਦੁਆਲੇ ਰਹਿੰਦੇ 5,000 ਕਿਸਾਨਾਂ ਤੱਕ ਪਹੁੰਚ ਚੁੱਕਾ ਹੈ; ਪੰਜ ਸਾਲ ਪਹਿਲਾਂ ਇਹ ਕੁਰੂਕਸ਼ੇਤਰ ਨੇੜੇ ਕਣਕ ਉਗਾਉਣ ਵਾਲੇ ਕੁਝ ਕਿਸਾਨਾਂ ਨਾਲ ਸ਼ੁਰੂ ਹੋਇਆ ਸੀ।',
  'Farmers collect dried digester slurry and composted litter at the farm gate, by the tractor-trolley load and at no charge. The group’s agronomists test soil on request and advise how much to apply before sowing.':
    'ਕਿਸਾਨ ਫਾਰਮ ਦੇ ਗੇਟ ਤੋਂ ਸੁੱਕੀ ਡਾਇਜੈਸਟਰ ਸਲਰੀ ਅਤੇ ਕੰਪੋਸਟ ਕੀਤੀ ਬਿੱਠ ਟਰੈਕਟਰ-ਟਰਾਲੀ ਭਰ ਕੇ, ਬਿਨਾਂ ਕਿਸੇ ਖਰਚੇ ਦੇ ਲੈ ਜਾਂਦੇ ਹਨ। ਮੰਗਣ ਉੱਤੇ ਗਰੁੱਪ ਦੇ ਖੇਤੀ ਮਾਹਿਰ ਮਿੱਟੀ ਦੀ ਜਾਂਚ ਕਰਦੇ ਹਨ ਅਤੇ ਦੱਸਦੇ ਹਨ ਕਿ ਬਿਜਾਈ ਤੋਂ ਪਹਿਲਾਂ ਕਿੰਨੀ ਖਾਦ ਪਾਈਏ।',
  'Demand peaks just before the wheat and paddy sowing seasons':
    'ਮੰਗ ਕਣਕ ਅਤੇ ਝੋਨੇ ਦੀ ਬਿਜਾਈ ਤੋਂ ਠੀਕ ਪਹਿਲਾਂ ਸਭ ਤੋਂ ਵੱਧ ਹੁੰਦੀ ਹੈ',
  'Soil organic carbon rising on fields manured for three years running':
    'ਤਿੰਨ ਸਾਲ ਲਗਾਤਾਰ ਖਾਦ ਪਾਏ ਖੇਤਾਂ ਵਿੱਚ ਮਿੱਟੀ ਦਾ ਜੈਵਿਕ ਕਾਰਬਨ ਵਧ ਰਿਹਾ ਹੈ',
  'Collection slots booked on the toll-free line': 'ਚੁੱਕਣ ਦਾ ਸਮਾਂ ਟੋਲ-ਫ੍ਰੀ ਲਾਈਨ ਉੱਤੇ ਬੁੱਕ ਹੁੰਦਾ ਹੈ',

  // 2024-10-05: Navdhara Feeds launches bypass-fat cattle feed in Haryana
  'Navdhara Feeds launches bypass-fat cattle feed in Haryana':
    'Navdhara Feeds ਨੇ ਹਰਿਆਣਾ ਵਿੱਚ ਬਾਈਪਾਸ ਫੈਟ ਵਾਲੀ ਪਸ਼ੂ ਫੀਡ ਉਤਾਰੀ',
  'Navdhara Feeds has launched Navdhara Dairy Gold, a pelleted compound feed with 20 percent protein and bypass fat for cows and buffaloes giving 15 litres of milk or more a day. It is sold across Haryana first, and in Punjab from the spring.':
    'Navdhara Feeds ਨੇ Navdhara ਡੇਅਰੀ ਗੋਲਡ ਉਤਾਰੀ ਹੈ: 20 ਪ੍ਰਤੀਸ਼ਤ ਪ੍ਰੋਟੀਨ ਅਤੇ ਬਾਈਪਾਸ ਫੈਟ ਵਾਲੀ ਪੈਲੇਟ ਕੰਪਾਊਂਡ ਫੀਡ, ਉਨ੍ਹਾਂ ਗਾਵਾਂ ਅਤੇ ਮੱਝਾਂ ਲਈ ਜੋ ਰੋਜ਼ 15 ਲੀਟਰ ਜਾਂ ਉਸ ਤੋਂ ਵੱਧ ਦੁੱਧ ਦਿੰਦੀਆਂ ਹਨ। ਇਹ ਪਹਿਲਾਂ ਸਾਰੇ ਹਰਿਆਣੇ ਵਿੱਚ ਵਿਕੇਗੀ, ਅਤੇ ਬਸੰਤ ਤੋਂ ਪੰਜਾਬ ਵਿੱਚ।',
  'Bypass fat passes through the rumen and is digested further on, so a high-yielding animal gets the energy it needs without upsetting the rumen. The feed is made at the Karnal plant and sold through village dealers in 50 kg bags.':
    'ਬਾਈਪਾਸ ਫੈਟ ਰੂਮੇਨ ਵਿੱਚੋਂ ਬਿਨਾਂ ਪਚੇ ਅੱਗੇ ਲੰਘ ਕੇ ਬਾਅਦ ਵਿੱਚ ਪਚਦੀ ਹੈ, ਇਸ ਲਈ ਵੱਧ ਦੁੱਧ ਦੇਣ ਵਾਲੇ ਪਸ਼ੂ ਨੂੰ ਰੂਮੇਨ ਵਿਗਾੜੇ ਬਿਨਾਂ ਲੋੜੀਂਦੀ ਊਰਜਾ ਮਿਲਦੀ ਹੈ। ਇਹ ਫੀਡ ਕਰਨਾਲ ਪਲਾਂਟ ਵਿੱਚ ਬਣਦੀ ਹੈ ਅਤੇ ਪਿੰਡਾਂ ਦੇ ਡੀਲਰਾਂ ਰਾਹੀਂ 50 ਕਿਲੋ ਦੇ ਬੈਗਾਂ ਵਿੱਚ ਵਿਕਦੀ ਹੈ।',
  '20% protein, with bypass fat': '20% ਪ੍ਰੋਟੀਨ, ਬਾਈਪਾਸ ਫੈਟ ਨਾਲ',
  'Fed at 400 g per litre of milk, beside green fodder': 'ਹਰੇ ਚਾਰੇ ਦੇ ਨਾਲ, ਹਰ ਲੀਟਰ ਦੁੱਧ ਪਿੱਛੇ 400 ਗ੍ਰਾਮ',
  'Dairy farmers told us their best cows lose condition after calving. This feed is our answer, and our field officers will show how to feed it. — Vikram Bansal, Director, Feeds and Proteins':
    'ਡੇਅਰੀ ਕਿਸਾਨਾਂ ਨੇ ਸਾਨੂੰ ਦੱਸਿਆ ਕਿ ਸੂਣ ਤੋਂ ਬਾਅਦ ਉਨ੍ਹਾਂ ਦੀਆਂ ਸਭ ਤੋਂ ਵਧੀਆ ਗਾਵਾਂ ਕਮਜ਼ੋਰ ਹੋ ਜਾਂਦੀਆਂ ਹਨ। ਇਹ ਫੀਡ ਸਾਡਾ ਜਵਾਬ ਹੈ, ਅਤੇ ਸਾਡੇ ਫੀਲਡ ਅਧਿਕਾਰੀ ਇਸਨੂੰ ਖੁਆਉਣ ਦਾ ਤਰੀਕਾ ਦਿਖਾਉਣਗੇ। — ਵਿਕਰਮ ਬਾਂਸਲ, ਡਾਇਰੈਕਟਰ, ਫੀਡ ਅਤੇ ਪ੍ਰੋਟੀਨ',

  // 2024-09-14: Summer management camps held for broiler farmers in Punjab
  'Summer management camps held for broiler farmers in Punjab': 'ਪੰਜਾਬ ਵਿੱਚ ਬ੍ਰਾਇਲਰ ਕਿਸਾਨਾਂ ਲਈ ਗਰਮੀ ਪ੍ਰਬੰਧ ਕੈਂਪ ਲੱਗੇ',
  'Bathinda, Punjab: ': 'ਬਠਿੰਡਾ, ਪੰਜਾਬ: ',
  'Veterinarians from Navdhara Hatcheries held 36 summer management camps for broiler farmers in Bathinda, Moga and Sangrur districts between April and June, reaching about 1,400 farmers.':
    'Navdhara Hatcheries ਦੇ ਪਸ਼ੂ ਡਾਕਟਰਾਂ ਨੇ ਅਪ੍ਰੈਲ ਤੋਂ ਜੂਨ ਵਿਚਕਾਰ ਬਠਿੰਡਾ, ਮੋਗਾ ਅਤੇ ਸੰਗਰੂਰ ਜ਼ਿਲ੍ਹਿਆਂ ਵਿੱਚ ਬ੍ਰਾਇਲਰ ਕਿਸਾਨਾਂ ਲਈ ਗਰਮੀ ਪ੍ਰਬੰਧ ਦੇ 36 ਕੈਂਪ ਲਾਏ, ਜਿਨ੍ਹਾਂ ਵਿੱਚ ਲਗਭਗ 1,400 ਕਿਸਾਨ ਸ਼ਾਮਲ ਹੋਏ।',
  'Each camp took half a day at a partner farm. Farmers practised keeping litter 2-3 inches deep, giving birds 10 percent more floor space, adding electrolytes to the drinking water, and cooling a heat-stressed bird by immersing its body for 2-3 minutes.':
    'ਹਰ ਕੈਂਪ ਕਿਸੇ ਭਾਈਵਾਲ ਫਾਰਮ ਉੱਤੇ ਅੱਧੇ ਦਿਨ ਦਾ ਸੀ। ਕਿਸਾਨਾਂ ਨੇ ਬਿਛਾਵਨ 2-3 ਇੰਚ ਮੋਟਾ ਰੱਖਣਾ, ਪੰਛੀਆਂ ਨੂੰ 10 ਪ੍ਰਤੀਸ਼ਤ ਵੱਧ ਥਾਂ ਦੇਣਾ, ਪੀਣ ਵਾਲੇ ਪਾਣੀ ਵਿੱਚ ਇਲੈਕਟ੍ਰੋਲਾਈਟ ਮਿਲਾਉਣਾ, ਅਤੇ ਗਰਮੀ ਨਾਲ ਬੇਹਾਲ ਪੰਛੀ ਦਾ ਸਰੀਰ 2-3 ਮਿੰਟ ਪਾਣੀ ਵਿੱਚ ਡੁਬੋ ਕੇ ਉਸਨੂੰ ਠੰਢਾ ਕਰਨਾ ਅਭਿਆਸ ਕਰਕੇ ਸਿੱਖਿਆ।',
  'Shed temperatures logged with low-cost thermometers': 'ਸਸਤੇ ਥਰਮਾਮੀਟਰਾਂ ਨਾਲ ਸ਼ੈੱਡ ਦੇ ਤਾਪਮਾਨ ਦਾ ਰਿਕਾਰਡ',
  'Fogger and fan settings for the afternoon peak': 'ਦੁਪਹਿਰ ਦੀ ਤੇਜ਼ ਗਰਮੀ ਲਈ ਫੌਗਰ ਅਤੇ ਪੱਖਿਆਂ ਦੀ ਸੈਟਿੰਗ',
  'A printed summer checklist in Punjabi and Hindi': 'ਪੰਜਾਬੀ ਅਤੇ ਹਿੰਦੀ ਵਿੱਚ ਛਪੀ ਗਰਮੀ ਦੀ ਜਾਂਚ-ਸੂਚੀ',

  // 2024-08-28: Navdhara at Poultry India Expo: automation on show
  'Navdhara at Poultry India Expo: automation on show': 'ਪੋਲਟਰੀ ਇੰਡੀਆ ਐਕਸਪੋ ਵਿੱਚ Navdhara: ਆਟੋਮੇਸ਼ਨ ਦੀ ਝਲਕ',
  'Navdhara Equipments took a working multi-stage setter, an automatic pan feeding line and its new tunnel fan to Poultry India Expo, where visitors could run the setter’s controls themselves.':
    'Navdhara Equipments ਚਾਲੂ ਮਲਟੀ-ਸਟੇਜ ਸੈੱਟਰ, ਆਟੋਮੈਟਿਕ ਪੈਨ ਫੀਡਿੰਗ ਲਾਈਨ ਅਤੇ ਆਪਣਾ ਨਵਾਂ ਟਨਲ ਪੱਖਾ ਪੋਲਟਰੀ ਇੰਡੀਆ ਐਕਸਪੋ ਵਿੱਚ ਲੈ ਕੇ ਗਈ, ਜਿੱਥੇ ਆਉਣ ਵਾਲੇ ਲੋਕ ਸੈੱਟਰ ਦੇ ਕੰਟਰੋਲ ਆਪ ਚਲਾ ਕੇ ਦੇਖ ਸਕਦੇ ਸਨ।',
  'Engineers showed how the setter turns the eggs every hour and holds temperature and humidity within a narrow band, and how a feeding line can be started from a phone. Over three days, hatchery owners from eleven states left enquiries at the stall.':
    'ਇੰਜੀਨੀਅਰਾਂ ਨੇ ਦਿਖਾਇਆ ਕਿ ਸੈੱਟਰ ਹਰ ਘੰਟੇ ਅੰਡੇ ਕਿਵੇਂ ਪਲਟਦਾ ਹੈ ਅਤੇ ਤਾਪਮਾਨ ਅਤੇ ਨਮੀ ਨੂੰ ਇੱਕ ਤੰਗ ਦਾਇਰੇ ਵਿੱਚ ਕਿਵੇਂ ਰੱਖਦਾ ਹੈ, ਅਤੇ ਫੀਡਿੰਗ ਲਾਈਨ ਫੋਨ ਤੋਂ ਕਿਵੇਂ ਸ਼ੁਰੂ ਕੀਤੀ ਜਾ ਸਕਦੀ ਹੈ। ਤਿੰਨ ਦਿਨਾਂ ਵਿੱਚ ਗਿਆਰਾਂ ਰਾਜਾਂ ਦੇ ਹੈਚਰੀ ਮਾਲਕਾਂ ਨੇ ਸਟਾਲ ਉੱਤੇ ਪੁੱਛਗਿੱਛ ਦਰਜ ਕਰਵਾਈ।',
  'A 57,600-egg multi-stage setter, running on the stand': 'ਸਟੈਂਡ ਉੱਤੇ ਚੱਲਦਾ 57,600 ਅੰਡਿਆਂ ਦਾ ਮਲਟੀ-ਸਟੇਜ ਸੈੱਟਰ',
  'An automatic pan feeding line controlled from a phone': 'ਫੋਨ ਤੋਂ ਚੱਲਣ ਵਾਲੀ ਆਟੋਮੈਟਿਕ ਪੈਨ ਫੀਡਿੰਗ ਲਾਈਨ',
  'The new 54-inch tunnel fan, its power draw shown on a screen': 'ਨਵਾਂ 54 ਇੰਚ ਦਾ ਟਨਲ ਪੱਖਾ, ਉਸਦੀ ਬਿਜਲੀ ਖਪਤ ਸਕਰੀਨ ਉੱਤੇ',
  'Automation is no longer only for the largest integrators. A farmer with one shed can start with a feeding line and add the rest later. — Sandeep Arora, Director, Equipments':
    'ਆਟੋਮੇਸ਼ਨ ਹੁਣ ਸਿਰਫ ਸਭ ਤੋਂ ਵੱਡੇ ਇੰਟੀਗ੍ਰੇਟਰਾਂ ਲਈ ਨਹੀਂ ਹੈ। ਇੱਕ ਸ਼ੈੱਡ ਵਾਲਾ ਕਿਸਾਨ ਫੀਡਿੰਗ ਲਾਈਨ ਨਾਲ ਸ਼ੁਰੂ ਕਰਕੇ ਬਾਕੀ ਬਾਅਦ ਵਿੱਚ ਜੋੜ ਸਕਦਾ ਹੈ। — ਸੰਦੀਪ ਅਰੋੜਾ, ਡਾਇਰੈਕਟਰ, ਉਪਕਰਣ',

  // 2024-07-19: Refrigerated fleet expanded to serve HORECA buyers
  'Refrigerated fleet expanded to serve HORECA buyers': 'HORECA ਖਰੀਦਦਾਰਾਂ ਲਈ ਰੈਫ੍ਰਿਜਰੇਟਿਡ ਟਰੱਕਾਂ ਦਾ ਬੇੜਾ ਵਧਿਆ',
  'New Delhi: ': 'ਨਵੀਂ ਦਿੱਲੀ: ',
  'Navdhara Foods has added 24 refrigerated trucks to its fleet, to deliver to hotels, restaurants and caterers in Delhi NCR, Chandigarh and Jaipur directly from the Rai plant.':
    'Navdhara Foods ਨੇ ਆਪਣੇ ਬੇੜੇ ਵਿੱਚ 24 ਰੈਫ੍ਰਿਜਰੇਟਿਡ ਟਰੱਕ ਜੋੜੇ ਹਨ, ਤਾਂ ਜੋ ਦਿੱਲੀ NCR, ਚੰਡੀਗੜ੍ਹ ਅਤੇ ਜੈਪੁਰ ਦੇ ਹੋਟਲਾਂ, ਰੈਸਟੋਰੈਂਟਾਂ ਅਤੇ ਕੈਟਰਰਾਂ ਤੱਕ ਸਿੱਧਾ ਰਾਈ ਪਲਾਂਟ ਤੋਂ ਮਾਲ ਪਹੁੰਚੇ।',
  'Every truck records its chamber temperature every five minutes, and the record travels with the invoice, so a hotel kitchen can check that its order stayed frozen all the way from the plant to its back door. Orders placed with the HORECA desk by 2 pm reach kitchens in Delhi NCR the next morning.':
    'ਹਰ ਟਰੱਕ ਹਰ ਪੰਜ ਮਿੰਟ ਬਾਅਦ ਆਪਣੇ ਕਮਰੇ ਦਾ ਤਾਪਮਾਨ ਦਰਜ ਕਰਦਾ ਹੈ, ਅਤੇ ਇਹ ਰਿਕਾਰਡ ਬਿੱਲ ਦੇ ਨਾਲ ਜਾਂਦਾ ਹੈ, ਤਾਂ ਜੋ ਹੋਟਲ ਦੀ ਰਸੋਈ ਜਾਂਚ ਸਕੇ ਕਿ ਉਸਦਾ ਆਰਡਰ ਪਲਾਂਟ ਤੋਂ ਉਸਦੇ ਪਿਛਲੇ ਦਰਵਾਜ਼ੇ ਤੱਕ ਸਾਰੇ ਰਾਹ ਜੰਮਿਆ ਰਿਹਾ। HORECA ਡੈਸਕ ਉੱਤੇ ਦੁਪਹਿਰ 2 ਵਜੇ ਤੱਕ ਦਿੱਤੇ ਆਰਡਰ ਅਗਲੀ ਸਵੇਰ ਦਿੱਲੀ NCR ਦੀਆਂ ਰਸੋਈਆਂ ਤੱਕ ਪਹੁੰਚ ਜਾਂਦੇ ਹਨ।',
  'A temperature log with every bulk delivery': 'ਹਰ ਥੋਕ ਡਿਲੀਵਰੀ ਨਾਲ ਤਾਪਮਾਨ ਦਾ ਰਿਕਾਰਡ',
  'Smaller trucks for the narrow lanes of old city markets': 'ਪੁਰਾਣੇ ਸ਼ਹਿਰ ਦੇ ਬਾਜ਼ਾਰਾਂ ਦੀਆਂ ਤੰਗ ਗਲੀਆਂ ਲਈ ਛੋਟੇ ਟਰੱਕ',
  'A dedicated HORECA desk on the toll-free line': 'ਟੋਲ-ਫ੍ਰੀ ਲਾਈਨ ਉੱਤੇ ਵੱਖਰਾ HORECA ਡੈਸਕ',

  // 2024-06-03: Layer feed range refreshed with phase-wise calcium
  'Layer feed range refreshed with phase-wise calcium': 'ਲੇਅਰ ਫੀਡ ਦੀ ਰੇਂਜ ਨਵੀਂ, ਪੜਾਅ ਮੁਤਾਬਕ ਕੈਲਸ਼ੀਅਮ ਨਾਲ',
  'Ludhiana, Punjab: ': 'ਲੁਧਿਆਣਾ, ਪੰਜਾਬ: ',
  'Navdhara Feeds has reworked its layer range so that calcium rises with the age of the flock: a pre-lay feed, then Phase 1, 2 and 3 laying feeds with 3.5 to 4 percent calcium from 18 weeks of age.':
    'Navdhara Feeds ਨੇ ਆਪਣੀ ਲੇਅਰ ਰੇਂਜ ਬਦਲੀ ਹੈ ਤਾਂ ਜੋ ਝੁੰਡ ਦੀ ਉਮਰ ਨਾਲ ਕੈਲਸ਼ੀਅਮ ਵਧੇ: ਪਹਿਲਾਂ ਪ੍ਰੀ-ਲੇਅ ਫੀਡ, ਫਿਰ 18 ਹਫਤਿਆਂ ਦੀ ਉਮਰ ਤੋਂ 3.5 ਤੋਂ 4 ਪ੍ਰਤੀਸ਼ਤ ਕੈਲਸ਼ੀਅਮ ਵਾਲੀਆਂ ਫੇਜ਼ 1, 2 ਅਤੇ 3 ਅੰਡਾ ਉਤਪਾਦਨ ਫੀਡਾਂ।',
  'Older hens lay bigger eggs with thinner shells. The phase feeds give them more of their calcium as coarse grit that stays longer in the gizzard and is released at night, when the shell is being formed.':
    'ਵੱਡੀ ਉਮਰ ਦੀਆਂ ਮੁਰਗੀਆਂ ਵੱਡੇ ਅੰਡੇ ਦਿੰਦੀਆਂ ਹਨ ਜਿਨ੍ਹਾਂ ਦਾ ਛਿਲਕਾ ਪਤਲਾ ਹੁੰਦਾ ਹੈ। ਫੇਜ਼ ਫੀਡਾਂ ਉਨ੍ਹਾਂ ਨੂੰ ਕੈਲਸ਼ੀਅਮ ਦਾ ਵੱਡਾ ਹਿੱਸਾ ਮੋਟੇ ਦਾਣਿਆਂ (ਗ੍ਰਿਟ) ਵਜੋਂ ਦਿੰਦੀਆਂ ਹਨ, ਜੋ ਪੋਟੇ ਵਿੱਚ ਦੇਰ ਤੱਕ ਰਹਿੰਦੇ ਹਨ ਅਤੇ ਰਾਤ ਨੂੰ ਘੁਲਦੇ ਹਨ, ਜਦੋਂ ਛਿਲਕਾ ਬਣ ਰਿਹਾ ਹੁੰਦਾ ਹੈ।',
  'A pre-lay feed from about 16 weeks': 'ਲਗਭਗ 16 ਹਫਤਿਆਂ ਤੋਂ ਪ੍ਰੀ-ਲੇਅ ਫੀਡ',
  'Phase 1, 2 and 3 laying feeds with 3.5-4% calcium': '3.5-4% ਕੈਲਸ਼ੀਅਮ ਵਾਲੀਆਂ ਫੇਜ਼ 1, 2 ਅਤੇ 3 ਅੰਡਾ ਉਤਪਾਦਨ ਫੀਡਾਂ',
  'Part of the calcium as coarse grit in the evening feed': 'ਕੈਲਸ਼ੀਅਮ ਦਾ ਕੁਝ ਹਿੱਸਾ ਸ਼ਾਮ ਦੀ ਫੀਡ ਵਿੱਚ ਮੋਟੇ ਦਾਣਿਆਂ (ਗ੍ਰਿਟ) ਵਜੋਂ',
  'Every cracked egg is money a layer farmer has already spent and can never earn back. — Dr. Kavita Rao, Director, Hatcheries and Animal Health':
    'ਹਰ ਟੁੱਟਿਆ ਅੰਡਾ ਉਹ ਪੈਸਾ ਹੈ ਜੋ ਲੇਅਰ ਕਿਸਾਨ ਪਹਿਲਾਂ ਹੀ ਖਰਚ ਚੁੱਕਾ ਹੈ ਅਤੇ ਕਦੇ ਵਾਪਸ ਨਹੀਂ ਕਮਾ ਸਕਦਾ। — ਡਾ. ਕਵਿਤਾ ਰਾਓ, ਡਾਇਰੈਕਟਰ, ਹੈਚਰੀਆਂ ਅਤੇ ਪਸ਼ੂ ਸਿਹਤ',

  // 2024-05-12: Navdhara Group marks four decades in poultry
  'Navdhara Group marks four decades in poultry': 'Navdhara Group ਦੇ ਪੋਲਟਰੀ ਵਿੱਚ ਚਾਰ ਦਹਾਕੇ ਪੂਰੇ',
  'Navdhara Group entered its fortieth year with a gathering of partner farmers, dealers and employees at its Ambala head office, near where it began in 1985 with a single poultry shed.':
    'Navdhara Group ਨੇ ਆਪਣੇ ਅੰਬਾਲਾ ਮੁੱਖ ਦਫਤਰ ਵਿੱਚ ਭਾਈਵਾਲ ਕਿਸਾਨਾਂ, ਡੀਲਰਾਂ ਅਤੇ ਮੁਲਾਜ਼ਮਾਂ ਦੇ ਇੱਕ ਇਕੱਠ ਨਾਲ ਆਪਣੇ ਚਾਲੀਵੇਂ ਸਾਲ ਵਿੱਚ ਪੈਰ ਰੱਖਿਆ, ਉਸੇ ਥਾਂ ਦੇ ਨੇੜੇ ਜਿੱਥੇ 1985 ਵਿੱਚ ਇੱਕ ਪੋਲਟਰੀ ਸ਼ੈੱਡ ਨਾਲ ਇਸਦੀ ਸ਼ੁਰੂਆਤ ਹੋਈ ਸੀ।',
  'Rajinder Pal Bansal, the group’s founder, recalled its first flock of a few hundred birds and thanked the farmers who have worked with the group for more than thirty years. Long-serving employees and the oldest partner farms were honoured on the evening.':
    'ਗਰੁੱਪ ਦੇ ਬਾਨੀ ਰਜਿੰਦਰ ਪਾਲ ਬਾਂਸਲ ਨੇ ਕੁਝ ਸੌ ਪੰਛੀਆਂ ਦੇ ਪਹਿਲੇ ਝੁੰਡ ਨੂੰ ਯਾਦ ਕੀਤਾ ਅਤੇ ਉਨ੍ਹਾਂ ਕਿਸਾਨਾਂ ਦਾ ਧੰਨਵਾਦ ਕੀਤਾ ਜੋ ਤੀਹ ਸਾਲਾਂ ਤੋਂ ਵੱਧ ਸਮੇਂ ਤੋਂ ਗਰੁੱਪ ਨਾਲ ਕੰਮ ਕਰ ਰਹੇ ਹਨ। ਸ਼ਾਮ ਨੂੰ ਲੰਮੇ ਸਮੇਂ ਤੋਂ ਜੁੜੇ ਮੁਲਾਜ਼ਮਾਂ ਅਤੇ ਸਭ ਤੋਂ ਪੁਰਾਣੇ ਭਾਈਵਾਲ ਫਾਰਮਾਂ ਦਾ ਸਨਮਾਨ ਕੀਤਾ ਗਿਆ।',
  '1985: the first poultry shed near Ambala': '1985: ਅੰਬਾਲਾ ਨੇੜੇ ਪਹਿਲਾ ਪੋਲਟਰੀ ਸ਼ੈੱਡ',
  '1999: Navdhara Equipments founded': '1999: Navdhara Equipments ਦੀ ਸਥਾਪਨਾ',
  '2002: the foods plant at Rai, Sonipat opens': '2002: ਰਾਈ, ਸੋਨੀਪਤ ਵਿੱਚ ਭੋਜਨ ਪਲਾਂਟ ਸ਼ੁਰੂ',
  'Today: five businesses and thousands of partner farmers': 'ਅੱਜ: ਪੰਜ ਕਾਰੋਬਾਰ ਅਤੇ ਹਜ਼ਾਰਾਂ ਭਾਈਵਾਲ ਕਿਸਾਨ',
  'If the farmer prospers, we prosper. That was true with one shed, and it is true with five businesses. — Rajinder Pal Bansal, Founder and Chairman':
    'ਕਿਸਾਨ ਖੁਸ਼ਹਾਲ ਤਾਂ ਅਸੀਂ ਖੁਸ਼ਹਾਲ। ਇੱਕ ਸ਼ੈੱਡ ਵੇਲੇ ਇਹ ਸੱਚ ਸੀ, ਅਤੇ ਪੰਜ ਕਾਰੋਬਾਰਾਂ ਨਾਲ ਵੀ ਇਹ ਸੱਚ ਹੈ। — ਰਜਿੰਦਰ ਪਾਲ ਬਾਂਸਲ, ਬਾਨੀ ਅਤੇ ਚੇਅਰਮੈਨ',

  // 2024-04-08: New H-type cage plant to double cage output
  'New H-type cage plant to double cage output': 'ਨਵਾਂ H-ਟਾਈਪ ਪਿੰਜਰਾ ਪਲਾਂਟ, ਪਿੰਜਰਿਆਂ ਦਾ ਉਤਪਾਦਨ ਹੋਵੇਗਾ ਦੁੱਗਣਾ',
  'Navdhara Equipments has started building a line for H-type layer cages at its Karnal works, which will double its yearly cage output when it opens.':
    'Navdhara Equipments ਨੇ ਆਪਣੇ ਕਰਨਾਲ ਕਾਰਖਾਨੇ ਵਿੱਚ H-ਟਾਈਪ ਲੇਅਰ ਪਿੰਜਰਿਆਂ ਦੀ ਲਾਈਨ ਬਣਾਉਣੀ ਸ਼ੁਰੂ ਕੀਤੀ ਹੈ, ਜੋ ਚਾਲੂ ਹੋਣ ਉੱਤੇ ਉਸਦਾ ਸਾਲਾਨਾ ਪਿੰਜਰਾ ਉਤਪਾਦਨ ਦੁੱਗਣਾ ਕਰ ਦੇਵੇਗੀ।',
  'H-type cages stack up to eight tiers, with a manure belt under each tier, so a large layer farm can house more birds on the same land and clear manure every day. The new line galvanises the wire after welding, which protects the joints from rust in humid sheds.':
    'H-ਟਾਈਪ ਪਿੰਜਰੇ ਅੱਠ ਮੰਜ਼ਿਲਾਂ ਤੱਕ ਉੱਚੇ ਲੱਗਦੇ ਹਨ, ਹਰ ਮੰਜ਼ਿਲ ਹੇਠ ਖਾਦ ਦੀ ਬੈਲਟ ਨਾਲ, ਇਸ ਲਈ ਵੱਡਾ ਲੇਅਰ ਫਾਰਮ ਓਨੀ ਹੀ ਜ਼ਮੀਨ ਉੱਤੇ ਵੱਧ ਪੰਛੀ ਰੱਖ ਸਕਦਾ ਹੈ ਅਤੇ ਰੋਜ਼ ਖਾਦ ਹਟਾ ਸਕਦਾ ਹੈ। ਨਵੀਂ ਲਾਈਨ ਵਿੱਚ ਵੈਲਡਿੰਗ ਤੋਂ ਬਾਅਦ ਤਾਰ ਗੈਲਵੇਨਾਈਜ਼ ਹੁੰਦੀ ਹੈ, ਜਿਸ ਨਾਲ ਸਿੱਲ੍ਹੇ ਸ਼ੈੱਡਾਂ ਵਿੱਚ ਜੋੜਾਂ ਨੂੰ ਜੰਗਾਲ ਨਹੀਂ ਲੱਗਦਾ।',
  'Automatic feeding and egg collection as options': 'ਆਟੋਮੈਟਿਕ ਫੀਡਿੰਗ ਅਤੇ ਅੰਡੇ ਇਕੱਠੇ ਕਰਨ ਦੇ ਵਿਕਲਪ',
  'Installed by the company’s own engineers': 'ਕੰਪਨੀ ਦੇ ਆਪਣੇ ਇੰਜੀਨੀਅਰਾਂ ਵੱਲੋਂ ਲਾਏ ਜਾਂਦੇ ਹਨ',
  'Spare parts stocked at regional depots': 'ਪੁਰਜ਼ੇ ਖੇਤਰੀ ਡਿਪੂਆਂ ਵਿੱਚ ਮੌਜੂਦ',

  // 2024-03-01: Navdhara Foods ready-to-cook range arrives in modern retail
  'Navdhara Foods ready-to-cook range arrives in modern retail': 'Navdhara Foods ਦੀ ਪਕਾਉਣ ਲਈ ਤਿਆਰ ਰੇਂਜ ਮਾਡਰਨ ਰਿਟੇਲ ਵਿੱਚ',
  'Lucknow, Uttar Pradesh: ': 'ਲਖਨਊ, ਉੱਤਰ ਪ੍ਰਦੇਸ਼: ',
  'Navdhara Foods’ ready-to-cook range, including Tandoori Drumsticks, Chicken Seekh Kebab and Chicken Nuggets, is now on the freezer shelves of modern retail stores in Delhi NCR, Lucknow, Chandigarh and Jaipur.':
    'Navdhara Foods ਦੀ ਪਕਾਉਣ ਲਈ ਤਿਆਰ ਰੇਂਜ, ਜਿਸ ਵਿੱਚ ਤੰਦੂਰੀ ਡਰੱਮਸਟਿਕਸ, ਚਿਕਨ ਸੀਖ ਕਬਾਬ ਅਤੇ ਚਿਕਨ ਨਗੇਟਸ ਸ਼ਾਮਲ ਹਨ, ਹੁਣ ਦਿੱਲੀ NCR, ਲਖਨਊ, ਚੰਡੀਗੜ੍ਹ ਅਤੇ ਜੈਪੁਰ ਦੇ ਮਾਡਰਨ ਰਿਟੇਲ ਸਟੋਰਾਂ ਦੇ ਫ੍ਰੀਜ਼ਰਾਂ ਵਿੱਚ ਮਿਲਦੀ ਹੈ।',
  'The products are marinated and frozen at the Rai plant with no artificial colour, and need only an oven, a pan or an air fryer. Store staff have been trained to keep freezer cabinets at -18°C or below.':
    'ਉਤਪਾਦ ਰਾਈ ਪਲਾਂਟ ਵਿੱਚ ਬਿਨਾਂ ਨਕਲੀ ਰੰਗ ਦੇ ਮੈਰੀਨੇਟ ਅਤੇ ਫ੍ਰੋਜ਼ਨ ਕੀਤੇ ਜਾਂਦੇ ਹਨ, ਅਤੇ ਇਨ੍ਹਾਂ ਨੂੰ ਬੱਸ ਓਵਨ, ਪੈਨ ਜਾਂ ਏਅਰ ਫ੍ਰਾਇਰ ਚਾਹੀਦਾ ਹੈ। ਸਟੋਰ ਦੇ ਮੁਲਾਜ਼ਮਾਂ ਨੂੰ ਫ੍ਰੀਜ਼ਰ -18°C ਜਾਂ ਉਸ ਤੋਂ ਘੱਟ ਉੱਤੇ ਰੱਖਣ ਦੀ ਸਿਖਲਾਈ ਦਿੱਤੀ ਗਈ ਹੈ।',
  'Tandoori Drumsticks, a pack that serves four': 'ਤੰਦੂਰੀ ਡਰੱਮਸਟਿਕਸ, ਚਾਰ ਜਣਿਆਂ ਲਈ ਇੱਕ ਪੈਕ',
  'Chicken Seekh Kebab in packs of 12': 'ਚਿਕਨ ਸੀਖ ਕਬਾਬ, 12 ਦੇ ਪੈਕ ਵਿੱਚ',
  'Chicken Nuggets in 500 g and 1 kg packs': 'ਚਿਕਨ ਨਗੇਟਸ, 500 ਗ੍ਰਾਮ ਅਤੇ 1 ਕਿਲੋ ਦੇ ਪੈਕ ਵਿੱਚ',
  'Families want chicken that is quick to cook and that they can trust. Both start at our plant. — Arjun Mehta, Director, Foods':
    'ਪਰਿਵਾਰ ਅਜਿਹਾ ਚਿਕਨ ਚਾਹੁੰਦੇ ਹਨ ਜੋ ਛੇਤੀ ਪੱਕੇ ਅਤੇ ਜਿਸ ਉੱਤੇ ਉਹ ਭਰੋਸਾ ਕਰ ਸਕਣ। ਦੋਵੇਂ ਗੱਲਾਂ ਸਾਡੇ ਪਲਾਂਟ ਤੋਂ ਸ਼ੁਰੂ ਹੁੰਦੀਆਂ ਹਨ। — ਅਰਜੁਨ ਮਹਿਤਾ, ਡਾਇਰੈਕਟਰ, ਭੋਜਨ',

  // 2024-02-07: Hatchery vaccination protocol earns certification
  'Hatchery vaccination protocol earns certification': 'ਹੈਚਰੀ ਦੇ ਟੀਕਾਕਰਨ ਪ੍ਰੋਟੋਕੋਲ ਨੂੰ ਸਰਟੀਫਿਕੇਟ ਮਿਲਿਆ',
  'The vaccination protocol used at every Navdhara hatchery has been certified by an independent animal health auditor, after a review of records, vaccine storage and staff training at six sites.':
    'ਹਰ Navdhara ਹੈਚਰੀ ਵਿੱਚ ਅਪਣਾਏ ਜਾਂਦੇ ਟੀਕਾਕਰਨ ਪ੍ਰੋਟੋਕੋਲ ਨੂੰ ਇੱਕ ਸੁਤੰਤਰ ਪਸ਼ੂ ਸਿਹਤ ਆਡੀਟਰ ਨੇ ਛੇ ਸਾਈਟਾਂ ਉੱਤੇ ਰਿਕਾਰਡ, ਟੀਕਿਆਂ ਦੀ ਸਾਂਭ ਅਤੇ ਮੁਲਾਜ਼ਮਾਂ ਦੀ ਸਿਖਲਾਈ ਦੀ ਜਾਂਚ ਤੋਂ ਬਾਅਦ ਪ੍ਰਮਾਣਿਤ ਕੀਤਾ ਹੈ।',
  'Chicks are vaccinated at the hatchery on the day they hatch, following the breed schedule, and every consignment carries a vaccination card. The auditors checked that vaccines are kept between 2 and 8°C and that each vaccinator’s technique is assessed again every quarter.':
    'ਚੂਜ਼ਿਆਂ ਨੂੰ ਨਿਕਲਣ ਵਾਲੇ ਦਿਨ ਹੀ ਹੈਚਰੀ ਵਿੱਚ ਨਸਲ ਦੀ ਸਮਾਂ-ਸਾਰਣੀ ਮੁਤਾਬਕ ਟੀਕੇ ਲੱਗਦੇ ਹਨ, ਅਤੇ ਹਰ ਖੇਪ ਨਾਲ ਟੀਕਾਕਰਨ ਕਾਰਡ ਜਾਂਦਾ ਹੈ। ਆਡੀਟਰਾਂ ਨੇ ਜਾਂਚਿਆ ਕਿ ਟੀਕੇ 2 ਤੋਂ 8°C ਵਿਚਕਾਰ ਰੱਖੇ ਜਾਂਦੇ ਹਨ ਅਤੇ ਹਰ ਟੀਕਾ ਲਾਉਣ ਵਾਲੇ ਦੇ ਤਰੀਕੇ ਦੀ ਹਰ ਤਿਮਾਹੀ ਮੁੜ ਜਾਂਚ ਹੁੰਦੀ ਹੈ।',
  'A vaccination card with every chick box': 'ਹਰ ਚੂਜ਼ਾ ਡੱਬੇ ਨਾਲ ਟੀਕਾਕਰਨ ਕਾਰਡ',
  'The vaccine cold chain logged from supplier to hatchery': 'ਸਪਲਾਇਰ ਤੋਂ ਹੈਚਰੀ ਤੱਕ ਟੀਕਿਆਂ ਦੀ ਕੋਲਡ ਚੇਨ ਦਾ ਰਿਕਾਰਡ',
  'Quarterly retraining for vaccinators': 'ਟੀਕਾ ਲਾਉਣ ਵਾਲਿਆਂ ਦੀ ਹਰ ਤਿਮਾਹੀ ਮੁੜ ਸਿਖਲਾਈ',

  // 2024-01-16: Feed plants cross 1.3 million tonnes annual output
  'Feed plants cross 1.3 million tonnes annual output': 'ਫੀਡ ਪਲਾਂਟਾਂ ਦਾ ਸਾਲਾਨਾ ਉਤਪਾਦਨ 13 ਲੱਖ ਟਨ ਤੋਂ ਪਾਰ',
  'Navdhara Feeds produced more than 1.3 million tonnes of feed in the last financial year, across its plants at Ambala, Karnal, Ludhiana, Jaipur, Lucknow and Kolkata.':
    'Navdhara Feeds ਨੇ ਪਿਛਲੇ ਵਿੱਤੀ ਸਾਲ ਵਿੱਚ ਅੰਬਾਲਾ, ਕਰਨਾਲ, ਲੁਧਿਆਣਾ, ਜੈਪੁਰ, ਲਖਨਊ ਅਤੇ ਕੋਲਕਾਤਾ ਦੇ ਆਪਣੇ ਪਲਾਂਟਾਂ ਵਿੱਚ 13 ਲੱਖ ਟਨ ਤੋਂ ਵੱਧ ਫੀਡ ਬਣਾਈ।',
  'Broiler feed made up a little over half of the volume, followed by layer and cattle feed. New pellet mills at Lucknow and Kolkata have brought feed closer to farmers in the east, and the average bag now travels less than 200 km to the farm.':
    'ਕੁੱਲ ਮਾਤਰਾ ਵਿੱਚ ਅੱਧੇ ਤੋਂ ਕੁਝ ਵੱਧ ਬ੍ਰਾਇਲਰ ਫੀਡ ਰਹੀ, ਉਸ ਤੋਂ ਬਾਅਦ ਲੇਅਰ ਅਤੇ ਪਸ਼ੂ ਫੀਡ। ਲਖਨਊ ਅਤੇ ਕੋਲਕਾਤਾ ਦੀਆਂ ਨਵੀਆਂ ਪੈਲੇਟ ਮਿੱਲਾਂ ਨਾਲ ਪੂਰਬ ਦੇ ਕਿਸਾਨਾਂ ਤੱਕ ਫੀਡ ਨੇੜੇ ਆ ਗਈ ਹੈ, ਅਤੇ ਹੁਣ ਔਸਤ ਬੈਗ ਫਾਰਮ ਤੱਕ 200 ਕਿਲੋਮੀਟਰ ਤੋਂ ਘੱਟ ਸਫਰ ਕਰਦਾ ਹੈ।',
  'Plants at Ambala, Karnal, Ludhiana, Jaipur, Lucknow and Kolkata':
    'ਅੰਬਾਲਾ, ਕਰਨਾਲ, ਲੁਧਿਆਣਾ, ਜੈਪੁਰ, ਲਖਨਊ ਅਤੇ ਕੋਲਕਾਤਾ ਵਿੱਚ ਪਲਾਂਟ',
  'Broiler, layer, breeder and cattle feed': 'ਬ੍ਰਾਇਲਰ, ਲੇਅਰ, ਬ੍ਰੀਡਰ ਅਤੇ ਪਸ਼ੂ ਫੀਡ',
  'Every batch sampled for protein and moisture before dispatch': 'ਭੇਜਣ ਤੋਂ ਪਹਿਲਾਂ ਹਰ ਬੈਚ ਦੇ ਪ੍ਰੋਟੀਨ ਅਤੇ ਨਮੀ ਦੀ ਜਾਂਚ',
  'Volume is only worth having if every bag is the same as the last one. — Vikram Bansal, Director, Feeds and Proteins':
    'ਮਾਤਰਾ ਤਾਂ ਹੀ ਕੰਮ ਦੀ ਹੈ ਜੇ ਹਰ ਬੈਗ ਪਿਛਲੇ ਬੈਗ ਵਰਗਾ ਹੀ ਹੋਵੇ। — ਵਿਕਰਮ ਬਾਂਸਲ, ਡਾਇਰੈਕਟਰ, ਫੀਡ ਅਤੇ ਪ੍ਰੋਟੀਨ',

  // 2023-12-04: Soya meal exports begin to neighbouring markets
  'Soya meal exports begin to neighbouring markets': 'ਗੁਆਂਢੀ ਬਾਜ਼ਾਰਾਂ ਨੂੰ ਸੋਇਆ ਮੀਲ ਦਾ ਨਿਰਯਾਤ ਸ਼ੁਰੂ',
  'Navdhara Proteins has shipped its first consignments of soya de-oiled cake to feed mills in neighbouring countries, by rail to the border and by road beyond it.':
    'Navdhara Proteins ਨੇ ਸੋਇਆ ਡੀ-ਆਇਲਡ ਕੇਕ ਦੀਆਂ ਪਹਿਲੀਆਂ ਖੇਪਾਂ ਗੁਆਂਢੀ ਦੇਸ਼ਾਂ ਦੀਆਂ ਫੀਡ ਮਿੱਲਾਂ ਨੂੰ ਭੇਜੀਆਂ ਹਨ, ਸਰਹੱਦ ਤੱਕ ਰੇਲ ਰਾਹੀਂ ਅਤੇ ਉਸ ਤੋਂ ਅੱਗੇ ਸੜਕ ਰਾਹੀਂ।',
  'Only the high-protein grade, above 48 percent protein, is exported, each lot with a certificate of analysis from the plant laboratory. Shipments are planned for the months after the domestic peak, so the group’s own feed plants and Indian customers are served first.':
    'ਸਿਰਫ ਹਾਈ-ਪ੍ਰੋਟੀਨ ਗ੍ਰੇਡ, ਯਾਨੀ 48 ਪ੍ਰਤੀਸ਼ਤ ਤੋਂ ਵੱਧ ਪ੍ਰੋਟੀਨ ਵਾਲਾ ਮੀਲ, ਨਿਰਯਾਤ ਹੁੰਦਾ ਹੈ, ਹਰ ਲਾਟ ਨਾਲ ਪਲਾਂਟ ਦੀ ਪ੍ਰਯੋਗਸ਼ਾਲਾ ਦਾ ਜਾਂਚ ਸਰਟੀਫਿਕੇਟ। ਖੇਪਾਂ ਦੇਸ਼ ਵਿੱਚ ਮੰਗ ਦੇ ਸਿਖਰ ਤੋਂ ਬਾਅਦ ਵਾਲੇ ਮਹੀਨਿਆਂ ਵਿੱਚ ਭੇਜੀਆਂ ਜਾਂਦੀਆਂ ਹਨ, ਤਾਂ ਜੋ ਪਹਿਲਾਂ ਗਰੁੱਪ ਦੇ ਆਪਣੇ ਫੀਡ ਪਲਾਂਟਾਂ ਅਤੇ ਭਾਰਤੀ ਗਾਹਕਾਂ ਦੀ ਲੋੜ ਪੂਰੀ ਹੋਵੇ।',
  'Lot-wise certificates from the plant laboratory': 'ਪਲਾਂਟ ਦੀ ਪ੍ਰਯੋਗਸ਼ਾਲਾ ਤੋਂ ਹਰ ਲਾਟ ਦਾ ਸਰਟੀਫਿਕੇਟ',
  'Rail loading from a siding near the plant': 'ਪਲਾਂਟ ਨੇੜੇ ਰੇਲ ਸਾਈਡਿੰਗ ਤੋਂ ਲਦਾਈ',
  'Indian customers first during the crushing season': 'ਪਿੜਾਈ ਦੇ ਮੌਸਮ ਵਿੱਚ ਪਹਿਲਾਂ ਭਾਰਤੀ ਗਾਹਕ',

  // 2023-11-10: Navdhara signs skilling pact with veterinary college
  'Navdhara signs skilling pact with veterinary college': 'Navdhara ਨੇ ਵੈਟਰਨਰੀ ਕਾਲਜ ਨਾਲ ਹੁਨਰ ਸਮਝੌਤਾ ਕੀਤਾ',
  'Navdhara Group has agreed with a veterinary college to offer six-month paid internships on its breeding farms, hatcheries and feed plants to final-year students of veterinary and poultry science.':
    'Navdhara Group ਨੇ ਇੱਕ ਵੈਟਰਨਰੀ ਕਾਲਜ ਨਾਲ ਸਮਝੌਤਾ ਕੀਤਾ ਹੈ ਕਿ ਵੈਟਰਨਰੀ ਅਤੇ ਪੋਲਟਰੀ ਸਾਇੰਸ ਦੇ ਆਖਰੀ ਸਾਲ ਦੇ ਵਿਦਿਆਰਥੀਆਂ ਨੂੰ ਉਸਦੇ ਬ੍ਰੀਡਿੰਗ ਫਾਰਮਾਂ, ਹੈਚਰੀਆਂ ਅਤੇ ਫੀਡ ਪਲਾਂਟਾਂ ਉੱਤੇ ਛੇ ਮਹੀਨਿਆਂ ਦੀ ਤਨਖਾਹ ਵਾਲੀ ਇੰਟਰਨਸ਼ਿਪ ਮਿਲੇਗੀ।',
  'Interns will rotate through biosecurity, hatchery management, feed quality and field service, each with a mentor from the group. In return the group will run short courses for farmers on the college campus.':
    'ਇੰਟਰਨ ਵਾਰੀ-ਵਾਰੀ ਬਾਇਓਸਕਿਓਰਿਟੀ, ਹੈਚਰੀ ਪ੍ਰਬੰਧ, ਫੀਡ ਦੀ ਗੁਣਵੱਤਾ ਅਤੇ ਫੀਲਡ ਸੇਵਾ ਵਿੱਚ ਕੰਮ ਕਰਨਗੇ, ਹਰੇਕ ਨਾਲ ਗਰੁੱਪ ਦਾ ਇੱਕ ਮਾਰਗਦਰਸ਼ਕ ਹੋਵੇਗਾ। ਬਦਲੇ ਵਿੱਚ ਗਰੁੱਪ ਕਾਲਜ ਕੈਂਪਸ ਵਿੱਚ ਕਿਸਾਨਾਂ ਲਈ ਛੋਟੇ ਕੋਰਸ ਚਲਾਏਗਾ।',
  'Six-month paid internships for final-year students':
    'ਆਖਰੀ ਸਾਲ ਦੇ ਵਿਦਿਆਰਥੀਆਂ ਲਈ ਛੇ ਮਹੀਨਿਆਂ ਦੀ ਤਨਖਾਹ ਵਾਲੀ ਇੰਟਰਨਸ਼ਿਪ',
  'A mentor from the group for every intern': 'ਹਰ ਇੰਟਰਨ ਲਈ ਗਰੁੱਪ ਦਾ ਇੱਕ ਮਾਰਗਦਰਸ਼ਕ',
  'Short courses for farmers on the college campus': 'ਕਾਲਜ ਕੈਂਪਸ ਵਿੱਚ ਕਿਸਾਨਾਂ ਲਈ ਛੋਟੇ ਕੋਰਸ',
  'The farms of tomorrow will be run by young people who have seen both the textbook and the shed. — Neha Gupta, Independent Director':
    'ਕੱਲ੍ਹ ਦੇ ਫਾਰਮ ਉਹ ਨੌਜਵਾਨ ਚਲਾਉਣਗੇ ਜਿਨ੍ਹਾਂ ਨੇ ਕਿਤਾਬ ਵੀ ਦੇਖੀ ਹੈ ਅਤੇ ਸ਼ੈੱਡ ਵੀ। — ਨੇਹਾ ਗੁਪਤਾ, ਸੁਤੰਤਰ ਡਾਇਰੈਕਟਰ',

  // 2023-10-02: Parent stock farm in Rajasthan begins production
  'Parent stock farm in Rajasthan begins production': 'ਰਾਜਸਥਾਨ ਵਿੱਚ ਪੇਰੈਂਟ ਸਟਾਕ ਫਾਰਮ ਵਿੱਚ ਉਤਪਾਦਨ ਸ਼ੁਰੂ',
  'Pali, Rajasthan: ': 'ਪਾਲੀ, ਰਾਜਸਥਾਨ: ',
  'The group’s parent stock farm near Pali has begun producing hatching eggs, a little over a year after work started on a dry, isolated site chosen to keep disease pressure low.':
    'ਪਾਲੀ ਨੇੜੇ ਗਰੁੱਪ ਦੇ ਪੇਰੈਂਟ ਸਟਾਕ ਫਾਰਮ ਨੇ ਹੈਚਿੰਗ ਅੰਡਿਆਂ ਦਾ ਉਤਪਾਦਨ ਸ਼ੁਰੂ ਕਰ ਦਿੱਤਾ ਹੈ; ਇੱਥੇ ਕੰਮ ਇੱਕ ਸਾਲ ਤੋਂ ਕੁਝ ਵੱਧ ਸਮਾਂ ਪਹਿਲਾਂ ਇੱਕ ਸੁੱਕੀ, ਵੱਖਰੀ ਥਾਂ ਉੱਤੇ ਸ਼ੁਰੂ ਹੋਇਆ ਸੀ, ਜਿਸਨੂੰ ਬਿਮਾਰੀ ਦਾ ਖਤਰਾ ਘੱਟ ਰੱਖਣ ਲਈ ਚੁਣਿਆ ਗਿਆ।',
  'Broiler parent birds live in closed, climate-controlled houses with evaporative cooling pads for the desert summer. The hatching eggs go to the group’s Jaipur hatchery, which supplies chicks to farmers across Rajasthan.':
    'ਬ੍ਰਾਇਲਰ ਪੇਰੈਂਟ ਪੰਛੀ ਬੰਦ, ਤਾਪਮਾਨ-ਕੰਟਰੋਲ ਵਾਲੇ ਸ਼ੈੱਡਾਂ ਵਿੱਚ ਰਹਿੰਦੇ ਹਨ, ਜਿਨ੍ਹਾਂ ਵਿੱਚ ਮਾਰੂਥਲ ਦੀ ਗਰਮੀ ਲਈ ਇਵੈਪੋਰੇਟਿਵ ਕੂਲਿੰਗ ਪੈਡ ਲੱਗੇ ਹਨ। ਹੈਚਿੰਗ ਅੰਡੇ ਗਰੁੱਪ ਦੀ ਜੈਪੁਰ ਹੈਚਰੀ ਨੂੰ ਜਾਂਦੇ ਹਨ, ਜੋ ਸਾਰੇ ਰਾਜਸਥਾਨ ਦੇ ਕਿਸਾਨਾਂ ਨੂੰ ਚੂਜ਼ੇ ਦਿੰਦੀ ਹੈ।',
  'Entry only after a shower and a change of clothes': 'ਨਹਾਉਣ ਅਤੇ ਕੱਪੜੇ ਬਦਲਣ ਤੋਂ ਬਾਅਦ ਹੀ ਦਾਖਲਾ',
  'Feed delivered in bulk tankers, never in bags from outside':
    'ਫੀਡ ਥੋਕ ਟੈਂਕਰਾਂ ਵਿੱਚ ਆਉਂਦੀ ਹੈ, ਬਾਹਰੋਂ ਬੋਰੀਆਂ ਵਿੱਚ ਕਦੇ ਨਹੀਂ',
  'Water from the farm’s own treated supply': 'ਫਾਰਮ ਦੀ ਆਪਣੀ ਸਾਫ ਕੀਤੀ ਜਲ ਸਪਲਾਈ ਦਾ ਪਾਣੀ',

  // 2023-09-06: Customer onsite sessions on farm biosecurity
  'Customer onsite sessions on farm biosecurity': 'ਗਾਹਕਾਂ ਦੇ ਫਾਰਮਾਂ ਉੱਤੇ ਹੀ ਬਾਇਓਸਕਿਓਰਿਟੀ ਬਾਰੇ ਸੈਸ਼ਨ',
  'Saharanpur, Uttar Pradesh: ': 'ਸਹਾਰਨਪੁਰ, ਉੱਤਰ ਪ੍ਰਦੇਸ਼: ',
  'Field veterinarians from the group have begun biosecurity sessions on customers’ layer farms around Saharanpur, held in the sheds rather than in a meeting hall.':
    'ਗਰੁੱਪ ਦੇ ਫੀਲਡ ਪਸ਼ੂ ਡਾਕਟਰਾਂ ਨੇ ਸਹਾਰਨਪੁਰ ਦੇ ਆਲੇ-ਦੁਆਲੇ ਗਾਹਕਾਂ ਦੇ ਲੇਅਰ ਫਾਰਮਾਂ ਉੱਤੇ ਬਾਇਓਸਕਿਓਰਿਟੀ ਸੈਸ਼ਨ ਸ਼ੁਰੂ ਕੀਤੇ ਹਨ, ਜੋ ਕਿਸੇ ਮੀਟਿੰਗ ਹਾਲ ਵਿੱਚ ਨਹੀਂ, ਸ਼ੈੱਡਾਂ ਵਿੱਚ ਹੀ ਹੁੰਦੇ ਹਨ।',
  'Each session walks the farm the way a visitor would: the gate, the footbaths, the route taken by egg trays and feed bags, and the place where dead birds are disposed of. Every farm is left with a short written list of fixes, most of which cost little more than a padlock and a footbath.':
    'ਹਰ ਸੈਸ਼ਨ ਵਿੱਚ ਫਾਰਮ ਨੂੰ ਉਵੇਂ ਦੇਖਿਆ ਜਾਂਦਾ ਹੈ ਜਿਵੇਂ ਕੋਈ ਬਾਹਰਲਾ ਬੰਦਾ ਆਉਂਦਾ ਹੈ: ਗੇਟ, ਫੁੱਟਬਾਥ, ਅੰਡਿਆਂ ਦੀਆਂ ਟ੍ਰੇਆਂ ਅਤੇ ਫੀਡ ਦੇ ਬੈਗਾਂ ਦਾ ਰਾਹ, ਅਤੇ ਉਹ ਥਾਂ ਜਿੱਥੇ ਮਰੇ ਪੰਛੀਆਂ ਨੂੰ ਟਿਕਾਣੇ ਲਾਇਆ ਜਾਂਦਾ ਹੈ। ਹਰ ਫਾਰਮ ਨੂੰ ਸੁਧਾਰਾਂ ਦੀ ਇੱਕ ਛੋਟੀ ਲਿਖਤੀ ਸੂਚੀ ਦਿੱਤੀ ਜਾਂਦੀ ਹੈ, ਜਿਨ੍ਹਾਂ ਵਿੱਚੋਂ ਬਹੁਤਿਆਂ ਉੱਤੇ ਇੱਕ ਜਿੰਦਰੇ ਅਤੇ ਇੱਕ ਫੁੱਟਬਾਥ ਤੋਂ ਥੋੜ੍ਹਾ ਹੀ ਵੱਧ ਖਰਚਾ ਆਉਂਦਾ ਹੈ।',
  'A walk round the farm with its owner': 'ਫਾਰਮ ਦੇ ਮਾਲਕ ਨਾਲ ਸਾਰੇ ਫਾਰਮ ਦਾ ਗੇੜਾ',
  'A written list of fixes left with every farm': 'ਹਰ ਫਾਰਮ ਨੂੰ ਸੁਧਾਰਾਂ ਦੀ ਲਿਖਤੀ ਸੂਚੀ',
  'A follow-up visit three months later': 'ਤਿੰਨ ਮਹੀਨਿਆਂ ਬਾਅਦ ਮੁੜ ਦੌਰਾ',
  'Disease usually walks in on boots and tyres. Closing the gate is the cheapest vaccine there is. — Dr. Kavita Rao, Director, Hatcheries and Animal Health':
    'ਬਿਮਾਰੀ ਅਕਸਰ ਜੁੱਤੀਆਂ ਅਤੇ ਟਾਇਰਾਂ ਉੱਤੇ ਤੁਰ ਕੇ ਆਉਂਦੀ ਹੈ। ਗੇਟ ਬੰਦ ਰੱਖਣਾ ਸਭ ਤੋਂ ਸਸਤਾ ਟੀਕਾ ਹੈ। — ਡਾ. ਕਵਿਤਾ ਰਾਓ, ਡਾਇਰੈਕਟਰ, ਹੈਚਰੀਆਂ ਅਤੇ ਪਸ਼ੂ ਸਿਹਤ',
};

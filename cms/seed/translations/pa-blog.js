'use strict';

/**
 * Punjabi (Gurmukhi) texts of the seed's blog posts, keyed by their English (seed/translations/index.js).
 * A bold or italic part of a sentence is a text of its own: each reads on into the next.
 */
module.exports = {
  // Summer management in poultry
  'Summer management in poultry: keeping birds cool': 'ਪੋਲਟਰੀ ਵਿੱਚ ਗਰਮੀ ਦਾ ਪ੍ਰਬੰਧ: ਪੰਛੀਆਂ ਨੂੰ ਠੰਢਾ ਕਿਵੇਂ ਰੱਖੀਏ',
  'Practical steps for broiler and layer farmers to protect flocks and margins when temperatures cross 40°C.':
    'ਤਾਪਮਾਨ 40°C ਤੋਂ ਉੱਪਰ ਜਾਣ ਉੱਤੇ ਬ੍ਰਾਇਲਰ ਅਤੇ ਲੇਅਰ ਕਿਸਾਨ ਆਪਣੇ ਝੁੰਡ ਅਤੇ ਮੁਨਾਫਾ ਕਿਵੇਂ ਬਚਾਉਣ, ਇਸਦੇ ਸੌਖੇ ਤਰੀਕੇ।',
  'Poultry Farming': 'ਪੋਲਟਰੀ ਪਾਲਣ',
  'North Indian summers can push shed temperatures past 40°C. Heat stress cuts feed intake, growth and egg production, and in severe cases causes mortality. A few inexpensive steps make a big difference.':
    'ਉੱਤਰੀ ਭਾਰਤ ਦੀਆਂ ਗਰਮੀਆਂ ਵਿੱਚ ਸ਼ੈੱਡ ਦਾ ਤਾਪਮਾਨ 40°C ਤੋਂ ਉੱਪਰ ਜਾ ਸਕਦਾ ਹੈ। ਗਰਮੀ ਦੇ ਤਣਾਅ ਨਾਲ ਫੀਡ ਖਾਣਾ, ਵਾਧਾ ਅਤੇ ਅੰਡਿਆਂ ਦਾ ਉਤਪਾਦਨ ਘਟਦਾ ਹੈ, ਅਤੇ ਵੱਧ ਗਰਮੀ ਵਿੱਚ ਪੰਛੀ ਮਰ ਵੀ ਜਾਂਦੇ ਹਨ। ਕੁਝ ਸਸਤੇ ਤਰੀਕੇ ਵੱਡਾ ਫਰਕ ਪਾਉਂਦੇ ਹਨ।',
  'Prepare the shed before May': 'ਮਈ ਤੋਂ ਪਹਿਲਾਂ ਸ਼ੈੱਡ ਤਿਆਰ ਕਰੋ',
  'Litter depth: ': 'ਬਿਛਾਵਨ ਦੀ ਮੋਟਾਈ: ',
  'keep it at 2-3 inches so that it stays dry and cool.': 'ਇਸਨੂੰ 2-3 ਇੰਚ ਰੱਖੋ ਤਾਂ ਜੋ ਇਹ ਸੁੱਕਾ ਅਤੇ ਠੰਢਾ ਰਹੇ।',
  'Floor space: ': 'ਫਰਸ਼ ਦੀ ਥਾਂ: ',
  'increase by about 10% compared with winter.': 'ਸਰਦੀਆਂ ਦੇ ਮੁਕਾਬਲੇ ਲਗਭਗ 10% ਵਧਾਓ।',
  'Roof: ': 'ਛੱਤ: ',
  'whitewash or use reflective sheets to cut radiant heat.': 'ਧੁੱਪ ਦੀ ਤਪਸ਼ ਘਟਾਉਣ ਲਈ ਸਫੈਦੀ ਕਰੋ ਜਾਂ ਚਮਕਦਾਰ ਚਾਦਰਾਂ ਲਾਓ।',
  'A large square exhaust fan with blue blades': 'ਨੀਲੇ ਬਲੇਡਾਂ ਵਾਲਾ ਇੱਕ ਵੱਡਾ ਚੌਰਸ ਐਗਜ਼ਾਸਟ ਪੱਖਾ',
  'Water is the first nutrient': 'ਪਾਣੀ ਸਭ ਤੋਂ ਪਹਿਲਾ ਪੋਸ਼ਕ ਤੱਤ ਹੈ',
  'Give cool, clean water and add electrolytes during the hottest hours. Flush drinker lines at noon so that the water in them does not warm up.':
    'ਠੰਢਾ, ਸਾਫ ਪਾਣੀ ਦਿਓ ਅਤੇ ਸਭ ਤੋਂ ਗਰਮ ਘੰਟਿਆਂ ਵਿੱਚ ਇਲੈਕਟ੍ਰੋਲਾਈਟ ਮਿਲਾਓ। ਦੁਪਹਿਰ ਵੇਲੇ ਡਰਿੰਕਰ ਲਾਈਨਾਂ ਨੂੰ ਵਹਾ ਕੇ ਸਾਫ ਕਰੋ ਤਾਂ ਜੋ ਉਨ੍ਹਾਂ ਵਿੱਚ ਪਾਣੀ ਗਰਮ ਨਾ ਹੋਵੇ।',
  'Emergency cooling': 'ਐਮਰਜੈਂਸੀ ਵਿੱਚ ਠੰਢਕ',
  'Move birds gently to the coolest part of the shed.': 'ਪੰਛੀਆਂ ਨੂੰ ਹੌਲੀ ਨਾਲ ਸ਼ੈੱਡ ਦੇ ਸਭ ਤੋਂ ਠੰਢੇ ਹਿੱਸੇ ਵਿੱਚ ਲੈ ਜਾਓ।',
  'Run fans at full speed and use foggers.': 'ਪੱਖੇ ਪੂਰੀ ਰਫਤਾਰ ਉੱਤੇ ਚਲਾਓ ਅਤੇ ਫੌਗਰ ਵਰਤੋ।',
  'For individual birds, immerse the body (not the head) in cool water for 2-3 minutes.':
    'ਇਕੱਲੇ-ਇਕੱਲੇ ਪੰਛੀ ਦਾ ਸਰੀਰ (ਸਿਰ ਨਹੀਂ) 2-3 ਮਿੰਟ ਠੰਢੇ ਪਾਣੀ ਵਿੱਚ ਡੁਬੋਓ।',
  'A flock that drinks well in summer is a flock that grows well.': 'ਜੋ ਝੁੰਡ ਗਰਮੀ ਵਿੱਚ ਚੰਗਾ ਪਾਣੀ ਪੀਂਦਾ ਹੈ, ਉਹੀ ਚੰਗਾ ਵਧਦਾ ਹੈ।',
  'Our field vets run summer camps every year; call ': 'ਸਾਡੇ ਫੀਲਡ ਪਸ਼ੂ ਡਾਕਟਰ ਹਰ ਸਾਲ ਗਰਮੀ ਦੇ ਕੈਂਪ ਲਾਉਂਦੇ ਹਨ; ਕੈਂਪ ਬੁੱਕ ਕਰਨ ਲਈ ',
  '1800-000-0000': '1800-000-0000',
  ' to book one.': ' ਉੱਤੇ ਫੋਨ ਕਰੋ।',

  // Choosing the right broiler feed
  'Choosing the right broiler feed for each stage': 'ਹਰ ਪੜਾਅ ਲਈ ਸਹੀ ਬ੍ਰਾਇਲਰ ਫੀਡ ਚੁਣਨਾ',
  'Pre-starter, starter and finisher: what changes between them and why stage-wise feeding pays back.':
    'ਪ੍ਰੀ-ਸਟਾਰਟਰ, ਸਟਾਰਟਰ ਅਤੇ ਫਿਨਿਸ਼ਰ: ਇਨ੍ਹਾਂ ਵਿੱਚ ਕੀ ਬਦਲਦਾ ਹੈ ਅਤੇ ਪੜਾਅ ਮੁਤਾਬਕ ਖੁਆਉਣਾ ਕਿਉਂ ਫਾਇਦੇਮੰਦ ਹੈ।',
  Feeds: 'ਫੀਡ',
  'Feed is about 70% of the cost of producing a broiler. Matching feed to the bird\u2019s age is the simplest way to get the best feed conversion ratio (FCR).':
    'ਇੱਕ ਬ੍ਰਾਇਲਰ ਤਿਆਰ ਕਰਨ ਦੀ ਲਾਗਤ ਦਾ ਲਗਭਗ 70% ਫੀਡ ਹੁੰਦੀ ਹੈ। ਪੰਛੀ ਦੀ ਉਮਰ ਮੁਤਾਬਕ ਫੀਡ ਦੇਣਾ ਸਭ ਤੋਂ ਵਧੀਆ FCR (ਫੀਡ ਨੂੰ ਮਾਸ ਵਿੱਚ ਬਦਲਣ ਦੀ ਦਰ) ਪਾਉਣ ਦਾ ਸਭ ਤੋਂ ਸੌਖਾ ਤਰੀਕਾ ਹੈ।',
  'The three stages': 'ਤਿੰਨ ਪੜਾਅ',
  'Pre-Starter (days 1-10): ': 'ਪ੍ਰੀ-ਸਟਾਰਟਰ (ਦਿਨ 1-10): ',
  'crumbles, highly digestible protein.': 'ਕਰੰਬਲ, ਸੌਖਿਆਂ ਪਚਣ ਵਾਲਾ ਪ੍ਰੋਟੀਨ।',
  'Starter (days 11-25): ': 'ਸਟਾਰਟਰ (ਦਿਨ 11-25): ',
  'pellets that build the frame.': 'ਪੈਲੇਟ ਜੋ ਸਰੀਰ ਦਾ ਢਾਂਚਾ ਬਣਾਉਂਦੇ ਹਨ।',
  'Finisher (day 26 to sale): ': 'ਫਿਨਿਸ਼ਰ (ਦਿਨ 26 ਤੋਂ ਵਿਕਰੀ ਤੱਕ): ',
  'energy-dense pellets for weight gain.': 'ਭਾਰ ਵਧਾਉਣ ਲਈ ਵੱਧ ਊਰਜਾ ਵਾਲੇ ਪੈਲੇਟ।',
  'Feed pellets spilling from a teal feed bag': 'ਹਰੇ-ਨੀਲੇ ਫੀਡ ਬੈਗ ਵਿੱਚੋਂ ਡਿੱਗਦੇ ਫੀਡ ਦੇ ਪੈਲੇਟ',
  'Signs the feed is working': 'ਫੀਡ ਅਸਰ ਕਰ ਰਹੀ ਹੈ, ਇਸਦੇ ਸੰਕੇਤ',
  'Uniform body weight at the weekly check.': 'ਹਰ ਹਫਤੇ ਦੀ ਜਾਂਚ ਵਿੱਚ ਇੱਕੋ ਜਿਹਾ ਸਰੀਰਕ ਭਾਰ।',
  'Dry litter and firm droppings.': 'ਸੁੱਕਾ ਬਿਛਾਵਨ ਅਤੇ ਸਖਤ ਬਿੱਠ।',
  'FCR on target at sale.': 'ਵਿਕਰੀ ਵੇਲੇ FCR ਟੀਚੇ ਉੱਤੇ।',
  'Tip: ': 'ਸੁਝਾਅ: ',
  'never mix a new feed bag with the last of the old feed on the same day; change over across two days.':
    'ਨਵੀਂ ਫੀਡ ਦਾ ਬੈਗ ਕਦੇ ਵੀ ਉਸੇ ਦਿਨ ਪੁਰਾਣੀ ਫੀਡ ਦੇ ਬਚੇ ਹਿੱਸੇ ਵਿੱਚ ਨਾ ਮਿਲਾਓ; ਬਦਲੀ ਦੋ ਦਿਨਾਂ ਵਿੱਚ ਕਰੋ।',

  // Biogas from poultry litter
  'Biogas from poultry litter: our journey across 11 sites': 'ਪੋਲਟਰੀ ਦੀ ਬਿੱਠ ਤੋਂ ਬਾਇਓਗੈਸ: 11 ਥਾਵਾਂ ਉੱਤੇ ਸਾਡਾ ਸਫਰ',
  'How 42 digesters turn litter into power and free organic manure for farmers.':
    '42 ਡਾਇਜੈਸਟਰ ਬਿੱਠ ਨੂੰ ਬਿਜਲੀ ਵਿੱਚ ਅਤੇ ਕਿਸਾਨਾਂ ਲਈ ਮੁਫਤ ਜੈਵਿਕ ਖਾਦ ਵਿੱਚ ਕਿਵੇਂ ਬਦਲਦੇ ਹਨ।',
  Sustainability: 'ਟਿਕਾਊਪਨ',
  'Poultry litter is a resource. Across 11 sites we run 42 digesters with a combined volume of 24,000 m\u00b3, generating about 815 kWh.':
    'ਪੋਲਟਰੀ ਦੀ ਬਿੱਠ ਵੀ ਕੰਮ ਦੀ ਚੀਜ਼ ਹੈ। 11 ਥਾਵਾਂ ਉੱਤੇ ਅਸੀਂ 42 ਡਾਇਜੈਸਟਰ ਚਲਾਉਂਦੇ ਹਾਂ, ਜਿਨ੍ਹਾਂ ਦੀ ਕੁੱਲ ਸਮਰੱਥਾ 24,000 ਘਣ ਮੀਟਰ ਹੈ ਅਤੇ ਜੋ ਲਗਭਗ 815 kWh ਬਿਜਲੀ ਬਣਾਉਂਦੇ ਹਨ।',
  'What we gained': 'ਸਾਨੂੰ ਕੀ ਮਿਲਿਆ',
  'Lower diesel use for farm generators': 'ਫਾਰਮ ਦੇ ਜਨਰੇਟਰਾਂ ਵਿੱਚ ਡੀਜ਼ਲ ਦੀ ਘੱਟ ਖਪਤ',
  'Less odour and fewer flies around farms': 'ਫਾਰਮਾਂ ਦੇ ਆਲੇ-ਦੁਆਲੇ ਘੱਟ ਬਦਬੂ ਅਤੇ ਘੱਟ ਮੱਖੀਆਂ',
  'Organic manure': 'ਜੈਵਿਕ ਖਾਦ',
  ' given free to neighbouring farmers': ' ਗੁਆਂਢੀ ਕਿਸਾਨਾਂ ਨੂੰ ਮੁਫਤ ਦਿੱਤੀ ਜਾਂਦੀ ਹੈ',
  'Rows of solar panels under a bright sun': 'ਤੇਜ਼ ਧੁੱਪ ਹੇਠ ਸੋਲਰ ਪੈਨਲਾਂ ਦੀਆਂ ਕਤਾਰਾਂ',
  'Carbon savings': 'ਕਾਰਬਨ ਦੀ ਬੱਚਤ',
  'Together with our rooftop solar, the group saves about ': 'ਛੱਤ ਉੱਤੇ ਲੱਗੇ ਸੋਲਰ ਨਾਲ ਮਿਲ ਕੇ ਗਰੁੱਪ ਹਰ ਸਾਲ ਲਗਭਗ ',
  '10,112 tonnes': '10,112 ਟਨ',
  ' of CO\u2082 a year (6,928 from biogas and 3,183 from solar).': ' CO\u2082 ਬਚਾਉਂਦਾ ਹੈ (6,928 ਬਾਇਓਗੈਸ ਤੋਂ ਅਤੇ 3,183 ਸੋਲਰ ਤੋਂ)।',

  // Layer feeding by phase
  'Layer feeding by phase: from chick to concentrate': 'ਪੜਾਅ ਮੁਤਾਬਕ ਲੇਅਰ ਫੀਡ: ਚੂਜ਼ੇ ਤੋਂ ਕੰਸਨਟ੍ਰੇਟ ਤੱਕ',
  'Protein and calcium targets for each phase of a layer flock, and how to read your egg records.':
    'ਲੇਅਰ ਝੁੰਡ ਦੇ ਹਰ ਪੜਾਅ ਲਈ ਪ੍ਰੋਟੀਨ ਅਤੇ ਕੈਲਸ਼ੀਅਮ ਦੇ ਟੀਚੇ, ਅਤੇ ਆਪਣੇ ਅੰਡਿਆਂ ਦਾ ਰਿਕਾਰਡ ਕਿਵੇਂ ਪੜ੍ਹੀਏ।',
  'Phase targets': 'ਪੜਾਵਾਂ ਦੇ ਟੀਚੇ',
  'Chick (0-8 weeks): ': 'ਚੂਜ਼ਾ (0-8 ਹਫਤੇ): ',
  '20-22% protein.': '20-22% ਪ੍ਰੋਟੀਨ।',
  'Grower and Developer (9-18 weeks): ': 'ਗ੍ਰੋਅਰ ਅਤੇ ਡਿਵੈਲਪਰ (9-18 ਹਫਤੇ): ',
  'frame and uniformity.': 'ਢਾਂਚਾ ਅਤੇ ਇਕਸਾਰਤਾ।',
  'Laying (18 weeks on): ': 'ਅੰਡੇ ਦੇਣਾ (18 ਹਫਤਿਆਂ ਤੋਂ): ',
  'calcium 3.5-4%.': 'ਕੈਲਸ਼ੀਅਮ 3.5-4%।',
  'Concentrate: ': 'ਕੰਸਨਟ੍ਰੇਟ: ',
  '35-38% protein, mixed with farm maize.': '35-38% ਪ੍ਰੋਟੀਨ, ਫਾਰਮ ਦੀ ਮੱਕੀ ਵਿੱਚ ਮਿਲਾ ਕੇ।',
  'Weigh a sample of 100 birds every week until the flock is in lay. Uniformity above 80% is the best predictor of a long laying peak.':
    'ਜਦੋਂ ਤੱਕ ਝੁੰਡ ਅੰਡੇ ਦੇਣੇ ਸ਼ੁਰੂ ਨਾ ਕਰੇ, ਹਰ ਹਫਤੇ 100 ਪੰਛੀਆਂ ਦਾ ਨਮੂਨਾ ਤੋਲੋ। 80% ਤੋਂ ਵੱਧ ਇਕਸਾਰਤਾ ਲੰਮੇ ਸਮੇਂ ਤੱਕ ਉੱਚੇ ਅੰਡਾ ਉਤਪਾਦਨ ਦਾ ਸਭ ਤੋਂ ਵਧੀਆ ਸੰਕੇਤ ਹੈ।',
  'A yellow bag of layer feed, a brown hen and an egg': 'ਲੇਅਰ ਫੀਡ ਦਾ ਪੀਲਾ ਬੈਗ, ਇੱਕ ਭੂਰੀ ਮੁਰਗੀ ਅਤੇ ਇੱਕ ਅੰਡਾ',
  'Shell quality in summer': 'ਗਰਮੀ ਵਿੱਚ ਛਿਲਕੇ ਦੀ ਗੁਣਵੱਤਾ',
  'Offer part of the calcium as grit in the evening feed so that it is available when the shell is formed at night.':
    'ਕੈਲਸ਼ੀਅਮ ਦਾ ਕੁਝ ਹਿੱਸਾ ਸ਼ਾਮ ਦੀ ਫੀਡ ਵਿੱਚ ਮੋਟੇ ਦਾਣਿਆਂ (ਗ੍ਰਿਟ) ਵਜੋਂ ਦਿਓ, ਤਾਂ ਜੋ ਰਾਤ ਨੂੰ ਛਿਲਕਾ ਬਣਨ ਵੇਲੇ ਇਹ ਮਿਲਦਾ ਰਹੇ।',

  // Hatchery hygiene
  'Hatchery hygiene: five habits of the best hatcheries': 'ਹੈਚਰੀ ਦੀ ਸਫਾਈ: ਸਭ ਤੋਂ ਵਧੀਆ ਹੈਚਰੀਆਂ ਦੀਆਂ ਪੰਜ ਆਦਤਾਂ',
  'Small routines in egg handling, setter care and chick dispatch that raise hatchability.':
    'ਅੰਡੇ ਸੰਭਾਲਣ, ਸੈੱਟਰ ਦੀ ਦੇਖਭਾਲ ਅਤੇ ਚੂਜ਼ੇ ਭੇਜਣ ਦੇ ਛੋਟੇ-ਛੋਟੇ ਨੇਮ ਜੋ ਹੈਚਬਿਲਟੀ ਵਧਾਉਂਦੇ ਹਨ।',
  Hatchery: 'ਹੈਚਰੀ',
  'Hatchability is decided long before the chick pips. These five habits are common to every high-performing hatchery we work with.':
    'ਹੈਚਬਿਲਟੀ ਚੂਜ਼ੇ ਦੇ ਖੋਲ ਤੋੜਨ ਤੋਂ ਬਹੁਤ ਪਹਿਲਾਂ ਤੈਅ ਹੋ ਜਾਂਦੀ ਹੈ। ਅਸੀਂ ਜਿਨ੍ਹਾਂ ਵਧੀਆ ਕੰਮ ਕਰਨ ਵਾਲੀਆਂ ਹੈਚਰੀਆਂ ਨਾਲ ਕੰਮ ਕਰਦੇ ਹਾਂ, ਉਨ੍ਹਾਂ ਸਾਰੀਆਂ ਵਿੱਚ ਇਹ ਪੰਜ ਆਦਤਾਂ ਮਿਲਦੀਆਂ ਹਨ।',
  'The five habits': 'ਪੰਜ ਆਦਤਾਂ',
  'Collect eggs four times a day and store them at 18°C.': 'ਦਿਨ ਵਿੱਚ ਚਾਰ ਵਾਰ ਅੰਡੇ ਇਕੱਠੇ ਕਰੋ ਅਤੇ ਉਨ੍ਹਾਂ ਨੂੰ 18°C ਉੱਤੇ ਰੱਖੋ।',
  'Fumigate or sanitise eggs before setting.': 'ਸੈੱਟਰ ਵਿੱਚ ਰੱਖਣ ਤੋਂ ਪਹਿਲਾਂ ਅੰਡਿਆਂ ਨੂੰ ਫਿਊਮੀਗੇਟ ਜਾਂ ਸੈਨੀਟਾਈਜ਼ ਕਰੋ।',
  'Calibrate setter sensors every month.': 'ਹਰ ਮਹੀਨੇ ਸੈੱਟਰ ਦੇ ਸੈਂਸਰ ਜਾਂਚ ਕੇ ਠੀਕ ਕਰੋ।',
  'Wash and dry trays and trolleys after every hatch.': 'ਹਰ ਹੈਚ ਤੋਂ ਬਾਅਦ ਟ੍ਰੇਆਂ ਅਤੇ ਟਰਾਲੀਆਂ ਧੋ ਕੇ ਸੁਕਾਓ।',
  'Dispatch chicks in ventilated boxes within hours.': 'ਚੂਜ਼ਿਆਂ ਨੂੰ ਕੁਝ ਹੀ ਘੰਟਿਆਂ ਵਿੱਚ ਹਵਾਦਾਰ ਡੱਬਿਆਂ ਵਿੱਚ ਭੇਜੋ।',
  'Rows of hatching eggs with a chick in front': 'ਹੈਚਿੰਗ ਅੰਡਿਆਂ ਦੀਆਂ ਕਤਾਰਾਂ, ਅੱਗੇ ਇੱਕ ਚੂਜ਼ਾ',
  'Our equipment team offers a ': 'ਸਾਡੀ ਉਪਕਰਣ ਟੀਮ ਹਰ ਨਵੇਂ ਲਾਏ ਸੈੱਟਰ ਨਾਲ ',
  'free hygiene audit': 'ਮੁਫਤ ਸਫਾਈ ਜਾਂਚ',
  ' with every new setter installed.': ' ਦਿੰਦੀ ਹੈ।',

  // Ventilation fans
  'Ventilation fans that pay for themselves': 'ਵੈਂਟੀਲੇਸ਼ਨ ਪੱਖੇ ਜੋ ਆਪਣੀ ਕੀਮਤ ਆਪ ਪੂਰੀ ਕਰ ਲੈਂਦੇ ਹਨ',
  'Why CFM per watt matters more than the price tag when choosing fans for a poultry house.':
    'ਪੋਲਟਰੀ ਸ਼ੈੱਡ ਲਈ ਪੱਖੇ ਚੁਣਦਿਆਂ ਭਾਅ ਨਾਲੋਂ ਵੱਧ ਪ੍ਰਤੀ ਵਾਟ CFM ਕਿਉਂ ਮਾਇਨੇ ਰੱਖਦਾ ਹੈ।',
  Equipment: 'ਉਪਕਰਣ',
  'A poultry house may run its fans 4,000 hours a year. A fan that moves the same air on less power saves far more than its price difference.':
    'ਇੱਕ ਪੋਲਟਰੀ ਸ਼ੈੱਡ ਵਿੱਚ ਪੱਖੇ ਸਾਲ ਵਿੱਚ 4,000 ਘੰਟੇ ਤੱਕ ਚੱਲ ਸਕਦੇ ਹਨ। ਜੋ ਪੱਖਾ ਘੱਟ ਬਿਜਲੀ ਵਿੱਚ ਓਨੀ ਹੀ ਹਵਾ ਚਲਾਏ, ਉਹ ਆਪਣੇ ਭਾਅ ਦੇ ਫਰਕ ਨਾਲੋਂ ਕਿਤੇ ਵੱਧ ਬਚਾਉਂਦਾ ਹੈ।',
  'Our fan range': 'ਸਾਡੇ ਪੱਖੇ',
  '6-blade 54"': '6-ਬਲੇਡ 54"',
  ': 16,000 CFM, 1.5 HP 3-phase': ': 16,000 CFM, 1.5 HP 3-ਫੇਜ਼',
  'Box fan 52"': 'ਬਾਕਸ ਪੱਖਾ 52"',
  ': 26,500 CFM': ': 26,500 CFM',
  'Air circulation fan 51"': 'ਹਵਾ ਘੁਮਾਉਣ ਵਾਲਾ ਪੱਖਾ 51"',
  ': 22,000 CFM': ': 22,000 CFM',
  'Energy savings of ': 'ਪੁਰਾਣੇ ਪੱਖੇ ਬਦਲਣ ਉੱਤੇ ',
  '30-50%': '30-50%',
  ' are typical when replacing old fans. ': ' ਬਿਜਲੀ ਦੀ ਬੱਚਤ ਆਮ ਗੱਲ ਹੈ। ',
  'Read the fan guide': 'ਪੱਖਿਆਂ ਦੀ ਗਾਈਡ ਪੜ੍ਹੋ',
  '.': '।',

  // From farm to fork
  'From farm to fork: inside our processing plant': 'ਫਾਰਮ ਤੋਂ ਥਾਲੀ ਤੱਕ: ਸਾਡੇ ਪ੍ਰੋਸੈਸਿੰਗ ਪਲਾਂਟ ਦੇ ਅੰਦਰ',
  'A walk through the Rai, Sonipat plant that has made frozen chicken foods since 2002.':
    'ਰਾਈ, ਸੋਨੀਪਤ ਦੇ ਉਸ ਪਲਾਂਟ ਦੀ ਸੈਰ ਜੋ 2002 ਤੋਂ ਫ੍ਰੋਜ਼ਨ ਚਿਕਨ ਉਤਪਾਦ ਬਣਾ ਰਿਹਾ ਹੈ।',
  Foods: 'ਭੋਜਨ',
  'Navdhara Foods began in 2002 with a single processing line. Today the plant makes fresh-frozen cuts and a ready-to-cook range for homes and kitchens.':
    'Navdhara Foods ਦੀ ਸ਼ੁਰੂਆਤ 2002 ਵਿੱਚ ਇੱਕ ਪ੍ਰੋਸੈਸਿੰਗ ਲਾਈਨ ਨਾਲ ਹੋਈ। ਅੱਜ ਇਹ ਪਲਾਂਟ ਘਰਾਂ ਅਤੇ ਰਸੋਈਆਂ ਲਈ ਤਾਜ਼ਾ-ਫ੍ਰੋਜ਼ਨ ਕੱਟ ਅਤੇ ਪਕਾਉਣ ਲਈ ਤਿਆਰ ਉਤਪਾਦ ਬਣਾਉਂਦਾ ਹੈ।',
  'The cold chain': 'ਕੋਲਡ ਚੇਨ',
  'Blast freezing at -35°C': '-35°C ਉੱਤੇ ਬਲਾਸਟ ਫ੍ਰੀਜ਼ਿੰਗ',
  'Cold store at -18°C': '-18°C ਉੱਤੇ ਕੋਲਡ ਸਟੋਰ',
  'Refrigerated trucks to distributors': 'ਵਿਤਰਕਾਂ ਤੱਕ ਰੈਫ੍ਰਿਜਰੇਟਿਡ ਟਰੱਕ',
  'A blue refrigerated delivery truck': 'ਇੱਕ ਨੀਲਾ ਰੈਫ੍ਰਿਜਰੇਟਿਡ ਡਿਲੀਵਰੀ ਟਰੱਕ',
  'Hotels, restaurants and caterers can order in bulk through our ': 'ਹੋਟਲ, ਰੈਸਟੋਰੈਂਟ ਅਤੇ ਕੈਟਰਰ ਥੋਕ ਆਰਡਰ ਲਈ ਸੰਪਰਕ ਕਰੋ: ',
  'HORECA desk': 'HORECA ਡੈਸਕ',
};

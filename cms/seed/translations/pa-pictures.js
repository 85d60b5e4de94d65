'use strict';

/**
 * Punjabi (Gurmukhi) descriptions of the seed's pictures: each entry's `image_alt`, the `alt` of a
 * testimony, board member, product, press item or post (seed/content.js), keyed by its English
 * (seed/translations/index.js). A description that a post's text also uses is in pa-blog.js.
 */
module.exports = {
  // Testimonies
  'Illustrated portrait of Gurpreet Singh, in a blue turban, outside his broiler sheds':
    'ਗੁਰਪ੍ਰੀਤ ਸਿੰਘ ਦਾ ਚਿੱਤਰ: ਨੀਲੀ ਪੱਗ ਵਿੱਚ, ਆਪਣੇ ਬ੍ਰਾਇਲਰ ਸ਼ੈੱਡਾਂ ਦੇ ਬਾਹਰ',
  'Illustrated portrait of Meena Kumari, her dupatta over her head, on her layer farm':
    'ਮੀਨਾ ਕੁਮਾਰੀ ਦਾ ਚਿੱਤਰ: ਸਿਰ ਉੱਤੇ ਦੁਪੱਟਾ ਲਈ, ਆਪਣੇ ਲੇਅਰ ਫਾਰਮ ਉੱਤੇ',
  'Illustrated portrait of Ramesh Yadav, in a cap, in front of his dairy shed':
    'ਰਮੇਸ਼ ਯਾਦਵ ਦਾ ਚਿੱਤਰ: ਟੋਪੀ ਪਾਈ, ਆਪਣੇ ਡੇਅਰੀ ਸ਼ੈੱਡ ਦੇ ਸਾਹਮਣੇ',
  'Illustrated portrait of Anita Deshmukh in a white chef\u2019s jacket': 'ਅਨੀਤਾ ਦੇਸ਼ਮੁਖ ਦਾ ਚਿੱਤਰ: ਚਿੱਟੀ ਸ਼ੈੱਫ ਜੈਕਟ ਵਿੱਚ',
  'Illustrated portrait of Harjeet Kaur, in an orange dupatta, outside her hatchery':
    'ਹਰਜੀਤ ਕੌਰ ਦਾ ਚਿੱਤਰ: ਸੰਤਰੀ ਦੁਪੱਟੇ ਵਿੱਚ, ਆਪਣੀ ਹੈਚਰੀ ਦੇ ਬਾਹਰ',
  'Illustrated portrait of Mohammed Irfan, bearded, beside his feed store':
    'ਮੁਹੰਮਦ ਇਰਫਾਨ ਦਾ ਚਿੱਤਰ: ਦਾੜ੍ਹੀ ਵਾਲੇ, ਆਪਣੀ ਫੀਡ ਦੀ ਦੁਕਾਨ ਦੇ ਕੋਲ',
  // Board of Directors
  'Illustrated portrait of Rajinder Pal Bansal, grey-haired and in glasses, in a dark suit':
    'ਰਜਿੰਦਰ ਪਾਲ ਬਾਂਸਲ ਦਾ ਚਿੱਤਰ: ਚਿੱਟੇ ਵਾਲ, ਐਨਕ ਅਤੇ ਗੂੜ੍ਹੇ ਰੰਗ ਦਾ ਸੂਟ',
  'Illustrated portrait of Sunita Bansal, her hair in a bun, in a maroon jacket':
    'ਸੁਨੀਤਾ ਬਾਂਸਲ ਦਾ ਚਿੱਤਰ: ਵਾਲਾਂ ਦਾ ਜੂੜਾ, ਮੈਰੂਨ ਜੈਕਟ',
  'Illustrated portrait of Vikram Bansal in a navy suit and tie': 'ਵਿਕਰਮ ਬਾਂਸਲ ਦਾ ਚਿੱਤਰ: ਗੂੜ੍ਹੇ ਨੀਲੇ ਸੂਟ ਅਤੇ ਟਾਈ ਵਿੱਚ',
  'Illustrated portrait of Dr. Kavita Rao, in glasses and a teal jacket':
    'ਡਾ. ਕਵਿਤਾ ਰਾਓ ਦਾ ਚਿੱਤਰ: ਐਨਕ ਅਤੇ ਹਰੀ-ਨੀਲੀ ਜੈਕਟ',
  'Illustrated portrait of Arjun Mehta, bearded, in a grey suit with an open collar':
    'ਅਰਜੁਨ ਮਹਿਤਾ ਦਾ ਚਿੱਤਰ: ਦਾੜ੍ਹੀ, ਖੁੱਲ੍ਹੇ ਕਾਲਰ ਵਾਲਾ ਸਲੇਟੀ ਸੂਟ',
  'Illustrated portrait of Neha Gupta, with shoulder-length hair, in a purple jacket':
    'ਨੇਹਾ ਗੁਪਤਾ ਦਾ ਚਿੱਤਰ: ਮੋਢਿਆਂ ਤੱਕ ਵਾਲ, ਜਾਮਣੀ ਜੈਕਟ',
  'Illustrated portrait of Sandeep Arora, with a moustache, in a brown suit and tie':
    'ਸੰਦੀਪ ਅਰੋੜਾ ਦਾ ਚਿੱਤਰ: ਮੁੱਛਾਂ, ਭੂਰਾ ਸੂਟ ਅਤੇ ਟਾਈ',
  // Products, press items and posts
  'A cow beside a green bag of cattle feed': 'ਪਸ਼ੂ ਫੀਡ ਦੇ ਹਰੇ ਬੈਗ ਕੋਲ ਇੱਕ ਗਾਂ',
  'An orange bag of broiler feed next to a white chicken': 'ਚਿੱਟੀ ਮੁਰਗੀ ਦੇ ਕੋਲ ਬ੍ਰਾਇਲਰ ਫੀਡ ਦਾ ਸੰਤਰੀ ਬੈਗ',
  'A brown hen and a white hen with eggs on the grass': 'ਘਾਹ ਉੱਤੇ ਅੰਡਿਆਂ ਨਾਲ ਇੱਕ ਭੂਰੀ ਅਤੇ ਇੱਕ ਚਿੱਟੀ ਮੁਰਗੀ',
  'An incubator with rows of eggs on trays and a temperature display':
    'ਟ੍ਰੇਆਂ ਉੱਤੇ ਅੰਡਿਆਂ ਦੀਆਂ ਕਤਾਰਾਂ ਅਤੇ ਤਾਪਮਾਨ ਡਿਸਪਲੇ ਵਾਲਾ ਇੱਕ ਇਨਕਿਊਬੇਟਰ',
  'A red pan feeder and a blue nipple drinker line': 'ਇੱਕ ਲਾਲ ਪੈਨ ਫੀਡਰ ਅਤੇ ਇੱਕ ਨੀਲੀ ਨਿੱਪਲ ਡਰਿੰਕਰ ਲਾਈਨ',
  'A red-roofed poultry shed with two hens in front': 'ਲਾਲ ਛੱਤ ਵਾਲਾ ਪੋਲਟਰੀ ਸ਼ੈੱਡ, ਅੱਗੇ ਦੋ ਮੁਰਗੀਆਂ',
  'Three tiers of layer cages with hens and eggs on the egg trays':
    'ਲੇਅਰ ਪਿੰਜਰਿਆਂ ਦੀਆਂ ਤਿੰਨ ਮੰਜ਼ਿਲਾਂ, ਮੁਰਗੀਆਂ ਅਤੇ ਅੰਡਾ ਟ੍ਰੇਆਂ ਉੱਤੇ ਅੰਡੇ',
  'Two exhaust fans side by side on a wall': 'ਕੰਧ ਉੱਤੇ ਨਾਲ-ਨਾਲ ਦੋ ਐਗਜ਼ਾਸਟ ਪੱਖੇ',
  'A soybean plant with beans beside a feed bag': 'ਫੀਡ ਬੈਗ ਕੋਲ ਫਲੀਆਂ ਵਾਲਾ ਸੋਇਆਬੀਨ ਦਾ ਪੌਦਾ',
  'A green solvent extraction plant with a chimney': 'ਚਿਮਨੀ ਵਾਲਾ ਹਰਾ ਸੌਲਵੈਂਟ ਐਕਸਟ੍ਰੈਕਸ਼ਨ ਪਲਾਂਟ',
  'Two packs of frozen chicken products': 'ਫ੍ਰੋਜ਼ਨ ਚਿਕਨ ਉਤਪਾਦਾਂ ਦੇ ਦੋ ਪੈਕ',
  'A green pack of ready-to-cook chicken with a plate': 'ਪਕਾਉਣ ਲਈ ਤਿਆਰ ਚਿਕਨ ਦਾ ਹਰਾ ਪੈਕ ਅਤੇ ਇੱਕ ਪਲੇਟ',
  'A blue processing plant with a delivery truck': 'ਡਿਲੀਵਰੀ ਟਰੱਕ ਨਾਲ ਨੀਲਾ ਪ੍ਰੋਸੈਸਿੰਗ ਪਲਾਂਟ',
  'Several yellow day-old chicks': 'ਕਈ ਪੀਲੇ ਇੱਕ ਦਿਨ ਦੇ ਚੂਜ਼ੇ',
  'Two parent hens with chicks': 'ਚੂਜ਼ਿਆਂ ਨਾਲ ਦੋ ਪੇਰੈਂਟ ਮੁਰਗੀਆਂ',
  'Green biogas digesters connected by a pipe': 'ਪਾਈਪ ਨਾਲ ਜੁੜੇ ਹਰੇ ਬਾਇਓਗੈਸ ਡਾਇਜੈਸਟਰ',
  'A golden trophy with a star': 'ਤਾਰੇ ਵਾਲੀ ਇੱਕ ਸੁਨਹਿਰੀ ਟ੍ਰਾਫੀ',
  'A poultry shed with a hen and a chick in front': 'ਪੋਲਟਰੀ ਸ਼ੈੱਡ, ਅੱਗੇ ਇੱਕ ਮੁਰਗੀ ਅਤੇ ਇੱਕ ਚੂਜ਼ਾ',
  'A newspaper page next to a trophy': 'ਟ੍ਰਾਫੀ ਦੇ ਕੋਲ ਅਖਬਾਰ ਦਾ ਇੱਕ ਪੰਨਾ',
  'A newspaper page with an illustrated hen': 'ਮੁਰਗੀ ਦੇ ਚਿੱਤਰ ਵਾਲਾ ਅਖਬਾਰ ਦਾ ਇੱਕ ਪੰਨਾ',
};

'use strict';

/**
 * Hindi (Devanagari) descriptions of the seed's pictures: each entry's `image_alt`, the `alt` of a
 * testimony, board member, product, press item or post (seed/content.js), keyed by its English
 * (seed/translations/index.js). A description that a post's text also uses is in hi-blog.js.
 */
module.exports = {
  // Testimonies
  'Illustrated portrait of Gurpreet Singh, in a blue turban, outside his broiler sheds':
    'गुरप्रीत सिंह का चित्र: नीली पगड़ी में, अपने ब्रॉयलर शेडों के बाहर',
  'Illustrated portrait of Meena Kumari, her dupatta over her head, on her layer farm':
    'मीना कुमारी का चित्र: सिर पर दुपट्टा ओढ़े, अपने लेयर फ़ार्म पर',
  'Illustrated portrait of Ramesh Yadav, in a cap, in front of his dairy shed':
    'रमेश यादव का चित्र: टोपी पहने, अपने डेयरी शेड के सामने',
  'Illustrated portrait of Anita Deshmukh in a white chef\u2019s jacket': 'अनीता देशमुख का चित्र: सफ़ेद शेफ़ जैकेट में',
  'Illustrated portrait of Harjeet Kaur, in an orange dupatta, outside her hatchery':
    'हरजीत कौर का चित्र: नारंगी दुपट्टे में, अपनी हैचरी के बाहर',
  'Illustrated portrait of Mohammed Irfan, bearded, beside his feed store':
    'मोहम्मद इरफ़ान का चित्र: दाढ़ी वाले, अपनी फ़ीड की दुकान के पास',
  // Board of Directors
  'Illustrated portrait of Rajinder Pal Bansal, grey-haired and in glasses, in a dark suit':
    'राजिंदर पाल बंसल का चित्र: सफ़ेद बाल, चश्मा और गहरे रंग का सूट',
  'Illustrated portrait of Sunita Bansal, her hair in a bun, in a maroon jacket':
    'सुनीता बंसल का चित्र: बालों का जूड़ा, मैरून जैकेट',
  'Illustrated portrait of Vikram Bansal in a navy suit and tie': 'विक्रम बंसल का चित्र: गहरे नीले सूट और टाई में',
  'Illustrated portrait of Dr. Kavita Rao, in glasses and a teal jacket':
    'डॉ. कविता राव का चित्र: चश्मा और हरी-नीली जैकेट',
  'Illustrated portrait of Arjun Mehta, bearded, in a grey suit with an open collar':
    'अर्जुन मेहता का चित्र: दाढ़ी, खुले कॉलर वाला स्लेटी सूट',
  'Illustrated portrait of Neha Gupta, with shoulder-length hair, in a purple jacket':
    'नेहा गुप्ता का चित्र: कंधे तक बाल, बैंगनी जैकेट',
  'Illustrated portrait of Sandeep Arora, with a moustache, in a brown suit and tie':
    'संदीप अरोड़ा का चित्र: मूँछें, भूरा सूट और टाई',
  // Products, press items and posts
  'A cow beside a green bag of cattle feed': 'पशु आहार की हरी बोरी के पास एक गाय',
  'An orange bag of broiler feed next to a white chicken': 'सफ़ेद मुर्गी के पास ब्रॉयलर आहार की नारंगी बोरी',
  'A brown hen and a white hen with eggs on the grass': 'घास पर अंडों के साथ एक भूरी और एक सफ़ेद मुर्गी',
  'An incubator with rows of eggs on trays and a temperature display':
    'ट्रे पर अंडों की कतारों और तापमान डिस्प्ले वाला एक इनक्यूबेटर',
  'A red pan feeder and a blue nipple drinker line': 'एक लाल पैन फ़ीडर और एक नीली निप्पल ड्रिंकर लाइन',
  'A red-roofed poultry shed with two hens in front': 'लाल छत वाला पोल्ट्री शेड, आगे दो मुर्गियाँ',
  'Three tiers of layer cages with hens and eggs on the egg trays':
    'लेयर पिंजरों की तीन मंज़िलें, मुर्गियाँ और अंडा ट्रे पर अंडे',
  'Two exhaust fans side by side on a wall': 'दीवार पर अगल-बगल दो एग्ज़ॉस्ट पंखे',
  'A soybean plant with beans beside a feed bag': 'आहार की बोरी के पास फलियों वाला सोयाबीन का पौधा',
  'A green solvent extraction plant with a chimney': 'चिमनी वाला हरा सॉल्वेंट एक्सट्रैक्शन प्लांट',
  'Two packs of frozen chicken products': 'फ़्रोज़न चिकन उत्पादों के दो पैक',
  'A green pack of ready-to-cook chicken with a plate': 'रेडी-टू-कुक चिकन का हरा पैक और एक प्लेट',
  'A blue processing plant with a delivery truck': 'डिलीवरी ट्रक के साथ नीला प्रोसेसिंग प्लांट',
  'Several yellow day-old chicks': 'कई पीले एक दिन के चूज़े',
  'Two parent hens with chicks': 'चूज़ों के साथ दो पेरेंट मुर्गियाँ',
  'Green biogas digesters connected by a pipe': 'पाइप से जुड़े हरे बायोगैस डाइजेस्टर',
  'A golden trophy with a star': 'सितारे वाली एक सुनहरी ट्रॉफ़ी',
  'A poultry shed with a hen and a chick in front': 'पोल्ट्री शेड, आगे एक मुर्गी और एक चूज़ा',
  'A newspaper page next to a trophy': 'ट्रॉफ़ी के पास अखबार का एक पन्ना',
  'A newspaper page with an illustrated hen': 'मुर्गी के चित्र वाला अखबार का एक पन्ना',
};

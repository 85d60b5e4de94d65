'use strict';

/**
 * Hindi (Devanagari) texts of the seed's blog posts, keyed by their English (seed/translations/index.js).
 * A bold or italic part of a sentence is a text of its own: each reads on into the next.
 */
module.exports = {
  // Summer management in poultry
  'Summer management in poultry: keeping birds cool': 'पोल्ट्री में गर्मी का प्रबंधन: पक्षियों को ठंडा कैसे रखें',
  'Practical steps for broiler and layer farmers to protect flocks and margins when temperatures cross 40°C.':
    'तापमान 40°C से ऊपर जाने पर ब्रॉयलर और लेयर किसान अपने झुंड और मुनाफ़ा कैसे बचाएँ, इसके आसान उपाय।',
  'Poultry Farming': 'पोल्ट्री पालन',
  'North Indian summers can push shed temperatures past 40°C. Heat stress cuts feed intake, growth and egg production, and in severe cases causes mortality. A few inexpensive steps make a big difference.':
    'उत्तर भारत की गर्मियों में शेड का तापमान 40°C से ऊपर जा सकता है। गर्मी के तनाव से आहार खाना, बढ़वार और अंडा उत्पादन घटता है, और ज़्यादा गर्मी में पक्षी मर भी जाते हैं। कुछ सस्ते उपाय बड़ा फ़र्क लाते हैं।',
  'Prepare the shed before May': 'मई से पहले शेड तैयार करें',
  'Litter depth: ': 'बिछावन की मोटाई: ',
  'keep it at 2-3 inches so that it stays dry and cool.': 'इसे 2-3 इंच रखें ताकि यह सूखा और ठंडा रहे।',
  'Floor space: ': 'फ़र्श की जगह: ',
  'increase by about 10% compared with winter.': 'सर्दियों के मुकाबले लगभग 10% बढ़ाएँ।',
  'Roof: ': 'छत: ',
  'whitewash or use reflective sheets to cut radiant heat.': 'सूरज की तपन घटाने के लिए सफ़ेदी करें या चमकदार चादरें लगाएँ।',
  'A large square exhaust fan with blue blades': 'नीले ब्लेड वाला एक बड़ा चौकोर एग्ज़ॉस्ट पंखा',
  'Water is the first nutrient': 'पानी सबसे पहला पोषक तत्व है',
  'Give cool, clean water and add electrolytes during the hottest hours. Flush drinker lines at noon so that the water in them does not warm up.':
    'ठंडा, साफ़ पानी दें और सबसे गर्म घंटों में इलेक्ट्रोलाइट मिलाएँ। दोपहर में ड्रिंकर लाइनों को बहाकर साफ़ करें ताकि उनमें पानी गर्म न हो।',
  'Emergency cooling': 'आपात स्थिति में ठंडक',
  'Move birds gently to the coolest part of the shed.': 'पक्षियों को धीरे से शेड के सबसे ठंडे हिस्से में ले जाएँ।',
  'Run fans at full speed and use foggers.': 'पंखे पूरी रफ़्तार पर चलाएँ और फ़ॉगर इस्तेमाल करें।',
  'For individual birds, immerse the body (not the head) in cool water for 2-3 minutes.':
    'अलग-अलग पक्षियों का शरीर (सिर नहीं) 2-3 मिनट ठंडे पानी में डुबोएँ।',
  'A flock that drinks well in summer is a flock that grows well.': 'जो झुंड गर्मी में अच्छा पानी पीता है, वही अच्छा बढ़ता है।',
  'Our field vets run summer camps every year; call ': 'हमारे फ़ील्ड पशु-चिकित्सक हर साल गर्मी के शिविर लगाते हैं; शिविर बुक करने के लिए ',
  '1800-000-0000': '1800-000-0000',
  ' to book one.': ' पर फ़ोन करें।',

  // Choosing the right broiler feed
  'Choosing the right broiler feed for each stage': 'हर चरण के लिए सही ब्रॉयलर आहार चुनना',
  'Pre-starter, starter and finisher: what changes between them and why stage-wise feeding pays back.':
    'प्री-स्टार्टर, स्टार्टर और फ़िनिशर: इनमें क्या बदलता है और चरण के हिसाब से खिलाना क्यों फ़ायदेमंद है।',
  Feeds: 'आहार (फ़ीड)',
  'Feed is about 70% of the cost of producing a broiler. Matching feed to the bird\u2019s age is the simplest way to get the best feed conversion ratio (FCR).':
    'एक ब्रॉयलर तैयार करने की लागत का लगभग 70% आहार होता है। पक्षी की उम्र के हिसाब से आहार देना सबसे अच्छा FCR (एक किलो वज़न पर लगने वाला आहार) पाने का सबसे आसान तरीका है।',
  'The three stages': 'तीन चरण',
  'Pre-Starter (days 1-10): ': 'प्री-स्टार्टर (दिन 1-10): ',
  'crumbles, highly digestible protein.': 'क्रम्बल, आसानी से पचने वाला प्रोटीन।',
  'Starter (days 11-25): ': 'स्टार्टर (दिन 11-25): ',
  'pellets that build the frame.': 'पेलेट जो शरीर का ढाँचा बनाते हैं।',
  'Finisher (day 26 to sale): ': 'फ़िनिशर (दिन 26 से बिक्री तक): ',
  'energy-dense pellets for weight gain.': 'वज़न बढ़ाने के लिए ज़्यादा ऊर्जा वाले पेलेट।',
  'Feed pellets spilling from a teal feed bag': 'हरी-नीली आहार की बोरी से गिरते आहार के पेलेट',
  'Signs the feed is working': 'आहार असर कर रहा है, इसके संकेत',
  'Uniform body weight at the weekly check.': 'हर हफ़्ते की जाँच में एक-सा शरीर का वज़न।',
  'Dry litter and firm droppings.': 'सूखा बिछावन और सख्त बीट।',
  'FCR on target at sale.': 'बिक्री के समय FCR लक्ष्य पर।',
  'Tip: ': 'सुझाव: ',
  'never mix a new feed bag with the last of the old feed on the same day; change over across two days.':
    'नए आहार की बोरी कभी उसी दिन पुराने आहार के बचे हिस्से में न मिलाएँ; बदलाव दो दिनों में करें।',

  // Biogas from poultry litter
  'Biogas from poultry litter: our journey across 11 sites': 'पोल्ट्री बिछावन से बायोगैस: 11 जगहों पर हमारा सफ़र',
  'How 42 digesters turn litter into power and free organic manure for farmers.':
    '42 डाइजेस्टर बिछावन को बिजली में और किसानों के लिए मुफ़्त जैविक खाद में कैसे बदलते हैं।',
  Sustainability: 'टिकाऊपन',
  'Poultry litter is a resource. Across 11 sites we run 42 digesters with a combined volume of 24,000 m\u00b3, generating about 815 kWh.':
    'पोल्ट्री बिछावन एक संसाधन है। 11 जगहों पर हम 42 डाइजेस्टर चलाते हैं, जिनका कुल आयतन 24,000 घन मीटर है और जो लगभग 815 kWh बिजली बनाते हैं।',
  'What we gained': 'हमें क्या मिला',
  'Lower diesel use for farm generators': 'फ़ार्म के जनरेटरों में डीज़ल की कम खपत',
  'Less odour and fewer flies around farms': 'फ़ार्मों के आसपास कम बदबू और कम मक्खियाँ',
  'Organic manure': 'जैविक खाद',
  ' given free to neighbouring farmers': ' पड़ोसी किसानों को मुफ़्त दी जाती है',
  'Rows of solar panels under a bright sun': 'तेज़ धूप में सोलर पैनलों की कतारें',
  'Carbon savings': 'कार्बन की बचत',
  'Together with our rooftop solar, the group saves about ': 'छत पर लगे सोलर के साथ मिलकर समूह हर साल लगभग ',
  '10,112 tonnes': '10,112 टन',
  ' of CO\u2082 a year (6,928 from biogas and 3,183 from solar).': ' CO\u2082 बचाता है (6,928 बायोगैस से और 3,183 सोलर से)।',

  // Layer feeding by phase
  'Layer feeding by phase: from chick to concentrate': 'फ़ेज़ के हिसाब से लेयर आहार: चूज़े से कंसन्ट्रेट तक',
  'Protein and calcium targets for each phase of a layer flock, and how to read your egg records.':
    'लेयर झुंड के हर फ़ेज़ के लिए प्रोटीन और कैल्शियम के लक्ष्य, और अपने अंडों का रिकॉर्ड कैसे पढ़ें।',
  'Phase targets': 'हर फ़ेज़ के लक्ष्य',
  'Chick (0-8 weeks): ': 'चूज़ा (0-8 हफ़्ते): ',
  '20-22% protein.': '20-22% प्रोटीन।',
  'Grower and Developer (9-18 weeks): ': 'ग्रोअर और डेवलपर (9-18 हफ़्ते): ',
  'frame and uniformity.': 'ढाँचा और एकरूपता।',
  'Laying (18 weeks on): ': 'अंडा देना (18 हफ़्ते से): ',
  'calcium 3.5-4%.': 'कैल्शियम 3.5-4%।',
  'Concentrate: ': 'कंसन्ट्रेट: ',
  '35-38% protein, mixed with farm maize.': '35-38% प्रोटीन, फ़ार्म के मक्के में मिलाकर।',
  'Weigh a sample of 100 birds every week until the flock is in lay. Uniformity above 80% is the best predictor of a long laying peak.':
    'जब तक झुंड अंडे देना शुरू न करे, हर हफ़्ते 100 पक्षियों का नमूना तौलें। 80% से ज़्यादा एकरूपता लंबे समय तक ऊँचे अंडा उत्पादन का सबसे अच्छा संकेत है।',
  'A yellow bag of layer feed, a brown hen and an egg': 'लेयर आहार की पीली बोरी, एक भूरी मुर्गी और एक अंडा',
  'Shell quality in summer': 'गर्मी में छिलके की गुणवत्ता',
  'Offer part of the calcium as grit in the evening feed so that it is available when the shell is formed at night.':
    'कैल्शियम का कुछ हिस्सा शाम के आहार में ग्रिट (मोटे दानों वाले कैल्शियम) के रूप में दें, ताकि रात में छिलका बनते समय यह मिलता रहे।',

  // Hatchery hygiene
  'Hatchery hygiene: five habits of the best hatcheries': 'हैचरी की सफ़ाई: सबसे अच्छी हैचरियों की पाँच आदतें',
  'Small routines in egg handling, setter care and chick dispatch that raise hatchability.':
    'अंडों को सँभालने, सेटर की देखभाल और चूज़े भेजने के छोटे-छोटे नियम जो हैचबिलिटी बढ़ाते हैं।',
  Hatchery: 'हैचरी',
  'Hatchability is decided long before the chick pips. These five habits are common to every high-performing hatchery we work with.':
    'हैचबिलिटी चूज़े के खोल तोड़ने से बहुत पहले तय हो जाती है। हम जिन अच्छा काम करने वाली हैचरियों के साथ काम करते हैं, उन सबमें ये पाँच आदतें मिलती हैं।',
  'The five habits': 'पाँच आदतें',
  'Collect eggs four times a day and store them at 18°C.': 'दिन में चार बार अंडे इकट्ठा करें और उन्हें 18°C पर रखें।',
  'Fumigate or sanitise eggs before setting.': 'सेटर में रखने से पहले अंडों को फ़्यूमिगेट या सैनिटाइज़ करें।',
  'Calibrate setter sensors every month.': 'हर महीने सेटर के सेंसर जाँचकर ठीक करें।',
  'Wash and dry trays and trolleys after every hatch.': 'हर हैच के बाद ट्रे और ट्रॉलियाँ धोकर सुखाएँ।',
  'Dispatch chicks in ventilated boxes within hours.': 'चूज़ों को कुछ ही घंटों में हवादार बक्सों में भेजें।',
  'Rows of hatching eggs with a chick in front': 'हैचिंग अंडों की कतारें, आगे एक चूज़ा',
  'Our equipment team offers a ': 'हमारी उपकरण टीम हर नए लगाए गए सेटर के साथ ',
  'free hygiene audit': 'मुफ़्त सफ़ाई जाँच',
  ' with every new setter installed.': ' देती है।',

  // Ventilation fans
  'Ventilation fans that pay for themselves': 'वेंटिलेशन पंखे जो अपनी कीमत खुद वसूल लेते हैं',
  'Why CFM per watt matters more than the price tag when choosing fans for a poultry house.':
    'पोल्ट्री शेड के लिए पंखे चुनते समय दाम से ज़्यादा प्रति वॉट CFM क्यों मायने रखता है।',
  Equipment: 'उपकरण',
  'A poultry house may run its fans 4,000 hours a year. A fan that moves the same air on less power saves far more than its price difference.':
    'एक पोल्ट्री शेड में पंखे साल में 4,000 घंटे तक चल सकते हैं। जो पंखा कम बिजली में उतनी ही हवा चलाए, वह अपने दाम के फ़र्क से कहीं ज़्यादा बचाता है।',
  'Our fan range': 'हमारे पंखे',
  '6-blade 54"': '6-ब्लेड 54"',
  ': 16,000 CFM, 1.5 HP 3-phase': ': 16,000 CFM, 1.5 HP 3-फ़ेज़',
  'Box fan 52"': 'बॉक्स पंखा 52"',
  ': 26,500 CFM': ': 26,500 CFM',
  'Air circulation fan 51"': 'हवा घुमाने वाला पंखा 51"',
  ': 22,000 CFM': ': 22,000 CFM',
  'Energy savings of ': 'पुराने पंखे बदलने पर ',
  '30-50%': '30-50%',
  ' are typical when replacing old fans. ': ' बिजली की बचत आम बात है। ',
  'Read the fan guide': 'पंखों की गाइड पढ़ें',
  '.': '।',

  // From farm to fork
  'From farm to fork: inside our processing plant': 'खेत से थाली तक: हमारे प्रोसेसिंग प्लांट के अंदर',
  'A walk through the Rai, Sonipat plant that has made frozen chicken foods since 2002.':
    'राई, सोनीपत के उस प्लांट की सैर जो 2002 से फ़्रोज़न चिकन उत्पाद बना रहा है।',
  Foods: 'फ़ूड्स',
  'Navdhara Foods began in 2002 with a single processing line. Today the plant makes fresh-frozen cuts and a ready-to-cook range for homes and kitchens.':
    'Navdhara Foods की शुरुआत 2002 में एक प्रोसेसिंग लाइन से हुई। आज यह प्लांट घरों और होटल-रेस्टोरेंट की रसोई के लिए ताज़ा फ़्रोज़न कट और रेडी-टू-कुक उत्पाद बनाता है।',
  'The cold chain': 'कोल्ड चेन',
  'Blast freezing at -35°C': '-35°C पर ब्लास्ट फ़्रीज़िंग',
  'Cold store at -18°C': '-18°C पर कोल्ड स्टोर',
  'Refrigerated trucks to distributors': 'वितरकों तक रेफ़्रिजरेटेड ट्रक',
  'A blue refrigerated delivery truck': 'एक नीला रेफ़्रिजरेटेड डिलीवरी ट्रक',
  'Hotels, restaurants and caterers can order in bulk through our ': 'होटल, रेस्टोरेंट और कैटरर थोक ऑर्डर के लिए संपर्क करें: ',
  'HORECA desk': 'HORECA डेस्क',
};

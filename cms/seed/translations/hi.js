'use strict';

/** Hindi (Devanagari) texts of the seed, keyed by their English (seed/translations/index.js). */
module.exports = {
  // Testimonies
  'Gurpreet Singh': 'गुरप्रीत सिंह',
  'Singh Poultry Farms, Ludhiana': 'सिंह पोल्ट्री फ़ार्म्स, लुधियाना',
  'We moved our three broiler sheds to Navdhara chicks and feed in 2019. Liveability went up, our feed conversion improved by almost a tenth, and their field vet visits every batch. It feels like working with a partner, not a supplier.':
    'हमने 2019 में अपने तीनों ब्रॉयलर शेड Navdhara के चूज़ों और आहार पर कर दिए। चूज़ों का जीवित रहना बढ़ा, FCR लगभग 10% सुधरा, और उनके फ़ील्ड पशु-चिकित्सक हर बैच में आते हैं। लगता है जैसे किसी साझेदार के साथ काम कर रहे हों, सिर्फ़ सप्लायर के साथ नहीं।',
  'Meena Kumari': 'मीना कुमारी',
  'Shree Balaji Layers, Ajmer': 'श्री बालाजी लेयर्स, अजमेर',
  'The layer feed phases are simple to follow and our egg shell quality has been steady even in the May heat. The ventilation team helped us plan fans for a new shed at a price we could manage.':
    'लेयर आहार के फ़ेज़ समझना और अपनाना आसान है और मई की गर्मी में भी हमारे अंडों के छिलके की गुणवत्ता एक जैसी रही। वेंटिलेशन टीम ने नए शेड के पंखों की योजना ऐसे दाम में बनाने में मदद की जो हम उठा सकें।',
  'Ramesh Yadav': 'रमेश यादव',
  'Yadav Dairy & Agro, Karnal': 'यादव डेयरी एंड एग्रो, करनाल',
  'Our milk yield went up after we switched to their cattle feed with bypass fat. Deliveries come on time every week and the dealer explains every change in formulation.':
    'बाईपास फ़ैट वाले उनके पशु आहार पर आने के बाद हमारा दूध उत्पादन बढ़ गया। हर हफ़्ते डिलीवरी समय पर आती है और डीलर फ़ॉर्मूले के हर बदलाव को समझाते हैं।',
  'Anita Deshmukh': 'अनीता देशमुख',
  'Hotel Sahyadri Grand, Pune': 'होटल सह्याद्रि ग्रैंड, पुणे',
  'For our banquet kitchen we need consistent frozen chicken cuts and ready-to-cook snacks. Navdhara Foods has never missed a bulk order and the cold chain is reliable.':
    'हमारी बैंक्वेट रसोई को एक जैसे फ़्रोज़न चिकन कट और रेडी-टू-कुक स्नैक्स चाहिए। Navdhara Foods ने कभी कोई थोक ऑर्डर नहीं छोड़ा और कोल्ड चेन भरोसेमंद है।',
  'Harjeet Kaur': 'हरजीत कौर',
  'Kaur Hatcheries, Bathinda': 'कौर हैचरीज़, बठिंडा',
  'We bought two setters and a hatcher from Navdhara Equipments. Installation took four days and hatchability rose by three percent in the first season. Spare parts arrive within 48 hours.':
    'हमने Navdhara Equipments से दो सेटर और एक हैचर खरीदा। लगाने में चार दिन लगे और पहले ही सीज़न में हैचबिलिटी तीन प्रतिशत बढ़ी। पुर्ज़े 48 घंटों में पहुँच जाते हैं।',
  'Mohammed Irfan': 'मोहम्मद इरफ़ान',
  'Irfan Feed Traders, Indore': 'इरफ़ान फ़ीड ट्रेडर्स, इंदौर',
  'As a distributor I value steady quality. The soya meal from the Ujjain plant is consistent lot after lot, and the protein certificates come with every truck.':
    'वितरक के नाते मेरे लिए स्थिर गुणवत्ता सबसे ज़रूरी है। उज्जैन प्लांट का सोया मील हर लॉट में एक जैसा रहता है, और हर ट्रक के साथ प्रोटीन प्रमाणपत्र आते हैं।',

  // Board
  'Rajinder Pal Bansal': 'राजिंदर पाल बंसल',
  'Founder and Chairman': 'संस्थापक और चेयरमैन',
  'Sunita Bansal': 'सुनीता बंसल',
  'Managing Director': 'प्रबंध निदेशक',
  'Vikram Bansal': 'विक्रम बंसल',
  'Director, Feeds and Proteins': 'निदेशक, आहार और प्रोटीन',
  'Dr. Kavita Rao': 'डॉ. कविता राव',
  'Director, Hatcheries and Animal Health': 'निदेशक, हैचरियाँ और पशु स्वास्थ्य',
  'Arjun Mehta': 'अर्जुन मेहता',
  'Director, Foods': 'निदेशक, फ़ूड्स',
  'Neha Gupta': 'नेहा गुप्ता',
  'Independent Director': 'स्वतंत्र निदेशक',
  'Sandeep Arora': 'संदीप अरोड़ा',
  'Director, Equipments': 'निदेशक, उपकरण',

  // Openings
  'Accounts Executive': 'अकाउंट्स एग्ज़ीक्यूटिव',
  'Maintain ledgers, GST returns and vendor reconciliations for the feed division at Ambala. B.Com with 2-4 years of experience in Tally or SAP.':
    'अंबाला में आहार (फ़ीड) डिवीज़न के लेजर, GST रिटर्न और वेंडर खातों का मिलान सँभालना। B.Com, Tally या SAP पर 2-4 साल के अनुभव के साथ।',
  'Assistant Manager, Costing': 'सहायक प्रबंधक, कॉस्टिंग',
  'Own plant-wise cost sheets for feed mills and the processing plant, monthly variance reports and budget reviews. CA/ICWA inter with 4+ years in manufacturing.':
    'फ़ीड मिलों और प्रोसेसिंग प्लांट की प्लांट-वार लागत शीट, मासिक अंतर रिपोर्ट और बजट समीक्षा की ज़िम्मेदारी। CA/ICWA इंटर, मैन्युफ़ैक्चरिंग में 4+ साल के अनुभव के साथ।',
  'Area Sales Manager, Feeds (Punjab)': 'एरिया सेल्स मैनेजर, आहार (पंजाब)',
  'Grow dealer and integrator sales of broiler and layer feed across Punjab; plan farmer meetings; manage a team of four sales officers. Graduate in agriculture or veterinary science preferred.':
    'पूरे पंजाब में ब्रॉयलर और लेयर आहार की डीलर और इंटीग्रेटर बिक्री बढ़ाना; किसान बैठकों की योजना बनाना; चार सेल्स अधिकारियों की टीम सँभालना। कृषि या पशु-चिकित्सा विज्ञान में स्नातक को प्राथमिकता।',
  'Sales Officer, Cattle Feed': 'सेल्स अधिकारी, पशु आहार',
  'Visit dairy farmers and village dealers in Haryana, run feeding demonstrations and collect orders. Two-wheeler and local language required.':
    'हरियाणा में डेयरी किसानों और गाँव के डीलरों से मिलना, आहार प्रदर्शन करना और ऑर्डर लेना। दोपहिया वाहन और स्थानीय भाषा ज़रूरी।',
  'Key Account Executive, Foods (HORECA)': 'प्रमुख ग्राहक एग्ज़ीक्यूटिव, फ़ूड्स (HORECA)',
  'Manage hotel, restaurant and caterer accounts for frozen and ready-to-cook products in Delhi NCR.':
    'दिल्ली NCR में फ़्रोज़न और रेडी-टू-कुक उत्पादों के लिए होटल, रेस्टोरेंट और कैटरर ग्राहकों के खाते सँभालना।',
  'Hatchery Supervisor': 'हैचरी सुपरवाइज़र',
  'Run setter and hatcher schedules, chick grading and dispatch at a 1.5 million chicks/month hatchery. Diploma in poultry science with 3+ years of experience.':
    'हर महीने 15 लाख चूज़ों वाली हैचरी में सेटर और हैचर की समय-सारणी, चूज़ों की ग्रेडिंग और भेजना सँभालना। पोल्ट्री विज्ञान में डिप्लोमा, 3+ साल के अनुभव के साथ।',
  'Production Shift Engineer, Feed Mill': 'प्रोडक्शन शिफ़्ट इंजीनियर, फ़ीड मिल',
  'Supervise pelleting, boiler and packing lines on rotating shifts; preventive maintenance and safety records. B.Tech Mechanical/Electrical.':
    'बदलती शिफ़्टों में पेलेटिंग, बॉयलर और पैकिंग लाइनों की निगरानी; समय-समय पर रखरखाव (प्रिवेंटिव मेंटेनेंस) और सुरक्षा रिकॉर्ड। B.Tech मैकेनिकल/इलेक्ट्रिकल।',

  // FAQs: foods
  'Where are Navdhara Foods products processed?': 'Navdhara Foods के उत्पाद कहाँ प्रोसेस होते हैं?',
  'All chicken products are processed at our plant in Rai, Sonipat (Haryana), which runs under HACCP-based food safety procedures with cold storage on site.':
    'सभी चिकन उत्पाद राई, सोनीपत (हरियाणा) के हमारे प्लांट में प्रोसेस होते हैं, जो HACCP पर आधारित खाद्य सुरक्षा प्रक्रियाओं से चलता है और वहीं कोल्ड स्टोरेज है।',
  'Do you supply hotels, restaurants and caterers?': 'क्या आप होटल, रेस्टोरेंट और कैटरर को सप्लाई करते हैं?',
  'Yes. HORECA and bulk buyers can order frozen cuts and ready-to-cook products through our bulk order form or by calling our toll-free number.':
    'हाँ। HORECA और थोक खरीदार हमारे थोक ऑर्डर फ़ॉर्म से या हमारे टोल-फ़्री नंबर पर फ़ोन करके फ़्रोज़न कट और रेडी-टू-कुक उत्पाद मँगा सकते हैं।',
  'How should frozen products be stored?': 'फ़्रोज़न उत्पाद कैसे रखें?',
  'Keep them at -18°C or below. Once thawed, cook within 24 hours and do not refreeze.':
    'इन्हें -18°C या उससे कम तापमान पर रखें। पिघलने के बाद 24 घंटों में पकाएँ और दोबारा न जमाएँ।',
  'Are your products free of antibiotic residue?': 'क्या आपके उत्पाद एंटीबायोटिक अवशेष से मुक्त हैं?',
  'Birds are raised under veterinary supervision and every lot is tested for antibiotic residue before dispatch.':
    'पक्षी पशु-चिकित्सक की देखरेख में पाले जाते हैं और भेजने से पहले हर लॉट की एंटीबायोटिक अवशेष के लिए जाँच होती है।',
  'Where can I buy Navdhara Foods products?': 'Navdhara Foods के उत्पाद कहाँ से खरीदें?',
  'Our products are available at modern retail stores and neighbourhood shops across North India, and through our distributors.':
    'हमारे उत्पाद पूरे उत्तर भारत के आधुनिक रिटेल स्टोर और मोहल्ले की दुकानों पर, और हमारे वितरकों के ज़रिए मिलते हैं।',

  // FAQs: hatchery
  'What do Navdhara Hatcheries supply?': 'Navdhara Hatcheries क्या सप्लाई करती हैं?',
  'Day-old broiler chicks, commercial layer chicks, broiler parent chicks and fertile hatching eggs.':
    'एक दिन के ब्रॉयलर चूज़े, व्यावसायिक लेयर चूज़े, ब्रॉयलर पेरेंट चूज़े और निषेचित हैचिंग अंडे।',
  'What is your hatching capacity?': 'आपकी हैचिंग क्षमता कितनी है?',
  'Our hatcheries across India have a combined capacity of about 18 million chicks a month.':
    'भारत भर में हमारी हैचरियों की कुल क्षमता हर महीने लगभग 1.8 करोड़ चूज़ों की है।',
  'Are the chicks vaccinated?': 'क्या चूज़ों को टीके लगे होते हैं?',
  'Yes. Chicks are vaccinated at the hatchery as per the breed schedule, and a vaccination card goes with every consignment.':
    'हाँ। नस्ल की समय-सारणी के अनुसार हैचरी में ही चूज़ों को टीके लगते हैं, और हर खेप के साथ टीकाकरण कार्ड जाता है।',
  'How are chicks transported?': 'चूज़े कैसे भेजे जाते हैं?',
  'In ventilated chick boxes on climate-controlled vehicles, so that they reach the farm within hours of hatching.':
    'हवादार चूज़ा बक्सों में, तापमान-नियंत्रित वाहनों पर, ताकि वे निकलने के कुछ ही घंटों में फ़ार्म तक पहुँच जाएँ।',

  // FAQs: proteins
  'Which products does Navdhara Proteins make?': 'Navdhara Proteins कौन-से उत्पाद बनाती है?',
  'Soya de-oiled cake (soya meal), refined soya oil, mustard cake and rice bran extraction products.':
    'सोया डी-ऑयल्ड केक (सोया मील), रिफ़ाइंड सोया तेल, सरसों की खली और राइस ब्रान के एक्सट्रैक्शन उत्पाद।',
  'Where is the solvent extraction plant?': 'सॉल्वेंट एक्सट्रैक्शन प्लांट कहाँ है?',
  'At Ujjain in Madhya Pradesh, with an annual crushing capacity of three lakh tonnes.':
    'मध्य प्रदेश के उज्जैन में, तीन लाख टन सालाना पेराई क्षमता के साथ।',
  'What protein level does your soya meal have?': 'आपके सोया मील में प्रोटीन कितना होता है?',
  'Our high-protein soya de-oiled cake has above 48% protein, tested lot by lot in our laboratory.':
    'हमारे हाई-प्रोटीन सोया डी-ऑयल्ड केक में 48% से अधिक प्रोटीन होता है, जिसकी हमारी प्रयोगशाला में हर लॉट की जाँच होती है।',
  'Do you supply feed manufacturers in bulk?': 'क्या आप आहार निर्माताओं को थोक में सप्लाई करते हैं?',
  'Yes. We supply loose and bagged meal by truck to feed mills, integrators and traders across India.':
    'हाँ। हम पूरे भारत में फ़ीड मिलों, इंटीग्रेटरों और व्यापारियों को खुला और बोरियों में भरा मील ट्रक से भेजते हैं।',

  // FAQs: feeds
  'Which feeds do you manufacture?': 'आप कौन-से आहार बनाते हैं?',
  'Broiler feed, layer feed, breeder feed and cattle feed, produced in plants with a combined output above 1.3 million tonnes a year.':
    'ब्रॉयलर आहार, लेयर आहार, ब्रीडर आहार और पशु आहार, ऐसे प्लांटों में बने जिनका कुल उत्पादन सालाना 13 लाख टन से अधिक है।',
  'What are the broiler feed stages?': 'ब्रॉयलर आहार के चरण कौन-से हैं?',
  'Pre-Starter for days 1-10, Starter for days 11-25 and Finisher from day 26 until sale.':
    'दिन 1-10 के लिए प्री-स्टार्टर, दिन 11-25 के लिए स्टार्टर और दिन 26 से बिक्री तक फ़िनिशर।',
  'Do you make feed for dairy cattle?': 'क्या आप डेयरी पशुओं के लिए आहार बनाते हैं?',
  'Yes. Our cattle feed range covers calves, milking cows and buffaloes, dry cows and close-up cows before calving.':
    'हाँ। हमारे पशु आहार की रेंज में बछड़े, दुधारू गाय और भैंस, सूखी गाय और ब्याने से पहले की गाय, सबके लिए आहार है।',
  'How do I become a Navdhara Feeds dealer?': 'मैं Navdhara Feeds का डीलर कैसे बनूँ?',
  'Send an enquiry from the contact page or call our toll-free number; our area sales manager will get in touch.':
    'संपर्क पेज से पूछताछ भेजें या हमारे टोल-फ़्री नंबर पर फ़ोन करें; हमारे एरिया सेल्स मैनेजर आपसे संपर्क करेंगे।',
  'How long can feed be stored?': 'आहार कितने दिन रखा जा सकता है?',
  'Store bags on pallets in a dry, ventilated place and use them within 45 days of the manufacturing date.':
    'बोरियों को सूखी, हवादार जगह पर पैलेट पर रखें और निर्माण की तारीख से 45 दिनों के भीतर इस्तेमाल करें।',

  // FAQs: equipments
  'What equipment do you make?': 'आप कौन-से उपकरण बनाते हैं?',
  'Hatchery equipment (setters, hatchers, trays), farm equipment (feeders, drinkers, brooders), cages for layers and ventilation fans.':
    'हैचरी उपकरण (सेटर, हैचर, ट्रे), फ़ार्म उपकरण (फ़ीडर, ड्रिंकर, ब्रूडर), लेयर के लिए पिंजरे और वेंटिलेशन पंखे।',
  'Do you install the equipment?': 'क्या आप उपकरण लगाते भी हैं?',
  'Yes. Our engineers install and commission every project and train your staff to run it.':
    'हाँ। हमारे इंजीनियर हर प्रोजेक्ट को लगाते और चालू करते हैं और आपके कर्मचारियों को उसे चलाना सिखाते हैं।',
  'How much energy do your fans save?': 'आपके पंखे कितनी बिजली बचाते हैं?',
  'Our high-efficiency fans save 30-50% energy compared to conventional fans of the same size.':
    'हमारे ज़्यादा कुशल पंखे उसी आकार के आम पंखों की तुलना में 30-50% बिजली बचाते हैं।',
  'Do you provide after-sales service?': 'क्या आप बिक्री के बाद सेवा देते हैं?',
  'Yes. We keep spare parts in regional depots and offer annual maintenance contracts.':
    'हाँ। हम क्षेत्रीय डिपो में पुर्ज़े रखते हैं और सालाना रखरखाव करार (AMC) देते हैं।',

  // Product categories (a card's label; the feeds, equipments and proteins ones name their
  // tabs: as the site's dictionaries write those)
  "Cattle Feed": "पशु आहार",
  "Broiler Feed": "ब्रॉयलर आहार",
  "Layer Feed": "लेयर आहार",
  "Hatchery Equipment": "हैचरी उपकरण",
  "Farm Equipment": "फ़ार्म उपकरण",
  "Cages": "पिंजरे",
  "Ventilation": "वेंटिलेशन",
  "Soya-Protein": "सोया-प्रोटीन",
  "Frozen": "फ़्रोज़न",
  "Ready to cook": "रेडी-टू-कुक",
  "Fresh frozen cuts": "ताज़े फ़्रोज़न कट",
  "Chicks": "चूज़े",
  "Breeders": "ब्रीडर",
  "Eggs": "अंडे",

  // Products (the group's name stays in Latin letters; a product's own name is written as the
  // division pages write it)
  "Navdhara Dairy Gold": "Navdhara डेयरी गोल्ड",
  "Balanced compound feed for milking cows and buffaloes yielding 15 litres or more a day.": "रोज़ 15 लीटर या उससे ज़्यादा दूध देने वाली गायों और भैंसों के लिए संतुलित मिश्रित आहार।",
  "Protein 20%": "प्रोटीन 20%",
  " with bypass fat for sustained yield": " और लगातार दूध के लिए बाईपास फ़ैट",
  "Added minerals and vitamins for fertility": "प्रजनन क्षमता के लिए मिलाए गए खनिज और विटामिन",
  "Pellet form, easy to measure and feed": "पेलेट रूप में, नापने और खिलाने में आसान",
  "Feed 400 g per litre of milk, in addition to green fodder.": "हरे चारे के साथ, हर लीटर दूध पर 400 ग्राम खिलाएँ।",
  "Navdhara Calf Grower": "Navdhara काफ़ ग्रोअर",
  "Starter and grower feed for calves from 2 to 6 months.": "2 से 6 महीने के बछड़ों के लिए स्टार्टर और ग्रोअर आहार।",
  "Supports rumen development": "रूमेन के विकास में मदद",
  "High digestibility for steady weight gain": "लगातार वज़न बढ़ने के लिए आसानी से पचने वाला",
  "Palatable texture that calves accept early": "स्वादिष्ट बनावट, जिसे बछड़े जल्दी खाने लगते हैं",
  "Navdhara Close-Up Care": "Navdhara क्लोज़-अप केयर",
  "Special feed for the last 21 days before calving and dry cow feed for 45-60 days pre-calving.": "ब्याने से पहले के आखिरी 21 दिनों का विशेष आहार, और ब्याने से 45-60 दिन पहले सूखी गाय का आहार।",
  "Anionic salts to reduce milk fever": "मिल्क फ़ीवर घटाने के लिए एनायनिक लवण",
  "Prepares the cow for a strong start to lactation": "गाय को दूध देने की मज़बूत शुरुआत के लिए तैयार करता है",
  "Broiler Pre-Starter": "ब्रॉयलर प्री-स्टार्टर",
  "Crumble feed for days 1-10.": "दिन 1-10 के लिए क्रम्बल आहार।",
  "Highly digestible protein for early growth": "शुरुआती बढ़त के लिए आसानी से पचने वाला प्रोटीन",
  "Supports gut development and liveability": "आँतों के विकास और चूज़ों के जीवित रहने में मदद",
  "Broiler Starter": "ब्रॉयलर स्टार्टर",
  "Pellet feed for days 11-25.": "दिन 11-25 के लिए पेलेट आहार।",
  "Balanced amino acids for frame growth": "ढाँचे की बढ़त के लिए संतुलित अमीनो एसिड",
  "Improves feed conversion ratio": "FCR सुधारता है",
  "Broiler Finisher": "ब्रॉयलर फ़िनिशर",
  "Pellet feed from day 26 until sale.": "दिन 26 से बिक्री तक पेलेट आहार।",
  "Energy-dense formulation for weight gain": "वज़न बढ़ाने के लिए ऊर्जा से भरपूर फ़ॉर्मूला",
  "Better carcass yield": "कटने पर ज़्यादा मांस",
  "Layer Chick Feed": "लेयर चूज़ा आहार",
  "For chicks from 0 to 8 weeks.": "0 से 8 हफ़्ते के चूज़ों के लिए।",
  "Protein 20-22%": "प्रोटीन 20-22%",
  " for early growth": " शुरुआती बढ़त के लिए",
  "Coccidiostat for healthy flocks": "स्वस्थ झुंड के लिए कॉक्सीडियोस्टैट",
  "Grower and Developer": "ग्रोअर और डेवलपर",
  "For pullets from 9 to 18 weeks.": "9 से 18 हफ़्ते की पुलेट के लिए।",
  "Builds frame and body weight uniformity": "ढाँचा बनाता है और शरीर का वज़न एक-सा रखता है",
  "Prepares the bird for the laying period": "पक्षी को अंडा देने के दौर के लिए तैयार करता है",
  "Layer Phase 1 Mash": "लेयर फ़ेज़ 1 मैश",
  "Laying feed from 18 weeks.": "18 हफ़्ते से अंडा देने का आहार।",
  "Calcium 3.5-4%": "कैल्शियम 3.5-4%",
  " for strong shells": " मज़बूत छिलकों के लिए",
  "Consistent egg weight and yolk colour": "अंडे का एक-सा वज़न और ज़र्दी का रंग",
  "Layer Concentrate Premium": "लेयर कंसन्ट्रेट प्रीमियम",
  "Concentrate to mix with farm maize.": "फ़ार्म के मक्के में मिलाने के लिए कंसन्ट्रेट।",
  "Protein 35-38%": "प्रोटीन 35-38%",
  "Saves cost for farms with their own grain": "अपना अनाज रखने वाले फ़ार्मों की लागत बचाता है",
  "Multi-Stage Setter 57,600": "मल्टी-स्टेज सेटर 57,600",
  "Multi-stage setter with 57,600 egg capacity.": "57,600 अंडों की क्षमता वाला मल्टी-स्टेज सेटर।",
  "Microprocessor control of temperature and humidity": "तापमान और नमी का माइक्रोप्रोसेसर नियंत्रण",
  "Automatic turning every hour": "हर घंटे अपने-आप पलटाई",
  "Insulated PUF panels": "इंसुलेटेड PUF पैनल",
  "Hatcher 19,200": "हैचर 19,200",
  "Hatcher matched to the setter for single-batch transfer.": "सेटर से मेल खाता हैचर, एक ही बैच में ट्रांसफ़र के लिए।",
  "Uniform airflow": "एक-सा हवा का बहाव",
  "Easy-clean trolleys": "आसानी से साफ़ होने वाली ट्रॉलियाँ",
  "Egg Setter Trays": "अंडा सेटर ट्रे",
  "Food-grade plastic trays for 150 eggs.": "150 अंडों के लिए फ़ूड-ग्रेड प्लास्टिक ट्रे।",
  "Fit all Navdhara setters": "सभी Navdhara सेटरों में फ़िट",
  "Washable and durable": "धोने योग्य और टिकाऊ",
  "Automatic Pan Feeder": "ऑटोमैटिक पैन फ़ीडर",
  "Pan feeding line for broiler and breeder houses.": "ब्रॉयलर और ब्रीडर शेड के लिए पैन फ़ीडिंग लाइन।",
  "Adjustable feed level": "आहार का स्तर बदला जा सकता है",
  "Reduces feed wastage": "आहार की बर्बादी घटाता है",
  "Nipple Drinker Line": "निप्पल ड्रिंकर लाइन",
  "Closed drinking system with pressure regulators.": "प्रेशर रेगुलेटर वाला बंद पीने का सिस्टम।",
  "Clean water, dry litter": "साफ़ पानी, सूखा बिछावन",
  "Winch-adjustable height": "विंच से ऊँचाई बदलें",
  "Gas Brooder": "गैस ब्रूडर",
  "LPG brooder for the first two weeks of chicks.": "चूज़ों के पहले दो हफ़्तों के लिए LPG ब्रूडर।",
  "Even heat over 1,000 chicks": "1,000 चूज़ों पर एक-सी गर्मी",
  "Low gas consumption": "कम गैस खपत",
  "A-Type Layer Cage": "A-टाइप लेयर पिंजरा",
  "Three- and four-tier galvanised cages for layers.": "लेयर के लिए तीन और चार मंज़िला गैल्वनाइज़्ड पिंजरे।",
  "Egg roll-out trays": "अंडे लुढ़कने वाली ट्रे",
  "Hot-dip galvanised for long life": "लंबी उम्र के लिए हॉट-डिप गैल्वनाइज़्ड",
  "H-Type Layer Cage": "H-टाइप लेयर पिंजरा",
  "High-density stacked cages with manure belts.": "खाद बेल्ट वाले, ऊपर-नीचे रखे घने पिंजरे।",
  "Up to eight tiers": "आठ मंज़िल तक",
  "Automatic feeding and egg collection options": "अपने-आप आहार देने और अंडे इकट्ठा करने के विकल्प",
  "Pullet Rearing Cage": "पुलेट पालन पिंजरा",
  "Rearing cages for pullets from day one to 16 weeks.": "पहले दिन से 16 हफ़्ते तक की पुलेट के पालन पिंजरे।",
  "Adjustable floor mesh": "बदली जा सकने वाली फ़र्श की जाली",
  "Moves to the laying house with the birds": "पक्षियों के साथ अंडा शेड में चला जाता है",
  "6-Blade Exhaust Fan 54\"": "6-ब्लेड एग्ज़ॉस्ट पंखा 54\"",
  "54 x 54 inch exhaust fan.": "54 x 54 इंच का एग्ज़ॉस्ट पंखा।",
  "16,000 CFM": "16,000 CFM",
  " airflow": " हवा का बहाव",
  "1.5 HP, 3-phase motor": "1.5 HP, 3-फ़ेज़ मोटर",
  "Saves 30-50% energy": "30-50% बिजली बचाता है",
  "Box Fan 52\"": "बॉक्स पंखा 52\"",
  "52 x 52 inch box fan for tunnel ventilation.": "टनल वेंटिलेशन के लिए 52 x 52 इंच का बॉक्स पंखा।",
  "26,500 CFM": "26,500 CFM",
  "Galvanised housing": "गैल्वनाइज़्ड ढाँचा",
  "Air Circulation Fan 51\"": "हवा घुमाने वाला पंखा 51\"",
  "51 x 51 inch fan to move air inside the house.": "शेड के अंदर हवा घुमाने के लिए 51 x 51 इंच का पंखा।",
  "22,000 CFM": "22,000 CFM",
  "Hanging or wall mounting": "लटकाकर या दीवार पर लगाएँ",
  "Hi-Pro Soya De-Oiled Cake": "हाई-प्रो सोया डी-ऑयल्ड केक",
  "Soya meal with above 48% protein.": "48% से अधिक प्रोटीन वाला सोया मील।",
  "Low urease activity": "कम यूरिएज़ सक्रियता",
  "Uniform particle size for feed mills": "फ़ीड मिलों के लिए एक-से आकार के कण",
  "Soya DOC Standard": "सोया DOC स्टैंडर्ड",
  "Soya de-oiled cake with 46% protein for compound feed.": "मिश्रित आहार के लिए 46% प्रोटीन वाला सोया डी-ऑयल्ड केक।",
  "Available loose or in 50 kg bags": "खुला या 50 किलो की बोरियों में उपलब्ध",
  "Refined Soya Oil": "रिफ़ाइंड सोया तेल",
  "Refined soyabean oil from our Ujjain plant.": "हमारे उज्जैन प्लांट का रिफ़ाइंड सोयाबीन तेल।",
  "Bulk tankers for industry": "उद्योग के लिए थोक टैंकर",
  "Packed for retail distributors": "रिटेल वितरकों के लिए पैक",
  "Chicken Seekh Kebab": "चिकन सीख कबाब",
  "Ready-to-cook seekh kebabs with Indian spices.": "भारतीय मसालों वाले रेडी-टू-कुक सीख कबाब।",
  "Pan fry or grill in 8 minutes": "8 मिनट में पैन फ़्राई या ग्रिल करें",
  "Pack of 12": "12 का पैक",
  "Chicken Nuggets": "चिकन नगेट्स",
  "Crispy breaded nuggets made from whole breast meat.": "पूरे ब्रेस्ट मीट से बने कुरकुरे ब्रेडेड नगेट्स।",
  "Deep fry or air fry": "डीप फ़्राई या एयर फ़्राई करें",
  "500 g and 1 kg packs": "500 ग्राम और 1 किलो के पैक",
  "Tandoori Drumsticks": "तंदूरी ड्रमस्टिक्स",
  "Marinated drumsticks, ready for the oven or tandoor.": "मैरिनेट किए ड्रमस्टिक्स, ओवन या तंदूर के लिए तैयार।",
  "No artificial colour": "कोई कृत्रिम रंग नहीं",
  "Serves four": "चार लोगों के लिए",
  "Curry Cut Chicken": "करी कट चिकन",
  "Skinless curry cut, individually quick frozen.": "बिना खाल का करी कट, टुकड़ा-टुकड़ा जल्दी जमाया हुआ।",
  "Hygienically processed at Rai, Sonipat": "राई, सोनीपत में साफ़-सफ़ाई से प्रोसेस किया गया",
  "1 kg pack": "1 किलो का पैक",
  "Day-Old Broiler Chicks": "एक दिन के ब्रॉयलर चूज़े",
  "Vaccinated broiler chicks delivered within hours of hatching.": "टीका लगे ब्रॉयलर चूज़े, निकलने के कुछ ही घंटों में पहुँचाए जाते हैं।",
  "Uniform weight": "एक-सा वज़न",
  "High liveability": "ज़्यादा चूज़े ज़िंदा बचते हैं",
  "Commercial Layer Chicks": "व्यावसायिक लेयर चूज़े",
  "Layer chicks of proven strains for high egg numbers.": "ज़्यादा अंडों के लिए परखी हुई नस्लों के लेयर चूज़े।",
  "Sexed female chicks": "सिर्फ़ मादा चूज़े (सेक्सिंग किए हुए)",
  "Vaccination card with every box": "हर बक्से के साथ टीकाकरण कार्ड",
  "Broiler Parent Chicks": "ब्रॉयलर पेरेंट चूज़े",
  "Parent stock for hatcheries and integrators.": "हैचरियों और इंटीग्रेटरों के लिए पेरेंट स्टॉक।",
  "Hatching egg production from 24 weeks": "24 हफ़्ते से हैचिंग अंडों का उत्पादन",
  "Technical support from our breeder team": "हमारी ब्रीडर टीम से तकनीकी सहायता",
  "Fertile Hatching Eggs": "निषेचित हैचिंग अंडे",
  "Graded, sanitised fertile eggs from our breeder farms.": "हमारे ब्रीडर फ़ार्मों के छँटे हुए, सैनिटाइज़ किए निषेचित अंडे।",
  "Stored at 18°C": "18°C पर रखे गए",
  "Delivered in setter trays on request": "माँगने पर सेटर ट्रे में पहुँचाए जाते हैं",
};

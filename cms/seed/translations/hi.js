'use strict';

/** Hindi (Devanagari) texts of the seed, keyed by their English (seed/translations/index.js). */
module.exports = {
  // Testimonies
  'Gurpreet Singh': 'गुरप्रीत सिंह',
  'Singh Poultry Farms, Ludhiana': 'सिंह पोल्ट्री फ़ार्म्स, लुधियाना',
  'We moved our three broiler sheds to Navdhara chicks and feed in 2019. Liveability went up, our feed conversion improved by almost a tenth, and their field vet visits every batch. It feels like working with a partner, not a supplier.':
    'हमने 2019 में अपने तीनों ब्रॉयलर शेड Navdhara के चूज़ों और आहार पर कर दिए। चूज़ों का जीवित रहना बढ़ा, आहार रूपांतरण लगभग दसवाँ हिस्सा सुधरा, और उनके फ़ील्ड पशु-चिकित्सक हर बैच में आते हैं। लगता है जैसे किसी साझेदार के साथ काम कर रहे हों, सिर्फ़ सप्लायर के साथ नहीं।',
  'Meena Kumari': 'मीना कुमारी',
  'Shree Balaji Layers, Ajmer': 'श्री बालाजी लेयर्स, अजमेर',
  'The layer feed phases are simple to follow and our egg shell quality has been steady even in the May heat. The ventilation team helped us plan fans for a new shed at a price we could manage.':
    'लेयर आहार के चरण मानना आसान है और मई की गर्मी में भी हमारे अंडों के छिलके की गुणवत्ता एक जैसी रही। वेंटिलेशन टीम ने नए शेड के पंखों की योजना ऐसे दाम में बनाने में मदद की जो हम उठा सकें।',
  'Ramesh Yadav': 'रमेश यादव',
  'Yadav Dairy & Agro, Karnal': 'यादव डेयरी एंड एग्रो, करनाल',
  'Our milk yield went up after we switched to their cattle feed with bypass fat. Deliveries come on time every week and the dealer explains every change in formulation.':
    'बायपास फ़ैट वाले उनके पशु आहार पर आने के बाद हमारा दूध उत्पादन बढ़ गया। हर हफ़्ते डिलीवरी समय पर आती है और डीलर फ़ॉर्मूले के हर बदलाव को समझाते हैं।',
  'Anita Deshmukh': 'अनीता देशमुख',
  'Hotel Sahyadri Grand, Pune': 'होटल सह्याद्रि ग्रैंड, पुणे',
  'For our banquet kitchen we need consistent frozen chicken cuts and ready-to-cook snacks. Navdhara Foods has never missed a bulk order and the cold chain is reliable.':
    'हमारी बैंक्वेट रसोई को एक जैसे फ्रोज़न चिकन कट और रेडी-टू-कुक स्नैक्स चाहिए। Navdhara Foods ने कभी कोई थोक ऑर्डर नहीं छोड़ा और कोल्ड चेन भरोसेमंद है।',
  'Harjeet Kaur': 'हरजीत कौर',
  'Kaur Hatcheries, Bathinda': 'कौर हैचरीज़, बठिंडा',
  'We bought two setters and a hatcher from Navdhara Equipments. Installation took four days and hatchability rose by three percent in the first season. Spare parts arrive within 48 hours.':
    'हमने Navdhara Equipments से दो सेटर और एक हैचर खरीदा। लगाने में चार दिन लगे और पहले ही सीज़न में हैचबिलिटी तीन प्रतिशत बढ़ी। स्पेयर पार्ट्स 48 घंटों में पहुँच जाते हैं।',
  'Mohammed Irfan': 'मोहम्मद इरफ़ान',
  'Irfan Feed Traders, Indore': 'इरफ़ान फ़ीड ट्रेडर्स, इंदौर',
  'As a distributor I value steady quality. The soya meal from the Ujjain plant is consistent lot after lot, and the protein certificates come with every truck.':
    'वितरक के नाते मेरे लिए स्थिर गुणवत्ता सबसे ज़रूरी है। उज्जैन प्लांट का सोया मील हर लॉट में एक जैसा रहता है, और हर ट्रक के साथ प्रोटीन प्रमाणपत्र आते हैं।',

  // Board
  'Rajinder Pal Bansal': 'राजिंदर पाल बंसल',
  'Founder and Chairman': 'संस्थापक और अध्यक्ष',
  'Sunita Bansal': 'सुनीता बंसल',
  'Managing Director': 'प्रबंध निदेशक',
  'Vikram Bansal': 'विक्रम बंसल',
  'Director, Feeds and Proteins': 'निदेशक, आहार और प्रोटीन',
  'Dr. Kavita Rao': 'डॉ. कविता राव',
  'Director, Hatcheries and Animal Health': 'निदेशक, हैचरियाँ और पशु स्वास्थ्य',
  'Arjun Mehta': 'अर्जुन मेहता',
  'Director, Foods': 'निदेशक, खाद्य',
  'Neha Gupta': 'नेहा गुप्ता',
  'Independent Director': 'स्वतंत्र निदेशक',
  'Sandeep Arora': 'संदीप अरोड़ा',
  'Director, Equipments': 'निदेशक, उपकरण',

  // Openings
  'Accounts Executive': 'अकाउंट्स एग्ज़ीक्यूटिव',
  'Maintain ledgers, GST returns and vendor reconciliations for the feed division at Ambala. B.Com with 2-4 years of experience in Tally or SAP.':
    'अंबाला में आहार विभाग के खाते, GST रिटर्न और वेंडर मिलान सँभालना। B.Com, Tally या SAP में 2-4 वर्ष के अनुभव के साथ।',
  'Assistant Manager, Costing': 'सहायक प्रबंधक, कॉस्टिंग',
  'Own plant-wise cost sheets for feed mills and the processing plant, monthly variance reports and budget reviews. CA/ICWA inter with 4+ years in manufacturing.':
    'फ़ीड मिलों और प्रोसेसिंग प्लांट की प्लांट-वार लागत शीट, मासिक अंतर रिपोर्ट और बजट समीक्षा की ज़िम्मेदारी। CA/ICWA इंटर, विनिर्माण में 4+ वर्ष के साथ।',
  'Area Sales Manager, Feeds (Punjab)': 'एरिया सेल्स मैनेजर, आहार (पंजाब)',
  'Grow dealer and integrator sales of broiler and layer feed across Punjab; plan farmer meetings; manage a team of four sales officers. Graduate in agriculture or veterinary science preferred.':
    'पूरे पंजाब में ब्रॉयलर और लेयर आहार की डीलर और इंटीग्रेटर बिक्री बढ़ाना; किसान बैठकों की योजना बनाना; चार सेल्स अधिकारियों की टीम सँभालना। कृषि या पशु-चिकित्सा विज्ञान में स्नातक को प्राथमिकता।',
  'Sales Officer, Cattle Feed': 'सेल्स अधिकारी, पशु आहार',
  'Visit dairy farmers and village dealers in Haryana, run feeding demonstrations and collect orders. Two-wheeler and local language required.':
    'हरियाणा में डेयरी किसानों और गाँव के डीलरों से मिलना, आहार प्रदर्शन करना और ऑर्डर लेना। दोपहिया वाहन और स्थानीय भाषा ज़रूरी।',
  'Key Account Executive, Foods (HORECA)': 'की अकाउंट एग्ज़ीक्यूटिव, खाद्य (HORECA)',
  'Manage hotel, restaurant and caterer accounts for frozen and ready-to-cook products in Delhi NCR.':
    'दिल्ली NCR में फ्रोज़न और रेडी-टू-कुक उत्पादों के लिए होटल, रेस्टोरेंट और कैटरर खाते सँभालना।',
  'Hatchery Supervisor': 'हैचरी सुपरवाइज़र',
  'Run setter and hatcher schedules, chick grading and dispatch at a 1.5 million chicks/month hatchery. Diploma in poultry science with 3+ years of experience.':
    'हर महीने 15 लाख चूज़ों वाली हैचरी में सेटर और हैचर का समय-क्रम, चूज़ों की ग्रेडिंग और भेजना सँभालना। पोल्ट्री विज्ञान में डिप्लोमा, 3+ वर्ष के अनुभव के साथ।',
  'Production Shift Engineer, Feed Mill': 'प्रोडक्शन शिफ़्ट इंजीनियर, फ़ीड मिल',
  'Supervise pelleting, boiler and packing lines on rotating shifts; preventive maintenance and safety records. B.Tech Mechanical/Electrical.':
    'बदलती शिफ़्टों में पेलेटिंग, बॉयलर और पैकिंग लाइनों की निगरानी; निवारक रखरखाव और सुरक्षा रिकॉर्ड। B.Tech मैकेनिकल/इलेक्ट्रिकल।',

  // FAQs: foods
  'Where are Navdhara Foods products processed?': 'Navdhara Foods के उत्पाद कहाँ प्रोसेस होते हैं?',
  'All chicken products are processed at our plant in Rai, Sonipat (Haryana), which runs under HACCP-based food safety procedures with cold storage on site.':
    'सभी चिकन उत्पाद राई, सोनीपत (हरियाणा) के हमारे प्लांट में प्रोसेस होते हैं, जो HACCP पर आधारित खाद्य सुरक्षा प्रक्रियाओं से चलता है और वहीं कोल्ड स्टोरेज है।',
  'Do you supply hotels, restaurants and caterers?': 'क्या आप होटल, रेस्टोरेंट और कैटरर को सप्लाई करते हैं?',
  'Yes. HORECA and bulk buyers can order frozen cuts and ready-to-cook products through our bulk order form or by calling our toll-free number.':
    'हाँ। HORECA और थोक खरीदार हमारे थोक ऑर्डर फ़ॉर्म से या हमारे टोल-फ्री नंबर पर फ़ोन करके फ्रोज़न कट और रेडी-टू-कुक उत्पाद मँगा सकते हैं।',
  'How should frozen products be stored?': 'फ्रोज़न उत्पाद कैसे रखें?',
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
    'एक दिन के ब्रॉयलर चूज़े, व्यावसायिक लेयर चूज़े, ब्रॉयलर पैरेंट चूज़े और उपजाऊ हैचिंग अंडे।',
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
    'सोया डी-ऑयल्ड केक (सोया मील), रिफ़ाइंड सोया तेल, सरसों की खली और चावल की भूसी के एक्सट्रैक्शन उत्पाद।',
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
    'हाँ। हमारे पशु आहार की श्रृंखला में बछड़े, दुधारू गाय और भैंस, सूखी गाय और ब्याने से पहले की गाय, सबके लिए आहार है।',
  'How do I become a Navdhara Feeds dealer?': 'मैं Navdhara Feeds का डीलर कैसे बनूँ?',
  'Send an enquiry from the contact page or call our toll-free number; our area sales manager will get in touch.':
    'संपर्क पेज से पूछताछ भेजें या हमारे टोल-फ्री नंबर पर फ़ोन करें; हमारे एरिया सेल्स मैनेजर आपसे संपर्क करेंगे।',
  'How long can feed be stored?': 'आहार कितने दिन रखा जा सकता है?',
  'Store bags on pallets in a dry, ventilated place and use them within 45 days of the manufacturing date.':
    'बोरियों को सूखी, हवादार जगह पर पैलेट पर रखें और निर्माण की तारीख से 45 दिनों के भीतर इस्तेमाल करें।',

  // FAQs: equipments
  'What equipment do you make?': 'आप कौन-से उपकरण बनाते हैं?',
  'Hatchery equipment (setters, hatchers, trays), farm equipment (feeders, drinkers, brooders), cages for layers and ventilation fans.':
    'हैचरी उपकरण (सेटर, हैचर, ट्रे), फ़ार्म उपकरण (फ़ीडर, ड्रिंकर, ब्रूडर), लेयर के लिए पिंजरे और वेंटिलेशन पंखे।',
  'Do you install the equipment?': 'क्या आप उपकरण लगाते भी हैं?',
  'Yes. Our engineers install and commission every project and train your staff to run it.':
    'हाँ। हमारे इंजीनियर हर परियोजना को लगाते और चालू करते हैं और आपके कर्मचारियों को उसे चलाना सिखाते हैं।',
  'How much energy do your fans save?': 'आपके पंखे कितनी ऊर्जा बचाते हैं?',
  'Our high-efficiency fans save 30-50% energy compared to conventional fans of the same size.':
    'हमारे उच्च-दक्षता वाले पंखे उसी आकार के पारंपरिक पंखों की तुलना में 30-50% ऊर्जा बचाते हैं।',
  'Do you provide after-sales service?': 'क्या आप बिक्री के बाद सेवा देते हैं?',
  'Yes. We keep spare parts in regional depots and offer annual maintenance contracts.':
    'हाँ। हम क्षेत्रीय डिपो में स्पेयर पार्ट्स रखते हैं और वार्षिक रखरखाव अनुबंध देते हैं।',
};

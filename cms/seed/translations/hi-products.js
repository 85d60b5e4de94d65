'use strict';

/**
 * Hindi (Devanagari) texts of the seeded products' pages (seed/product-details.js), keyed by their
 * English (seed/translations/index.js). The table's labels carry the units, so that a figure is
 * written alike in every language; terms as the glossary decides (shared/src/i18n/glossary.json).
 */
module.exports = {
  // Rows of the tables
  'Crude protein': 'क्रूड प्रोटीन',
  'Crude protein (min)': 'क्रूड प्रोटीन (कम से कम)',
  'Crude fat': 'क्रूड फ़ैट',
  'Crude fat (max)': 'क्रूड फ़ैट (अधिकतम)',
  'Crude fibre (max)': 'क्रूड फ़ाइबर (अधिकतम)',
  'Energy (kcal per kg)': 'ऊर्जा (किलो कैलोरी प्रति किलो)',
  Calcium: 'कैल्शियम',
  Phosphorus: 'फ़ॉस्फ़ोरस',
  'Available phosphorus': 'उपलब्ध फ़ॉस्फ़ोरस',
  Magnesium: 'मैग्नीशियम',
  'Moisture (max)': 'नमी (अधिकतम)',
  Form: 'रूप',
  Pellets: 'पेलेट',
  Crumbles: 'क्रम्बल',
  Mash: 'मैश',
  'Share of the complete feed': 'पूरे आहार में हिस्सा',
  'Capacity (eggs)': 'क्षमता (अंडे)',
  'Trays (150 eggs each)': 'ट्रे (हर ट्रे में 150 अंडे)',
  'Hatcher baskets (150 eggs each)': 'हैचर बास्केट (हर बास्केट में 150 अंडे)',
  Turning: 'अंडों की पलटाई',
  'Automatic, every hour': 'अपने-आप, हर घंटे',
  'Connected load (kW)': 'जुड़ा हुआ लोड (किलोवाट)',
  'Power supply': 'बिजली सप्लाई',
  '415 V, 3-phase': '415 वोल्ट, 3-फ़ेज़',
  Material: 'सामग्री',
  'Size, L × W × H (mm)': 'आकार, लंबाई × चौड़ाई × ऊँचाई (मिमी)',
  'Food-grade plastic': 'फ़ूड-ग्रेड प्लास्टिक',
  'Weight (kg)': 'वज़न (किलो)',
  'Broilers per pan': 'हर पैन पर ब्रॉयलर',
  'Pan diameter (mm)': 'पैन का व्यास (मिमी)',
  'Line length (max, m)': 'लाइन की लंबाई (अधिकतम, मीटर)',
  'Motor (HP)': 'मोटर (HP)',
  'Plastic pans on a galvanised feed tube': 'गैल्वनाइज़्ड फ़ीड पाइप पर प्लास्टिक के पैन',
  'Broilers per nipple': 'हर निप्पल पर ब्रॉयलर',
  'Nipple spacing (mm)': 'निप्पलों के बीच की दूरी (मिमी)',
  'Stainless steel nipples on a plastic pipe': 'प्लास्टिक पाइप पर स्टेनलेस स्टील के निप्पल',
  'Chicks per brooder': 'हर ब्रूडर के नीचे चूज़े',
  Fuel: 'ईंधन',
  LPG: 'LPG',
  'Gas use (kg per hour)': 'गैस की खपत (किलो प्रति घंटा)',
  'Hanging height (cm)': 'लटकाने की ऊँचाई (सेमी)',
  Tiers: 'मंज़िलें',
  '3 or 4': '3 या 4',
  '4 to 8': '4 से 8',
  'Hens per cell': 'हर खाने में मुर्गियाँ',
  'Pullets per cell': 'हर खाने में पुलेट',
  'Cell size, W × D × H (mm)': 'खाने का आकार, चौड़ाई × गहराई × ऊँचाई (मिमी)',
  'Hot-dip galvanised steel wire': 'हॉट-डिप गैल्वनाइज़्ड स्टील का तार',
  'Manure removal': 'खाद की सफ़ाई',
  'Belts, run every day': 'बेल्ट से, रोज़',
  Floor: 'फ़र्श',
  'Adjustable mesh, for chicks and growers': 'बदली जा सकने वाली जाली, चूज़ों और बढ़ती पुलेट के लिए',
  'Size (inches)': 'आकार (इंच)',
  'Airflow (CFM)': 'हवा का बहाव (CFM)',
  Motor: 'मोटर',
  '1.5 HP, 3-phase': '1.5 HP, 3-फ़ेज़',
  '1 HP, single-phase': '1 HP, सिंगल फ़ेज़',
  Blades: 'ब्लेड',
  '6, galvanised steel': '6, गैल्वनाइज़्ड स्टील के',
  Shutter: 'शटर',
  'Falls shut when the fan stops': 'पंखा रुकते ही अपने-आप बंद हो जाता है',
  Housing: 'ढाँचा',
  'Galvanised steel': 'गैल्वनाइज़्ड स्टील',
  Mounting: 'लगाने का तरीका',
  'Free fatty acids (max)': 'फ़्री फ़ैटी एसिड (अधिकतम)',
  Colour: 'रंग',
  'Light yellow': 'हल्का पीला',
  'Net weight (g)': 'शुद्ध वज़न (ग्राम)',
  'Pieces per pack': 'हर पैक में टुकड़े',
  'Shelf life (months, frozen)': 'शेल्फ़ लाइफ़ (महीने, जमाकर रखने पर)',
  'Storage temperature': 'रखने का तापमान',
  'Storage temperature (°C)': 'रखने का तापमान (°C)',
  '-18°C or below': '-18°C या उससे कम',
  'Chicken (min)': 'चिकन (कम से कम)',
  Breed: 'नस्ल',
  'Fast-growing commercial broiler': 'तेज़ी से बढ़ने वाला व्यावसायिक ब्रॉयलर',
  'White-egg and brown-egg layer strains': 'सफ़ेद और भूरे अंडे देने वाली लेयर नस्लें',
  'Broiler parent stock': 'ब्रॉयलर पेरेंट स्टॉक',
  'Broiler parent flocks': 'ब्रॉयलर पेरेंट झुंड',
  'Age at sale': 'बिक्री के समय उम्र',
  'Day-old': 'एक दिन',
  'Chick weight (g)': 'चूज़े का वज़न (ग्राम)',
  'Vaccination at the hatchery': 'हैचरी में टीकाकरण',
  'Marek’s disease, and Newcastle disease by spray': 'मेरेक्स रोग, और स्प्रे से रानीखेत',
  Sex: 'लिंग',
  'Female (sexed)': 'मादा (सेक्सिंग किए हुए)',
  'Eggs per hen to 72 weeks': '72 हफ़्ते तक हर मुर्गी के अंडे',
  'Hatching eggs from (weeks)': 'हैचिंग अंडे (इस हफ़्ते से)',
  'Egg weight (g)': 'अंडे का वज़न (ग्राम)',
  'Hatchability (usual)': 'हैचबिलिटी (आम तौर पर)',

  // Pack sizes
  '50 kg bag': '50 किलो की बोरी',
  '25 kg bag': '25 किलो की बोरी',
  'Loose, by the truckload': 'खुला, ट्रक भर कर',
  'Box of 20 trays': '20 ट्रे का डिब्बा',
  '15 litre tin': '15 लीटर का टिन',
  '1 litre pouch': '1 लीटर का पाउच',
  'Bulk tanker': 'थोक टैंकर',
  '500 g pack': '500 ग्राम का पैक',
  '800 g pack': '800 ग्राम का पैक',
  '5 kg bulk pack': '5 किलो का थोक पैक',
  'Box of 100 chicks': '100 चूज़ों का डिब्बा',
  'Case of 360 eggs': '360 अंडों की पेटी',

  // Cattle feed
  'A pelleted compound feed with 20% protein and bypass fat, for cows and buffaloes that give a lot of milk.':
    'ज़्यादा दूध देने वाली गायों और भैंसों के लिए 20% प्रोटीन और बाईपास फ़ैट वाला पेलेट मिश्रित आहार।',
  'Cows and buffaloes giving 15 litres of milk or more a day.': 'रोज़ 15 लीटर या उससे ज़्यादा दूध देने वाली गायें और भैंसें।',
  'Split the day’s feed into two meals, at milking time.': 'दिन भर का आहार दो बार में, दूध निकालने के समय दें।',
  'Change over from another feed gradually, over a week.': 'किसी दूसरे आहार से इस पर धीरे-धीरे, एक हफ़्ते में लाएँ।',
  'Can I give Dairy Gold to a dry cow?': 'क्या सूखी गाय को डेयरी गोल्ड दे सकते हैं?',
  'No. A dry cow needs less energy and calcium: give her Navdhara Close-Up Care instead.':
    'नहीं। सूखी गाय को कम ऊर्जा और कम कैल्शियम चाहिए: उसे इसकी जगह Navdhara क्लोज़-अप केयर दें।',
  'Starter and grower pellets that build the rumen and a strong frame in calves from 2 to 6 months.':
    '2 से 6 महीने के बछड़ों के लिए स्टार्टर और ग्रोअर पेलेट, जो रूमेन और मज़बूत ढाँचा बनाते हैं।',
  'Calves of cows and buffaloes, from 2 to 6 months.': 'गाय और भैंस के बछड़े, 2 से 6 महीने तक।',
  'Start with 250 g a day and raise it slowly to 1.5 kg a day by 6 months.':
    'रोज़ 250 ग्राम से शुरू करें और धीरे-धीरे बढ़ाकर 6 महीने तक रोज़ 1.5 किलो करें।',
  'Give good hay and clean water beside it.': 'साथ में अच्छा सूखा चारा और साफ़ पानी दें।',
  'Feed for the weeks before calving, with anionic salts that help prevent milk fever.':
    'ब्याने से पहले के हफ़्तों का आहार, एनायनिक लवणों के साथ जो मिल्क फ़ीवर से बचाने में मदद करते हैं।',
  'Dry cows and buffaloes 45-60 days before calving, and close-up cows in the last 21 days.':
    'ब्याने से 45-60 दिन पहले की सूखी गायें और भैंसें, और आखिरी 21 दिनों की गाभिन गायें।',
  'Feed 2-3 kg a day with dry fodder, from 21 days before the expected calving date.':
    'ब्याने की संभावित तारीख से 21 दिन पहले से, सूखे चारे के साथ रोज़ 2-3 किलो खिलाएँ।',
  'Stop on the day of calving and move to a milking feed such as Navdhara Dairy Gold.':
    'ब्याने के दिन बंद करें और दूध देने वाले पशु का आहार, जैसे Navdhara डेयरी गोल्ड, शुरू करें।',
  'Why should a cow get less calcium before calving?': 'ब्याने से पहले गाय को कम कैल्शियम क्यों देना चाहिए?',
  'A cow fed little calcium before calving learns to draw it from her bones, so her blood calcium does not fall when the milk starts. This is what prevents milk fever.':
    'ब्याने से पहले कम कैल्शियम पाने वाली गाय का शरीर हड्डियों से कैल्शियम लेना सीख जाता है, इसलिए दूध शुरू होने पर उसके खून में कैल्शियम नहीं गिरता। इसी से मिल्क फ़ीवर नहीं होता।',

  // Broiler feed
  'Crumbles for broiler chicks in their first ten days, when the gut and immunity are built.':
    'ब्रॉयलर चूज़ों के पहले दस दिनों के लिए क्रम्बल, जब उनकी आँतें और रोग-प्रतिरोधक क्षमता बनती है।',
  'Broiler chicks, days 1-10.': 'ब्रॉयलर चूज़े, दिन 1-10।',
  'Spread the first feed on chick paper or trays, then fill the feeders.':
    'पहला आहार चिक पेपर या ट्रे पर फैलाएँ, फिर फ़ीडर भरें।',
  'Keep clean, fresh water in front of the birds at all times.': 'पक्षियों के आगे हर समय साफ़, ताज़ा पानी रखें।',
  'Change to Broiler Starter on day 11.': 'दिन 11 से ब्रॉयलर स्टार्टर शुरू करें।',
  'Can I go on with Pre-Starter after day 10?': 'क्या दिन 10 के बाद भी प्री-स्टार्टर दे सकते हैं?',
  'For two or three days if the chicks are light, but change to Starter by day 13: Pre-Starter costs more per kg.':
    'चूज़े हल्के हों तो दो-तीन दिन और, पर दिन 13 तक स्टार्टर पर आ जाएँ: प्री-स्टार्टर प्रति किलो महँगा पड़ता है।',
  'Pellets for broilers from day 11 to day 25, for frame growth and a better FCR.':
    'दिन 11 से दिन 25 तक के ब्रॉयलर के लिए पेलेट, ढाँचे की बढ़त और बेहतर FCR के लिए।',
  'Broilers, days 11-25.': 'ब्रॉयलर, दिन 11-25।',
  'Mix it with the last of the Pre-Starter for two days, then feed it alone.':
    'दो दिन इसे बचे हुए प्री-स्टार्टर में मिलाकर दें, फिर सिर्फ़ यही खिलाएँ।',
  'Change to Broiler Finisher on day 26.': 'दिन 26 से ब्रॉयलर फ़िनिशर शुरू करें।',
  'Energy-dense pellets that bring broilers to market weight, from day 26 until sale.':
    'ऊर्जा से भरपूर पेलेट, जो दिन 26 से बिक्री तक ब्रॉयलर को बाज़ार के वज़न तक पहुँचाते हैं।',
  'Broilers from day 26 until sale.': 'दिन 26 से बिक्री तक के ब्रॉयलर।',
  'Change over from Starter over two days.': 'स्टार्टर से इस पर दो दिन में लाएँ।',
  'Take the feed away 8-10 hours before the birds are caught.': 'पक्षियों को पकड़ने से 8-10 घंटे पहले आहार हटा लें।',

  // Layer feed
  'Crumbles with 20-22% protein that give layer chicks a strong frame and even growth.':
    '20-22% प्रोटीन वाले क्रम्बल, जो लेयर चूज़ों को मज़बूत ढाँचा और एक-सी बढ़त देते हैं।',
  'Layer chicks from day one to 8 weeks.': 'पहले दिन से 8 हफ़्ते तक के लेयर चूज़े।',
  'Feed freely in chick feeders.': 'चूज़ों के फ़ीडर में भरपूर आहार रखें।',
  'Change to Grower and Developer at 9 weeks.': '9 हफ़्ते पर ग्रोअर और डेवलपर शुरू करें।',
  'Mash with controlled energy that builds the frame and an even body weight in pullets before lay.':
    'नियंत्रित ऊर्जा वाला मैश, जो अंडा उत्पादन से पहले पुलेट का ढाँचा और एक-सा वज़न बनाता है।',
  'Pullets from 9 to 18 weeks.': '9 से 18 हफ़्ते की पुलेट।',
  'Weigh 50 birds every week and feed them to the target weight of their breed.':
    'हर हफ़्ते 50 पक्षियों का वज़न करें और उनकी नस्ल के लक्ष्य वज़न के हिसाब से खिलाएँ।',
  'Change to Layer Phase 1 Mash at 18 weeks.': '18 हफ़्ते पर लेयर फ़ेज़ 1 मैश शुरू करें।',
  'Laying mash with 3.5-4% calcium, for strong shells and a steady egg weight through peak lay.':
    '3.5-4% कैल्शियम वाला अंडा उत्पादन का मैश, सबसे ज़्यादा उत्पादन के दौर में मज़बूत छिलकों और अंडे के एक-से वज़न के लिए।',
  'Laying hens from 18 weeks to about 45 weeks of age.': '18 हफ़्ते से लगभग 45 हफ़्ते की उम्र तक की अंडा देने वाली मुर्गियाँ।',
  'Feed about 110-120 g per hen a day, in two feeds.': 'हर मुर्गी को रोज़ लगभग 110-120 ग्राम, दो बार में खिलाएँ।',
  'Give most of the day’s feed in the afternoon, when the shell is being formed.':
    'दिन का ज़्यादातर आहार दोपहर बाद दें, जब छिलका बन रहा होता है।',
  'Why are my eggshells thin?': 'मेरे अंडों के छिलके पतले क्यों हैं?',
  'Most often the hens eat too little of their afternoon feed, or the shed is too hot, or the flock is older. Check that they finish the afternoon feed, and ask our nutritionist about Phase 2 for older hens.':
    'ज़्यादातर मुर्गियाँ दोपहर बाद का आहार कम खाती हैं, या शेड बहुत गर्म है, या झुंड की उम्र ज़्यादा है। देखें कि वे दोपहर बाद का आहार पूरा खाएँ, और ज़्यादा उम्र की मुर्गियों के लिए फ़ेज़ 2 के बारे में हमारे पोषण विशेषज्ञ से पूछें।',
  'A concentrate with 35-38% protein that farmers mix with their own maize to make complete layer feed.':
    '35-38% प्रोटीन वाला कंसन्ट्रेट, जिसे किसान अपने मक्के में मिलाकर पूरा लेयर आहार बनाते हैं।',
  'Layer farms that mix feed with their own grain, in every laying phase.':
    'अपने अनाज से आहार मिलाने वाले लेयर फ़ार्म, अंडा उत्पादन के हर फ़ेज़ में।',
  'For 100 kg of feed, mix 25 kg of concentrate with 55 kg of maize and 20 kg of de-oiled rice bran.':
    '100 किलो आहार के लिए 25 किलो कंसन्ट्रेट को 55 किलो मक्के और 20 किलो डी-ऑयल्ड राइस ब्रान में मिलाएँ।',
  'Mix it well, and make only as much as the flock eats in a week.': 'अच्छी तरह मिलाएँ, और उतना ही बनाएँ जितना झुंड एक हफ़्ते में खा ले।',
  'Can I use wheat instead of maize?': 'क्या मक्के की जगह गेहूँ डाल सकते हैं?',
  'For up to half of the maize, yes. Ask our nutritionist for the mix, as wheat changes the energy of the feed.':
    'आधे मक्के तक, हाँ। मिश्रण हमारे पोषण विशेषज्ञ से पूछें, क्योंकि गेहूँ से आहार की ऊर्जा बदल जाती है।',

  // Hatchery equipment
  'A multi-stage setter for 57,600 eggs, with microprocessor control of temperature, humidity and turning.':
    '57,600 अंडों का मल्टी-स्टेज सेटर, तापमान, नमी और पलटाई के माइक्रोप्रोसेसर नियंत्रण के साथ।',
  'Hatcheries setting eggs in several batches a week.': 'हफ़्ते में कई बैच में अंडे लगाने वाली हैचरियाँ।',
  'Our engineers install and commission it and train your staff to run it.':
    'हमारे इंजीनियर इसे लगाकर चालू करते हैं और आपके कर्मचारियों को चलाना सिखाते हैं।',
  'Set eggs in batches every 3-4 days, so that embryos of different ages share the heat.':
    'हर 3-4 दिन पर एक बैच में अंडे लगाएँ, ताकि अलग-अलग उम्र के भ्रूण गर्मी आपस में बाँटें।',
  'Keep the setter room clean and at 24-27°C, and clean the setter as its manual says.':
    'सेटर का कमरा साफ़ और 24-27°C पर रखें, और सेटर की सफ़ाई उसकी पुस्तिका के अनुसार करें।',
  'What power backup does the setter need?': 'सेटर को कैसा बिजली बैकअप चाहिए?',
  'A generator that starts within a minute of a power cut. The controller keeps its settings without power.':
    'ऐसा जनरेटर जो बिजली जाने के एक मिनट के अंदर चालू हो जाए। कंट्रोलर बिना बिजली के भी अपनी सेटिंग याद रखता है।',
  'A hatcher for 19,200 eggs, matched to our setters so that a batch moves across in one go.':
    '19,200 अंडों का हैचर, हमारे सेटरों से मेल खाता, ताकि पूरा बैच एक बार में आ जाए।',
  'Hatcheries using Navdhara multi-stage setters.': 'Navdhara मल्टी-स्टेज सेटर इस्तेमाल करने वाली हैचरियाँ।',
  'Move the eggs from the setter on day 18 and take the chicks out on day 21.':
    'दिन 18 को अंडे सेटर से इसमें डालें और दिन 21 को चूज़े निकालें।',
  'Wash the trolleys and disinfect the hatcher after every hatch.': 'हर हैच के बाद ट्रॉलियाँ धोएँ और हैचर को कीटाणुरहित करें।',
  'Keep the hatcher dry, with its doors open, between hatches.': 'दो हैच के बीच हैचर को सूखा और उसके दरवाज़े खुले रखें।',
  'Food-grade plastic setter trays that hold 150 eggs and fit every Navdhara setter.':
    '150 अंडों वाली फ़ूड-ग्रेड प्लास्टिक की सेटर ट्रे, जो हर Navdhara सेटर में फ़िट होती हैं।',
  'Hatcheries and breeder farms.': 'हैचरियाँ और ब्रीडर फ़ार्म।',
  'Set the eggs broad end up.': 'अंडे चौड़ा सिरा ऊपर करके लगाएँ।',
  'Wash the trays in warm water with a disinfectant after each use, and let them dry.':
    'हर इस्तेमाल के बाद ट्रे को कीटाणुनाशक मिले गुनगुने पानी में धोएँ और सूखने दें।',
  'Stack the trays indoors, out of direct sunlight.': 'ट्रे को अंदर, सीधी धूप से दूर, एक के ऊपर एक रखें।',

  // Farm equipment
  'A pan feeding line that fills every pan from one hopper, for broiler and breeder houses.':
    'ब्रॉयलर और ब्रीडर शेड के लिए पैन फ़ीडिंग लाइन, जो एक ही हॉपर से हर पैन भरती है।',
  'Broiler and breeder houses with birds on the floor.': 'ज़मीन पर पाले जाने वाले पक्षियों के ब्रॉयलर और ब्रीडर शेड।',
  'Set the pans on the floor for the first days, then raise them with the birds so that the rim is at the height of their backs.':
    'पहले दिनों में पैन ज़मीन पर रखें, फिर पक्षियों के बढ़ने के साथ ऊपर उठाएँ, ताकि पैन का किनारा उनकी पीठ की ऊँचाई पर रहे।',
  'Set the feed level in each pan with its ring.': 'हर पैन में आहार का स्तर उसके छल्ले से तय करें।',
  'Raise the line to the roof when the house is cleaned, and clean the hopper between flocks.':
    'शेड की सफ़ाई के समय लाइन छत तक उठा दें, और दो झुंडों के बीच हॉपर साफ़ करें।',
  'A closed drinking line with pressure regulators that gives clean water and keeps the litter dry.':
    'प्रेशर रेगुलेटर वाली बंद पीने की लाइन, जो साफ़ पानी देती है और बिछावन सूखा रखती है।',
  'Broiler, breeder and layer houses with birds on the floor.': 'ज़मीन पर पाले जाने वाले पक्षियों के ब्रॉयलर, ब्रीडर और लेयर शेड।',
  'Keep the nipples at the chicks’ eye level in the first days, then raise the line so that the birds drink with their necks stretched up.':
    'पहले दिनों में निप्पल चूज़ों की आँख की ऊँचाई पर रखें, फिर लाइन इतनी उठाएँ कि पक्षी गर्दन ऊपर तानकर पिएँ।',
  'Flush the line with clean water between flocks.': 'दो झुंडों के बीच लाइन में साफ़ पानी चलाकर उसे धो दें।',
  'Keep spare nipples in their box, away from dust.': 'फ़ालतू निप्पल उनके डिब्बे में, धूल से दूर रखें।',
  'An LPG brooder that spreads even heat over 1,000 chicks in their first two weeks.':
    'LPG ब्रूडर, जो पहले दो हफ़्तों में 1,000 चूज़ों पर एक-सी गर्मी फैलाता है।',
  'Broiler and layer chicks in their first two weeks.': 'पहले दो हफ़्तों के ब्रॉयलर और लेयर चूज़े।',
  'Light the brooder 24 hours before the chicks arrive.': 'चूज़ों के आने से 24 घंटे पहले ब्रूडर जला दें।',
  'Raise it as the chicks grow.': 'चूज़ों के बढ़ने के साथ इसे ऊपर उठाते जाएँ।',
  'Close the gas cylinder after use and keep it upright, in the shade.': 'इस्तेमाल के बाद गैस सिलेंडर बंद करें और उसे छाँव में सीधा खड़ा रखें।',
  'How do I know the heat is right?': 'कैसे पता चले कि गर्मी ठीक है?',
  'The chicks spread evenly under and around the brooder. If they crowd under it, lower it; if they move away to the walls, raise it.':
    'चूज़े ब्रूडर के नीचे और आसपास बराबर फैले रहते हैं। अगर वे उसके नीचे झुंड बना लें तो उसे नीचे करें; अगर दीवारों की ओर चले जाएँ तो ऊपर उठाएँ।',

  // Cages
  'Three- and four-tier galvanised cages for layers, with egg roll-out trays.':
    'लेयर के लिए तीन और चार मंज़िला गैल्वनाइज़्ड पिंजरे, अंडे लुढ़कने वाली ट्रे के साथ।',
  'Commercial layer farms of 5,000 hens or more.': '5,000 या उससे ज़्यादा मुर्गियों वाले व्यावसायिक लेयर फ़ार्म।',
  'Our team plans the layout of your shed, installs the cages and trains your staff.':
    'हमारी टीम आपके शेड का नक्शा बनाती है, पिंजरे लगाती है और आपके कर्मचारियों को सिखाती है।',
  'Wash and disinfect the cages between flocks, and check the feeders and egg trays every week.':
    'दो झुंडों के बीच पिंजरे धोकर कीटाणुरहित करें, और हर हफ़्ते फ़ीडर और अंडा ट्रे जाँचें।',
  'High-density stacked cages with manure belts, up to eight tiers high.': 'खाद बेल्ट वाले घने, ऊपर-नीचे रखे पिंजरे, आठ मंज़िल तक ऊँचे।',
  'Large layer farms in closed, ventilated houses.': 'बंद, हवादार शेड वाले बड़े लेयर फ़ार्म।',
  'Run the manure belts every day to keep ammonia low.': 'अमोनिया कम रखने के लिए खाद बेल्ट रोज़ चलाएँ।',
  'Rearing cages for pullets from day one to 16 weeks, with an adjustable floor.':
    'पहले दिन से 16 हफ़्ते तक की पुलेट के पालन पिंजरे, बदले जा सकने वाले फ़र्श के साथ।',
  'Layer farms rearing their own pullets, from day one to 16 weeks.': 'पहले दिन से 16 हफ़्ते तक अपनी पुलेट खुद पालने वाले लेयर फ़ार्म।',
  'Use the fine floor mesh with chick paper in the first weeks, and the wide mesh from 4 weeks.':
    'पहले हफ़्तों में बारीक जाली पर चिक पेपर बिछाएँ, और 4 हफ़्ते से चौड़ी जाली लगाएँ।',
  'Move the birds to the laying cages at 16 weeks.': '16 हफ़्ते पर पक्षियों को अंडा उत्पादन के पिंजरों में ले जाएँ।',

  // Ventilation
  'A 54-inch, six-blade exhaust fan that moves 16,000 CFM on a 1.5 HP motor and saves 30-50% energy.':
    '54 इंच का छह ब्लेड वाला एग्ज़ॉस्ट पंखा, जो 1.5 HP मोटर पर 16,000 CFM हवा फेंकता है और 30-50% बिजली बचाता है।',
  'Tunnel-ventilated broiler and layer houses.': 'टनल वेंटिलेशन वाले ब्रॉयलर और लेयर शेड।',
  'Fit the fans at one end of the house, opposite the air inlets.': 'पंखे शेड के एक सिरे पर, हवा आने की जगह के सामने लगाएँ।',
  'Clean the blades and shutter every month, more often in dusty weather.': 'ब्लेड और शटर हर महीने साफ़ करें, धूल भरे मौसम में और जल्दी-जल्दी।',
  'The sealed bearing needs no greasing for a year; check the belt every three months.':
    'सील बंद बेयरिंग में एक साल तक ग्रीस नहीं डालनी पड़ती; बेल्ट हर तीन महीने पर जाँचें।',
  'A 52-inch box fan for tunnel ventilation that moves 26,500 CFM, in a galvanised housing.':
    'टनल वेंटिलेशन के लिए 52 इंच का बॉक्स पंखा, गैल्वनाइज़्ड ढाँचे में, जो 26,500 CFM हवा फेंकता है।',
  'Tunnel-ventilated broiler, breeder and layer houses.': 'टनल वेंटिलेशन वाले ब्रॉयलर, ब्रीडर और लेयर शेड।',
  'Check the belt every three months and grease the bearings as the manual says.':
    'बेल्ट हर तीन महीने पर जाँचें और बेयरिंग में पुस्तिका के अनुसार ग्रीस डालें।',
  'A 51-inch fan that moves 22,000 CFM of air inside the house, hung from the roof or fixed to a wall.':
    '51 इंच का पंखा, जो शेड के अंदर 22,000 CFM हवा घुमाता है; छत से लटकाएँ या दीवार पर लगाएँ।',
  'Open-sided houses in hot weather, and the still corners of tunnel houses.': 'गर्मी के मौसम में खुले किनारों वाले शेड, और टनल शेड के वे कोने जहाँ हवा रुकती है।',
  'Hang the fans in a line along the house, all blowing the same way, about one metre above the birds.':
    'पंखे शेड की लंबाई में एक कतार में लटकाएँ, सबकी हवा एक ही दिशा में, पक्षियों से लगभग एक मीटर ऊपर।',
  'Clean the guard and blades every month.': 'जाली और ब्लेड हर महीने साफ़ करें।',

  // Proteins
  'Soya meal with above 48% protein from our Ujjain plant, tested lot by lot, for feed mills and farms.':
    'हमारे उज्जैन प्लांट का 48% से ज़्यादा प्रोटीन वाला सोया मील, हर लॉट की जाँच के साथ, फ़ीड मिलों और फ़ार्मों के लिए।',
  'Feed mills, integrators and farms that mix poultry or cattle feed.': 'फ़ीड मिलें, इंटीग्रेटर, और पोल्ट्री या पशु आहार खुद मिलाने वाले फ़ार्म।',
  'Use it as the main protein source of poultry and cattle feed, as your nutritionist advises.':
    'अपने पोषण विशेषज्ञ की सलाह के अनुसार इसे पोल्ट्री और पशु आहार में प्रोटीन के मुख्य स्रोत के रूप में डालें।',
  'A test certificate for the lot comes with every truck.': 'हर ट्रक के साथ उस लॉट की जाँच का प्रमाणपत्र आता है।',
  'Store on pallets in a dry, covered place, away from walls, and use within three months.':
    'पैलेट पर, सूखी और ढकी जगह में, दीवारों से दूर रखें, और तीन महीने के अंदर इस्तेमाल करें।',
  'Soya de-oiled cake with 46% protein for compound feed, loose or in 50 kg bags.':
    'मिश्रित आहार के लिए 46% प्रोटीन वाला सोया डी-ऑयल्ड केक, खुला या 50 किलो की बोरियों में।',
  'Makers of compound feed, and traders.': 'मिश्रित आहार बनाने वाले, और व्यापारी।',
  'Use it in compound feed for poultry, cattle and fish, as your nutritionist advises.':
    'अपने पोषण विशेषज्ञ की सलाह के अनुसार इसे पोल्ट्री, पशुओं और मछलियों के मिश्रित आहार में डालें।',
  'Refined soyabean oil from our Ujjain plant: in bulk tankers for industry, and in packs for distributors.':
    'हमारे उज्जैन प्लांट का रिफ़ाइंड सोयाबीन तेल: उद्योग के लिए थोक टैंकरों में, और वितरकों के लिए पैक में।',
  'Food businesses, caterers and retail distributors.': 'खाद्य कारोबार, कैटरर और रिटेल वितरक।',
  'For cooking and frying. Do not use oil again once it has darkened or smokes.':
    'खाना पकाने और तलने के लिए। काला पड़ गया या धुआँ देने लगा तेल दोबारा इस्तेमाल न करें।',
  'Keep tins closed, in a cool place out of the sun.': 'टिन बंद करके, धूप से दूर किसी ठंडी जगह पर रखें।',

  // Foods
  'Ready-to-cook chicken seekh kebabs with Indian spices, pan-fried or grilled in 8 minutes.':
    'भारतीय मसालों वाले रेडी-टू-कुक चिकन सीख कबाब, 8 मिनट में पैन फ़्राई या ग्रिल।',
  'Homes, restaurants and caterers.': 'घर, रेस्टोरेंट और कैटरर।',
  'Cook from frozen: pan fry in a little oil, or grill, for 8 minutes, turning often, until cooked through.':
    'जमे हुए ही पकाएँ: थोड़े तेल में पैन फ़्राई करें या ग्रिल करें, 8 मिनट तक, बार-बार पलटते हुए, जब तक अंदर तक पक न जाएँ।',
  'Crispy breaded nuggets made from whole breast meat, for deep or air frying.':
    'पूरे ब्रेस्ट मीट से बने कुरकुरे ब्रेडेड नगेट्स, डीप फ़्राई या एयर फ़्राई के लिए।',
  'Families, school lunch boxes and quick-service restaurants.': 'परिवार, स्कूल के टिफ़िन और फ़ास्ट-फ़ूड रेस्टोरेंट।',
  'Deep fry from frozen at 170°C for 4 minutes, or air fry at 200°C for 10 minutes.':
    'जमे हुए ही 170°C पर 4 मिनट डीप फ़्राई करें, या 200°C पर 10 मिनट एयर फ़्राई करें।',
  'Drumsticks marinated in tandoori spices with no artificial colour, ready for the oven or tandoor.':
    'तंदूरी मसालों में मैरिनेट किए ड्रमस्टिक्स, बिना कृत्रिम रंग के, ओवन या तंदूर के लिए तैयार।',
  'Homes, hotels and caterers.': 'घर, होटल और कैटरर।',
  'Thaw in the refrigerator overnight.': 'रात भर फ़्रिज में रखकर बर्फ़ पिघलाएँ।',
  'Bake at 200°C for 30-35 minutes, or cook in a tandoor, until the meat comes away from the bone.':
    '200°C पर 30-35 मिनट बेक करें, या तंदूर में पकाएँ, जब तक मांस हड्डी से अलग न होने लगे।',
  'Skinless curry cut chicken, individually quick frozen at our plant in Rai, Sonipat.':
    'बिना खाल का करी कट चिकन, राई, सोनीपत के हमारे प्लांट में टुकड़ा-टुकड़ा जल्दी जमाया हुआ।',
  'Homes, and hotels, restaurants and caterers buying in bulk.': 'घर, और थोक में खरीदने वाले होटल, रेस्टोरेंट और कैटरर।',
  'Thaw in the refrigerator, or cook it straight from frozen in a curry, adding 5 minutes.':
    'फ़्रिज में बर्फ़ पिघलाएँ, या जमे हुए ही करी में पकाएँ और 5 मिनट ज़्यादा दें।',

  // Hatchery
  'Vaccinated, graded broiler chicks, delivered to your farm within hours of hatching.':
    'टीका लगे, छँटे हुए ब्रॉयलर चूज़े, निकलने के कुछ ही घंटों में आपके फ़ार्म पर।',
  'Broiler farmers, from a single shed to integrated farms.': 'ब्रॉयलर किसान, एक शेड से लेकर एकीकृत फ़ार्मों तक।',
  'Warm the brooder and fill the drinkers 24 hours before the chicks arrive.':
    'चूज़ों के आने से 24 घंटे पहले ब्रूडर गर्म करें और ड्रिंकर भर दें।',
  'Give water first, and feed within two hours of their arrival.': 'पहले पानी दें, और आने के दो घंटे के अंदर आहार दें।',
  'Unload the chick boxes at once into a warm brooding area; never leave boxes in the sun or stack them tightly.':
    'चूज़ों के डिब्बे तुरंत गर्म ब्रूडिंग जगह में उतारें; डिब्बों को कभी धूप में न छोड़ें और न ही कसकर एक के ऊपर एक रखें।',
  'Which vaccines do I give on the farm?': 'फ़ार्म पर कौन-से टीके लगाने हैं?',
  'Our field vet gives you a schedule for your area with the chicks. It usually has Newcastle disease around day 5-7 and Gumboro around day 12-14.':
    'हमारे फ़ील्ड पशु चिकित्सक चूज़ों के साथ आपके इलाके का टीका कार्यक्रम देते हैं। उसमें आम तौर पर दिन 5-7 के आसपास रानीखेत और दिन 12-14 के आसपास गम्बोरो का टीका होता है।',
  'Female layer chicks of proven strains for high egg numbers, with a vaccination card in every box.':
    'ज़्यादा अंडों के लिए परखी हुई नस्लों के मादा लेयर चूज़े, हर डिब्बे में टीकाकरण कार्ड के साथ।',
  'Commercial layer farms, with birds in cages or on the floor.': 'व्यावसायिक लेयर फ़ार्म, पिंजरों में या ज़मीन पर।',
  'Follow the vaccination card and the brooding guide in every box.': 'हर डिब्बे में दिए टीकाकरण कार्ड और ब्रूडिंग गाइड का पालन करें।',
  'Feed Layer Chick Feed up to 8 weeks.': '8 हफ़्ते तक लेयर चूज़ा आहार खिलाएँ।',
  'Broiler parent stock for hatcheries and integrators, with technical support from our breeder team.':
    'हैचरियों और इंटीग्रेटरों के लिए ब्रॉयलर पेरेंट स्टॉक, हमारी ब्रीडर टीम की तकनीकी सहायता के साथ।',
  'Hatcheries and integrators with their own breeder farms.': 'अपने ब्रीडर फ़ार्म वाली हैचरियाँ और इंटीग्रेटर।',
  'Rear males and females apart up to 20 weeks, and check their body weight every week, as our breeder team advises.':
    'हमारी ब्रीडर टीम की सलाह के अनुसार 20 हफ़्ते तक नर और मादा अलग पालें, और हर हफ़्ते उनका वज़न जाँचें।',
  'Graded, sanitised fertile eggs from our breeder farms, kept at 18°C until they are sent.':
    'हमारे ब्रीडर फ़ार्मों के छँटे हुए, सैनिटाइज़ किए निषेचित अंडे, भेजे जाने तक 18°C पर रखे हुए।',
  'Hatcheries that set broiler eggs.': 'ब्रॉयलर अंडे लगाने वाली हैचरियाँ।',
  'Let the eggs warm to room temperature for 8-12 hours before setting.': 'लगाने से पहले अंडों को 8-12 घंटे कमरे के तापमान पर आने दें।',
  'Set them broad end up.': 'उन्हें चौड़ा सिरा ऊपर करके लगाएँ।',
  'Keep them at 18°C, broad end up, and set them within 7 days of laying.':
    'उन्हें 18°C पर, चौड़ा सिरा ऊपर करके रखें, और अंडा देने के 7 दिन के अंदर लगा दें।',
};

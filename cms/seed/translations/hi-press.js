'use strict';

/**
 * Hindi (Devanagari) texts of the seed's press items, keyed by their English (seed/translations/index.js).
 * A dateline (bold) reads on into its sentence; a quote ends with its speaker's name and role.
 */
module.exports = {
  // 2025-06-18: Navdhara Group commissions 4 MW rooftop solar across feed plants
  'Agri Times India': 'एग्री टाइम्स इंडिया',
  'Navdhara Group commissions 4 MW rooftop solar across feed plants':
    'Navdhara Group ने फ़ीड प्लांटों पर 4 MW का रूफ़टॉप सोलर चालू किया',
  'Karnal, Haryana: ': 'करनाल, हरियाणा: ',
  'Rooftop solar arrays with a combined capacity of 4 MW are now running on the feed plants at Ambala, Karnal and Ludhiana, after a fourteen-month build.':
    'कुल 4 MW क्षमता वाले रूफ़टॉप सोलर पैनल अब अंबाला, करनाल और लुधियाना के फ़ीड प्लांटों पर चल रहे हैं; इन्हें लगाने में चौदह महीने लगे।',
  'The panels cover the pelleting and bagging halls, where power demand peaks in the daytime. On a clear day they meet close to a third of the three plants’ daytime load, and the group expects them to save about 3,183 tonnes of CO₂ a year.':
    'पैनल पेलेटिंग और बैगिंग हॉल की छतों पर हैं, जहाँ बिजली की माँग दिन में सबसे ज़्यादा होती है। साफ़ धूप वाले दिन ये तीनों प्लांटों की दिन की लगभग एक-तिहाई बिजली की ज़रूरत पूरी करते हैं, और समूह को उम्मीद है कि इनसे हर साल लगभग 3,183 टन CO₂ बचेगी।',
  'Key points': 'मुख्य बातें',
  '14,800 panels on 11 roofs': '11 छतों पर 14,800 पैनल',
  'Net metering agreed with the state power distribution companies':
    'राज्य की बिजली वितरण कंपनियों के साथ नेट मीटरिंग तय',
  'Panels cleaned with water recycled from the boiler house': 'पैनलों की सफ़ाई बॉयलर हाउस से रिसाइकल किए पानी से',
  'Feed mills run hardest through the hottest hours of the day, which is exactly when the sun works hardest for us. — Vikram Bansal, Director, Feeds and Proteins':
    'फ़ीड मिलें दिन के सबसे गर्म घंटों में सबसे ज़्यादा चलती हैं, और ठीक उसी समय सूरज भी हमारे लिए सबसे ज़्यादा काम करता है। — विक्रम बंसल, निदेशक, आहार और प्रोटीन',
  'For media enquiries write to ': 'मीडिया की पूछताछ के लिए लिखें: ',
  'info@example.com': 'info@example.com',
  ' or call the toll-free line 1800-000-0000.': ' या टोल-फ़्री नंबर 1800-000-0000 पर फ़ोन करें।',

  // 2025-05-30: Navdhara Hatcheries crosses 18 million chicks a month
  'Poultry Pulse': 'पोल्ट्री पल्स',
  'Navdhara Hatcheries crosses 18 million chicks a month':
    'Navdhara Hatcheries ने हर महीने 1.8 करोड़ चूज़ों का आँकड़ा पार किया',
  'Ambala, Haryana: ': 'अंबाला, हरियाणा: ',
  'Navdhara Hatcheries placed more than 18 million day-old chicks in a single month for the first time in April, with its hatcheries at Ambala, Ludhiana, Kanpur, Jaipur, Bhopal and Pune all setting at full capacity.':
    'Navdhara Hatcheries ने अप्रैल में पहली बार एक ही महीने में 1.8 करोड़ से ज़्यादा एक दिन के चूज़े फ़ार्मों तक पहुँचाए; अंबाला, लुधियाना, कानपुर, जयपुर, भोपाल और पुणे की उसकी सभी हैचरियाँ पूरी क्षमता पर चलीं।',
  'The milestone follows the addition of multi-stage setters at Kanpur and Bhopal last year. Hatchability across the network averaged 84 percent for the month, and chicks reached partner farms on average nine hours after leaving the hatcher.':
    'यह उपलब्धि पिछले साल कानपुर और भोपाल में मल्टी-स्टेज सेटर जुड़ने के बाद आई है। इस महीने पूरे नेटवर्क में हैचबिलिटी औसतन 84 प्रतिशत रही, और चूज़े हैचर से निकलने के औसतन नौ घंटे बाद साझेदार फ़ार्मों तक पहुँचे।',
  'New multi-stage setters at Kanpur and Bhopal': 'कानपुर और भोपाल में नए मल्टी-स्टेज सेटर',
  'Every box of chicks graded for weight before dispatch':
    'भेजने से पहले चूज़ों के हर बक्से की वज़न के हिसाब से ग्रेडिंग',
  'Climate-controlled chick vans on every route longer than four hours':
    'चार घंटे से लंबे हर रास्ते पर तापमान-नियंत्रित चूज़ा वैन',
  'The number that matters to a farmer is not eighteen million. It is how many of his chicks are alive and eating on day seven. — Dr. Kavita Rao, Director, Hatcheries and Animal Health':
    'किसान के लिए अहम संख्या एक करोड़ अस्सी लाख नहीं है। अहम यह है कि सातवें दिन उसके कितने चूज़े ज़िंदा हैं और दाना खा रहे हैं। — डॉ. कविता राव, निदेशक, हैचरियाँ और पशु स्वास्थ्य',

  // 2025-04-22: Ujjain soya plant reaches three lakh tonnes crushing capacity
  'Haryana Business Herald': 'हरियाणा बिज़नेस हेराल्ड',
  'Ujjain soya plant reaches three lakh tonnes crushing capacity':
    'उज्जैन सोया प्लांट की पेराई क्षमता तीन लाख टन पहुँची',
  'Ujjain, Madhya Pradesh: ': 'उज्जैन, मध्य प्रदेश: ',
  'A second extractor line at the Navdhara Proteins plant has lifted its annual crushing capacity to three lakh tonnes of soybean.':
    'Navdhara Proteins के प्लांट में दूसरी एक्सट्रैक्टर लाइन लगने से उसकी सालाना पेराई क्षमता तीन लाख टन सोयाबीन हो गई है।',
  'Soybean is bought from farmers and traders within about 150 km of the plant, most of it at the plant gate between October and January. The high-protein de-oiled cake goes to the group’s own feed plants and to feed mills across North and Central India; the refined oil is sold in bulk.':
    'सोयाबीन प्लांट से लगभग 150 किलोमीटर के दायरे के किसानों और व्यापारियों से खरीदी जाती है, ज़्यादातर अक्टूबर से जनवरी के बीच प्लांट के गेट पर। हाई-प्रोटीन डी-ऑयल्ड केक समूह के अपने फ़ीड प्लांटों और उत्तर व मध्य भारत की फ़ीड मिलों को जाता है; रिफ़ाइंड तेल थोक में बिकता है।',
  'Above 48% protein in the high-protein meal, tested lot by lot':
    'हाई-प्रोटीन मील में 48% से ज़्यादा प्रोटीन, हर लॉट की जाँच',
  'Steam for the new line from a boiler fired on soybean husk':
    'नई लाइन के लिए भाप सोयाबीन की भूसी से चलने वाले बॉयलर से',
  'Forty new jobs, most of them filled from nearby villages':
    'चालीस नई नौकरियाँ, ज़्यादातर आसपास के गाँवों के लोगों को',

  // 2025-03-11: Navdhara Equipments launches energy-saving 54-inch fan
  'Krishi Darpan Weekly': 'कृषि दर्पण वीकली',
  'Navdhara Equipments launches energy-saving 54-inch fan':
    'Navdhara Equipments ने बिजली बचाने वाला 54 इंच का पंखा उतारा',
  'Navdhara Equipments has started selling a six-blade, 54 x 54 inch exhaust fan that moves 16,000 CFM on a 1.5 HP three-phase motor, made for tunnel-ventilated broiler and layer houses.':
    'Navdhara Equipments ने छह ब्लेड वाला 54 x 54 इंच का एग्ज़ॉस्ट पंखा बेचना शुरू किया है, जो 1.5 HP की थ्री-फ़ेज़ मोटर पर 16,000 CFM हवा चलाता है और टनल-वेंटिलेशन वाले ब्रॉयलर व लेयर शेड के लिए बना है।',
  'In trials on eight partner farms last summer the fan used 30 to 50 percent less power than the fans it replaced, depending on their age. The blades are pressed from galvanised steel, and the shutter falls shut when the fan stops, so cold air does not blow back into the house in winter.':
    'पिछली गर्मियों में आठ साझेदार फ़ार्मों पर परीक्षण में इस पंखे ने बदले गए पंखों से, उनकी उम्र के हिसाब से, 30 से 50 प्रतिशत कम बिजली ली। ब्लेड गैल्वनाइज़्ड स्टील से दबाकर बने हैं, और पंखा रुकने पर शटर अपने-आप बंद हो जाता है, ताकि सर्दियों में ठंडी हवा वापस शेड में न आए।',
  'Six galvanised steel blades, balanced at the works': 'गैल्वनाइज़्ड स्टील के छह ब्लेड, कारखाने में ही संतुलित',
  'A sealed bearing that needs no greasing for a year': 'सीलबंद बेयरिंग, जिसे एक साल तक ग्रीस की ज़रूरत नहीं',
  'Sold with installation and a two-year warranty': 'लगाने की सुविधा और दो साल की वारंटी के साथ',
  'A poultry house may run its fans four thousand hours a year. We designed this one around the electricity bill, not the price tag. — Sandeep Arora, Director, Equipments':
    'एक पोल्ट्री शेड के पंखे साल में चार हज़ार घंटे तक चल सकते हैं। हमने यह पंखा दाम को नहीं, बिजली के बिल को ध्यान में रखकर बनाया है। — संदीप अरोड़ा, निदेशक, उपकरण',

  // 2025-02-27: Biogas from poultry litter now powers 11 farm sites
  'The Feed Review': 'द फ़ीड रिव्यू',
  'Biogas from poultry litter now powers 11 farm sites': 'पोल्ट्री बिछावन की बायोगैस से अब 11 फ़ार्म साइटों को बिजली',
  'Naraingarh, Haryana: ': 'नारायणगढ़, हरियाणा: ',
  'With four new digesters at its grandparent farm in Naraingarh, the group now runs 42 biogas digesters on 11 sites, with a combined volume of 24,000 cubic metres.':
    'नारायणगढ़ के ग्रैंडपेरेंट फ़ार्म पर चार नए डाइजेस्टर लगने के बाद समूह अब 11 साइटों पर 42 बायोगैस डाइजेस्टर चलाता है, जिनका कुल आयतन 24,000 घन मीटर है।',
  'Litter from the sheds is mixed with water and fed to the digesters every day. The gas drives generators producing about 815 kWh, enough for lighting, brooding and water pumps on the farms, and the diesel generators now rarely start.':
    'शेडों का बिछावन पानी में मिलाकर हर दिन डाइजेस्टरों में डाला जाता है। गैस से चलने वाले जनरेटर लगभग 815 kWh बिजली बनाते हैं, जो फ़ार्मों पर रोशनी, ब्रूडिंग और पानी के पंपों के लिए काफ़ी है, और अब डीज़ल जनरेटर कभी-कभार ही चलते हैं।',
  'Digested slurry dried and given free to neighbouring farmers as manure':
    'डाइजेस्टर की स्लरी सुखाकर पड़ोसी किसानों को मुफ़्त खाद के रूप में दी जाती है',
  'Fewer flies and less odour around the sheds': 'शेडों के आसपास कम मक्खियाँ और कम बदबू',
  'About 6,928 tonnes of CO₂ saved a year': 'हर साल लगभग 6,928 टन CO₂ की बचत',

  // 2025-01-15: Navdhara Foods opens new cold store at Rai, Sonipat
  'Farm & Food Bulletin': 'फ़ार्म एंड फ़ूड बुलेटिन',
  'Navdhara Foods opens new cold store at Rai, Sonipat': 'Navdhara Foods ने राई, सोनीपत में नया कोल्ड स्टोर खोला',
  'Rai, Sonipat, Haryana: ': 'राई, सोनीपत, हरियाणा: ',
  'Navdhara Foods has opened a 2,500-tonne cold store beside its processing plant, doubling the frozen stock it can hold ahead of the wedding and festival season.':
    'Navdhara Foods ने अपने प्रोसेसिंग प्लांट के पास 2,500 टन का कोल्ड स्टोर खोला है, जिससे शादी और त्योहारों के मौसम से पहले वह दोगुना फ़्रोज़न स्टॉक रख सकेगा।',
  'Product is kept at -18°C or below in racked chambers, fed by a blast freezer running at -35°C. Trucks load at sealed docks, so the cold chain is not broken between the chamber and the vehicle.':
    'उत्पाद रैक वाले कक्षों में -18°C या उससे कम पर रखा जाता है, जिनमें माल -35°C पर चलने वाले ब्लास्ट फ़्रीज़र से होकर आता है। ट्रक सीलबंद डॉक पर लोड होते हैं, इसलिए कक्ष और गाड़ी के बीच कोल्ड चेन नहीं टूटती।',
  '2,500 tonnes in racked chambers at -18°C or below': '-18°C या उससे कम पर रैक वाले कक्षों में 2,500 टन',
  'Sealed loading docks for refrigerated trucks': 'रेफ़्रिजरेटेड ट्रकों के लिए सीलबंद लोडिंग डॉक',
  'Our bulk buyers plan their menus months ahead. Now we can promise them the cuts they need in the weeks they need them. — Arjun Mehta, Director, Foods':
    'हमारे थोक खरीदार अपने मेन्यू महीनों पहले तय करते हैं। अब हम उन्हें वादा कर सकते हैं कि जिन हफ़्तों में उन्हें जो कट चाहिए, वे मिलेंगे। — अर्जुन मेहता, निदेशक, फ़ूड्स',

  // 2024-12-09: Group wins state award for sustainable farming practices
  'Punjab Economic Daily': 'पंजाब इकोनॉमिक डेली',
  'Group wins state award for sustainable farming practices': 'टिकाऊ खेती के तरीकों के लिए समूह को राज्य पुरस्कार',
  'Chandigarh: ': 'चंडीगढ़: ',
  'Navdhara Group has received a state award for sustainable farming practices, at a ceremony for agri-businesses, for its work on biogas, rooftop solar and free organic manure for farmers.':
    'Navdhara Group को कृषि-व्यवसायों के एक समारोह में टिकाऊ खेती के तरीकों के लिए राज्य पुरस्कार मिला है; यह बायोगैस, रूफ़टॉप सोलर और किसानों को मुफ़्त जैविक खाद देने के उसके काम के लिए है।',
  'The jury visited two of the group’s farm sites and a feed plant before the ceremony. Its citation singled out the manure programme, which now reaches farmers in more than 200 villages, as a model for other poultry integrators.':
    'समारोह से पहले जूरी ने समूह की दो फ़ार्म साइटों और एक फ़ीड प्लांट का दौरा किया। सम्मान-पत्र में खास तौर पर खाद कार्यक्रम का नाम लिया गया, जो अब 200 से ज़्यादा गाँवों के किसानों तक पहुँचता है, और उसे दूसरे पोल्ट्री इंटीग्रेटरों के लिए मिसाल बताया गया।',
  '42 biogas digesters on 11 sites': '11 साइटों पर 42 बायोगैस डाइजेस्टर',
  '4 MW of rooftop solar on the feed plants': 'फ़ीड प्लांटों पर 4 MW रूफ़टॉप सोलर',
  'Free organic manure for farmers in more than 200 villages': '200 से ज़्यादा गाँवों के किसानों को मुफ़्त जैविक खाद',
  'This award belongs to the farm teams who tend the digesters and to the farmers who spread the manure on their fields. — Sunita Bansal, Managing Director':
    'यह पुरस्कार उन फ़ार्म टीमों का है जो डाइजेस्टरों की देखभाल करती हैं, और उन किसानों का जो यह खाद अपने खेतों में डालते हैं। — सुनीता बंसल, प्रबंध निदेशक',

  // 2024-11-20: Free organic manure programme reaches 5,000 farmers
  'Dairy Digest India': 'डेयरी डाइजेस्ट इंडिया',
  'Free organic manure programme reaches 5,000 farmers': 'मुफ़्त जैविक खाद कार्यक्रम 5,000 किसानों तक पहुँचा',
  'Kurukshetra, Haryana: ': 'कुरुक्षेत्र, हरियाणा: ',
  'The group’s free organic manure programme has now supplied 5,000 farmers living around its farms and biogas sites, five years after it began with a handful of wheat growers near Kurukshetra.':
    'समूह का मुफ़्त जैविक खाद कार्यक्रम अब उसके फ़ार्मों और बायोगैस साइटों के आसपास रहने वाले 5,000 किसानों तक पहुँच चुका है; पाँच साल पहले यह कुरुक्षेत्र के पास गेहूँ उगाने वाले कुछ किसानों से शुरू हुआ था।',
  'Farmers collect dried digester slurry and composted litter at the farm gate, by the tractor-trolley load and at no charge. The group’s agronomists test soil on request and advise how much to apply before sowing.':
    'किसान फ़ार्म के गेट से सूखी डाइजेस्टर स्लरी और कम्पोस्ट किया बिछावन ट्रैक्टर-ट्रॉली भरकर, बिना किसी शुल्क के ले जाते हैं। माँगने पर समूह के कृषि विशेषज्ञ मिट्टी की जाँच करते हैं और बताते हैं कि बुवाई से पहले कितनी खाद डालें।',
  'Demand peaks just before the wheat and paddy sowing seasons':
    'माँग गेहूँ और धान की बुवाई से ठीक पहले सबसे ज़्यादा होती है',
  'Soil organic carbon rising on fields manured for three years running':
    'तीन साल लगातार खाद पाने वाले खेतों में मिट्टी का जैविक कार्बन बढ़ रहा है',
  'Collection slots booked on the toll-free line': 'उठाने का समय टोल-फ़्री लाइन पर बुक होता है',

  // 2024-10-05: Navdhara Feeds launches bypass-fat cattle feed in Haryana
  'Navdhara Feeds launches bypass-fat cattle feed in Haryana':
    'Navdhara Feeds ने हरियाणा में बाईपास फ़ैट वाला पशु आहार उतारा',
  'Navdhara Feeds has launched Navdhara Dairy Gold, a pelleted compound feed with 20 percent protein and bypass fat for cows and buffaloes giving 15 litres of milk or more a day. It is sold across Haryana first, and in Punjab from the spring.':
    'Navdhara Feeds ने Navdhara डेयरी गोल्ड उतारा है: 20 प्रतिशत प्रोटीन और बाईपास फ़ैट वाला पेलेट कंपाउंड आहार, उन गायों और भैंसों के लिए जो रोज़ 15 लीटर या उससे ज़्यादा दूध देती हैं। यह पहले पूरे हरियाणा में बिकेगा, और वसंत से पंजाब में।',
  'Bypass fat passes through the rumen and is digested further on, so a high-yielding animal gets the energy it needs without upsetting the rumen. The feed is made at the Karnal plant and sold through village dealers in 50 kg bags.':
    'बाईपास फ़ैट रूमेन से बिना पचे आगे निकलकर बाद में पचता है, इसलिए ज़्यादा दूध देने वाले पशु को रूमेन बिगाड़े बिना ज़रूरी ऊर्जा मिलती है। यह आहार करनाल प्लांट में बनता है और गाँव के डीलरों के ज़रिए 50 किलो की बोरियों में बिकता है।',
  '20% protein, with bypass fat': '20% प्रोटीन, बाईपास फ़ैट के साथ',
  'Fed at 400 g per litre of milk, beside green fodder': 'हरे चारे के साथ, हर लीटर दूध पर 400 ग्राम',
  'Dairy farmers told us their best cows lose condition after calving. This feed is our answer, and our field officers will show how to feed it. — Vikram Bansal, Director, Feeds and Proteins':
    'डेयरी किसानों ने हमें बताया कि ब्याने के बाद उनकी सबसे अच्छी गायें कमज़ोर हो जाती हैं। यह आहार हमारा जवाब है, और हमारे फ़ील्ड अधिकारी इसे खिलाने का तरीका दिखाएँगे। — विक्रम बंसल, निदेशक, आहार और प्रोटीन',

  // 2024-09-14: Summer management camps held for broiler farmers in Punjab
  'Summer management camps held for broiler farmers in Punjab':
    'पंजाब में ब्रॉयलर किसानों के लिए गर्मी प्रबंधन शिविर लगे',
  'Bathinda, Punjab: ': 'बठिंडा, पंजाब: ',
  'Veterinarians from Navdhara Hatcheries held 36 summer management camps for broiler farmers in Bathinda, Moga and Sangrur districts between April and June, reaching about 1,400 farmers.':
    'Navdhara Hatcheries के पशु-चिकित्सकों ने अप्रैल से जून के बीच बठिंडा, मोगा और संगरूर ज़िलों में ब्रॉयलर किसानों के लिए गर्मी प्रबंधन के 36 शिविर लगाए, जिनमें लगभग 1,400 किसान शामिल हुए।',
  'Each camp took half a day at a partner farm. Farmers practised keeping litter 2-3 inches deep, giving birds 10 percent more floor space, adding electrolytes to the drinking water, and cooling a heat-stressed bird by immersing its body for 2-3 minutes.':
    'हर शिविर किसी साझेदार फ़ार्म पर आधे दिन का था। किसानों ने बिछावन 2-3 इंच मोटा रखना, पक्षियों को 10 प्रतिशत ज़्यादा जगह देना, पीने के पानी में इलेक्ट्रोलाइट मिलाना, और गर्मी से बेहाल पक्षी का शरीर 2-3 मिनट पानी में डुबोकर उसे ठंडा करना अभ्यास करके सीखा।',
  'Shed temperatures logged with low-cost thermometers': 'सस्ते थर्मामीटरों से शेड के तापमान का रिकॉर्ड',
  'Fogger and fan settings for the afternoon peak': 'दोपहर की तेज़ गर्मी के लिए फ़ॉगर और पंखों की सेटिंग',
  'A printed summer checklist in Punjabi and Hindi': 'पंजाबी और हिन्दी में छपी गर्मी की जाँच-सूची',

  // 2024-08-28: Navdhara at Poultry India Expo: automation on show
  'Navdhara at Poultry India Expo: automation on show': 'पोल्ट्री इंडिया एक्सपो में Navdhara: ऑटोमेशन की झलक',
  'Navdhara Equipments took a working multi-stage setter, an automatic pan feeding line and its new tunnel fan to Poultry India Expo, where visitors could run the setter’s controls themselves.':
    'Navdhara Equipments चालू मल्टी-स्टेज सेटर, ऑटोमैटिक पैन फ़ीडिंग लाइन और अपना नया टनल पंखा पोल्ट्री इंडिया एक्सपो में ले गई, जहाँ आने वाले लोग सेटर के कंट्रोल खुद चलाकर देख सकते थे।',
  'Engineers showed how the setter turns the eggs every hour and holds temperature and humidity within a narrow band, and how a feeding line can be started from a phone. Over three days, hatchery owners from eleven states left enquiries at the stall.':
    'इंजीनियरों ने दिखाया कि सेटर हर घंटे अंडे कैसे पलटता है और तापमान व नमी को एक तंग दायरे में कैसे रखता है, और फ़ीडिंग लाइन फ़ोन से कैसे शुरू की जा सकती है। तीन दिनों में ग्यारह राज्यों के हैचरी मालिकों ने स्टॉल पर पूछताछ दर्ज कराई।',
  'A 57,600-egg multi-stage setter, running on the stand': 'स्टैंड पर चलता हुआ 57,600 अंडों का मल्टी-स्टेज सेटर',
  'An automatic pan feeding line controlled from a phone': 'फ़ोन से चलने वाली ऑटोमैटिक पैन फ़ीडिंग लाइन',
  'The new 54-inch tunnel fan, its power draw shown on a screen': 'नया 54 इंच का टनल पंखा, उसकी बिजली खपत स्क्रीन पर',
  'Automation is no longer only for the largest integrators. A farmer with one shed can start with a feeding line and add the rest later. — Sandeep Arora, Director, Equipments':
    'ऑटोमेशन अब सिर्फ़ सबसे बड़े इंटीग्रेटरों के लिए नहीं है। एक शेड वाला किसान फ़ीडिंग लाइन से शुरू करके बाकी बाद में जोड़ सकता है। — संदीप अरोड़ा, निदेशक, उपकरण',

  // 2024-07-19: Refrigerated fleet expanded to serve HORECA buyers
  'Refrigerated fleet expanded to serve HORECA buyers': 'HORECA खरीदारों के लिए रेफ़्रिजरेटेड ट्रकों का बेड़ा बढ़ा',
  'New Delhi: ': 'नई दिल्ली: ',
  'Navdhara Foods has added 24 refrigerated trucks to its fleet, to deliver to hotels, restaurants and caterers in Delhi NCR, Chandigarh and Jaipur directly from the Rai plant.':
    'Navdhara Foods ने अपने बेड़े में 24 रेफ़्रिजरेटेड ट्रक जोड़े हैं, ताकि दिल्ली NCR, चंडीगढ़ और जयपुर के होटलों, रेस्टोरेंटों और कैटररों तक सीधे राई प्लांट से माल पहुँचे।',
  'Every truck records its chamber temperature every five minutes, and the record travels with the invoice, so a hotel kitchen can check that its order stayed frozen all the way from the plant to its back door. Orders placed with the HORECA desk by 2 pm reach kitchens in Delhi NCR the next morning.':
    'हर ट्रक हर पाँच मिनट में अपने कक्ष का तापमान दर्ज करता है, और यह रिकॉर्ड बिल के साथ जाता है, ताकि होटल की रसोई जाँच सके कि उसका ऑर्डर प्लांट से उसके पिछले दरवाज़े तक पूरे रास्ते जमा हुआ रहा। HORECA डेस्क पर दोपहर 2 बजे तक दिए ऑर्डर अगली सुबह दिल्ली NCR की होटल-रसोई तक पहुँच जाते हैं।',
  'A temperature log with every bulk delivery': 'हर थोक डिलीवरी के साथ तापमान का रिकॉर्ड',
  'Smaller trucks for the narrow lanes of old city markets': 'पुराने शहर के बाज़ारों की तंग गलियों के लिए छोटे ट्रक',
  'A dedicated HORECA desk on the toll-free line': 'टोल-फ़्री लाइन पर अलग HORECA डेस्क',

  // 2024-06-03: Layer feed range refreshed with phase-wise calcium
  'Layer feed range refreshed with phase-wise calcium': 'लेयर आहार की रेंज नई, फ़ेज़ के हिसाब से कैल्शियम के साथ',
  'Ludhiana, Punjab: ': 'लुधियाना, पंजाब: ',
  'Navdhara Feeds has reworked its layer range so that calcium rises with the age of the flock: a pre-lay feed, then Phase 1, 2 and 3 laying feeds with 3.5 to 4 percent calcium from 18 weeks of age.':
    'Navdhara Feeds ने अपनी लेयर रेंज बदली है ताकि झुंड की उम्र के साथ कैल्शियम बढ़े: पहले प्री-ले आहार, फिर 18 हफ़्ते की उम्र से 3.5 से 4 प्रतिशत कैल्शियम वाले फ़ेज़ 1, 2 और 3 अंडा उत्पादन आहार।',
  'Older hens lay bigger eggs with thinner shells. The phase feeds give them more of their calcium as coarse grit that stays longer in the gizzard and is released at night, when the shell is being formed.':
    'उम्रदराज़ मुर्गियाँ बड़े अंडे देती हैं जिनका छिलका पतला होता है। फ़ेज़ आहार उन्हें ज़्यादा कैल्शियम मोटी ग्रिट के रूप में देते हैं, जो पोटे में देर तक रहती है और रात में घुलती है, जब छिलका बन रहा होता है।',
  'A pre-lay feed from about 16 weeks': 'लगभग 16 हफ़्ते से प्री-ले आहार',
  'Phase 1, 2 and 3 laying feeds with 3.5-4% calcium': '3.5-4% कैल्शियम वाले फ़ेज़ 1, 2 और 3 अंडा उत्पादन आहार',
  'Part of the calcium as coarse grit in the evening feed':
    'कैल्शियम का कुछ हिस्सा शाम के आहार में मोटी ग्रिट के रूप में',
  'Every cracked egg is money a layer farmer has already spent and can never earn back. — Dr. Kavita Rao, Director, Hatcheries and Animal Health':
    'हर टूटा अंडा वह पैसा है जो लेयर किसान पहले ही खर्च कर चुका है और कभी वापस नहीं कमा सकता। — डॉ. कविता राव, निदेशक, हैचरियाँ और पशु स्वास्थ्य',

  // 2024-05-12: Navdhara Group marks four decades in poultry
  'Navdhara Group marks four decades in poultry': 'Navdhara Group के पोल्ट्री में चार दशक पूरे',
  'Navdhara Group entered its fortieth year with a gathering of partner farmers, dealers and employees at its Ambala head office, near where it began in 1985 with a single poultry shed.':
    'Navdhara Group ने अपने अंबाला मुख्यालय में साझेदार किसानों, डीलरों और कर्मचारियों के एक जमावड़े के साथ अपने चालीसवें साल में कदम रखा, उसी जगह के पास जहाँ 1985 में एक पोल्ट्री शेड से इसकी शुरुआत हुई थी।',
  'Rajinder Pal Bansal, the group’s founder, recalled its first flock of a few hundred birds and thanked the farmers who have worked with the group for more than thirty years. Long-serving employees and the oldest partner farms were honoured on the evening.':
    'समूह के संस्थापक राजिंदर पाल बंसल ने कुछ सौ पक्षियों के पहले झुंड को याद किया और उन किसानों का धन्यवाद किया जो तीस साल से ज़्यादा समय से समूह के साथ काम कर रहे हैं। शाम को लंबे समय से जुड़े कर्मचारियों और सबसे पुराने साझेदार फ़ार्मों को सम्मानित किया गया।',
  '1985: the first poultry shed near Ambala': '1985: अंबाला के पास पहला पोल्ट्री शेड',
  '1999: Navdhara Equipments founded': '1999: Navdhara Equipments की स्थापना',
  '2002: the foods plant at Rai, Sonipat opens': '2002: राई, सोनीपत में फ़ूड्स प्लांट शुरू',
  'Today: five businesses and thousands of partner farmers': 'आज: पाँच कारोबार और हज़ारों साझेदार किसान',
  'If the farmer prospers, we prosper. That was true with one shed, and it is true with five businesses. — Rajinder Pal Bansal, Founder and Chairman':
    'किसान खुशहाल तो हम खुशहाल। एक शेड के समय यह सच था, और पाँच कारोबारों के साथ भी यह सच है। — राजिंदर पाल बंसल, संस्थापक और चेयरमैन',

  // 2024-04-08: New H-type cage plant to double cage output
  'New H-type cage plant to double cage output': 'नया H-टाइप पिंजरा प्लांट, पिंजरों का उत्पादन होगा दोगुना',
  'Navdhara Equipments has started building a line for H-type layer cages at its Karnal works, which will double its yearly cage output when it opens.':
    'Navdhara Equipments ने अपने करनाल कारखाने में H-टाइप लेयर पिंजरों की लाइन बनानी शुरू की है, जो चालू होने पर उसका सालाना पिंजरा उत्पादन दोगुना कर देगी।',
  'H-type cages stack up to eight tiers, with a manure belt under each tier, so a large layer farm can house more birds on the same land and clear manure every day. The new line galvanises the wire after welding, which protects the joints from rust in humid sheds.':
    'H-टाइप पिंजरे आठ मंज़िल तक ऊँचे लगते हैं, हर मंज़िल के नीचे खाद की बेल्ट के साथ, इसलिए बड़ा लेयर फ़ार्म उतनी ही ज़मीन पर ज़्यादा पक्षी रख सकता है और रोज़ खाद हटा सकता है। नई लाइन में वेल्डिंग के बाद तार गैल्वनाइज़ होता है, जिससे नमी वाले शेडों में जोड़ों पर ज़ंग नहीं लगता।',
  'Automatic feeding and egg collection as options': 'ऑटोमैटिक फ़ीडिंग और अंडा इकट्ठा करने के विकल्प',
  'Installed by the company’s own engineers': 'कंपनी के अपने इंजीनियरों द्वारा लगाए जाते हैं',
  'Spare parts stocked at regional depots': 'पुर्ज़े क्षेत्रीय डिपो में उपलब्ध',

  // 2024-03-01: Navdhara Foods ready-to-cook range arrives in modern retail
  'Navdhara Foods ready-to-cook range arrives in modern retail': 'Navdhara Foods की रेडी-टू-कुक रेंज मॉडर्न रिटेल में',
  'Lucknow, Uttar Pradesh: ': 'लखनऊ, उत्तर प्रदेश: ',
  'Navdhara Foods’ ready-to-cook range, including Tandoori Drumsticks, Chicken Seekh Kebab and Chicken Nuggets, is now on the freezer shelves of modern retail stores in Delhi NCR, Lucknow, Chandigarh and Jaipur.':
    'Navdhara Foods की रेडी-टू-कुक रेंज, जिसमें तंदूरी ड्रमस्टिक्स, चिकन सीख कबाब और चिकन नगेट्स शामिल हैं, अब दिल्ली NCR, लखनऊ, चंडीगढ़ और जयपुर के मॉडर्न रिटेल स्टोरों के फ़्रीज़र में मिलती है।',
  'The products are marinated and frozen at the Rai plant with no artificial colour, and need only an oven, a pan or an air fryer. Store staff have been trained to keep freezer cabinets at -18°C or below.':
    'उत्पाद राई प्लांट में बिना कृत्रिम रंग के मैरिनेट और फ़्रोज़न किए जाते हैं, और इन्हें बस ओवन, पैन या एयर फ़्रायर चाहिए। स्टोर के कर्मचारियों को फ़्रीज़र -18°C या उससे कम पर रखने का प्रशिक्षण दिया गया है।',
  'Tandoori Drumsticks, a pack that serves four': 'तंदूरी ड्रमस्टिक्स, चार लोगों के लिए एक पैक',
  'Chicken Seekh Kebab in packs of 12': 'चिकन सीख कबाब, 12 के पैक में',
  'Chicken Nuggets in 500 g and 1 kg packs': 'चिकन नगेट्स, 500 ग्राम और 1 किलो के पैक में',
  'Families want chicken that is quick to cook and that they can trust. Both start at our plant. — Arjun Mehta, Director, Foods':
    'परिवार ऐसा चिकन चाहते हैं जो जल्दी पके और जिस पर वे भरोसा कर सकें। दोनों बातें हमारे प्लांट से शुरू होती हैं। — अर्जुन मेहता, निदेशक, फ़ूड्स',

  // 2024-02-07: Hatchery vaccination protocol earns certification
  'Hatchery vaccination protocol earns certification': 'हैचरी के टीकाकरण प्रोटोकॉल को प्रमाणपत्र मिला',
  'The vaccination protocol used at every Navdhara hatchery has been certified by an independent animal health auditor, after a review of records, vaccine storage and staff training at six sites.':
    'हर Navdhara हैचरी में अपनाए जाने वाले टीकाकरण प्रोटोकॉल को एक स्वतंत्र पशु स्वास्थ्य ऑडिटर ने छह साइटों पर रिकॉर्ड, टीकों के भंडारण और कर्मचारियों के प्रशिक्षण की जाँच के बाद प्रमाणित किया है।',
  'Chicks are vaccinated at the hatchery on the day they hatch, following the breed schedule, and every consignment carries a vaccination card. The auditors checked that vaccines are kept between 2 and 8°C and that each vaccinator’s technique is assessed again every quarter.':
    'चूज़ों को निकलने वाले दिन ही हैचरी में नस्ल की समय-सारणी के अनुसार टीके लगते हैं, और हर खेप के साथ टीकाकरण कार्ड जाता है। ऑडिटरों ने जाँचा कि टीके 2 से 8°C के बीच रखे जाते हैं और हर टीका लगाने वाले के तरीके की हर तिमाही दोबारा जाँच होती है।',
  'A vaccination card with every chick box': 'हर चूज़ा बक्से के साथ टीकाकरण कार्ड',
  'The vaccine cold chain logged from supplier to hatchery': 'सप्लायर से हैचरी तक टीकों की कोल्ड चेन का रिकॉर्ड',
  'Quarterly retraining for vaccinators': 'टीका लगाने वालों का हर तिमाही दोबारा प्रशिक्षण',

  // 2024-01-16: Feed plants cross 1.3 million tonnes annual output
  'Feed plants cross 1.3 million tonnes annual output': 'फ़ीड प्लांटों का सालाना उत्पादन 13 लाख टन के पार',
  'Navdhara Feeds produced more than 1.3 million tonnes of feed in the last financial year, across its plants at Ambala, Karnal, Ludhiana, Jaipur, Lucknow and Kolkata.':
    'Navdhara Feeds ने पिछले वित्त वर्ष में अंबाला, करनाल, लुधियाना, जयपुर, लखनऊ और कोलकाता के अपने प्लांटों में 13 लाख टन से ज़्यादा आहार बनाया।',
  'Broiler feed made up a little over half of the volume, followed by layer and cattle feed. New pellet mills at Lucknow and Kolkata have brought feed closer to farmers in the east, and the average bag now travels less than 200 km to the farm.':
    'कुल मात्रा में आधे से कुछ ज़्यादा ब्रॉयलर आहार रहा, उसके बाद लेयर और पशु आहार। लखनऊ और कोलकाता की नई पेलेट मिलों से पूर्व के किसानों तक आहार पास आ गया है, और अब आहार की औसत बोरी फ़ार्म तक 200 किलोमीटर से कम सफ़र करती है।',
  'Plants at Ambala, Karnal, Ludhiana, Jaipur, Lucknow and Kolkata':
    'अंबाला, करनाल, लुधियाना, जयपुर, लखनऊ और कोलकाता में प्लांट',
  'Broiler, layer, breeder and cattle feed': 'ब्रॉयलर, लेयर, ब्रीडर और पशु आहार',
  'Every batch sampled for protein and moisture before dispatch': 'भेजने से पहले हर बैच के प्रोटीन और नमी की जाँच',
  'Volume is only worth having if every bag is the same as the last one. — Vikram Bansal, Director, Feeds and Proteins':
    'मात्रा तभी काम की है जब हर बोरी पिछली बोरी जैसी ही हो। — विक्रम बंसल, निदेशक, आहार और प्रोटीन',

  // 2023-12-04: Soya meal exports begin to neighbouring markets
  'Soya meal exports begin to neighbouring markets': 'पड़ोसी बाज़ारों को सोया मील का निर्यात शुरू',
  'Navdhara Proteins has shipped its first consignments of soya de-oiled cake to feed mills in neighbouring countries, by rail to the border and by road beyond it.':
    'Navdhara Proteins ने सोया डी-ऑयल्ड केक की पहली खेपें पड़ोसी देशों की फ़ीड मिलों को भेजी हैं, सीमा तक रेल से और उसके आगे सड़क से।',
  'Only the high-protein grade, above 48 percent protein, is exported, each lot with a certificate of analysis from the plant laboratory. Shipments are planned for the months after the domestic peak, so the group’s own feed plants and Indian customers are served first.':
    'सिर्फ़ हाई-प्रोटीन ग्रेड, यानी 48 प्रतिशत से ज़्यादा प्रोटीन वाला मील, निर्यात होता है, हर लॉट के साथ प्लांट की प्रयोगशाला का विश्लेषण प्रमाणपत्र। खेपें देश में सबसे ज़्यादा माँग वाले महीनों के बाद भेजी जाती हैं, ताकि पहले समूह के अपने फ़ीड प्लांटों और भारतीय ग्राहकों की ज़रूरत पूरी हो।',
  'Lot-wise certificates from the plant laboratory': 'प्लांट की प्रयोगशाला से हर लॉट का प्रमाणपत्र',
  'Rail loading from a siding near the plant': 'प्लांट के पास की रेल साइडिंग से लदान',
  'Indian customers first during the crushing season': 'पेराई के मौसम में पहले भारतीय ग्राहक',

  // 2023-11-10: Navdhara signs skilling pact with veterinary college
  'Navdhara signs skilling pact with veterinary college': 'Navdhara ने पशु-चिकित्सा कॉलेज के साथ हुनर सिखाने का समझौता किया',
  'Navdhara Group has agreed with a veterinary college to offer six-month paid internships on its breeding farms, hatcheries and feed plants to final-year students of veterinary and poultry science.':
    'Navdhara Group ने एक पशु-चिकित्सा कॉलेज के साथ समझौता किया है कि पशु-चिकित्सा और पोल्ट्री विज्ञान के अंतिम वर्ष के छात्रों को उसके ब्रीडिंग फ़ार्मों, हैचरियों और फ़ीड प्लांटों पर छह महीने की वेतन वाली इंटर्नशिप मिलेगी।',
  'Interns will rotate through biosecurity, hatchery management, feed quality and field service, each with a mentor from the group. In return the group will run short courses for farmers on the college campus.':
    'इंटर्न बारी-बारी से बायोसिक्योरिटी, हैचरी प्रबंधन, आहार गुणवत्ता और फ़ील्ड सेवा में काम करेंगे, हर एक के साथ समूह का एक मार्गदर्शक होगा। बदले में समूह कॉलेज परिसर में किसानों के लिए छोटे कोर्स चलाएगा।',
  'Six-month paid internships for final-year students': 'अंतिम वर्ष के छात्रों के लिए छह महीने की वेतन वाली इंटर्नशिप',
  'A mentor from the group for every intern': 'हर इंटर्न के लिए समूह का एक मार्गदर्शक',
  'Short courses for farmers on the college campus': 'कॉलेज परिसर में किसानों के लिए छोटे कोर्स',
  'The farms of tomorrow will be run by young people who have seen both the textbook and the shed. — Neha Gupta, Independent Director':
    'कल के फ़ार्म वे युवा चलाएँगे जिन्होंने किताब भी देखी है और शेड भी। — नेहा गुप्ता, स्वतंत्र निदेशक',

  // 2023-10-02: Parent stock farm in Rajasthan begins production
  'Parent stock farm in Rajasthan begins production': 'राजस्थान में पेरेंट स्टॉक फ़ार्म में उत्पादन शुरू',
  'Pali, Rajasthan: ': 'पाली, राजस्थान: ',
  'The group’s parent stock farm near Pali has begun producing hatching eggs, a little over a year after work started on a dry, isolated site chosen to keep disease pressure low.':
    'पाली के पास समूह के पेरेंट स्टॉक फ़ार्म ने हैचिंग अंडों का उत्पादन शुरू कर दिया है, यहाँ काम शुरू होने के एक साल से कुछ ही ज़्यादा समय बाद। यह सूखी, अलग-थलग जगह बीमारी का खतरा कम रखने के लिए चुनी गई थी।',
  'Broiler parent birds live in closed, climate-controlled houses with evaporative cooling pads for the desert summer. The hatching eggs go to the group’s Jaipur hatchery, which supplies chicks to farmers across Rajasthan.':
    'ब्रॉयलर पेरेंट पक्षी बंद, तापमान-नियंत्रित शेडों में रहते हैं, जिनमें रेगिस्तान की गर्मी के लिए इवैपोरेटिव कूलिंग पैड लगे हैं। हैचिंग अंडे समूह की जयपुर हैचरी को जाते हैं, जो पूरे राजस्थान के किसानों को चूज़े देती है।',
  'Entry only after a shower and a change of clothes': 'नहाने और कपड़े बदलने के बाद ही प्रवेश',
  'Feed delivered in bulk tankers, never in bags from outside':
    'आहार थोक टैंकरों में आता है, बाहर से बोरियों में कभी नहीं',
  'Water from the farm’s own treated supply': 'फ़ार्म की अपनी साफ़ की गई जल आपूर्ति का पानी',

  // 2023-09-06: Customer onsite sessions on farm biosecurity
  'Customer onsite sessions on farm biosecurity': 'फ़ार्म बायोसिक्योरिटी पर ग्राहकों के फ़ार्म पर सत्र',
  'Saharanpur, Uttar Pradesh: ': 'सहारनपुर, उत्तर प्रदेश: ',
  'Field veterinarians from the group have begun biosecurity sessions on customers’ layer farms around Saharanpur, held in the sheds rather than in a meeting hall.':
    'समूह के फ़ील्ड पशु-चिकित्सकों ने सहारनपुर के आसपास ग्राहकों के लेयर फ़ार्मों पर बायोसिक्योरिटी सत्र शुरू किए हैं, जो किसी मीटिंग हॉल में नहीं, शेडों में ही होते हैं।',
  'Each session walks the farm the way a visitor would: the gate, the footbaths, the route taken by egg trays and feed bags, and the place where dead birds are disposed of. Every farm is left with a short written list of fixes, most of which cost little more than a padlock and a footbath.':
    'हर सत्र में फ़ार्म को वैसे देखा जाता है जैसे कोई बाहरी आदमी आता है: गेट, फ़ुटबाथ, अंडा ट्रे और आहार की बोरियों का रास्ता, और वह जगह जहाँ मरे पक्षियों को ठिकाने लगाया जाता है। हर फ़ार्म को सुधारों की एक छोटी लिखित सूची दी जाती है, जिनमें से ज़्यादातर पर एक ताले और एक फ़ुटबाथ से थोड़ा ही ज़्यादा खर्च आता है।',
  'A walk round the farm with its owner': 'फ़ार्म के मालिक के साथ पूरे फ़ार्म का चक्कर',
  'A written list of fixes left with every farm': 'हर फ़ार्म को सुधारों की लिखित सूची',
  'A follow-up visit three months later': 'तीन महीने बाद दोबारा दौरा',
  'Disease usually walks in on boots and tyres. Closing the gate is the cheapest vaccine there is. — Dr. Kavita Rao, Director, Hatcheries and Animal Health':
    'बीमारी अक्सर जूतों और टायरों पर चलकर आती है। गेट बंद रखना सबसे सस्ता टीका है। — डॉ. कविता राव, निदेशक, हैचरियाँ और पशु स्वास्थ्य',
};

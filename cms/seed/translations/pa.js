'use strict';

/** Punjabi (Gurmukhi) texts of the seed, keyed by their English (seed/translations/index.js). */
module.exports = {
  // Testimonies
  'Gurpreet Singh': 'ਗੁਰਪ੍ਰੀਤ ਸਿੰਘ',
  'Singh Poultry Farms, Ludhiana': 'ਸਿੰਘ ਪੋਲਟਰੀ ਫਾਰਮਜ਼, ਲੁਧਿਆਣਾ',
  'We moved our three broiler sheds to Navdhara chicks and feed in 2019. Liveability went up, our feed conversion improved by almost a tenth, and their field vet visits every batch. It feels like working with a partner, not a supplier.':
    'ਅਸੀਂ 2019 ਵਿੱਚ ਆਪਣੇ ਤਿੰਨੇ ਬ੍ਰਾਇਲਰ ਸ਼ੈੱਡ Navdhara ਦੇ ਚੂਜ਼ਿਆਂ ਅਤੇ ਫੀਡ ਉੱਤੇ ਕਰ ਦਿੱਤੇ। ਚੂਜ਼ਿਆਂ ਦਾ ਬਚਾਅ ਵਧਿਆ, ਸਾਡਾ FCR (ਫੀਡ ਨੂੰ ਮਾਸ ਵਿੱਚ ਬਦਲਣ ਦੀ ਦਰ) ਲਗਭਗ ਦਸਵਾਂ ਹਿੱਸਾ ਸੁਧਰਿਆ, ਅਤੇ ਉਨ੍ਹਾਂ ਦਾ ਫੀਲਡ ਪਸ਼ੂ ਡਾਕਟਰ ਹਰ ਬੈਚ ਵਿੱਚ ਆਉਂਦਾ ਹੈ। ਲੱਗਦਾ ਹੈ ਜਿਵੇਂ ਕਿਸੇ ਭਾਈਵਾਲ ਨਾਲ ਕੰਮ ਕਰ ਰਹੇ ਹਾਂ, ਸਿਰਫ ਸਪਲਾਇਰ ਨਾਲ ਨਹੀਂ।',
  'Meena Kumari': 'ਮੀਨਾ ਕੁਮਾਰੀ',
  'Shree Balaji Layers, Ajmer': 'ਸ਼੍ਰੀ ਬਾਲਾਜੀ ਲੇਅਰਜ਼, ਅਜਮੇਰ',
  'The layer feed phases are simple to follow and our egg shell quality has been steady even in the May heat. The ventilation team helped us plan fans for a new shed at a price we could manage.':
    'ਲੇਅਰ ਫੀਡ ਦੇ ਪੜਾਅ ਮੰਨਣੇ ਸੌਖੇ ਹਨ ਅਤੇ ਮਈ ਦੀ ਗਰਮੀ ਵਿੱਚ ਵੀ ਸਾਡੇ ਅੰਡਿਆਂ ਦੇ ਛਿਲਕੇ ਦੀ ਗੁਣਵੱਤਾ ਇੱਕੋ ਜਿਹੀ ਰਹੀ। ਵੈਂਟੀਲੇਸ਼ਨ ਟੀਮ ਨੇ ਨਵੇਂ ਸ਼ੈੱਡ ਲਈ ਪੱਖਿਆਂ ਦੀ ਯੋਜਨਾ ਅਜਿਹੇ ਭਾਅ ਵਿੱਚ ਬਣਾਉਣ ਵਿੱਚ ਮਦਦ ਕੀਤੀ ਜੋ ਅਸੀਂ ਝੱਲ ਸਕੀਏ।',
  'Ramesh Yadav': 'ਰਮੇਸ਼ ਯਾਦਵ',
  'Yadav Dairy & Agro, Karnal': 'ਯਾਦਵ ਡੇਅਰੀ ਐਂਡ ਐਗਰੋ, ਕਰਨਾਲ',
  'Our milk yield went up after we switched to their cattle feed with bypass fat. Deliveries come on time every week and the dealer explains every change in formulation.':
    'ਬਾਈਪਾਸ ਫੈਟ ਵਾਲੀ ਉਨ੍ਹਾਂ ਦੀ ਪਸ਼ੂ ਫੀਡ ਉੱਤੇ ਆਉਣ ਤੋਂ ਬਾਅਦ ਸਾਡਾ ਦੁੱਧ ਵਧ ਗਿਆ। ਹਰ ਹਫਤੇ ਡਿਲੀਵਰੀ ਸਮੇਂ ਸਿਰ ਆਉਂਦੀ ਹੈ ਅਤੇ ਡੀਲਰ ਫਾਰਮੂਲੇ ਦੀ ਹਰ ਤਬਦੀਲੀ ਸਮਝਾਉਂਦਾ ਹੈ।',
  'Anita Deshmukh': 'ਅਨੀਤਾ ਦੇਸ਼ਮੁਖ',
  'Hotel Sahyadri Grand, Pune': 'ਹੋਟਲ ਸਹਿਆਦਰੀ ਗ੍ਰੈਂਡ, ਪੁਣੇ',
  'For our banquet kitchen we need consistent frozen chicken cuts and ready-to-cook snacks. Navdhara Foods has never missed a bulk order and the cold chain is reliable.':
    'ਸਾਡੀ ਬੈਂਕੁਇਟ ਰਸੋਈ ਨੂੰ ਇੱਕੋ ਜਿਹੇ ਫ੍ਰੋਜ਼ਨ ਚਿਕਨ ਕੱਟ ਅਤੇ ਪਕਾਉਣ ਲਈ ਤਿਆਰ ਸਨੈਕਸ ਚਾਹੀਦੇ ਹਨ। Navdhara Foods ਨੇ ਕਦੇ ਕੋਈ ਥੋਕ ਆਰਡਰ ਨਹੀਂ ਖੁੰਝਾਇਆ ਅਤੇ ਕੋਲਡ ਚੇਨ ਭਰੋਸੇਯੋਗ ਹੈ।',
  'Harjeet Kaur': 'ਹਰਜੀਤ ਕੌਰ',
  'Kaur Hatcheries, Bathinda': 'ਕੌਰ ਹੈਚਰੀਜ਼, ਬਠਿੰਡਾ',
  'We bought two setters and a hatcher from Navdhara Equipments. Installation took four days and hatchability rose by three percent in the first season. Spare parts arrive within 48 hours.':
    'ਅਸੀਂ Navdhara Equipments ਤੋਂ ਦੋ ਸੈੱਟਰ ਅਤੇ ਇੱਕ ਹੈਚਰ ਖਰੀਦਿਆ। ਲਗਾਉਣ ਵਿੱਚ ਚਾਰ ਦਿਨ ਲੱਗੇ ਅਤੇ ਪਹਿਲੇ ਹੀ ਸੀਜ਼ਨ ਵਿੱਚ ਹੈਚਬਿਲਟੀ ਤਿੰਨ ਪ੍ਰਤੀਸ਼ਤ ਵਧੀ। ਪੁਰਜ਼ੇ 48 ਘੰਟਿਆਂ ਵਿੱਚ ਪਹੁੰਚ ਜਾਂਦੇ ਹਨ।',
  'Mohammed Irfan': 'ਮੁਹੰਮਦ ਇਰਫਾਨ',
  'Irfan Feed Traders, Indore': 'ਇਰਫਾਨ ਫੀਡ ਟ੍ਰੇਡਰਜ਼, ਇੰਦੌਰ',
  'As a distributor I value steady quality. The soya meal from the Ujjain plant is consistent lot after lot, and the protein certificates come with every truck.':
    'ਵਿਤਰਕ ਵਜੋਂ ਮੇਰੇ ਲਈ ਟਿਕਵੀਂ ਗੁਣਵੱਤਾ ਸਭ ਤੋਂ ਜ਼ਰੂਰੀ ਹੈ। ਉੱਜੈਨ ਪਲਾਂਟ ਦਾ ਸੋਇਆ ਮੀਲ ਹਰ ਲਾਟ ਵਿੱਚ ਇੱਕੋ ਜਿਹਾ ਰਹਿੰਦਾ ਹੈ, ਅਤੇ ਹਰ ਟਰੱਕ ਨਾਲ ਪ੍ਰੋਟੀਨ ਸਰਟੀਫਿਕੇਟ ਆਉਂਦੇ ਹਨ।',

  // Board
  'Rajinder Pal Bansal': 'ਰਜਿੰਦਰ ਪਾਲ ਬਾਂਸਲ',
  'Founder and Chairman': 'ਬਾਨੀ ਅਤੇ ਚੇਅਰਮੈਨ',
  'Sunita Bansal': 'ਸੁਨੀਤਾ ਬਾਂਸਲ',
  'Managing Director': 'ਮੈਨੇਜਿੰਗ ਡਾਇਰੈਕਟਰ',
  'Vikram Bansal': 'ਵਿਕਰਮ ਬਾਂਸਲ',
  'Director, Feeds and Proteins': 'ਡਾਇਰੈਕਟਰ, ਫੀਡ ਅਤੇ ਪ੍ਰੋਟੀਨ',
  'Dr. Kavita Rao': 'ਡਾ. ਕਵਿਤਾ ਰਾਓ',
  'Director, Hatcheries and Animal Health': 'ਡਾਇਰੈਕਟਰ, ਹੈਚਰੀਆਂ ਅਤੇ ਪਸ਼ੂ ਸਿਹਤ',
  'Arjun Mehta': 'ਅਰਜੁਨ ਮਹਿਤਾ',
  'Director, Foods': 'ਡਾਇਰੈਕਟਰ, ਭੋਜਨ',
  'Neha Gupta': 'ਨੇਹਾ ਗੁਪਤਾ',
  'Independent Director': 'ਸੁਤੰਤਰ ਡਾਇਰੈਕਟਰ',
  'Sandeep Arora': 'ਸੰਦੀਪ ਅਰੋੜਾ',
  'Director, Equipments': 'ਡਾਇਰੈਕਟਰ, ਉਪਕਰਣ',

  // Openings
  'Accounts Executive': 'ਅਕਾਊਂਟਸ ਐਗਜ਼ੀਕਿਊਟਿਵ',
  'Maintain ledgers, GST returns and vendor reconciliations for the feed division at Ambala. B.Com with 2-4 years of experience in Tally or SAP.':
    'ਅੰਬਾਲਾ ਵਿੱਚ ਫੀਡ ਵਿਭਾਗ ਦੇ ਖਾਤੇ, GST ਰਿਟਰਨਾਂ ਅਤੇ ਵੈਂਡਰ ਮਿਲਾਨ ਸੰਭਾਲਣਾ। B.Com, Tally ਜਾਂ SAP ਵਿੱਚ 2-4 ਸਾਲ ਦੇ ਤਜਰਬੇ ਨਾਲ।',
  'Assistant Manager, Costing': 'ਸਹਾਇਕ ਮੈਨੇਜਰ, ਕਾਸਟਿੰਗ',
  'Own plant-wise cost sheets for feed mills and the processing plant, monthly variance reports and budget reviews. CA/ICWA inter with 4+ years in manufacturing.':
    'ਫੀਡ ਮਿੱਲਾਂ ਅਤੇ ਪ੍ਰੋਸੈਸਿੰਗ ਪਲਾਂਟ ਦੀਆਂ ਪਲਾਂਟ-ਵਾਰ ਲਾਗਤ ਸ਼ੀਟਾਂ, ਮਹੀਨਾਵਾਰ ਫਰਕ ਰਿਪੋਰਟਾਂ ਅਤੇ ਬਜਟ ਸਮੀਖਿਆ ਦੀ ਜ਼ਿੰਮੇਵਾਰੀ। CA/ICWA ਇੰਟਰ, ਨਿਰਮਾਣ ਵਿੱਚ 4+ ਸਾਲ ਨਾਲ।',
  'Area Sales Manager, Feeds (Punjab)': 'ਏਰੀਆ ਸੇਲਜ਼ ਮੈਨੇਜਰ, ਫੀਡ (ਪੰਜਾਬ)',
  'Grow dealer and integrator sales of broiler and layer feed across Punjab; plan farmer meetings; manage a team of four sales officers. Graduate in agriculture or veterinary science preferred.':
    'ਸਾਰੇ ਪੰਜਾਬ ਵਿੱਚ ਬ੍ਰਾਇਲਰ ਅਤੇ ਲੇਅਰ ਫੀਡ ਦੀ ਡੀਲਰ ਅਤੇ ਇੰਟੀਗ੍ਰੇਟਰ ਵਿਕਰੀ ਵਧਾਉਣਾ; ਕਿਸਾਨ ਮੀਟਿੰਗਾਂ ਦੀ ਯੋਜਨਾ ਬਣਾਉਣਾ; ਚਾਰ ਸੇਲਜ਼ ਅਫਸਰਾਂ ਦੀ ਟੀਮ ਸੰਭਾਲਣਾ। ਖੇਤੀਬਾੜੀ ਜਾਂ ਵੈਟਰਨਰੀ ਸਾਇੰਸ ਵਿੱਚ ਗ੍ਰੈਜੂਏਟ ਨੂੰ ਤਰਜੀਹ।',
  'Sales Officer, Cattle Feed': 'ਸੇਲਜ਼ ਅਫਸਰ, ਪਸ਼ੂ ਫੀਡ',
  'Visit dairy farmers and village dealers in Haryana, run feeding demonstrations and collect orders. Two-wheeler and local language required.':
    'ਹਰਿਆਣਾ ਵਿੱਚ ਡੇਅਰੀ ਕਿਸਾਨਾਂ ਅਤੇ ਪਿੰਡਾਂ ਦੇ ਡੀਲਰਾਂ ਨੂੰ ਮਿਲਣਾ, ਫੀਡ ਦੇ ਪ੍ਰਦਰਸ਼ਨ ਕਰਨਾ ਅਤੇ ਆਰਡਰ ਲੈਣਾ। ਦੋਪਹੀਆ ਵਾਹਨ ਅਤੇ ਸਥਾਨਕ ਭਾਸ਼ਾ ਜ਼ਰੂਰੀ।',
  'Key Account Executive, Foods (HORECA)': 'ਮੁੱਖ ਗਾਹਕ ਖਾਤਾ ਐਗਜ਼ੀਕਿਊਟਿਵ, ਭੋਜਨ (HORECA)',
  'Manage hotel, restaurant and caterer accounts for frozen and ready-to-cook products in Delhi NCR.':
    'ਦਿੱਲੀ NCR ਵਿੱਚ ਫ੍ਰੋਜ਼ਨ ਅਤੇ ਪਕਾਉਣ ਲਈ ਤਿਆਰ ਉਤਪਾਦਾਂ ਲਈ ਹੋਟਲ, ਰੈਸਟੋਰੈਂਟ ਅਤੇ ਕੈਟਰਰ ਖਾਤੇ ਸੰਭਾਲਣਾ।',
  'Hatchery Supervisor': 'ਹੈਚਰੀ ਸੁਪਰਵਾਈਜ਼ਰ',
  'Run setter and hatcher schedules, chick grading and dispatch at a 1.5 million chicks/month hatchery. Diploma in poultry science with 3+ years of experience.':
    'ਹਰ ਮਹੀਨੇ 15 ਲੱਖ ਚੂਜ਼ਿਆਂ ਵਾਲੀ ਹੈਚਰੀ ਵਿੱਚ ਸੈੱਟਰ ਅਤੇ ਹੈਚਰ ਦਾ ਸਮਾਂ-ਕ੍ਰਮ, ਚੂਜ਼ਿਆਂ ਦੀ ਗ੍ਰੇਡਿੰਗ ਅਤੇ ਭੇਜਣਾ ਸੰਭਾਲਣਾ। ਪੋਲਟਰੀ ਸਾਇੰਸ ਵਿੱਚ ਡਿਪਲੋਮਾ, 3+ ਸਾਲ ਦੇ ਤਜਰਬੇ ਨਾਲ।',
  'Production Shift Engineer, Feed Mill': 'ਪ੍ਰੋਡਕਸ਼ਨ ਸ਼ਿਫਟ ਇੰਜੀਨੀਅਰ, ਫੀਡ ਮਿੱਲ',
  'Supervise pelleting, boiler and packing lines on rotating shifts; preventive maintenance and safety records. B.Tech Mechanical/Electrical.':
    'ਬਦਲਦੀਆਂ ਸ਼ਿਫਟਾਂ ਵਿੱਚ ਪੈਲੇਟਿੰਗ, ਬਾਇਲਰ ਅਤੇ ਪੈਕਿੰਗ ਲਾਈਨਾਂ ਦੀ ਨਿਗਰਾਨੀ; ਰੋਕਥਾਮੀ ਰੱਖ-ਰਖਾਅ ਅਤੇ ਸੁਰੱਖਿਆ ਰਿਕਾਰਡ। B.Tech ਮਕੈਨੀਕਲ/ਇਲੈਕਟ੍ਰੀਕਲ।',

  // FAQs: foods
  'Where are Navdhara Foods products processed?': 'Navdhara Foods ਦੇ ਉਤਪਾਦ ਕਿੱਥੇ ਪ੍ਰੋਸੈਸ ਹੁੰਦੇ ਹਨ?',
  'All chicken products are processed at our plant in Rai, Sonipat (Haryana), which runs under HACCP-based food safety procedures with cold storage on site.':
    'ਸਾਰੇ ਚਿਕਨ ਉਤਪਾਦ ਰਾਈ, ਸੋਨੀਪਤ (ਹਰਿਆਣਾ) ਦੇ ਸਾਡੇ ਪਲਾਂਟ ਵਿੱਚ ਪ੍ਰੋਸੈਸ ਹੁੰਦੇ ਹਨ, ਜੋ HACCP ਉੱਤੇ ਅਧਾਰਿਤ ਭੋਜਨ ਸੁਰੱਖਿਆ ਪ੍ਰਕਿਰਿਆਵਾਂ ਨਾਲ ਚੱਲਦਾ ਹੈ ਅਤੇ ਉੱਥੇ ਹੀ ਕੋਲਡ ਸਟੋਰੇਜ ਹੈ।',
  'Do you supply hotels, restaurants and caterers?': 'ਕੀ ਤੁਸੀਂ ਹੋਟਲਾਂ, ਰੈਸਟੋਰੈਂਟਾਂ ਅਤੇ ਕੈਟਰਰਾਂ ਨੂੰ ਸਪਲਾਈ ਕਰਦੇ ਹੋ?',
  'Yes. HORECA and bulk buyers can order frozen cuts and ready-to-cook products through our bulk order form or by calling our toll-free number.':
    'ਹਾਂ। HORECA ਅਤੇ ਥੋਕ ਖਰੀਦਦਾਰ ਸਾਡੇ ਥੋਕ ਆਰਡਰ ਫਾਰਮ ਰਾਹੀਂ ਜਾਂ ਸਾਡੇ ਟੋਲ-ਫ੍ਰੀ ਨੰਬਰ ਉੱਤੇ ਫੋਨ ਕਰਕੇ ਫ੍ਰੋਜ਼ਨ ਕੱਟ ਅਤੇ ਪਕਾਉਣ ਲਈ ਤਿਆਰ ਉਤਪਾਦ ਮੰਗਵਾ ਸਕਦੇ ਹਨ।',
  'How should frozen products be stored?': 'ਫ੍ਰੋਜ਼ਨ ਉਤਪਾਦ ਕਿਵੇਂ ਰੱਖੀਏ?',
  'Keep them at -18°C or below. Once thawed, cook within 24 hours and do not refreeze.':
    'ਇਨ੍ਹਾਂ ਨੂੰ -18°C ਜਾਂ ਇਸ ਤੋਂ ਘੱਟ ਤਾਪਮਾਨ ਉੱਤੇ ਰੱਖੋ। ਪਿਘਲਣ ਤੋਂ ਬਾਅਦ 24 ਘੰਟਿਆਂ ਵਿੱਚ ਪਕਾਓ ਅਤੇ ਦੁਬਾਰਾ ਨਾ ਜਮਾਓ।',
  'Are your products free of antibiotic residue?': 'ਕੀ ਤੁਹਾਡੇ ਉਤਪਾਦ ਐਂਟੀਬਾਇਓਟਿਕ ਰਹਿੰਦ-ਖੂੰਹਦ ਤੋਂ ਮੁਕਤ ਹਨ?',
  'Birds are raised under veterinary supervision and every lot is tested for antibiotic residue before dispatch.':
    'ਪੰਛੀ ਪਸ਼ੂ ਡਾਕਟਰ ਦੀ ਨਿਗਰਾਨੀ ਹੇਠ ਪਾਲੇ ਜਾਂਦੇ ਹਨ ਅਤੇ ਭੇਜਣ ਤੋਂ ਪਹਿਲਾਂ ਹਰ ਲਾਟ ਦੀ ਐਂਟੀਬਾਇਓਟਿਕ ਰਹਿੰਦ-ਖੂੰਹਦ ਲਈ ਜਾਂਚ ਹੁੰਦੀ ਹੈ।',
  'Where can I buy Navdhara Foods products?': 'Navdhara Foods ਦੇ ਉਤਪਾਦ ਕਿੱਥੋਂ ਖਰੀਦੀਏ?',
  'Our products are available at modern retail stores and neighbourhood shops across North India, and through our distributors.':
    'ਸਾਡੇ ਉਤਪਾਦ ਸਾਰੇ ਉੱਤਰੀ ਭਾਰਤ ਦੇ ਆਧੁਨਿਕ ਰਿਟੇਲ ਸਟੋਰਾਂ ਅਤੇ ਮੁਹੱਲੇ ਦੀਆਂ ਦੁਕਾਨਾਂ ਉੱਤੇ, ਅਤੇ ਸਾਡੇ ਵਿਤਰਕਾਂ ਰਾਹੀਂ ਮਿਲਦੇ ਹਨ।',

  // FAQs: hatchery
  'What do Navdhara Hatcheries supply?': 'Navdhara Hatcheries ਕੀ ਸਪਲਾਈ ਕਰਦੀਆਂ ਹਨ?',
  'Day-old broiler chicks, commercial layer chicks, broiler parent chicks and fertile hatching eggs.':
    'ਇੱਕ ਦਿਨ ਦੇ ਬ੍ਰਾਇਲਰ ਚੂਜ਼ੇ, ਵਪਾਰਕ ਲੇਅਰ ਚੂਜ਼ੇ, ਬ੍ਰਾਇਲਰ ਪੇਰੈਂਟ ਚੂਜ਼ੇ ਅਤੇ ਫਰਟਾਈਲ ਹੈਚਿੰਗ ਅੰਡੇ।',
  'What is your hatching capacity?': 'ਤੁਹਾਡੀ ਹੈਚਿੰਗ ਸਮਰੱਥਾ ਕਿੰਨੀ ਹੈ?',
  'Our hatcheries across India have a combined capacity of about 18 million chicks a month.':
    'ਸਾਰੇ ਭਾਰਤ ਵਿੱਚ ਸਾਡੀਆਂ ਹੈਚਰੀਆਂ ਦੀ ਕੁੱਲ ਸਮਰੱਥਾ ਹਰ ਮਹੀਨੇ ਲਗਭਗ 1.8 ਕਰੋੜ ਚੂਜ਼ਿਆਂ ਦੀ ਹੈ।',
  'Are the chicks vaccinated?': 'ਕੀ ਚੂਜ਼ਿਆਂ ਨੂੰ ਟੀਕੇ ਲੱਗੇ ਹੁੰਦੇ ਹਨ?',
  'Yes. Chicks are vaccinated at the hatchery as per the breed schedule, and a vaccination card goes with every consignment.':
    'ਹਾਂ। ਨਸਲ ਦੀ ਸਮਾਂ-ਸਾਰਣੀ ਅਨੁਸਾਰ ਹੈਚਰੀ ਵਿੱਚ ਹੀ ਚੂਜ਼ਿਆਂ ਨੂੰ ਟੀਕੇ ਲੱਗਦੇ ਹਨ, ਅਤੇ ਹਰ ਖੇਪ ਨਾਲ ਟੀਕਾਕਰਨ ਕਾਰਡ ਜਾਂਦਾ ਹੈ।',
  'How are chicks transported?': 'ਚੂਜ਼ੇ ਕਿਵੇਂ ਭੇਜੇ ਜਾਂਦੇ ਹਨ?',
  'In ventilated chick boxes on climate-controlled vehicles, so that they reach the farm within hours of hatching.':
    'ਹਵਾਦਾਰ ਚੂਜ਼ਾ ਡੱਬਿਆਂ ਵਿੱਚ, ਤਾਪਮਾਨ-ਨਿਯੰਤਰਿਤ ਵਾਹਨਾਂ ਉੱਤੇ, ਤਾਂ ਜੋ ਉਹ ਨਿਕਲਣ ਦੇ ਕੁਝ ਹੀ ਘੰਟਿਆਂ ਵਿੱਚ ਫਾਰਮ ਤੱਕ ਪਹੁੰਚ ਜਾਣ।',

  // FAQs: proteins
  'Which products does Navdhara Proteins make?': 'Navdhara Proteins ਕਿਹੜੇ ਉਤਪਾਦ ਬਣਾਉਂਦੀ ਹੈ?',
  'Soya de-oiled cake (soya meal), refined soya oil, mustard cake and rice bran extraction products.':
    'ਸੋਇਆ ਡੀ-ਆਇਲਡ ਕੇਕ (ਸੋਇਆ ਮੀਲ), ਰਿਫਾਇੰਡ ਸੋਇਆ ਤੇਲ, ਸਰ੍ਹੋਂ ਦੀ ਖਲ ਅਤੇ ਚੌਲਾਂ ਦੀ ਪਾਲਿਸ਼ ਦੇ ਐਕਸਟ੍ਰੈਕਸ਼ਨ ਉਤਪਾਦ।',
  'Where is the solvent extraction plant?': 'ਸੌਲਵੈਂਟ ਐਕਸਟ੍ਰੈਕਸ਼ਨ ਪਲਾਂਟ ਕਿੱਥੇ ਹੈ?',
  'At Ujjain in Madhya Pradesh, with an annual crushing capacity of three lakh tonnes.':
    'ਮੱਧ ਪ੍ਰਦੇਸ਼ ਦੇ ਉੱਜੈਨ ਵਿੱਚ, ਤਿੰਨ ਲੱਖ ਟਨ ਸਾਲਾਨਾ ਪਿੜਾਈ ਸਮਰੱਥਾ ਨਾਲ।',
  'What protein level does your soya meal have?': 'ਤੁਹਾਡੇ ਸੋਇਆ ਮੀਲ ਵਿੱਚ ਪ੍ਰੋਟੀਨ ਕਿੰਨਾ ਹੁੰਦਾ ਹੈ?',
  'Our high-protein soya de-oiled cake has above 48% protein, tested lot by lot in our laboratory.':
    'ਸਾਡੇ ਹਾਈ-ਪ੍ਰੋਟੀਨ ਸੋਇਆ ਡੀ-ਆਇਲਡ ਕੇਕ ਵਿੱਚ 48% ਤੋਂ ਵੱਧ ਪ੍ਰੋਟੀਨ ਹੁੰਦਾ ਹੈ, ਜਿਸ ਦੀ ਸਾਡੀ ਪ੍ਰਯੋਗਸ਼ਾਲਾ ਵਿੱਚ ਹਰ ਲਾਟ ਦੀ ਜਾਂਚ ਹੁੰਦੀ ਹੈ।',
  'Do you supply feed manufacturers in bulk?': 'ਕੀ ਤੁਸੀਂ ਫੀਡ ਨਿਰਮਾਤਾਵਾਂ ਨੂੰ ਥੋਕ ਵਿੱਚ ਸਪਲਾਈ ਕਰਦੇ ਹੋ?',
  'Yes. We supply loose and bagged meal by truck to feed mills, integrators and traders across India.':
    'ਹਾਂ। ਅਸੀਂ ਸਾਰੇ ਭਾਰਤ ਵਿੱਚ ਫੀਡ ਮਿੱਲਾਂ, ਇੰਟੀਗ੍ਰੇਟਰਾਂ ਅਤੇ ਵਪਾਰੀਆਂ ਨੂੰ ਖੁੱਲ੍ਹਾ ਅਤੇ ਬੋਰੀਆਂ ਵਿੱਚ ਭਰਿਆ ਮੀਲ ਟਰੱਕ ਰਾਹੀਂ ਭੇਜਦੇ ਹਾਂ।',

  // FAQs: feeds
  'Which feeds do you manufacture?': 'ਤੁਸੀਂ ਕਿਹੜੀਆਂ ਫੀਡਾਂ ਬਣਾਉਂਦੇ ਹੋ?',
  'Broiler feed, layer feed, breeder feed and cattle feed, produced in plants with a combined output above 1.3 million tonnes a year.':
    'ਬ੍ਰਾਇਲਰ ਫੀਡ, ਲੇਅਰ ਫੀਡ, ਬ੍ਰੀਡਰ ਫੀਡ ਅਤੇ ਪਸ਼ੂ ਫੀਡ, ਅਜਿਹੇ ਪਲਾਂਟਾਂ ਵਿੱਚ ਬਣੀ ਜਿਨ੍ਹਾਂ ਦੀ ਕੁੱਲ ਪੈਦਾਵਾਰ ਸਾਲਾਨਾ 13 ਲੱਖ ਟਨ ਤੋਂ ਵੱਧ ਹੈ।',
  'What are the broiler feed stages?': 'ਬ੍ਰਾਇਲਰ ਫੀਡ ਦੇ ਪੜਾਅ ਕਿਹੜੇ ਹਨ?',
  'Pre-Starter for days 1-10, Starter for days 11-25 and Finisher from day 26 until sale.':
    'ਦਿਨ 1-10 ਲਈ ਪ੍ਰੀ-ਸਟਾਰਟਰ, ਦਿਨ 11-25 ਲਈ ਸਟਾਰਟਰ ਅਤੇ ਦਿਨ 26 ਤੋਂ ਵਿਕਰੀ ਤੱਕ ਫਿਨਿਸ਼ਰ।',
  'Do you make feed for dairy cattle?': 'ਕੀ ਤੁਸੀਂ ਡੇਅਰੀ ਪਸ਼ੂਆਂ ਲਈ ਫੀਡ ਬਣਾਉਂਦੇ ਹੋ?',
  'Yes. Our cattle feed range covers calves, milking cows and buffaloes, dry cows and close-up cows before calving.':
    'ਹਾਂ। ਸਾਡੀ ਪਸ਼ੂ ਫੀਡ ਦੀ ਲੜੀ ਵਿੱਚ ਵੱਛੇ, ਦੁਧਾਰੂ ਗਾਵਾਂ ਅਤੇ ਮੱਝਾਂ, ਸੁੱਕੀਆਂ ਗਾਵਾਂ ਅਤੇ ਸੂਣ ਤੋਂ ਪਹਿਲਾਂ ਦੀਆਂ ਗਾਵਾਂ, ਸਭ ਲਈ ਫੀਡ ਹੈ।',
  'How do I become a Navdhara Feeds dealer?': 'ਮੈਂ Navdhara Feeds ਦਾ ਡੀਲਰ ਕਿਵੇਂ ਬਣਾਂ?',
  'Send an enquiry from the contact page or call our toll-free number; our area sales manager will get in touch.':
    'ਸੰਪਰਕ ਪੰਨੇ ਤੋਂ ਪੁੱਛਗਿੱਛ ਭੇਜੋ ਜਾਂ ਸਾਡੇ ਟੋਲ-ਫ੍ਰੀ ਨੰਬਰ ਉੱਤੇ ਫੋਨ ਕਰੋ; ਸਾਡਾ ਏਰੀਆ ਸੇਲਜ਼ ਮੈਨੇਜਰ ਤੁਹਾਡੇ ਨਾਲ ਸੰਪਰਕ ਕਰੇਗਾ।',
  'How long can feed be stored?': 'ਫੀਡ ਕਿੰਨੇ ਦਿਨ ਰੱਖੀ ਜਾ ਸਕਦੀ ਹੈ?',
  'Store bags on pallets in a dry, ventilated place and use them within 45 days of the manufacturing date.':
    'ਬੋਰੀਆਂ ਨੂੰ ਸੁੱਕੀ, ਹਵਾਦਾਰ ਥਾਂ ਉੱਤੇ ਪੈਲੇਟਾਂ ਉੱਤੇ ਰੱਖੋ ਅਤੇ ਬਣਨ ਦੀ ਮਿਤੀ ਤੋਂ 45 ਦਿਨਾਂ ਦੇ ਅੰਦਰ ਵਰਤੋ।',

  // FAQs: equipments
  'What equipment do you make?': 'ਤੁਸੀਂ ਕਿਹੜੇ ਉਪਕਰਣ ਬਣਾਉਂਦੇ ਹੋ?',
  'Hatchery equipment (setters, hatchers, trays), farm equipment (feeders, drinkers, brooders), cages for layers and ventilation fans.':
    'ਹੈਚਰੀ ਉਪਕਰਣ (ਸੈੱਟਰ, ਹੈਚਰ, ਟ੍ਰੇਆਂ), ਫਾਰਮ ਉਪਕਰਣ (ਫੀਡਰ, ਡਰਿੰਕਰ, ਬਰੂਡਰ), ਲੇਅਰਾਂ ਲਈ ਪਿੰਜਰੇ ਅਤੇ ਵੈਂਟੀਲੇਸ਼ਨ ਪੱਖੇ।',
  'Do you install the equipment?': 'ਕੀ ਤੁਸੀਂ ਉਪਕਰਣ ਲਗਾਉਂਦੇ ਵੀ ਹੋ?',
  'Yes. Our engineers install and commission every project and train your staff to run it.':
    'ਹਾਂ। ਸਾਡੇ ਇੰਜੀਨੀਅਰ ਹਰ ਪ੍ਰੋਜੈਕਟ ਲਗਾਉਂਦੇ ਅਤੇ ਚਾਲੂ ਕਰਦੇ ਹਨ ਅਤੇ ਤੁਹਾਡੇ ਸਟਾਫ ਨੂੰ ਉਸ ਨੂੰ ਚਲਾਉਣਾ ਸਿਖਾਉਂਦੇ ਹਨ।',
  'How much energy do your fans save?': 'ਤੁਹਾਡੇ ਪੱਖੇ ਕਿੰਨੀ ਬਿਜਲੀ ਬਚਾਉਂਦੇ ਹਨ?',
  'Our high-efficiency fans save 30-50% energy compared to conventional fans of the same size.':
    'ਸਾਡੇ ਘੱਟ ਬਿਜਲੀ ਖਾਣ ਵਾਲੇ ਪੱਖੇ ਉਸੇ ਆਕਾਰ ਦੇ ਆਮ ਪੱਖਿਆਂ ਦੇ ਮੁਕਾਬਲੇ 30-50% ਬਿਜਲੀ ਬਚਾਉਂਦੇ ਹਨ।',
  'Do you provide after-sales service?': 'ਕੀ ਤੁਸੀਂ ਵਿਕਰੀ ਤੋਂ ਬਾਅਦ ਸੇਵਾ ਦਿੰਦੇ ਹੋ?',
  'Yes. We keep spare parts in regional depots and offer annual maintenance contracts.':
    'ਹਾਂ। ਅਸੀਂ ਖੇਤਰੀ ਡਿਪੂਆਂ ਵਿੱਚ ਪੁਰਜ਼ੇ ਰੱਖਦੇ ਹਾਂ ਅਤੇ ਸਾਲਾਨਾ ਸਰਵਿਸ ਕੰਟਰੈਕਟ (AMC) ਵੀ ਦਿੰਦੇ ਹਾਂ।',

  // Product categories (a card's label; the feeds, equipments and proteins ones name their
  // tabs: as the site's dictionaries write those)
  "Cattle Feed": "ਪਸ਼ੂ ਫੀਡ",
  "Broiler Feed": "ਬ੍ਰਾਇਲਰ ਫੀਡ",
  "Layer Feed": "ਲੇਅਰ ਫੀਡ",
  "Hatchery Equipment": "ਹੈਚਰੀ ਉਪਕਰਣ",
  "Farm Equipment": "ਫਾਰਮ ਉਪਕਰਣ",
  "Cages": "ਪਿੰਜਰੇ",
  "Ventilation": "ਵੈਂਟੀਲੇਸ਼ਨ",
  "Soya-Protein": "ਸੋਇਆ-ਪ੍ਰੋਟੀਨ",
  "Frozen": "ਫ੍ਰੋਜ਼ਨ",
  "Ready to cook": "ਪਕਾਉਣ ਲਈ ਤਿਆਰ",
  "Fresh frozen cuts": "ਤਾਜ਼ੇ ਫ੍ਰੋਜ਼ਨ ਕੱਟ",
  "Chicks": "ਚੂਜ਼ੇ",
  "Breeders": "ਬ੍ਰੀਡਰ",
  "Eggs": "ਅੰਡੇ",

  // Products (the group's name stays in Latin letters; a product's own name is written as the
  // division pages write it)
  "Navdhara Dairy Gold": "Navdhara ਡੇਅਰੀ ਗੋਲਡ",
  "Balanced compound feed for milking cows and buffaloes yielding 15 litres or more a day.": 'ਰੋਜ਼ 15 ਲੀਟਰ ਜਾਂ ਉਸ ਤੋਂ ਵੱਧ ਦੁੱਧ ਦੇਣ ਵਾਲੀਆਂ ਗਾਵਾਂ ਅਤੇ ਮੱਝਾਂ ਲਈ ਸੰਤੁਲਿਤ ਮਿਸ਼ਰਿਤ ਫੀਡ।',
  "Protein 20%": "ਪ੍ਰੋਟੀਨ 20%",
  " with bypass fat for sustained yield": " ਅਤੇ ਲਗਾਤਾਰ ਦੁੱਧ ਲਈ ਬਾਈਪਾਸ ਫੈਟ",
  "Added minerals and vitamins for fertility": 'ਪ੍ਰਜਨਨ ਸਮਰੱਥਾ ਲਈ ਮਿਲਾਏ ਖਣਿਜ ਅਤੇ ਵਿਟਾਮਿਨ',
  "Pellet form, easy to measure and feed": "ਪੈਲੇਟ ਰੂਪ ਵਿੱਚ, ਮਾਪਣ ਅਤੇ ਖੁਆਉਣ ਵਿੱਚ ਸੌਖੀ",
  "Feed 400 g per litre of milk, in addition to green fodder.": "ਹਰੇ ਚਾਰੇ ਦੇ ਨਾਲ, ਹਰ ਲੀਟਰ ਦੁੱਧ ਪਿੱਛੇ 400 ਗ੍ਰਾਮ ਖੁਆਓ।",
  "Navdhara Calf Grower": "Navdhara ਕਾਫ ਗ੍ਰੋਅਰ",
  "Starter and grower feed for calves from 2 to 6 months.": '2 ਤੋਂ 6 ਮਹੀਨਿਆਂ ਦੇ ਵੱਛਿਆਂ ਲਈ ਸਟਾਰਟਰ ਅਤੇ ਗ੍ਰੋਅਰ ਫੀਡ।',
  "Supports rumen development": 'ਰੂਮੇਨ ਦੇ ਵਿਕਾਸ ਵਿੱਚ ਮਦਦ',
  "High digestibility for steady weight gain": "ਲਗਾਤਾਰ ਭਾਰ ਵਧਣ ਲਈ ਸੌਖੀ ਪਚਣ ਵਾਲੀ",
  "Palatable texture that calves accept early": "ਸੁਆਦੀ ਬਣਤਰ, ਜਿਸ ਨੂੰ ਵੱਛੇ ਛੇਤੀ ਖਾਣ ਲੱਗਦੇ ਹਨ",
  "Navdhara Close-Up Care": "Navdhara ਕਲੋਜ਼-ਅੱਪ ਕੇਅਰ",
  "Special feed for the last 21 days before calving and dry cow feed for 45-60 days pre-calving.": 'ਸੂਣ ਤੋਂ ਪਹਿਲਾਂ ਦੇ ਆਖਰੀ 21 ਦਿਨਾਂ ਲਈ ਖਾਸ ਫੀਡ, ਅਤੇ ਸੂਣ ਤੋਂ 45-60 ਦਿਨ ਪਹਿਲਾਂ ਸੁੱਕੀ ਗਾਂ ਦੀ ਫੀਡ।',
  "Anionic salts to reduce milk fever": "ਮਿਲਕ ਫੀਵਰ ਘਟਾਉਣ ਲਈ ਐਨਾਇਓਨਿਕ ਲੂਣ",
  "Prepares the cow for a strong start to lactation": "ਗਾਂ ਨੂੰ ਦੁੱਧ ਦੇਣ ਦੀ ਮਜ਼ਬੂਤ ਸ਼ੁਰੂਆਤ ਲਈ ਤਿਆਰ ਕਰਦੀ ਹੈ",
  "Broiler Pre-Starter": "ਬ੍ਰਾਇਲਰ ਪ੍ਰੀ-ਸਟਾਰਟਰ",
  "Crumble feed for days 1-10.": 'ਦਿਨ 1-10 ਲਈ ਕਰੰਬਲ ਫੀਡ।',
  "Highly digestible protein for early growth": "ਸ਼ੁਰੂਆਤੀ ਵਾਧੇ ਲਈ ਸੌਖਾ ਪਚਣ ਵਾਲਾ ਪ੍ਰੋਟੀਨ",
  "Supports gut development and liveability": "ਅੰਤੜੀਆਂ ਦੇ ਵਿਕਾਸ ਅਤੇ ਚੂਜ਼ਿਆਂ ਦੇ ਬਚਾਅ ਵਿੱਚ ਮਦਦ",
  "Broiler Starter": "ਬ੍ਰਾਇਲਰ ਸਟਾਰਟਰ",
  "Pellet feed for days 11-25.": 'ਦਿਨ 11-25 ਲਈ ਪੈਲੇਟ ਫੀਡ।',
  "Balanced amino acids for frame growth": "ਢਾਂਚੇ ਦੇ ਵਾਧੇ ਲਈ ਸੰਤੁਲਿਤ ਅਮੀਨੋ ਐਸਿਡ",
  "Improves feed conversion ratio": 'FCR (ਫੀਡ ਨੂੰ ਮਾਸ ਵਿੱਚ ਬਦਲਣ ਦੀ ਦਰ) ਸੁਧਾਰਦੀ ਹੈ',
  "Broiler Finisher": "ਬ੍ਰਾਇਲਰ ਫਿਨਿਸ਼ਰ",
  "Pellet feed from day 26 until sale.": 'ਦਿਨ 26 ਤੋਂ ਵਿਕਰੀ ਤੱਕ ਪੈਲੇਟ ਫੀਡ।',
  "Energy-dense formulation for weight gain": "ਭਾਰ ਵਧਾਉਣ ਲਈ ਊਰਜਾ ਭਰਪੂਰ ਫਾਰਮੂਲਾ",
  "Better carcass yield": 'ਹਰ ਪੰਛੀ ਵਿੱਚੋਂ ਵੱਧ ਮੀਟ',
  "Layer Chick Feed": 'ਲੇਅਰ ਚੂਜ਼ਾ ਫੀਡ',
  "For chicks from 0 to 8 weeks.": '0 ਤੋਂ 8 ਹਫਤਿਆਂ ਦੇ ਚੂਜ਼ਿਆਂ ਲਈ।',
  "Protein 20-22%": "ਪ੍ਰੋਟੀਨ 20-22%",
  " for early growth": " ਸ਼ੁਰੂਆਤੀ ਵਾਧੇ ਲਈ",
  "Coccidiostat for healthy flocks": "ਸਿਹਤਮੰਦ ਝੁੰਡ ਲਈ ਕੌਕਸੀਡਿਓਸਟੈਟ",
  "Grower and Developer": "ਗ੍ਰੋਅਰ ਅਤੇ ਡਿਵੈਲਪਰ",
  "For pullets from 9 to 18 weeks.": '9 ਤੋਂ 18 ਹਫਤਿਆਂ ਦੀਆਂ ਪੁਲੇਟਾਂ ਲਈ।',
  "Builds frame and body weight uniformity": "ਢਾਂਚਾ ਬਣਾਉਂਦੀ ਹੈ ਅਤੇ ਸਰੀਰ ਦਾ ਭਾਰ ਇੱਕਸਾਰ ਰੱਖਦੀ ਹੈ",
  "Prepares the bird for the laying period": 'ਪੰਛੀ ਨੂੰ ਅੰਡੇ ਦੇਣ ਦੇ ਦੌਰ ਲਈ ਤਿਆਰ ਕਰਦੀ ਹੈ',
  "Layer Phase 1 Mash": "ਲੇਅਰ ਫੇਜ਼ 1 ਮੈਸ਼",
  "Laying feed from 18 weeks.": '18 ਹਫਤਿਆਂ ਤੋਂ ਅੰਡੇ ਦੇਣ ਦੀ ਫੀਡ।',
  "Calcium 3.5-4%": "ਕੈਲਸ਼ੀਅਮ 3.5-4%",
  " for strong shells": " ਮਜ਼ਬੂਤ ਛਿਲਕਿਆਂ ਲਈ",
  "Consistent egg weight and yolk colour": 'ਅੰਡੇ ਦਾ ਇੱਕਸਾਰ ਭਾਰ ਅਤੇ ਜ਼ਰਦੀ ਦਾ ਰੰਗ',
  "Layer Concentrate Premium": "ਲੇਅਰ ਕੰਸਨਟ੍ਰੇਟ ਪ੍ਰੀਮੀਅਮ",
  "Concentrate to mix with farm maize.": "ਫਾਰਮ ਦੀ ਮੱਕੀ ਵਿੱਚ ਮਿਲਾਉਣ ਲਈ ਕੰਸਨਟ੍ਰੇਟ।",
  "Protein 35-38%": "ਪ੍ਰੋਟੀਨ 35-38%",
  "Saves cost for farms with their own grain": "ਆਪਣਾ ਅਨਾਜ ਰੱਖਣ ਵਾਲੇ ਫਾਰਮਾਂ ਦੀ ਲਾਗਤ ਬਚਾਉਂਦਾ ਹੈ",
  "Multi-Stage Setter 57,600": "ਮਲਟੀ-ਸਟੇਜ ਸੈੱਟਰ 57,600",
  "Multi-stage setter with 57,600 egg capacity.": '57,600 ਅੰਡਿਆਂ ਦੀ ਸਮਰੱਥਾ ਵਾਲਾ ਮਲਟੀ-ਸਟੇਜ ਸੈੱਟਰ।',
  "Microprocessor control of temperature and humidity": "ਤਾਪਮਾਨ ਅਤੇ ਨਮੀ ਦਾ ਮਾਈਕ੍ਰੋਪ੍ਰੋਸੈਸਰ ਕੰਟਰੋਲ",
  "Automatic turning every hour": "ਹਰ ਘੰਟੇ ਆਪਣੇ-ਆਪ ਪਲਟਾਈ",
  "Insulated PUF panels": "ਇੰਸੂਲੇਟਿਡ PUF ਪੈਨਲ",
  "Hatcher 19,200": "ਹੈਚਰ 19,200",
  "Hatcher matched to the setter for single-batch transfer.": "ਸੈੱਟਰ ਨਾਲ ਮੇਲ ਖਾਂਦਾ ਹੈਚਰ, ਇੱਕੋ ਬੈਚ ਵਿੱਚ ਟ੍ਰਾਂਸਫਰ ਲਈ।",
  "Uniform airflow": "ਇੱਕਸਾਰ ਹਵਾ ਦਾ ਵਹਾਅ",
  "Easy-clean trolleys": 'ਸੌਖੀਆਂ ਸਾਫ ਹੋਣ ਵਾਲੀਆਂ ਟਰਾਲੀਆਂ',
  "Egg Setter Trays": 'ਅੰਡਾ ਸੈੱਟਰ ਟ੍ਰੇਆਂ',
  "Food-grade plastic trays for 150 eggs.": '150 ਅੰਡਿਆਂ ਲਈ ਫੂਡ-ਗ੍ਰੇਡ ਪਲਾਸਟਿਕ ਟ੍ਰੇਆਂ।',
  "Fit all Navdhara setters": "ਸਾਰੇ Navdhara ਸੈੱਟਰਾਂ ਵਿੱਚ ਫਿੱਟ",
  "Washable and durable": "ਧੋਣਯੋਗ ਅਤੇ ਟਿਕਾਊ",
  "Automatic Pan Feeder": "ਆਟੋਮੈਟਿਕ ਪੈਨ ਫੀਡਰ",
  "Pan feeding line for broiler and breeder houses.": "ਬ੍ਰਾਇਲਰ ਅਤੇ ਬ੍ਰੀਡਰ ਸ਼ੈੱਡਾਂ ਲਈ ਪੈਨ ਫੀਡਿੰਗ ਲਾਈਨ।",
  "Adjustable feed level": 'ਫੀਡ ਦਾ ਪੱਧਰ ਬਦਲਿਆ ਜਾ ਸਕਦਾ ਹੈ',
  "Reduces feed wastage": 'ਫੀਡ ਦੀ ਬਰਬਾਦੀ ਘਟਾਉਂਦਾ ਹੈ',
  "Nipple Drinker Line": 'ਨਿੱਪਲ ਡਰਿੰਕਰ ਲਾਈਨ',
  "Closed drinking system with pressure regulators.": "ਪ੍ਰੈਸ਼ਰ ਰੈਗੂਲੇਟਰਾਂ ਵਾਲਾ ਬੰਦ ਪੀਣ ਦਾ ਸਿਸਟਮ।",
  "Clean water, dry litter": 'ਸਾਫ ਪਾਣੀ, ਸੁੱਕਾ ਬਿਛਾਵਨ',
  "Winch-adjustable height": "ਵਿੰਚ ਨਾਲ ਉਚਾਈ ਬਦਲੋ",
  "Gas Brooder": 'ਗੈਸ ਬਰੂਡਰ',
  "LPG brooder for the first two weeks of chicks.": 'ਚੂਜ਼ਿਆਂ ਦੇ ਪਹਿਲੇ ਦੋ ਹਫਤਿਆਂ ਲਈ LPG ਬਰੂਡਰ।',
  "Even heat over 1,000 chicks": "1,000 ਚੂਜ਼ਿਆਂ ਉੱਤੇ ਇੱਕਸਾਰ ਗਰਮੀ",
  "Low gas consumption": "ਘੱਟ ਗੈਸ ਖਪਤ",
  "A-Type Layer Cage": "A-ਟਾਈਪ ਲੇਅਰ ਪਿੰਜਰਾ",
  "Three- and four-tier galvanised cages for layers.": 'ਲੇਅਰਾਂ ਲਈ ਤਿੰਨ ਅਤੇ ਚਾਰ ਮੰਜ਼ਿਲਾ ਗੈਲਵੇਨਾਈਜ਼ਡ ਪਿੰਜਰੇ।',
  "Egg roll-out trays": 'ਅੰਡੇ ਰੁੜ੍ਹਨ ਵਾਲੀਆਂ ਟ੍ਰੇਆਂ',
  "Hot-dip galvanised for long life": 'ਲੰਮੀ ਉਮਰ ਲਈ ਹੌਟ-ਡਿੱਪ ਗੈਲਵੇਨਾਈਜ਼ਡ',
  "H-Type Layer Cage": "H-ਟਾਈਪ ਲੇਅਰ ਪਿੰਜਰਾ",
  "High-density stacked cages with manure belts.": "ਖਾਦ ਬੈਲਟਾਂ ਵਾਲੇ, ਉੱਪਰ-ਥੱਲੇ ਰੱਖੇ ਸੰਘਣੇ ਪਿੰਜਰੇ।",
  "Up to eight tiers": "ਅੱਠ ਮੰਜ਼ਿਲਾਂ ਤੱਕ",
  "Automatic feeding and egg collection options": 'ਆਪਣੇ-ਆਪ ਫੀਡ ਦੇਣ ਅਤੇ ਅੰਡੇ ਇਕੱਠੇ ਕਰਨ ਦੇ ਵਿਕਲਪ',
  "Pullet Rearing Cage": "ਪੁਲੇਟ ਪਾਲਣ ਪਿੰਜਰਾ",
  "Rearing cages for pullets from day one to 16 weeks.": 'ਪਹਿਲੇ ਦਿਨ ਤੋਂ 16 ਹਫਤਿਆਂ ਤੱਕ ਦੀਆਂ ਪੁਲੇਟਾਂ ਦੇ ਪਾਲਣ ਪਿੰਜਰੇ।',
  "Adjustable floor mesh": 'ਬਦਲੀ ਜਾ ਸਕਣ ਵਾਲੀ ਫਰਸ਼ ਦੀ ਜਾਲੀ',
  "Moves to the laying house with the birds": 'ਪੰਛੀਆਂ ਦੇ ਨਾਲ ਲੇਅਰ ਸ਼ੈੱਡ ਵਿੱਚ ਚਲਾ ਜਾਂਦਾ ਹੈ',
  "6-Blade Exhaust Fan 54\"": '6-ਬਲੇਡ ਐਗਜ਼ਾਸਟ ਪੱਖਾ 54"',
  "54 x 54 inch exhaust fan.": '54 x 54 ਇੰਚ ਦਾ ਐਗਜ਼ਾਸਟ ਪੱਖਾ।',
  "16,000 CFM": "16,000 CFM",
  " airflow": " ਹਵਾ ਦਾ ਵਹਾਅ",
  "1.5 HP, 3-phase motor": "1.5 HP, 3-ਫੇਜ਼ ਮੋਟਰ",
  "Saves 30-50% energy": '30-50% ਬਿਜਲੀ ਬਚਾਉਂਦਾ ਹੈ',
  "Box Fan 52\"": "ਬਾਕਸ ਪੱਖਾ 52\"",
  "52 x 52 inch box fan for tunnel ventilation.": "ਟਨਲ ਵੈਂਟੀਲੇਸ਼ਨ ਲਈ 52 x 52 ਇੰਚ ਦਾ ਬਾਕਸ ਪੱਖਾ।",
  "26,500 CFM": "26,500 CFM",
  "Galvanised housing": 'ਗੈਲਵੇਨਾਈਜ਼ਡ ਢਾਂਚਾ',
  "Air Circulation Fan 51\"": "ਹਵਾ ਘੁਮਾਉਣ ਵਾਲਾ ਪੱਖਾ 51\"",
  "51 x 51 inch fan to move air inside the house.": "ਸ਼ੈੱਡ ਦੇ ਅੰਦਰ ਹਵਾ ਘੁਮਾਉਣ ਲਈ 51 x 51 ਇੰਚ ਦਾ ਪੱਖਾ।",
  "22,000 CFM": "22,000 CFM",
  "Hanging or wall mounting": "ਲਟਕਾ ਕੇ ਜਾਂ ਕੰਧ ਉੱਤੇ ਲਗਾਓ",
  "Hi-Pro Soya De-Oiled Cake": "ਹਾਈ-ਪ੍ਰੋ ਸੋਇਆ ਡੀ-ਆਇਲਡ ਕੇਕ",
  "Soya meal with above 48% protein.": "48% ਤੋਂ ਵੱਧ ਪ੍ਰੋਟੀਨ ਵਾਲਾ ਸੋਇਆ ਮੀਲ।",
  "Low urease activity": "ਘੱਟ ਯੂਰੀਏਜ਼ ਸਰਗਰਮੀ",
  "Uniform particle size for feed mills": "ਫੀਡ ਮਿੱਲਾਂ ਲਈ ਇੱਕਸਾਰ ਆਕਾਰ ਦੇ ਕਣ",
  "Soya DOC Standard": "ਸੋਇਆ DOC ਸਟੈਂਡਰਡ",
  "Soya de-oiled cake with 46% protein for compound feed.": 'ਮਿਸ਼ਰਿਤ ਫੀਡ ਲਈ 46% ਪ੍ਰੋਟੀਨ ਵਾਲਾ ਸੋਇਆ ਡੀ-ਆਇਲਡ ਕੇਕ।',
  "Available loose or in 50 kg bags": "ਖੁੱਲ੍ਹਾ ਜਾਂ 50 ਕਿਲੋ ਦੀਆਂ ਬੋਰੀਆਂ ਵਿੱਚ ਉਪਲਬਧ",
  "Refined Soya Oil": "ਰਿਫਾਇੰਡ ਸੋਇਆ ਤੇਲ",
  "Refined soyabean oil from our Ujjain plant.": "ਸਾਡੇ ਉੱਜੈਨ ਪਲਾਂਟ ਦਾ ਰਿਫਾਇੰਡ ਸੋਇਆਬੀਨ ਤੇਲ।",
  "Bulk tankers for industry": "ਉਦਯੋਗ ਲਈ ਥੋਕ ਟੈਂਕਰ",
  "Packed for retail distributors": "ਰਿਟੇਲ ਵਿਤਰਕਾਂ ਲਈ ਪੈਕ",
  "Chicken Seekh Kebab": "ਚਿਕਨ ਸੀਖ ਕਬਾਬ",
  "Ready-to-cook seekh kebabs with Indian spices.": 'ਭਾਰਤੀ ਮਸਾਲਿਆਂ ਵਾਲੇ ਪਕਾਉਣ ਲਈ ਤਿਆਰ ਸੀਖ ਕਬਾਬ।',
  "Pan fry or grill in 8 minutes": "8 ਮਿੰਟਾਂ ਵਿੱਚ ਪੈਨ ਫ੍ਰਾਈ ਜਾਂ ਗਰਿੱਲ ਕਰੋ",
  "Pack of 12": "12 ਦਾ ਪੈਕ",
  "Chicken Nuggets": "ਚਿਕਨ ਨਗੇਟਸ",
  "Crispy breaded nuggets made from whole breast meat.": "ਪੂਰੇ ਬ੍ਰੈਸਟ ਮੀਟ ਤੋਂ ਬਣੇ ਕਰਾਰੇ ਬ੍ਰੈੱਡਡ ਨਗੇਟਸ।",
  "Deep fry or air fry": "ਡੀਪ ਫ੍ਰਾਈ ਜਾਂ ਏਅਰ ਫ੍ਰਾਈ ਕਰੋ",
  "500 g and 1 kg packs": "500 ਗ੍ਰਾਮ ਅਤੇ 1 ਕਿਲੋ ਦੇ ਪੈਕ",
  "Tandoori Drumsticks": "ਤੰਦੂਰੀ ਡਰੱਮਸਟਿਕਸ",
  "Marinated drumsticks, ready for the oven or tandoor.": "ਮੈਰੀਨੇਟ ਕੀਤੇ ਡਰੱਮਸਟਿਕਸ, ਓਵਨ ਜਾਂ ਤੰਦੂਰ ਲਈ ਤਿਆਰ।",
  "No artificial colour": "ਕੋਈ ਨਕਲੀ ਰੰਗ ਨਹੀਂ",
  "Serves four": "ਚਾਰ ਜਣਿਆਂ ਲਈ",
  "Curry Cut Chicken": "ਕਰੀ ਕੱਟ ਚਿਕਨ",
  "Skinless curry cut, individually quick frozen.": "ਬਿਨਾਂ ਖੱਲ ਦਾ ਕਰੀ ਕੱਟ, ਟੁਕੜਾ-ਟੁਕੜਾ ਛੇਤੀ ਜਮਾਇਆ ਹੋਇਆ।",
  "Hygienically processed at Rai, Sonipat": 'ਰਾਈ, ਸੋਨੀਪਤ ਵਿੱਚ ਸਾਫ-ਸਫਾਈ ਨਾਲ ਪ੍ਰੋਸੈਸ ਕੀਤਾ',
  "1 kg pack": "1 ਕਿਲੋ ਦਾ ਪੈਕ",
  "Day-Old Broiler Chicks": "ਇੱਕ ਦਿਨ ਦੇ ਬ੍ਰਾਇਲਰ ਚੂਜ਼ੇ",
  "Vaccinated broiler chicks delivered within hours of hatching.": "ਟੀਕਾ ਲੱਗੇ ਬ੍ਰਾਇਲਰ ਚੂਜ਼ੇ, ਨਿਕਲਣ ਦੇ ਕੁਝ ਹੀ ਘੰਟਿਆਂ ਵਿੱਚ ਪਹੁੰਚਾਏ ਜਾਂਦੇ ਹਨ।",
  "Uniform weight": "ਇੱਕਸਾਰ ਭਾਰ",
  "High liveability": "ਉੱਚਾ ਬਚਾਅ",
  "Commercial Layer Chicks": "ਵਪਾਰਕ ਲੇਅਰ ਚੂਜ਼ੇ",
  "Layer chicks of proven strains for high egg numbers.": 'ਵੱਧ ਅੰਡਿਆਂ ਲਈ ਪਰਖੀਆਂ ਨਸਲਾਂ ਦੇ ਲੇਅਰ ਚੂਜ਼ੇ।',
  "Sexed female chicks": "ਲਿੰਗ-ਜਾਂਚੇ ਮਾਦਾ ਚੂਜ਼ੇ",
  "Vaccination card with every box": "ਹਰ ਡੱਬੇ ਨਾਲ ਟੀਕਾਕਰਨ ਕਾਰਡ",
  "Broiler Parent Chicks": "ਬ੍ਰਾਇਲਰ ਪੇਰੈਂਟ ਚੂਜ਼ੇ",
  "Parent stock for hatcheries and integrators.": "ਹੈਚਰੀਆਂ ਅਤੇ ਇੰਟੀਗ੍ਰੇਟਰਾਂ ਲਈ ਪੇਰੈਂਟ ਸਟਾਕ।",
  "Hatching egg production from 24 weeks": '24 ਹਫਤਿਆਂ ਤੋਂ ਹੈਚਿੰਗ ਅੰਡਿਆਂ ਦਾ ਉਤਪਾਦਨ',
  "Technical support from our breeder team": "ਸਾਡੀ ਬ੍ਰੀਡਰ ਟੀਮ ਤੋਂ ਤਕਨੀਕੀ ਸਹਾਇਤਾ",
  "Fertile Hatching Eggs": 'ਫਰਟਾਈਲ ਹੈਚਿੰਗ ਅੰਡੇ',
  "Graded, sanitised fertile eggs from our breeder farms.": 'ਸਾਡੇ ਬ੍ਰੀਡਰ ਫਾਰਮਾਂ ਦੇ ਛਾਂਟੇ ਹੋਏ, ਸੈਨੀਟਾਈਜ਼ ਕੀਤੇ ਫਰਟਾਈਲ ਅੰਡੇ।',
  "Stored at 18°C": "18°C ਉੱਤੇ ਰੱਖੇ",
  "Delivered in setter trays on request": "ਮੰਗਣ ਉੱਤੇ ਸੈੱਟਰ ਟ੍ਰੇਆਂ ਵਿੱਚ ਪਹੁੰਚਾਏ ਜਾਂਦੇ ਹਨ",
};

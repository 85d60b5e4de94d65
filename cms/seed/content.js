'use strict';

/**
 * Seed content for the Navdhara Group site. Everything here is fictional:
 * people, outlets, places of events and figures are made up for the project
 * (division facts follow docs/requirements.md#company-facts-and-figures). `image` names a file in seed/images/ (without
 * .svg); `alt` is its alternative text.
 */
const { p, h, ul, ol, b, i, link, quote, img } = require('./blocks');

const testimonies = [
  { name: 'Gurpreet Singh', business_name: 'Singh Poultry Farms, Ludhiana', image: 'portrait-1', alt: 'Illustrated portrait of Gurpreet Singh',
    about: 'We moved our three broiler sheds to Navdhara chicks and feed in 2019. Liveability went up, our feed conversion improved by almost a tenth, and their field vet visits every batch. It feels like working with a partner, not a supplier.' },
  { name: 'Meena Kumari', business_name: 'Shree Balaji Layers, Ajmer', image: 'portrait-2', alt: 'Illustrated portrait of Meena Kumari',
    about: 'The layer feed phases are simple to follow and our egg shell quality has been steady even in the May heat. The ventilation team helped us plan fans for a new shed at a price we could manage.' },
  { name: 'Ramesh Yadav', business_name: 'Yadav Dairy & Agro, Karnal', image: 'portrait-3', alt: 'Illustrated portrait of Ramesh Yadav',
    about: 'Our milk yield went up after we switched to their cattle feed with bypass fat. Deliveries come on time every week and the dealer explains every change in formulation.' },
  { name: 'Anita Deshmukh', business_name: 'Hotel Sahyadri Grand, Pune', image: 'portrait-4', alt: 'Illustrated portrait of Anita Deshmukh',
    about: 'For our banquet kitchen we need consistent frozen chicken cuts and ready-to-cook snacks. Navdhara Foods has never missed a bulk order and the cold chain is reliable.' },
  { name: 'Harjeet Kaur', business_name: 'Kaur Hatcheries, Bathinda', image: 'portrait-6', alt: 'Illustrated portrait of Harjeet Kaur',
    about: 'We bought two setters and a hatcher from Navdhara Equipments. Installation took four days and hatchability rose by three percent in the first season. Spare parts arrive within 48 hours.' },
  { name: 'Mohammed Irfan', business_name: 'Irfan Feed Traders, Indore', image: 'portrait-5', alt: 'Illustrated portrait of Mohammed Irfan',
    about: 'As a distributor I value steady quality. The soya meal from the Ujjain plant is consistent lot after lot, and the protein certificates come with every truck.' },
];

const team = [
  { name: 'Rajinder Pal Bansal', designation: 'Founder and Chairman', image: 'portrait-5', alt: 'Illustrated portrait of Rajinder Pal Bansal' },
  { name: 'Sunita Bansal', designation: 'Managing Director', image: 'portrait-2', alt: 'Illustrated portrait of Sunita Bansal' },
  { name: 'Vikram Bansal', designation: 'Director, Feeds and Proteins', image: 'portrait-1', alt: 'Illustrated portrait of Vikram Bansal' },
  { name: 'Dr. Kavita Rao', designation: 'Director, Hatcheries and Animal Health', image: 'portrait-8', alt: 'Illustrated portrait of Dr. Kavita Rao' },
  { name: 'Arjun Mehta', designation: 'Director, Foods', image: 'portrait-7', alt: 'Illustrated portrait of Arjun Mehta' },
  { name: 'Neha Gupta', designation: 'Independent Director', image: 'portrait-4', alt: 'Illustrated portrait of Neha Gupta' },
  { name: 'Sandeep Arora', designation: 'Director, Equipments', image: 'portrait-3', alt: 'Illustrated portrait of Sandeep Arora' },
];

// Openings in FINANCE, SALES and OPERATION only; none in MARKETING and HR.
const openings = [
  { position: 'FINANCE', title: 'Accounts Executive', role: 'Maintain ledgers, GST returns and vendor reconciliations for the feed division at Ambala. B.Com with 2-4 years of experience in Tally or SAP.', openings: 2 },
  { position: 'FINANCE', title: 'Assistant Manager, Costing', role: 'Own plant-wise cost sheets for feed mills and the processing plant, monthly variance reports and budget reviews. CA/ICWA inter with 4+ years in manufacturing.', openings: 1 },
  { position: 'SALES', title: 'Area Sales Manager, Feeds (Punjab)', role: 'Grow dealer and integrator sales of broiler and layer feed across Punjab; plan farmer meetings; manage a team of four sales officers. Graduate in agriculture or veterinary science preferred.', openings: 1 },
  { position: 'SALES', title: 'Sales Officer, Cattle Feed', role: 'Visit dairy farmers and village dealers in Haryana, run feeding demonstrations and collect orders. Two-wheeler and local language required.', openings: 4 },
  { position: 'SALES', title: 'Key Account Executive, Foods (HORECA)', role: 'Manage hotel, restaurant and caterer accounts for frozen and ready-to-cook products in Delhi NCR.', openings: 2 },
  { position: 'OPERATION', title: 'Hatchery Supervisor', role: 'Run setter and hatcher schedules, chick grading and dispatch at a 1.5 million chicks/month hatchery. Diploma in poultry science with 3+ years of experience.', openings: 2 },
  { position: 'OPERATION', title: 'Production Shift Engineer, Feed Mill', role: 'Supervise pelleting, boiler and packing lines on rotating shifts; preventive maintenance and safety records. B.Tech Mechanical/Electrical.', openings: 3 },
];

const faqs = {
  foods: [
    ['Where are Navdhara Foods products processed?', 'All chicken products are processed at our plant in Rai, Sonipat (Haryana), which runs under HACCP-based food safety procedures with cold storage on site.'],
    ['Do you supply hotels, restaurants and caterers?', 'Yes. HORECA and bulk buyers can order frozen cuts and ready-to-cook products through our bulk order form or by calling our toll-free number.'],
    ['How should frozen products be stored?', 'Keep them at -18°C or below. Once thawed, cook within 24 hours and do not refreeze.'],
    ['Are your products free of antibiotic residue?', 'Birds are raised under veterinary supervision and every lot is tested for antibiotic residue before dispatch.'],
    ['Where can I buy Navdhara Foods products?', 'Our products are available at modern retail stores and neighbourhood shops across North India, and through our distributors.'],
  ],
  hatchery: [
    ['What do Navdhara Hatcheries supply?', 'Day-old broiler chicks, commercial layer chicks, broiler parent chicks and fertile hatching eggs.'],
    ['What is your hatching capacity?', 'Our hatcheries across India have a combined capacity of about 18 million chicks a month.'],
    ['Are the chicks vaccinated?', 'Yes. Chicks are vaccinated at the hatchery as per the breed schedule, and a vaccination card goes with every consignment.'],
    ['How are chicks transported?', 'In ventilated chick boxes on climate-controlled vehicles, so that they reach the farm within hours of hatching.'],
  ],
  proteins: [
    ['Which products does Navdhara Proteins make?', 'Soya de-oiled cake (soya meal), refined soya oil, mustard cake and rice bran extraction products.'],
    ['Where is the solvent extraction plant?', 'At Ujjain in Madhya Pradesh, with an annual crushing capacity of three lakh tonnes.'],
    ['What protein level does your soya meal have?', 'Our high-protein soya de-oiled cake has above 48% protein, tested lot by lot in our laboratory.'],
    ['Do you supply feed manufacturers in bulk?', 'Yes. We supply loose and bagged meal by truck to feed mills, integrators and traders across India.'],
  ],
  feeds: [
    ['Which feeds do you manufacture?', 'Broiler feed, layer feed, breeder feed and cattle feed, produced in plants with a combined output above 1.3 million tonnes a year.'],
    ['What are the broiler feed stages?', 'Pre-Starter for days 1-10, Starter for days 11-25 and Finisher from day 26 until sale.'],
    ['Do you make feed for dairy cattle?', 'Yes. Our cattle feed range covers calves, milking cows and buffaloes, dry cows and close-up cows before calving.'],
    ['How do I become a Navdhara Feeds dealer?', 'Send an enquiry from the contact page or call our toll-free number; our area sales manager will get in touch.'],
    ['How long can feed be stored?', 'Store bags on pallets in a dry, ventilated place and use them within 45 days of the manufacturing date.'],
  ],
  equipments: [
    ['What equipment do you make?', 'Hatchery equipment (setters, hatchers, trays), farm equipment (feeders, drinkers, brooders), cages for layers and ventilation fans.'],
    ['Do you install the equipment?', 'Yes. Our engineers install and commission every project and train your staff to run it.'],
    ['How much energy do your fans save?', 'Our high-efficiency fans save 30-50% energy compared to conventional fans of the same size.'],
    ['Do you provide after-sales service?', 'Yes. We keep spare parts in regional depots and offer annual maintenance contracts.'],
  ],
};

// Product tabs: feeds -> Cattle Feed | Broiler Feed | Layer Feed; equipments ->
// Hatchery Equipment | Farm Equipment | Cages | Ventilation; proteins -> Soya-Protein;
// foods and hatchery have no tabs.
const productContent = (lead, points, closing) => [p(lead), ul(...points), ...(closing ? [p(closing)] : [])];

const products = [
  // feeds
  { section: 'feeds', category: 'Cattle Feed', name: 'Navdhara Dairy Gold', image: 'cattle-feed', alt: 'A cow beside a green bag of cattle feed',
    content: productContent('Balanced compound feed for milking cows and buffaloes yielding 8-15 litres a day.', [[b('Protein 20%'), ' with bypass fat for sustained yield'], 'Added minerals and vitamins for fertility', 'Pellet form, easy to measure and feed'], 'Feed 400 g per litre of milk, in addition to green fodder.') },
  { section: 'feeds', category: 'Cattle Feed', name: 'Navdhara Calf Grower', image: 'cattle-feed', alt: 'A cow beside a green bag of cattle feed',
    content: productContent('Starter and grower feed for calves from 2 to 6 months.', ['Supports rumen development', 'High digestibility for steady weight gain', 'Palatable texture that calves accept early']) },
  { section: 'feeds', category: 'Cattle Feed', name: 'Navdhara Close-Up Care', image: 'feed-pellets', alt: 'Feed pellets spilling from a teal feed bag',
    content: productContent('Special feed for the last 21 days before calving and dry cow feed for 45-60 days pre-calving.', ['Anionic salts to reduce milk fever', 'Prepares the cow for a strong start to lactation']) },
  { section: 'feeds', category: 'Broiler Feed', name: 'Broiler Pre-Starter', image: 'broiler-feed', alt: 'An orange bag of broiler feed next to a white chicken',
    content: productContent('Crumble feed for days 1-10.', ['Highly digestible protein for early growth', 'Supports gut development and liveability']) },
  { section: 'feeds', category: 'Broiler Feed', name: 'Broiler Starter', image: 'broiler-feed', alt: 'An orange bag of broiler feed next to a white chicken',
    content: productContent('Pellet feed for days 11-25.', ['Balanced amino acids for frame growth', 'Improves feed conversion ratio']) },
  { section: 'feeds', category: 'Broiler Feed', name: 'Broiler Finisher', image: 'feed-pellets', alt: 'Feed pellets spilling from a teal feed bag',
    content: productContent('Pellet feed from day 26 until sale.', ['Energy-dense formulation for weight gain', 'Better carcass yield']) },
  { section: 'feeds', category: 'Layer Feed', name: 'Layer Chick Feed', image: 'layer-feed', alt: 'A yellow bag of layer feed, a brown hen and an egg',
    content: productContent('For chicks from 0 to 8 weeks.', [[b('Protein 20-22%'), ' for early growth'], 'Coccidiostat for healthy flocks']) },
  { section: 'feeds', category: 'Layer Feed', name: 'Grower and Developer', image: 'layer-feed', alt: 'A yellow bag of layer feed, a brown hen and an egg',
    content: productContent('For pullets from 9 to 18 weeks.', ['Builds frame and body weight uniformity', 'Prepares the bird for the laying period']) },
  { section: 'feeds', category: 'Layer Feed', name: 'Layer Phase 1 Mash', image: 'layer-hens', alt: 'A brown hen and a white hen with eggs on the grass',
    content: productContent('Laying feed from 18 weeks.', [[b('Calcium 3.5-4%'), ' for strong shells'], 'Consistent egg weight and yolk colour']) },
  { section: 'feeds', category: 'Layer Feed', name: 'Layer Concentrate Premium', image: 'feed-pellets', alt: 'Feed pellets spilling from a teal feed bag',
    content: productContent('Concentrate to mix with farm maize.', [[b('Protein 35-38%')], 'Saves cost for farms with their own grain']) },
  // equipments
  { section: 'equipments', category: 'Hatchery Equipment', name: 'Multi-Stage Setter 57,600', image: 'hatchery-equipment', alt: 'An incubator with rows of eggs on trays and a temperature display',
    content: productContent('Multi-stage setter with 57,600 egg capacity.', ['Microprocessor control of temperature and humidity', 'Automatic turning every hour', 'Insulated PUF panels']) },
  { section: 'equipments', category: 'Hatchery Equipment', name: 'Hatcher 19,200', image: 'hatchery-equipment', alt: 'An incubator with rows of eggs on trays and a temperature display',
    content: productContent('Hatcher matched to the setter for single-batch transfer.', ['Uniform airflow', 'Easy-clean trolleys']) },
  { section: 'equipments', category: 'Hatchery Equipment', name: 'Egg Setter Trays', image: 'hatching-eggs', alt: 'Rows of hatching eggs with a chick in front',
    content: productContent('Food-grade plastic trays for 150 eggs.', ['Fit all Navdhara setters', 'Washable and durable']) },
  { section: 'equipments', category: 'Farm Equipment', name: 'Automatic Pan Feeder', image: 'farm-equipment', alt: 'A red pan feeder and a blue nipple drinker line',
    content: productContent('Pan feeding line for broiler and breeder houses.', ['Adjustable feed level', 'Reduces feed wastage']) },
  { section: 'equipments', category: 'Farm Equipment', name: 'Nipple Drinker Line', image: 'farm-equipment', alt: 'A red pan feeder and a blue nipple drinker line',
    content: productContent('Closed drinking system with pressure regulators.', ['Clean water, dry litter', 'Winch-adjustable height']) },
  { section: 'equipments', category: 'Farm Equipment', name: 'Gas Brooder', image: 'broiler-farm', alt: 'A red-roofed poultry shed with two hens in front',
    content: productContent('LPG brooder for the first two weeks of chicks.', ['Even heat over 1,000 chicks', 'Low gas consumption']) },
  { section: 'equipments', category: 'Cages', name: 'A-Type Layer Cage', image: 'cages', alt: 'Three tiers of layer cages with hens and eggs on the egg trays',
    content: productContent('Three- and four-tier galvanised cages for layers.', ['Egg roll-out trays', 'Hot-dip galvanised for long life']) },
  { section: 'equipments', category: 'Cages', name: 'H-Type Layer Cage', image: 'cages', alt: 'Three tiers of layer cages with hens and eggs on the egg trays',
    content: productContent('High-density stacked cages with manure belts.', ['Up to eight tiers', 'Automatic feeding and egg collection options']) },
  { section: 'equipments', category: 'Cages', name: 'Pullet Rearing Cage', image: 'cages', alt: 'Three tiers of layer cages with hens and eggs on the egg trays',
    content: productContent('Rearing cages for pullets from day one to 16 weeks.', ['Adjustable floor mesh', 'Moves to the laying house with the birds']) },
  { section: 'equipments', category: 'Ventilation', name: '6-Blade Exhaust Fan 54"', image: 'ventilation-fan', alt: 'A large square exhaust fan with blue blades',
    content: productContent('54 x 54 inch exhaust fan.', [[b('16,000 CFM'), ' airflow'], '1.5 HP, 3-phase motor', 'Saves 30-50% energy']) },
  { section: 'equipments', category: 'Ventilation', name: 'Box Fan 52"', image: 'tunnel-fans', alt: 'Two exhaust fans side by side on a wall',
    content: productContent('52 x 52 inch box fan for tunnel ventilation.', [[b('26,500 CFM'), ' airflow'], 'Galvanised housing']) },
  { section: 'equipments', category: 'Ventilation', name: 'Air Circulation Fan 51"', image: 'tunnel-fans', alt: 'Two exhaust fans side by side on a wall',
    content: productContent('51 x 51 inch fan to move air inside the house.', [[b('22,000 CFM'), ' airflow'], 'Hanging or wall mounting']) },
  // proteins
  { section: 'proteins', category: 'Soya-Protein', name: 'Hi-Pro Soya De-Oiled Cake', image: 'soya-protein', alt: 'A soybean plant with beans beside a feed bag',
    content: productContent('Soya meal with above 48% protein.', ['Low urease activity', 'Uniform particle size for feed mills']) },
  { section: 'proteins', category: 'Soya-Protein', name: 'Soya DOC Standard', image: 'soya-protein', alt: 'A soybean plant with beans beside a feed bag',
    content: productContent('Soya de-oiled cake with 46% protein for compound feed.', ['Available loose or in 50 kg bags']) },
  { section: 'proteins', category: 'Soya-Protein', name: 'Refined Soya Oil', image: 'solvent-plant', alt: 'A green solvent extraction plant with a chimney',
    content: productContent('Refined soyabean oil from our Ujjain plant.', ['Bulk tankers for industry', 'Packed for retail distributors']) },
  // foods
  { section: 'foods', category: 'Frozen', name: 'Chicken Seekh Kebab', image: 'frozen-foods', alt: 'Two packs of frozen chicken products',
    content: productContent('Ready-to-cook seekh kebabs with Indian spices.', ['Pan fry or grill in 8 minutes', 'Pack of 12']) },
  { section: 'foods', category: 'Frozen', name: 'Chicken Nuggets', image: 'frozen-foods', alt: 'Two packs of frozen chicken products',
    content: productContent('Crispy breaded nuggets made from whole breast meat.', ['Deep fry or air fry', '500 g and 1 kg packs']) },
  { section: 'foods', category: 'Ready to cook', name: 'Tandoori Drumsticks', image: 'ready-to-cook', alt: 'A green pack of ready-to-cook chicken with a plate',
    content: productContent('Marinated drumsticks, ready for the oven or tandoor.', ['No artificial colour', 'Serves four']) },
  { section: 'foods', category: 'Fresh frozen cuts', name: 'Curry Cut Chicken', image: 'processing-plant', alt: 'A blue processing plant with a delivery truck',
    content: productContent('Skinless curry cut, individually quick frozen.', ['Hygienically processed at Rai, Sonipat', '1 kg pack']) },
  // hatchery
  { section: 'hatchery', category: 'Chicks', name: 'Day-Old Broiler Chicks', image: 'day-old-chicks', alt: 'Several yellow day-old chicks',
    content: productContent('Vaccinated broiler chicks delivered within hours of hatching.', ['Uniform weight', 'High liveability']) },
  { section: 'hatchery', category: 'Chicks', name: 'Commercial Layer Chicks', image: 'layer-hens', alt: 'A brown hen and a white hen with eggs on the grass',
    content: productContent('Layer chicks of proven strains for high egg numbers.', ['Sexed female chicks', 'Vaccination card with every box']) },
  { section: 'hatchery', category: 'Breeders', name: 'Broiler Parent Chicks', image: 'parent-stock', alt: 'Two parent hens with chicks',
    content: productContent('Parent stock for hatcheries and integrators.', ['Hatching egg production from 24 weeks', 'Technical support from our breeder team']) },
  { section: 'hatchery', category: 'Eggs', name: 'Fertile Hatching Eggs', image: 'hatching-eggs', alt: 'Rows of hatching eggs with a chick in front',
    content: productContent('Graded, sanitised fertile eggs from our breeder farms.', ['Stored at 18°C', 'Delivered in setter trays on request']) },
];

// ≥ 20 press items (media pagination needs more than 4 pages of 4).
const outlets = ['Agri Times India', 'Poultry Pulse', 'Haryana Business Herald', 'Krishi Darpan Weekly', 'The Feed Review', 'Farm & Food Bulletin', 'Punjab Economic Daily', 'Dairy Digest India'];
const pressItems = [
  ['Navdhara Group commissions 4 MW rooftop solar across feed plants', 'solar-energy', 'Rows of solar panels under a bright sun', '2025-06-18'],
  ['Navdhara Hatcheries crosses 18 million chicks a month', 'day-old-chicks', 'Several yellow day-old chicks', '2025-05-30'],
  ['Ujjain soya plant reaches three lakh tonnes crushing capacity', 'solvent-plant', 'A green solvent extraction plant with a chimney', '2025-04-22'],
  ['Navdhara Equipments launches energy-saving 54-inch fan', 'ventilation-fan', 'A large square exhaust fan with blue blades', '2025-03-11'],
  ['Biogas from poultry litter now powers 11 farm sites', 'biogas-plant', 'Green biogas digesters connected by a pipe', '2025-02-27'],
  ['Navdhara Foods opens new cold store at Rai, Sonipat', 'processing-plant', 'A blue processing plant with a delivery truck', '2025-01-15'],
  ['Group wins state award for sustainable farming practices', 'award-trophy', 'A golden trophy with a star', '2024-12-09'],
  ['Free organic manure programme reaches 5,000 farmers', 'farmer-training', 'A poultry shed with a hen and a chick in front', '2024-11-20'],
  ['Navdhara Feeds launches bypass-fat cattle feed in Haryana', 'cattle-feed', 'A cow beside a green bag of cattle feed', '2024-10-05'],
  ['Summer management camps held for broiler farmers in Punjab', 'broiler-farm', 'A red-roofed poultry shed with two hens in front', '2024-09-14'],
  ['Navdhara at Poultry India Expo: automation on show', 'hatchery-equipment', 'An incubator with rows of eggs on trays and a temperature display', '2024-08-28'],
  ['Refrigerated fleet expanded to serve HORECA buyers', 'cold-chain-truck', 'A blue refrigerated delivery truck', '2024-07-19'],
  ['Layer feed range refreshed with phase-wise calcium', 'layer-feed', 'A yellow bag of layer feed, a brown hen and an egg', '2024-06-03'],
  ['Navdhara Group marks four decades in poultry', 'press-conference', 'A newspaper page next to a trophy', '2024-05-12'],
  ['New H-type cage plant to double cage output', 'cages', 'Three tiers of layer cages with hens and eggs on the egg trays', '2024-04-08'],
  ['Navdhara Foods ready-to-cook range arrives in modern retail', 'ready-to-cook', 'A green pack of ready-to-cook chicken with a plate', '2024-03-01'],
  ['Hatchery vaccination protocol earns certification', 'hatching-eggs', 'Rows of hatching eggs with a chick in front', '2024-02-07'],
  ['Feed plants cross 1.3 million tonnes annual output', 'feed-pellets', 'Feed pellets spilling from a teal feed bag', '2024-01-16'],
  ['Soya meal exports begin to neighbouring markets', 'soya-protein', 'A soybean plant with beans beside a feed bag', '2023-12-04'],
  ['Navdhara signs skilling pact with veterinary college', 'press-newspaper', 'A newspaper page with an illustrated hen', '2023-11-10'],
  ['Parent stock farm in Rajasthan begins production', 'parent-stock', 'Two parent hens with chicks', '2023-10-02'],
  ['Customer onsite sessions on farm biosecurity', 'layer-hens', 'A brown hen and a white hen with eggs on the grass', '2023-09-06'],
];
const mediaPresses = pressItems.map(([title, image, alt, date], n) => ({
  media: outlets[n % outlets.length],
  date,
  title,
  image,
  alt,
  content: [
    p(b('Ambala, Haryana: '), `${title}. The announcement was made by Navdhara Group at its headquarters in Ambala.`),
    p('The group, active in poultry since 1985, works with thousands of partner farmers across North and Central India. Its stated aim is to minimise partners\u2019 cost of production and maximise their profit.'),
    h(3, 'Key points'),
    ul('Investment made from internal accruals', 'Work done with local engineers and suppliers', 'Benefits shared with partner farmers'),
    quote('Every step we take is measured by what it does for the farmer\u2019s margin. \u2014 Group spokesperson'),
    p('For media enquiries write to ', link('mailto:info@example.com', 'info@example.com'), ' or call the toll-free line 1800-000-0000.'),
  ],
}));

const blogs = [
  { title: 'Summer management in poultry: keeping birds cool', tab: 'Poultry Farming', author: 'Dr. Kavita Rao', publishedAt: '2025-05-20T09:00:00.000Z',
    description: 'Practical steps for broiler and layer farmers to protect flocks and margins when temperatures cross 40°C.',
    image: 'broiler-farm', alt: 'A red-roofed poultry shed with two hens in front',
    content: [
      p('North Indian summers can push shed temperatures past 40°C. Heat stress cuts feed intake, growth and egg production, and in severe cases causes mortality. A few inexpensive steps make a big difference.'),
      h(2, 'Prepare the shed before May'),
      ul([b('Litter depth: '), 'keep it at 2-3 inches so that it stays dry and cool.'], [b('Floor space: '), 'increase by about 10% compared with winter.'], [b('Roof: '), 'whitewash or use reflective sheets to cut radiant heat.']),
      img('ventilation-fan', 'A large square exhaust fan with blue blades'),
      h(2, 'Water is the first nutrient'),
      p('Give cool, clean water and add electrolytes during the hottest hours. Flush drinker lines at noon so that the water in them does not warm up.'),
      h(3, 'Emergency cooling'),
      ol('Move birds gently to the coolest part of the shed.', 'Run fans at full speed and use foggers.', 'For individual birds, immerse the body (not the head) in cool water for 2-3 minutes.'),
      quote('A flock that drinks well in summer is a flock that grows well.'),
      p('Our field vets run summer camps every year; call ', b('1800-000-0000'), ' to book one.'),
    ] },
  { title: 'Choosing the right broiler feed for each stage', tab: 'Feeds', author: 'Vikram Bansal', publishedAt: '2025-04-02T09:00:00.000Z',
    description: 'Pre-starter, starter and finisher: what changes between them and why stage-wise feeding pays back.',
    image: 'broiler-feed', alt: 'An orange bag of broiler feed next to a white chicken',
    content: [
      p('Feed is about 70% of the cost of producing a broiler. Matching feed to the bird\u2019s age is the simplest way to get the best feed conversion ratio (FCR).'),
      h(2, 'The three stages'),
      ul([b('Pre-Starter (days 1-10): '), 'crumbles, highly digestible protein.'], [b('Starter (days 11-25): '), 'pellets that build the frame.'], [b('Finisher (day 26 to sale): '), 'energy-dense pellets for weight gain.']),
      img('feed-pellets', 'Feed pellets spilling from a teal feed bag'),
      h(2, 'Signs the feed is working'),
      ol('Uniform body weight at the weekly check.', 'Dry litter and firm droppings.', 'FCR on target at sale.'),
      p(i('Tip: '), 'never mix a new feed bag with the last of the old feed on the same day; change over across two days.'),
    ] },
  { title: 'Biogas from poultry litter: our journey across 11 sites', tab: 'Sustainability', author: 'Sandeep Arora', publishedAt: '2025-02-14T09:00:00.000Z',
    description: 'How 42 digesters turn litter into power and free organic manure for farmers.',
    image: 'biogas-plant', alt: 'Green biogas digesters connected by a pipe',
    content: [
      p('Poultry litter is a resource. Across 11 sites we run 42 digesters with a combined volume of 24,000 m\u00b3, generating about 815 kWh.'),
      h(2, 'What we gained'),
      ul('Lower diesel use for farm generators', 'Less odour and fewer flies around farms', [b('Organic manure'), ' given free to neighbouring farmers']),
      img('solar-energy', 'Rows of solar panels under a bright sun'),
      h(2, 'Carbon savings'),
      p('Together with our rooftop solar, the group saves about ', b('10,112 tonnes'), ' of CO\u2082 a year (6,928 from biogas and 3,183 from solar).'),
    ] },
  { title: 'Layer feeding by phase: from chick to concentrate', tab: 'Feeds', author: 'Dr. Kavita Rao', publishedAt: '2024-12-10T09:00:00.000Z',
    description: 'Protein and calcium targets for each phase of a layer flock, and how to read your egg records.',
    image: 'layer-hens', alt: 'A brown hen and a white hen with eggs on the grass',
    content: [
      h(2, 'Phase targets'),
      ol([b('Chick (0-8 weeks): '), '20-22% protein.'], [b('Grower and Developer (9-18 weeks): '), 'frame and uniformity.'], [b('Laying (18 weeks on): '), 'calcium 3.5-4%.'], [b('Concentrate: '), '35-38% protein, mixed with farm maize.']),
      p('Weigh a sample of 100 birds every week until the flock is in lay. Uniformity above 80% is the best predictor of a long laying peak.'),
      img('layer-feed', 'A yellow bag of layer feed, a brown hen and an egg'),
      h(3, 'Shell quality in summer'),
      p('Offer part of the calcium as grit in the evening feed so that it is available when the shell is formed at night.'),
    ] },
  { title: 'Hatchery hygiene: five habits of the best hatcheries', tab: 'Hatchery', author: 'Arjun Mehta', publishedAt: '2024-09-25T09:00:00.000Z',
    description: 'Small routines in egg handling, setter care and chick dispatch that raise hatchability.',
    image: 'hatchery-equipment', alt: 'An incubator with rows of eggs on trays and a temperature display',
    content: [
      p('Hatchability is decided long before the chick pips. These five habits are common to every high-performing hatchery we work with.'),
      h(2, 'The five habits'),
      ol('Collect eggs four times a day and store them at 18°C.', 'Fumigate or sanitise eggs before setting.', 'Calibrate setter sensors every month.', 'Wash and dry trays and trolleys after every hatch.', 'Dispatch chicks in ventilated boxes within hours.'),
      img('hatching-eggs', 'Rows of hatching eggs with a chick in front'),
      p('Our equipment team offers a ', b('free hygiene audit'), ' with every new setter installed.'),
    ] },
  { title: 'Ventilation fans that pay for themselves', tab: 'Equipment', author: 'Sandeep Arora', publishedAt: '2024-07-08T09:00:00.000Z',
    description: 'Why CFM per watt matters more than the price tag when choosing fans for a poultry house.',
    image: 'tunnel-fans', alt: 'Two exhaust fans side by side on a wall',
    content: [
      p('A poultry house may run its fans 4,000 hours a year. A fan that moves the same air on less power saves far more than its price difference.'),
      h(2, 'Our fan range'),
      ul([b('6-blade 54"'), ': 16,000 CFM, 1.5 HP 3-phase'], [b('Box fan 52"'), ': 26,500 CFM'], [b('Air circulation fan 51"'), ': 22,000 CFM']),
      img('ventilation-fan', 'A large square exhaust fan with blue blades'),
      p('Energy savings of ', b('30-50%'), ' are typical when replacing old fans. ', link('https://www.example.com/fans', 'Read the fan guide'), '.'),
    ] },
  { title: 'From farm to fork: inside our processing plant', tab: 'Foods', author: 'Arjun Mehta', publishedAt: '2024-04-17T09:00:00.000Z',
    description: 'A walk through the Rai, Sonipat plant that has made frozen chicken foods since 2002.',
    image: 'processing-plant', alt: 'A blue processing plant with a delivery truck',
    content: [
      p('Navdhara Foods began in 2002 with a single processing line. Today the plant makes fresh-frozen cuts and a ready-to-cook range for homes and kitchens.'),
      h(2, 'The cold chain'),
      ul('Blast freezing at -35°C', 'Cold store at -18°C', 'Refrigerated trucks to distributors'),
      img('cold-chain-truck', 'A blue refrigerated delivery truck'),
      p('Hotels, restaurants and caterers can order in bulk through our ', b('HORECA desk'), '.'),
    ] },
];

module.exports = { testimonies, team, openings, faqs, products, mediaPresses, blogs };

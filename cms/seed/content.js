'use strict';

/**
 * Seed content for the Navdhara Group site. Everything here is fictional:
 * people, outlets, places of events and figures are made up for the project
 * (division facts follow docs/requirements.md#company-facts-and-figures). `image` names a file in seed/images/ (without
 * .svg); `alt` is its alternative text.
 */
const { p, h, ul, ol, b, i, link, quote, img } = require('./blocks');

const testimonies = [
  { name: 'Gurpreet Singh', business_name: 'Singh Poultry Farms, Ludhiana', image: 'customer-1', alt: 'Illustrated portrait of Gurpreet Singh, in a blue turban, outside his broiler sheds',
    about: 'We moved our three broiler sheds to Navdhara chicks and feed in 2019. Liveability went up, our feed conversion improved by almost a tenth, and their field vet visits every batch. It feels like working with a partner, not a supplier.' },
  { name: 'Meena Kumari', business_name: 'Shree Balaji Layers, Ajmer', image: 'customer-2', alt: 'Illustrated portrait of Meena Kumari, her dupatta over her head, on her layer farm',
    about: 'The layer feed phases are simple to follow and our egg shell quality has been steady even in the May heat. The ventilation team helped us plan fans for a new shed at a price we could manage.' },
  { name: 'Ramesh Yadav', business_name: 'Yadav Dairy & Agro, Karnal', image: 'customer-3', alt: 'Illustrated portrait of Ramesh Yadav, in a cap, in front of his dairy shed',
    about: 'Our milk yield went up after we switched to their cattle feed with bypass fat. Deliveries come on time every week and the dealer explains every change in formulation.' },
  { name: 'Anita Deshmukh', business_name: 'Hotel Sahyadri Grand, Pune', image: 'customer-4', alt: 'Illustrated portrait of Anita Deshmukh in a white chef\u2019s jacket',
    about: 'For our banquet kitchen we need consistent frozen chicken cuts and ready-to-cook snacks. Navdhara Foods has never missed a bulk order and the cold chain is reliable.' },
  { name: 'Harjeet Kaur', business_name: 'Kaur Hatcheries, Bathinda', image: 'customer-5', alt: 'Illustrated portrait of Harjeet Kaur, in an orange dupatta, outside her hatchery',
    about: 'We bought two setters and a hatcher from Navdhara Equipments. Installation took four days and hatchability rose by three percent in the first season. Spare parts arrive within 48 hours.' },
  { name: 'Mohammed Irfan', business_name: 'Irfan Feed Traders, Indore', image: 'customer-6', alt: 'Illustrated portrait of Mohammed Irfan, bearded, beside his feed store',
    about: 'As a distributor I value steady quality. The soya meal from the Ujjain plant is consistent lot after lot, and the protein certificates come with every truck.' },
];

const team = [
  { name: 'Rajinder Pal Bansal', designation: 'Founder and Chairman', image: 'board-1', alt: 'Illustrated portrait of Rajinder Pal Bansal, grey-haired and in glasses, in a dark suit' },
  { name: 'Sunita Bansal', designation: 'Managing Director', image: 'board-2', alt: 'Illustrated portrait of Sunita Bansal, her hair in a bun, in a maroon jacket' },
  { name: 'Vikram Bansal', designation: 'Director, Feeds and Proteins', image: 'board-3', alt: 'Illustrated portrait of Vikram Bansal in a navy suit and tie' },
  { name: 'Dr. Kavita Rao', designation: 'Director, Hatcheries and Animal Health', image: 'board-4', alt: 'Illustrated portrait of Dr. Kavita Rao, in glasses and a teal jacket' },
  { name: 'Arjun Mehta', designation: 'Director, Foods', image: 'board-5', alt: 'Illustrated portrait of Arjun Mehta, bearded, in a grey suit with an open collar' },
  { name: 'Neha Gupta', designation: 'Independent Director', image: 'board-6', alt: 'Illustrated portrait of Neha Gupta, with shoulder-length hair, in a purple jacket' },
  { name: 'Sandeep Arora', designation: 'Director, Equipments', image: 'board-7', alt: 'Illustrated portrait of Sandeep Arora, with a moustache, in a brown suit and tie' },
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
  { section: 'feeds', category: 'Cattle Feed', slug: 'navdhara-dairy-gold', name: 'Navdhara Dairy Gold', image: 'cattle-feed', alt: 'A cow beside a green bag of cattle feed',
    content: productContent('Balanced compound feed for milking cows and buffaloes yielding 15 litres or more a day.', [[b('Protein 20%'), ' with bypass fat for sustained yield'], 'Added minerals and vitamins for fertility', 'Pellet form, easy to measure and feed'], 'Feed 400 g per litre of milk, in addition to green fodder.') },
  { section: 'feeds', category: 'Cattle Feed', slug: 'navdhara-calf-grower', name: 'Navdhara Calf Grower', image: 'cattle-feed', alt: 'A cow beside a green bag of cattle feed',
    content: productContent('Starter and grower feed for calves from 2 to 6 months.', ['Supports rumen development', 'High digestibility for steady weight gain', 'Palatable texture that calves accept early']) },
  { section: 'feeds', category: 'Cattle Feed', slug: 'navdhara-close-up-care', name: 'Navdhara Close-Up Care', image: 'feed-pellets', alt: 'Feed pellets spilling from a teal feed bag',
    content: productContent('Special feed for the last 21 days before calving and dry cow feed for 45-60 days pre-calving.', ['Anionic salts to reduce milk fever', 'Prepares the cow for a strong start to lactation']) },
  { section: 'feeds', category: 'Broiler Feed', slug: 'broiler-pre-starter', name: 'Broiler Pre-Starter', image: 'broiler-feed', alt: 'An orange bag of broiler feed next to a white chicken',
    content: productContent('Crumble feed for days 1-10.', ['Highly digestible protein for early growth', 'Supports gut development and liveability']) },
  { section: 'feeds', category: 'Broiler Feed', slug: 'broiler-starter', name: 'Broiler Starter', image: 'broiler-feed', alt: 'An orange bag of broiler feed next to a white chicken',
    content: productContent('Pellet feed for days 11-25.', ['Balanced amino acids for frame growth', 'Improves feed conversion ratio']) },
  { section: 'feeds', category: 'Broiler Feed', slug: 'broiler-finisher', name: 'Broiler Finisher', image: 'feed-pellets', alt: 'Feed pellets spilling from a teal feed bag',
    content: productContent('Pellet feed from day 26 until sale.', ['Energy-dense formulation for weight gain', 'Better carcass yield']) },
  { section: 'feeds', category: 'Layer Feed', slug: 'layer-chick-feed', name: 'Layer Chick Feed', image: 'layer-feed', alt: 'A yellow bag of layer feed, a brown hen and an egg',
    content: productContent('For chicks from 0 to 8 weeks.', [[b('Protein 20-22%'), ' for early growth'], 'Coccidiostat for healthy flocks']) },
  { section: 'feeds', category: 'Layer Feed', slug: 'grower-and-developer', name: 'Grower and Developer', image: 'layer-feed', alt: 'A yellow bag of layer feed, a brown hen and an egg',
    content: productContent('For pullets from 9 to 18 weeks.', ['Builds frame and body weight uniformity', 'Prepares the bird for the laying period']) },
  { section: 'feeds', category: 'Layer Feed', slug: 'layer-phase-1-mash', name: 'Layer Phase 1 Mash', image: 'layer-hens', alt: 'A brown hen and a white hen with eggs on the grass',
    content: productContent('Laying feed from 18 weeks.', [[b('Calcium 3.5-4%'), ' for strong shells'], 'Consistent egg weight and yolk colour']) },
  { section: 'feeds', category: 'Layer Feed', slug: 'layer-concentrate-premium', name: 'Layer Concentrate Premium', image: 'feed-pellets', alt: 'Feed pellets spilling from a teal feed bag',
    content: productContent('Concentrate to mix with farm maize.', [[b('Protein 35-38%')], 'Saves cost for farms with their own grain']) },
  // equipments
  { section: 'equipments', category: 'Hatchery Equipment', slug: 'multi-stage-setter-57600', name: 'Multi-Stage Setter 57,600', image: 'hatchery-equipment', alt: 'An incubator with rows of eggs on trays and a temperature display',
    content: productContent('Multi-stage setter with 57,600 egg capacity.', ['Microprocessor control of temperature and humidity', 'Automatic turning every hour', 'Insulated PUF panels']) },
  { section: 'equipments', category: 'Hatchery Equipment', slug: 'hatcher-19200', name: 'Hatcher 19,200', image: 'hatchery-equipment', alt: 'An incubator with rows of eggs on trays and a temperature display',
    content: productContent('Hatcher matched to the setter for single-batch transfer.', ['Uniform airflow', 'Easy-clean trolleys']) },
  { section: 'equipments', category: 'Hatchery Equipment', slug: 'egg-setter-trays', name: 'Egg Setter Trays', image: 'hatching-eggs', alt: 'Rows of hatching eggs with a chick in front',
    content: productContent('Food-grade plastic trays for 150 eggs.', ['Fit all Navdhara setters', 'Washable and durable']) },
  { section: 'equipments', category: 'Farm Equipment', slug: 'automatic-pan-feeder', name: 'Automatic Pan Feeder', image: 'farm-equipment', alt: 'A red pan feeder and a blue nipple drinker line',
    content: productContent('Pan feeding line for broiler and breeder houses.', ['Adjustable feed level', 'Reduces feed wastage']) },
  { section: 'equipments', category: 'Farm Equipment', slug: 'nipple-drinker-line', name: 'Nipple Drinker Line', image: 'farm-equipment', alt: 'A red pan feeder and a blue nipple drinker line',
    content: productContent('Closed drinking system with pressure regulators.', ['Clean water, dry litter', 'Winch-adjustable height']) },
  { section: 'equipments', category: 'Farm Equipment', slug: 'gas-brooder', name: 'Gas Brooder', image: 'broiler-farm', alt: 'A red-roofed poultry shed with two hens in front',
    content: productContent('LPG brooder for the first two weeks of chicks.', ['Even heat over 1,000 chicks', 'Low gas consumption']) },
  { section: 'equipments', category: 'Cages', slug: 'a-type-layer-cage', name: 'A-Type Layer Cage', image: 'cages', alt: 'Three tiers of layer cages with hens and eggs on the egg trays',
    content: productContent('Three- and four-tier galvanised cages for layers.', ['Egg roll-out trays', 'Hot-dip galvanised for long life']) },
  { section: 'equipments', category: 'Cages', slug: 'h-type-layer-cage', name: 'H-Type Layer Cage', image: 'cages', alt: 'Three tiers of layer cages with hens and eggs on the egg trays',
    content: productContent('High-density stacked cages with manure belts.', ['Up to eight tiers', 'Automatic feeding and egg collection options']) },
  { section: 'equipments', category: 'Cages', slug: 'pullet-rearing-cage', name: 'Pullet Rearing Cage', image: 'cages', alt: 'Three tiers of layer cages with hens and eggs on the egg trays',
    content: productContent('Rearing cages for pullets from day one to 16 weeks.', ['Adjustable floor mesh', 'Moves to the laying house with the birds']) },
  { section: 'equipments', category: 'Ventilation', slug: '6-blade-exhaust-fan-54', name: '6-Blade Exhaust Fan 54"', image: 'ventilation-fan', alt: 'A large square exhaust fan with blue blades',
    content: productContent('54 x 54 inch exhaust fan.', [[b('16,000 CFM'), ' airflow'], '1.5 HP, 3-phase motor', 'Saves 30-50% energy']) },
  { section: 'equipments', category: 'Ventilation', slug: 'box-fan-52', name: 'Box Fan 52"', image: 'tunnel-fans', alt: 'Two exhaust fans side by side on a wall',
    content: productContent('52 x 52 inch box fan for tunnel ventilation.', [[b('26,500 CFM'), ' airflow'], 'Galvanised housing']) },
  { section: 'equipments', category: 'Ventilation', slug: 'air-circulation-fan-51', name: 'Air Circulation Fan 51"', image: 'tunnel-fans', alt: 'Two exhaust fans side by side on a wall',
    content: productContent('51 x 51 inch fan to move air inside the house.', [[b('22,000 CFM'), ' airflow'], 'Hanging or wall mounting']) },
  // proteins
  { section: 'proteins', category: 'Soya-Protein', slug: 'hi-pro-soya-de-oiled-cake', name: 'Hi-Pro Soya De-Oiled Cake', image: 'soya-protein', alt: 'A soybean plant with beans beside a feed bag',
    content: productContent('Soya meal with above 48% protein.', ['Low urease activity', 'Uniform particle size for feed mills']) },
  { section: 'proteins', category: 'Soya-Protein', slug: 'soya-doc-standard', name: 'Soya DOC Standard', image: 'soya-protein', alt: 'A soybean plant with beans beside a feed bag',
    content: productContent('Soya de-oiled cake with 46% protein for compound feed.', ['Available loose or in 50 kg bags']) },
  { section: 'proteins', category: 'Soya-Protein', slug: 'refined-soya-oil', name: 'Refined Soya Oil', image: 'solvent-plant', alt: 'A green solvent extraction plant with a chimney',
    content: productContent('Refined soyabean oil from our Ujjain plant.', ['Bulk tankers for industry', 'Packed for retail distributors']) },
  // foods
  { section: 'foods', category: 'Frozen', slug: 'chicken-seekh-kebab', name: 'Chicken Seekh Kebab', image: 'frozen-foods', alt: 'Two packs of frozen chicken products',
    content: productContent('Ready-to-cook seekh kebabs with Indian spices.', ['Pan fry or grill in 8 minutes', 'Pack of 12']) },
  { section: 'foods', category: 'Frozen', slug: 'chicken-nuggets', name: 'Chicken Nuggets', image: 'frozen-foods', alt: 'Two packs of frozen chicken products',
    content: productContent('Crispy breaded nuggets made from whole breast meat.', ['Deep fry or air fry', '500 g and 1 kg packs']) },
  { section: 'foods', category: 'Ready to cook', slug: 'tandoori-drumsticks', name: 'Tandoori Drumsticks', image: 'ready-to-cook', alt: 'A green pack of ready-to-cook chicken with a plate',
    content: productContent('Marinated drumsticks, ready for the oven or tandoor.', ['No artificial colour', 'Serves four']) },
  { section: 'foods', category: 'Fresh frozen cuts', slug: 'curry-cut-chicken', name: 'Curry Cut Chicken', image: 'processing-plant', alt: 'A blue processing plant with a delivery truck',
    content: productContent('Skinless curry cut, individually quick frozen.', ['Hygienically processed at Rai, Sonipat', '1 kg pack']) },
  // hatchery
  { section: 'hatchery', category: 'Chicks', slug: 'day-old-broiler-chicks', name: 'Day-Old Broiler Chicks', image: 'day-old-chicks', alt: 'Several yellow day-old chicks',
    content: productContent('Vaccinated broiler chicks delivered within hours of hatching.', ['Uniform weight', 'High liveability']) },
  { section: 'hatchery', category: 'Chicks', slug: 'commercial-layer-chicks', name: 'Commercial Layer Chicks', image: 'layer-hens', alt: 'A brown hen and a white hen with eggs on the grass',
    content: productContent('Layer chicks of proven strains for high egg numbers.', ['Sexed female chicks', 'Vaccination card with every box']) },
  { section: 'hatchery', category: 'Breeders', slug: 'broiler-parent-chicks', name: 'Broiler Parent Chicks', image: 'parent-stock', alt: 'Two parent hens with chicks',
    content: productContent('Parent stock for hatcheries and integrators.', ['Hatching egg production from 24 weeks', 'Technical support from our breeder team']) },
  { section: 'hatchery', category: 'Eggs', slug: 'fertile-hatching-eggs', name: 'Fertile Hatching Eggs', image: 'hatching-eggs', alt: 'Rows of hatching eggs with a chick in front',
    content: productContent('Graded, sanitised fertile eggs from our breeder farms.', ['Stored at 18°C', 'Delivered in setter trays on request']) },
];

// ≥ 20 press items (media pagination needs more than 4 pages of 4). Each tells its own story;
// only the media contact line is shared. People quoted are on the board (`team` above).
const outlets = ['Agri Times India', 'Poultry Pulse', 'Haryana Business Herald', 'Krishi Darpan Weekly', 'The Feed Review', 'Farm & Food Bulletin', 'Punjab Economic Daily', 'Dairy Digest India'];
const said = (text, name) => {
  const member = team.find((m) => m.name === name);
  if (!member) throw new Error(`Press quote from ${name}, who is not on the board`);
  return quote(`${text} \u2014 ${member.name}, ${member.designation}`);
};
const dateline = (place, text) => p(b(`${place}: `), text);
const points = (...items) => [h(3, 'Key points'), ul(...items)];
const pressItems = [
  ['Navdhara Group commissions 4 MW rooftop solar across feed plants', 'solar-energy', 'Rows of solar panels under a bright sun', '2025-06-18', [
    dateline('Karnal, Haryana', 'Rooftop solar arrays with a combined capacity of 4 MW are now running on the feed plants at Ambala, Karnal and Ludhiana, after a fourteen-month build.'),
    p('The panels cover the pelleting and bagging halls, where power demand peaks in the daytime. On a clear day they meet close to a third of the three plants\u2019 daytime load, and the group expects them to save about 3,183 tonnes of CO\u2082 a year.'),
    ...points('14,800 panels on 11 roofs', 'Net metering agreed with the state power distribution companies', 'Panels cleaned with water recycled from the boiler house'),
    said('Feed mills run hardest through the hottest hours of the day, which is exactly when the sun works hardest for us.', 'Vikram Bansal'),
  ]],
  ['Navdhara Hatcheries crosses 18 million chicks a month', 'day-old-chicks', 'Several yellow day-old chicks', '2025-05-30', [
    dateline('Ambala, Haryana', 'Navdhara Hatcheries placed more than 18 million day-old chicks in a single month for the first time in April, with its hatcheries at Ambala, Ludhiana, Kanpur, Jaipur, Bhopal and Pune all setting at full capacity.'),
    p('The milestone follows the addition of multi-stage setters at Kanpur and Bhopal last year. Hatchability across the network averaged 84 percent for the month, and chicks reached partner farms on average nine hours after leaving the hatcher.'),
    ...points('New multi-stage setters at Kanpur and Bhopal', 'Every box of chicks graded for weight before dispatch', 'Climate-controlled chick vans on every route longer than four hours'),
    said('The number that matters to a farmer is not eighteen million. It is how many of his chicks are alive and eating on day seven.', 'Dr. Kavita Rao'),
  ]],
  ['Ujjain soya plant reaches three lakh tonnes crushing capacity', 'solvent-plant', 'A green solvent extraction plant with a chimney', '2025-04-22', [
    dateline('Ujjain, Madhya Pradesh', 'A second extractor line at the Navdhara Proteins plant has lifted its annual crushing capacity to three lakh tonnes of soybean.'),
    p('Soybean is bought from farmers and traders within about 150 km of the plant, most of it at the plant gate between October and January. The high-protein de-oiled cake goes to the group\u2019s own feed plants and to feed mills across North and Central India; the refined oil is sold in bulk.'),
    ...points('Above 48% protein in the high-protein meal, tested lot by lot', 'Steam for the new line from a boiler fired on soybean husk', 'Forty new jobs, most of them filled from nearby villages'),
  ]],
  ['Navdhara Equipments launches energy-saving 54-inch fan', 'ventilation-fan', 'A large square exhaust fan with blue blades', '2025-03-11', [
    dateline('Ambala, Haryana', 'Navdhara Equipments has started selling a six-blade, 54 x 54 inch exhaust fan that moves 16,000 CFM on a 1.5 HP three-phase motor, made for tunnel-ventilated broiler and layer houses.'),
    p('In trials on eight partner farms last summer the fan used 30 to 50 percent less power than the fans it replaced, depending on their age. The blades are pressed from galvanised steel, and the shutter falls shut when the fan stops, so cold air does not blow back into the house in winter.'),
    ...points('Six galvanised steel blades, balanced at the works', 'A sealed bearing that needs no greasing for a year', 'Sold with installation and a two-year warranty'),
    said('A poultry house may run its fans four thousand hours a year. We designed this one around the electricity bill, not the price tag.', 'Sandeep Arora'),
  ]],
  ['Biogas from poultry litter now powers 11 farm sites', 'biogas-plant', 'Green biogas digesters connected by a pipe', '2025-02-27', [
    dateline('Naraingarh, Haryana', 'With four new digesters at its grandparent farm in Naraingarh, the group now runs 42 biogas digesters on 11 sites, with a combined volume of 24,000 cubic metres.'),
    p('Litter from the sheds is mixed with water and fed to the digesters every day. The gas drives generators producing about 815 kWh, enough for lighting, brooding and water pumps on the farms, and the diesel generators now rarely start.'),
    ...points('Digested slurry dried and given free to neighbouring farmers as manure', 'Fewer flies and less odour around the sheds', 'About 6,928 tonnes of CO\u2082 saved a year'),
  ]],
  ['Navdhara Foods opens new cold store at Rai, Sonipat', 'processing-plant', 'A blue processing plant with a delivery truck', '2025-01-15', [
    dateline('Rai, Sonipat, Haryana', 'Navdhara Foods has opened a 2,500-tonne cold store beside its processing plant, doubling the frozen stock it can hold ahead of the wedding and festival season.'),
    p('Product is kept at -18\u00b0C or below in racked chambers, fed by a blast freezer running at -35\u00b0C. Trucks load at sealed docks, so the cold chain is not broken between the chamber and the vehicle.'),
    ...points('2,500 tonnes in racked chambers at -18\u00b0C or below', 'Blast freezing at -35\u00b0C', 'Sealed loading docks for refrigerated trucks'),
    said('Our bulk buyers plan their menus months ahead. Now we can promise them the cuts they need in the weeks they need them.', 'Arjun Mehta'),
  ]],
  ['Group wins state award for sustainable farming practices', 'award-trophy', 'A golden trophy with a star', '2024-12-09', [
    dateline('Chandigarh', 'Navdhara Group has received a state award for sustainable farming practices, at a ceremony for agri-businesses, for its work on biogas, rooftop solar and free organic manure for farmers.'),
    p('The jury visited two of the group\u2019s farm sites and a feed plant before the ceremony. Its citation singled out the manure programme, which now reaches farmers in more than 200 villages, as a model for other poultry integrators.'),
    ...points('42 biogas digesters on 11 sites', '4 MW of rooftop solar on the feed plants', 'Free organic manure for farmers in more than 200 villages'),
    said('This award belongs to the farm teams who tend the digesters and to the farmers who spread the manure on their fields.', 'Sunita Bansal'),
  ]],
  ['Free organic manure programme reaches 5,000 farmers', 'farmer-training', 'A poultry shed with a hen and a chick in front', '2024-11-20', [
    dateline('Kurukshetra, Haryana', 'The group\u2019s free organic manure programme has now supplied 5,000 farmers living around its farms and biogas sites, five years after it began with a handful of wheat growers near Kurukshetra.'),
    p('Farmers collect dried digester slurry and composted litter at the farm gate, by the tractor-trolley load and at no charge. The group\u2019s agronomists test soil on request and advise how much to apply before sowing.'),
    ...points('Demand peaks just before the wheat and paddy sowing seasons', 'Soil organic carbon rising on fields manured for three years running', 'Collection slots booked on the toll-free line'),
  ]],
  ['Navdhara Feeds launches bypass-fat cattle feed in Haryana', 'cattle-feed', 'A cow beside a green bag of cattle feed', '2024-10-05', [
    dateline('Karnal, Haryana', 'Navdhara Feeds has launched Navdhara Dairy Gold, a pelleted compound feed with 20 percent protein and bypass fat for cows and buffaloes giving 15 litres of milk or more a day. It is sold across Haryana first, and in Punjab from the spring.'),
    p('Bypass fat passes through the rumen and is digested further on, so a high-yielding animal gets the energy it needs without upsetting the rumen. The feed is made at the Karnal plant and sold through village dealers in 50 kg bags.'),
    ...points('20% protein, with bypass fat', 'Added minerals and vitamins for fertility', 'Fed at 400 g per litre of milk, beside green fodder'),
    said('Dairy farmers told us their best cows lose condition after calving. This feed is our answer, and our field officers will show how to feed it.', 'Vikram Bansal'),
  ]],
  ['Summer management camps held for broiler farmers in Punjab', 'broiler-farm', 'A red-roofed poultry shed with two hens in front', '2024-09-14', [
    dateline('Bathinda, Punjab', 'Veterinarians from Navdhara Hatcheries held 36 summer management camps for broiler farmers in Bathinda, Moga and Sangrur districts between April and June, reaching about 1,400 farmers.'),
    p('Each camp took half a day at a partner farm. Farmers practised keeping litter 2-3 inches deep, giving birds 10 percent more floor space, adding electrolytes to the drinking water, and cooling a heat-stressed bird by immersing its body for 2-3 minutes.'),
    ...points('Shed temperatures logged with low-cost thermometers', 'Fogger and fan settings for the afternoon peak', 'A printed summer checklist in Punjabi and Hindi'),
  ]],
  ['Navdhara at Poultry India Expo: automation on show', 'hatchery-equipment', 'An incubator with rows of eggs on trays and a temperature display', '2024-08-28', [
    dateline('Ambala, Haryana', 'Navdhara Equipments took a working multi-stage setter, an automatic pan feeding line and its new tunnel fan to Poultry India Expo, where visitors could run the setter\u2019s controls themselves.'),
    p('Engineers showed how the setter turns the eggs every hour and holds temperature and humidity within a narrow band, and how a feeding line can be started from a phone. Over three days, hatchery owners from eleven states left enquiries at the stall.'),
    ...points('A 57,600-egg multi-stage setter, running on the stand', 'An automatic pan feeding line controlled from a phone', 'The new 54-inch tunnel fan, its power draw shown on a screen'),
    said('Automation is no longer only for the largest integrators. A farmer with one shed can start with a feeding line and add the rest later.', 'Sandeep Arora'),
  ]],
  ['Refrigerated fleet expanded to serve HORECA buyers', 'cold-chain-truck', 'A blue refrigerated delivery truck', '2024-07-19', [
    dateline('New Delhi', 'Navdhara Foods has added 24 refrigerated trucks to its fleet, to deliver to hotels, restaurants and caterers in Delhi NCR, Chandigarh and Jaipur directly from the Rai plant.'),
    p('Every truck records its chamber temperature every five minutes, and the record travels with the invoice, so a hotel kitchen can check that its order stayed frozen all the way from the plant to its back door. Orders placed with the HORECA desk by 2 pm reach kitchens in Delhi NCR the next morning.'),
    ...points('A temperature log with every bulk delivery', 'Smaller trucks for the narrow lanes of old city markets', 'A dedicated HORECA desk on the toll-free line'),
  ]],
  ['Layer feed range refreshed with phase-wise calcium', 'layer-feed', 'A yellow bag of layer feed, a brown hen and an egg', '2024-06-03', [
    dateline('Ludhiana, Punjab', 'Navdhara Feeds has reworked its layer range so that calcium rises with the age of the flock: a pre-lay feed, then Phase 1, 2 and 3 laying feeds with 3.5 to 4 percent calcium from 18 weeks of age.'),
    p('Older hens lay bigger eggs with thinner shells. The phase feeds give them more of their calcium as coarse grit that stays longer in the gizzard and is released at night, when the shell is being formed.'),
    ...points('A pre-lay feed from about 16 weeks', 'Phase 1, 2 and 3 laying feeds with 3.5-4% calcium', 'Part of the calcium as coarse grit in the evening feed'),
    said('Every cracked egg is money a layer farmer has already spent and can never earn back.', 'Dr. Kavita Rao'),
  ]],
  ['Navdhara Group marks four decades in poultry', 'press-conference', 'A newspaper page next to a trophy', '2024-05-12', [
    dateline('Ambala, Haryana', 'Navdhara Group entered its fortieth year with a gathering of partner farmers, dealers and employees at its Ambala head office, near where it began in 1985 with a single poultry shed.'),
    p('Rajinder Pal Bansal, the group\u2019s founder, recalled its first flock of a few hundred birds and thanked the farmers who have worked with the group for more than thirty years. Long-serving employees and the oldest partner farms were honoured on the evening.'),
    ...points('1985: the first poultry shed near Ambala', '1999: Navdhara Equipments founded', '2002: the foods plant at Rai, Sonipat opens', 'Today: five businesses and thousands of partner farmers'),
    said('If the farmer prospers, we prosper. That was true with one shed, and it is true with five businesses.', 'Rajinder Pal Bansal'),
  ]],
  ['New H-type cage plant to double cage output', 'cages', 'Three tiers of layer cages with hens and eggs on the egg trays', '2024-04-08', [
    dateline('Karnal, Haryana', 'Navdhara Equipments has started building a line for H-type layer cages at its Karnal works, which will double its yearly cage output when it opens.'),
    p('H-type cages stack up to eight tiers, with a manure belt under each tier, so a large layer farm can house more birds on the same land and clear manure every day. The new line galvanises the wire after welding, which protects the joints from rust in humid sheds.'),
    ...points('Automatic feeding and egg collection as options', 'Installed by the company\u2019s own engineers', 'Spare parts stocked at regional depots'),
  ]],
  ['Navdhara Foods ready-to-cook range arrives in modern retail', 'ready-to-cook', 'A green pack of ready-to-cook chicken with a plate', '2024-03-01', [
    dateline('Lucknow, Uttar Pradesh', 'Navdhara Foods\u2019 ready-to-cook range, including Tandoori Drumsticks, Chicken Seekh Kebab and Chicken Nuggets, is now on the freezer shelves of modern retail stores in Delhi NCR, Lucknow, Chandigarh and Jaipur.'),
    p('The products are marinated and frozen at the Rai plant with no artificial colour, and need only an oven, a pan or an air fryer. Store staff have been trained to keep freezer cabinets at -18\u00b0C or below.'),
    ...points('Tandoori Drumsticks, a pack that serves four', 'Chicken Seekh Kebab in packs of 12', 'Chicken Nuggets in 500 g and 1 kg packs'),
    said('Families want chicken that is quick to cook and that they can trust. Both start at our plant.', 'Arjun Mehta'),
  ]],
  ['Hatchery vaccination protocol earns certification', 'hatching-eggs', 'Rows of hatching eggs with a chick in front', '2024-02-07', [
    dateline('Ambala, Haryana', 'The vaccination protocol used at every Navdhara hatchery has been certified by an independent animal health auditor, after a review of records, vaccine storage and staff training at six sites.'),
    p('Chicks are vaccinated at the hatchery on the day they hatch, following the breed schedule, and every consignment carries a vaccination card. The auditors checked that vaccines are kept between 2 and 8\u00b0C and that each vaccinator\u2019s technique is assessed again every quarter.'),
    ...points('A vaccination card with every chick box', 'The vaccine cold chain logged from supplier to hatchery', 'Quarterly retraining for vaccinators'),
  ]],
  ['Feed plants cross 1.3 million tonnes annual output', 'feed-pellets', 'Feed pellets spilling from a teal feed bag', '2024-01-16', [
    dateline('Ambala, Haryana', 'Navdhara Feeds produced more than 1.3 million tonnes of feed in the last financial year, across its plants at Ambala, Karnal, Ludhiana, Jaipur, Lucknow and Kolkata.'),
    p('Broiler feed made up a little over half of the volume, followed by layer and cattle feed. New pellet mills at Lucknow and Kolkata have brought feed closer to farmers in the east, and the average bag now travels less than 200 km to the farm.'),
    ...points('Plants at Ambala, Karnal, Ludhiana, Jaipur, Lucknow and Kolkata', 'Broiler, layer, breeder and cattle feed', 'Every batch sampled for protein and moisture before dispatch'),
    said('Volume is only worth having if every bag is the same as the last one.', 'Vikram Bansal'),
  ]],
  ['Soya meal exports begin to neighbouring markets', 'soya-protein', 'A soybean plant with beans beside a feed bag', '2023-12-04', [
    dateline('Ujjain, Madhya Pradesh', 'Navdhara Proteins has shipped its first consignments of soya de-oiled cake to feed mills in neighbouring countries, by rail to the border and by road beyond it.'),
    p('Only the high-protein grade, above 48 percent protein, is exported, each lot with a certificate of analysis from the plant laboratory. Shipments are planned for the months after the domestic peak, so the group\u2019s own feed plants and Indian customers are served first.'),
    ...points('Lot-wise certificates from the plant laboratory', 'Rail loading from a siding near the plant', 'Indian customers first during the crushing season'),
  ]],
  ['Navdhara signs skilling pact with veterinary college', 'press-newspaper', 'A newspaper page with an illustrated hen', '2023-11-10', [
    dateline('Ambala, Haryana', 'Navdhara Group has agreed with a veterinary college to offer six-month paid internships on its breeding farms, hatcheries and feed plants to final-year students of veterinary and poultry science.'),
    p('Interns will rotate through biosecurity, hatchery management, feed quality and field service, each with a mentor from the group. In return the group will run short courses for farmers on the college campus.'),
    ...points('Six-month paid internships for final-year students', 'A mentor from the group for every intern', 'Short courses for farmers on the college campus'),
    said('The farms of tomorrow will be run by young people who have seen both the textbook and the shed.', 'Neha Gupta'),
  ]],
  ['Parent stock farm in Rajasthan begins production', 'parent-stock', 'Two parent hens with chicks', '2023-10-02', [
    dateline('Pali, Rajasthan', 'The group\u2019s parent stock farm near Pali has begun producing hatching eggs, a little over a year after work started on a dry, isolated site chosen to keep disease pressure low.'),
    p('Broiler parent birds live in closed, climate-controlled houses with evaporative cooling pads for the desert summer. The hatching eggs go to the group\u2019s Jaipur hatchery, which supplies chicks to farmers across Rajasthan.'),
    ...points('Entry only after a shower and a change of clothes', 'Feed delivered in bulk tankers, never in bags from outside', 'Water from the farm\u2019s own treated supply'),
  ]],
  ['Customer onsite sessions on farm biosecurity', 'layer-hens', 'A brown hen and a white hen with eggs on the grass', '2023-09-06', [
    dateline('Saharanpur, Uttar Pradesh', 'Field veterinarians from the group have begun biosecurity sessions on customers\u2019 layer farms around Saharanpur, held in the sheds rather than in a meeting hall.'),
    p('Each session walks the farm the way a visitor would: the gate, the footbaths, the route taken by egg trays and feed bags, and the place where dead birds are disposed of. Every farm is left with a short written list of fixes, most of which cost little more than a padlock and a footbath.'),
    ...points('A walk round the farm with its owner', 'A written list of fixes left with every farm', 'A follow-up visit three months later'),
    said('Disease usually walks in on boots and tyres. Closing the gate is the cheapest vaccine there is.', 'Dr. Kavita Rao'),
  ]],
];
const mediaContact = () => p('For media enquiries write to ', link('mailto:info@example.com', 'info@example.com'), ' or call the toll-free line 1800-000-0000.');
const mediaPresses = pressItems.map(([title, image, alt, date, body], n) => ({
  media: outlets[n % outlets.length],
  date,
  title,
  image,
  alt,
  content: [...body, mediaContact()],
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

// Each product's page: its detail (seed/product-details.js, by slug), every product one and each
// detail a product's.
const productDetails = require('./product-details');
const slugs = new Set(products.map((item) => item.slug));
const undetailed = products.filter((item) => !productDetails[item.slug]).map((item) => item.slug);
const unknown = Object.keys(productDetails).filter((slug) => !slugs.has(slug));
if (slugs.size !== products.length || undetailed.length || unknown.length) {
  throw new Error(`Seed products: slugs must be unique, each with its detail (missing: ${undetailed}; unknown: ${unknown})`);
}
for (const item of products) Object.assign(item, productDetails[item.slug]);

module.exports = { testimonies, team, openings, faqs, products, mediaPresses, blogs };

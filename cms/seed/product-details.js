'use strict';

/**
 * What each seeded product's page shows beyond its card (fictional figures, in line with the
 * division pages and docs/requirements.md#company-facts-and-figures), keyed by the product's slug
 * (seed/content.js): `summary` (what it is for), `specifications` as [label, value] rows (a figure
 * with no words, `18%`, is written alike in every language; its unit goes in the label),
 * `pack_sizes`, `suited_for` (species, stage or age), `how_to_use` (one step a line), `storage`,
 * `faqs` as [question, answer] and `gallery` as [picture, description]. Their Hindi and Punjabi
 * are in seed/translations/*-products.js, keyed by the English, as the seed's other texts.
 */

// Rows and texts several products share.
const PROTEIN = 'Crude protein';
const PROTEIN_MIN = 'Crude protein (min)';
const FAT = 'Crude fat';
const FAT_MAX = 'Crude fat (max)';
const FIBRE = 'Crude fibre (max)';
const ENERGY = 'Energy (kcal per kg)';
const CALCIUM = 'Calcium';
const AV_PHOSPHORUS = 'Available phosphorus';
const PHOSPHORUS = 'Phosphorus';
const MOISTURE = 'Moisture (max)';
const FORM = 'Form';
const CAPACITY = 'Capacity (eggs)';
const LOAD = 'Connected load (kW)';
const SUPPLY = 'Power supply';
const THREE_PHASE = '415 V, 3-phase';
const SIZE_MM = 'Size, L × W × H (mm)';
const MATERIAL = 'Material';
const LINE_LENGTH = 'Line length (max, m)';
const GALVANISED_WIRE = 'Hot-dip galvanised steel wire';
const FAN_SIZE = 'Size (inches)';
const AIRFLOW = 'Airflow (CFM)';
const MOTOR = 'Motor';
const NET_WEIGHT = 'Net weight (g)';
const SHELF_LIFE = 'Shelf life (months, frozen)';
const STORAGE_TEMPERATURE = 'Storage temperature';
const FROZEN = '-18°C or below';
const BREED = 'Breed';
const AGE_AT_SALE = 'Age at sale';
const DAY_OLD = 'Day-old';
const VACCINATION = 'Vaccination at the hatchery';
const HATCHERY_VACCINES = 'Marek’s disease, and Newcastle disease by spray';

const BAG_50 = '50 kg bag';
const BAG_25 = '25 kg bag';
const LOOSE = 'Loose, by the truckload';
const CHICK_BOX = 'Box of 100 chicks';

const FEED_STORAGE = 'Store bags on pallets in a dry, ventilated place and use them within 45 days of the manufacturing date.';
const FROZEN_STORAGE = 'Keep them at -18°C or below. Once thawed, cook within 24 hours and do not refreeze.';
const MEAL_STORAGE = 'Store on pallets in a dry, covered place, away from walls, and use within three months.';
const CAGE_CARE = 'Wash and disinfect the cages between flocks, and check the feeders and egg trays every week.';
const CHICK_ARRIVAL = 'Unload the chick boxes at once into a warm brooding area; never leave boxes in the sun or stack them tightly.';
const WATER = 'Keep clean, fresh water in front of the birds at all times.';
const FAN_FITTING = 'Fit the fans at one end of the house, opposite the air inlets.';
const FAN_CLEANING = 'Clean the blades and shutter every month, more often in dusty weather.';
const INSTALLATION = 'Our engineers install and commission it and train your staff to run it.';

module.exports = {
  // feeds: cattle
  'navdhara-dairy-gold': {
    summary: 'A pelleted compound feed with 20% protein and bypass fat, for cows and buffaloes that give a lot of milk.',
    specifications: [[PROTEIN, '20%'], [FAT, '5%'], [FIBRE, '10%'], [CALCIUM, '0.8%'], [PHOSPHORUS, '0.6%'], [FORM, 'Pellets']],
    pack_sizes: [BAG_50],
    suited_for: 'Cows and buffaloes giving 15 litres of milk or more a day.',
    how_to_use: [
      'Feed 400 g per litre of milk, in addition to green fodder.',
      'Split the day’s feed into two meals, at milking time.',
      'Change over from another feed gradually, over a week.',
    ],
    storage: FEED_STORAGE,
    faqs: [['Can I give Dairy Gold to a dry cow?', 'No. A dry cow needs less energy and calcium: give her Navdhara Close-Up Care instead.']],
    gallery: [['feed-pellets', 'Feed pellets spilling from a teal feed bag']],
  },
  'navdhara-calf-grower': {
    summary: 'Starter and grower pellets that build the rumen and a strong frame in calves from 2 to 6 months.',
    specifications: [[PROTEIN, '22%'], [FAT, '3%'], [FIBRE, '8%'], [CALCIUM, '1%'], [PHOSPHORUS, '0.6%'], [FORM, 'Pellets']],
    pack_sizes: [BAG_25],
    suited_for: 'Calves of cows and buffaloes, from 2 to 6 months.',
    how_to_use: ['Start with 250 g a day and raise it slowly to 1.5 kg a day by 6 months.', 'Give good hay and clean water beside it.'],
    storage: FEED_STORAGE,
  },
  'navdhara-close-up-care': {
    summary: 'Feed for the weeks before calving, with anionic salts that help prevent milk fever.',
    specifications: [[PROTEIN, '16%'], [FIBRE, '12%'], [CALCIUM, '0.5%'], ['Magnesium', '0.4%'], [FORM, 'Pellets']],
    pack_sizes: [BAG_50],
    suited_for: 'Dry cows and buffaloes 45-60 days before calving, and close-up cows in the last 21 days.',
    how_to_use: [
      'Feed 2-3 kg a day with dry fodder, from 21 days before the expected calving date.',
      'Stop on the day of calving and move to a milking feed such as Navdhara Dairy Gold.',
    ],
    storage: FEED_STORAGE,
    faqs: [
      [
        'Why should a cow get less calcium before calving?',
        'A cow fed little calcium before calving learns to draw it from her bones, so her blood calcium does not fall when the milk starts. This is what prevents milk fever.',
      ],
    ],
  },
  // feeds: broiler
  'broiler-pre-starter': {
    summary: 'Crumbles for broiler chicks in their first ten days, when the gut and immunity are built.',
    specifications: [[PROTEIN, '22-23%'], [FAT, '5%'], [FIBRE, '4%'], [ENERGY, '3,000'], [CALCIUM, '1%'], [AV_PHOSPHORUS, '0.48%'], [FORM, 'Crumbles']],
    pack_sizes: [BAG_50],
    suited_for: 'Broiler chicks, days 1-10.',
    how_to_use: ['Spread the first feed on chick paper or trays, then fill the feeders.', WATER, 'Change to Broiler Starter on day 11.'],
    storage: FEED_STORAGE,
    faqs: [['Can I go on with Pre-Starter after day 10?', 'For two or three days if the chicks are light, but change to Starter by day 13: Pre-Starter costs more per kg.']],
  },
  'broiler-starter': {
    summary: 'Pellets for broilers from day 11 to day 25, for frame growth and a better FCR.',
    specifications: [[PROTEIN, '21-22%'], [FAT, '6%'], [FIBRE, '4%'], [ENERGY, '3,100'], [CALCIUM, '0.95%'], [AV_PHOSPHORUS, '0.45%'], [FORM, 'Pellets']],
    pack_sizes: [BAG_50],
    suited_for: 'Broilers, days 11-25.',
    how_to_use: ['Mix it with the last of the Pre-Starter for two days, then feed it alone.', WATER, 'Change to Broiler Finisher on day 26.'],
    storage: FEED_STORAGE,
  },
  'broiler-finisher': {
    summary: 'Energy-dense pellets that bring broilers to market weight, from day 26 until sale.',
    specifications: [[PROTEIN, '19-20%'], [FAT, '7%'], [FIBRE, '4.5%'], [ENERGY, '3,200'], [CALCIUM, '0.9%'], [AV_PHOSPHORUS, '0.42%'], [FORM, 'Pellets']],
    pack_sizes: [BAG_50],
    suited_for: 'Broilers from day 26 until sale.',
    how_to_use: ['Change over from Starter over two days.', WATER, 'Take the feed away 8-10 hours before the birds are caught.'],
    storage: FEED_STORAGE,
  },
  // feeds: layer
  'layer-chick-feed': {
    summary: 'Crumbles with 20-22% protein that give layer chicks a strong frame and even growth.',
    specifications: [[PROTEIN, '20-22%'], [FIBRE, '5%'], [ENERGY, '2,800'], [CALCIUM, '1%'], [AV_PHOSPHORUS, '0.45%'], [FORM, 'Crumbles']],
    pack_sizes: [BAG_50, BAG_25],
    suited_for: 'Layer chicks from day one to 8 weeks.',
    how_to_use: ['Feed freely in chick feeders.', WATER, 'Change to Grower and Developer at 9 weeks.'],
    storage: FEED_STORAGE,
  },
  'grower-and-developer': {
    summary: 'Mash with controlled energy that builds the frame and an even body weight in pullets before lay.',
    specifications: [[PROTEIN, '16-17%'], [FIBRE, '6%'], [ENERGY, '2,650'], [CALCIUM, '1%'], [AV_PHOSPHORUS, '0.4%'], [FORM, 'Mash']],
    pack_sizes: [BAG_50],
    suited_for: 'Pullets from 9 to 18 weeks.',
    how_to_use: ['Weigh 50 birds every week and feed them to the target weight of their breed.', 'Change to Layer Phase 1 Mash at 18 weeks.'],
    storage: FEED_STORAGE,
  },
  'layer-phase-1-mash': {
    summary: 'Laying mash with 3.5-4% calcium, for strong shells and a steady egg weight through peak lay.',
    specifications: [[PROTEIN, '17-18%'], [FIBRE, '6%'], [ENERGY, '2,700'], [CALCIUM, '3.5-4%'], [AV_PHOSPHORUS, '0.4%'], [FORM, 'Mash']],
    pack_sizes: [BAG_50],
    suited_for: 'Laying hens from 18 weeks to about 45 weeks of age.',
    how_to_use: [
      'Feed about 110-120 g per hen a day, in two feeds.',
      'Give most of the day’s feed in the afternoon, when the shell is being formed.',
      WATER,
    ],
    storage: FEED_STORAGE,
    faqs: [
      [
        'Why are my eggshells thin?',
        'Most often the hens eat too little of their afternoon feed, or the shed is too hot, or the flock is older. Check that they finish the afternoon feed, and ask our nutritionist about Phase 2 for older hens.',
      ],
    ],
    gallery: [['layer-feed', 'A yellow bag of layer feed, a brown hen and an egg']],
  },
  'layer-concentrate-premium': {
    summary: 'A concentrate with 35-38% protein that farmers mix with their own maize to make complete layer feed.',
    specifications: [[PROTEIN, '35-38%'], [CALCIUM, '10-12%'], [AV_PHOSPHORUS, '1.5%'], ['Share of the complete feed', '25%'], [FORM, 'Mash']],
    pack_sizes: [BAG_50],
    suited_for: 'Layer farms that mix feed with their own grain, in every laying phase.',
    how_to_use: [
      'For 100 kg of feed, mix 25 kg of concentrate with 55 kg of maize and 20 kg of de-oiled rice bran.',
      'Mix it well, and make only as much as the flock eats in a week.',
    ],
    storage: FEED_STORAGE,
    faqs: [['Can I use wheat instead of maize?', 'For up to half of the maize, yes. Ask our nutritionist for the mix, as wheat changes the energy of the feed.']],
  },
  // equipments: hatchery
  'multi-stage-setter-57600': {
    summary: 'A multi-stage setter for 57,600 eggs, with microprocessor control of temperature, humidity and turning.',
    specifications: [
      [CAPACITY, '57,600'],
      ['Trays (150 eggs each)', '384'],
      ['Turning', 'Automatic, every hour'],
      [LOAD, '4.5'],
      [SUPPLY, THREE_PHASE],
      [MATERIAL, 'Insulated PUF panels'],
      [SIZE_MM, '4,420 × 3,180 × 2,550'],
    ],
    suited_for: 'Hatcheries setting eggs in several batches a week.',
    how_to_use: [INSTALLATION, 'Set eggs in batches every 3-4 days, so that embryos of different ages share the heat.'],
    storage: 'Keep the setter room clean and at 24-27°C, and clean the setter as its manual says.',
    faqs: [['What power backup does the setter need?', 'A generator that starts within a minute of a power cut. The controller keeps its settings without power.']],
    gallery: [['hatching-eggs', 'Rows of hatching eggs with a chick in front']],
  },
  'hatcher-19200': {
    summary: 'A hatcher for 19,200 eggs, matched to our setters so that a batch moves across in one go.',
    specifications: [
      [CAPACITY, '19,200'],
      ['Hatcher baskets (150 eggs each)', '128'],
      [LOAD, '2.5'],
      [SUPPLY, THREE_PHASE],
      [MATERIAL, 'Insulated PUF panels'],
      [SIZE_MM, '2,450 × 1,900 × 2,300'],
    ],
    suited_for: 'Hatcheries using Navdhara multi-stage setters.',
    how_to_use: ['Move the eggs from the setter on day 18 and take the chicks out on day 21.', 'Wash the trolleys and disinfect the hatcher after every hatch.'],
    storage: 'Keep the hatcher dry, with its doors open, between hatches.',
  },
  'egg-setter-trays': {
    summary: 'Food-grade plastic setter trays that hold 150 eggs and fit every Navdhara setter.',
    specifications: [[CAPACITY, '150'], [MATERIAL, 'Food-grade plastic'], ['Weight (kg)', '1.1']],
    pack_sizes: ['Box of 20 trays'],
    suited_for: 'Hatcheries and breeder farms.',
    how_to_use: ['Set the eggs broad end up.', 'Wash the trays in warm water with a disinfectant after each use, and let them dry.'],
    storage: 'Stack the trays indoors, out of direct sunlight.',
  },
  // equipments: farm
  'automatic-pan-feeder': {
    summary: 'A pan feeding line that fills every pan from one hopper, for broiler and breeder houses.',
    specifications: [['Broilers per pan', '50-60'], ['Pan diameter (mm)', '330'], [LINE_LENGTH, '150'], ['Motor (HP)', '0.5'], [MATERIAL, 'Plastic pans on a galvanised feed tube']],
    suited_for: 'Broiler and breeder houses with birds on the floor.',
    how_to_use: [
      'Set the pans on the floor for the first days, then raise them with the birds so that the rim is at the height of their backs.',
      'Set the feed level in each pan with its ring.',
    ],
    storage: 'Raise the line to the roof when the house is cleaned, and clean the hopper between flocks.',
  },
  'nipple-drinker-line': {
    summary: 'A closed drinking line with pressure regulators that gives clean water and keeps the litter dry.',
    specifications: [['Broilers per nipple', '12-15'], ['Nipple spacing (mm)', '200'], [LINE_LENGTH, '150'], [MATERIAL, 'Stainless steel nipples on a plastic pipe']],
    suited_for: 'Broiler, breeder and layer houses with birds on the floor.',
    how_to_use: [
      'Keep the nipples at the chicks’ eye level in the first days, then raise the line so that the birds drink with their necks stretched up.',
      'Flush the line with clean water between flocks.',
    ],
    storage: 'Keep spare nipples in their box, away from dust.',
  },
  'gas-brooder': {
    summary: 'An LPG brooder that spreads even heat over 1,000 chicks in their first two weeks.',
    specifications: [['Chicks per brooder', '1,000'], ['Fuel', 'LPG'], ['Gas use (kg per hour)', '0.15-0.25'], ['Hanging height (cm)', '90-120']],
    suited_for: 'Broiler and layer chicks in their first two weeks.',
    how_to_use: ['Light the brooder 24 hours before the chicks arrive.', 'Raise it as the chicks grow.'],
    storage: 'Close the gas cylinder after use and keep it upright, in the shade.',
    faqs: [['How do I know the heat is right?', 'The chicks spread evenly under and around the brooder. If they crowd under it, lower it; if they move away to the walls, raise it.']],
  },
  // equipments: cages
  'a-type-layer-cage': {
    summary: 'Three- and four-tier galvanised cages for layers, with egg roll-out trays.',
    specifications: [['Tiers', '3 or 4'], ['Hens per cell', '4'], ['Cell size, W × D × H (mm)', '450 × 450 × 400'], [MATERIAL, GALVANISED_WIRE]],
    suited_for: 'Commercial layer farms of 5,000 hens or more.',
    how_to_use: ['Our team plans the layout of your shed, installs the cages and trains your staff.'],
    storage: CAGE_CARE,
  },
  'h-type-layer-cage': {
    summary: 'High-density stacked cages with manure belts, up to eight tiers high.',
    specifications: [['Tiers', '4 to 8'], ['Hens per cell', '6'], ['Manure removal', 'Belts, run every day'], [MATERIAL, GALVANISED_WIRE]],
    suited_for: 'Large layer farms in closed, ventilated houses.',
    how_to_use: [INSTALLATION, 'Run the manure belts every day to keep ammonia low.'],
    storage: CAGE_CARE,
  },
  'pullet-rearing-cage': {
    summary: 'Rearing cages for pullets from day one to 16 weeks, with an adjustable floor.',
    specifications: [['Tiers', '3'], ['Pullets per cell', '15'], ['Floor', 'Adjustable mesh, for chicks and growers'], [MATERIAL, GALVANISED_WIRE]],
    suited_for: 'Layer farms rearing their own pullets, from day one to 16 weeks.',
    how_to_use: ['Use the fine floor mesh with chick paper in the first weeks, and the wide mesh from 4 weeks.', 'Move the birds to the laying cages at 16 weeks.'],
    storage: CAGE_CARE,
  },
  // equipments: ventilation
  '6-blade-exhaust-fan-54': {
    summary: 'A 54-inch, six-blade exhaust fan that moves 16,000 CFM on a 1.5 HP motor and saves 30-50% energy.',
    specifications: [[FAN_SIZE, '54 × 54'], [AIRFLOW, '16,000'], [MOTOR, '1.5 HP, 3-phase'], ['Blades', '6, galvanised steel'], ['Shutter', 'Falls shut when the fan stops']],
    suited_for: 'Tunnel-ventilated broiler and layer houses.',
    how_to_use: [FAN_FITTING, FAN_CLEANING],
    storage: 'The sealed bearing needs no greasing for a year; check the belt every three months.',
    gallery: [['tunnel-fans', 'Two exhaust fans side by side on a wall']],
  },
  'box-fan-52': {
    summary: 'A 52-inch box fan for tunnel ventilation that moves 26,500 CFM, in a galvanised housing.',
    specifications: [[FAN_SIZE, '52 × 52'], [AIRFLOW, '26,500'], [MOTOR, '1.5 HP, 3-phase'], ['Housing', 'Galvanised steel']],
    suited_for: 'Tunnel-ventilated broiler, breeder and layer houses.',
    how_to_use: [FAN_FITTING, FAN_CLEANING],
    storage: 'Check the belt every three months and grease the bearings as the manual says.',
  },
  'air-circulation-fan-51': {
    summary: 'A 51-inch fan that moves 22,000 CFM of air inside the house, hung from the roof or fixed to a wall.',
    specifications: [[FAN_SIZE, '51 × 51'], [AIRFLOW, '22,000'], [MOTOR, '1 HP, single-phase'], ['Mounting', 'Hanging or wall mounting']],
    suited_for: 'Open-sided houses in hot weather, and the still corners of tunnel houses.',
    how_to_use: ['Hang the fans in a line along the house, all blowing the same way, about one metre above the birds.'],
    storage: 'Clean the guard and blades every month.',
  },
  // proteins
  'hi-pro-soya-de-oiled-cake': {
    summary: 'Soya meal with above 48% protein from our Ujjain plant, tested lot by lot, for feed mills and farms.',
    specifications: [[PROTEIN_MIN, '48%'], [FIBRE, '3.5%'], [FAT_MAX, '1.5%'], [MOISTURE, '12%']],
    pack_sizes: [BAG_50, LOOSE],
    suited_for: 'Feed mills, integrators and farms that mix poultry or cattle feed.',
    how_to_use: ['Use it as the main protein source of poultry and cattle feed, as your nutritionist advises.', 'A test certificate for the lot comes with every truck.'],
    storage: MEAL_STORAGE,
    gallery: [['solvent-plant', 'A green solvent extraction plant with a chimney']],
  },
  'soya-doc-standard': {
    summary: 'Soya de-oiled cake with 46% protein for compound feed, loose or in 50 kg bags.',
    specifications: [[PROTEIN_MIN, '46%'], [FIBRE, '6%'], [FAT_MAX, '1.5%'], [MOISTURE, '12%']],
    pack_sizes: [BAG_50, LOOSE],
    suited_for: 'Makers of compound feed, and traders.',
    how_to_use: ['Use it in compound feed for poultry, cattle and fish, as your nutritionist advises.'],
    storage: MEAL_STORAGE,
  },
  'refined-soya-oil': {
    summary: 'Refined soyabean oil from our Ujjain plant: in bulk tankers for industry, and in packs for distributors.',
    specifications: [['Free fatty acids (max)', '0.25%'], [MOISTURE, '0.1%'], ['Colour', 'Light yellow']],
    pack_sizes: ['15 litre tin', '1 litre pouch', 'Bulk tanker'],
    suited_for: 'Food businesses, caterers and retail distributors.',
    how_to_use: ['For cooking and frying. Do not use oil again once it has darkened or smokes.'],
    storage: 'Keep tins closed, in a cool place out of the sun.',
  },
  // foods
  'chicken-seekh-kebab': {
    summary: 'Ready-to-cook chicken seekh kebabs with Indian spices, pan-fried or grilled in 8 minutes.',
    specifications: [[NET_WEIGHT, '480'], ['Pieces per pack', '12'], [SHELF_LIFE, '9'], [STORAGE_TEMPERATURE, FROZEN]],
    pack_sizes: ['Pack of 12'],
    suited_for: 'Homes, restaurants and caterers.',
    how_to_use: ['Cook from frozen: pan fry in a little oil, or grill, for 8 minutes, turning often, until cooked through.'],
    storage: FROZEN_STORAGE,
  },
  'chicken-nuggets': {
    summary: 'Crispy breaded nuggets made from whole breast meat, for deep or air frying.',
    specifications: [[NET_WEIGHT, '500 / 1,000'], ['Chicken (min)', '60%'], [SHELF_LIFE, '9'], [STORAGE_TEMPERATURE, FROZEN]],
    pack_sizes: ['500 g pack', '1 kg pack'],
    suited_for: 'Families, school lunch boxes and quick-service restaurants.',
    how_to_use: ['Deep fry from frozen at 170°C for 4 minutes, or air fry at 200°C for 10 minutes.'],
    storage: FROZEN_STORAGE,
  },
  'tandoori-drumsticks': {
    summary: 'Drumsticks marinated in tandoori spices with no artificial colour, ready for the oven or tandoor.',
    specifications: [[NET_WEIGHT, '800'], ['Pieces per pack', '8'], [SHELF_LIFE, '6'], [STORAGE_TEMPERATURE, FROZEN]],
    pack_sizes: ['800 g pack'],
    suited_for: 'Homes, hotels and caterers.',
    how_to_use: ['Thaw in the refrigerator overnight.', 'Bake at 200°C for 30-35 minutes, or cook in a tandoor, until the meat comes away from the bone.'],
    storage: FROZEN_STORAGE,
  },
  'curry-cut-chicken': {
    summary: 'Skinless curry cut chicken, individually quick frozen at our plant in Rai, Sonipat.',
    specifications: [[NET_WEIGHT, '1,000'], ['Pieces per pack', '14-16'], [SHELF_LIFE, '12'], [STORAGE_TEMPERATURE, FROZEN]],
    pack_sizes: ['1 kg pack', '5 kg bulk pack'],
    suited_for: 'Homes, and hotels, restaurants and caterers buying in bulk.',
    how_to_use: ['Thaw in the refrigerator, or cook it straight from frozen in a curry, adding 5 minutes.'],
    storage: FROZEN_STORAGE,
    gallery: [['cold-chain-truck', 'A blue refrigerated delivery truck']],
  },
  // hatchery
  'day-old-broiler-chicks': {
    summary: 'Vaccinated, graded broiler chicks, delivered to your farm within hours of hatching.',
    specifications: [[BREED, 'Fast-growing commercial broiler'], [AGE_AT_SALE, DAY_OLD], ['Chick weight (g)', '40-45'], [VACCINATION, HATCHERY_VACCINES]],
    pack_sizes: [CHICK_BOX],
    suited_for: 'Broiler farmers, from a single shed to integrated farms.',
    how_to_use: ['Warm the brooder and fill the drinkers 24 hours before the chicks arrive.', 'Give water first, and feed within two hours of their arrival.'],
    storage: CHICK_ARRIVAL,
    faqs: [
      [
        'Which vaccines do I give on the farm?',
        'Our field vet gives you a schedule for your area with the chicks. It usually has Newcastle disease around day 5-7 and Gumboro around day 12-14.',
      ],
    ],
    gallery: [['broiler-farm', 'A red-roofed poultry shed with two hens in front']],
  },
  'commercial-layer-chicks': {
    summary: 'Female layer chicks of proven strains for high egg numbers, with a vaccination card in every box.',
    specifications: [[BREED, 'White-egg and brown-egg layer strains'], [AGE_AT_SALE, DAY_OLD], ['Sex', 'Female (sexed)'], [VACCINATION, HATCHERY_VACCINES], ['Eggs per hen to 72 weeks', '300-320']],
    pack_sizes: [CHICK_BOX],
    suited_for: 'Commercial layer farms, with birds in cages or on the floor.',
    how_to_use: ['Follow the vaccination card and the brooding guide in every box.', 'Feed Layer Chick Feed up to 8 weeks.'],
    storage: CHICK_ARRIVAL,
  },
  'broiler-parent-chicks': {
    summary: 'Broiler parent stock for hatcheries and integrators, with technical support from our breeder team.',
    specifications: [[BREED, 'Broiler parent stock'], [AGE_AT_SALE, DAY_OLD], [VACCINATION, HATCHERY_VACCINES], ['Hatching eggs from (weeks)', '24']],
    pack_sizes: [CHICK_BOX],
    suited_for: 'Hatcheries and integrators with their own breeder farms.',
    how_to_use: ['Rear males and females apart up to 20 weeks, and check their body weight every week, as our breeder team advises.'],
    storage: CHICK_ARRIVAL,
  },
  'fertile-hatching-eggs': {
    summary: 'Graded, sanitised fertile eggs from our breeder farms, kept at 18°C until they are sent.',
    specifications: [[BREED, 'Broiler parent flocks'], ['Egg weight (g)', '52-68'], ['Storage temperature (°C)', '18'], ['Hatchability (usual)', '82-85%']],
    pack_sizes: ['Case of 360 eggs'],
    suited_for: 'Hatcheries that set broiler eggs.',
    how_to_use: ['Let the eggs warm to room temperature for 8-12 hours before setting.', 'Set them broad end up.'],
    storage: 'Keep them at 18°C, broad end up, and set them within 7 days of laying.',
  },
};

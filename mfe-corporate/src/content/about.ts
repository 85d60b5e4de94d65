import type { ImageAsset } from '@navdhara/shared';
import { images } from './images';

export const whoWeAre = {
  eyebrow: 'Who we are',
  title: 'Partners in poultry since 1985',
  paragraphs: [
    'Navdhara Group began in 1985 with one poultry farm near Ambala, Haryana. More than 40 years later it is an integrated poultry and agri-food group with five businesses: foods, hatcheries, proteins, equipments and feeds.',
    "Everything we do has one aim: to minimise our partners' cost of production and maximise their profit. Farmers get quality chicks, feed and equipment from us, technical help on their farms and a fair market for what they grow.",
  ],
  stats: [
    { value: '1985', label: 'Active since' },
    { value: '18 million', label: 'Chicks hatched monthly' },
    { value: '1.3 million t', label: 'Feed a year, and more' },
    { value: '3 lakh t', label: 'Soya crushing a year' },
  ],
} as const;

/** Timeline item (docs/requirements.md#content-records): year and description. 3 per view, 1 under 768 px (docs/requirements.md#about-page). */
export interface TimelineItem {
  year: number;
  title: string;
  description: string;
}

/** The timeline's heading and its carousel's names for screen readers. */
export const journey = {
  eyebrow: '1985 - 2020',
  title: 'Our Journey',
  slideNoun: 'Milestone',
} as const;

export const timeline: readonly TimelineItem[] = [
  {
    year: 1985,
    title: 'The first farm',
    description: 'The group starts with a single broiler farm near Ambala, Haryana.',
  },
  {
    year: 1990,
    title: 'First hatchery',
    description: 'Our first hatchery opens to supply day-old chicks to neighbouring farmers.',
  },
  {
    year: 1995,
    title: 'Feed mill',
    description: 'A feed mill is set up so partner farmers get consistent, balanced feed.',
  },
  {
    year: 1999,
    title: 'Navdhara Equipments',
    description: 'We begin making hatchery and farm equipment for our own farms and for others.',
  },
  {
    year: 2000,
    title: 'Breeder capacity',
    description: 'Breeder capacity reaches 2,00,000 birds.',
  },
  {
    year: 2002,
    title: 'Navdhara Foods',
    description: 'The processing plant at Rai Sonipat, Haryana starts frozen chicken foods.',
  },
  {
    year: 2008,
    title: 'Cattle feed',
    description: 'Our cattle feed brand launches for dairy farmers in Haryana and Punjab.',
  },
  {
    year: 2012,
    title: 'Navdhara Proteins',
    description: 'The soya solvent-extraction plant at Ujjain is commissioned.',
  },
  {
    year: 2016,
    title: 'Biogas',
    description: 'Biogas digestors turn poultry litter into energy at our first sites.',
  },
  {
    year: 2020,
    title: 'Solar and beyond',
    description: 'Solar power comes to our plants, and biogas reaches 11 sites.',
  },
];

export const philosophy = {
  eyebrow: 'Our philosophy',
  title: 'Philosophy and values',
  intro:
    'We measure every decision by what it does for the farmer’s margin, and by whether we would be proud to explain it to our neighbours.',
  values: [
    {
      title: 'Farmer first',
      text: 'Our partners’ profit is our purpose. We win only when they do.',
    },
    { title: 'Integrity', text: 'Fair weights, fair prices and honest advice, every time.' },
    { title: 'Quality', text: 'From hatching eggs to frozen foods, we check every step.' },
    {
      title: 'Care for the land',
      text: 'Biogas, solar energy and organic manure keep our footprint small.',
    },
    { title: 'Learning', text: 'We train our people and our partners in modern farming.' },
    { title: 'Teamwork', text: 'Five businesses work as one chain, with one set of values.' },
  ],
} as const;

/** Location category (docs/requirements.md#content-records): id, number, title, pins (position, optional count, hover text). */
export interface MapPin {
  /** State the facility is in (id in the generated map data). */
  state: string;
  /** Offset from the state's label point, in map units. */
  dx?: number;
  dy?: number;
  facility: string;
  town: string;
  stateName: string;
  pincode: string;
  /** Badge: how many facilities this pin stands for. */
  count?: number;
}

export interface LocationCategory {
  id: string;
  /** Total shown on the tile (docs/requirements.md#about-page, map tile counts). */
  number: number;
  title: string;
  pins: readonly MapPin[];
}

export const locationCategories: readonly LocationCategory[] = [
  {
    id: 'processing-unit',
    number: 1,
    title: 'Processing Unit',
    pins: [
      {
        state: 'hr',
        dx: 10,
        dy: 16,
        facility: 'Navdhara Foods processing plant',
        town: 'Rai, Sonipat',
        stateName: 'Haryana',
        pincode: '131029',
      },
    ],
  },
  {
    id: 'branch-office',
    number: 4,
    title: 'Branch Office',
    pins: [
      {
        state: 'pb',
        facility: 'Branch office',
        town: 'Ludhiana',
        stateName: 'Punjab',
        pincode: '141001',
      },
      {
        state: 'rj',
        dx: 30,
        dy: -20,
        facility: 'Branch office',
        town: 'Jaipur',
        stateName: 'Rajasthan',
        pincode: '302001',
      },
      {
        state: 'mp',
        dx: -20,
        dy: 10,
        facility: 'Branch office',
        town: 'Indore',
        stateName: 'Madhya Pradesh',
        pincode: '452001',
      },
      {
        state: 'up',
        dx: 20,
        facility: 'Branch office',
        town: 'Lucknow',
        stateName: 'Uttar Pradesh',
        pincode: '226001',
      },
    ],
  },
  {
    id: 'breeding-farm',
    number: 13,
    title: 'Breeding Farm',
    pins: [
      {
        state: 'hr',
        dx: 8,
        dy: -22,
        facility: 'Breeding farms',
        town: 'Ambala',
        stateName: 'Haryana',
        pincode: '133001',
        count: 5,
      },
      {
        state: 'hp',
        dx: -10,
        dy: -10,
        facility: 'Breeding farms',
        town: 'Nalagarh',
        stateName: 'Himachal Pradesh',
        pincode: '174101',
        count: 3,
      },
      {
        state: 'pb',
        dx: -12,
        dy: 0,
        facility: 'Breeding farms',
        town: 'Mohali',
        stateName: 'Punjab',
        pincode: '160055',
        count: 3,
      },
      {
        state: 'rj',
        dx: 20,
        dy: 10,
        facility: 'Breeding farms',
        town: 'Ajmer',
        stateName: 'Rajasthan',
        pincode: '305001',
        count: 2,
      },
    ],
  },
  {
    id: 'commercial-farm',
    number: 3,
    title: 'Commercial Farm',
    pins: [
      {
        state: 'hr',
        dx: -8,
        facility: 'Commercial broiler farm',
        town: 'Kurukshetra',
        stateName: 'Haryana',
        pincode: '136118',
      },
      {
        state: 'pb',
        dx: -10,
        dy: 6,
        facility: 'Commercial broiler farm',
        town: 'Bathinda',
        stateName: 'Punjab',
        pincode: '151001',
      },
      {
        state: 'up',
        dx: -40,
        dy: -20,
        facility: 'Commercial layer farm',
        town: 'Saharanpur',
        stateName: 'Uttar Pradesh',
        pincode: '247001',
      },
    ],
  },
  {
    id: 'gp-parent-farm',
    number: 2,
    title: 'GP/Parent Farm',
    pins: [
      {
        state: 'hr',
        dx: 2,
        dy: -8,
        facility: 'Grandparent farm',
        town: 'Naraingarh',
        stateName: 'Haryana',
        pincode: '134203',
      },
      {
        state: 'rj',
        dx: -10,
        dy: 20,
        facility: 'Parent stock farm',
        town: 'Pali',
        stateName: 'Rajasthan',
        pincode: '306401',
      },
    ],
  },
  {
    id: 'hatcheries',
    number: 9,
    title: 'Hatcheries',
    pins: [
      {
        state: 'hr',
        dx: 4,
        dy: -4,
        facility: 'Hatcheries',
        town: 'Ambala',
        stateName: 'Haryana',
        pincode: '133004',
        count: 3,
      },
      {
        state: 'pb',
        dx: 4,
        facility: 'Hatcheries',
        town: 'Ludhiana',
        stateName: 'Punjab',
        pincode: '141120',
        count: 2,
      },
      {
        state: 'up',
        dx: -10,
        dy: 10,
        facility: 'Hatchery',
        town: 'Kanpur',
        stateName: 'Uttar Pradesh',
        pincode: '208001',
      },
      {
        state: 'rj',
        dx: 10,
        facility: 'Hatchery',
        town: 'Jaipur',
        stateName: 'Rajasthan',
        pincode: '302013',
      },
      {
        state: 'mp',
        dx: 10,
        facility: 'Hatchery',
        town: 'Bhopal',
        stateName: 'Madhya Pradesh',
        pincode: '462001',
      },
      {
        state: 'mh',
        dx: -10,
        facility: 'Hatchery',
        town: 'Pune',
        stateName: 'Maharashtra',
        pincode: '411001',
      },
    ],
  },
  {
    id: 'head-office',
    number: 1,
    title: 'Head Office',
    pins: [
      {
        state: 'hr',
        dx: 8,
        dy: -12,
        facility: 'Navdhara Group head office',
        town: 'Ambala',
        stateName: 'Haryana',
        pincode: '133000',
      },
    ],
  },
  {
    id: 'production-unit',
    number: 11,
    title: 'Production Unit',
    pins: [
      {
        state: 'hr',
        dx: 0,
        dy: 4,
        facility: 'Feed plants and equipment works',
        town: 'Ambala and Karnal',
        stateName: 'Haryana',
        pincode: '132001',
        count: 4,
      },
      {
        state: 'pb',
        dx: -4,
        dy: -6,
        facility: 'Feed plants',
        town: 'Ludhiana',
        stateName: 'Punjab',
        pincode: '141003',
        count: 2,
      },
      {
        state: 'mp',
        dx: -34,
        dy: 18,
        facility: 'Soya solvent-extraction plant',
        town: 'Ujjain',
        stateName: 'Madhya Pradesh',
        pincode: '456010',
      },
      {
        state: 'rj',
        dx: 36,
        dy: -8,
        facility: 'Feed plant',
        town: 'Jaipur',
        stateName: 'Rajasthan',
        pincode: '302022',
      },
      {
        state: 'up',
        dx: 0,
        dy: -4,
        facility: 'Feed plants',
        town: 'Lucknow',
        stateName: 'Uttar Pradesh',
        pincode: '226008',
        count: 2,
      },
      {
        state: 'wb',
        dx: 0,
        dy: 20,
        facility: 'Feed plant',
        town: 'Kolkata',
        stateName: 'West Bengal',
        pincode: '700001',
      },
    ],
  },
  {
    id: 'sales-office',
    number: 2,
    title: 'Sales Office',
    pins: [
      {
        state: 'dl',
        facility: 'Sales office',
        town: 'New Delhi',
        stateName: 'Delhi',
        pincode: '110001',
      },
      {
        state: 'wb',
        dx: 4,
        dy: 26,
        facility: 'Sales office',
        town: 'Kolkata',
        stateName: 'West Bengal',
        pincode: '700016',
      },
    ],
  },
];

export const mapSection = {
  eyebrow: 'Our presence',
  title: 'Our facilities across India',
  intro: 'Select a category to see where we are. Hover or focus a pin for the address.',
  attribution: 'Map outline: @svg-maps/india, CC BY 4.0.',
} as const;

export const differentiators = {
  eyebrow: 'Why Navdhara',
  title: 'What makes us different',
  items: [
    {
      title: 'Fully integrated',
      text: 'Breeding, hatching, feed, equipment, processing and food brands under one roof, so quality is controlled end to end.',
    },
    {
      title: 'Farmer economics',
      text: "Our programmes are designed to minimise partners' cost of production and maximise their profit.",
    },
    {
      title: 'On-farm support',
      text: 'Veterinarians and nutritionists visit partner farms for onsite sessions on biosecurity, brooding and summer management.',
    },
    {
      title: 'Sustainable by design',
      text: 'Biogas at 11 sites, solar energy and free organic manure for farmers.',
    },
  ],
} as const;

export interface GalleryItem {
  image: ImageAsset;
  caption: string;
}

export const cultureGallery = {
  eyebrow: 'Our culture',
  title: 'Life at Navdhara',
  items: [
    { image: images.culture[0], caption: 'Training days' },
    { image: images.culture[1], caption: 'Celebrating together' },
    { image: images.culture[2], caption: 'Ideas around the table' },
    { image: images.culture[3], caption: 'On the farm with partners' },
  ] satisfies GalleryItem[],
} as const;

export interface Certificate {
  title: string;
  issuer: string;
  year: number;
  kind: 'certificate' | 'award';
}

/** 12 certificates and awards (docs/requirements.md#about-page). Issuers are generic descriptions, not real bodies. */
export const certificates = {
  eyebrow: 'Recognition',
  title: 'Certificates and awards',
  items: [
    {
      title: 'Food safety management certification',
      issuer: 'Processing plant, Rai Sonipat',
      year: 2023,
      kind: 'certificate',
    },
    {
      title: 'Quality management certification',
      issuer: 'Feed plants',
      year: 2022,
      kind: 'certificate',
    },
    {
      title: 'Hatchery vaccination protocol certification',
      issuer: 'Hatcheries',
      year: 2024,
      kind: 'certificate',
    },
    {
      title: 'Environmental management certification',
      issuer: 'Biogas sites',
      year: 2021,
      kind: 'certificate',
    },
    {
      title: 'Occupational health and safety certification',
      issuer: 'Equipment works',
      year: 2022,
      kind: 'certificate',
    },
    {
      title: 'Halal processing certificate',
      issuer: 'Processing plant',
      year: 2023,
      kind: 'certificate',
    },
    {
      title: 'Export house recognition',
      issuer: 'Proteins, Ujjain',
      year: 2023,
      kind: 'certificate',
    },
    {
      title: 'Laboratory accreditation',
      issuer: 'Feed quality lab',
      year: 2020,
      kind: 'certificate',
    },
    {
      title: 'State award for sustainable farming',
      issuer: 'State agriculture awards',
      year: 2024,
      kind: 'award',
    },
    {
      title: 'Best poultry equipment maker',
      issuer: 'Poultry industry expo',
      year: 2023,
      kind: 'award',
    },
    {
      title: 'Excellence in feed manufacturing',
      issuer: 'Feed industry summit',
      year: 2022,
      kind: 'award',
    },
    {
      title: 'Employer of choice, agri sector',
      issuer: 'Regional HR forum',
      year: 2021,
      kind: 'award',
    },
  ] satisfies Certificate[],
} as const;

export const board = {
  eyebrow: 'Leadership',
  title: 'Board of Directors',
} as const;

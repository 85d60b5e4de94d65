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

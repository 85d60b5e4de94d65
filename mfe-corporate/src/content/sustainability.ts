import type { ImageAsset } from '@navdhara/shared';
import { images } from './images';

export interface SustainabilityFigure {
  value: string;
  label: string;
}

export interface SustainabilitySection {
  id: string;
  eyebrow: string;
  title: string;
  paragraphs: readonly string[];
  figures: readonly SustainabilityFigure[];
  image: ImageAsset;
}

/** Claims of docs/requirements.md#company-facts-and-figures, each shown where the copy uses it (they disagree; both are kept). */
export const sustainabilitySections: readonly SustainabilitySection[] = [
  {
    id: 'biogas',
    eyebrow: 'Biogas plant',
    title: 'Turning poultry litter into clean energy',
    paragraphs: [
      'Poultry litter and farm waste feed our biogas digestors instead of open dumps. The gas runs generators and boilers on our sites, and the slurry becomes manure.',
      'We run biogas at 11 sites with 42 digestors and a combined capacity of 24,000 m3, generating 815 kWh. The biogas yield is 10,800 MW a year.',
    ],
    figures: [
      { value: '11', label: 'biogas sites' },
      { value: '42', label: 'biogas digestors' },
      { value: '24,000 m3', label: 'digestor capacity' },
      { value: '815 kWh', label: 'power generated' },
      { value: '10,800 MW', label: 'biogas yield a year' },
    ],
    image: images.biogas,
  },
  {
    id: 'solar',
    eyebrow: 'Solar energy',
    title: 'Sunshine on our roofs',
    paragraphs: [
      'Solar panels on our feed plants, hatcheries and offices generate 5000 MW a year, cutting grid power and diesel use.',
      'Our 4MW solar installations keep growing as we add roof space on new sheds and plants.',
    ],
    figures: [
      { value: '5000 MW', label: 'solar a year' },
      { value: '4MW', label: 'solar installed' },
    ],
    image: images.solar,
  },
  {
    id: 'manure',
    eyebrow: 'Organic manure',
    title: 'Giving back to the soil',
    paragraphs: [
      'The slurry from our digestors and composted litter become organic manure, which we give free to farmers around our sites.',
      'It improves soil health and cuts chemical fertiliser use on neighbouring farms.',
    ],
    figures: [{ value: 'Free', label: 'organic manure for farmers' }],
    image: images.manure,
  },
];

export const carbonSummary = {
  eyebrow: 'Carbon savings',
  title: 'Carbon saved every year',
  items: [
    { value: '6928', label: 'tonnes a year from biogas' },
    { value: '3183', label: 'tonnes a year from solar energy' },
  ],
  total: { value: '10,112', label: 'tonnes of carbon saved per year' },
  equation: '6928 + 3183 = 10,112 tonnes per year',
} as const;

export const sustainabilityBlog = {
  eyebrow: 'Read more',
  title: 'From our blog',
} as const;

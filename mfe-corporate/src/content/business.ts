import type { FaqItem } from '@navdhara/shared/static';

export const businessSections = {
  cards: {
    eyebrow: 'Our businesses',
    title: 'Five divisions, one promise',
    intro:
      'Each division serves farmers and food businesses on its own, and together they form one integrated chain.',
  },
  cardCta: 'Visit division',
} as const;

export const businessSeo = {
  heading: 'An integrated poultry business from farm to fork',
  paragraphs: [
    'Navdhara Group brings together everything a poultry farmer needs: day-old chicks and fertile eggs from our hatcheries, stage-wise feed from plants that produce above 1.3 million tonnes a year, equipment, cages and ventilation made since 1999, and a reliable market through our foods business.',
    'Navdhara Proteins crushes three lakh tonnes of soya a year at Ujjain, making soya meal above 48% protein that goes into our own and other feed. Navdhara Foods, founded in 2002, processes chicken at Rai Sonipat for homes, hotels, restaurants and caterers.',
    'This integration lets us control quality at every step and share the savings with our partners, in line with our aim to minimise their cost of production and maximise their profit.',
  ],
} as const;

export const businessFaqs: readonly FaqItem[] = [
  {
    id: 'b-1',
    title: 'Which businesses does the group run?',
    content: 'Foods, hatcheries, proteins, equipments and feeds.',
  },
  {
    id: 'b-2',
    title: 'Can I buy from one division only?',
    content:
      'Yes. Each division sells on its own; partners may also combine chicks, feed, equipment and buy-back.',
  },
  {
    id: 'b-3',
    title: 'Where is the processing plant?',
    content: 'At Rai Sonipat in Haryana, running since 2002.',
  },
  {
    id: 'b-4',
    title: 'What is the hatching capacity?',
    content: '18 million chicks monthly across our hatcheries.',
  },
  {
    id: 'b-5',
    title: 'How do I contact a division?',
    content:
      'Use the Contact Us page and choose the location, or call our toll-free line, 9:00am to 5:30pm, Monday to Saturday.',
  },
];

import type { ImageAsset } from '@navdhara/shared';
import type { FaqItem } from '@navdhara/shared/static';
import { images } from './images';

/** Business-line entry (docs/requirements.md#content-records): name, description, optional values, optional additionInfo, image, link, alt. */
export interface BusinessLine {
  name: string;
  description: string;
  values?: ReadonlyArray<{ heading: string; text: string }>;
  additionInfo?: string;
  image: ImageAsset;
  link: string;
  linkLabel: string;
}

/** A question whose answer is text: like the other texts, it may name the state. */
export type RegionalFaq = FaqItem & { content: string };

export interface RegionalPage {
  state: string;
  eyebrow: string;
  lead: string;
  lines: readonly BusinessLine[];
  faqs: readonly RegionalFaq[];
  cta: { title: string; text: string };
  visit: { label: string; to: string; text: string };
}

/**
 * What each business offers in a state. A text that names the state says `{state}`, filled as the
 * page renders (RegionalPage): one text per language to translate, not one per state.
 */
const lines: readonly BusinessLine[] = [
  {
    name: 'Hatcheries',
    description:
      "Healthy day-old broiler chicks, fertile eggs and broiler parent chicks for {state}'s farmers, from hatcheries with a combined capacity of 18 million chicks monthly.",
    values: [
      {
        heading: 'Vaccinated and graded',
        text: 'Every batch is vaccinated, graded and dispatched in ventilated chick boxes.',
      },
      { heading: 'On time', text: 'Regular placements planned with farmers across {state}.' },
    ],
    image: images.unitHatchery,
    link: '/hatchery',
    linkLabel: 'Explore hatcheries',
  },
  {
    name: 'Feeds',
    description:
      "Broiler, layer and cattle feed made for {state}'s climate, from plants producing above 1.3 million tonnes a year.",
    values: [
      {
        heading: 'Stage-wise nutrition',
        text: 'Pre-starter, starter and finisher feed for broilers; phase feeds for layers.',
      },
      {
        heading: 'Cattle feed',
        text: 'Our cattle feed brand for dairy farmers, from calf to close-up cow.',
      },
    ],
    image: images.unitFeeds,
    link: '/feeds',
    linkLabel: 'Explore feeds',
  },
  {
    name: 'Equipment',
    description:
      'Hatchery equipment, farm equipment, cages and ventilation fans that save 30-50% energy, made by us since 1999.',
    additionInfo: 'Installation and after-sales service by our own engineers.',
    image: images.unitEquipments,
    link: '/equipments',
    linkLabel: 'Explore equipment',
  },
  {
    name: 'Proteins',
    description:
      'Soya meal above 48% protein from our plant at Ujjain, with an annual crushing capacity of three lakh tonnes, for feed makers and integrators.',
    image: images.unitProteins,
    link: '/proteins',
    linkLabel: 'Explore proteins',
  },
  {
    name: 'Foods',
    description:
      'Hygienic frozen and ready-to-cook chicken from our plant at Rai Sonipat, with supply to hotels, restaurants and caterers in {state}.',
    additionInfo: 'Bulk and HORECA orders welcome.',
    image: images.unitFoods,
    link: '/foods',
    linkLabel: 'Explore foods',
  },
];

function faqs(prefix: string): RegionalFaq[] {
  return [
    {
      id: `${prefix}-1`,
      title: 'Do you supply day-old chicks in {state}?',
      content:
        'Yes. Our hatcheries deliver broiler chicks and parent chicks across {state} on a planned schedule.',
    },
    {
      id: `${prefix}-2`,
      title: 'Can I buy feed from a dealer near me in {state}?',
      content:
        'Yes. Call our toll-free line and we will connect you with the nearest dealer or sales officer.',
    },
    {
      id: `${prefix}-3`,
      title: 'Do you install equipment and ventilation?',
      content:
        'Yes. Our engineers install cages, hatchery equipment and fans, and provide after-sales service.',
    },
    {
      id: `${prefix}-4`,
      title: 'Do you offer technical support to farmers?',
      content:
        'Our veterinarians and nutritionists hold onsite sessions on biosecurity, brooding and summer management.',
    },
    {
      id: `${prefix}-5`,
      title: 'How long has Navdhara been in poultry?',
      content:
        'The group has been active since 1985, over 30 years of working with farmers in North India.',
    },
  ];
}

export const punjab: RegionalPage = {
  state: 'Punjab',
  eyebrow: 'Punjab',
  lead: "From Ludhiana to Bathinda, Punjab's poultry farmers rely on Navdhara for chicks, feed, equipment and a fair market. Here is what each of our businesses offers in the state.",
  lines,
  faqs: faqs('pb'),
  cta: {
    title: 'Talk to our Punjab team',
    text: 'Call our toll-free line, 9:00am to 5:30pm, Monday to Saturday.',
  },
  visit: { label: 'Visit', to: '/', text: 'Discover the whole Navdhara Group on our home page.' },
};

export const rajasthan: RegionalPage = {
  state: 'Rajasthan',
  eyebrow: 'Rajasthan',
  lead: "Rajasthan's poultry sector is growing fast. Navdhara supports its farmers with chicks, feed for hot summers, equipment and technical help.",
  lines,
  faqs: faqs('rj'),
  cta: {
    title: 'Talk to our Rajasthan team',
    text: 'Call our toll-free line, 9:00am to 5:30pm, Monday to Saturday.',
  },
  visit: { label: 'Visit', to: '/', text: 'Discover the whole Navdhara Group on our home page.' },
};

import type { DivisionContent } from '@navdhara/shared/division';
import { images } from './images';

/** /equipments: the Equipments division page. */
export const equipmentsDivision: DivisionContent = {
  section: 'equipments',
  hero: {
    eyebrow: 'Navdhara Equipments · since 1999',
    title: 'Poultry equipment built for Indian farms',
    subtitle:
      'Hatchery equipment, farm equipment, cages and ventilation, designed and made by poultry people.',
    image: images.hero,
  },
  intro: {
    eyebrow: 'About Navdhara Equipments',
    title: 'Twenty-five years of making farms work better',
    paragraphs: [
      'Navdhara Equipments was founded in 1999 to build the machines our own farms needed. Today we make setters and hatchers, feeders and drinkers, layer and pullet cages and energy-saving ventilation fans for farms across India.',
      'Every product is tested on working farms of the group before it reaches yours, and our service engineers install and maintain what we sell.',
    ],
    highlights: [
      { content: '1999', sub: 'Year Navdhara Equipments was founded' },
      { content: '4 ranges', sub: 'Hatchery, farm, cages and ventilation' },
      { content: '30-50%', sub: 'Energy saved by our fans' },
    ],
    image: images.range,
  },
  whyUs: {
    title: 'Why choose Navdhara Equipments',
    items: [
      {
        icon: 'tools',
        title: 'Built to last',
        content: 'Galvanised steel and food-grade plastics made for dust, heat and humidity.',
      },
      {
        icon: 'energy',
        title: 'Energy efficient',
        content: 'Fans and motors that cut power bills by 30-50%.',
      },
      {
        icon: 'settings',
        title: 'Installed by experts',
        content: 'Our engineers plan the layout, install and commission every project.',
      },
      {
        icon: 'support',
        title: 'Service and spares',
        content: 'Spare parts in stock and service teams close to poultry clusters.',
      },
    ],
  },
  products: {
    title: 'Our equipment range',
    intro: 'Choose a category, then select a product to see its details.',
  },
  faq: { title: 'Frequently Asked Questions' },
  contact: {
    title: 'Plan your next project with us',
    intro: 'Tell us about your farm or hatchery and an engineer will get in touch.',
  },
  seo: {
    heading: 'Poultry equipment manufacturer in India',
    paragraphs: [
      {
        text: 'Navdhara Equipments manufactures poultry equipment for hatcheries, broiler farms and layer farms: multi-stage setters and hatchers, automatic pan feeders, nipple drinker lines, gas brooders, A-type and H-type layer cages, pullet rearing cages and ventilation fans.',
      },
      {
        text: 'Good equipment pays for itself in better growth, fewer losses and lower labour and energy costs. For guides on choosing and maintaining poultry equipment, read the',
        links: [
          {
            label: 'Navdhara equipment blog',
            href: 'https://blog.example.com/navdhara-equipments',
          },
        ],
      },
      {
        text: 'Our ventilation fans move up to 26,500 CFM and save 30-50% energy compared with conventional fans, keeping sheds cool through Indian summers.',
      },
    ],
  },
};

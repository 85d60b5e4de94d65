import type { LandingContent } from '@navdhara/shared/division';
import { images } from './images';

/** /poultry-farming-equipment: landing page. */
export const farmingEquipment: LandingContent = {
  hero: {
    eyebrow: 'Poultry farming equipment',
    title: 'Poultry Farming Equipment Manufacturer',
    subtitle:
      'Feeders, drinkers, cages, hatchery machines and ventilation from a manufacturer that farms too.',
    image: images.hero,
  },
  intro: {
    title: 'Equipment that pays for itself',
    paragraphs: [
      'Modern equipment lets one farmer care for more birds with less labour, less feed waste and lower power bills. Navdhara Equipments has built poultry equipment since 1999 and installs it on farms and hatcheries across India.',
    ],
    highlights: [
      { content: 'Since 1999', sub: 'Designing and making poultry equipment' },
      { content: '26,500 CFM', sub: 'Airflow of our largest box fan' },
      { content: '30-50%', sub: 'Energy saving with our fans' },
    ],
  },
  whyChoose: {
    title: 'Why choose our poultry equipment',
    items: [
      {
        icon: 'factory',
        title: 'Made in our own plant',
        content: 'Designed, welded, galvanised and assembled under one roof.',
      },
      {
        icon: 'bird',
        title: 'Proven on our farms',
        content: 'Every product runs on the group’s own farms before it is sold.',
      },
      {
        icon: 'energy',
        title: 'Lower running costs',
        content: 'Efficient motors and smart design save power and feed.',
      },
      {
        icon: 'support',
        title: 'Support after sale',
        content: 'Installation, training, spares and service from our engineers.',
      },
    ],
  },
  blocks: {
    title: 'Our equipment for every kind of farm',
    intro: 'From the hatchery to the laying house.',
    items: [
      {
        title: 'Hatchery equipment',
        text: 'Multi-stage setters, hatchers and egg trays with precise temperature and humidity control for better hatchability.',
        image: images.hatchery,
        link: { label: 'See all equipment', to: '/equipments' },
      },
      {
        title: 'Layer cages',
        text: 'A-type and H-type cages with egg collection trays keep hens comfortable and eggs clean.',
        points: [
          'Galvanised for a long life',
          'Easy egg collection',
          'Space for automatic feeding',
        ],
        image: images.cages,
        link: { label: 'Plan a layer farm', to: '/poultry-layer-farming' },
      },
      {
        title: 'Feeding and drinking lines',
        text: 'Automatic pan feeders and nipple drinkers cut feed and water waste and keep litter dry.',
        image: images.feedLine,
        link: { label: 'Pair it with the right feed', to: '/poultry-feed-manufacturers' },
      },
      {
        title: 'One partner for the whole farm',
        text: 'Chicks, feed, equipment and advice from one integrated group that has worked with farmers since 1985.',
        image: images.farm,
        link: { label: 'Visit Navdhara Group', to: '/' },
      },
    ],
  },
  closing: {
    title: 'Planning a new shed or an upgrade?',
    text: 'Share your shed size and bird count. We will propose a layout and a quote.',
    link: { label: 'Contact our engineers', to: '/contact-us' },
  },
  faqs: [
    {
      question: 'Do you install the equipment?',
      answer:
        'Yes. Our engineers plan the layout, install and commission the equipment and train your staff.',
    },
    {
      question: 'How much energy do your fans save?',
      answer:
        'Our ventilation fans save 30-50% energy compared with conventional fans of similar airflow.',
    },
    {
      question: 'Are spare parts available?',
      answer:
        'We keep spare parts for all current products in stock and supply them through our service network.',
    },
    {
      question: 'Can I buy equipment for a small farm?',
      answer:
        'Yes. Feeders, drinkers, brooders and fans are sold in any quantity, for small and large farms alike.',
    },
  ],
  contact: {
    title: 'Ask for a quote',
    intro: 'Leave your details and an engineer will call you back.',
  },
};

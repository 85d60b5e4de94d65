import type {
  ContentFooter,
  FanProduct,
  HighlightItem,
  StaticFaq,
  WhyChooseItem,
} from '@navdhara/shared/division';
import { images } from './images';

/** /poultry-vantilation-fan (slug spelled as required, docs/requirements.md#routes-and-slugs; /poultry-ventilation-fan shows the same page). */
export const ventilationFan = {
  hero: {
    eyebrow: 'Navdhara Equipments · ventilation',
    title: 'Poultry Ventilation Fans',
    subtitle: 'Exhaust, box and air circulation fans that keep sheds cool and save 30-50% energy.',
    image: images.hero,
  },
  intro: {
    title: 'Fresh air is the cheapest medicine',
    paragraphs: [
      'A poultry shed needs to remove heat, moisture, ammonia and dust all day long. The right fans keep birds comfortable, improve growth and egg production, and cut losses in the summer.',
      'Our fans are built for Indian poultry houses: large blades, efficient motors and sturdy galvanised frames that run for years with little maintenance.',
    ],
    highlights: [
      { content: '30-50%', sub: 'Energy saving over conventional fans' },
      { content: '26,500 CFM', sub: 'Airflow of the Box Fan' },
      { content: '3 models', sub: 'Exhaust, box and circulation' },
    ] satisfies readonly [HighlightItem, HighlightItem, HighlightItem],
  },
  whyChoose: {
    title: 'Why choose Navdhara ventilation fans',
    items: [
      {
        icon: 'energy',
        title: 'Save 30-50% energy',
        content: 'Efficient motors and aerodynamic blades move more air per unit of power.',
      },
      {
        icon: 'air',
        title: 'High airflow',
        content: 'From 16,000 to 26,500 CFM for fast air exchange in long sheds.',
      },
      {
        icon: 'tools',
        title: 'Rugged build',
        content: 'Galvanised frames and corrosion-resistant parts for dusty, humid sheds.',
      },
      {
        icon: 'support',
        title: 'Installed and serviced',
        content: 'Our engineers size, install and service your ventilation system.',
      },
    ] satisfies readonly WhyChooseItem[],
  },
  productsTitle: 'Our ventilation fans',
  productsIntro: 'Three fans for tunnel ventilation, exhaust and air circulation.',
  products: [
    {
      productName: '6-Blade Exhaust Fan',
      purpose: 'Powerful exhaust for tunnel-ventilated broiler and layer sheds.',
      specifications: [
        'Size: 54x54 inch',
        'Airflow: 16,000 CFM',
        'Motor: 1.5 HP, 3-phase',
        'Blades: 6, balanced',
      ],
      features: ['Galvanised steel frame', 'Automatic shutter', 'Low noise and vibration'],
      idealFor: 'Large broiler and layer sheds with tunnel ventilation.',
      image: images.sixBlade,
      link: '/equipments',
      alt: '6-blade exhaust fan',
      specTable: {
        headings: ['Specification', 'Value'],
        rows: [
          ['Size', '54x54 inch'],
          ['Airflow', '16,000 CFM'],
          ['Motor', '1.5 HP, 3-phase'],
          ['Blades', '6'],
          ['Energy saving', '30-50%'],
        ],
      },
    },
    {
      productName: 'Box Fan',
      purpose: 'High-volume box fan for fast air exchange in long sheds.',
      specifications: [
        'Size: 52x52 inch',
        'Airflow: 26,500 CFM',
        'Belt drive with efficient motor',
      ],
      features: ['Highest airflow in the range', 'Easy wall mounting', 'Rust-resistant housing'],
      idealFor: 'Long, closed sheds that need maximum air exchange in summer.',
      image: images.box,
      link: '/equipments',
      alt: 'Box fan',
      specTable: {
        headings: ['Specification', 'Value'],
        rows: [
          ['Size', '52x52 inch'],
          ['Airflow', '26,500 CFM'],
          ['Drive', 'Belt drive'],
          ['Energy saving', '30-50%'],
        ],
      },
    },
    {
      productName: 'Air Circulation Fan',
      purpose: 'Moves air inside the shed to remove hot spots and dry the litter.',
      specifications: ['Size: 51x51 inch', 'Airflow: 22,000 CFM', 'Hanging or stand mounting'],
      features: ['Even air speed over the birds', 'Helps keep litter dry', 'Low power draw'],
      idealFor:
        'Open-sided sheds and hatcheries that need air movement without tunnel ventilation.',
      image: images.circulation,
      link: '/equipments',
      alt: 'Air circulation fan',
      specTable: {
        headings: ['Specification', 'Value'],
        rows: [
          ['Size', '51x51 inch'],
          ['Airflow', '22,000 CFM'],
          ['Mounting', 'Hanging or stand'],
          ['Energy saving', '30-50%'],
        ],
      },
    },
  ] satisfies readonly FanProduct[],
  specsAction: 'View specifications',
  closing: {
    title: 'Cooler sheds, lower bills',
    paragraphs: [
      'Well-planned ventilation keeps birds comfortable in every season and pays for itself in better growth and lower power bills. Tell us your shed size and we will recommend the number and type of fans you need.',
    ],
    image: images.feedLine,
  },
  faqs: [
    {
      question: 'How many fans does my shed need?',
      answer:
        'It depends on the shed size, bird count and climate. Our engineers calculate the airflow needed and suggest the fans.',
    },
    {
      question: 'How much energy can I save?',
      answer: 'Our fans save 30-50% energy compared with conventional fans of similar airflow.',
    },
    {
      question: 'What is the difference between exhaust and circulation fans?',
      answer:
        'Exhaust fans move air out of the shed; circulation fans move air inside the shed to remove hot spots.',
    },
    {
      question: 'Do the fans need a 3-phase supply?',
      answer:
        'The 6-blade exhaust fan uses a 1.5 HP 3-phase motor. Ask us about the supply options for other models.',
    },
  ] satisfies readonly StaticFaq[],
  tollFreeText: 'Get the right fans for your shed from our ventilation team.',
  footer: {
    title: 'From Navdhara Equipments',
    text: 'Navdhara Equipments, founded in 1999, makes hatchery equipment, farm equipment, cages and ventilation for poultry farms across India.',
    links: [
      { label: 'Navdhara Equipments', to: '/equipments' },
      { label: 'Poultry farming equipment', to: '/poultry-farming-equipment' },
      { label: 'Summer management tips', to: '/summer-managment-in-poultry' },
    ],
  } satisfies ContentFooter,
} as const;

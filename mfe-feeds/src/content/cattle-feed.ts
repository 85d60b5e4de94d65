import type {
  CattleProduct,
  ContentFooter,
  HighlightItem,
  StaticFaq,
} from '@navdhara/shared/division';
import { images } from './images';

/** /best-cattle-manufacturers-in-india (and /best-cattle-manufacturer-in-india): cattle feed brand. */
export const cattleFeed = {
  hero: {
    eyebrow: 'Navdhara Feeds · cattle feed',
    title: 'Best Cattle Feed Manufacturers in India',
    subtitle:
      'Feed for calves, milking cows, dry cows and close-up cows, made for Indian dairy farmers.',
    image: images.hero,
  },
  intro: {
    title: 'Nutrition for every stage of a dairy animal’s life',
    paragraphs: [
      'Milk yield, fertility and health all depend on feeding the right nutrients at the right time. Our cattle feed brand offers four product groups, each with variants for a particular stage or yield.',
    ],
    highlights: [
      { content: '2-6 months', sub: 'Calf grower feed' },
      { content: '45-60 days', sub: 'Dry cow feed before calving' },
      { content: 'Last 21 days', sub: 'Close-up feed before calving' },
    ] satisfies readonly [HighlightItem, HighlightItem, HighlightItem],
  },
  productsTitle: 'Our cattle feed range',
  productsIntro: 'Open a variant to see what it does, who it is for and its key benefit.',
  products: [
    {
      name: 'Calf Feeds',
      description: 'Early nutrition that builds a healthy rumen and a strong frame.',
      variants: [
        {
          name: 'Calf Starter',
          description: 'Palatable starter that encourages early rumen development.',
          idealFor: 'Calves from 1 week to 2 months.',
          keyBenefit: 'Easier weaning and early growth.',
        },
        {
          name: 'Calf Grower',
          description: 'Balanced protein and minerals for steady growth after weaning.',
          idealFor: 'Calves aged 2-6 months.',
          keyBenefit: 'Strong bones and target weight for age.',
        },
      ],
      image: images.calf,
      link: '/feeds',
      alt: 'Calf feed',
    },
    {
      name: 'Milking Cow Feeds',
      description: 'Energy and bypass protein for more milk with better fat and SNF.',
      variants: [
        {
          name: 'Dairy Gold',
          description: 'High-energy feed for high-yielding cows and buffaloes.',
          idealFor: 'Cows giving 15 litres or more a day.',
          keyBenefit: 'Higher milk yield with good body condition.',
        },
        {
          name: 'Dairy Special',
          description: 'Everyday balanced feed for medium yields.',
          idealFor: 'Cows giving 8-15 litres a day.',
          keyBenefit: 'Steady milk with better fat and SNF.',
        },
        {
          name: 'Dairy Classic',
          description: 'Economical feed to support moderate yields.',
          idealFor: 'Cows giving up to 8 litres a day.',
          keyBenefit: 'Lower feeding cost per litre.',
        },
      ],
      image: images.milking,
      link: '/feeds',
      alt: 'Milking cow feed',
    },
    {
      name: 'Dry and Transition Cow Feeds',
      description: 'Prepares the cow for calving and a strong start to the next lactation.',
      variants: [
        {
          name: 'Dry Cow Feed',
          description: 'Controlled energy with minerals and vitamins for the dry period.',
          idealFor: 'Cows 45-60 days pre-calving.',
          keyBenefit: 'Healthy calf and good body condition at calving.',
        },
        {
          name: 'Close-Up Feed',
          description: 'Transition feed with anionic salts and vitamins.',
          idealFor: 'The last 21 days before calving.',
          keyBenefit: 'Fewer milk fever and retained placenta problems.',
        },
      ],
      image: images.dry,
      link: '/feeds',
      alt: 'Dry cow feed',
    },
    {
      name: 'Supplements',
      description: 'Minerals and bypass fat that fill the gaps in farm rations.',
      variants: [
        {
          name: 'Mineral Mixture',
          description: 'Area-specific minerals and vitamins for daily feeding.',
          idealFor: 'All cattle and buffaloes.',
          keyBenefit: 'Better fertility and fewer repeat breedings.',
        },
        {
          name: 'Bypass Fat',
          description: 'Rumen-protected energy for early lactation.',
          idealFor: 'High-yielding cows in the first 100 days of lactation.',
          keyBenefit: 'More milk without loss of body condition.',
        },
      ],
      image: images.mineral,
      link: '/feeds',
      alt: 'Cattle supplements',
    },
  ] satisfies readonly CattleProduct[],
  faqs: [
    {
      question: 'From what age should calves get calf grower feed?',
      answer:
        'Calf grower is for calves aged 2-6 months, after they are weaned from the calf starter.',
    },
    {
      question: 'When should I start dry cow feed?',
      answer: 'Start dry cow feed 45-60 days before the expected calving date.',
    },
    {
      question: 'What is close-up feed?',
      answer:
        'A transition feed for the last 21 days before calving that helps prevent milk fever and supports a good start to lactation.',
    },
    {
      question: 'Which milking cow feed should I choose?',
      answer:
        'Choose by daily milk yield: Dairy Gold for 15 litres or more, Dairy Special for 8-15 litres and Dairy Classic for up to 8 litres.',
    },
    {
      question: 'Do I still need mineral mixture with your feed?',
      answer:
        'Our feeds contain minerals, but a daily mineral mixture helps when cows eat mostly home-grown fodder.',
    },
  ] satisfies readonly StaticFaq[],
  tollFreeText: 'Ask our dairy nutritionists which feed suits your herd.',
  footer: {
    title: 'From Navdhara Feeds',
    text: 'Our cattle feed brand is part of Navdhara Feeds, whose plants produce above 1.3 million tonnes of feed a year.',
    links: [
      { label: 'Navdhara Feeds', to: '/feeds' },
      { label: 'Poultry feed manufacturers', to: '/poultry-feed-manufacturers' },
      { label: 'Contact us', to: '/contact-us' },
    ],
  } satisfies ContentFooter,
} as const;

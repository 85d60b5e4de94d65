import type {
  ContentFooter,
  HighlightItem,
  LayerFeedProduct,
  StaticFaq,
} from '@navdhara/shared/division';
import { images } from './images';

/** /layer-chicken-feed-manufacturers: stage-wise layer feed (figures: docs/requirements.md#company-facts-and-figures). */
export const layerFeed = {
  hero: {
    eyebrow: 'Navdhara Feeds · layer feed',
    title: 'Layer Chicken Feed Manufacturers',
    subtitle: 'Stage-wise feed from the first day of a chick to peak egg production.',
    image: images.hero,
  },
  intro: {
    title: 'The right feed for every week of a layer’s life',
    paragraphs: [
      'Layer hens need different nutrition as they grow, prepare to lay and reach peak production. Navdhara layer feeds follow those stages: Chick, Grower and Developer, Pre-Lay and Phase 1-3, and a Concentrate Premium for farmers who mix their own feed.',
    ],
    highlights: [
      { content: '0-8 weeks', sub: 'Chick feed with 20-22% protein' },
      { content: '9-18 weeks', sub: 'Grower and developer feed' },
      { content: '3.5-4%', sub: 'Calcium in laying feed from 18 weeks' },
    ] satisfies readonly [HighlightItem, HighlightItem, HighlightItem],
  },
  productsTitle: 'Stage-wise layer feed',
  productsIntro: 'Four feeds that take your flock from chick to peak lay.',
  products: [
    {
      title: 'Layer Chick Feed',
      purpose: 'Builds a strong frame, immunity and even growth in the first weeks.',
      features: [
        'Protein 20-22%',
        'For ages 0-8 weeks',
        'Crumbles sized for small beaks',
        'Vitamins and trace minerals for immunity',
      ],
      idealFor: 'Layer chicks from day one to 8 weeks.',
      image: images.chick,
      link: '/feeds',
      alt: 'Layer chick feed',
    },
    {
      title: 'Grower and Developer Feed',
      purpose: 'Supports steady growth and body weight before the laying period.',
      features: [
        'For 9-18 weeks',
        'Controlled energy to avoid excess fat',
        'Fibre for a healthy gut and crop',
      ],
      idealFor: 'Pullets from 9 to 18 weeks of age.',
      image: images.grower,
      link: '/feeds',
      alt: 'Grower and developer feed',
    },
    {
      title: 'Pre-Lay and Phase 1-3 Feed',
      purpose: 'Prepares the hen for lay and supports every phase of production.',
      features: [
        'Calcium 3.5-4% from 18 weeks',
        'Phase 1, 2 and 3 formulas through the laying cycle',
        'Strong shells and steady egg size',
      ],
      idealFor: 'Hens from 18 weeks through the full laying cycle.',
      image: images.prelay,
      link: '/feeds',
      alt: 'Pre-lay and phase feed',
    },
    {
      title: 'Layer Concentrate Premium',
      purpose: 'A protein-rich concentrate for farmers who mix feed with their own maize.',
      features: [
        'Protein 35-38%',
        'Balanced amino acids, vitamins and minerals',
        'Mix with maize and de-oiled rice bran as advised',
      ],
      idealFor: 'Layer farms that mix feed on the farm.',
      image: images.concentrate,
      link: '/feeds',
      alt: 'Layer concentrate premium',
    },
  ] satisfies readonly LayerFeedProduct[],
  glance: {
    action: 'Nutrition at a glance',
    title: 'Layer feed at a glance',
    detail: 'Protein, calcium and age for each stage of Navdhara layer feed.',
    headings: ['Feed', 'Age', 'Key figure'],
    rows: [
      ['Chick', '0-8 weeks', 'Protein 20-22%'],
      ['Grower and Developer', '9-18 weeks', 'Controlled energy'],
      ['Pre-Lay and Phase 1-3', 'From 18 weeks', 'Calcium 3.5-4%'],
      ['Concentrate Premium', 'All laying phases (farm mixing)', 'Protein 35-38%'],
    ],
  },
  faqs: [
    {
      question: 'How much protein does layer chick feed contain?',
      answer: 'Our chick feed contains 20-22% protein for chicks aged 0-8 weeks.',
    },
    {
      question: 'When should I switch to grower feed?',
      answer: 'Switch to grower and developer feed from 9 weeks and use it until 18 weeks.',
    },
    {
      question: 'Why does laying feed need more calcium?',
      answer:
        'Each eggshell takes calcium from the hen. Laying feed with 3.5-4% calcium from 18 weeks keeps shells strong.',
    },
    {
      question: 'What is a layer concentrate?',
      answer:
        'A protein-rich mix (35-38% protein) that farmers combine with their own maize and other grains to make complete feed.',
    },
    {
      question: 'Where can I buy Navdhara layer feed?',
      answer:
        'Through our dealers across North and Central India. Call our toll-free line to find the nearest one.',
    },
  ] satisfies readonly StaticFaq[],
  tollFreeText: 'Find a dealer or ask our nutritionists about layer feed.',
  footer: {
    title: 'From Navdhara Feeds',
    text: 'Navdhara Feeds makes broiler, layer and cattle feed in plants producing above 1.3 million tonnes a year.',
    links: [
      { label: 'Navdhara Feeds', to: '/feeds' },
      { label: 'Poultry layer farming', to: '/poultry-layer-farming' },
      { label: 'Poultry feed manufacturers', to: '/poultry-feed-manufacturers' },
    ],
  } satisfies ContentFooter,
} as const;

import type { LandingContent } from '@navdhara/shared/division';
import { images } from './images';

/** /poultry-feed-manufacturers: landing page. */
export const feedManufacturers: LandingContent = {
  hero: {
    eyebrow: 'Poultry feed manufacturers',
    title: 'Poultry Feed Manufacturers in India',
    subtitle:
      'Broiler and layer feed made to consistent nutrition in plants producing above 1.3 million tonnes a year.',
    image: images.hero,
  },
  intro: {
    title: 'Feed that turns into growth, eggs and profit',
    paragraphs: [
      'Navdhara Feeds has made poultry feed for Indian farmers for decades. Our nutritionists balance energy, protein, amino acids, vitamins and minerals for each stage, and our plants make it the same way every time.',
    ],
    highlights: [
      { content: '1.3 million+', sub: 'Tonnes of feed produced a year' },
      { content: '48%+', sub: 'Protein soya meal from our own plant' },
      { content: '3 stages', sub: 'Broiler feed from day 1 to market' },
    ],
  },
  whyChoose: {
    title: 'Why choose Navdhara poultry feed',
    items: [
      {
        icon: 'lab',
        title: 'Quality tested',
        content: 'Raw materials and finished feed tested in our laboratories.',
      },
      {
        icon: 'grain',
        title: 'Own protein source',
        content: 'Soya meal from our own extraction plant keeps protein consistent.',
      },
      {
        icon: 'gauge',
        title: 'Better FCR',
        content: 'Balanced nutrition for more weight or eggs per kilogram of feed.',
      },
      {
        icon: 'truck',
        title: 'Dealer network',
        content: 'Fresh feed delivered through dealers close to your farm.',
      },
    ],
  },
  blocks: {
    title: 'Feeds for every flock',
    intro: 'Broiler and layer feed, and the farm support around it.',
    items: [
      {
        title: 'Broiler feed in three stages',
        text: 'Each stage matches the bird’s needs as it grows.',
        points: [
          'Pre-Starter: days 1-10',
          'Starter: days 11-25',
          'Finisher: day 26 until slaughter',
        ],
        image: images.broiler,
        link: { label: 'See all feeds', to: '/feeds' },
      },
      {
        title: 'Layer feed from chick to peak lay',
        text: 'Chick, grower and developer, pre-lay and phase feeds, and a concentrate for farm mixing.',
        image: images.layer,
        link: { label: 'Read about layer farming', to: '/poultry-layer-farming' },
      },
      {
        title: 'Equipment that saves feed',
        text: 'Pan feeders and drinker lines reduce feed waste and keep litter dry.',
        image: images.layerHouse,
        link: { label: 'See farming equipment', to: '/poultry-farming-equipment' },
      },
      {
        title: 'From an integrated poultry group',
        text: 'Feed, chicks, equipment, proteins and foods: five businesses working for the farmer since 1985.',
        image: images.grain,
        link: { label: 'Visit Navdhara Group', to: '/' },
      },
    ],
  },
  closing: {
    title: 'Become a Navdhara feed dealer or customer',
    text: 'Tell us where you farm or trade and how much feed you need each month.',
    link: { label: 'Contact the feed team', to: '/contact-us' },
  },
  faqs: [
    {
      question: 'What broiler feed stages do you make?',
      answer:
        'Pre-Starter for days 1-10, Starter for days 11-25 and Finisher from day 26 until slaughter.',
    },
    {
      question: 'How much feed do your plants produce?',
      answer: 'Our feed plants produce above 1.3 million tonnes of feed a year.',
    },
    {
      question: 'Do you test raw materials?',
      answer:
        'Yes. Maize, soya meal and other ingredients are tested for quality and contaminants before use.',
    },
    {
      question: 'How can I become a dealer?',
      answer:
        'Send us your details through the form below or call our toll-free line, and our sales team will contact you.',
    },
  ],
  contact: {
    title: 'Talk to our feed team',
    intro: 'Leave your details and we will call you back.',
  },
};

/** /poultry-layer-farming: landing page. */
export const layerFarming: LandingContent = {
  hero: {
    eyebrow: 'Poultry layer farming',
    title: 'Poultry Layer Farming: Feed, Cages and Care',
    subtitle:
      'Stage-wise layer feed, cages, equipment and technical support for profitable egg production.',
    image: images.hero,
  },
  intro: {
    title: 'More eggs, stronger shells, longer lay',
    paragraphs: [
      'A layer flock repays good care for more than a year. With the right feed at each stage, comfortable housing and steady routines, hens lay more eggs with stronger shells for longer.',
    ],
    highlights: [
      { content: '20-22%', sub: 'Protein in chick feed, 0-8 weeks' },
      { content: '3.5-4%', sub: 'Calcium in laying feed from 18 weeks' },
      { content: '35-38%', sub: 'Protein in our layer concentrate' },
    ],
  },
  whyChoose: {
    title: 'Why layer farmers choose Navdhara',
    items: [
      {
        icon: 'egg',
        title: 'Feed for every phase',
        content: 'Chick, grower, pre-lay and phase feeds for the whole laying cycle.',
      },
      {
        icon: 'shield',
        title: 'Stronger shells',
        content: 'Right calcium and phosphorus levels for fewer cracked eggs.',
      },
      {
        icon: 'tools',
        title: 'Cages and equipment',
        content: 'A-type and H-type cages with feeding and drinking systems.',
      },
      {
        icon: 'health',
        title: 'Flock health support',
        content: 'Vaccination schedules and on-farm visits from our vets.',
      },
    ],
  },
  blocks: {
    title: 'Everything a layer farm needs',
    intro: 'Feed, housing and equipment from one partner.',
    items: [
      {
        title: 'Stage-wise layer feed',
        text: 'From chick feed with 20-22% protein for weeks 0-8 to laying feed with 3.5-4% calcium from week 18.',
        image: images.layer,
        link: { label: 'See all feeds', to: '/feeds' },
      },
      {
        title: 'Layer cages',
        text: 'Galvanised A-type and H-type cages keep hens comfortable and eggs clean.',
        image: images.layerHouse,
        link: { label: 'See poultry farming equipment', to: '/poultry-farming-equipment' },
      },
      {
        title: 'Fans and farm equipment',
        text: 'Ventilation fans, feeders and drinkers for comfortable, productive laying houses.',
        image: images.grain,
        link: { label: 'Browse our equipment', to: '/equipments' },
      },
      {
        title: 'A partner since 1985',
        text: 'Navdhara Group supports poultry farmers with feed, chicks, equipment and advice.',
        image: images.plant,
        link: { label: 'Visit Navdhara Group', to: '/' },
      },
    ],
  },
  closing: {
    title: 'Starting or expanding a layer farm?',
    text: 'Our team can help you plan housing, feed and a vaccination schedule.',
    link: { label: 'Contact our layer team', to: '/contact-us' },
  },
  faqs: [
    {
      question: 'When do layers start laying?',
      answer:
        'Most commercial layers start laying at 18-20 weeks of age, when they move to laying feed.',
    },
    {
      question: 'How much calcium does laying feed need?',
      answer: 'Laying feed carries 3.5-4% calcium from 18 weeks for strong eggshells.',
    },
    {
      question: 'What protein does chick feed have?',
      answer: 'Our chick feed has 20-22% protein for birds aged 0-8 weeks.',
    },
    {
      question: 'Do you supply cages as well as feed?',
      answer:
        'Yes. Navdhara Equipments makes A-type and H-type layer cages and pullet rearing cages.',
    },
  ],
  contact: {
    title: 'Talk to a layer specialist',
    intro: 'Leave your details and we will call you back.',
  },
};

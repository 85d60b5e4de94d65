import type { LandingContent } from '@navdhara/shared/division';
import { images } from './images';

/** Broiler feed stages (docs/requirements.md#company-facts-and-figures), shown on the broiler feed block. */
export const broilerFeedStages = [
  'Pre-Starter: days 1-10',
  'Starter: days 11-25',
  'Finisher: day 26 until slaughter',
] as const;

/** /broiler-chicken-farming: landing page. */
export const broilerFarming: LandingContent = {
  hero: {
    eyebrow: 'Broiler chicken farming',
    title: 'Broiler Chicken Farming, Made Profitable',
    subtitle:
      'Quality day-old chicks, stage-wise broiler feed, farm equipment and field support from one partner.',
    image: images.hero,
  },
  intro: {
    title: 'Everything a broiler farm needs, from one group',
    paragraphs: [
      'Broiler farming rewards farmers who get the basics right: healthy chicks, balanced feed, good housing and timely care. Navdhara has worked with poultry farmers since 1985 to lower the cost of production and raise the profit of every batch.',
    ],
    highlights: [
      { content: '18 million', sub: 'Day-old chicks hatched monthly' },
      { content: '3 stages', sub: 'Pre-Starter, Starter and Finisher feed' },
      { content: 'Since 1985', sub: 'Partnering with poultry farmers' },
    ],
  },
  whyChoose: {
    title: 'Why choose Navdhara for broiler farming',
    items: [
      {
        icon: 'bird',
        title: 'Uniform, active chicks',
        content: 'Graded and vaccinated day-old chicks for an even flock from day one.',
      },
      {
        icon: 'grain',
        title: 'Stage-wise feed',
        content: 'Feed matched to each growth stage for better weight gain and FCR.',
      },
      {
        icon: 'tools',
        title: 'Farm equipment',
        content: 'Feeders, drinkers, brooders and fans built for Indian conditions.',
      },
      {
        icon: 'people',
        title: 'Field support',
        content: 'Our veterinarians and field teams visit farms and answer your calls.',
      },
    ],
  },
  blocks: {
    title: 'Build your broiler farm with us',
    intro: 'Chicks, feed and equipment designed to work together.',
    items: [
      {
        title: 'Broiler feed for every stage',
        text: 'Our broiler feed follows the bird’s growth with three stages, each balanced for energy, protein, vitamins and minerals.',
        points: broilerFeedStages,
        image: images.feed,
        link: { label: 'Explore our feeds', to: '/feeds' },
      },
      {
        title: 'Feed made at scale, to a consistent standard',
        text: 'Our feed plants produce above 1.3 million tonnes a year with tested raw materials and consistent nutrition in every bag.',
        image: images.chicks,
        link: { label: 'About our feed manufacturing', to: '/poultry-feed-manufacturers' },
      },
      {
        title: 'Sheds and equipment that keep birds comfortable',
        text: 'Automatic feeders, nipple drinkers, brooders and ventilation fans help you raise more birds with less labour and less stress.',
        image: images.equipment,
        link: { label: 'See poultry farming equipment', to: '/poultry-farming-equipment' },
      },
      {
        title: 'A group that grows with its farmers',
        text: 'Foods, hatcheries, proteins, equipments and feeds: our five businesses support farmers at every step from chick to market.',
        image: images.shed,
        link: { label: 'Discover Navdhara Group', to: '/' },
      },
    ],
  },
  closing: {
    title: 'Ready to place your next batch?',
    text: 'Tell us your shed size and placement date. We will plan chicks, feed and equipment with you.',
    link: { label: 'Contact our team', to: '/contact-us' },
  },
  faqs: [
    {
      question: 'How many days does a broiler batch take?',
      answer:
        'Most broilers reach market weight in 35 to 42 days, depending on the target weight, feed and farm conditions.',
    },
    {
      question: 'Which feed should I use at each stage?',
      answer:
        'Use Pre-Starter for days 1-10, Starter for days 11-25 and Finisher from day 26 until slaughter.',
    },
    {
      question: 'How much floor space does a broiler need?',
      answer:
        'Plan about one square foot per bird, and add about 10% more space in summer to reduce heat stress.',
    },
    {
      question: 'Do you deliver chicks to my farm?',
      answer:
        'Yes. Our ventilated chick vans deliver to farms served by our hatcheries on the confirmed placement date.',
    },
  ],
  contact: {
    title: 'Talk to a broiler specialist',
    intro: 'Leave your details and our field team will call you.',
  },
};

import type {
  ContentFooter,
  HighlightItem,
  StaticFaq,
  StrategySection,
  WhyChooseItem,
} from '@navdhara/shared/division';
import { images } from './images';

/** /summer-managment-in-poultry (slug spelled as required, docs/requirements.md#routes-and-slugs). */
export const summerManagement = {
  hero: {
    eyebrow: 'Poultry health guide',
    title: 'Summer Management in Poultry',
    subtitle:
      'Practical steps to protect your birds, and your profit, through the hottest months of the year.',
    image: images.hero,
  },
  intro: {
    title: 'Beat the heat before it beats your flock',
    paragraphs: [
      'Birds have no sweat glands. When sheds go above 32 °C, broilers eat less, grow slower and can die of heat stroke within hours. Good summer management keeps the shed cool, the water flowing and the birds calm.',
      'These are the strategies our field veterinarians use with farmers across North India every summer.',
    ],
    highlights: [
      { content: '2-3 inches', sub: 'Litter depth to keep in summer' },
      { content: '+10%', sub: 'More floor space per bird' },
      { content: '2-3 minutes', sub: 'Emergency cooling immersion' },
    ] satisfies readonly [HighlightItem, HighlightItem, HighlightItem],
    image: images.heat,
  },
  whyChoose: {
    title: 'Why summer care matters',
    items: [
      {
        icon: 'heat',
        title: 'Less heat stress',
        content: 'Cooler sheds keep birds eating, drinking and growing normally.',
      },
      {
        icon: 'health',
        title: 'Lower mortality',
        content: 'Early action prevents the sudden losses of a heat wave.',
      },
      {
        icon: 'grain',
        title: 'Better feed conversion',
        content: 'Birds that are comfortable turn feed into weight more efficiently.',
      },
      {
        icon: 'rupee',
        title: 'Protected profit',
        content: 'Fewer losses and steady weights keep every batch profitable.',
      },
    ] satisfies readonly WhyChooseItem[],
  },
  strategiesTitle: 'Four strategies for summer management',
  strategies: [
    {
      title: 'Housing and ventilation',
      subtitle: 'Move hot air out and keep fresh air moving over the birds.',
      bullets: [
        {
          label: 'Orientation:',
          text: 'Sheds running east-west get less direct sun on the long walls.',
        },
        { label: 'Roof:', text: 'Paint the roof white or add insulation to cut radiant heat.' },
        {
          label: 'Fans and cooling pads:',
          text: 'Use exhaust fans with cooling pads for tunnel ventilation in the hottest hours.',
        },
        {
          label: 'Floor space:',
          text: 'Reduce stocking density: give birds about 10% more floor space in summer.',
        },
      ],
    },
    {
      title: 'Water management',
      subtitle: 'Birds drink two to four times more water in the heat.',
      bullets: [
        { label: 'Cool water:', text: 'Shade tanks and pipes so drinking water stays cool.' },
        { label: 'More drinkers:', text: 'Add drinkers so every bird can drink without crowding.' },
        {
          label: 'Electrolytes:',
          text: 'Add electrolytes and vitamin C to water during heat waves.',
        },
        { label: 'Clean lines:', text: 'Flush drinker lines daily to keep the water fresh.' },
      ],
    },
    {
      title: 'Feeding and litter',
      subtitle: 'Feed when it is cool and keep the floor dry.',
      bullets: [
        {
          label: 'Feeding time:',
          text: 'Feed in the early morning and late evening; withhold feed in the hottest hours.',
        },
        {
          label: 'Litter depth:',
          text: 'Keep litter at 2-3 inches so it stays dry and does not trap heat.',
        },
        { label: 'Litter care:', text: 'Rake wet patches and replace caked litter near drinkers.' },
      ],
    },
    {
      title: 'Emergency cooling',
      subtitle: 'What to do when birds pant heavily or collapse.',
      bullets: [
        {
          label: 'Fogging:',
          text: 'Run foggers or sprinklers on the roof to bring the temperature down quickly.',
        },
        {
          label: 'Immersion:',
          text: 'Dip heat-struck birds in cool water for 2-3 minutes, keeping the head above water.',
        },
        {
          label: 'Calm handling:',
          text: 'Avoid catching, vaccinating or moving birds in the heat of the day.',
        },
      ],
    },
  ] satisfies readonly StrategySection[],
  closing: {
    title: 'Plan for summer before it arrives',
    paragraphs: [
      'Check fans, cooling pads and drinkers before the first heat wave, and keep electrolytes in stock. Our field teams can visit your farm to review ventilation and suggest changes.',
    ],
    points: [
      'Service fans and pads in March',
      'Stock electrolytes and vitamin C',
      'Train staff on emergency cooling',
    ],
    image: images.shed,
  },
  faqs: [
    {
      question: 'At what temperature do broilers start to suffer heat stress?',
      answer: 'Heat stress usually starts above 32 °C, and it is worse when humidity is high.',
    },
    {
      question: 'How deep should litter be in summer?',
      answer: 'Keep litter at 2-3 inches. Deeper litter holds heat and moisture.',
    },
    {
      question: 'How much extra space should birds get in summer?',
      answer:
        'Increase floor space by about 10%, for example by placing fewer birds in the same shed.',
    },
    {
      question: 'What is emergency cooling by immersion?',
      answer:
        'Dip a bird suffering heat stroke in cool water for 2-3 minutes, keeping its head above water, then move it to a shaded, airy place.',
    },
    {
      question: 'Should I change feeding times in summer?',
      answer:
        'Yes. Feed in the cooler early morning and evening hours and avoid feeding during the hottest part of the day.',
    },
  ] satisfies readonly StaticFaq[],
  tollFreeText: 'Need help with heat stress on your farm? Call our poultry health team.',
  footer: {
    title: 'From Navdhara Hatcheries',
    text: 'Navdhara Hatcheries supplies day-old chicks, fertile eggs and broiler parent chicks across India, and supports farmers with advice through every season.',
    links: [
      { label: 'Navdhara Hatcheries', to: '/hatchery' },
      { label: 'Broiler chicken farming', to: '/broiler-chicken-farming' },
      { label: 'Ventilation fans', to: '/poultry-ventilation-fan' },
    ],
  } satisfies ContentFooter,
} as const;

import type { DivisionContent } from '@navdhara/shared/division';
import { images } from './images';

/** /feeds: the Feeds division page. */
export const feedsDivision: DivisionContent = {
  section: 'feeds',
  hero: {
    eyebrow: 'Navdhara Feeds',
    title: 'Balanced feed for healthier flocks and herds',
    subtitle:
      'Broiler, layer and cattle feed from plants producing above 1.3 million tonnes a year.',
    image: images.hero,
  },
  intro: {
    eyebrow: 'About Navdhara Feeds',
    title: 'Nutrition that lowers your cost of production',
    paragraphs: [
      'Feed is the biggest cost on any poultry or dairy farm. Navdhara Feeds formulates broiler, layer and cattle feed with our nutritionists and makes it in modern plants that produce above 1.3 million tonnes a year.',
      'Raw materials are tested on arrival, every batch is made to a fixed formula, and our cattle feed brand brings the same care to India’s dairy farmers.',
    ],
    highlights: [
      { content: '1.3 million+', sub: 'Tonnes of feed a year' },
      { content: '3 ranges', sub: 'Broiler, layer and cattle feed' },
      { content: 'Since 1985', sub: 'Feeding India’s farms' },
    ],
    image: images.plant,
  },
  whyUs: {
    title: 'Why farmers choose Navdhara Feeds',
    items: [
      {
        icon: 'lab',
        title: 'Tested raw materials',
        content: 'Maize, soya and minerals tested in our labs before they are used.',
      },
      {
        icon: 'scale',
        title: 'Consistent formulas',
        content: 'Computer-controlled batching gives the same nutrition in every bag.',
      },
      {
        icon: 'grain',
        title: 'Stage-wise feeds',
        content: 'A feed for every stage of growth, laying and lactation.',
      },
      {
        icon: 'people',
        title: 'Nutritionist support',
        content: 'Our nutritionists and vets help you get the most from every bag.',
      },
    ],
  },
  products: {
    title: 'Our feed range',
    intro: 'Choose a category, then select a feed to see its details.',
  },
  faq: { title: 'Frequently Asked Questions' },
  contact: {
    title: 'Become a Navdhara Feeds partner',
    intro: 'Farmers and dealers: send us your details and our feed team will call you.',
  },
  seo: {
    heading: 'Poultry and cattle feed manufacturer',
    paragraphs: [
      {
        text: 'Navdhara Feeds makes broiler feed in three stages (Pre-Starter for days 1-10, Starter for days 11-25 and Finisher from day 26 until slaughter), layer feed for every phase from chick to lay, and cattle feed for calves, milking cows and dry cows.',
      },
      {
        text: 'Our feed plants produce above 1.3 million tonnes a year with tested raw materials and consistent formulas. Learn more about how we make poultry feed:',
        links: [{ label: 'poultry feed manufacturers', to: '/poultry-feed-manufacturers' }],
      },
    ],
  },
};

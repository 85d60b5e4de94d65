import type { DivisionContent } from '@navdhara/shared/division';
import { images } from './images';

/** /hatchery: the Hatcheries division page (the home page's "Learn More" reaches it via /farm). */
export const hatcheryDivision: DivisionContent = {
  section: 'hatchery',
  hero: {
    eyebrow: 'Navdhara Hatcheries',
    title: 'Healthy chicks that give every flock a strong start',
    subtitle:
      'Day-old chicks, fertile hatching eggs and broiler parent chicks from hatcheries across India.',
    image: images.hero,
  },
  intro: {
    eyebrow: 'About our hatcheries',
    title: '18 million chicks every month',
    paragraphs: [
      'Our hatcheries across India hatch up to 18 million chicks every month from carefully managed parent flocks. Modern multi-stage setters, strict biosecurity and vaccination at the hatchery give farmers chicks that are active, uniform and ready to grow.',
      'From day-old broiler chicks to fertile eggs and broiler parent chicks, we deliver in ventilated chick vans so birds arrive fresh and stress-free.',
    ],
    highlights: [
      { content: '18 million', sub: 'Chicks hatched every month' },
      { content: 'Pan-India', sub: 'Hatcheries close to poultry clusters' },
      { content: '2,00,000', sub: 'Breeder capacity reached in 2000' },
    ],
    image: images.unit,
  },
  whyUs: {
    title: 'Why farmers choose Navdhara chicks',
    intro: 'Every chick is hatched, graded and vaccinated before it leaves us.',
    items: [
      {
        icon: 'health',
        title: 'Healthy parent flocks',
        content: 'Breeder farms under veterinary care and regular disease monitoring.',
      },
      {
        icon: 'egg',
        title: 'Modern hatching',
        content: 'Multi-stage setters and hatchers with tight temperature and humidity control.',
      },
      {
        icon: 'shield',
        title: 'Biosecurity',
        content: 'Controlled entry, fumigation and clean-to-dirty workflows at every site.',
      },
      {
        icon: 'truck',
        title: 'On-time delivery',
        content: 'Climate-controlled chick vans reach your farm on the promised day.',
      },
    ],
  },
  products: {
    title: 'Chicks, eggs and parent stock',
    intro: 'Select a product to see its details.',
  },
  faq: { title: 'Frequently Asked Questions' },
  contact: {
    title: 'Book chicks for your next batch',
    intro:
      'Send us your farm location and placement date; our hatchery team will confirm availability.',
  },
  seo: {
    heading: 'Day-old chicks and hatching eggs from Navdhara Hatcheries',
    paragraphs: [
      {
        text: 'A good batch begins with a good chick. Navdhara Hatcheries supplies day-old broiler chicks, commercial layer chicks, fertile hatching eggs and broiler parent chicks to poultry farmers across India.',
      },
      {
        text: 'Chicks from well-fed, well-managed parents show better liveability, weight gain and feed conversion. Pair them with stage-wise feed and good brooding for the best results.',
        links: [{ label: 'Read our broiler farming guide', to: '/broiler-chicken-farming' }],
      },
    ],
  },
};

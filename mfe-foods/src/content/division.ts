import type { DivisionContent } from '@navdhara/shared/division';
import { images } from './images';

/** /foods: the Foods division page. */
export const foodsDivision: DivisionContent = {
  section: 'foods',
  hero: {
    eyebrow: 'Navdhara Foods · since 2002',
    title: 'Frozen chicken foods, made the hygienic way',
    subtitle:
      'From our processing plant at Rai Sonipat, Haryana, to kitchens, caterers and family tables across North India.',
    image: images.hero,
  },
  intro: {
    eyebrow: 'About Navdhara Foods',
    title: 'Farm-fresh chicken, frozen at its best',
    paragraphs: [
      'Navdhara Foods was founded in 2002 to bring the group’s own poultry to the plate. Our plant at Rai Sonipat in Haryana processes, portions and freezes chicken within hours of arrival, under a cold chain that never breaks.',
      'Our chicken consumer brand offers ready-to-cook favourites, fresh frozen cuts and snacks for homes, hotels, restaurants and caterers.',
    ],
    highlights: [
      { content: '2002', sub: 'Year Navdhara Foods was founded' },
      { content: 'Rai Sonipat', sub: 'Processing plant in Haryana' },
      { content: '-18 °C', sub: 'Unbroken cold chain to your door' },
    ],
    image: images.plant,
  },
  whyUs: {
    title: 'Why choose Navdhara Foods',
    intro: 'One group from hatchery to pack: we know where every bird comes from.',
    items: [
      {
        icon: 'shield',
        title: 'Hygiene first',
        content:
          'Processing under strict food-safety controls, with trained staff and daily swab tests.',
      },
      {
        icon: 'bird',
        title: 'Our own birds',
        content: 'Chicken raised on our own feed and farms, so quality starts before processing.',
      },
      {
        icon: 'cold',
        title: 'Frozen fresh',
        content: 'Blast freezing locks in taste and texture; the cold chain is kept to delivery.',
      },
      {
        icon: 'truck',
        title: 'Reliable supply',
        content: 'Steady volumes for retailers, HORECA partners and distributors all year round.',
      },
    ],
  },
  products: {
    title: 'Our frozen chicken range',
    intro: 'Select a product to read its details, pack sizes and cooking ideas.',
  },
  faq: { title: 'Frequently Asked Questions' },
  contact: {
    title: 'Talk to Navdhara Foods',
    intro:
      'Distributors, retailers and kitchens: tell us what you need and our team will call you back.',
  },
  horecaNotice: {
    title: 'HORECA or bulk orders?',
    text: 'Hotels, restaurants, caterers and bulk buyers can place an enquiry through our dedicated form.',
    linkLabel: 'Open the HORECA and bulk-order form',
  },
  seo: {
    heading: 'Frozen chicken products from a trusted poultry group',
    paragraphs: [
      {
        text: 'Navdhara Foods processes chicken at Rai Sonipat, Haryana, and supplies frozen chicken foods for homes and for the hotel, restaurant and catering trade. Every product comes from birds raised within the group, fed on our own feed and handled in a plant built for hygiene.',
      },
      {
        text: 'Frozen food keeps its nutrition and flavour when it is frozen quickly and stored well. Read more about frozen food safety and storage from independent food sites:',
        links: [
          {
            label: 'frozen food storage guide',
            href: 'https://frozen-food-guide.example.com/storage',
          },
          { label: 'cold chain basics', href: 'https://coldchain.example.org/basics' },
        ],
      },
      {
        text: 'Our range covers fresh frozen cuts, marinated ready-to-cook items and snacks such as nuggets and seekh kebabs. Pack sizes suit both family kitchens and commercial kitchens, and our distributors deliver across North India.',
      },
    ],
  },
};

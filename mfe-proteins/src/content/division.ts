import type { DivisionContent } from '@navdhara/shared/division';
import { images } from './images';

/** /proteins: the Proteins division page. */
export const proteinsDivision: DivisionContent = {
  section: 'proteins',
  hero: {
    eyebrow: 'Navdhara Proteins · Ujjain',
    title: 'Soya protein that feeds India’s farms',
    subtitle:
      'Solvent extraction of soya, mustard and rice bran with three lakh tonnes of annual crushing capacity.',
    image: images.hero,
  },
  intro: {
    eyebrow: 'About Navdhara Proteins',
    title: 'High-protein soya meal from the heart of India’s soya belt',
    paragraphs: [
      'Our solvent-extraction plant at Ujjain, Madhya Pradesh, crushes three lakh tonnes of seed a year. It turns soybean into de-oiled cake with above 48% protein for poultry, cattle and aqua feed, and also processes mustard and rice bran.',
      'Close to the farms that grow the beans, we buy fresh seed each season and supply feed millers across India with consistent, tested meal.',
    ],
    highlights: [
      { content: '3 lakh MT', sub: 'Annual crushing capacity' },
      { content: '48%+', sub: 'Protein in our soya meal' },
      { content: 'Ujjain', sub: 'Plant in Madhya Pradesh' },
    ],
    image: images.plant,
  },
  whyUs: {
    title: 'Why feed millers choose Navdhara Proteins',
    items: [
      {
        icon: 'lab',
        title: 'Tested every lot',
        content: 'Protein, moisture, fibre and urease activity tested in our laboratory.',
      },
      {
        icon: 'factory',
        title: 'Modern extraction',
        content: 'A continuous solvent-extraction line with efficient desolventising and toasting.',
      },
      {
        icon: 'sprout',
        title: 'Close to the crop',
        content: 'Sourced fresh from Madhya Pradesh’s soya belt every season.',
      },
      {
        icon: 'truck',
        title: 'Bulk logistics',
        content: 'Truck and rail dispatch with reliable schedules for large buyers.',
      },
    ],
  },
  products: { title: 'Our protein products', intro: 'Select a product to see its specification.' },
  faq: { title: 'Frequently Asked Questions' },
  contact: {
    title: 'Send a protein enquiry',
    intro: 'Tell us the product, quantity and delivery location and we will send you a quote.',
  },
  enquiryPhone: {
    title: 'Enquiries for soya meal and oil',
    text: 'Call our proteins sales desk, Monday to Saturday:',
  },
  seo: {
    heading: 'Soya de-oiled cake and protein meal manufacturer',
    paragraphs: [
      {
        text: 'Soya de-oiled cake (DOC) is the main protein source in Indian poultry and cattle feed. Navdhara Proteins produces Hi-Pro and standard soya DOC above 48% protein at Ujjain, along with refined soya oil, mustard and rice bran products.',
      },
      {
        text: 'Feed millers, integrators and traders can buy by the truckload or on contract. For prices, specifications and delivery schedules,',
        links: [{ label: 'contact our team', to: '/contact-us' }],
      },
    ],
  },
};

import type {
  ContentFooter,
  HighlightItem,
  ProteinProduct,
  StaticFaq,
  WhyChooseItem,
} from '@navdhara/shared/division';
import { images } from './images';

/** /chicken-protien-supplier (slug spelled as required, docs/requirements.md#routes-and-slugs). */
export const chickenProtein = {
  hero: {
    eyebrow: 'Navdhara Foods · for food businesses',
    title: 'Chicken Protein Supplier for Kitchens, Caterers and Retail',
    subtitle:
      'Clean, lean chicken protein processed at our own plant and delivered frozen across North India.',
    image: images.hero,
  },
  intro: {
    title: 'Protein you can trust, from farm to freezer',
    paragraphs: [
      'Navdhara Foods supplies chicken to hotels, restaurants, caterers, gyms, cloud kitchens and retailers. Every bird is raised within the group and processed under hygienic conditions, so you get consistent, protein-rich chicken in every pack.',
    ],
    highlights: [
      { content: 'High in protein', sub: 'Lean cuts with more protein per serving' },
      { content: 'Hygienically processed', sub: 'Food-safety controls at every step' },
      { content: 'Antibiotic residue free', sub: 'Tested before every dispatch' },
    ] satisfies readonly [HighlightItem, HighlightItem, HighlightItem],
  },
  whyChoose: {
    title: 'Why choose Navdhara as your chicken protein supplier',
    items: [
      {
        icon: 'bird',
        title: 'Integrated from chick to pack',
        content: 'Our own hatcheries, feed and farms mean full traceability for every batch.',
      },
      {
        icon: 'microscope',
        title: 'Tested for residues',
        content: 'Batches are tested for antibiotic residues before they leave the plant.',
      },
      {
        icon: 'cold',
        title: 'Blast frozen, cold chain kept',
        content: 'Frozen within hours and delivered at -18 °C to keep taste and texture.',
      },
      {
        icon: 'scale',
        title: 'Consistent portions',
        content: 'Uniform cuts and weights that make menu costing simple for kitchens.',
      },
    ] satisfies readonly WhyChooseItem[],
  },
  extractionUnit: {
    eyebrow: 'Inside our plant',
    title: 'Our protein extraction unit',
    paragraphs: [
      'At the heart of the Rai Sonipat plant is our protein extraction and processing unit. Birds are processed on automated lines, chilled immediately and portioned by trained teams in temperature-controlled rooms.',
      'Water used on the lines is treated and monitored, and every area follows a cleaning schedule that is checked and recorded every shift.',
    ],
    points: [
      'Automated processing and evisceration lines',
      'Immediate chilling and temperature-controlled cutting rooms',
      'Blast freezers and cold stores at -18 °C',
      'In-house laboratory for microbiology and residue tests',
    ],
    image: images.proteinUnit,
  },
  productsTitle: 'Our chicken protein products',
  productsIntro:
    'Eight products for every kind of kitchen, each made from birds raised within the group.',
  products: [
    {
      title: 'Boneless Chicken Breast',
      purpose: 'The leanest cut, for grills, salads and high-protein meals.',
      benefits: [
        'Lean and high in protein',
        'Uniform fillets that cook evenly',
        'Individually quick frozen',
      ],
      whyChoose: 'Trimmed by hand for consistent size and weight.',
      image: images.protein,
      link: '/foods',
      alt: 'Boneless chicken breast pack',
    },
    {
      title: 'Chicken Curry Cut',
      purpose: 'Bone-in pieces for curries and everyday home cooking.',
      benefits: ['Balanced mix of pieces', 'Skinless and cleaned', 'Ready to cook from frozen'],
      whyChoose: 'Cut to the size Indian kitchens expect.',
      image: images.fresh,
      link: '/foods',
      alt: 'Chicken curry cut pack',
    },
    {
      title: 'Chicken Keema (Mince)',
      purpose: 'Fine mince for kebabs, keema dishes and fillings.',
      benefits: ['Made from lean meat', 'Even texture', 'Portion packs'],
      whyChoose: 'Minced the same day the birds are processed.',
      image: images.fresh,
      link: '/foods',
      alt: 'Chicken keema pack',
    },
    {
      title: 'Chicken Drumsticks',
      purpose: 'Juicy drumsticks for tandoor, grills and fried chicken.',
      benefits: ['Even size', 'Holds marinade well', 'Skin-on or skinless'],
      whyChoose: 'Graded by weight for even cooking times.',
      image: images.plate,
      link: '/foods',
      alt: 'Chicken drumsticks on a plate',
    },
    {
      title: 'Chicken Tikka (Marinated)',
      purpose: 'Ready-to-cook boneless tikka for quick service kitchens.',
      benefits: ['Marinated in-house', 'Saves prep time', 'Consistent flavour'],
      whyChoose: 'Our own spice blend with no artificial colour.',
      image: images.plate,
      link: '/foods',
      alt: 'Marinated chicken tikka on a plate',
    },
    {
      title: 'Chicken Seekh Kebab',
      purpose: 'Frozen kebabs for restaurants, caterers and retail.',
      benefits: ['Fully cooked', 'Heat and serve', 'Long frozen shelf life'],
      whyChoose: 'Made from fresh keema, never reformed trimmings.',
      image: images.frozen,
      link: '/foods',
      alt: 'Frozen chicken seekh kebab pack',
    },
    {
      title: 'Chicken Sausages',
      purpose: 'Breakfast and snack sausages for hotels and homes.',
      benefits: ['High meat content', 'Easy to portion', 'Cooks in minutes'],
      whyChoose: 'Tested for taste and bite by our kitchen team.',
      image: images.frozen,
      link: '/foods',
      alt: 'Frozen chicken sausages pack',
    },
    {
      title: 'Chicken Nuggets',
      purpose: 'Crumbed nuggets for snacks, kids’ menus and cafés.',
      benefits: ['Crisp coating', 'Fry or air-fry', 'Freezer friendly'],
      whyChoose: 'Real breast meat in every nugget.',
      image: images.frozen,
      link: '/foods',
      alt: 'Frozen chicken nuggets pack',
    },
  ] satisfies readonly ProteinProduct[],
  contact: {
    title: 'Request a quote or a sample',
    intro:
      'Tell us your monthly volume and the products you need; our foods team will call you back.',
  },
  faqs: [
    {
      question: 'Do you supply hotels, restaurants and caterers?',
      answer:
        'Yes. We supply HORECA partners, cloud kitchens and caterers directly or through distributors, with regular delivery schedules.',
    },
    {
      question: 'Is your chicken free of antibiotic residues?',
      answer:
        'Every batch is tested for antibiotic residues in our laboratory before it is released for dispatch.',
    },
    {
      question: 'How is the chicken kept fresh during delivery?',
      answer:
        'Products are blast frozen and stored at -18 °C, and our refrigerated vehicles keep the cold chain until delivery.',
    },
    {
      question: 'What is the minimum order quantity?',
      answer:
        'Minimums depend on your location and the products you choose. Call our toll-free line and our team will advise you.',
    },
  ] satisfies readonly [StaticFaq, StaticFaq, StaticFaq, StaticFaq],
  tollFreeText: 'Speak to our foods sales team about volumes, pricing and delivery.',
  footer: {
    title: 'Part of the Navdhara Group',
    text: 'Navdhara Foods is one of five business units of Navdhara Group, partners in poultry since 1985: foods, hatcheries, proteins, equipments and feeds.',
    links: [
      { label: 'Navdhara Foods', to: '/foods' },
      { label: 'Our businesses', to: '/business' },
      { label: 'Contact us', to: '/contact-us' },
    ],
  } satisfies ContentFooter,
} as const;

import type { ImageAsset } from '@navdhara/shared';
import type { FaqItem } from '@navdhara/shared/static';
import { images } from './images';

/** Home page banner: two slides rotating every 3000 ms (docs/requirements.md#home-page). */
export const BANNER_ROTATION_MS = 3000;

export interface BannerSlide {
  key: string;
  eyebrow: string;
  headline: string;
  text: string;
  image: ImageAsset;
}

/** The page's H1 stays the same while the slides rotate underneath it. */
export const homeHeading = 'Navdhara Group: integrated poultry, feeds and foods since 1985';

export const bannerSlides: readonly BannerSlide[] = [
  {
    key: 'leadership',
    eyebrow: 'Industry leadership',
    headline: 'Leading Indian poultry for more than 40 years',
    text: 'From the day-old chick to the dinner plate, five business units work as one chain so our partners produce at lower cost and earn more.',
    image: images.bannerLeadership,
  },
  {
    key: 'sustainable',
    eyebrow: 'Sustainable practices',
    headline: 'Growing with the land, not against it',
    text: 'Biogas at 11 sites, solar energy and organic manure given free to farmers save 10,112 tonnes of carbon every year.',
    image: images.bannerSustainable,
  },
];

export const missionVision = {
  eyebrow: 'Who we are',
  title: 'Our mission and vision',
  mission: {
    title: 'Mission',
    text: "To minimise our partners' cost of production and maximise their profit, with quality chicks, feed, equipment and a reliable market for what they grow.",
  },
  vision: {
    title: 'Vision',
    text: 'To be the most trusted integrated poultry and agri-food group in India, known for fair dealing, modern farming and care for the environment.',
  },
  cta: { label: 'LEARN MORE', to: '/about' },
} as const;

export const founderMessage = {
  eyebrow: "Founder's message",
  title: 'A word from our founder',
  name: 'Rajinder Pal Bansal',
  role: 'Founder and Chairman',
  /** Shown collapsed. */
  lead: [
    'When I started with a single poultry shed near Ambala, I had one belief: if the farmer prospers, we prosper. For 36 years that belief has guided every decision we have made.',
    'Today our hatcheries, feed mills, equipment works, protein plant and foods business serve thousands of partner farmers across India.',
  ],
  /** Revealed by Read More (docs/requirements.md#home-page: no collapse afterwards). */
  more: [
    'We have grown by listening. Farmers told us they needed healthier chicks, so we built modern hatcheries. They needed feed they could trust, so we built feed plants that now produce above 1.3 million tonnes a year. They needed a fair market, so we built a processing plant and a consumer brand.',
    'Our next chapter is about sustainability and skills: biogas and solar power on our sites, free organic manure for neighbouring farms, and training for the young people who will run the farms of tomorrow.',
    'Thank you to every farmer, employee and partner who has walked this road with us.',
  ],
} as const;

/** Event card record (docs/requirements.md#content-records): image, title, content, alt. Nine events (docs/requirements.md#home-page). */
export interface EventCard {
  title: string;
  content: string;
  image: ImageAsset;
}

const eventImage = (n: number, alt: string): ImageAsset => {
  const base = images.event[n % images.event.length] ?? images.event[0];
  return { ...base, alt };
};

export const EVENTS_AUTOPLAY_MS = 3000;
export const EVENTS_SPEED_MS = 800;

export const events: readonly EventCard[] = [
  {
    title: 'BIS Foundation Day 2023',
    content:
      'We joined the Bureau of Indian Standards Foundation Day to talk about quality standards for poultry feed and equipment.',
    image: eventImage(0, 'Our stall at BIS Foundation Day 2023'),
  },
  {
    title: 'PDFA 2024 Kurukshetra',
    content:
      'At the dairy farmers’ expo in Kurukshetra, our cattle feed team met hundreds of dairy farmers and ran feeding demonstrations.',
    image: eventImage(1, 'Our cattle feed stall at PDFA 2024 Kurukshetra'),
  },
  {
    title: 'Poultry India Expo 2023',
    content:
      'Our hatchery and farm equipment, cages and ventilation fans were on show at India’s largest poultry exhibition.',
    image: eventImage(2, 'Our equipment stall at Poultry India Expo 2023'),
  },
  {
    title: 'DFA 2024 Ludhiana',
    content: 'We met dairy and poultry farmers from across Punjab at the DFA expo in Ludhiana.',
    image: eventImage(0, 'Visitors at our stall at DFA 2024 Ludhiana'),
  },
  {
    title: 'Novocon 2024 Kolkata',
    content:
      'Our technical team shared field results on broiler nutrition with veterinarians and integrators in Kolkata.',
    image: eventImage(1, 'Our team presenting at Novocon 2024 Kolkata'),
  },
  {
    title: 'Aahar 2024 Delhi',
    content:
      'Navdhara Foods presented its frozen and ready-to-cook chicken range to hotel, restaurant and catering buyers.',
    image: eventImage(2, 'Navdhara Foods stall at Aahar 2024 Delhi'),
  },
  {
    title: 'Customer Onsite Session',
    content:
      'Our experts visit partner farms to train teams on biosecurity, brooding and summer management.',
    image: eventImage(0, 'A customer onsite session at a partner farm'),
  },
  {
    title: 'Speciality Food Festival Dubai',
    content:
      'We introduced our chicken products to importers and distributors from the Gulf region.',
    image: eventImage(1, 'Our stall at the Speciality Food Festival in Dubai'),
  },
  {
    title: 'Kolkata Poultry Fair Feb 7-9 2024',
    content: 'Three days of meetings with farmers, dealers and integrators from eastern India.',
    image: eventImage(2, 'Our stall at the Kolkata Poultry Fair, February 7-9, 2024'),
  },
];

export const homeSections = {
  units: {
    eyebrow: 'Our businesses',
    title: 'Five businesses, one chain',
    intro: 'Select a business to see what it does for our partners.',
  },
  blog: { eyebrow: 'From our blog', title: 'Insights for better farming' },
  testimonials: { eyebrow: 'Testimonials', title: 'What our partners say' },
  events: { eyebrow: 'Events', title: 'What is buzzing' },
} as const;

/** The carousels' names for screen readers: each one's label, its slides' noun, its loading label. */
export const homeCarousels = {
  blog: { label: 'Blog posts', slideNoun: 'Post', loading: 'Loading blog posts' },
  testimonials: {
    label: 'Testimonials',
    slideNoun: 'Testimonial',
    loading: 'Loading testimonials',
  },
  events: { label: 'Events', slideNoun: 'Event' },
} as const;

export const homeSeo = {
  heading: 'Navdhara Group: a leading integrated poultry company in India',
  paragraphs: [
    'Navdhara Group is an integrated poultry and agri-food group headquartered in Ambala, Haryana. Since 1985 we have grown from a single farm into five business units: foods, hatcheries, proteins, equipments and feeds.',
    'Our hatcheries have a hatching capacity of 18 million chicks monthly and supply day-old chicks, fertile eggs and broiler parent chicks. Our feed plants produce above 1.3 million tonnes a year of broiler, layer and cattle feed, and our soya plant at Ujjain crushes three lakh tonnes a year.',
    'Navdhara Equipments has made hatchery equipment, farm equipment, cages and ventilation since 1999, and Navdhara Foods has run a processing plant at Rai Sonipat since 2002. Together they help farmers minimise their cost of production and maximise their profit.',
    'Support is available on our toll-free line from 9:00am to 5:30pm, Monday to Saturday.',
  ],
} as const;

/** Static FAQs of the home page (docs/requirements.md#content-records: static FAQs have the CMS's FAQ shape). */
export const homeFaqs: readonly FaqItem[] = [
  {
    id: 'home-1',
    title: 'What does Navdhara Group do?',
    content:
      'We are an integrated poultry and agri-food group with five businesses: foods, hatcheries, proteins, equipments and feeds.',
  },
  {
    id: 'home-2',
    title: 'Since when has the group been in poultry?',
    content: 'The group has been active since 1985, from a single farm near Ambala.',
  },
  {
    id: 'home-3',
    title: 'Where are you located?',
    content:
      'Our headquarters are in Ambala, Haryana, with hatcheries, farms, feed plants and offices across India.',
  },
  {
    id: 'home-4',
    title: 'How can I become a partner farmer?',
    content:
      'Call our toll-free line or send an enquiry from the Contact Us page; our team will visit you.',
  },
  {
    id: 'home-5',
    title: 'What are your support hours?',
    content: 'Our toll-free line is open from 9:00am to 5:30pm, Monday to Saturday.',
  },
];

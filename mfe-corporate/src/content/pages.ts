import type { ImageAsset } from '@navdhara/shared';
import heroSrc from '../assets/hero-corporate.svg?inline';

export interface PageIntro {
  title: string;
  eyebrow: string;
  intro: string;
}

export const heroImage: ImageAsset = {
  src: heroSrc,
  alt: 'Illustration of Navdhara Group: green fields under a rising sun',
  width: 1600,
  height: 700,
};

export const homeIntro: PageIntro = {
  title: 'Integrated poultry, feeds and foods since 1985',
  eyebrow: 'Navdhara Group',
  intro:
    "Our aim is simple: minimise our partners' cost of production and maximise their profit, from the day-old chick to the dinner plate.",
};

export const businessIntro: PageIntro = {
  title: 'Our Businesses',
  eyebrow: 'Five business units',
  intro:
    'Foods, hatcheries, proteins, equipments and feeds work as one chain, so every partner gets quality inputs and a reliable market.',
};

export const aboutIntro: PageIntro = {
  title: 'About Navdhara Group',
  eyebrow: 'Since 1985',
  intro:
    'From a single poultry farm near Ambala in 1985 to an integrated group serving farmers across India for more than 40 years.',
};

export const sustainabilityIntro: PageIntro = {
  title: 'Sustainability',
  eyebrow: 'Farming that gives back',
  intro:
    'Biogas at 11 sites, solar energy and organic manure given free to farmers: together they save 10,112 tonnes of carbon a year.',
};

export const careersIntro: PageIntro = {
  title: 'Careers at Navdhara',
  eyebrow: 'Grow with us',
  intro:
    'Join a team that has fed and supported Indian farmers for over 35 years. See our open positions and apply online.',
};

export const contactIntro: PageIntro = {
  title: 'Contact Us',
  eyebrow: 'We are here to help',
  intro:
    'Send us an enquiry or reach the location you need. Toll-free support from 9:00am to 5:30pm, Monday to Saturday.',
};

export const mediaIntro: PageIntro = {
  title: 'Media and Press Releases',
  eyebrow: 'In the news',
  intro:
    'News coverage, announcements and press releases from Navdhara Group and its business units.',
};

export const mediaArticleIntro: PageIntro = {
  title: 'Press release',
  eyebrow: 'Media',
  intro: 'A press release from Navdhara Group.',
};

export const blogArticleIntro: PageIntro = {
  title: 'Blog',
  eyebrow: 'Blog',
  intro: 'An article from the Navdhara Group blog.',
};

/** Where a post's date goes while it is a draft (seen only in the CMS admin's Preview). */
export const draftDateLabel = 'Not published yet';

export const punjabIntro: PageIntro = {
  title: 'Top Poultry Company in Punjab',
  eyebrow: 'Punjab',
  intro:
    "Hatcheries, feeds, equipment, proteins and foods for Punjab's poultry farmers, backed by over 30 years of experience.",
};

export const rajasthanIntro: PageIntro = {
  title: 'Top Poultry Company in Rajasthan',
  eyebrow: 'Rajasthan',
  intro:
    "Chicks, feed, equipment and technical support for Rajasthan's growing poultry sector, from one trusted group.",
};

import type { ImageAsset } from '@navdhara/shared';
import leadership from '../assets/banner-leadership.svg?inline';
import leadershipFile from '../assets/banner-leadership.svg';
import sustainable from '../assets/banner-sustainable.svg';
import careers from '../assets/banner-careers.svg?inline';
import media from '../assets/banner-media.svg?inline';
import unitFoods from '../assets/unit-foods.svg';
import unitHatchery from '../assets/unit-hatchery.svg';
import unitProteins from '../assets/unit-proteins.svg';
import unitEquipments from '../assets/unit-equipments.svg';
import unitFeeds from '../assets/unit-feeds.svg';
import event1 from '../assets/event-1.svg';
import event2 from '../assets/event-2.svg';
import event3 from '../assets/event-3.svg';
import culture1 from '../assets/culture-1.svg';
import culture2 from '../assets/culture-2.svg';
import culture3 from '../assets/culture-3.svg';
import culture4 from '../assets/culture-4.svg';
import certificate from '../assets/certificate.svg';
import award from '../assets/award.svg';
import founder from '../assets/founder.svg';
import biogas from '../assets/biogas.svg';
import solar from '../assets/solar.svg';
import manure from '../assets/manure.svg';
import corporate from '../assets/hero-corporate.svg?inline';

const banner = (src: string, alt: string): ImageAsset => ({ src, alt, width: 1600, height: 700 });
const scene = (src: string, alt: string): ImageAsset => ({ src, alt, width: 800, height: 560 });

const leadershipAlt =
  'Illustration of a processing plant, poultry sheds and a cold-chain truck under a rising sun';

/** Every picture the corporate pages use: original SVG art with its size and alt text. */
export const images = {
  /** In the page as a `data:` URL: the first screen's picture (LCP) of the pages that show it. */
  bannerLeadership: banner(leadership, leadershipAlt),
  /** The same art as a file of its own, for a page that shows it below the first screen. */
  leadershipFigure: banner(leadershipFile, leadershipAlt),
  bannerSustainable: banner(
    sustainable,
    'Illustration of a biogas digester and solar panels among green fields',
  ),
  bannerCareers: banner(careers, 'Illustration of four smiling colleagues in front of green hills'),
  bannerMedia: banner(media, 'Illustration of a newspaper page with a hen and a microphone'),
  bannerCorporate: banner(
    corporate,
    'Illustration of green fields and a farmhouse under a rising sun',
  ),
  unitFoods: {
    src: unitFoods,
    alt: 'A processing plant, a cold-chain truck and a plate of cooked chicken',
    width: 800,
    height: 600,
  },
  unitHatchery: {
    src: unitHatchery,
    alt: 'A hen with three yellow chicks and a row of hatching eggs',
    width: 800,
    height: 600,
  },
  unitProteins: {
    src: unitProteins,
    alt: 'A soybean plant and a bag of soya meal beside an extraction plant',
    width: 800,
    height: 600,
  },
  unitEquipments: {
    src: unitEquipments,
    alt: 'A blue-bladed ventilation fan and an egg incubator reading 37.5°C',
    width: 800,
    height: 600,
  },
  unitFeeds: {
    src: unitFeeds,
    alt: 'Broiler, layer and cattle feed bags with a hen and scattered feed',
    width: 800,
    height: 600,
  },
  event: [
    scene(event1, 'A green exhibition stall with a hen poster and visitors in front'),
    scene(event2, 'An orange exhibition stall with a hen poster and visitors in front'),
    scene(event3, 'A blue exhibition stall with a hen poster and visitors in front'),
  ],
  culture: [
    scene(culture1, 'Colleagues at a training session in front of a chart'),
    scene(culture2, 'Colleagues celebrating under confetti'),
    scene(culture3, 'A team meeting around a wooden table'),
    scene(culture4, 'Two colleagues visiting a partner farm with a poultry shed'),
  ],
  certificate: { src: certificate, alt: '', width: 400, height: 300 },
  award: { src: award, alt: '', width: 400, height: 300 },
  founder: {
    src: founder,
    alt: 'Portrait illustration of the founder and chairman',
    width: 480,
    height: 560,
  },
  biogas: scene(biogas, 'Biogas digester domes beside a poultry shed with a gas line'),
  solar: scene(solar, 'Rows of solar panels on a green field under the sun'),
  manure: scene(manure, 'A farmer beside a bag of organic manure and young crops'),
} as const;

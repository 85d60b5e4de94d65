import type { ImageAsset } from '@navdhara/shared';
import heroSrc from '../assets/hero-equipments.svg?inline';
import rangeSrc from '../assets/equipment-range.svg';
import sixSrc from '../assets/fan-six-blade.svg';
import boxSrc from '../assets/fan-box.svg';
import circSrc from '../assets/fan-circulation.svg';
import cagesSrc from '../assets/layer-cages.svg';
import hatcherySrc from '../assets/hatchery-machines.svg';
import feedLineSrc from '../assets/feed-line.svg';
import farmSrc from '../assets/farm-home.svg';

const art = (src: string, alt: string): ImageAsset => ({ src, alt, width: 800, height: 600 });

export const images = {
  hero: {
    src: heroSrc,
    alt: 'Illustration of Navdhara Equipments: green fields under a rising sun',
    width: 1600,
    height: 700,
  },
  range: art(rangeSrc, 'Illustration of a ventilation fan beside an egg incubator'),
  sixBlade: art(sixSrc, 'Illustration of a square 6-blade exhaust fan'),
  box: art(boxSrc, 'Illustration of a square box fan with four blades'),
  circulation: art(circSrc, 'Illustration of an air circulation fan with three blades'),
  cages: art(cagesSrc, 'Illustration of three tiers of layer cages with egg trays'),
  hatchery: art(
    hatcherySrc,
    'Illustration of a hatchery setter full of eggs with its temperature display',
  ),
  feedLine: art(feedLineSrc, 'Illustration of a poultry shed with a bag of feed'),
  farm: art(farmSrc, 'Illustration of a farm house with a hen in front'),
} satisfies Record<string, ImageAsset>;

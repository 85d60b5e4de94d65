import type { ImageAsset } from '@navdhara/shared';
import heroSrc from '../assets/hero-hatchery.svg?inline';
import unitSrc from '../assets/hatchery-unit.svg';
import chicksSrc from '../assets/broiler-chicks.svg';
import shedSrc from '../assets/broiler-shed.svg';
import feedSrc from '../assets/broiler-feed.svg';
import layerSrc from '../assets/layer-farm.svg';
import equipmentSrc from '../assets/farm-equipment.svg';
import heatSrc from '../assets/summer-heat.svg';

const art = (src: string, alt: string): ImageAsset => ({ src, alt, width: 800, height: 600 });

export const images = {
  hero: {
    src: heroSrc,
    alt: 'Illustration of Navdhara Hatcheries: green fields under a rising sun',
    width: 1600,
    height: 700,
  },
  unit: art(
    unitSrc,
    'Illustration of an incubator full of eggs with newly hatched chicks beside it',
  ),
  chicks: art(chicksSrc, 'Illustration of yellow day-old broiler chicks and an egg'),
  shed: art(shedSrc, 'Illustration of a red-roofed broiler shed with birds in front'),
  feed: art(feedSrc, 'Illustration of an orange bag of broiler feed beside a white broiler'),
  layer: art(layerSrc, 'Illustration of a brown layer hen beside three eggs'),
  equipment: art(equipmentSrc, 'Illustration of a ventilation fan and a tier of layer cages'),
  heat: art(heatSrc, 'Illustration of a thermometer in the red beside cool water drops'),
} satisfies Record<string, ImageAsset>;

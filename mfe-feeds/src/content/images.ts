import type { ImageAsset } from '@navdhara/shared';
import heroSrc from '../assets/hero-feeds.svg?inline';
import plantSrc from '../assets/feed-plant.svg';
import broilerSrc from '../assets/bag-broiler.svg';
import layerSrc from '../assets/bag-layer.svg';
import chickSrc from '../assets/bag-chick.svg';
import growerSrc from '../assets/bag-grower.svg';
import prelaySrc from '../assets/bag-prelay.svg';
import concentrateSrc from '../assets/bag-concentrate.svg';
import calfSrc from '../assets/cattle-calf.svg';
import milkingSrc from '../assets/cattle-milking.svg';
import drySrc from '../assets/cattle-dry.svg';
import mineralSrc from '../assets/cattle-mineral.svg';
import layerHouseSrc from '../assets/layer-house.svg';
import grainSrc from '../assets/grain-quality.svg';

const art = (src: string, alt: string): ImageAsset => ({ src, alt, width: 800, height: 600 });

export const images = {
  hero: {
    src: heroSrc,
    alt: 'Illustration of Navdhara Feeds: golden fields under a rising sun',
    width: 1600,
    height: 700,
  },
  plant: art(plantSrc, 'Illustration of an orange feed plant beside a bag of feed'),
  broiler: art(broilerSrc, 'Illustration of an orange bag of broiler feed beside a white broiler'),
  layer: art(layerSrc, 'Illustration of a bag of layer feed beside two eggs'),
  chick: art(chickSrc, 'Illustration of a yellow bag of chick feed beside a chick'),
  grower: art(growerSrc, 'Illustration of a green bag of grower feed beside a young hen'),
  prelay: art(prelaySrc, 'Illustration of a brown bag of pre-lay feed beside a brown hen'),
  concentrate: art(
    concentrateSrc,
    'Illustration of a dark green bag of concentrate beside a heap of grain',
  ),
  calf: art(calfSrc, 'Illustration of a calf beside a green bag of calf feed'),
  milking: art(milkingSrc, 'Illustration of a dairy cow beside a blue bag of dairy feed'),
  dry: art(drySrc, 'Illustration of a cow beside a brown bag of dry cow feed'),
  mineral: art(mineralSrc, 'Illustration of a cow beside a heap of mineral-rich feed'),
  layerHouse: art(layerHouseSrc, 'Illustration of layer cages with a brown hen in front'),
  grain: art(grainSrc, 'Illustration of a heap of maize beside a soybean plant'),
} satisfies Record<string, ImageAsset>;

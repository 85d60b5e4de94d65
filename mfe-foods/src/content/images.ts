import type { ImageAsset } from '@navdhara/shared';
import heroSrc from '../assets/hero-foods.svg?inline';
import plantSrc from '../assets/foods-plant.svg';
import unitSrc from '../assets/protein-unit.svg';
import frozenSrc from '../assets/pack-frozen.svg';
import freshSrc from '../assets/pack-fresh.svg';
import proteinSrc from '../assets/pack-protein.svg';
import plateSrc from '../assets/plate-cooked.svg';

const art = (src: string, alt: string): ImageAsset => ({ src, alt, width: 800, height: 600 });

export const images = {
  hero: {
    src: heroSrc,
    alt: 'Illustration of Navdhara Foods: green fields under a rising sun',
    width: 1600,
    height: 700,
  },
  plant: art(
    plantSrc,
    'Illustration of the blue processing plant at Rai Sonipat with a pack of chicken',
  ),
  proteinUnit: art(
    unitSrc,
    'Illustration of the green protein extraction unit with clean water drops',
  ),
  frozen: art(frozenSrc, 'Illustration of a blue pack of frozen chicken'),
  fresh: art(freshSrc, 'Illustration of a red pack of fresh chicken cuts'),
  protein: art(proteinSrc, 'Illustration of a green pack labelled high protein'),
  plate: art(plateSrc, 'Illustration of cooked chicken pieces on a white plate'),
} satisfies Record<string, ImageAsset>;

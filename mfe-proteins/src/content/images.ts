import type { ImageAsset } from '@navdhara/shared';
import heroSrc from '../assets/hero-proteins.svg?inline';
import plantSrc from '../assets/soya-plant.svg';

export const images = {
  hero: {
    src: heroSrc,
    alt: 'Illustration of Navdhara Proteins: green fields under a rising sun',
    width: 1600,
    height: 700,
  },
  plant: {
    src: plantSrc,
    alt: 'Illustration of the solvent extraction plant at Ujjain beside a soybean plant',
    width: 800,
    height: 600,
  },
} satisfies Record<string, ImageAsset>;

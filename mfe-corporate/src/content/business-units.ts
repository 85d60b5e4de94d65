import type { ImageAsset } from '@navdhara/shared';
import { images } from './images';

/** Business unit record (docs/requirements.md#content-records): title, icon, link, key, name, content, image, three highlights. */
export interface BusinessUnit {
  key: 'foods' | 'hatchery' | 'proteins' | 'equipments' | 'feeds';
  /** Short name on the selector. */
  name: string;
  title: string;
  /** Icon name (lucide), drawn by the component. */
  icon: 'drumstick' | 'egg' | 'wheat' | 'wrench' | 'sprout';
  /** Home page "Learn More" target (docs/requirements.md#routes-and-slugs: hatcheries go to /farm). */
  link: string;
  /** The division page itself. */
  pagePath: string;
  content: string;
  image: ImageAsset;
  highlights: readonly [string, string, string];
}

export const businessUnits: readonly BusinessUnit[] = [
  {
    key: 'foods',
    name: 'Foods',
    title: 'Navdhara Foods',
    icon: 'drumstick',
    link: '/foods',
    pagePath: '/foods',
    content:
      'Founded in 2002, our processing plant at Rai Sonipat in Haryana turns farm-fresh birds into hygienic frozen chicken foods. Our chicken consumer brand reaches homes, hotels, restaurants and caterers through a refrigerated supply chain.',
    image: images.unitFoods,
    highlights: [
      'Processing plant at Rai Sonipat, Haryana',
      'Frozen and ready-to-cook chicken',
      'HORECA and bulk supply',
    ],
  },
  {
    key: 'hatchery',
    name: 'Hatcheries',
    title: 'Navdhara Hatcheries',
    icon: 'egg',
    link: '/farm',
    pagePath: '/hatchery',
    content:
      'Hatcheries across India supply healthy day-old chicks, fertile eggs and broiler parent chicks to farmers and integrators. Vaccination, grading and dispatch follow strict biosecurity so every chick starts strong.',
    image: images.unitHatchery,
    highlights: [
      'Hatching capacity of 18 million chicks monthly',
      'Day-old chicks and fertile eggs',
      'Broiler parent chicks',
    ],
  },
  {
    key: 'proteins',
    name: 'Proteins',
    title: 'Navdhara Proteins',
    icon: 'wheat',
    link: '/proteins',
    pagePath: '/proteins',
    content:
      'Our soya solvent-extraction plant at Ujjain has an annual crushing capacity of three lakh tonnes. It makes soya meal above 48% protein for feed makers, and also processes mustard and rice bran.',
    image: images.unitProteins,
    highlights: [
      '3 lakh MT crushing capacity a year',
      'Soya meal above 48% protein',
      'Mustard and rice bran processing',
    ],
  },
  {
    key: 'equipments',
    name: 'Equipments',
    title: 'Navdhara Equipments',
    icon: 'wrench',
    link: '/equipments',
    pagePath: '/equipments',
    content:
      'Since 1999 we have designed and built the equipment modern poultry farms rely on: hatchery equipment, farm equipment, cages and ventilation fans that save 30-50% energy.',
    image: images.unitEquipments,
    highlights: [
      'Making equipment since 1999',
      'Hatchery and farm equipment, cages',
      'Ventilation saving 30-50% energy',
    ],
  },
  {
    key: 'feeds',
    name: 'Feeds',
    title: 'Navdhara Feeds',
    icon: 'sprout',
    link: '/feeds',
    pagePath: '/feeds',
    content:
      'Our feed plants produce above 1.3 million tonnes a year of broiler, layer and cattle feed. Stage-wise formulations and a cattle feed brand help poultry and dairy farmers grow more from every bag.',
    image: images.unitFeeds,
    highlights: [
      'Above 1.3 million tonnes a year',
      'Broiler and layer feed',
      'A cattle feed brand for dairy farmers',
    ],
  },
];

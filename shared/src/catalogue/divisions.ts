import type { Section } from '../types/content';

/** Each division's name as the site's menu gives it (a breadcrumb's middle step). */
export const DIVISION_LABELS: Record<Section, string> = {
  foods: 'Foods',
  hatchery: 'Hatcheries',
  proteins: 'Proteins',
  equipments: 'Equipments',
  feeds: 'Feeds',
};

/** Each division's brand, as its pages' titles name it. */
export const DIVISION_BRANDS: Record<Section, string> = {
  foods: 'Navdhara Foods',
  hatchery: 'Navdhara Hatcheries',
  proteins: 'Navdhara Proteins',
  equipments: 'Navdhara Equipments',
  feeds: 'Navdhara Feeds',
};

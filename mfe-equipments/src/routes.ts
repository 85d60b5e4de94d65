import type { RemoteRoutes, RemoteTranslations } from '@navdhara/shared';

/**
 * The pages this remote owns: each one's path, head and code (its own chunk). Released with the
 * remote: the site reads the live version's list at run time (ARCHITECTURE.md, "Who owns which
 * route"), so a new page or a new title needs no other app's build.
 */
export const routes = [
  {
    page: 'EquipmentsPage',
    load: () => import('./pages/EquipmentsPage'),
    path: '/equipments',
    label: 'Equipments',
    title: 'Hatchery and Farm Equipment, Cages, Ventilation | Navdhara Equipments',
    description:
      'Poultry equipment made since 1999: hatchery equipment, farm equipment, cages and energy-saving ventilation fans.',
  },
  {
    page: 'PoultryFarmingEquipmentPage',
    load: () => import('./pages/PoultryFarmingEquipmentPage'),
    path: '/poultry-farming-equipment',
    label: 'Poultry Farming Equipment',
    title: 'Poultry Farming Equipment Manufacturer | Navdhara Group',
    description:
      'Feeders, drinkers, cages, hatchery machines and ventilation for modern poultry farms.',
  },
  {
    page: 'VentilationFanPage',
    load: () => import('./pages/VentilationFanPage'),
    path: '/poultry-vantilation-fan',
    aliases: ['/poultry-ventilation-fan'],
    label: 'Poultry Ventilation Fan',
    title: 'Poultry Ventilation Fans that Save 30-50% Energy | Navdhara Equipments',
    description:
      '6-blade, box and air circulation fans from 16,000 to 26,500 CFM for poultry houses.',
  },
  {
    // Each product's page: its head (title, description, share picture) is the product's, set by
    // the page once the product has loaded; this one names the kind of page.
    page: 'ProductPage',
    load: () => import('./pages/ProductPage'),
    path: '/equipments/:slug',
    catalogue: 'equipments',
    label: 'Product',
    title: 'Equipment | Navdhara Equipments',
    description:
      'Navdhara poultry equipment: what it is for, its specifications, how to use and look after it, and an enquiry about it.',
  },
] satisfies RemoteRoutes;

/** Each language's dictionary of this remote, its own chunk (ARCHITECTURE.md, "Languages"). */
export const translations = {
  hi: () => import('./translations/hi.json'),
  pa: () => import('./translations/pa.json'),
} satisfies RemoteTranslations;

import type { RemoteRoutes, RemoteTranslations } from '@navdhara/shared';

/**
 * The pages this remote owns: each one's path, head and code (its own chunk). Released with the
 * remote: the site reads the live version's list at run time (ARCHITECTURE.md, "Who owns which
 * route"), so a new page or a new title needs no other app's build.
 */
export const routes = [
  {
    page: 'HatcheryPage',
    load: () => import('./pages/HatcheryPage'),
    path: '/hatchery',
    label: 'Hatcheries',
    title: 'Day-Old Chicks and Hatching Eggs | Navdhara Hatcheries',
    description:
      'Hatcheries across India with a capacity of 18 million chicks a month: day-old chicks, fertile eggs and broiler parent chicks.',
  },
  {
    page: 'BroilerChickenFarmingPage',
    load: () => import('./pages/BroilerChickenFarmingPage'),
    path: '/broiler-chicken-farming',
    label: 'Broiler Chicken Farming',
    title: 'Broiler Chicken Farming: Chicks, Feed and Support | Navdhara Group',
    description:
      'Start or grow a broiler farm with quality day-old chicks, stage-wise feed, equipment and expert support.',
  },
  {
    page: 'SummerManagementPage',
    load: () => import('./pages/SummerManagementPage'),
    path: '/summer-managment-in-poultry',
    label: 'Summer Management in Poultry',
    title: 'Summer Management in Poultry: Heat Stress Guide | Navdhara Group',
    description:
      'Practical tips to protect birds in Indian summers: ventilation, water, litter, floor space and emergency cooling.',
  },
  {
    // Each product's page: its head (title, description, share picture) is the product's, set by
    // the page once the product has loaded; this one names the kind of page.
    page: 'ProductPage',
    load: () => import('./pages/ProductPage'),
    path: '/hatchery/:slug',
    catalogue: 'hatchery',
    label: 'Product',
    title: 'Hatchery product | Navdhara Hatcheries',
    description:
      'Chicks and hatching eggs from Navdhara Hatcheries: what they are for, their specifications, how they are supplied, and an enquiry about them.',
  },
] satisfies RemoteRoutes;

/** Each language's dictionary of this remote, its own chunk (ARCHITECTURE.md, "Languages"). */
export const translations = {
  hi: () => import('./translations/hi.json'),
  pa: () => import('./translations/pa.json'),
} satisfies RemoteTranslations;

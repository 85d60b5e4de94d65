import type { RemoteRoutes, RemoteTranslations } from '@navdhara/shared';

/**
 * The pages this remote owns: each one's path, head and code (its own chunk). Released with the
 * remote: the site reads the live version's list at run time (ARCHITECTURE.md, "Who owns which
 * route"), so a new page or a new title needs no other app's build.
 */
export const routes = [
  {
    page: 'FeedsPage',
    load: () => import('./pages/FeedsPage'),
    path: '/feeds',
    label: 'Feeds',
    title: 'Poultry and Cattle Feed | Navdhara Feeds',
    description:
      'Broiler, layer and cattle feed from plants producing above 1.3 million tonnes a year.',
  },
  {
    page: 'PoultryFeedManufacturersPage',
    load: () => import('./pages/PoultryFeedManufacturersPage'),
    path: '/poultry-feed-manufacturers',
    label: 'Poultry Feed Manufacturers',
    title: 'Poultry Feed Manufacturers in India | Navdhara Group',
    description:
      'Broiler and layer feed made to consistent nutrition in plants producing above 1.3 million tonnes a year.',
  },
  {
    page: 'PoultryLayerFarmingPage',
    load: () => import('./pages/PoultryLayerFarmingPage'),
    path: '/poultry-layer-farming',
    label: 'Poultry Layer Farming',
    title: 'Poultry Layer Farming: Feed, Cages and Care | Navdhara Group',
    description:
      'Everything a layer farm needs: stage-wise layer feed, cages, equipment and technical support.',
  },
  {
    page: 'LayerChickenFeedPage',
    load: () => import('./pages/LayerChickenFeedPage'),
    path: '/layer-chicken-feed-manufacturers',
    label: 'Layer Chicken Feed',
    title: 'Layer Chicken Feed Manufacturers | Navdhara Feeds',
    description:
      'Stage-wise layer feed: chick, grower and developer, pre-lay and phase 1-3, and concentrate premium.',
  },
  {
    page: 'CattleFeedPage',
    load: () => import('./pages/CattleFeedPage'),
    path: '/best-cattle-manufacturers-in-india',
    aliases: ['/best-cattle-manufacturer-in-india'],
    label: 'Cattle Feed',
    title: 'Cattle Feed Manufacturers in India | Navdhara Feeds',
    description:
      'Cattle feed for calves, milking cows, dry cows and close-up cows, made for Indian dairy farmers.',
  },
  {
    // Each product's page: its head (title, description, share picture) is the product's, set by
    // the page once the product has loaded; this one names the kind of page.
    page: 'ProductPage',
    load: () => import('./pages/ProductPage'),
    path: '/feeds/:slug',
    catalogue: 'feeds',
    label: 'Product',
    title: 'Feed product | Navdhara Feeds',
    description:
      'A Navdhara feed: what it is for, its composition, pack sizes, how to feed and store it, and an enquiry about it.',
  },
] satisfies RemoteRoutes;

/** Each language's dictionary of this remote, its own chunk (ARCHITECTURE.md, "Languages"). */
export const translations = {
  hi: () => import('./translations/hi.json'),
  pa: () => import('./translations/pa.json'),
} satisfies RemoteTranslations;

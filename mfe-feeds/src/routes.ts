import type { RemotePages } from '@navdhara/shared';

/** The pages this remote owns, by the names the shared route table uses. Each is its own chunk. */
export const pages = {
  FeedsPage: () => import('./pages/FeedsPage'),
  PoultryFeedManufacturersPage: () => import('./pages/PoultryFeedManufacturersPage'),
  PoultryLayerFarmingPage: () => import('./pages/PoultryLayerFarmingPage'),
  LayerChickenFeedPage: () => import('./pages/LayerChickenFeedPage'),
  CattleFeedPage: () => import('./pages/CattleFeedPage'),
} satisfies RemotePages;

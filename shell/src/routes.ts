import type { RemoteRoutes } from '@navdhara/shared';

/** The frame's own pages, declared like a remote's (shared/src/routes/site-routes.ts). */
export const routes = [
  {
    page: 'HelloWorldPage',
    load: () => import('./pages/HelloWorldPage'),
    path: '/hello-world',
    hidden: true,
    label: 'Hello World',
    title: 'Hello World (demo) | Navdhara Group',
    description: 'A demonstration page with placeholder blocks.',
  },
  {
    page: 'LastUpdatePage',
    load: () => import('./pages/LastUpdatePage'),
    path: '/last-update',
    label: 'Last update',
    title: 'Last Update | Navdhara Group',
    description: 'When the Navdhara Group website was last updated.',
  },
  {
    // Its results are the address's query's: kept out of the sitemap and of its own results.
    page: 'SearchPage',
    load: () => import('./pages/SearchPage'),
    path: '/search',
    hidden: true,
    query: true,
    label: 'Search',
    title: 'Search | Navdhara Group',
    description:
      'Search Navdhara Group’s products, pages, questions and news across foods, hatcheries, proteins, equipments and feeds.',
  },
] satisfies RemoteRoutes;

import type { RemotePages } from '@navdhara/shared';

/** The pages this remote owns, by the names the shared route table uses. Each is its own chunk. */
export const pages = {
  HomePage: () => import('./pages/HomePage'),
  BusinessPage: () => import('./pages/BusinessPage'),
  AboutPage: () => import('./pages/AboutPage'),
  SustainabilityPage: () => import('./pages/SustainabilityPage'),
  CareersPage: () => import('./pages/CareersPage'),
  ContactPage: () => import('./pages/ContactPage'),
  MediaPage: () => import('./pages/MediaPage'),
  MediaArticlePage: () => import('./pages/MediaArticlePage'),
  BlogArticlePage: () => import('./pages/BlogArticlePage'),
  PunjabPage: () => import('./pages/PunjabPage'),
  RajasthanPage: () => import('./pages/RajasthanPage'),
} satisfies RemotePages;

import type { RemoteRoutes, RemoteTranslations } from '@navdhara/shared';

/**
 * The pages this remote owns: each one's path, head and code (its own chunk). Released with the
 * remote: the site reads the live version's list at run time (ARCHITECTURE.md, "Who owns which
 * route"), so a new page or a new title needs no other app's build.
 */
export const routes = [
  {
    page: 'HomePage',
    load: () => import('./pages/HomePage'),
    path: '/',
    label: 'Home',
    title: 'Navdhara Group | Integrated poultry, feeds and foods since 1985',
    description:
      'Navdhara Group is an integrated poultry and agri-food group from Ambala: foods, hatcheries, proteins, equipments and feeds that help partners cut the cost of production and grow their profit.',
  },
  {
    page: 'BusinessPage',
    load: () => import('./pages/BusinessPage'),
    path: '/business',
    label: 'Business',
    title: 'Our Businesses | Navdhara Group',
    description:
      'Five business units from farm to fork: frozen chicken foods, hatcheries, soya proteins, poultry equipment and cattle and poultry feeds.',
  },
  {
    page: 'AboutPage',
    load: () => import('./pages/AboutPage'),
    path: '/about',
    label: 'About',
    title: 'About Us, Our Journey and Facilities | Navdhara Group',
    description:
      'Who we are, our journey since 1985, our values, our facilities across India, certificates and our Board of Directors.',
  },
  {
    page: 'SustainabilityPage',
    load: () => import('./pages/SustainabilityPage'),
    path: '/sustainability',
    label: 'Sustainability',
    title: 'Sustainability: Biogas, Solar and Organic Manure | Navdhara Group',
    description:
      'Biogas at 11 sites, solar energy and free organic manure for farmers: how Navdhara saves 10,112 tonnes of carbon a year.',
  },
  {
    page: 'CareersPage',
    load: () => import('./pages/CareersPage'),
    path: '/careers',
    label: 'Careers',
    title: 'Careers and Open Positions | Navdhara Group',
    description:
      'Life at Navdhara, why work with us and open positions in finance, sales, marketing, HR and operations. Apply online with your resume.',
  },
  {
    page: 'ContactPage',
    load: () => import('./pages/ContactPage'),
    path: '/contact-us',
    label: 'Contact Us',
    title: 'Contact Us | Navdhara Group',
    description:
      'Send us an enquiry or reach our foods, hatcheries, proteins, equipments and feeds locations. Toll-free support Monday to Saturday.',
  },
  {
    page: 'MediaPage',
    load: () => import('./pages/MediaPage'),
    path: '/media',
    label: 'Media',
    title: 'Media and Press Releases | Navdhara Group',
    description: 'News coverage and press releases about Navdhara Group and its business units.',
  },
  {
    page: 'MediaArticlePage',
    load: () => import('./pages/MediaArticlePage'),
    path: '/media-article/:id',
    article: 'media-press',
    label: 'Media article',
    title: 'Press Release | Navdhara Group',
    description: 'A press release from Navdhara Group.',
  },
  {
    page: 'BlogArticlePage',
    load: () => import('./pages/BlogArticlePage'),
    path: '/blog/:id',
    article: 'blog',
    label: 'Blog',
    title: 'Blog | Navdhara Group',
    description: 'An article from the Navdhara Group blog.',
  },
  {
    page: 'PunjabPage',
    load: () => import('./pages/PunjabPage'),
    path: '/top-poultry-company-in-punjab',
    label: 'Poultry Company in Punjab',
    title: 'Top Poultry Company in Punjab | Navdhara Group',
    description: 'Hatcheries, feeds, equipment, proteins and foods for Punjab poultry farmers.',
  },
  {
    page: 'RajasthanPage',
    load: () => import('./pages/RajasthanPage'),
    path: '/top-poultry-company-in-rajasthan',
    label: 'Poultry Company in Rajasthan',
    title: 'Top Poultry Company in Rajasthan | Navdhara Group',
    description: 'Hatcheries, feeds, equipment, proteins and foods for Rajasthan poultry farmers.',
  },
] satisfies RemoteRoutes;

/** Each language's dictionary of this remote, its own chunk (ARCHITECTURE.md, "Languages"). */
export const translations = {
  hi: () => import('./translations/hi.json'),
  pa: () => import('./translations/pa.json'),
} satisfies RemoteTranslations;

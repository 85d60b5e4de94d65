import type { RemoteRoutes, RemoteTranslations } from '@navdhara/shared';

/**
 * The pages this remote owns: each one's path, head and code (its own chunk). Released with the
 * remote: the site reads the live version's list at run time (ARCHITECTURE.md, "Who owns which
 * route"), so a new page or a new title needs no other app's build.
 */
export const routes = [
  {
    page: 'ProteinsPage',
    load: () => import('./pages/ProteinsPage'),
    path: '/proteins',
    label: 'Proteins',
    title: 'Soya Protein and Solvent Extraction | Navdhara Proteins',
    description:
      'Soya solvent extraction at Ujjain with three lakh tonnes of annual crushing capacity; soya meal above 48% protein, mustard and rice bran.',
  },
  {
    // Each product's page: its head (title, description, share picture) is the product's, set by
    // the page once the product has loaded; this one names the kind of page.
    page: 'ProductPage',
    load: () => import('./pages/ProductPage'),
    path: '/proteins/:slug',
    catalogue: 'proteins',
    label: 'Product',
    title: 'Protein product | Navdhara Proteins',
    description:
      'A Navdhara soya or protein product: what it is for, its analysis, pack sizes, how to use and store it, and an enquiry about it.',
  },
] satisfies RemoteRoutes;

/** Each language's dictionary of this remote, its own chunk (ARCHITECTURE.md, "Languages"). */
export const translations = {
  hi: () => import('./translations/hi.json'),
  pa: () => import('./translations/pa.json'),
} satisfies RemoteTranslations;

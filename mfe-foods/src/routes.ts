import type { RemoteRoutes, RemoteTranslations } from '@navdhara/shared';

/**
 * The pages this remote owns: each one's path, head and code (its own chunk). Released with the
 * remote: the site reads the live version's list at run time (ARCHITECTURE.md, "Who owns which
 * route"), so a new page or a new title needs no other app's build.
 */
export const routes = [
  {
    page: 'FoodsPage',
    load: () => import('./pages/FoodsPage'),
    path: '/foods',
    label: 'Foods',
    title: 'Frozen Chicken Foods from Rai Sonipat | Navdhara Foods',
    description:
      'Hygienic frozen chicken foods from our processing plant at Rai Sonipat, Haryana, since 2002, with HORECA and bulk supply.',
  },
  {
    page: 'ChickenProteinSupplierPage',
    load: () => import('./pages/ChickenProteinSupplierPage'),
    path: '/chicken-protien-supplier',
    label: 'Chicken Protein Supplier',
    title: 'Chicken Protein Supplier | Navdhara Foods',
    description:
      'High-protein, hygienically processed and antibiotic-residue-free chicken products for food businesses.',
  },
  {
    // Each product's page: its head (title, description, share picture) is the product's, set by
    // the page once the product has loaded; this one names the kind of page.
    page: 'ProductPage',
    load: () => import('./pages/ProductPage'),
    path: '/foods/:slug',
    catalogue: 'foods',
    label: 'Product',
    title: 'Food product | Navdhara Foods',
    description:
      'A Navdhara chicken product: what it is, its specifications, pack sizes, how to cook and store it, and an enquiry about it.',
  },
] satisfies RemoteRoutes;

/** Each language's dictionary of this remote, its own chunk (ARCHITECTURE.md, "Languages"). */
export const translations = {
  hi: () => import('./translations/hi.json'),
  pa: () => import('./translations/pa.json'),
} satisfies RemoteTranslations;

/**
 * The frame's own links and redirects: the header menu, the footer and `/farm`. The frame
 * (shell) owns these; each remote owns its pages' routes (its `src/routes.ts`).
 */
/** Paths that only redirect (docs/requirements.md#routes-and-slugs: the home page's hatcheries "Learn More" goes to /farm). */
export const redirects: Readonly<Record<string, string>> = { '/farm': '/hatchery' };

/** The header's top menu (docs/requirements.md#routes-and-slugs): titles, each linking to a path made from the title. */
export const menuItems = [
  { label: 'Home', path: '/' },
  { label: 'About', path: '/about' },
  { label: 'Business', path: '/business' },
  { label: 'Sustainability', path: '/sustainability' },
  { label: 'Media', path: '/media' },
  { label: 'Careers', path: '/careers' },
] as const;

/** Footer links, in the required order (docs/requirements.md#routes-and-slugs). */
export const footerLinks = [
  { label: 'About', path: '/about' },
  { label: 'Foods', path: '/foods' },
  { label: 'Careers', path: '/careers' },
  { label: 'Hatcheries', path: '/hatchery' },
  { label: 'Media and Press Releases', path: '/media' },
  { label: 'Proteins', path: '/proteins' },
  { label: 'Sustainability', path: '/sustainability' },
  { label: 'Equipments', path: '/equipments' },
  { label: 'Contact Us', path: '/contact-us' },
  { label: 'Feeds', path: '/feeds' },
] as const;

/** The eleven SEO links of the footer; they open in a new tab (docs/requirements.md#routes-and-slugs). */
export const footerSeoLinks = [
  { label: 'Broiler Chicken Farming', path: '/broiler-chicken-farming' },
  { label: 'Poultry Farming Equipment', path: '/poultry-farming-equipment' },
  { label: 'Poultry Layer Farming', path: '/poultry-layer-farming' },
  { label: 'Poultry Feed Manufacturers', path: '/poultry-feed-manufacturers' },
  { label: 'Chicken Protein Supplier', path: '/chicken-protien-supplier' },
  { label: 'Poultry Ventilation Fan', path: '/poultry-ventilation-fan' },
  { label: 'Summer Management in Poultry', path: '/summer-managment-in-poultry' },
  { label: 'Layer Chicken Feed Manufacturers', path: '/layer-chicken-feed-manufacturers' },
  { label: 'Best Cattle Feed Manufacturers in India', path: '/best-cattle-manufacturers-in-india' },
  { label: 'Top Poultry Company in Punjab', path: '/top-poultry-company-in-punjab' },
  { label: 'Top Poultry Company in Rajasthan', path: '/top-poultry-company-in-rajasthan' },
] as const;

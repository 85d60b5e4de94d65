/**
 * The site's route table: every path, the remote that owns it, the page module it exposes and
 * the page's head (docs/requirements.md#routes-and-slugs). The shell builds its router, SEO head, the renderer's list of pages and the sitemap
 * from it; a remote running standalone renders the rows it owns.
 */
import { mayExist, type ArticleKind } from '../api/article-index';

export type RemoteName =
  'mfe_corporate' | 'mfe_foods' | 'mfe_hatchery' | 'mfe_proteins' | 'mfe_equipments' | 'mfe_feeds';

export interface PageRoute {
  path: string;
  /** `shell` pages are part of the frame's own bundle. */
  owner: RemoteName | 'shell';
  /** Key of the page in the owner's `src/routes.ts`. */
  page: string;
  title: string;
  description: string;
  /** Breadcrumb label; also the menu label where the page is in the menu. */
  label: string;
  /** Set on aliases: the path of the page whose spelling is canonical. */
  canonicalPath?: string;
  /** Routes with parameters set their own head once their content has loaded. */
  dynamic?: boolean;
  /** The kind of article a dynamic route's number names (checked against the listed numbers). */
  article?: ArticleKind;
  /** Kept out of the sitemap and search results (demo page). */
  hidden?: boolean;
}

const brand = 'Navdhara Group';

export const routeTable: readonly PageRoute[] = [
  {
    path: '/',
    owner: 'mfe_corporate',
    page: 'HomePage',
    label: 'Home',
    title: `${brand} | Integrated poultry, feeds and foods since 1985`,
    description:
      'Navdhara Group is an integrated poultry and agri-food group from Ambala: foods, hatcheries, proteins, equipments and feeds that help partners cut the cost of production and grow their profit.',
  },
  {
    path: '/business',
    owner: 'mfe_corporate',
    page: 'BusinessPage',
    label: 'Business',
    title: `Our Businesses | ${brand}`,
    description:
      'Five business units from farm to fork: frozen chicken foods, hatcheries, soya proteins, poultry equipment and cattle and poultry feeds.',
  },
  {
    path: '/about',
    owner: 'mfe_corporate',
    page: 'AboutPage',
    label: 'About',
    title: `About Us, Our Journey and Facilities | ${brand}`,
    description:
      'Who we are, our journey since 1985, our values, our facilities across India, certificates and our Board of Directors.',
  },
  {
    path: '/sustainability',
    owner: 'mfe_corporate',
    page: 'SustainabilityPage',
    label: 'Sustainability',
    title: `Sustainability: Biogas, Solar and Organic Manure | ${brand}`,
    description:
      'Biogas at 11 sites, solar energy and free organic manure for farmers: how Navdhara saves 10,112 tonnes of carbon a year.',
  },
  {
    path: '/careers',
    owner: 'mfe_corporate',
    page: 'CareersPage',
    label: 'Careers',
    title: `Careers and Open Positions | ${brand}`,
    description:
      'Life at Navdhara, why work with us and open positions in finance, sales, marketing, HR and operations. Apply online with your resume.',
  },
  {
    path: '/contact-us',
    owner: 'mfe_corporate',
    page: 'ContactPage',
    label: 'Contact Us',
    title: `Contact Us | ${brand}`,
    description:
      'Send us an enquiry or reach our foods, hatcheries, proteins, equipments and feeds locations. Toll-free support Monday to Saturday.',
  },
  {
    path: '/foods',
    owner: 'mfe_foods',
    page: 'FoodsPage',
    label: 'Foods',
    title: `Frozen Chicken Foods from Rai Sonipat | Navdhara Foods`,
    description:
      'Hygienic frozen chicken foods from our processing plant at Rai Sonipat, Haryana, since 2002, with HORECA and bulk supply.',
  },
  {
    path: '/hatchery',
    owner: 'mfe_hatchery',
    page: 'HatcheryPage',
    label: 'Hatcheries',
    title: `Day-Old Chicks and Hatching Eggs | Navdhara Hatcheries`,
    description:
      'Hatcheries across India with a capacity of 18 million chicks a month: day-old chicks, fertile eggs and broiler parent chicks.',
  },
  {
    path: '/proteins',
    owner: 'mfe_proteins',
    page: 'ProteinsPage',
    label: 'Proteins',
    title: `Soya Protein and Solvent Extraction | Navdhara Proteins`,
    description:
      'Soya solvent extraction at Ujjain with three lakh tonnes of annual crushing capacity; soya meal above 48% protein, mustard and rice bran.',
  },
  {
    path: '/equipments',
    owner: 'mfe_equipments',
    page: 'EquipmentsPage',
    label: 'Equipments',
    title: `Hatchery and Farm Equipment, Cages, Ventilation | Navdhara Equipments`,
    description:
      'Poultry equipment made since 1999: hatchery equipment, farm equipment, cages and energy-saving ventilation fans.',
  },
  {
    path: '/feeds',
    owner: 'mfe_feeds',
    page: 'FeedsPage',
    label: 'Feeds',
    title: `Poultry and Cattle Feed | Navdhara Feeds`,
    description:
      'Broiler, layer and cattle feed from plants producing above 1.3 million tonnes a year.',
  },
  {
    path: '/media',
    owner: 'mfe_corporate',
    page: 'MediaPage',
    label: 'Media',
    title: `Media and Press Releases | ${brand}`,
    description: 'News coverage and press releases about Navdhara Group and its business units.',
  },
  {
    path: '/media-article/:id',
    owner: 'mfe_corporate',
    page: 'MediaArticlePage',
    label: 'Media article',
    dynamic: true,
    article: 'media-press',
    title: `Press Release | ${brand}`,
    description: 'A press release from Navdhara Group.',
  },
  {
    path: '/blog/:id',
    owner: 'mfe_corporate',
    page: 'BlogArticlePage',
    label: 'Blog',
    dynamic: true,
    article: 'blog',
    title: `Blog | ${brand}`,
    description: 'An article from the Navdhara Group blog.',
  },
  {
    path: '/broiler-chicken-farming',
    owner: 'mfe_hatchery',
    page: 'BroilerChickenFarmingPage',
    label: 'Broiler Chicken Farming',
    title: `Broiler Chicken Farming: Chicks, Feed and Support | ${brand}`,
    description:
      'Start or grow a broiler farm with quality day-old chicks, stage-wise feed, equipment and expert support.',
  },
  {
    path: '/poultry-farming-equipment',
    owner: 'mfe_equipments',
    page: 'PoultryFarmingEquipmentPage',
    label: 'Poultry Farming Equipment',
    title: `Poultry Farming Equipment Manufacturer | ${brand}`,
    description:
      'Feeders, drinkers, cages, hatchery machines and ventilation for modern poultry farms.',
  },
  {
    path: '/poultry-layer-farming',
    owner: 'mfe_feeds',
    page: 'PoultryLayerFarmingPage',
    label: 'Poultry Layer Farming',
    title: `Poultry Layer Farming: Feed, Cages and Care | ${brand}`,
    description:
      'Everything a layer farm needs: stage-wise layer feed, cages, equipment and technical support.',
  },
  {
    path: '/poultry-feed-manufacturers',
    owner: 'mfe_feeds',
    page: 'PoultryFeedManufacturersPage',
    label: 'Poultry Feed Manufacturers',
    title: `Poultry Feed Manufacturers in India | ${brand}`,
    description:
      'Broiler and layer feed made to consistent nutrition in plants producing above 1.3 million tonnes a year.',
  },
  {
    path: '/chicken-protien-supplier',
    owner: 'mfe_foods',
    page: 'ChickenProteinSupplierPage',
    label: 'Chicken Protein Supplier',
    title: `Chicken Protein Supplier | Navdhara Foods`,
    description:
      'High-protein, hygienically processed and antibiotic-residue-free chicken products for food businesses.',
  },
  {
    path: '/poultry-vantilation-fan',
    owner: 'mfe_equipments',
    page: 'VentilationFanPage',
    label: 'Poultry Ventilation Fan',
    title: `Poultry Ventilation Fans that Save 30-50% Energy | Navdhara Equipments`,
    description:
      '6-blade, box and air circulation fans from 16,000 to 26,500 CFM for poultry houses.',
  },
  {
    path: '/poultry-ventilation-fan',
    owner: 'mfe_equipments',
    page: 'VentilationFanPage',
    label: 'Poultry Ventilation Fan',
    canonicalPath: '/poultry-vantilation-fan',
    title: `Poultry Ventilation Fans that Save 30-50% Energy | Navdhara Equipments`,
    description:
      '6-blade, box and air circulation fans from 16,000 to 26,500 CFM for poultry houses.',
  },
  {
    path: '/summer-managment-in-poultry',
    owner: 'mfe_hatchery',
    page: 'SummerManagementPage',
    label: 'Summer Management in Poultry',
    title: `Summer Management in Poultry: Heat Stress Guide | ${brand}`,
    description:
      'Practical tips to protect birds in Indian summers: ventilation, water, litter, floor space and emergency cooling.',
  },
  {
    path: '/layer-chicken-feed-manufacturers',
    owner: 'mfe_feeds',
    page: 'LayerChickenFeedPage',
    label: 'Layer Chicken Feed',
    title: `Layer Chicken Feed Manufacturers | Navdhara Feeds`,
    description:
      'Stage-wise layer feed: chick, grower and developer, pre-lay and phase 1-3, and concentrate premium.',
  },
  {
    path: '/best-cattle-manufacturers-in-india',
    owner: 'mfe_feeds',
    page: 'CattleFeedPage',
    label: 'Cattle Feed',
    title: `Cattle Feed Manufacturers in India | Navdhara Feeds`,
    description:
      'Cattle feed for calves, milking cows, dry cows and close-up cows, made for Indian dairy farmers.',
  },
  {
    path: '/best-cattle-manufacturer-in-india',
    owner: 'mfe_feeds',
    page: 'CattleFeedPage',
    label: 'Cattle Feed',
    canonicalPath: '/best-cattle-manufacturers-in-india',
    title: `Cattle Feed Manufacturers in India | Navdhara Feeds`,
    description:
      'Cattle feed for calves, milking cows, dry cows and close-up cows, made for Indian dairy farmers.',
  },
  {
    path: '/top-poultry-company-in-punjab',
    owner: 'mfe_corporate',
    page: 'PunjabPage',
    label: 'Poultry Company in Punjab',
    title: `Top Poultry Company in Punjab | ${brand}`,
    description: 'Hatcheries, feeds, equipment, proteins and foods for Punjab poultry farmers.',
  },
  {
    path: '/top-poultry-company-in-rajasthan',
    owner: 'mfe_corporate',
    page: 'RajasthanPage',
    label: 'Poultry Company in Rajasthan',
    title: `Top Poultry Company in Rajasthan | ${brand}`,
    description: 'Hatcheries, feeds, equipment, proteins and foods for Rajasthan poultry farmers.',
  },
  {
    path: '/hello-world',
    owner: 'shell',
    page: 'HelloWorldPage',
    label: 'Hello World',
    hidden: true,
    title: `Hello World (demo) | ${brand}`,
    description: 'A demonstration page with placeholder blocks.',
  },
  {
    path: '/last-update',
    owner: 'shell',
    page: 'LastUpdatePage',
    label: 'Last update',
    title: `Last Update | ${brand}`,
    description: 'When the Navdhara Group website was last updated.',
  },
];

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

/** Route parameters are record numbers (the ids and article numbers the CMS lists). */
export const ROUTE_ID_PATTERN = /^[1-9]\d{0,9}$/;

/**
 * Whether a route's parameters can name a record: checked before anything loads for the route,
 * on the server (no remote code or CMS query for `/blog/abc`, nor for an article number the CMS
 * does not list, where the process knows the list: shared/src/api/article-index.ts) and in the
 * browser alike.
 */
export function routeParamsValid(
  route: PageRoute,
  params: Record<string, string | undefined>,
): boolean {
  if (!route.dynamic) return true;
  const id = params.id ?? '';
  return ROUTE_ID_PATTERN.test(id) && (!route.article || mayExist(route.article, id));
}

export function routesOwnedBy(owner: PageRoute['owner']): PageRoute[] {
  return routeTable.filter((route) => route.owner === owner);
}

/** The canonical path of a concrete URL path (aliases point at the table's spelling). */
export function canonicalPathFor(route: PageRoute, actualPath: string): string {
  return route.canonicalPath ?? (route.dynamic ? actualPath : route.path);
}

/**
 * The one place for the brand (ARCHITECTURE.md#rules-of-the-architecture, rule 7). The group is fictional; every phone number,
 * address and link here is a placeholder.
 */
export const site = {
  name: 'Navdhara Group',
  shortName: 'Navdhara',
  legalName: 'Navdhara Agro Group Pvt. Ltd. (fictional)',
  tagline: 'Partners in poultry since 1985',
  foundedYear: 1985,
  logoPath: '/logo.svg',
  /**
   * The share image of every page without one of its own (og:image): a PNG, since most link
   * previews refuse SVG, at the 1200 x 630 they show. Served by the shell from shell/public/,
   * drawn from the logo by scripts/generate-share-image.mjs (keep the size and text in step).
   */
  shareImage: {
    path: '/share-image.png',
    width: 1200,
    height: 630,
    alt: 'Navdhara Group logo, with the words "Integrated poultry, feeds and foods" and its five businesses: foods, hatcheries, proteins, equipments and feeds',
  },
  tollFree: { label: '1800-000-0000', tel: '+9118000000000' },
  proteinsEnquiryPhone: { label: '+91 00000 00004', tel: '+910000000004' },
  email: 'info@example.com',
  hours: {
    label: '9:00am to 5:30pm, Monday to Saturday',
    opens: '09:00',
    closes: '17:30',
    days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  },
  address: {
    street: 'Plot 00, Example Industrial Area, Jagadhri Road',
    city: 'Ambala',
    state: 'Haryana',
    pincode: '133000',
    country: 'IN',
  },
  /** External chat (docs/requirements.md#floating-widget); it carries one fixed number. */
  chatUrl: 'https://wa.example.com/send?phone=910000000000',
  /** External form for HORECA and bulk orders, linked on /foods only (beside its contact form and in the exit-intent popup). */
  horecaFormUrl: 'https://forms.example.com/navdhara-horeca-bulk-orders',
  social: [
    {
      network: 'facebook',
      label: 'Navdhara Group on the social network',
      url: 'https://social.example.com/navdhara',
    },
    {
      network: 'instagram',
      label: 'Navdhara Group photo profile',
      url: 'https://photos.example.com/navdhara',
    },
    {
      network: 'linkedin',
      label: 'Navdhara Group company page',
      url: 'https://professional.example.com/company/navdhara',
    },
    {
      network: 'youtube',
      label: 'Navdhara Group video channel',
      url: 'https://video.example.com/@navdhara',
    },
  ],
  lastUpdated: '18 July 2025 (evening)',
  /**
   * Where the location maps on /contact-us get their tiles, and the credit the source requires.
   * The one setting for the tile source: the page CSP's `img-src` is derived from it
   * (`mapTileOrigin`), and an environment may replace it at run time (`mapTiles` in
   * /runtime-config.json, from `SITE_MAP_TILES`), as the browser tests do with local tiles.
   */
  mapTiles: {
    url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    attribution:
      '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
    maxZoom: 19,
  },
} as const;

export type SocialNetwork = (typeof site.social)[number]['network'];

/** A source of map tiles: a `{z}/{x}/{y}` URL template, its required credit (HTML) and deepest zoom. */
export interface MapTileSource {
  url: string;
  attribution: string;
  maxZoom: number;
}

/**
 * The tile source in use: the environment's override (runtime config `mapTiles`) over the site's
 * default. An override giving only `url` keeps the default credit and zoom.
 */
export function mapTileSource(override?: Partial<MapTileSource>): MapTileSource {
  return { ...site.mapTiles, ...override };
}

/**
 * The origin the tiles come from, for the page CSP's `img-src`. The template's `{s}`, `{z}`...
 * placeholders are only ever in the path or a subdomain, so a subdomain placeholder widens the
 * source to `*.host` (the one wildcard a `{s}` template needs) and nothing else.
 */
export function mapTileOrigin(override?: Partial<MapTileSource>): string {
  const template = mapTileSource(override).url;
  const url = new URL(template.replace(/\{[^}]+\}/g, 'placeholder'));
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(`Map tiles must come over HTTP(S): ${template}`);
  const host = /^\w+:\/\/\{s\}\./.test(template)
    ? `*.${url.host.split('.').slice(1).join('.')}`
    : url.host;
  return `${url.protocol}//${host}`;
}

export function fullAddress(): string {
  const a = site.address;
  return `${a.street}, ${a.city}, ${a.state} ${a.pincode}, India`;
}

/** A maps search for the head office, opened in a new tab from the footer. */
export function mapsSearchUrl(query = fullAddress()): string {
  return `https://maps.example.com/search?q=${encodeURIComponent(query)}`;
}

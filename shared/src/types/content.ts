/**
 * Plain, typed records of the content service (Strapi) as the pages use them:
 * no `attributes`, no `data` wrappers, absolute image URLs. The API client
 * (`shared/src/api`) is the only code that sees the wire format.
 */

import type { Locale } from '../i18n/locales';

/** Division labels stored in `section` of FAQs and products; one per division route. */
export const SECTIONS = ['foods', 'hatchery', 'proteins', 'feeds', 'equipments'] as const;
export type Section = (typeof SECTIONS)[number];

/** Product tab labels (`category`) per division; foods and hatchery show all items without tabs. */
export const PRODUCT_TABS = {
  feeds: ['Cattle Feed', 'Broiler Feed', 'Layer Feed'],
  equipments: ['Hatchery Equipment', 'Farm Equipment', 'Cages', 'Ventilation'],
  proteins: ['Soya-Protein'],
  foods: [],
  hatchery: [],
} as const satisfies Record<Section, readonly string[]>;

/** Career departments (docs/requirements.md#careers-page): Finance, Sales, Marketing, HR, Operations. */
export const POSITIONS = ['FINANCE', 'SALES', 'MARKETING', 'HR', 'OPERATION'] as const;
export type Position = (typeof POSITIONS)[number];

export interface ImageFormat {
  url: string;
  width: number | null;
  height: number | null;
}

/** An uploaded image with its alternative text; `url` is absolute. */
export interface MediaImage {
  url: string;
  /**
   * The picture's description: the entry's own in its language (`image_alt`), else the file's
   * (the media library keeps one per file, in English: cms/README.md, "Languages").
   */
  alternativeText: string;
  /** `en` when `alternativeText` is the file's, standing in for the entry's missing description. */
  altLang?: Locale;
  width: number | null;
  height: number | null;
  /** Smaller renditions Strapi made (thumbnail, small, medium, large), when present. */
  formats: Partial<Record<'thumbnail' | 'small' | 'medium' | 'large', ImageFormat>>;
}

// ---- Rich text: Strapi 5 `blocks` -------------------------------------------------------------

export interface TextNode {
  type: 'text';
  text: string;
  bold?: boolean;
  italic?: boolean;
  underline?: boolean;
  strikethrough?: boolean;
  code?: boolean;
}

export interface LinkNode {
  type: 'link';
  url: string;
  children: TextNode[];
}

export type InlineNode = TextNode | LinkNode;

export interface ParagraphBlock {
  type: 'paragraph';
  children: InlineNode[];
}

export interface HeadingBlock {
  type: 'heading';
  level: 1 | 2 | 3 | 4 | 5 | 6;
  children: InlineNode[];
}

export interface ListItemBlock {
  type: 'list-item';
  children: InlineNode[];
}

export interface ListBlock {
  type: 'list';
  format: 'ordered' | 'unordered';
  /** List items, or nested lists. */
  children: Array<ListItemBlock | ListBlock>;
}

export interface QuoteBlock {
  type: 'quote';
  children: InlineNode[];
}

export interface CodeBlock {
  type: 'code';
  language?: string;
  children: TextNode[];
}

export interface ImageBlock {
  type: 'image';
  image: {
    url: string;
    alternativeText: string;
    width: number | null;
    height: number | null;
    /** Strapi's renditions of the file, for the image's srcset (absent in older content). */
    formats?: MediaImage['formats'];
    caption?: string;
  };
  children: TextNode[];
}

export type RichBlock =
  ParagraphBlock | HeadingBlock | ListBlock | QuoteBlock | CodeBlock | ImageBlock;

/**
 * The language the CMS gave an entry in (Strapi's `locale`): the page's, or English when the CMS
 * lacks the entry in the page's language. Absent for records that are not from the CMS.
 */
export interface InLanguage {
  lang?: Locale;
}

// ---- Records ---------------------------------------------------------------------------------

export interface Testimony extends InLanguage {
  id: number;
  name: string;
  business_name: string;
  about: string;
  image: MediaImage | null;
}

/** Board of Directors member. */
export interface TeamMember extends InLanguage {
  id: number;
  name: string;
  designation: string;
  image: MediaImage | null;
}

/** Job opening (collection `job-applications`). */
export interface Opening extends InLanguage {
  id: number;
  position: Position;
  title: string;
  role: string;
  openings: number;
}

export interface Faq extends InLanguage {
  id: number;
  title: string;
  content: string;
  section: Section;
}

/**
 * A product's slug, the last part of its address (`/feeds/layer-phase-1-mash`): lowercase letters
 * and digits in words joined by single hyphens, at most 80 characters. The CMS refuses any other
 * (cms/src/utils/product-slugs.js, the same rule: tests/product-slugs.test.ts).
 */
export const PRODUCT_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const PRODUCT_SLUG_MAX = 80;

export function isProductSlug(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.length <= PRODUCT_SLUG_MAX &&
    PRODUCT_SLUG_PATTERN.test(value)
  );
}

/** One row of a product's table: what is measured and its figure ("Crude protein", "18%"). */
export interface ProductSpecification {
  label: string;
  value: string;
}

/** A question buyers ask about a product, and its answer. */
export interface ProductFaq {
  question: string;
  answer: string;
}

/**
 * A product's page beyond its card: what `toProduct` reads from the CMS, every field always
 * there (empty when the CMS has nothing: '', [], no picture).
 */
export interface ProductDetail {
  /**
   * The last part of its page's address, `/<section>/<slug>`, the same in every language ('' when
   * the CMS gave none, as for an entry stored before products had addresses).
   */
  slug: string;
  /** Its earlier slugs, oldest first: each old address answers with a 301 to its page. */
  previousSlugs: string[];
  /** What it is for, in a sentence or two (plain text, at most 300 characters). */
  summary: string;
  /** Its table: composition or specifications, in the CMS's order. */
  specifications: ProductSpecification[];
  /** How it is sold: "50 kg bag". */
  packSizes: string[];
  /** Who it is for: species, stage or age. */
  suitedFor: string;
  /** How to use it, plain text, one step a line. */
  howToUse: string;
  /** How to store it (or look after it), plain text. */
  storage: string;
  /** Its own questions and answers. */
  faqs: ProductFaq[];
  /** More pictures after `image`, each described as `image` is (in the entry's language). */
  gallery: MediaImage[];
  /** ISO date-time of the entry's last edit in the CMS ("" when the CMS did not say). */
  updatedAt: string;
}

/**
 * A product as its card, its dialog and its page show it. The CMS's products always carry their
 * detail (`toProduct`: a `DetailedProduct`); it is optional here so that a product made by hand
 * (a test's, a static record's) may leave it out.
 */
export interface Product extends InLanguage, Partial<ProductDetail> {
  id: number;
  name: string;
  /** The card's label, in the entry's language (the CMS's `category`, localized). */
  category: string;
  /**
   * The tab it is listed under, e.g. "Broiler Feed" (see PRODUCT_TABS): the category of the
   * entry's English version, which does not change with the page's language (its own category
   * when it has no English version).
   */
  tab: string;
  section: Section;
  image: MediaImage | null;
  /** The long description. */
  content: RichBlock[];
}

/** A product from the CMS: its card and its whole detail. */
export type DetailedProduct = Product & ProductDetail;

/**
 * Where a published product's pages are, for the sitemap and the redirects of old addresses:
 * `/<section>/<slug>` in each language it is published in.
 */
export interface ProductAddress {
  section: Section;
  slug: string;
  /** Old slugs whose addresses answer with a 301 to this one. */
  previousSlugs: string[];
  /** Each language it is published in, with the time that version was last edited. */
  updatedAt: Partial<Record<Locale, string>>;
}

export interface MediaPress extends InLanguage {
  id: number;
  /** Outlet name. */
  media: string;
  /** ISO date, e.g. "2025-06-18". */
  date: string;
  title: string;
  image: MediaImage | null;
  /** Rich content (the article page's). */
  content: RichBlock[];
  /** ISO date-time of the record's last edit in the CMS ("" when the CMS did not say). */
  updatedAt: string;
}

/** A press item as the media page's grid shows it: everything but its content. */
export type MediaPressSummary = Omit<MediaPress, 'content'>;

export interface Blog extends InLanguage {
  id: number;
  title: string;
  description: string;
  image: MediaImage | null;
  tab: string;
  content: RichBlock[];
  author: string;
  /** ISO date-time the post was published. */
  publishedAt: string;
  /** ISO date-time of the post's last edit in the CMS ("" when the CMS did not say). */
  updatedAt: string;
}

/** A blog post as lists and cards show it: everything but its body. */
export type BlogSummary = Omit<Blog, 'content'>;

export interface Paged<T> {
  items: T[];
  page: number;
  pageSize: number;
  pageCount: number;
  total: number;
}

// ---- Submissions -----------------------------------------------------------------------------

/** Contact enquiry (collection `contact-uses`). The mobile number may be sent as a number. */
export interface EnquiryInput {
  name: string;
  email: string;
  mobile: number | string;
  message: string;
  /** The language it was sent in (the page's): the answer comes in it. */
  language: Locale;
}

/** Job application (collection `job-applicants`); `resume` is the uploaded file's URL. */
export interface ApplicationInput {
  name: string;
  email: string;
  phoneNumber: number | string;
  currentWorkingLocation: string;
  noticePeriod: string;
  resume: string;
  /** Title of the opening applied to. */
  title: string;
  /** The language it was sent in (the page's): the answer comes in it. */
  language: Locale;
}

export interface Created {
  id: number;
}

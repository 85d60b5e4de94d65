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

export interface Product extends InLanguage {
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
  content: RichBlock[];
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
  /** The language it was sent in (the page's); the current language when not given. */
  language?: Locale;
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
  /** The language it was sent in (the page's); the current language when not given. */
  language?: Locale;
}

export interface Created {
  id: number;
}

import type { ImageAsset } from './ui';
import type { Section } from './content';
import type { IconName } from '../icons';

/**
 * The typed content records (docs/requirements.md#content-records) each division remote feeds into the shared
 * division layouts. Copy lives in the remotes' `src/content/`; these are only the shapes. They
 * sit below both the division layouts and the static kit's blocks, which show them, so neither
 * imports the other (`@navdhara/shared/division` re-exports them).
 */

/** A highlight pair of the intro: a figure or phrase (`content`) and its caption (`sub`). */
export interface HighlightItem {
  content: string;
  sub: string;
}

/** A "why us" / "why choose" card. */
export interface WhyChooseItem {
  icon: IconName;
  title: string;
  content: string;
}

/** A link that stays in the site (`to`) or leaves it (`href`, opened in a new tab). */
export type CopyLink = { label: string; to: string } | { label: string; href: string };

/** A paragraph of the SEO text block: plain text with optional links after it. */
export interface SeoParagraph {
  text: string;
  links?: readonly CopyLink[];
}

/** Everything a division page (/foods, /hatchery, /proteins, /equipments, /feeds) shows. */
export interface DivisionContent {
  section: Section;
  hero: { eyebrow: string; title: string; subtitle: string; image: ImageAsset };
  intro: {
    eyebrow: string;
    title: string;
    paragraphs: readonly string[];
    highlights: readonly [HighlightItem, HighlightItem, HighlightItem];
    image: ImageAsset;
  };
  whyUs: {
    title: string;
    intro?: string;
    items: readonly [WhyChooseItem, WhyChooseItem, WhyChooseItem, WhyChooseItem];
  };
  products: { title: string; intro: string };
  faq: { title: string };
  contact: { title: string; intro: string };
  seo: { heading: string; paragraphs: readonly SeoParagraph[] };
  /** /proteins: the enquiry phone (the number itself comes from the site config). */
  enquiryPhone?: { title: string; text: string };
  /** /foods only: the HORECA / bulk-order notice, shown in the contact form's section (its form URL comes from the site config). */
  horecaNotice?: { title: string; text: string; linkLabel: string };
}

/** An alternating image/text block of a landing page, with its link. */
export interface ProductBlock {
  title: string;
  text: string;
  points?: readonly string[];
  image: ImageAsset;
  link: CopyLink;
}

/** A question and its answer written in a remote's content (static FAQs). */
export interface StaticFaq {
  question: string;
  answer: string;
}

/** A landing page (/broiler-chicken-farming, /poultry-farming-equipment, ...). */
export interface LandingContent {
  hero: { eyebrow: string; title: string; subtitle: string; image: ImageAsset };
  intro: {
    title: string;
    paragraphs: readonly string[];
    highlights: readonly [HighlightItem, HighlightItem, HighlightItem];
  };
  whyChoose: {
    title: string;
    items: readonly [WhyChooseItem, WhyChooseItem, WhyChooseItem, WhyChooseItem];
  };
  blocks: { title: string; intro: string; items: readonly ProductBlock[] };
  closing: { title: string; text: string; link: CopyLink };
  faqs: readonly [StaticFaq, StaticFaq, StaticFaq, StaticFaq];
  contact: { title: string; intro: string };
}

/** Protein product of the chicken protein supplier page. */
export interface ProteinProduct {
  title: string;
  purpose: string;
  benefits: readonly string[];
  whyChoose: string;
  image: ImageAsset;
  link: string;
  alt: string;
}

/** Ventilation fan of the fan page. */
export interface FanProduct {
  productName: string;
  purpose: string;
  specifications: readonly string[];
  features: readonly string[];
  idealFor: string;
  image: ImageAsset;
  link: string;
  alt: string;
  /** The "Specifications" overlay table (docs/requirements.md#product-overlay). */
  specTable: { headings: readonly string[]; rows: readonly (readonly string[])[] };
}

/** A bullet of a strategy section: a bold label, then its text. */
export interface LabelledTip {
  label: string;
  text: string;
}

/** A strategy section of the summer management page. */
export interface StrategySection {
  title: string;
  subtitle: string;
  bullets: readonly LabelledTip[];
}

/** A stage-wise layer feed product. */
export interface LayerFeedProduct {
  title: string;
  purpose: string;
  features: readonly string[];
  idealFor: string;
  image: ImageAsset;
  link: string;
  alt: string;
}

export interface CattleVariant {
  name: string;
  description: string;
  idealFor: string;
  keyBenefit: string;
}

/** A cattle feed product group with its variants (an accordion). */
export interface CattleProduct {
  name: string;
  description: string;
  variants: readonly CattleVariant[];
  image: ImageAsset;
  link: string;
  alt: string;
}

/** A business-line entry (Punjab / Rajasthan pages). */
export interface BusinessLineEntry {
  name: string;
  description: string;
  values?: readonly { heading: string; text: string }[];
  additionInfo?: string;
  image: ImageAsset;
  link: string;
  alt: string;
}

/** The common footer block every static content page ends with. */
export interface ContentFooter {
  title: string;
  text: string;
  links: readonly CopyLink[];
}

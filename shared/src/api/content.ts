/**
 * Typed reads of what the site shows, one per content-service call (dealers in dealers.ts, what
 * the site sends in submissions.ts). Each returns
 * plain records (see types/content.ts); failures throw ApiError, except that a
 * missing article (404) resolves to null so the page can show its 404 view.
 *
 * Every read is given the page's language (`locale`, its first parameter: the renderer's for the
 * page it renders, the browser's page's in the browser). An entry the CMS
 * lacks in that language is shown in English instead, for that entry alone: each record's `lang`
 * says which language it came in, for the component to mark it (`contentLang`).
 */
import type {
  Blog,
  BlogSummary,
  DetailedProduct,
  Faq,
  MediaPress,
  MediaPressSummary,
  Opening,
  Paged,
  Product,
  ProductAddress,
  Section,
  TeamMember,
  Testimony,
} from '../types/content';
import { SECTIONS, isProductSlug } from '../types/content';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../i18n/locales';
import { MEDIA_BASE } from './origin';
import { collectionPath } from './collections';
import {
  ALL,
  dataOf,
  entriesIn,
  get,
  getLocalizedList,
  getLocalizedOne,
  getLocalizedPage,
  idSegment,
  MEDIA,
} from './content-requests';
import {
  isRecord,
  unwrapEntity,
  normalizeList,
  normalizeOne,
  normalizePage,
  toBlog,
  toBlogSummary,
  toFaq,
  toMediaPress,
  toMediaPressSummary,
  toOpening,
  toProduct,
  toProductAddress,
  toTeamMember,
  toTestimony,
} from './normalize';

export async function getTestimonies(locale: Locale): Promise<Testimony[]> {
  const body = await getLocalizedList(locale, collectionPath('testimony'), {
    populate: MEDIA,
    pagination: ALL,
  });
  return normalizeList(body, (raw) => toTestimony(raw, MEDIA_BASE));
}

export async function getTeamMembers(locale: Locale): Promise<TeamMember[]> {
  const body = await getLocalizedList(locale, collectionPath('team'), {
    populate: MEDIA,
    sort: 'order:asc',
    pagination: ALL,
  });
  return normalizeList(body, (raw) => toTeamMember(raw, MEDIA_BASE));
}

export async function getOpenings(locale: Locale): Promise<Opening[]> {
  const body = await getLocalizedList(locale, collectionPath('job-application'), {
    pagination: ALL,
  });
  return normalizeList(body, toOpening);
}

/** FAQs, optionally only those of one division section. */
export async function getFaqs(locale: Locale, section?: Section): Promise<Faq[]> {
  const body = await getLocalizedList(locale, collectionPath('faq'), {
    pagination: ALL,
    ...(section ? { filters: { section: { $eq: section } } } : {}),
  });
  return normalizeList(body, toFaq);
}

/**
 * An entry given one more field (`tab`), in the shape it came in (Strapi's v4 `attributes` or
 * flat).
 */
function withTab(raw: unknown, tab: unknown): unknown {
  if (!isRecord(raw) || typeof tab !== 'string') return raw;
  return isRecord(raw.attributes)
    ? { ...raw, attributes: { ...raw.attributes, tab } }
    : { ...raw, tab };
}

/**
 * Products, optionally only those of one division section. A product's `category` is the label
 * in its language; the tabs filter by its English version's (`tab`), which the page's language
 * does not change. Each has its slug and texts, but not its page's gallery, table, pack sizes or
 * questions (their lists are empty here: getProductBySlug reads them).
 */
export async function getProducts(locale: Locale, section?: Section): Promise<Product[]> {
  const body = await getLocalizedList(
    locale,
    collectionPath('product'),
    {
      populate: MEDIA,
      pagination: ALL,
      ...(section ? { filters: { section: { $eq: section } } } : {}),
    },
    (own, english) => withTab(own, unwrapEntity(english)?.category),
  );
  return normalizeList(body, (raw) => toProduct(raw, MEDIA_BASE));
}

/** What a product's page shows: its pictures and the parts of its detail kept as components. */
const PRODUCT_PAGE_POPULATE = ['image', 'gallery', 'specifications', 'pack_sizes', 'faqs'];

/**
 * The published product of a division (`section`) whose address has this slug, in the current
 * language, else in English (marked `lang`, as every entry); null when there is none.
 *
 * A product is found by one of its old slugs too (`previousSlugs`): its `slug` is then not the
 * one asked for, and the page answers with a 301 to `/<section>/<product.slug>`.
 *
 * Bounded: a slug that cannot be one (`isProductSlug`) or an unknown section costs no request;
 * any other costs one request of at most one entry (on a Hindi or Punjabi page, two at once: the
 * page's language and English, for an entry written in one of them only and for the English
 * category its tab is), however many products there are.
 */
export async function getProductBySlug(
  locale: Locale,
  section: Section,
  slug: string,
): Promise<DetailedProduct | null> {
  if (!(SECTIONS as readonly string[]).includes(section) || !isProductSlug(slug)) return null;
  const params = {
    filters: {
      section: { $eq: section },
      // An old slug is one element of a JSON list: quoted, so `mash` never finds `layer-mash`.
      $or: [{ slug: { $eq: slug } }, { previous_slugs: { $contains: `"${slug}"` } }],
    },
    populate: PRODUCT_PAGE_POPULATE,
    pagination: { page: 1, pageSize: 1 },
  };
  const path = collectionPath('product');
  const [own, english] = await Promise.all([
    get(path, { ...params, locale }),
    locale === DEFAULT_LOCALE ? null : get(path, { ...params, locale: DEFAULT_LOCALE }),
  ]);
  const found = entriesIn(own, locale)[0];
  const inEnglish = english === null ? undefined : entriesIn(english, DEFAULT_LOCALE)[0];
  const raw =
    found === undefined
      ? inEnglish
      : inEnglish === undefined
        ? found
        : withTab(found, unwrapEntity(inEnglish)?.category);
  return raw === undefined ? null : toProduct(raw, MEDIA_BASE);
}

/** A sitemap's listing: pages of this many products, at most this many pages in each language. */
const ADDRESS_PAGE = 100;
const ADDRESS_PAGES = 100;

/** Every published product's address in one language (its listing, page by page, bounded). */
async function addressesIn(locale: Locale): Promise<ProductAddress[]> {
  const out: ProductAddress[] = [];
  for (let page = 1; page <= ADDRESS_PAGES; page += 1) {
    const body = await get(collectionPath('product'), {
      fields: ['slug', 'section', 'previous_slugs', 'updatedAt'],
      sort: 'slug:asc',
      pagination: { page, pageSize: ADDRESS_PAGE },
      locale,
    });
    for (const raw of dataOf(body)) {
      const address = toProductAddress(raw, locale);
      if (address) out.push(address);
    }
    const { pageCount } = normalizePage(body, () => null);
    if (page >= pageCount) break;
  }
  return out;
}

/**
 * Every published product's address, with the languages it is published in and when each was
 * last edited: what a sitemap lists (`/<section>/<slug>` in each of those languages) and the old
 * addresses that redirect. One listing a language (pages of 100, at most 10,000 products), only
 * these four fields; sorted by section, then slug.
 */
export async function getProductAddresses(): Promise<ProductAddress[]> {
  const lists = await Promise.all(LOCALES.map(addressesIn));
  const bySlug = new Map<string, ProductAddress>();
  for (const list of lists) {
    for (const address of list) {
      const known = bySlug.get(address.slug);
      // A product's address is the same in every language (the CMS keeps it so); the first
      // language listing it, English where it has one, gives it.
      if (known) known.updatedAt = { ...known.updatedAt, ...address.updatedAt };
      else bySlug.set(address.slug, { ...address });
    }
  }
  return [...bySlug.values()].sort(
    (a, b) => a.section.localeCompare(b.section) || a.slug.localeCompare(b.slug),
  );
}

/** Every press item, newest first. */
export async function getMediaPresses(locale: Locale): Promise<MediaPress[]> {
  const body = await getLocalizedList(locale, collectionPath('media-press'), {
    populate: MEDIA,
    sort: 'date:desc',
    pagination: ALL,
  });
  return normalizeList(body, (raw) => toMediaPress(raw, MEDIA_BASE));
}

/** The fields a press card shows: a page of press items leaves their content out (most of their bytes). */
const MEDIA_PRESS_SUMMARY_FIELDS = ['number', 'media', 'date', 'title', 'image_alt', 'updatedAt'];

/** One page of press items, newest first (4 per page by default, as the media page shows them). */
export async function getMediaPressesPage(
  locale: Locale,
  page = 1,
  pageSize = 4,
): Promise<Paged<MediaPressSummary>> {
  const body = await getLocalizedPage(locale, collectionPath('media-press'), {
    fields: MEDIA_PRESS_SUMMARY_FIELDS,
    populate: MEDIA,
    sort: 'date:desc',
    pagination: { page, pageSize },
  });
  return normalizePage(body, (raw) => toMediaPressSummary(raw, MEDIA_BASE));
}

/** One press item by the number in its address; null when there is none (or only a draft). */
export async function getMediaPress(
  locale: Locale,
  id: number | string,
): Promise<MediaPress | null> {
  const body = await getLocalizedOne(locale, `${collectionPath('media-press')}/${idSegment(id)}`, {
    populate: MEDIA,
  });
  return body === null ? null : normalizeOne(body, (raw) => toMediaPress(raw, MEDIA_BASE));
}

/** The fields a blog card shows: a list of posts leaves their bodies out (most of their bytes). */
const BLOG_SUMMARY_FIELDS = [
  'number',
  'title',
  'description',
  'tab',
  'author',
  'image_alt',
  'firstPublishedAt',
  'updatedAt',
];

/** Every blog post without its body, newest first (by the date each first went out). */
export async function getBlogs(locale: Locale): Promise<BlogSummary[]> {
  const body = await getLocalizedList(locale, collectionPath('blog'), {
    fields: BLOG_SUMMARY_FIELDS,
    populate: MEDIA,
    sort: 'firstPublishedAt:desc',
    pagination: ALL,
  });
  return normalizeList(body, (raw) => toBlogSummary(raw, MEDIA_BASE));
}

/** One blog post by the number in its address; null when there is none (or only a draft). */
export async function getBlog(locale: Locale, id: number | string): Promise<Blog | null> {
  const body = await getLocalizedOne(locale, `${collectionPath('blog')}/${idSegment(id)}`, {
    populate: MEDIA,
  });
  return body === null ? null : normalizeOne(body, (raw) => toBlog(raw, MEDIA_BASE));
}

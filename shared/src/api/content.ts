/**
 * Typed request functions, one per content-service call the site makes. Each returns
 * plain records (see types/content.ts); failures throw ApiError, except that a
 * missing article (404) resolves to null so the page can show its 404 view.
 *
 * Every read is given the page's language (`locale`, its first parameter: the renderer's for the
 * page it renders, the browser's page's in the browser). An entry the CMS
 * lacks in that language is shown in English instead, for that entry alone: each record's `lang`
 * says which language it came in, for the component to mark it (`contentLang`).
 */
import type {
  ApplicationInput,
  Blog,
  BlogSummary,
  Created,
  DetailedProduct,
  EnquiryInput,
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
import { loadHttp } from './http';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../i18n/locales';
import { normaliseIndianMobile } from '../utils/phone';
import { MEDIA_BASE } from './origin';
import { collectionPath } from './collections';
import { ApiError, toApiError } from './errors';
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
  toDealer,
} from './normalize';
import type { Dealer, GeoBox } from '../types/dealer';

/**
 * The media to populate: named, since `*` would bring each entry's other languages too
 * (Strapi's `localizations`), which the site never shows.
 */
const MEDIA = ['image'];

/** Upper bound Strapi allows per page (config/api.js maxLimit); lists are far smaller. */
const ALL = { pageSize: 100 } as const;

type Params = Record<string, unknown>;

async function get(path: string, params: Params): Promise<unknown> {
  try {
    const { apiClient } = await loadHttp();
    const res = await apiClient.get<unknown>(path, { params });
    return res.data;
  } catch (error) {
    throw toApiError(error);
  }
}

async function getOrNull(path: string, params: Params): Promise<unknown> {
  try {
    return await get(path, params);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

async function post(path: string, body: unknown): Promise<unknown> {
  try {
    const { apiClient } = await loadHttp();
    const res = await apiClient.post<unknown>(path, body);
    return res.data;
  } catch (error) {
    throw toApiError(error);
  }
}

function dataOf(body: unknown): unknown[] {
  return isRecord(body) && Array.isArray(body.data) ? body.data : [];
}

/**
 * An entry marked with the language it was asked in, where the CMS left that out (a query naming
 * its `fields` gets no `locale`, and the CMS refuses `locale` as a field): a card shows an English
 * entry on a Hindi page with `lang="en"` (contentLang) whichever fields it asked for.
 */
function askedIn(raw: unknown, locale: Locale): unknown {
  if (!isRecord(raw)) return raw;
  if (isRecord(raw.attributes))
    return raw.attributes.locale === undefined
      ? { ...raw, attributes: { ...raw.attributes, locale } }
      : raw;
  return raw.locale === undefined ? { ...raw, locale } : raw;
}

/** The entries of a list answer, each marked with the language it was asked in. */
function entriesIn(body: unknown, locale: Locale): unknown[] {
  return dataOf(body).map((raw) => askedIn(raw, locale));
}

function documentIdOf(raw: unknown): string | undefined {
  const id = unwrapEntity(raw)?.documentId;
  return typeof id === 'string' ? id : undefined;
}

/** `order:asc` -> a comparison of two entries by their `order` (empty values last). */
function comparing(sort: string): (a: unknown, b: unknown) => number {
  const [field = '', direction] = sort.split(':');
  const sign = direction === 'desc' ? -1 : 1;
  return (a, b) => {
    const x = unwrapEntity(a)?.[field];
    const y = unwrapEntity(b)?.[field];
    if (x === y) return 0;
    if (x === null || x === undefined) return 1;
    if (y === null || y === undefined) return -1;
    return (x < y ? -1 : 1) * sign;
  };
}

/**
 * A list in `locale`: each entry in that language when the CMS has it, else in English (in
 * English's place in the list); entries only that language has come after them, and a sorted list
 * is sorted again as a whole. `withEnglish` gives an entry in `locale` what it keeps of its
 * English version (a product its tab).
 */
async function getLocalizedList(
  locale: Locale,
  path: string,
  params: Params,
  withEnglish: (own: unknown, english: unknown) => unknown = (own) => own,
): Promise<unknown> {
  if (locale === DEFAULT_LOCALE) return get(path, { ...params, locale });
  const [own, english] = await Promise.all([
    get(path, { ...params, locale }),
    get(path, { ...params, locale: DEFAULT_LOCALE }),
  ]);
  const translated = new Map<string, unknown>();
  const ownOnly: unknown[] = [];
  for (const raw of entriesIn(own, locale)) {
    const id = documentIdOf(raw);
    if (id) translated.set(id, raw);
    else ownOnly.push(raw);
  }
  const merged = entriesIn(english, DEFAULT_LOCALE).map((raw) => {
    const id = documentIdOf(raw);
    const inOwn = id === undefined ? undefined : translated.get(id);
    if (id !== undefined) translated.delete(id);
    return inOwn === undefined ? raw : withEnglish(inOwn, raw);
  });
  merged.push(...translated.values(), ...ownOnly);
  if (typeof params.sort === 'string') merged.sort(comparing(params.sort));
  return { data: merged };
}

/**
 * One page of a list in `locale`: the page is English's (so a page holds the same
 * entries in every language, and its count is right), each entry on it in `locale`
 * when the CMS has it. An entry written in another language only is not paged (the full list,
 * getMediaPresses, has it).
 */
async function getLocalizedPage(locale: Locale, path: string, params: Params): Promise<unknown> {
  const english = await get(path, { ...params, locale: DEFAULT_LOCALE });
  if (locale === DEFAULT_LOCALE) return english;
  const ids = dataOf(english)
    .map(documentIdOf)
    .filter((id): id is string => id !== undefined);
  if (ids.length === 0) return english;
  const own = await get(path, {
    fields: params.fields,
    populate: params.populate,
    filters: { documentId: { $in: ids } },
    pagination: { pageSize: ids.length },
    locale,
  });
  const translated = new Map(entriesIn(own, locale).map((raw) => [documentIdOf(raw), raw]));
  return {
    ...(isRecord(english) ? english : {}),
    data: entriesIn(english, DEFAULT_LOCALE).map((raw) => translated.get(documentIdOf(raw)) ?? raw),
  };
}

/** One entry in `locale`, or in English when the CMS lacks it in that language. */
async function getLocalizedOne(locale: Locale, path: string, params: Params): Promise<unknown> {
  const own = await getOrNull(path, { ...params, locale });
  if (own !== null || locale === DEFAULT_LOCALE) return own;
  return getOrNull(path, { ...params, locale: DEFAULT_LOCALE });
}

/** A numeric id or documentId, safe to put in a path. */
function idSegment(id: number | string): string {
  return encodeURIComponent(String(id).trim());
}

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

function created(body: unknown): Created {
  const data = isRecord(body) && isRecord(body.data) ? body.data : {};
  return { id: typeof data.id === 'number' ? data.id : 0 };
}

/**
 * A mobile number as the content service stores it (+91 and ten digits); a value that is not an
 * Indian mobile number goes as written, for the service to refuse with a message naming the field.
 */
function mobileForSending(value: number | string): string {
  return normaliseIndianMobile(value) ?? String(value);
}

/** Sends a contact enquiry (POST /contact-uses), with the language it was sent in. */
export async function createEnquiry(input: EnquiryInput): Promise<Created> {
  const { name, email, mobile, message, language } = input;
  const body = await post(collectionPath('contact-us'), {
    data: { name, email, mobile: mobileForSending(mobile), message, language },
  });
  return created(body);
}

/** Sends a job application (POST /job-applicants) after the resume upload, with its language. */
export async function createApplication(input: ApplicationInput): Promise<Created> {
  const {
    name,
    email,
    phoneNumber,
    currentWorkingLocation,
    noticePeriod,
    resume,
    title,
    language,
  } = input;
  const body = await post(collectionPath('job-applicant'), {
    data: {
      name,
      email,
      phoneNumber: mobileForSending(phoneNumber),
      currentWorkingLocation,
      noticePeriod,
      resume,
      title,
      language,
    },
  });
  return created(body);
}

// ---- Dealers (issue 52) ------------------------------------------------------------------------

/** What a dealer's card shows: every field but the CMS's own. */
const DEALER_FIELDS = [
  'kind',
  'name',
  'address',
  'town',
  'district',
  'state',
  'pin_code',
  'latitude',
  'longitude',
  'phone',
  'whatsapp',
  'divisions',
  'products',
  'hours',
];

/** Dealers on one page of a dealer list (Strapi's most). */
export const DEALER_PAGE_SIZE = 100;

/**
 * Published dealers (and the group's places) inside a box of latitudes and longitudes, one page
 * of at most DEALER_PAGE_SIZE, in the page's language where the CMS has their names and addresses,
 * else in English. One request (two on a Hindi or Punjabi page), whatever the number of dealers.
 */
export async function getDealersWithin(
  locale: Locale,
  box: GeoBox,
  page = 1,
): Promise<Paged<Dealer>> {
  const body = await getLocalizedPage(locale, collectionPath('dealer'), {
    fields: DEALER_FIELDS,
    filters: {
      latitude: { $between: [box.south, box.north] },
      longitude: { $between: [box.west, box.east] },
    },
    sort: 'id:asc',
    pagination: { page: Math.max(1, Math.floor(page)), pageSize: DEALER_PAGE_SIZE },
  });
  return normalizePage(body, toDealer);
}

/** One page of a district's published dealers (`karnal`), or of every dealer of a kind in a state. */
export async function getDealersIn(
  locale: Locale,
  where: { district: string } | { state: string; kind?: Dealer['kind'] },
  page = 1,
): Promise<Paged<Dealer>> {
  const filters =
    'district' in where
      ? { district: { $eq: where.district } }
      : { state: { $eq: where.state }, ...(where.kind ? { kind: { $eq: where.kind } } : {}) };
  const body = await getLocalizedPage(locale, collectionPath('dealer'), {
    fields: DEALER_FIELDS,
    filters,
    sort: 'name:asc',
    pagination: { page: Math.max(1, Math.floor(page)), pageSize: DEALER_PAGE_SIZE },
  });
  return normalizePage(body, toDealer);
}

/** What a "Become a dealer" application sends (checked by the form first). */
export interface DealerApplicationInput {
  name: string;
  firm: string;
  town: string;
  district: string;
  pin_code: string;
  phone: string;
  divisions: Section[];
  /** The language the visitor wrote in (the page's): Sales answers in it. */
  language: Locale;
}

/** Sends a "Become a dealer" application (POST /dealer-applications), with its language. */
export async function createDealerApplication(input: DealerApplicationInput): Promise<Created> {
  const { language, phone, ...rest } = input;
  const body = await post(collectionPath('dealer-application'), {
    data: { ...rest, phone: mobileForSending(phone), language },
  });
  return created(body);
}

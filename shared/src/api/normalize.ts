/**
 * The one place that turns content-service answers into plain typed records.
 * Understands the Strapi v4 shape (`{ id, attributes }`, media under
 * `image.data.attributes`) that the CMS answers with by default, and Strapi 5's
 * flat shape (`{ id, documentId, ...fields }`, media as a plain object) too.
 * Relative upload URLs become absolute with the CMS origin.
 */
import { POSITIONS, SECTIONS, isProductSlug } from '../types/content';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../i18n/locales';
import type {
  Blog,
  BlogSummary,
  DetailedProduct,
  Faq,
  ImageBlock,
  ImageFormat,
  InlineNode,
  ListBlock,
  ListItemBlock,
  MediaImage,
  MediaPress,
  MediaPressSummary,
  Opening,
  Paged,
  Position,
  ProductAddress,
  ProductFaq,
  ProductSpecification,
  RichBlock,
  Section,
  TeamMember,
  Testimony,
  TextNode,
} from '../types/content';

import {
  DEALER_KINDS,
  DEALER_STATES,
  WEEKDAYS,
  type Dealer,
  type DealerKind,
  type DealerState,
  type OpeningHours,
} from '../types/dealer';

export type Json = Record<string, unknown>;

export function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function str(value: unknown, fallback = ''): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return fallback;
}

function num(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))
    return Number(value);
  return null;
}

/**
 * `http://cms/x` stays, `/uploads/x.webp` becomes `${base}/uploads/x.webp` (with the API's
 * MEDIA_BASE, '', it stays a path on the site's own origin).
 */
export function absoluteUrl(url: string, base: string): string {
  if (!url) return url;
  if (/^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(url)) return url;
  return `${base.replace(/\/+$/, '')}${url.startsWith('/') ? '' : '/'}${url}`;
}

/** `{ id, attributes: {...} }` or a flat record -> one flat record with `id`. */
export function unwrapEntity(raw: unknown): Json | null {
  if (!isRecord(raw)) return null;
  if (isRecord(raw.attributes))
    return { ...raw.attributes, id: raw.id, documentId: raw.documentId };
  return raw;
}

/** `{ data: ... }` relation/media wrapper of the v4 shape, or the value itself. */
function unwrapData(raw: unknown): unknown {
  if (isRecord(raw) && 'data' in raw && !('url' in raw)) return raw.data;
  return raw;
}

function normalizeFormats(raw: unknown, cmsUrl: string): MediaImage['formats'] {
  const out: MediaImage['formats'] = {};
  if (!isRecord(raw)) return out;
  for (const key of ['thumbnail', 'small', 'medium', 'large'] as const) {
    const f = raw[key];
    if (isRecord(f) && typeof f.url === 'string') {
      const format: ImageFormat = {
        url: absoluteUrl(f.url, cmsUrl),
        width: num(f.width),
        height: num(f.height),
      };
      out[key] = format;
    }
  }
  return out;
}

/** A media field (`{ data: { attributes: { url, alternativeText, ... } } }`, flat, or a list) -> MediaImage | null. */
export function normalizeMedia(raw: unknown, cmsUrl: string): MediaImage | null {
  let value = unwrapData(raw);
  if (Array.isArray(value)) value = value[0];
  const file = unwrapEntity(value);
  if (!file || typeof file.url !== 'string' || file.url === '') return null;
  return {
    url: absoluteUrl(file.url, cmsUrl),
    alternativeText: str(file.alternativeText),
    width: num(file.width),
    height: num(file.height),
    formats: normalizeFormats(file.formats, cmsUrl),
  };
}

/** A media field holding several files (`{ data: [...] }`, or a flat list) -> its images, in order. */
export function normalizeMediaList(raw: unknown, cmsUrl: string): MediaImage[] {
  const value = unwrapData(raw);
  const files = Array.isArray(value) ? value : value ? [value] : [];
  const out: MediaImage[] = [];
  for (const file of files) {
    const image = normalizeMedia(file, cmsUrl);
    if (image) out.push(image);
  }
  return out;
}

/**
 * An entry's picture as the entry describes it (`image_alt`, a text of the entry's in each of its
 * languages): the media library has one description per file, in English, so without the entry's
 * own the file's stands in, marked English (`altLang`) for the page to say so.
 */
export function describedImage(image: MediaImage | null, description: unknown): MediaImage | null {
  if (!image) return null;
  const own = str(description).trim();
  if (own) return { ...image, alternativeText: own };
  return image.alternativeText ? { ...image, altLang: DEFAULT_LOCALE } : image;
}

function normalizeText(raw: Json): TextNode {
  const node: TextNode = { type: 'text', text: str(raw.text) };
  for (const mark of ['bold', 'italic', 'underline', 'strikethrough', 'code'] as const) {
    if (raw[mark] === true) node[mark] = true;
  }
  return node;
}

function normalizeInline(raw: unknown): InlineNode[] {
  if (!Array.isArray(raw)) return [];
  const out: InlineNode[] = [];
  for (const child of raw) {
    if (!isRecord(child)) continue;
    if (child.type === 'link') {
      const children = Array.isArray(child.children)
        ? child.children.filter(isRecord).map(normalizeText)
        : [];
      out.push({ type: 'link', url: str(child.url), children });
    } else if (child.type === 'text' || typeof child.text === 'string') {
      out.push(normalizeText(child));
    }
  }
  return out;
}

function normalizeListBlock(raw: Json): ListBlock {
  const children: Array<ListItemBlock | ListBlock> = [];
  if (Array.isArray(raw.children)) {
    for (const child of raw.children) {
      if (!isRecord(child)) continue;
      if (child.type === 'list') children.push(normalizeListBlock(child));
      else children.push({ type: 'list-item', children: normalizeInline(child.children) });
    }
  }
  return { type: 'list', format: raw.format === 'ordered' ? 'ordered' : 'unordered', children };
}

/** Strapi `blocks` JSON -> RichBlock[]; unknown block types are dropped, image URLs made absolute. */
export function normalizeBlocks(raw: unknown, cmsUrl: string): RichBlock[] {
  if (!Array.isArray(raw)) return [];
  const out: RichBlock[] = [];
  for (const block of raw) {
    if (!isRecord(block)) continue;
    switch (block.type) {
      case 'paragraph':
        out.push({ type: 'paragraph', children: normalizeInline(block.children) });
        break;
      case 'heading': {
        const level = num(block.level);
        const safe =
          level !== null && level >= 1 && level <= 6
            ? (Math.trunc(level) as 1 | 2 | 3 | 4 | 5 | 6)
            : 2;
        out.push({ type: 'heading', level: safe, children: normalizeInline(block.children) });
        break;
      }
      case 'list':
        out.push(normalizeListBlock(block));
        break;
      case 'quote':
        out.push({ type: 'quote', children: normalizeInline(block.children) });
        break;
      case 'code': {
        const children = normalizeInline(block.children).filter(
          (n): n is TextNode => n.type === 'text',
        );
        out.push({
          type: 'code',
          ...(typeof block.language === 'string' ? { language: block.language } : {}),
          children,
        });
        break;
      }
      case 'image': {
        const media = normalizeMedia(block.image, cmsUrl);
        if (!media) break;
        const caption = isRecord(block.image) ? str(block.image.caption) : '';
        const image: ImageBlock['image'] = {
          url: media.url,
          alternativeText: media.alternativeText,
          width: media.width,
          height: media.height,
          formats: media.formats,
          ...(caption ? { caption } : {}),
        };
        out.push({ type: 'image', image, children: [] });
        break;
      }
      default:
        break;
    }
  }
  return out;
}

function id(raw: Json): number {
  return num(raw.id) ?? 0;
}

/**
 * An article's id on the site is the number in its address (`number`, kept across publishes by
 * the CMS), not the database row id, which Draft & Publish changes at every publish.
 */
function addressNumber(raw: Json): number {
  return num(raw.number) ?? 0;
}

function section(value: unknown): Section {
  return (SECTIONS as readonly string[]).includes(str(value)) ? (str(value) as Section) : 'foods';
}

function position(value: unknown): Position {
  return (POSITIONS as readonly string[]).includes(str(value))
    ? (str(value) as Position)
    : 'OPERATION';
}

/** `{ lang }` when the CMS said which language the entry is in (Strapi's `locale`), else nothing. */
function langOf(e: Json): { lang?: Locale } {
  return isLocale(e.locale) ? { lang: e.locale } : {};
}

export function toTestimony(raw: unknown, cmsUrl: string): Testimony | null {
  const e = unwrapEntity(raw);
  if (!e) return null;
  return {
    id: id(e),
    name: str(e.name),
    business_name: str(e.business_name),
    about: str(e.about),
    image: describedImage(normalizeMedia(e.image, cmsUrl), e.image_alt),
    ...langOf(e),
  };
}

export function toTeamMember(raw: unknown, cmsUrl: string): TeamMember | null {
  const e = unwrapEntity(raw);
  if (!e) return null;
  return {
    id: id(e),
    name: str(e.name),
    designation: str(e.designation),
    image: describedImage(normalizeMedia(e.image, cmsUrl), e.image_alt),
    ...langOf(e),
  };
}

export function toOpening(raw: unknown): Opening | null {
  const e = unwrapEntity(raw);
  if (!e) return null;
  return {
    id: id(e),
    position: position(e.position),
    title: str(e.title),
    role: str(e.role),
    openings: num(e.openings) ?? 0,
    ...langOf(e),
  };
}

export function toFaq(raw: unknown): Faq | null {
  const e = unwrapEntity(raw);
  if (!e) return null;
  return {
    id: id(e),
    title: str(e.title),
    content: str(e.content),
    section: section(e.section),
    ...langOf(e),
  };
}

/**
 * A product's old slugs: the CMS keeps them as a JSON array in a text field (`previous_slugs`,
 * cms/src/utils/product-slugs.js); a list is read too. Anything that is not a slug is left out.
 */
export function slugList(value: unknown): string[] {
  let list: unknown = value;
  if (typeof value === 'string') {
    try {
      list = JSON.parse(value);
    } catch {
      return [];
    }
  }
  return Array.isArray(list) ? [...new Set(list.filter(isProductSlug))] : [];
}

/** The items of a repeatable component (a list of records), each read by `map`, empty ones left out. */
function components<T>(value: unknown, map: (item: Json) => T | null): T[] {
  if (!Array.isArray(value)) return [];
  const out: T[] = [];
  for (const item of value) {
    const read = isRecord(item) ? map(item) : null;
    if (read !== null) out.push(read);
  }
  return out;
}

function specification(item: Json): ProductSpecification | null {
  const row = { label: str(item.label).trim(), value: str(item.value).trim() };
  return row.label || row.value ? row : null;
}

function productFaq(item: Json): ProductFaq | null {
  const faq = { question: str(item.question).trim(), answer: str(item.answer).trim() };
  return faq.question ? faq : null;
}

function packSize(item: Json): string | null {
  return str(item.label).trim() || null;
}

/**
 * A gallery's pictures, each described by its line of the entry's `gallery_alt` (one line a
 * picture, in the gallery's order, in the entry's language), else by its file's text (English).
 */
function describedGallery(raw: unknown, descriptions: unknown, cmsUrl: string): MediaImage[] {
  const lines = str(descriptions).split(/\r?\n/);
  return normalizeMediaList(raw, cmsUrl)
    .map((image, n) => describedImage(image, lines[n]))
    .filter((image): image is MediaImage => image !== null);
}

export function toProduct(raw: unknown, cmsUrl: string): DetailedProduct | null {
  const e = unwrapEntity(raw);
  if (!e) return null;
  return {
    id: id(e),
    name: str(e.name),
    category: str(e.category),
    tab: str(typeof e.tab === 'string' ? e.tab : e.category),
    section: section(e.section),
    image: describedImage(normalizeMedia(e.image, cmsUrl), e.image_alt),
    content: normalizeBlocks(e.content, cmsUrl),
    slug: isProductSlug(e.slug) ? e.slug : '',
    previousSlugs: slugList(e.previous_slugs),
    summary: str(e.summary),
    specifications: components(e.specifications, specification),
    packSizes: components(e.pack_sizes, packSize),
    suitedFor: str(e.suited_for),
    howToUse: str(e.how_to_use),
    storage: str(e.storage),
    faqs: components(e.faqs, productFaq),
    gallery: describedGallery(e.gallery, e.gallery_alt, cmsUrl),
    updatedAt: str(e.updatedAt),
    ...langOf(e),
  };
}

/**
 * Where a product's page is, from a listing in one language (its section, slug and old slugs, and
 * when that version was last edited); null for an entry without a slug or a known section.
 */
export function toProductAddress(raw: unknown, locale: Locale): ProductAddress | null {
  const e = unwrapEntity(raw);
  if (!e || !isProductSlug(e.slug) || !(SECTIONS as readonly unknown[]).includes(e.section))
    return null;
  return {
    section: e.section as Section,
    slug: e.slug,
    previousSlugs: slugList(e.previous_slugs),
    updatedAt: { [locale]: str(e.updatedAt) },
  };
}

export function toMediaPressSummary(raw: unknown, cmsUrl: string): MediaPressSummary | null {
  const e = unwrapEntity(raw);
  if (!e) return null;
  return {
    id: addressNumber(e),
    media: str(e.media),
    date: str(e.date),
    title: str(e.title),
    image: describedImage(normalizeMedia(e.image, cmsUrl), e.image_alt),
    updatedAt: str(e.updatedAt),
    ...langOf(e),
  };
}

export function toMediaPress(raw: unknown, cmsUrl: string): MediaPress | null {
  const summary = toMediaPressSummary(raw, cmsUrl);
  const e = unwrapEntity(raw);
  return summary && e ? { ...summary, content: normalizeBlocks(e.content, cmsUrl) } : null;
}

export function toBlogSummary(raw: unknown, cmsUrl: string): BlogSummary | null {
  const e = unwrapEntity(raw);
  if (!e) return null;
  return {
    id: addressNumber(e),
    title: str(e.title),
    description: str(e.description),
    image: describedImage(normalizeMedia(e.image, cmsUrl), e.image_alt),
    tab: str(e.tab),
    author: str(e.author),
    // The date it first went out: publishing again after an edit does not change it.
    publishedAt: str(e.firstPublishedAt),
    updatedAt: str(e.updatedAt),
    ...langOf(e),
  };
}

export function toBlog(raw: unknown, cmsUrl: string): Blog | null {
  const summary = toBlogSummary(raw, cmsUrl);
  const e = unwrapEntity(raw);
  return summary && e ? { ...summary, content: normalizeBlocks(e.content, cmsUrl) } : null;
}

/** The `data` list of a collection answer, mapped and with unreadable items dropped. */
export function normalizeList<T>(body: unknown, map: (raw: unknown) => T | null): T[] {
  const data = isRecord(body) ? body.data : undefined;
  if (!Array.isArray(data)) return [];
  const out: T[] = [];
  for (const item of data) {
    const value = map(item);
    if (value !== null) out.push(value);
  }
  return out;
}

/** The `data` record of a single-item answer. */
export function normalizeOne<T>(body: unknown, map: (raw: unknown) => T | null): T | null {
  return isRecord(body) ? map(body.data) : null;
}

/** A list answer with its `meta.pagination`. */
export function normalizePage<T>(body: unknown, map: (raw: unknown) => T | null): Paged<T> {
  const items = normalizeList(body, map);
  const meta =
    isRecord(body) && isRecord(body.meta) && isRecord(body.meta.pagination)
      ? body.meta.pagination
      : {};
  const pageSize = num(meta.pageSize) ?? items.length;
  const total = num(meta.total) ?? items.length;
  return {
    items,
    page: num(meta.page) ?? 1,
    pageSize,
    total,
    pageCount: num(meta.pageCount) ?? (pageSize > 0 ? Math.ceil(total / pageSize) : 0),
  };
}

// ---- Dealers (issue 52) ------------------------------------------------------------------------

const HOUR = /^(?:[01]\d|2[0-3]):[0-5]\d$/;
const PHONE = /^\+91\d{10}$/;

/** A JSON field as the CMS gives it: parsed, or a string of JSON (a text field), else null. */
function json(value: unknown): unknown {
  if (typeof value !== 'string') return value ?? null;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return null;
  }
}

/** Opening hours, keeping only well-formed spans (`["09:00", "19:00"]`, opening before closing). */
export function toOpeningHours(raw: unknown): OpeningHours {
  const value = json(raw);
  const hours: OpeningHours = {};
  if (!isRecord(value)) return hours;
  for (const day of WEEKDAYS) {
    const spans = value[day];
    if (!Array.isArray(spans)) continue;
    const kept = spans
      .filter(
        (span): span is [string, string] =>
          Array.isArray(span) &&
          span.length === 2 &&
          typeof span[0] === 'string' &&
          typeof span[1] === 'string' &&
          HOUR.test(span[0]) &&
          HOUR.test(span[1]) &&
          span[0] < span[1],
      )
      .slice(0, 4)
      .map(([from, to]) => [from, to] as const);
    if (kept.length) hours[day] = kept;
  }
  return hours;
}

/** A dealer or one of the group's places; null without a name or a usable location. */
export function toDealer(raw: unknown): Dealer | null {
  const e = unwrapEntity(raw);
  if (!e) return null;
  const latitude = num(e.latitude);
  const longitude = num(e.longitude);
  const name = str(e.name).trim();
  if (!name || latitude === null || longitude === null) return null;
  const divisions = json(e.divisions);
  const products = json(e.products);
  const phone = str(e.phone);
  const whatsapp = str(e.whatsapp);
  return {
    id: id(e),
    documentId: str(e.documentId),
    kind: (DEALER_KINDS as readonly string[]).includes(str(e.kind))
      ? (str(e.kind) as DealerKind)
      : 'dealer',
    name,
    address: str(e.address),
    town: str(e.town),
    district: str(e.district),
    state: (DEALER_STATES as readonly string[]).includes(str(e.state))
      ? (str(e.state) as DealerState)
      : 'haryana',
    pinCode: str(e.pin_code),
    latitude,
    longitude,
    phone: PHONE.test(phone) ? phone : '',
    whatsapp: PHONE.test(whatsapp) ? whatsapp : '',
    divisions: Array.isArray(divisions) ? SECTIONS.filter((name) => divisions.includes(name)) : [],
    products: Array.isArray(products)
      ? products.filter((slug): slug is string => isProductSlug(slug)).slice(0, 50)
      : [],
    hours: toOpeningHours(e.hours),
    ...langOf(e),
  };
}

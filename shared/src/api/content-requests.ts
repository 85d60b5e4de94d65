/**
 * The content service's requests as every reader makes them: GET, POST and the language rules
 * (an entry in the page's language, else in English, marked with the language it came in). The
 * readers (content.ts, dealers.ts) and senders (submissions.ts) build on these.
 */
import { loadHttp } from './http';
import { DEFAULT_LOCALE, type Locale } from '../i18n/locales';
import { ApiError, toApiError } from './errors';
import { isRecord, unwrapEntity } from './normalize';

/**
 * The media to populate: named, since `*` would bring each entry's other languages too
 * (Strapi's `localizations`), which the site never shows.
 */
export const MEDIA = ['image'];

/** Upper bound Strapi allows per page (config/api.js maxLimit); lists are far smaller. */
export const ALL = { pageSize: 100 } as const;

export type Params = Record<string, unknown>;

export async function get(path: string, params: Params): Promise<unknown> {
  try {
    const { apiClient } = await loadHttp();
    const res = await apiClient.get<unknown>(path, { params });
    return res.data;
  } catch (error) {
    throw toApiError(error);
  }
}

export async function getOrNull(path: string, params: Params): Promise<unknown> {
  try {
    return await get(path, params);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export async function post(path: string, body: unknown): Promise<unknown> {
  try {
    const { apiClient } = await loadHttp();
    const res = await apiClient.post<unknown>(path, body);
    return res.data;
  } catch (error) {
    throw toApiError(error);
  }
}

export function dataOf(body: unknown): unknown[] {
  return isRecord(body) && Array.isArray(body.data) ? body.data : [];
}

/**
 * An entry marked with the language it was asked in, where the CMS left that out (a query naming
 * its `fields` gets no `locale`, and the CMS refuses `locale` as a field): a card shows an English
 * entry on a Hindi page with `lang="en"` (contentLang) whichever fields it asked for.
 */
export function askedIn(raw: unknown, locale: Locale): unknown {
  if (!isRecord(raw)) return raw;
  if (isRecord(raw.attributes))
    return raw.attributes.locale === undefined
      ? { ...raw, attributes: { ...raw.attributes, locale } }
      : raw;
  return raw.locale === undefined ? { ...raw, locale } : raw;
}

/** The entries of a list answer, each marked with the language it was asked in. */
export function entriesIn(body: unknown, locale: Locale): unknown[] {
  return dataOf(body).map((raw) => askedIn(raw, locale));
}

export function documentIdOf(raw: unknown): string | undefined {
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
export async function getLocalizedList(
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
export async function getLocalizedPage(
  locale: Locale,
  path: string,
  params: Params,
): Promise<unknown> {
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
export async function getLocalizedOne(
  locale: Locale,
  path: string,
  params: Params,
): Promise<unknown> {
  const own = await getOrNull(path, { ...params, locale });
  if (own !== null || locale === DEFAULT_LOCALE) return own;
  return getOrNull(path, { ...params, locale: DEFAULT_LOCALE });
}

/** A numeric id or documentId, safe to put in a path. */
export function idSegment(id: number | string): string {
  return encodeURIComponent(String(id).trim());
}

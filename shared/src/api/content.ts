/**
 * Typed request functions, one per content-service call the site makes. Each returns
 * plain records (see types/content.ts); failures throw ApiError, except that a
 * missing article (404) resolves to null so the page can show its 404 view.
 */
import type {
  ApplicationInput,
  Blog,
  BlogSummary,
  Created,
  EnquiryInput,
  Faq,
  MediaPress,
  Opening,
  Paged,
  Product,
  Section,
  TeamMember,
  Testimony,
} from '../types/content';
import { loadHttp } from './http';
import { normaliseIndianMobile } from '../utils/phone';
import { MEDIA_BASE } from './origin';
import { collectionPath } from './collections';
import { ApiError, toApiError } from './errors';
import {
  isRecord,
  normalizeList,
  normalizeOne,
  normalizePage,
  toBlog,
  toBlogSummary,
  toFaq,
  toMediaPress,
  toOpening,
  toProduct,
  toTeamMember,
  toTestimony,
} from './normalize';

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

/** A numeric id or documentId, safe to put in a path. */
function idSegment(id: number | string): string {
  return encodeURIComponent(String(id).trim());
}

export async function getTestimonies(): Promise<Testimony[]> {
  const body = await get(collectionPath('testimony'), { populate: '*', pagination: ALL });
  return normalizeList(body, (raw) => toTestimony(raw, MEDIA_BASE));
}

export async function getTeamMembers(): Promise<TeamMember[]> {
  const body = await get(collectionPath('team'), {
    populate: '*',
    sort: 'order:asc',
    pagination: ALL,
  });
  return normalizeList(body, (raw) => toTeamMember(raw, MEDIA_BASE));
}

export async function getOpenings(): Promise<Opening[]> {
  const body = await get(collectionPath('job-application'), { pagination: ALL });
  return normalizeList(body, toOpening);
}

/** FAQs, optionally only those of one division section. */
export async function getFaqs(section?: Section): Promise<Faq[]> {
  const body = await get(collectionPath('faq'), {
    pagination: ALL,
    ...(section ? { filters: { section: { $eq: section } } } : {}),
  });
  return normalizeList(body, toFaq);
}

/** Products, optionally only those of one division section (tabs filter by `category`). */
export async function getProducts(section?: Section): Promise<Product[]> {
  const body = await get(collectionPath('product'), {
    populate: '*',
    pagination: ALL,
    ...(section ? { filters: { section: { $eq: section } } } : {}),
  });
  return normalizeList(body, (raw) => toProduct(raw, MEDIA_BASE));
}

/** Every press item, newest first. */
export async function getMediaPresses(): Promise<MediaPress[]> {
  const body = await get(collectionPath('media-press'), {
    populate: '*',
    sort: 'date:desc',
    pagination: ALL,
  });
  return normalizeList(body, (raw) => toMediaPress(raw, MEDIA_BASE));
}

/** One page of press items, newest first (4 per page by default, as the media page shows them). */
export async function getMediaPressesPage(page = 1, pageSize = 4): Promise<Paged<MediaPress>> {
  const body = await get(collectionPath('media-press'), {
    populate: '*',
    sort: 'date:desc',
    pagination: { page, pageSize },
  });
  return normalizePage(body, (raw) => toMediaPress(raw, MEDIA_BASE));
}

/** One press item by the number in its address; null when there is none (or only a draft). */
export async function getMediaPress(id: number | string): Promise<MediaPress | null> {
  const body = await getOrNull(`${collectionPath('media-press')}/${idSegment(id)}`, {
    populate: '*',
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
  'firstPublishedAt',
  'updatedAt',
];

/** Every blog post without its body, newest first (by the date each first went out). */
export async function getBlogs(): Promise<BlogSummary[]> {
  const body = await get(collectionPath('blog'), {
    fields: BLOG_SUMMARY_FIELDS,
    populate: ['image'],
    sort: 'firstPublishedAt:desc',
    pagination: ALL,
  });
  return normalizeList(body, (raw) => toBlogSummary(raw, MEDIA_BASE));
}

/** One blog post by the number in its address; null when there is none (or only a draft). */
export async function getBlog(id: number | string): Promise<Blog | null> {
  const body = await getOrNull(`${collectionPath('blog')}/${idSegment(id)}`, { populate: '*' });
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

/** Sends a contact enquiry (POST /contact-uses). */
export async function createEnquiry(input: EnquiryInput): Promise<Created> {
  const { name, email, mobile, message } = input;
  const body = await post(collectionPath('contact-us'), {
    data: { name, email, mobile: mobileForSending(mobile), message },
  });
  return created(body);
}

/** Sends a job application (POST /job-applicants) after the resume upload. */
export async function createApplication(input: ApplicationInput): Promise<Created> {
  const { name, email, phoneNumber, currentWorkingLocation, noticePeriod, resume, title } = input;
  const body = await post(collectionPath('job-applicant'), {
    data: {
      name,
      email,
      phoneNumber: mobileForSending(phoneNumber),
      currentWorkingLocation,
      noticePeriod,
      resume,
      title,
    },
  });
  return created(body);
}

/**
 * The catalogue's data in the CMS (issue 51): every product has an address (`slug`, the same in
 * every language, checked by cms/src/utils/product-slugs.js) and the detail of its page in English,
 * Hindi and Punjabi; a duplicate or malformed slug is refused with a message and nothing is
 * stored; a changed slug keeps the old one in `previous_slugs`, where the site's API client
 * (shared/src/api/content.ts, getProductBySlug) finds it to redirect; a made-up slug is null. The
 * test CMS of the global setup, seeded; the products made here carry this run's mark and are
 * deleted after.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import type * as CmsUserScript from '../../../scripts/cms-user.mjs';
import * as httpClient from '../../../shared/src/api/client';
import { getProductAddresses, getProductBySlug } from '../../../shared/src/api/content';
import { provideHttp } from '../../../shared/src/api/http';
import { setRuntimeConfig } from '../../../shared/src/config/runtime';
import { PRODUCT_SLUG_PATTERN } from '../../../shared/src/types/content';
import { adminToken, api, CMS_URL, contentManager, loginToken, uniqueMark, type V4List } from './helpers';

const PRODUCT_UID = 'api::product.product';
const cm = (rest = '') => `${CMS_URL}/content-manager/collection-types/${PRODUCT_UID}${rest}`;
const DEVANAGARI = /[\u0900-\u097F]/;
const GURMUKHI = /[\u0A00-\u0A7F]/;
const SCRIPT: Record<string, RegExp> = { hi: DEVANAGARI, pa: GURMUKHI };

type Seeded = { slug: string; name: string; section: string; category: string };
const cmsRequire = createRequire(path.join(__dirname, '..', '..', '..', 'cms', 'package.json'));
const seeded = (cmsRequire('./seed/content.js') as { products: Seeded[] }).products;

type Row = { label: string; value: string };
type Attributes = {
  name: string;
  slug: string;
  previous_slugs: string | null;
  section: string;
  locale: string;
  summary: string | null;
  suited_for: string | null;
  how_to_use: string | null;
  storage: string | null;
  specifications: Row[];
  pack_sizes: { label: string }[];
  faqs: { question: string; answer: string }[];
  gallery: { data: unknown[] | null };
  gallery_alt: string | null;
};
type Listed = { id: number; documentId: string; attributes: Attributes };

/** Every published product in a language, with its page's components and gallery. */
async function productsIn(request: APIRequestContext, locale: string): Promise<Listed[]> {
  const res = await request.get(api('/products'), {
    params: {
      locale,
      'pagination[pageSize]': '100',
      'populate[0]': 'specifications',
      'populate[1]': 'pack_sizes',
      'populate[2]': 'faqs',
      'populate[3]': 'gallery',
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  const body = (await res.json()) as V4List & { data: Listed[] };
  expect(body.meta.pagination.pageCount).toBe(1);
  return body.data;
}

/** The admin's content-manager API, answering whatever status (a refusal is the point here). */
async function adminCall(request: APIRequestContext, method: 'POST' | 'PUT', rest: string, data: object, token?: string) {
  const res = await request.fetch(cm(rest), {
    method,
    headers: { Authorization: `Bearer ${token ?? (await adminToken(request))}` },
    data,
  });
  return { status: res.status(), body: (await res.json()) as { data?: { documentId: string; slug: string; previous_slugs: string }; error?: { name: string; message: string; details?: { errors?: { path: string[] }[] } } } };
}

/** How many products, drafts included, have a name holding `text`. */
async function countNamed(request: APIRequestContext, text: string) {
  const res = await request.get(cm(), {
    params: { page: 1, pageSize: 1, 'filters[$and][0][name][$contains]': text, locale: 'en' },
    headers: { Authorization: `Bearer ${await adminToken(request)}` },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { pagination: { total: number } }).pagination.total;
}

const mark = uniqueMark();
const made: string[] = [];

/** The test products' category: none of /feeds' tabs, so no division page lists them while other specs count cards. */
const CATEGORY = 'Catalogue test';

/** A product of this run, in English (and Hindi), published; deleted after the tests. */
async function makeProduct(request: APIRequestContext, slug: string, { hindi = false, token }: { hindi?: boolean; token?: string } = {}) {
  const created = await adminCall(request, 'POST', '?locale=en', {
    name: `Test Feed ${mark} ${slug}`,
    slug,
    category: CATEGORY,
    section: 'feeds',
    summary: 'A feed made by a test.',
  }, token);
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const documentId = created.body.data!.documentId;
  made.push(documentId);
  await contentManager(request, 'POST', `collection-types/${PRODUCT_UID}/${documentId}/actions/publish?locale=en`);
  if (hindi) {
    await contentManager(request, 'PUT', `collection-types/${PRODUCT_UID}/${documentId}?locale=hi`, {
      name: `परीक्षा आहार ${mark}`,
      category: 'कैटलॉग परीक्षा',
      section: 'feeds',
      summary: 'परीक्षा का आहार।',
    });
    await contentManager(request, 'POST', `collection-types/${PRODUCT_UID}/${documentId}/actions/publish?locale=hi`);
  }
  return documentId;
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(() => {
  // The site's API client as pages use it, on the test CMS (loaded here, not on first request).
  setRuntimeConfig({ cmsUrl: CMS_URL });
  provideHttp(httpClient);
});
test.afterAll(async ({ request }) => {
  for (const documentId of made)
    for (const locale of ['hi', 'en'])
      await request.delete(cm(`/${documentId}?locale=${locale}`), {
        headers: { Authorization: `Bearer ${await adminToken(request)}` },
      });
});

test('every seeded product has a unique, well-formed slug and its page in English, Hindi and Punjabi', async ({ request }) => {
  const english = await productsIn(request, 'en');
  const slugs = english.map((product) => product.attributes.slug);
  expect(new Set(slugs).size).toBe(slugs.length);
  for (const slug of slugs) expect(slug).toMatch(PRODUCT_SLUG_PATTERN);
  expect(seeded.length).toBeGreaterThanOrEqual(30);
  const byLocale = Object.fromEntries(
    await Promise.all(['en', 'hi', 'pa'].map(async (locale) => [locale, await productsIn(request, locale)] as const)),
  ) as Record<string, Listed[]>;
  for (const item of seeded) {
    const versions = Object.entries(byLocale).map(([locale, list]) => {
      const found = list.find((product) => product.attributes.slug === item.slug);
      expect([item.slug, locale, Boolean(found)]).toEqual([item.slug, locale, true]);
      return [locale, found!] as const;
    });
    // One product in three languages, at one address.
    expect(new Set(versions.map(([, product]) => product.documentId)).size).toBe(1);
    for (const [locale, { attributes: a }] of versions) {
      const where = `${item.slug} (${locale})`;
      expect(a.section, where).toBe(item.section);
      expect(JSON.parse(a.previous_slugs ?? '[]'), where).toEqual([]);
      for (const text of [a.summary, a.suited_for, a.how_to_use, a.storage]) expect(text?.trim(), where).toBeTruthy();
      expect(a.summary!.length, where).toBeLessThanOrEqual(300);
      expect(a.specifications.length, where).toBeGreaterThanOrEqual(3);
      for (const row of a.specifications) expect([where, Boolean(row.label.trim() && row.value.trim())]).toEqual([where, true]);
      for (const faq of a.faqs) expect([where, Boolean(faq.question && faq.answer)]).toEqual([where, true]);
      if (a.gallery.data?.length) expect(a.gallery_alt?.split('\n').filter(Boolean), where).toHaveLength(a.gallery.data.length);
      // Hindi and Punjabi in their own script, labels and texts alike.
      const script = SCRIPT[locale];
      if (script) {
        for (const text of [a.name, a.summary, a.suited_for, a.how_to_use, a.storage, ...a.specifications.map((row) => row.label)])
          expect([where, text, script.test(String(text))]).toEqual([where, text, true]);
      }
    }
    // What each division's buyers compare, in the English table.
    const labels = versions[0]![1].attributes.specifications.map((row) => row.label);
    const packs = versions[0]![1].attributes.pack_sizes.map((pack) => pack.label);
    const expected: Record<string, string[]> = {
      feeds: ['Crude protein', 'Calcium', 'Form'],
      proteins: item.slug === 'refined-soya-oil' ? ['Free fatty acids (max)'] : ['Crude protein (min)', 'Moisture (max)'],
      foods: ['Shelf life (months, frozen)', 'Storage temperature'],
      hatchery: ['Chicks', 'Breeders'].includes(item.category) ? ['Breed', 'Age at sale', 'Vaccination at the hatchery'] : ['Breed', 'Storage temperature (°C)'],
      equipments: [],
    };
    expect([item.slug, labels]).toEqual([item.slug, expect.arrayContaining(expected[item.section]!)]);
    if (item.section === 'feeds') expect([item.slug, labels.some((label) => /energy|phosphorus|magnesium/i.test(label))]).toEqual([item.slug, true]);
    if (item.section !== 'equipments') expect([item.slug, packs.length > 0]).toEqual([item.slug, true]);
  }
});

test('a duplicate or malformed slug is refused with a message for the editor, and nothing is stored', async ({ request }) => {
  const refused: Array<[string, RegExp]> = [
    ['layer-phase-1-mash', /^slug is already the address of another product \(Layer Phase 1 Mash, feeds\): choose another$/],
    ['Layer Phase 1', /^slug must be lowercase letters \(a-z\) and digits, in words joined by single hyphens, e\.g\. layer-phase-1-mash$/],
    ['layer--mash', /single hyphens/],
    ['layer_mash', /single hyphens/],
    ['x'.repeat(81), /at most 80 characters/],
  ];
  for (const [slug, message] of refused) {
    const { status, body } = await adminCall(request, 'POST', '?locale=en', {
      name: `Refused ${mark}`,
      slug,
      category: CATEGORY,
      section: 'feeds',
    });
    expect([slug, status]).toEqual([slug, 400]);
    expect(body.error?.name).toBe('ValidationError');
    expect(body.error?.message).toMatch(message);
    // Named on the field, so the edit view shows it there.
    expect(body.error?.details?.errors?.[0]?.path).toEqual(['slug']);
  }
  expect(await countNamed(request, `Refused ${mark}`)).toBe(0);

  // A change to another product's slug is refused too, and the product keeps its own.
  const documentId = await makeProduct(request, `refusal-${mark}`);
  const change = await adminCall(request, 'PUT', `/${documentId}?locale=en`, { slug: 'broiler-starter', summary: 'Changed.' });
  expect(change.status).toBe(400);
  expect(change.body.error?.message).toMatch(/^slug is already the address of another product \(Broiler Starter, feeds\)/);
  const stored = (await contentManager(request, 'GET', `collection-types/${PRODUCT_UID}/${documentId}?locale=en`)) as { data: { slug: string; summary: string } };
  expect(stored.data).toMatchObject({ slug: `refusal-${mark}`, summary: 'A feed made by a test.' });
});

test('a changed slug keeps the old one in previous_slugs; the old address finds the product, in every language', async ({ request }) => {
  const old = `test-feed-${mark}`;
  const renamed = `test-feed-renamed-${mark}`;
  const documentId = await makeProduct(request, old, { hindi: true });
  // Changed in the Hindi version (the slug is every language's), with a list the editor made up.
  const change = await adminCall(request, 'PUT', `/${documentId}?locale=hi`, { slug: renamed, previous_slugs: '["not-mine"]' });
  expect(change.status, JSON.stringify(change.body)).toBe(200);
  expect(change.body.data).toMatchObject({ slug: renamed, previous_slugs: JSON.stringify([old]) });
  // Until it is published, the old address is the product's own.
  expect(await getProductBySlug('en', 'feeds', old)).toMatchObject({ slug: old, previousSlugs: [] });
  await contentManager(request, 'POST', `collection-types/${PRODUCT_UID}/${documentId}/actions/publish?locale=en`);
  for (const locale of ['en', 'hi']) {
    const [published] = (await productsIn(request, locale)).filter((product) => product.documentId === documentId);
    // Published in English only: the Hindi version moved with it (one address for all languages).
    expect([locale, published?.attributes.slug, published?.attributes.previous_slugs]).toEqual([locale, renamed, JSON.stringify([old])]);
  }
  for (const locale of ['en', 'hi'] as const) {
    const byOld = await getProductBySlug(locale, 'feeds', old);
    expect(byOld).toMatchObject({ slug: renamed, previousSlugs: [old], lang: locale });
    expect(await getProductBySlug(locale, 'feeds', renamed)).toMatchObject({ slug: renamed, lang: locale });
  }
  // A prefix of the old slug is not it.
  expect(await getProductBySlug('en', 'feeds', 'test-feed')).toBeNull();
  // And the sitemap's listing has the new address, in both languages, with the old one.
  const address = (await getProductAddresses()).find((entry) => entry.slug === renamed);
  expect(address).toMatchObject({ section: 'feeds', previousSlugs: [old], updatedAt: { en: expect.any(String), hi: expect.any(String) } });

  // The admin shows the old addresses, not for editing.
  const { data } = (await contentManager(request, 'GET', `content-types/${PRODUCT_UID}/configuration`)) as {
    data: { contentType: { metadatas: Record<string, { edit: { editable?: boolean; description?: string } }>; layouts: { edit: { name: string }[][] } } };
  };
  expect(data.contentType.metadatas.previous_slugs?.edit.editable).toBe(false);
  expect(data.contentType.metadatas.slug?.edit.description).toMatch(/address/);
  expect(data.contentType.layouts.edit.flat().map((field) => field.name)).toEqual(
    expect.arrayContaining(['slug', 'summary', 'specifications', 'pack_sizes', 'suited_for', 'how_to_use', 'storage', 'faqs', 'gallery', 'gallery_alt', 'previous_slugs']),
  );
});

test("a made-up slug is null through the API client's getter; a seeded one is the product's page", async ({ request }) => {
  for (const locale of ['en', 'hi', 'pa'] as const) {
    expect(await getProductBySlug(locale, 'feeds', `no-such-product-${mark}`)).toBeNull();
    // A slug of another division is not this one's.
    expect(await getProductBySlug(locale, 'foods', 'layer-phase-1-mash')).toBeNull();
    const page = await getProductBySlug(locale, 'feeds', 'layer-phase-1-mash');
    expect(page).toMatchObject({ slug: 'layer-phase-1-mash', section: 'feeds', tab: 'Layer Feed', lang: locale });
    expect(page!.specifications).toContainEqual(expect.objectContaining({ value: '3.5-4%' }));
    expect(page!.gallery.length).toBeGreaterThan(0);
    if (locale !== 'en') {
      expect(page!.name).toMatch(SCRIPT[locale]!);
      expect(page!.gallery[0]!.alternativeText).toMatch(SCRIPT[locale]!);
      expect(page!.gallery[0]!.altLang).toBeUndefined();
    }
  }
  // Every seeded product in the sitemap's listing, in each language.
  const addresses = await getProductAddresses();
  for (const item of seeded)
    expect(addresses.find((entry) => entry.slug === item.slug)).toMatchObject({
      section: item.section,
      updatedAt: { en: expect.any(String), hi: expect.any(String), pa: expect.any(String) },
    });
  // A public query on old slugs is allowed only as the site asks it: it is text, not a JSON field.
  const res = await request.get(api('/products'), {
    params: { 'filters[previous_slugs][$contains]': '"layer-mash"', 'pagination[pageSize]': '1' },
  });
  expect(res.status()).toBe(200);
});

test('an Editor fills in a product page: every new field is theirs to write', async ({ request }) => {
  const { createCmsUser } = (await import('../../../scripts/cms-user.mjs')) as typeof CmsUserScript;
  const user = await createCmsUser({ cmsUrl: CMS_URL, role: 'editor', email: `catalogue-${mark}@example.com`, token: await adminToken(request) });
  const token = await loginToken(request, { email: user.email, password: user.password! });
  const created = await adminCall(
    request,
    'POST',
    '?locale=en',
    {
      name: `Editor Feed ${mark}`,
      slug: `editor-feed-${mark}`,
      category: CATEGORY,
      section: 'feeds',
      summary: 'What it is for.',
      specifications: [{ label: 'Crude protein', value: '18%' }],
      pack_sizes: [{ label: '50 kg bag' }],
      suited_for: 'Layers from 18 weeks.',
      how_to_use: 'Step one.\nStep two.',
      storage: 'Dry place.',
      faqs: [{ question: 'Why?', answer: 'Because.' }],
      gallery_alt: 'A picture',
    },
    token,
  );
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  made.push(created.body.data!.documentId);
  const stored = (await contentManager(request, 'GET', `collection-types/${PRODUCT_UID}/${created.body.data!.documentId}?locale=en`)) as {
    data: Attributes;
  };
  expect(stored.data).toMatchObject({
    slug: `editor-feed-${mark}`,
    summary: 'What it is for.',
    specifications: [expect.objectContaining({ label: 'Crude protein', value: '18%' })],
    pack_sizes: [expect.objectContaining({ label: '50 kg bag' })],
    suited_for: 'Layers from 18 weeks.',
    how_to_use: 'Step one.\nStep two.',
    storage: 'Dry place.',
    faqs: [expect.objectContaining({ question: 'Why?', answer: 'Because.' })],
    gallery_alt: 'A picture',
  });
  // The public still only reads products.
  for (const [method, path] of [['post', '/products'], ['put', `/products/${created.body.data!.documentId}`]] as const) {
    const res = await request.fetch(api(path), { method, data: { data: { slug: 'public-write' } } });
    expect([method, res.status()]).toEqual([method, 403]);
  }
});

import { type InternalAxiosRequestConfig } from 'axios';
import { setRuntimeConfig } from '../config/runtime';
import { apiClient } from './client';
import { createApplication, createEnquiry } from './submissions';
import {
  getBlog,
  getBlogs,
  getFaqs,
  getMediaPress,
  getMediaPresses,
  getMediaPressesPage,
  getOpenings,
  getProductAddresses,
  getProductBySlug,
  getProducts,
  getTeamMembers,
  getTestimonies,
} from './content';
import { ApiError } from './errors';
import { contentLang, setLocaleSource } from '../i18n/translate';
import { uploadResume } from './upload';
import { mockAdapter, type Reply } from './test-adapter';
import type { Section } from '../types/content';

const CMS = 'http://cms.test';
const image = {
  data: {
    id: 1,
    attributes: { url: '/uploads/a.webp', alternativeText: 'Alt', width: 4, height: 3 },
  },
};
const para = [{ type: 'paragraph', children: [{ type: 'text', text: 'Hello' }] }];

let calls: InternalAxiosRequestConfig[] = [];
const originalAdapter = apiClient.defaults.adapter;

function answer(route: (config: InternalAxiosRequestConfig) => Reply): void {
  const mock = mockAdapter(route);
  calls = mock.calls;
  apiClient.defaults.adapter = mock.adapter;
}

const list = (...items: unknown[]) => ({
  data: items,
  meta: { pagination: { page: 1, pageSize: 100, pageCount: 1, total: items.length } },
});

beforeEach(() => setRuntimeConfig({ cmsUrl: CMS }));
afterAll(() => {
  apiClient.defaults.adapter = originalAdapter;
});

describe('list requests', () => {
  it('getTestimonies populates media and returns plain records', async () => {
    answer(() => ({
      data: list({ id: 1, attributes: { name: 'N', business_name: 'B', about: 'A', image } }),
    }));
    await expect(getTestimonies('en')).resolves.toEqual([
      {
        id: 1,
        name: 'N',
        business_name: 'B',
        about: 'A',
        image: {
          // A CMS path is read from the site's own origin (MEDIA_BASE).
          url: '/uploads/a.webp',
          alternativeText: 'Alt',
          // The entry has no description of its own: the file's (English) stands in.
          altLang: 'en',
          width: 4,
          height: 3,
          formats: {},
        },
      },
    ]);
    expect(calls[0]?.url).toBe('/testimonies');
    expect(calls[0]?.baseURL).toBe(`${CMS}/api`);
    expect(calls[0]?.params).toMatchObject({ populate: ['image'], pagination: { pageSize: 100 } });
  });

  it('getTeamMembers sorts by order', async () => {
    answer(() => ({
      data: list({ id: 2, attributes: { name: 'M', designation: 'Chair', image } }),
    }));
    const team = await getTeamMembers('en');
    expect(team[0]).toMatchObject({ id: 2, name: 'M', designation: 'Chair' });
    expect(calls[0]?.url).toBe('/teams');
    expect(calls[0]?.params).toMatchObject({ populate: ['image'], sort: 'order:asc' });
  });

  it('getOpenings reads job-applications', async () => {
    answer(() => ({
      data: list({
        id: 3,
        attributes: { position: 'FINANCE', title: 'T', role: 'R', openings: 2 },
      }),
    }));
    await expect(getOpenings('en')).resolves.toEqual([
      { id: 3, position: 'FINANCE', title: 'T', role: 'R', openings: 2 },
    ]);
    expect(calls[0]?.url).toBe('/job-applications');
  });

  it('getFaqs filters by section when given one', async () => {
    answer(() => ({
      data: list({ id: 4, attributes: { title: 'Q', content: 'A', section: 'feeds' } }),
    }));
    await expect(getFaqs('en', 'feeds')).resolves.toEqual([
      { id: 4, title: 'Q', content: 'A', section: 'feeds' },
    ]);
    expect(calls[0]?.params).toMatchObject({ filters: { section: { $eq: 'feeds' } } });
    await getFaqs('en');
    expect(calls[1]?.params).not.toHaveProperty('filters');
  });

  it('getProducts filters by section and keeps rich content', async () => {
    answer(() => ({
      data: list({
        id: 5,
        attributes: { name: 'P', category: 'Cages', section: 'equipments', content: para, image },
      }),
    }));
    const [product] = await getProducts('en', 'equipments');
    expect(product).toMatchObject({
      id: 5,
      category: 'Cages',
      tab: 'Cages',
      section: 'equipments',
      content: para,
      image: { url: '/uploads/a.webp' },
    });
    expect(calls[0]?.url).toBe('/products');
    expect(calls[0]?.params).toMatchObject({
      populate: ['image'],
      filters: { section: { $eq: 'equipments' } },
    });
  });

  it('getMediaPresses returns newest first, getMediaPressesPage returns a page of items without their content', async () => {
    answer(() => ({
      data: {
        data: [
          {
            id: 40,
            attributes: {
              number: 6,
              media: 'Agri Times India',
              date: '2025-01-01',
              title: 'T',
              image,
            },
          },
        ],
        meta: { pagination: { page: 2, pageSize: 4, pageCount: 6, total: 22 } },
      },
    }));
    const all = await getMediaPresses('en');
    expect(all[0]).toMatchObject({ id: 6, media: 'Agri Times India', date: '2025-01-01' });
    expect(calls[0]?.params).toMatchObject({ populate: ['image'], sort: 'date:desc' });
    const page = await getMediaPressesPage('en', 2);
    expect(page).toMatchObject({ page: 2, pageSize: 4, pageCount: 6, total: 22 });
    expect(page.items).toHaveLength(1);
    expect(calls[1]?.params).toMatchObject({ pagination: { page: 2, pageSize: 4 } });
    // The media page's grid shows no content: its page of items (and its HTML's data) goes without.
    expect(page.items[0]).not.toHaveProperty('content');
    expect(calls[1]?.params.fields).toEqual(
      expect.arrayContaining(['number', 'media', 'date', 'title', 'image_alt']),
    );
    expect(calls[1]?.params.fields).not.toContain('content');
  });

  it('getBlogs returns posts without their bodies, with their address number and first publication date', async () => {
    answer(() => ({
      data: list({
        // The row id changes at every publish; the address number and the first date do not.
        id: 31,
        attributes: {
          number: 7,
          title: 'B',
          description: 'D',
          tab: 'Feeds',
          author: 'A',
          publishedAt: '2025-06-30T00:00:00.000Z',
          firstPublishedAt: '2025-01-02T00:00:00.000Z',
          content: para,
        },
      }),
    }));
    const [blog] = await getBlogs('en');
    expect(blog).toMatchObject({ id: 7, title: 'B', publishedAt: '2025-01-02T00:00:00.000Z' });
    expect(blog).not.toHaveProperty('content');
    expect(calls[0]?.params).toMatchObject({ sort: 'firstPublishedAt:desc', populate: ['image'] });
    // A card's picture is described in the post's language (its `image_alt`).
    expect(calls[0]?.params.fields).toEqual(
      expect.arrayContaining(['number', 'title', 'image_alt']),
    );
    expect(calls[0]?.params.fields).not.toContain('content');
  });

  it('throws ApiError with the CMS message on failures', async () => {
    answer(() => ({
      status: 500,
      data: { data: null, error: { status: 500, message: 'Internal Server Error' } },
    }));
    await expect(getFaqs('en')).rejects.toMatchObject({
      name: 'ApiError',
      status: 500,
      message: 'Internal Server Error',
    });
    answer(() => ({ networkError: 'ECONNABORTED' }));
    await expect(getTestimonies('en')).rejects.toMatchObject({
      status: 0,
      message: 'The content service did not answer in time',
    });
    answer(() => ({ networkError: 'ERR_NETWORK' }));
    await expect(getBlogs('en')).rejects.toBeInstanceOf(ApiError);
  });
});

describe('single records', () => {
  it('getMediaPress and getBlog read by the number in the address', async () => {
    answer((c) => ({
      data: {
        data: {
          id: 500,
          attributes: { number: Number(c.url?.split('/').pop()), title: 'X', content: para },
        },
      },
    }));
    await expect(getMediaPress('en', 12)).resolves.toMatchObject({
      id: 12,
      title: 'X',
      content: para,
    });
    expect(calls[0]?.url).toBe('/media-presses/12');
    expect(calls[0]?.params).toEqual({ populate: ['image'], locale: 'en' });
    await expect(getBlog('en', '3')).resolves.toMatchObject({ id: 3, title: 'X' });
    expect(calls[1]?.url).toBe('/blogs/3');
  });

  it('resolves a 404 to null and encodes odd ids', async () => {
    answer(() => ({
      status: 404,
      data: { data: null, error: { status: 404, message: 'Not Found' } },
    }));
    await expect(getMediaPress('en', '../users')).resolves.toBeNull();
    expect(calls[0]?.url).toBe('/media-presses/..%2Fusers');
    await expect(getBlog('en', 999)).resolves.toBeNull();
  });

  it('throws on other errors', async () => {
    answer(() => ({ status: 503, data: 'Service Unavailable' }));
    await expect(getBlog('en', 1)).rejects.toMatchObject({ status: 503 });
    answer(() => ({ networkError: 'ERR_NETWORK' }));
    await expect(getMediaPress('en', 1)).rejects.toMatchObject({ status: 0 });
  });
});

describe('submissions', () => {
  it('createEnquiry posts {data} with the mobile number as +91 and ten digits', async () => {
    answer(() => ({ status: 201, data: { data: { id: 41, attributes: {} } } }));
    await expect(
      createEnquiry({
        name: 'Asha',
        email: 'asha@example.com',
        mobile: 9876543210,
        message: 'Hi',
        language: 'en',
      }),
    ).resolves.toEqual({ id: 41 });
    expect(calls[0]?.method).toBe('post');
    expect(calls[0]?.url).toBe('/contact-uses');
    expect(JSON.parse(String(calls[0]?.data))).toEqual({
      data: {
        name: 'Asha',
        email: 'asha@example.com',
        mobile: '+919876543210',
        message: 'Hi',
        language: 'en',
      },
    });
    await createEnquiry({
      name: 'Asha',
      email: 'asha@example.com',
      mobile: '098765-43210',
      message: 'Hi',
      language: 'en',
    });
    expect(JSON.parse(String(calls[1]?.data)).data.mobile).toBe('+919876543210');
  });

  it('sends a number that is not an Indian mobile as written, for the CMS to refuse by name', async () => {
    answer(() => ({ status: 201, data: { data: { id: 1 } } }));
    await createEnquiry({
      name: 'Asha',
      email: 'asha@example.com',
      mobile: '12345',
      message: 'Hi',
      language: 'en',
    });
    expect(JSON.parse(String(calls[0]?.data)).data.mobile).toBe('12345');
  });

  it('createEnquiry surfaces validation messages', async () => {
    answer(() => ({
      status: 400,
      data: {
        data: null,
        error: {
          status: 400,
          name: 'ValidationError',
          message: 'email must be a valid email',
          details: { errors: [] },
        },
      },
    }));
    const error = await createEnquiry({
      name: 'A',
      email: 'bad',
      mobile: '1',
      message: 'm',
      language: 'en',
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: 'email must be a valid email',
      details: { errors: [] },
    });
  });

  it('createApplication posts every field', async () => {
    answer(() => ({ status: 201, data: { data: { id: 7 } } }));
    const input = {
      name: 'R',
      email: 'r@example.com',
      phoneNumber: 9876543210,
      currentWorkingLocation: 'Ambala',
      noticePeriod: '30',
      resume: 'http://cms.test/uploads/r.pdf',
      title: 'Hatchery Supervisor',
      language: 'en' as const,
    };
    await expect(createApplication(input)).resolves.toEqual({ id: 7 });
    expect(calls[0]?.url).toBe('/job-applicants');
    expect(JSON.parse(String(calls[0]?.data))).toEqual({
      data: { ...input, phoneNumber: '+919876543210' },
    });
  });

  it('each is sent with the language of the page it was sent from', async () => {
    answer(() => ({ status: 201, data: { data: { id: 1 } } }));
    await createEnquiry({
      name: 'A',
      email: 'a@example.com',
      mobile: '9876543210',
      message: 'm',
      language: 'pa',
    });
    await createApplication({
      name: 'A',
      email: 'a@example.com',
      phoneNumber: '9876543210',
      currentWorkingLocation: 'Ambala',
      noticePeriod: '30',
      resume: '/uploads/r.pdf',
      title: 'Hatchery Supervisor',
      language: 'pa',
    });
    expect(calls.map((c) => JSON.parse(String(c.data)).data.language)).toEqual(['pa', 'pa']);
  });
});

describe('uploadResume', () => {
  const pdf = new Blob(['%PDF-1.4'], { type: 'application/pdf' });

  it('uploads to the CMS (field "files") and returns the URL as the CMS answered it', async () => {
    answer(() => ({ status: 201, data: [{ id: 3, url: '/uploads/cv_abc.pdf' }] }));
    await expect(uploadResume(pdf, 'cv.pdf')).resolves.toBe('/uploads/cv_abc.pdf');
    expect(calls[0]?.url).toBe('/upload');
    const form = calls[0]?.data as FormData;
    expect(form).toBeInstanceOf(FormData);
    const file = form.get('files');
    expect(file).toBeInstanceOf(Blob);
    expect((file as File).name).toBe('cv.pdf');
    expect(calls[0]?.timeout).toBe(60_000);
  });

  it('throws the CMS message when the upload is refused', async () => {
    answer(() => ({
      status: 413,
      data: { error: { status: 413, message: 'The resume must be at most 5 MB' } },
    }));
    await expect(uploadResume(pdf)).rejects.toMatchObject({
      status: 413,
      message: 'The resume must be at most 5 MB',
    });
    answer(() => ({ status: 201, data: [] }));
    await expect(uploadResume(pdf)).rejects.toBeInstanceOf(ApiError);
  });
});

describe('languages', () => {
  // Entries as Strapi answers them in a language: the same documentId in every language.
  const faq = (documentId: string, locale: string, title: string) => ({
    id: title.length,
    documentId,
    attributes: { title, content: `${title}.`, section: 'feeds', locale },
  });
  const byLocale: Record<string, unknown[]> = {
    en: [faq('a', 'en', 'Feed stages'), faq('b', 'en', 'Storage')],
    hi: [faq('a', 'hi', 'आहार के चरण'), faq('c', 'hi', 'नया प्रश्न')],
  };
  const localeOf = (c: InternalAxiosRequestConfig) =>
    String((c.params as Record<string, unknown>).locale);

  beforeEach(() => setLocaleSource(() => 'hi'));
  afterAll(() => setLocaleSource(() => 'en'));

  it('a list asks for the page language and English, each entry in the page language when it exists, else English marked en', async () => {
    answer((c) => ({ data: list(...(byLocale[localeOf(c)] ?? [])) }));
    const faqs = await getFaqs('hi', 'feeds');
    expect(calls.map(localeOf).sort()).toEqual(['en', 'hi']);
    expect(faqs.map((f) => [f.title, f.lang])).toEqual([
      ['आहार के चरण', 'hi'],
      ['Storage', 'en'],
      ['नया प्रश्न', 'hi'],
    ]);
    expect(faqs.map((f) => contentLang(f))).toEqual([undefined, 'en', undefined]);
  });

  it("a product in the page language keeps its English version's category as its tab", async () => {
    const product = (documentId: string, locale: string, name: string, category: string) => ({
      id: name.length,
      documentId,
      attributes: { name, category, section: 'feeds', content: [], locale },
    });
    answer((c) => ({
      data:
        localeOf(c) === 'hi'
          ? list(
              product('a', 'hi', 'डेयरी गोल्ड', 'पशु आहार'),
              product('c', 'hi', 'केवल हिंदी', 'लेयर आहार'),
            )
          : list(
              product('a', 'en', 'Dairy Gold', 'Cattle Feed'),
              product('b', 'en', 'Broiler Starter', 'Broiler Feed'),
            ),
    }));
    const products = await getProducts('hi', 'feeds');
    expect(products.map((p) => [p.name, p.category, p.tab, p.lang])).toEqual([
      ['डेयरी गोल्ड', 'पशु आहार', 'Cattle Feed', 'hi'],
      ['Broiler Starter', 'Broiler Feed', 'Broiler Feed', 'en'],
      ['केवल हिंदी', 'लेयर आहार', 'लेयर आहार', 'hi'],
    ]);
  });

  it('asks in the language it is given, whatever the rendering page reads (no ambient language)', async () => {
    setLocaleSource(() => 'en');
    answer((c) => ({ data: list(...(byLocale[localeOf(c)] ?? [])) }));
    const faqs = await getFaqs('hi', 'feeds');
    expect(calls.map(localeOf).sort()).toEqual(['en', 'hi']);
    expect(faqs.map((f) => f.lang)).toEqual(['hi', 'en', 'hi']);
  });

  it('an English page asks for English only and marks nothing', async () => {
    setLocaleSource(() => 'en');
    answer((c) => ({ data: list(...(byLocale[localeOf(c)] ?? [])) }));
    const faqs = await getFaqs('en');
    expect(calls.map(localeOf)).toEqual(['en']);
    expect(faqs.map((f) => contentLang(f))).toEqual([undefined, undefined]);
  });

  it('a sorted list stays sorted across the languages it mixes', async () => {
    const member = (documentId: string, locale: string, name: string, order: number) => ({
      id: order,
      documentId,
      attributes: { name, order, locale },
    });
    answer((c) => ({
      data:
        localeOf(c) === 'hi'
          ? list(member('y', 'hi', 'दो', 2))
          : list(
              member('x', 'en', 'One', 1),
              member('y', 'en', 'Two', 2),
              member('z', 'en', 'Three', 3),
            ),
    }));
    const team = await getTeamMembers('hi');
    expect(team.map((m) => [m.name, m.lang])).toEqual([
      ['One', 'en'],
      ['दो', 'hi'],
      ['Three', 'en'],
    ]);
  });

  it('an article missing in the page language is read in English, marked en', async () => {
    answer((c) =>
      localeOf(c) === 'hi'
        ? { status: 404, data: { data: null, error: { status: 404, message: 'Not Found' } } }
        : { data: { data: { id: 9, attributes: { number: 3, title: 'Post', locale: 'en' } } } },
    );
    const post = await getBlog('hi', 3);
    expect(calls.map(localeOf)).toEqual(['hi', 'en']);
    expect(post).toMatchObject({ id: 3, title: 'Post', lang: 'en' });
    expect(post && contentLang(post)).toBe('en');
  });

  it('a page of press items is English paging, each item in the page language when it exists, marked so', async () => {
    // As the CMS answers a query naming its fields: no `locale` on the entries.
    const press = (documentId: string, title: string) => ({
      id: title.length,
      documentId,
      attributes: { number: title.length, title, date: '2025-01-01' },
    });
    answer((c) => {
      const params = c.params as Record<string, unknown>;
      if (localeOf(c) === 'en')
        return {
          data: {
            data: [press('p', 'Press one'), press('q', 'Press two')],
            meta: { pagination: { page: 2, pageSize: 2, pageCount: 3, total: 6 } },
          },
        };
      expect(params.filters).toEqual({ documentId: { $in: ['p', 'q'] } });
      expect(params.fields).not.toContain('content');
      return { data: list(press('q', 'प्रेस दो')) };
    });
    const page = await getMediaPressesPage('hi', 2, 2);
    expect(page.items.map((p) => [p.title, p.lang])).toEqual([
      ['Press one', 'en'],
      ['प्रेस दो', 'hi'],
    ]);
    expect(page).toMatchObject({ page: 2, pageCount: 3, total: 6 });
  });
});

describe('a product by its address', () => {
  const product = (documentId: string, locale: string, attributes: Record<string, unknown>) => ({
    id: documentId.length,
    documentId,
    attributes: { section: 'feeds', locale, ...attributes },
  });
  const mash = (locale: string, name: string, category: string) =>
    product('m', locale, {
      name,
      category,
      slug: 'layer-phase-1-mash',
      previous_slugs: '["layer-mash"]',
      specifications: [{ id: 1, label: 'Calcium', value: '3.5-4%' }],
    });
  const localeOf = (c: InternalAxiosRequestConfig) =>
    String((c.params as Record<string, unknown>).locale);

  afterEach(() => setLocaleSource(() => 'en'));

  it('asks for one entry of the section, by its slug or an old one, with its pictures and tables', async () => {
    answer(() => ({ data: list(mash('en', 'Layer Phase 1 Mash', 'Layer Feed')) }));
    const found = await getProductBySlug('en', 'feeds', 'layer-phase-1-mash');
    expect(found).toMatchObject({
      name: 'Layer Phase 1 Mash',
      slug: 'layer-phase-1-mash',
      previousSlugs: ['layer-mash'],
      specifications: [{ label: 'Calcium', value: '3.5-4%' }],
      lang: 'en',
    });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('/products');
    expect(calls[0]?.params).toEqual({
      filters: {
        section: { $eq: 'feeds' },
        $or: [
          { slug: { $eq: 'layer-phase-1-mash' } },
          { previous_slugs: { $contains: '"layer-phase-1-mash"' } },
        ],
      },
      populate: ['image', 'gallery', 'specifications', 'pack_sizes', 'faqs'],
      pagination: { page: 1, pageSize: 1 },
      locale: 'en',
    });
  });

  it('gives the product found by an old slug, whose own slug tells the page to redirect', async () => {
    answer(() => ({ data: list(mash('en', 'Layer Phase 1 Mash', 'Layer Feed')) }));
    const found = await getProductBySlug('en', 'feeds', 'layer-mash');
    expect(found?.slug).toBe('layer-phase-1-mash');
    expect(found?.previousSlugs).toContain('layer-mash');
  });

  it('is null for a slug no published product has, after one small request', async () => {
    answer(() => ({ data: list() }));
    await expect(getProductBySlug('en', 'feeds', 'no-such-feed')).resolves.toBeNull();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.params).toMatchObject({ pagination: { pageSize: 1 } });
  });

  it('asks nothing for a slug that cannot be one or a section that is not', async () => {
    answer(() => ({ data: list(mash('en', 'Layer Phase 1 Mash', 'Layer Feed')) }));
    const refused = [
      'Layer-Phase',
      'layer--mash',
      '-mash',
      'mash-',
      'layer mash',
      'layer_mash',
      '../feeds',
      '%22x%22',
      'x"',
      '',
      'a'.repeat(81),
      'मैश',
    ];
    for (const slug of refused)
      await expect(getProductBySlug('en', 'feeds', slug)).resolves.toBeNull();
    await expect(
      getProductBySlug('en', 'farm' as Section, 'layer-phase-1-mash'),
    ).resolves.toBeNull();
    expect(calls).toHaveLength(0);
  });

  it("on a Hindi page, asks in Hindi and English at once: Hindi's entry with the English tab, else English marked en", async () => {
    setLocaleSource(() => 'hi');
    answer((c) => ({
      data:
        localeOf(c) === 'hi'
          ? list(mash('hi', 'लेयर फ़ेज़ 1 मैश', 'लेयर आहार'))
          : list(mash('en', 'Layer Phase 1 Mash', 'Layer Feed')),
    }));
    const hindi = await getProductBySlug('hi', 'feeds', 'layer-phase-1-mash');
    expect(calls.map(localeOf).sort()).toEqual(['en', 'hi']);
    expect(hindi).toMatchObject({ name: 'लेयर फ़ेज़ 1 मैश', category: 'लेयर आहार', tab: 'Layer Feed' });
    expect(hindi?.lang).toBe('hi');

    answer((c) => ({
      data: localeOf(c) === 'hi' ? list() : list(mash('en', 'Layer Phase 1 Mash', 'Layer Feed')),
    }));
    const english = await getProductBySlug('hi', 'feeds', 'layer-phase-1-mash');
    expect(english).toMatchObject({ name: 'Layer Phase 1 Mash', lang: 'en' });
    expect(english && contentLang(english)).toBe('en');

    answer(() => ({ data: list() }));
    await expect(getProductBySlug('hi', 'feeds', 'no-such-feed')).resolves.toBeNull();
    expect(calls).toHaveLength(2);
  });

  it('throws when the CMS fails, so the page shows its fault, not a 404', async () => {
    answer(() => ({ status: 500, data: { error: { status: 500, message: 'Internal' } } }));
    await expect(getProductBySlug('en', 'feeds', 'layer-phase-1-mash')).rejects.toBeInstanceOf(
      ApiError,
    );
  });
});

describe('product addresses for the sitemap', () => {
  const localeOf = (c: InternalAxiosRequestConfig) =>
    String((c.params as Record<string, unknown>).locale);
  const pageOf = (c: InternalAxiosRequestConfig) =>
    Number(((c.params as Record<string, unknown>).pagination as { page: number }).page);
  // As the CMS answers a query naming its fields: no locale on the entries.
  const entry = (slug: string | null, section: string, updatedAt: string, previous = '[]') => ({
    id: 1,
    documentId: `doc-${slug}`,
    attributes: { slug, section, previous_slugs: previous, updatedAt },
  });
  const page = (page: number, pageCount: number, ...items: unknown[]) => ({
    data: items,
    meta: { pagination: { page, pageSize: 100, pageCount, total: items.length } },
  });

  it('lists each language page by page, with only the address fields, and merges the languages', async () => {
    answer((c) => {
      const locale = localeOf(c);
      if (locale === 'en')
        return {
          data:
            pageOf(c) === 1
              ? page(1, 2, entry('layer-phase-1-mash', 'feeds', 'E1', '["layer-mash"]'))
              : page(2, 2, entry('gas-brooder', 'equipments', 'E2'), entry(null, 'feeds', 'E3')),
        };
      if (locale === 'hi') return { data: page(1, 1, entry('layer-phase-1-mash', 'feeds', 'H1')) };
      return { data: page(1, 1, entry('hindi-only-feed', 'feeds', 'P1')) };
    });
    const addresses = await getProductAddresses();
    expect(addresses).toEqual([
      { section: 'equipments', slug: 'gas-brooder', previousSlugs: [], updatedAt: { en: 'E2' } },
      { section: 'feeds', slug: 'hindi-only-feed', previousSlugs: [], updatedAt: { pa: 'P1' } },
      {
        section: 'feeds',
        slug: 'layer-phase-1-mash',
        previousSlugs: ['layer-mash'],
        updatedAt: { en: 'E1', hi: 'H1' },
      },
    ]);
    expect(calls.map((c) => `${localeOf(c)}${pageOf(c)}`).sort()).toEqual([
      'en1',
      'en2',
      'hi1',
      'pa1',
    ]);
    for (const call of calls)
      expect(call.params).toMatchObject({
        fields: ['slug', 'section', 'previous_slugs', 'updatedAt'],
        pagination: { pageSize: 100 },
      });
    expect(calls.every((c) => !('populate' in (c.params as object)))).toBe(true);
  });

  it('stops after 100 pages a language, whatever the CMS says', async () => {
    answer((c) => ({ data: page(pageOf(c), 100000, entry(`feed-${pageOf(c)}`, 'feeds', 'T')) }));
    await getProductAddresses();
    expect(calls).toHaveLength(300);
  });
});

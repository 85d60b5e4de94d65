import {
  absoluteUrl,
  describedImage,
  normalizeBlocks,
  normalizeList,
  normalizeMedia,
  normalizeOne,
  normalizePage,
  toBlog,
  toFaq,
  toMediaPress,
  toOpening,
  toProduct,
  toProductAddress,
  slugList,
  toTeamMember,
  toTestimony,
  unwrapEntity,
} from './normalize';
import type { MediaImage } from '../types/content';

const CMS = 'http://cms.test:1337';

const v4Image = {
  data: {
    id: 9,
    attributes: {
      url: '/uploads/hen.webp',
      alternativeText: 'A brown hen',
      width: 800,
      height: 600,
      formats: {
        thumbnail: { url: '/uploads/thumbnail_hen.webp', width: 208, height: 156 },
        bogus: { url: '/x' },
      },
    },
  },
};

describe('absoluteUrl', () => {
  it('prefixes relative upload paths with the CMS origin', () => {
    expect(absoluteUrl('/uploads/a.webp', CMS)).toBe(`${CMS}/uploads/a.webp`);
    expect(absoluteUrl('uploads/a.webp', `${CMS}/`)).toBe(`${CMS}/uploads/a.webp`);
  });
  it('keeps absolute, protocol-relative and data URLs', () => {
    expect(absoluteUrl('https://img.example.com/a.png', CMS)).toBe('https://img.example.com/a.png');
    expect(absoluteUrl('//img.example.com/a.png', CMS)).toBe('//img.example.com/a.png');
    expect(absoluteUrl('data:image/png;base64,xx', CMS)).toBe('data:image/png;base64,xx');
    expect(absoluteUrl('', CMS)).toBe('');
  });
});

describe('unwrapEntity', () => {
  it('flattens the v4 shape and keeps the id', () => {
    expect(unwrapEntity({ id: 3, documentId: 'abc', attributes: { title: 'T' } })).toEqual({
      id: 3,
      documentId: 'abc',
      title: 'T',
    });
  });
  it('passes a flat Strapi 5 record through', () => {
    expect(unwrapEntity({ id: 3, title: 'T' })).toEqual({ id: 3, title: 'T' });
  });
  it('rejects non-objects', () => {
    expect(unwrapEntity(null)).toBeNull();
    expect(unwrapEntity([1])).toBeNull();
    expect(unwrapEntity('x')).toBeNull();
  });
});

describe('normalizeMedia', () => {
  it('reads v4 media with alt text, size and formats', () => {
    expect(normalizeMedia(v4Image, CMS)).toEqual({
      url: `${CMS}/uploads/hen.webp`,
      alternativeText: 'A brown hen',
      width: 800,
      height: 600,
      formats: { thumbnail: { url: `${CMS}/uploads/thumbnail_hen.webp`, width: 208, height: 156 } },
    });
  });
  it('reads flat Strapi 5 media and lists of media', () => {
    const flat = {
      id: 1,
      url: 'https://cdn.example.com/a.png',
      alternativeText: null,
      width: null,
      height: null,
    };
    expect(normalizeMedia(flat, CMS)).toEqual({
      url: 'https://cdn.example.com/a.png',
      alternativeText: '',
      width: null,
      height: null,
      formats: {},
    });
    expect(normalizeMedia({ data: [{ id: 1, attributes: { url: '/u/a.png' } }] }, CMS)?.url).toBe(
      `${CMS}/u/a.png`,
    );
  });
  it('gives null for an empty media field', () => {
    expect(normalizeMedia({ data: null }, CMS)).toBeNull();
    expect(normalizeMedia(undefined, CMS)).toBeNull();
    expect(normalizeMedia({ data: { id: 1, attributes: { url: '' } } }, CMS)).toBeNull();
  });
});

describe('normalizeBlocks', () => {
  it('keeps headings, paragraphs with marks and links, lists, quotes, code and images', () => {
    const raw = [
      { type: 'heading', level: 2, children: [{ type: 'text', text: 'Title' }] },
      {
        type: 'paragraph',
        children: [
          { type: 'text', text: 'Bold', bold: true, italic: false },
          {
            type: 'text',
            text: ' plain ',
            underline: true,
            strikethrough: true,
            code: true,
            italic: true,
          },
          { type: 'link', url: 'https://example.com', children: [{ type: 'text', text: 'link' }] },
        ],
      },
      {
        type: 'list',
        format: 'ordered',
        children: [
          { type: 'list-item', children: [{ type: 'text', text: 'one' }] },
          {
            type: 'list',
            format: 'unordered',
            children: [{ type: 'list-item', children: [{ type: 'text', text: 'nested' }] }],
          },
        ],
      },
      { type: 'list', format: 'weird', children: [] },
      { type: 'quote', children: [{ type: 'text', text: 'Q' }] },
      { type: 'code', language: 'js', children: [{ type: 'text', text: 'x()' }] },
      {
        type: 'image',
        image: {
          url: '/uploads/a.webp',
          alternativeText: 'Alt',
          width: 10,
          height: 5,
          formats: { thumbnail: { url: '/uploads/thumbnail_a.webp', width: 4, height: 2 } },
          caption: 'Cap',
        },
        children: [{ type: 'text', text: '' }],
      },
      { type: 'image', image: null, children: [] },
      { type: 'unknown-block', children: [] },
      'garbage',
    ];
    expect(normalizeBlocks(raw, CMS)).toEqual([
      { type: 'heading', level: 2, children: [{ type: 'text', text: 'Title' }] },
      {
        type: 'paragraph',
        children: [
          { type: 'text', text: 'Bold', bold: true },
          {
            type: 'text',
            text: ' plain ',
            italic: true,
            underline: true,
            strikethrough: true,
            code: true,
          },
          { type: 'link', url: 'https://example.com', children: [{ type: 'text', text: 'link' }] },
        ],
      },
      {
        type: 'list',
        format: 'ordered',
        children: [
          { type: 'list-item', children: [{ type: 'text', text: 'one' }] },
          {
            type: 'list',
            format: 'unordered',
            children: [{ type: 'list-item', children: [{ type: 'text', text: 'nested' }] }],
          },
        ],
      },
      { type: 'list', format: 'unordered', children: [] },
      { type: 'quote', children: [{ type: 'text', text: 'Q' }] },
      { type: 'code', language: 'js', children: [{ type: 'text', text: 'x()' }] },
      {
        type: 'image',
        image: {
          url: `${CMS}/uploads/a.webp`,
          alternativeText: 'Alt',
          width: 10,
          height: 5,
          formats: {
            thumbnail: { url: `${CMS}/uploads/thumbnail_a.webp`, width: 4, height: 2 },
          },
          caption: 'Cap',
        },
        children: [],
      },
    ]);
  });
  it('clamps bad heading levels and tolerates non-arrays', () => {
    expect(normalizeBlocks([{ type: 'heading', level: 9, children: 'x' }], CMS)).toEqual([
      { type: 'heading', level: 2, children: [] },
    ]);
    expect(normalizeBlocks(null, CMS)).toEqual([]);
    expect(normalizeBlocks('text', CMS)).toEqual([]);
  });
});

describe('record mappers', () => {
  it('maps a v4 testimony and team member', () => {
    expect(
      toTestimony(
        { id: 1, attributes: { name: 'N', business_name: 'B', about: 'A', image: v4Image } },
        CMS,
      ),
    ).toMatchObject({
      id: 1,
      name: 'N',
      business_name: 'B',
      about: 'A',
      image: { url: `${CMS}/uploads/hen.webp`, alternativeText: 'A brown hen' },
    });
    expect(toTeamMember({ id: 2, attributes: { name: 'M', image: { data: null } } }, CMS)).toEqual({
      id: 2,
      name: 'M',
      designation: '',
      image: null,
    });
  });
  it('maps openings and FAQs, defaulting unknown enums', () => {
    expect(
      toOpening({ id: 4, attributes: { position: 'SALES', title: 'T', role: 'R', openings: 3 } }),
    ).toEqual({ id: 4, position: 'SALES', title: 'T', role: 'R', openings: 3 });
    expect(toOpening({ id: 5, attributes: { position: 'CEO', openings: 'x' } })).toMatchObject({
      position: 'OPERATION',
      openings: 0,
    });
    expect(toFaq({ id: 6, title: 'Q', content: 'A', section: 'feeds' })).toEqual({
      id: 6,
      title: 'Q',
      content: 'A',
      section: 'feeds',
    });
    expect(toFaq({ id: 7, section: 'farm' })?.section).toBe('foods');
  });
  it('maps products, press items and blogs with rich content', () => {
    const content = [{ type: 'paragraph', children: [{ type: 'text', text: 'Hi' }] }];
    expect(
      toProduct(
        {
          id: 8,
          attributes: {
            name: 'P',
            category: 'Cages',
            section: 'equipments',
            content,
            image: v4Image,
          },
        },
        CMS,
      ),
    ).toMatchObject({
      id: 8,
      category: 'Cages',
      tab: 'Cages',
      section: 'equipments',
      content,
    });
    expect(
      toMediaPress(
        {
          id: 90,
          attributes: {
            number: 9,
            media: 'Agri Times India',
            date: '2025-01-01',
            title: 'T',
            content,
            updatedAt: '2025-02-03T04:05:06.000Z',
          },
        },
        CMS,
      ),
    ).toEqual({
      id: 9,
      media: 'Agri Times India',
      date: '2025-01-01',
      title: 'T',
      image: null,
      content,
      updatedAt: '2025-02-03T04:05:06.000Z',
    });
    expect(
      toBlog(
        {
          id: 100,
          documentId: 'd',
          number: 10,
          title: 'B',
          description: 'D',
          tab: 'Feeds',
          author: 'A',
          publishedAt: '2025-03-01T00:00:00.000Z',
          firstPublishedAt: '2025-01-01T00:00:00.000Z',
          content,
        },
        CMS,
      ),
    ).toEqual({
      id: 10,
      title: 'B',
      description: 'D',
      image: null,
      tab: 'Feeds',
      author: 'A',
      publishedAt: '2025-01-01T00:00:00.000Z',
      updatedAt: '',
      content,
    });
    expect(toBlog(null, CMS)).toBeNull();
  });
});

describe("an entry's picture, described in the entry's language", () => {
  const hen: MediaImage = {
    url: `${CMS}/uploads/hen.webp`,
    alternativeText: 'A brown hen',
    width: 800,
    height: 600,
    formats: {},
  };

  it("takes the entry's own description, unmarked", () => {
    expect(describedImage(hen, 'एक भूरी मुर्गी')).toEqual({
      ...hen,
      alternativeText: 'एक भूरी मुर्गी',
    });
    expect(describedImage(hen, '  ਇੱਕ ਭੂਰੀ ਮੁਰਗੀ \n')?.alternativeText).toBe('ਇੱਕ ਭੂਰੀ ਮੁਰਗੀ');
  });

  it("without one, the file's English text stands in, marked English", () => {
    for (const missing of [undefined, null, '', '   ', Number.NaN, { text: 'x' }])
      expect([missing, describedImage(hen, missing)]).toEqual([missing, { ...hen, altLang: 'en' }]);
  });

  it('marks nothing when the file has no text either, and keeps no picture as none', () => {
    expect(describedImage({ ...hen, alternativeText: '' }, '')).toEqual({
      ...hen,
      alternativeText: '',
    });
    expect(describedImage(null, 'एक भूरी मुर्गी')).toBeNull();
  });

  it('is read by every record that has a picture, in the v4 and the flat shape', () => {
    const described = (image_alt?: string) => [
      toTestimony({ id: 1, attributes: { locale: 'hi', image: v4Image, image_alt } }, CMS),
      toTeamMember({ id: 2, locale: 'hi', image: v4Image.data.attributes, image_alt }, CMS),
      toProduct({ id: 3, attributes: { locale: 'hi', image: v4Image, image_alt } }, CMS),
      toMediaPress({ id: 4, attributes: { locale: 'hi', image: v4Image, image_alt } }, CMS),
      toBlog({ id: 5, locale: 'hi', image: v4Image.data.attributes, image_alt }, CMS),
    ];
    for (const record of described('एक भूरी मुर्गी'))
      expect(record?.image).toMatchObject({ alternativeText: 'एक भूरी मुर्गी' });
    for (const record of described('एक भूरी मुर्गी')) expect(record?.image?.altLang).toBeUndefined();
    for (const record of described())
      expect(record?.image).toMatchObject({ alternativeText: 'A brown hen', altLang: 'en' });
  });
});

describe("a product's page", () => {
  const v4Gallery = {
    data: [
      { id: 10, attributes: { url: '/uploads/bag.webp', alternativeText: 'A feed bag' } },
      { id: 11, attributes: { url: '/uploads/shed.webp', alternativeText: 'A shed' } },
      { id: 12, attributes: { url: '' } },
    ],
  };
  const detail = {
    slug: 'layer-phase-1-mash',
    previous_slugs: '["layer-mash","layer-mash-18"]',
    summary: 'Laying mash with 3.5-4% calcium.',
    specifications: [
      { id: 1, label: 'Crude protein', value: '17-18%' },
      { id: 2, label: ' Calcium ', value: '3.5-4%' },
      { id: 3, label: '', value: '' },
      'not a row',
    ],
    pack_sizes: [
      { id: 4, label: '50 kg bag' },
      { id: 5, label: '  ' },
    ],
    suited_for: 'Laying hens from 18 weeks.',
    how_to_use: 'Feed 110-120 g a day.\nKeep water in front of them.',
    storage: 'Dry and ventilated.',
    faqs: [
      { id: 6, question: 'Why thin shells?', answer: 'Too little calcium.' },
      { id: 7, question: '', answer: 'An answer without its question' },
    ],
    gallery: v4Gallery,
    gallery_alt: 'लेयर आहार की बोरी\n',
    updatedAt: '2026-11-28T10:00:00.000Z',
  };

  it('reads the slug, old slugs, texts, table, pack sizes, questions and gallery (v4 shape)', () => {
    expect(
      toProduct(
        { id: 8, attributes: { name: 'P', section: 'feeds', locale: 'hi', ...detail } },
        CMS,
      ),
    ).toMatchObject({
      slug: 'layer-phase-1-mash',
      previousSlugs: ['layer-mash', 'layer-mash-18'],
      summary: 'Laying mash with 3.5-4% calcium.',
      specifications: [
        { label: 'Crude protein', value: '17-18%' },
        { label: 'Calcium', value: '3.5-4%' },
      ],
      packSizes: ['50 kg bag'],
      suitedFor: 'Laying hens from 18 weeks.',
      howToUse: 'Feed 110-120 g a day.\nKeep water in front of them.',
      storage: 'Dry and ventilated.',
      faqs: [{ question: 'Why thin shells?', answer: 'Too little calcium.' }],
      // Each picture described by its line of gallery_alt; one without a line by its file (English).
      gallery: [
        { url: `${CMS}/uploads/bag.webp`, alternativeText: 'लेयर आहार की बोरी' },
        { url: `${CMS}/uploads/shed.webp`, alternativeText: 'A shed', altLang: 'en' },
      ],
      updatedAt: '2026-11-28T10:00:00.000Z',
      lang: 'hi',
    });
  });

  it('reads the flat shape alike', () => {
    const flat = toProduct(
      {
        id: 8,
        name: 'P',
        section: 'feeds',
        ...detail,
        previous_slugs: ['layer-mash'],
        gallery: v4Gallery.data.map((file) => file.attributes),
      },
      CMS,
    );
    expect(flat).toMatchObject({ slug: 'layer-phase-1-mash', previousSlugs: ['layer-mash'] });
    expect(flat?.gallery.map((image) => image.url)).toEqual([
      `${CMS}/uploads/bag.webp`,
      `${CMS}/uploads/shed.webp`,
    ]);
  });

  it('gives empty values for everything the CMS left out or sent malformed', () => {
    const empty = {
      slug: '',
      previousSlugs: [],
      summary: '',
      specifications: [],
      packSizes: [],
      suitedFor: '',
      howToUse: '',
      storage: '',
      faqs: [],
      gallery: [],
      updatedAt: '',
    };
    expect(toProduct({ id: 1, attributes: { name: 'Old product' } }, CMS)).toMatchObject(empty);
    expect(
      toProduct(
        {
          id: 2,
          attributes: {
            slug: 'Not A Slug',
            previous_slugs: '{oops',
            summary: 42,
            specifications: 'a table',
            pack_sizes: { label: '50 kg' },
            faqs: null,
            gallery: { data: null },
            gallery_alt: 7,
            updatedAt: {},
          },
        },
        CMS,
      ),
    ).toMatchObject({ ...empty, summary: '42' });
  });

  it('keeps only well-formed old slugs, once each', () => {
    expect(slugList('["a-b","a-b","Bad Slug","x--y",3,"ok-2"]')).toEqual(['a-b', 'ok-2']);
    expect(slugList(['one', 'two'])).toEqual(['one', 'two']);
    for (const value of [undefined, null, '', 'not json', '{"a":1}', 12])
      expect(slugList(value)).toEqual([]);
  });

  it("reads a listing's address for the sitemap, or nothing for an entry that has none", () => {
    expect(
      toProductAddress(
        { id: 1, attributes: { slug: 'gas-brooder', section: 'equipments', updatedAt: 'T' } },
        'pa',
      ),
    ).toEqual({
      section: 'equipments',
      slug: 'gas-brooder',
      previousSlugs: [],
      updatedAt: { pa: 'T' },
    });
    expect(toProductAddress({ id: 2, attributes: { section: 'feeds' } }, 'en')).toBeNull();
    expect(toProductAddress({ id: 3, slug: 'x', section: 'farm' }, 'en')).toBeNull();
  });
});

describe('answer envelopes', () => {
  it('maps data lists and drops unreadable items', () => {
    expect(
      normalizeList(
        { data: [{ id: 1, attributes: { title: 'a', section: 'foods' } }, null] },
        toFaq,
      ),
    ).toHaveLength(1);
    expect(normalizeList({ nothing: true }, toFaq)).toEqual([]);
    expect(normalizeList('x', toFaq)).toEqual([]);
  });
  it('maps a single record', () => {
    expect(
      normalizeOne({ data: { id: 1, attributes: { title: 'a', section: 'hatchery' } } }, toFaq)
        ?.section,
    ).toBe('hatchery');
    expect(normalizeOne({ data: null }, toFaq)).toBeNull();
    expect(normalizeOne(undefined, toFaq)).toBeNull();
  });
  it('reads pagination meta, or derives it', () => {
    const body = {
      data: [{ id: 1, title: 'a' }],
      meta: { pagination: { page: 2, pageSize: 4, pageCount: 6, total: 22 } },
    };
    expect(normalizePage(body, toFaq)).toMatchObject({
      page: 2,
      pageSize: 4,
      pageCount: 6,
      total: 22,
    });
    expect(normalizePage({ data: [{ id: 1 }, { id: 2 }] }, toFaq)).toMatchObject({
      page: 1,
      pageSize: 2,
      pageCount: 1,
      total: 2,
    });
    expect(normalizePage({ data: [] }, toFaq)).toMatchObject({ pageCount: 0, total: 0 });
  });
});

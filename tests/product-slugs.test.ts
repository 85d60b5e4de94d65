/**
 * @jest-environment node
 */
/**
 * A product's address in the CMS (cms/src/utils/product-slugs.js): the slug's rule (the site's
 * API client keeps the same one: shared/src/types/content.ts), and the Document Service middleware
 * that checks every write and keeps the old slugs, run as the CMS runs it with Strapi's database
 * replaced by rows in memory. e2e/tests/cms/catalogue.spec.ts covers the real CMS; these cover
 * each case of the rule, and that a refused write reaches nothing (the write is never called).
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { PRODUCT_SLUG_MAX, PRODUCT_SLUG_PATTERN, isProductSlug } from '../shared/src/types/content';

type Row = {
  id: number;
  documentId: string;
  locale: string;
  publishedAt: string | null;
  name: string;
  section: string;
  slug: string | null;
  previous_slugs: string | null;
};
type Where = Record<string, unknown>;
type Context = { uid: string; action: string; params: Record<string, unknown> };
type Middleware = (context: Context, next: () => Promise<unknown>) => Promise<unknown>;
type SlugModule = {
  PRODUCT: string;
  SLUG_PATTERN: RegExp;
  SLUG_MAX: number;
  MAX_PREVIOUS: number;
  slugProblem: (value: unknown) => string | null;
  parseSlugs: (value: unknown) => string[];
  nextPreviousSlugs: (input: {
    stored?: string[];
    current?: string | null;
    requested: string;
    published?: string[];
  }) => string[];
  slugify: (name: unknown) => string;
  productSlugs: (strapi: unknown) => Middleware;
  slugUnslugged: (strapi: unknown) => Promise<void>;
};

const cmsRequire = createRequire(path.resolve(__dirname, '..', 'cms', 'package.json'));
function load(): {
  slugs: SlugModule;
  seed: { products: Array<{ slug: string; name: string }> };
} | null {
  try {
    return {
      slugs: cmsRequire('./src/utils/product-slugs.js') as SlugModule,
      seed: cmsRequire('./seed/content.js') as { products: Array<{ slug: string; name: string }> },
    };
  } catch {
    return null; // the CMS's dependencies are not installed (SKIP_CMS_INSTALL=1)
  }
}
const loaded = load();
const withCms = loaded ? describe : describe.skip;

/** Whether a row meets a condition as Strapi's query engine reads the few this module uses. */
function matches(row: Row, where: Where): boolean {
  return Object.entries(where).every(([key, condition]) => {
    if (key === '$or') return (condition as Where[]).some((part) => matches(row, part));
    const value = row[key as keyof Row];
    if (condition !== null && typeof condition === 'object' && !Array.isArray(condition)) {
      return Object.entries(condition).every(([operator, operand]) => {
        if (operator === '$ne') return value !== operand;
        if (operator === '$notIn') return !(operand as unknown[]).includes(value);
        if (operator === '$null') return (value === null) === operand;
        if (operator === '$notNull') return (value !== null) === operand;
        if (operator === '$contains')
          return typeof value === 'string' && value.includes(String(operand));
        throw new Error(`operator ${operator} is not faked`);
      });
    }
    return value === condition;
  });
}

/** Strapi with its database as rows in memory: what the middleware reads and writes. */
function fakeStrapi(rows: Row[]) {
  const query = () => ({
    findMany: async ({ where = {} }: { where?: Where }) =>
      rows.filter((row) => matches(row, where)).map((row) => ({ ...row })),
    findOne: async ({ where = {} }: { where?: Where }) => {
      const found = rows.find((row) => matches(row, where));
      return found ? { ...found } : null;
    },
    update: async ({ where, data }: { where: Where; data: Partial<Row> }) => {
      const found = rows.find((row) => matches(row, where));
      if (found) Object.assign(found, data);
      return found;
    },
    updateMany: async ({ where, data }: { where: Where; data: Partial<Row> }) => {
      const found = rows.filter((row) => matches(row, where));
      for (const row of found) Object.assign(row, data);
      return { count: found.length };
    },
  });
  return {
    db: { query, transaction: async (task: () => Promise<unknown>) => task() },
    log: { info: () => undefined },
  };
}

let nextId = 100;
/** A product in every language, draft and published (`published` false: a draft only). */
function product(
  documentId: string,
  slug: string | null,
  { previous = '[]', published = true, section = 'feeds' } = {},
) {
  return ['en', 'hi', 'pa'].flatMap((locale) =>
    [null, published ? '2026-11-01T00:00:00.000Z' : undefined]
      .filter((at) => at !== undefined)
      .map((publishedAt) => ({
        id: (nextId += 1),
        documentId,
        locale,
        publishedAt: publishedAt as string | null,
        name: `Product ${documentId}`,
        section,
        slug,
        previous_slugs: previous,
      })),
  );
}

withCms('the slug rule', () => {
  const { slugs } = loaded!;

  it('is the one the site reads addresses with', () => {
    expect(slugs.SLUG_PATTERN.source).toBe(PRODUCT_SLUG_PATTERN.source);
    expect(slugs.SLUG_MAX).toBe(PRODUCT_SLUG_MAX);
  });

  it('takes lowercase words of letters and digits joined by single hyphens, up to 80 characters', () => {
    for (const slug of ['layer-phase-1-mash', 'a', '6-blade-exhaust-fan-54', 'x'.repeat(80)]) {
      expect([slug, slugs.slugProblem(slug)]).toEqual([slug, null]);
      expect(isProductSlug(slug)).toBe(true);
    }
  });

  it('refuses anything else with a message an editor understands', () => {
    const refused: Array<[unknown, RegExp]> = [
      [undefined, /^slug is required/],
      [null, /^slug is required/],
      ['', /^slug is required/],
      ['Layer-Mash', /lowercase letters \(a-z\) and digits, in words joined by single hyphens/],
      ['layer--mash', /single hyphens/],
      ['-layer', /single hyphens/],
      ['layer-', /single hyphens/],
      ['layer mash', /single hyphens/],
      ['layer_mash', /single hyphens/],
      ['mâsh', /single hyphens/],
      ['लेयर', /single hyphens/],
      ['x'.repeat(81), /at most 80 characters/],
      [42, /slug must be text/],
    ];
    for (const [value, message] of refused) {
      expect([value, slugs.slugProblem(value)]).toEqual([value, expect.stringMatching(message)]);
      expect(isProductSlug(value)).toBe(false);
    }
  });

  it('makes a slug from a name, or none from a name without Latin letters or digits', () => {
    expect(slugs.slugify('Layer Phase 1 Mash')).toBe('layer-phase-1-mash');
    expect(slugs.slugify('Multi-Stage Setter 57,600')).toBe('multi-stage-setter-57600');
    expect(slugs.slugify('6-Blade Exhaust Fan 54"')).toBe('6-blade-exhaust-fan-54');
    expect(slugs.slugify('Crème  Brûlée & Co.')).toBe('creme-brulee-co');
    expect(slugs.slugify('लेयर फ़ेज़')).toBe('');
    const long = slugs.slugify(`${'word '.repeat(30)}end`);
    expect(long.length).toBeLessThanOrEqual(80);
    expect(slugs.slugProblem(long)).toBeNull();
  });

  it('reads the stored old slugs, leaving out anything that is not one', () => {
    expect(slugs.parseSlugs('["a","b","a","Bad",1]')).toEqual(['a', 'b']);
    for (const value of [null, undefined, '', 'oops', '{}'])
      expect(slugs.parseSlugs(value)).toEqual([]);
  });

  it('keeps the slug a product was published under when it changes, and only that one', () => {
    const next = slugs.nextPreviousSlugs;
    // Published as `a`, now `b`: `a` redirects.
    expect(next({ stored: [], current: 'a', requested: 'b', published: ['a'] })).toEqual(['a']);
    // A draft's slug that was never published was never an address.
    expect(next({ stored: ['a'], current: 'b', requested: 'c', published: ['a'] })).toEqual(['a']);
    // Back to an old slug: it is the product's own again.
    expect(next({ stored: ['a'], current: 'b', requested: 'a', published: ['b'] })).toEqual(['b']);
    // Unchanged: unchanged.
    expect(next({ stored: ['a'], current: 'b', requested: 'b', published: ['b'] })).toEqual(['a']);
    // At most MAX_PREVIOUS, the oldest dropped.
    const many = Array.from({ length: slugs.MAX_PREVIOUS }, (_, n) => `old-${n}`);
    const kept = next({ stored: many, current: 'now', requested: 'next', published: ['now'] });
    expect(kept).toHaveLength(slugs.MAX_PREVIOUS);
    expect(kept.at(-1)).toBe('now');
    expect(kept[0]).toBe('old-1');
  });

  it('gives every seeded product a well-formed slug of its own', () => {
    const { products } = loaded!.seed;
    expect(products.length).toBeGreaterThanOrEqual(30);
    for (const { slug, name } of products)
      expect([name, slugs.slugProblem(slug)]).toEqual([name, null]);
    expect(new Set(products.map(({ slug }) => slug)).size).toBe(products.length);
    expect(products.find(({ name }) => name === 'Layer Phase 1 Mash')?.slug).toBe(
      'layer-phase-1-mash',
    );
  });
});

withCms('every write of a product', () => {
  const { slugs } = loaded!;
  const PRODUCT = slugs.PRODUCT;

  /** Runs one write through the middleware; `written` is the data the write was given, if it ran. */
  async function write(rows: Row[], action: string, params: Record<string, unknown>) {
    const middleware = slugs.productSlugs(fakeStrapi(rows));
    let written: Record<string, unknown> | null = null;
    const result = await middleware({ uid: PRODUCT, action, params }, async () => {
      written = { ...(params.data as Record<string, unknown>) };
      return params.publishResult ?? written;
    });
    return { result, written: written as Record<string, unknown> | null };
  }

  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => {
        throw new Error('the write was not refused');
      },
      (error: {
        name?: string;
        message?: string;
        details?: { errors?: Array<{ path: string[] }> };
      }) => ({
        name: error.name,
        message: error.message,
        path: error.details?.errors?.[0]?.path,
      }),
    );

  it('refuses a slug another product has, draft or published, naming that product, and writes nothing', async () => {
    const rows = [
      ...product('a', 'layer-phase-1-mash'),
      ...product('d', 'draft-only-feed', { published: false }),
    ];
    const before = JSON.stringify(rows);
    let wrote = false;
    const middleware = slugs.productSlugs(fakeStrapi(rows));
    for (const slug of ['layer-phase-1-mash', 'draft-only-feed']) {
      const refused = await refusal(
        middleware(
          { uid: PRODUCT, action: 'create', params: { locale: 'en', data: { name: 'New', slug } } },
          async () => {
            wrote = true;
          },
        ),
      );
      expect(refused).toEqual({
        name: 'ValidationError',
        message: expect.stringMatching(
          /^slug is already the address of another product \(Product [ad], feeds\): choose another$/,
        ),
        path: ['slug'],
      });
    }
    expect(wrote).toBe(false);
    expect(JSON.stringify(rows)).toBe(before);
  });

  it('refuses a malformed slug, on a new product and on a change, and writes nothing', async () => {
    const rows = product('a', 'layer-phase-1-mash');
    for (const [action, params] of [
      ['create', { locale: 'en', data: { name: 'New', slug: 'New Feed' } }],
      ['update', { documentId: 'a', locale: 'hi', data: { slug: 'layer_mash' } }],
      ['update', { documentId: 'a', locale: 'en', data: { slug: '' } }],
    ] as const) {
      const middleware = slugs.productSlugs(fakeStrapi(rows));
      let wrote = false;
      const refused = await refusal(
        middleware(
          { uid: PRODUCT, action, params: structuredClone(params) as Record<string, unknown> },
          async () => {
            wrote = true;
          },
        ),
      );
      expect(refused).toMatchObject({
        name: 'ValidationError',
        message: expect.stringMatching(/^slug /),
        path: ['slug'],
      });
      expect(wrote).toBe(false);
    }
  });

  it('gives a new product without a slug one made from its name, free of others', async () => {
    const rows = product('a', 'layer-phase-1-mash');
    const { written } = await write(rows, 'create', {
      locale: 'en',
      data: { name: 'Layer Phase 1 Mash' },
    });
    expect(written).toMatchObject({ slug: 'layer-phase-1-mash-2', previous_slugs: '[]' });
    const refused = await refusal(
      write(rows, 'create', { locale: 'hi', data: { name: 'लेयर मैश' } }),
    );
    expect(refused.message).toMatch(/^slug is required/);
  });

  it('keeps the published slug when it changes, whatever the editor sends as old slugs', async () => {
    const rows = product('a', 'layer-mash');
    const { written } = await write(rows, 'update', {
      documentId: 'a',
      locale: 'hi',
      data: { slug: 'layer-phase-1-mash', previous_slugs: '["someone-elses"]' },
    });
    expect(written).toMatchObject({ slug: 'layer-phase-1-mash', previous_slugs: '["layer-mash"]' });
  });

  it('keeps the old slugs on a write that leaves the slug alone, a new language of the product included', async () => {
    const rows = product('a', 'layer-phase-1-mash', { previous: '["layer-mash"]' }).filter(
      (row) => row.locale === 'en',
    );
    const { written } = await write(rows, 'update', {
      documentId: 'a',
      locale: 'pa',
      data: { name: 'ਲੇਅਰ', previous_slugs: null },
    });
    expect(written).toMatchObject({ slug: 'layer-phase-1-mash', previous_slugs: '["layer-mash"]' });
  });

  it('keeps no old slug for a product that was never published under it', async () => {
    const rows = product('a', 'first-idea', { published: false });
    const { written } = await write(rows, 'update', {
      documentId: 'a',
      locale: 'en',
      data: { slug: 'better-idea' },
    });
    expect(written).toMatchObject({ slug: 'better-idea', previous_slugs: '[]' });
  });

  it('lets a product take another product’s old slug; that redirect ends when the new one is published', async () => {
    const rows = [
      ...product('a', 'layer-phase-1-mash', { previous: '["layer-mash"]' }),
      ...product('b', 'other-feed'),
    ];
    const { written } = await write(rows, 'update', {
      documentId: 'b',
      locale: 'en',
      data: { slug: 'layer-mash' },
    });
    expect(written).toMatchObject({ slug: 'layer-mash' });
    // Saving it (a draft) leaves the old address redirecting.
    expect(
      rows
        .filter((row) => row.documentId === 'a')
        .every((row) => row.previous_slugs === '["layer-mash"]'),
    ).toBe(true);
    for (const row of rows.filter((r) => r.documentId === 'b' && r.publishedAt === null))
      row.slug = 'layer-mash';
    const publishResult = {
      documentId: 'b',
      entries: [
        {
          documentId: 'b',
          locale: 'en',
          section: 'feeds',
          slug: 'layer-mash',
          previous_slugs: '["other-feed"]',
        },
      ],
    };
    await write(rows, 'publish', { documentId: 'b', locale: 'en', publishResult });
    expect(rows.filter((row) => row.documentId === 'a').map((row) => row.previous_slugs)).toEqual(
      Array(6).fill('[]'),
    );
    // And the published versions in the other languages take the address just published.
    expect(
      rows
        .filter((row) => row.documentId === 'b' && row.publishedAt !== null)
        .map((row) => `${row.locale} ${row.slug} ${row.previous_slugs}`),
    ).toEqual(['en other-feed []', 'hi layer-mash ["other-feed"]', 'pa layer-mash ["other-feed"]']);
  });

  it('gives a copy of a product its own slug and none of its old ones', async () => {
    const rows = product('a', 'layer-phase-1-mash', { previous: '["layer-mash"]' });
    const refused = await refusal(
      write(rows, 'clone', { documentId: 'a', locale: 'en', data: { name: 'Copy' } }),
    );
    expect(refused.message).toMatch(/^slug is required: a copy/);
    const same = await refusal(
      write(rows, 'clone', { documentId: 'a', locale: 'en', data: { slug: 'layer-phase-1-mash' } }),
    );
    expect(same.message).toMatch(/^slug is already the address of another product/);
    const { written } = await write(rows, 'clone', {
      documentId: 'a',
      locale: 'en',
      data: { slug: 'layer-phase-2-mash' },
    });
    expect(written).toMatchObject({ slug: 'layer-phase-2-mash', previous_slugs: '[]' });
  });

  it('leaves other types and reads alone', async () => {
    const middleware = slugs.productSlugs(fakeStrapi([]));
    const params = { data: { slug: 'Not A Slug' } };
    await expect(
      middleware({ uid: 'api::faq.faq', action: 'create', params }, async () => 'faq'),
    ).resolves.toBe('faq');
    await expect(
      middleware({ uid: PRODUCT, action: 'findMany', params: {} }, async () => 'list'),
    ).resolves.toBe('list');
    expect(params.data.slug).toBe('Not A Slug');
  });

  it('gives products stored before slugs one from their English name, at the next start', async () => {
    const rows = [
      ...product('a', null),
      ...product('b', null).map((row) => ({
        ...row,
        name: row.locale === 'en' ? 'Layer Phase 1 Mash' : 'लेयर',
      })),
      ...product('c', 'layer-phase-1-mash-2'),
      ...product('d', null).map((row) => ({ ...row, name: 'Layer Phase 1 Mash' })),
    ];
    await slugs.slugUnslugged(fakeStrapi(rows));
    const slugOf = (documentId: string) => [
      ...new Set(rows.filter((row) => row.documentId === documentId).map((row) => row.slug)),
    ];
    expect(slugOf('a')).toEqual(['product-a']);
    expect(slugOf('b')).toEqual(['layer-phase-1-mash']);
    expect(slugOf('d')).toEqual(['layer-phase-1-mash-3']);
  });
});

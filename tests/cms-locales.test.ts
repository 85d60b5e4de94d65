/**
 * @jest-environment node
 */
/**
 * The CMS's languages (cms/src/locales.js) are the site's (shared/src/i18n/locales.ts), and the
 * `language` that enquiries and applications record takes exactly those codes; every type the
 * site shows is localized, its seed translations carry no key the seed does not have.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { DEFAULT_LOCALE, LOCALES } from '../shared/src/i18n/locales';

const cmsRequire = createRequire(path.resolve(__dirname, '..', 'cms', 'package.json'));
const cms = cmsRequire('./src/locales.js') as { LOCALE_CODES: string[]; DEFAULT_LOCALE: string };
const types = cmsRequire('./src/content-types.js') as { EDITORIAL: string[]; SUBMITTED: string[] };

type Attribute = {
  type: string;
  enum?: string[];
  multiple?: boolean;
  component?: string;
  pluginOptions?: { i18n?: { localized?: boolean } };
};
type Schema = {
  pluginOptions?: { i18n?: { localized?: boolean } };
  attributes: Record<string, Attribute>;
};
const schemaOf = (name: string): Schema =>
  JSON.parse(
    fs.readFileSync(
      path.resolve(
        __dirname,
        '..',
        'cms',
        'src',
        'api',
        name,
        'content-types',
        name,
        'schema.json',
      ),
      'utf8',
    ),
  ) as Schema;

test('the CMS has the site languages, English first and the default', () => {
  expect(cms.LOCALE_CODES).toEqual([...LOCALES]);
  expect(cms.DEFAULT_LOCALE).toBe(DEFAULT_LOCALE);
});

test.each(types.SUBMITTED)('%s records its language as one of the site languages', (name) => {
  expect(schemaOf(name).attributes.language).toMatchObject({
    type: 'enumeration',
    enum: [...LOCALES],
  });
});

const componentOf = (uid: string): Schema => {
  const [category = '', name = ''] = uid.split('.');
  return JSON.parse(
    fs.readFileSync(
      path.resolve(__dirname, '..', 'cms', 'src', 'components', category, `${name}.json`),
      'utf8',
    ),
  ) as Schema;
};

const TEXT_TYPES = ['string', 'text', 'blocks'];

/**
 * Texts that are not words: a product's address (`slug`) and its old ones (`previous_slugs`, a
 * list the CMS keeps), the same in every language (cms/src/utils/product-slugs.js); a dealer's PIN
 * code and phone numbers.
 */
const SHARED_TEXTS: Record<string, string[]> = {
  product: ['slug', 'previous_slugs'],
  // A dealer's PIN code and numbers (issue 52): the same in every language.
  dealer: ['pin_code', 'phone', 'whatsapp'],
};

/** Whether a field holds words: a text, or a component with a text (a product's table, its questions). */
function holdsWords(attribute: Attribute): boolean {
  if (attribute.type === 'component' && attribute.component)
    return Object.values(componentOf(attribute.component).attributes).some(holdsWords);
  return TEXT_TYPES.includes(attribute.type);
}

/**
 * Every text is per language, a product's category too (the card's label: issue 49), and so is
 * every component of texts (a product's specifications, pack sizes and questions); the tabs list
 * a product by its English version's category (shared/src/api/content.ts, getProducts).
 */
test.each(types.EDITORIAL)('%s is localized, its texts per language, the rest shared', (name) => {
  const schema = schemaOf(name);
  expect(schema.pluginOptions?.i18n?.localized).toBe(true);
  for (const [field, attribute] of Object.entries(schema.attributes)) {
    const words = holdsWords(attribute) && !(SHARED_TEXTS[name] ?? []).includes(field);
    expect([field, attribute.pluginOptions?.i18n?.localized]).toEqual([field, words]);
  }
});

test('the seed translations translate texts the seed has, the same ones in every language', () => {
  const { translations } = cmsRequire('./seed/translations') as {
    translations: Record<string, Record<string, string>>;
  };
  const seed = JSON.stringify(cmsRequire('./seed/content.js'));
  const [first, ...others] = Object.values(translations);
  for (const other of others)
    expect(Object.keys(other).sort()).toEqual(Object.keys(first ?? {}).sort());
  const unknown = Object.keys(first ?? {}).filter(
    (english) => !seed.includes(JSON.stringify(english)),
  );
  expect(unknown).toEqual([]);
});

/**
 * A picture's description is a text of its entry's (`image_alt`); a gallery's (several pictures)
 * is a longer text, one line a picture (`gallery_alt`).
 */
test('every picture an entry shows has its description in each language, beside its texts', () => {
  const pictures = types.EDITORIAL.flatMap((name) => {
    const { attributes } = schemaOf(name);
    return Object.keys(attributes)
      .filter((field) => attributes[field]?.type === 'media')
      .map((field) => ({
        name,
        field,
        multiple: attributes[field]?.multiple === true,
        description: attributes[`${field}_alt`],
      }));
  });
  expect(pictures.map(({ name, field }) => `${name}.${field}`).sort()).toEqual([
    'blog.image',
    'media-press.image',
    'product.gallery',
    'product.image',
    'team.image',
    'testimony.image',
  ]);
  for (const { name, field, multiple, description } of pictures)
    expect([name, field, description]).toEqual([
      name,
      field,
      expect.objectContaining({
        type: multiple ? 'text' : 'string',
        pluginOptions: { i18n: { localized: true } },
      }),
    ]);
});

/** The seed's lists (cms/seed/content.js) and the type each is seeded as (cms/src/bootstrap/seed.js). */
const SEEDED: Record<string, string> = {
  testimonies: 'testimony',
  team: 'team',
  openings: 'job-application',
  products: 'product',
  mediaPresses: 'media-press',
  blogs: 'blog',
};

/**
 * Fields the seed writes otherwise (cms/src/bootstrap/seed.js): an item's `alt` describes its
 * picture, a product's gallery is a list of [picture, description].
 */
const SEED_TEXTS: Record<string, (entry: Record<string, unknown>) => unknown> = {
  image_alt: (entry) => entry.alt,
  gallery_alt: (entry) => ((entry.gallery ?? []) as string[][]).map(([, alt]) => alt),
};

/**
 * The words of a seed value: a string (each line of one of several lines: a product's steps), a
 * list's (a product's table rows, questions, pack sizes), or rich text's text nodes and image
 * blocks' alt texts. A figure without words (`18%`) is the same in every language.
 */
function wordsOf(value: unknown, into: string[] = []): string[] {
  if (typeof value === 'string') {
    for (const line of value.split('\n')) if (/\p{L}/u.test(line)) into.push(line);
  } else if (Array.isArray(value)) for (const item of value) wordsOf(item, into);
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value))
      if (['text', 'children', '__alt'].includes(key)) wordsOf(item, into);
  return into;
}

test('every seeded entry has all its texts in every language, so each is seeded in all three', () => {
  const { translations } = cmsRequire('./seed/translations') as {
    translations: Record<string, Record<string, string>>;
  };
  const seed = cmsRequire('./seed/content.js') as Record<string, unknown>;
  const entries: { name: string; words: string[] }[] = [];
  for (const [list, type] of Object.entries(SEEDED)) {
    const { attributes } = schemaOf(type);
    for (const [n, entry] of (seed[list] as Record<string, unknown>[]).entries()) {
      const fields = Object.keys(attributes).filter(
        (field) => attributes[field]?.pluginOptions?.i18n?.localized,
      );
      const words = wordsOf(fields.map((field) => SEED_TEXTS[field]?.(entry) ?? entry[field]));
      entries.push({ name: `${list}[${n}]`, words });
    }
  }
  for (const [section, faqs] of Object.entries(seed.faqs as Record<string, string[][]>))
    for (const [n, faq] of faqs.entries())
      entries.push({ name: `faqs.${section}[${n}]`, words: wordsOf(faq) });
  expect(entries.length).toBeGreaterThan(100);
  for (const [code, dictionary] of Object.entries(translations)) {
    const missing = entries
      .filter(({ words }) => words.some((english) => !(english in dictionary)))
      .map(({ name }) => name);
    expect([code, missing]).toEqual([code, []]);
  }
});

'use strict';

const fs = require('fs');
const os = require('os');
const path = require('path');

const content = require('../../seed/content');
const { translations } = require('../../seed/translations');
const { LOCALE_CODES, DEFAULT_LOCALE } = require('../locales');
const { seedDealersOnce } = require('./seed-dealers');

const IMAGES = path.join(__dirname, '..', '..', 'seed', 'images');
const MARKER = { type: 'core', name: 'navdhara', key: 'seeded' };

const UIDS = {
  testimony: 'api::testimony.testimony',
  team: 'api::team.team',
  opening: 'api::job-application.job-application',
  faq: 'api::faq.faq',
  product: 'api::product.product',
  media: 'api::media-press.media-press',
  blog: 'api::blog.blog',
};

/**
 * Seeds the content types once, on a database that has never been seeded, each entry in English
 * and in every other language its texts are translated into (seed/translations).
 * A marker in Strapi's core store records the seed, so editors' later changes
 * (even deleting every record) are kept across restarts; `node scripts/cms.mjs reset`
 * deletes the database to seed again.
 */
async function seedIfEmpty(strapi) {
  // Dealers have a marker of their own: a database seeded before them gets them too (issue 52).
  await seedDealersOnce(strapi);
  const store = strapi.store(MARKER);
  if (await store.get()) return;
  let total = 0;
  for (const uid of Object.values(UIDS)) total += await strapi.db.query(uid).count();
  if (total > 0) {
    strapi.log.info('Seed: content already present, marking as seeded');
    await store.set({ value: { at: new Date().toISOString(), skipped: true } });
    return;
  }
  const started = Date.now();
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'navdhara-seed-'));
  try {
    const media = createMediaCache(strapi, tmp);
    await seedAll(strapi, media);
    await store.set({ value: { at: new Date().toISOString() } });
    strapi.log.info(`Seed: done in ${Date.now() - started} ms (${media.count()} images)`);
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

function createMediaCache(strapi, tmp) {
  const cache = new Map();
  let sharp = null;
  try {
    sharp = require('sharp');
  } catch {
    sharp = null;
  }
  async function upload(name, alt) {
    const svg = path.join(IMAGES, `${name}.svg`);
    if (!fs.existsSync(svg)) throw new Error(`Seed image missing: ${svg}`);
    let filepath = svg;
    let mimetype = 'image/svg+xml';
    let ext = '.svg';
    if (sharp) {
      filepath = path.join(tmp, `${name}.webp`);
      await sharp(svg, { density: 96 }).webp({ quality: 82 }).toFile(filepath);
      mimetype = 'image/webp';
      ext = '.webp';
    }
    const [file] = await strapi
      .plugin('upload')
      .service('upload')
      .upload({
        data: { fileInfo: { alternativeText: alt, caption: alt, name: `${name}${ext}` } },
        files: { filepath, originalFilename: `${name}${ext}`, mimetype, size: fs.statSync(filepath).size },
      });
    return file;
  }
  return {
    async get(name, alt) {
      if (!cache.has(name)) cache.set(name, upload(name, alt));
      return cache.get(name);
    },
    count: () => cache.size,
  };
}

/** Replaces seed image placeholders in blocks with the uploaded file. */
async function resolveBlocks(blocks, media) {
  const out = [];
  for (const block of blocks || []) {
    if (block.type === 'image' && block.__image) {
      const file = await media.get(block.__image, block.__alt);
      out.push({
        type: 'image',
        image: {
          name: file.name,
          // The block's own words: one uploaded file serves every entry that shows it, each
          // describing it in its own sentence (and language, `translated`).
          alternativeText: block.__alt ?? file.alternativeText,
          caption: block.__alt ?? file.caption,
          url: file.url,
          width: file.width,
          height: file.height,
          hash: file.hash,
          ext: file.ext,
          mime: file.mime,
          size: file.size,
          formats: file.formats,
          provider: file.provider,
          previewUrl: file.previewUrl || null,
          createdAt: file.createdAt,
          updatedAt: file.updatedAt,
        },
        children: [{ type: 'text', text: '' }],
      });
    } else {
      out.push(block);
    }
  }
  return out;
}

/** Seeded content is live at once: each record is created published (a draft and its published version). */
async function create(strapi, uid, data) {
  const doc = await strapi.documents(uid).create({ data, status: 'published' });
  await translate(strapi, uid, doc.documentId, data);
  return doc;
}

/**
 * The text of a seed value in a language (seed/translations/<code>.js, keyed by the English), or
 * null when any of its text is missing there: a half-translated entry would show English inside a
 * Hindi page unmarked, so such an entry is left out of that language and the site shows the
 * English one, marked as English.
 */
function translated(value, dictionary) {
  if (typeof value === 'string') {
    // A figure without words (`18%`, `57,600`, `0.45`) is written alike in every language.
    if (!/\p{L}/u.test(value)) return value;
    // Each line of a text of several lines (steps of a product's use, a gallery's descriptions)
    // is a text of its own.
    if (value.includes('\n')) {
      const lines = value.split('\n').map((line) => translated(line, dictionary));
      return lines.includes(null) ? null : lines.join('\n');
    }
    return dictionary[value] ?? null;
  }
  if (Array.isArray(value)) {
    const out = value.map((item) => translated(item, dictionary));
    return out.includes(null) ? null : out;
  }
  if (value && typeof value === 'object') {
    const out = {};
    for (const [key, item] of Object.entries(value)) {
      // Of a block only its words are translated: its type, level, format, link and file stay.
      out[key] = key === 'text' || key === 'children' ? translated(item, dictionary) : item;
      if (out[key] === null) return null;
    }
    // An image block's file is shared, its description (the page's `alt`, its caption) is words.
    if (value.type === 'image' && value.image) {
      const image = { ...value.image };
      for (const key of ['alternativeText', 'caption']) {
        if (typeof image[key] !== 'string') continue;
        image[key] = translated(image[key], dictionary);
        if (image[key] === null) return null;
      }
      out.image = image;
    }
    return out;
  }
  return value;
}

/** A localized field's value in a language: a component's texts field by field, else its words. */
function translatedField(strapi, attribute, value, dictionary) {
  if (attribute.type !== 'component') return translated(value, dictionary);
  const { attributes } = strapi.getModel(attribute.component);
  const one = (item) => {
    const out = {};
    for (const [key, field] of Object.entries(item)) {
      const text = ['string', 'text'].includes(attributes[key]?.type) && typeof field === 'string';
      out[key] = text ? translated(field, dictionary) : field;
      if (out[key] === null) return null;
    }
    return out;
  };
  const items = (Array.isArray(value) ? value : [value]).map(one);
  if (items.includes(null)) return null;
  return Array.isArray(value) ? items : items[0];
}

/** The other languages of a seeded entry: its localized fields translated, the rest shared by Strapi. */
async function translate(strapi, uid, documentId, data) {
  const { attributes } = strapi.getModel(uid);
  const localized = Object.keys(data).filter((name) => attributes[name]?.pluginOptions?.i18n?.localized);
  for (const locale of LOCALE_CODES.filter((code) => code !== DEFAULT_LOCALE)) {
    const dictionary = translations[locale];
    const fields = {};
    // An empty field stays empty in every language; null marks a text without its translation.
    for (const name of localized) if (data[name] != null) fields[name] = translatedField(strapi, attributes[name], data[name], dictionary);
    if (Object.values(fields).includes(null)) continue;
    await strapi.documents(uid).update({ documentId, locale, data: fields, status: 'published' });
  }
}

/**
 * A product page's detail as the seed writes it (seed/product-details.js: a table's rows as
 * [label, value], the steps of its use as a list, questions as [question, answer], pictures as
 * [file, description]) in the shape
 * the CMS stores (its components, the gallery's files and their descriptions one line each).
 */
async function productDetail(item, media) {
  const gallery = item.gallery || [];
  const files = [];
  for (const [file, alt] of gallery) files.push((await media.get(file, alt)).id);
  return {
    summary: item.summary ?? null,
    specifications: (item.specifications || []).map(([label, value]) => ({ label, value })),
    pack_sizes: (item.pack_sizes || []).map((label) => ({ label })),
    suited_for: item.suited_for ?? null,
    how_to_use: Array.isArray(item.how_to_use) ? item.how_to_use.join('\n') : (item.how_to_use ?? null),
    storage: item.storage ?? null,
    faqs: (item.faqs || []).map(([question, answer]) => ({ question, answer })),
    gallery: files,
    gallery_alt: gallery.length ? gallery.map(([, alt]) => alt).join('\n') : null,
  };
}

async function seedAll(strapi, media) {
  // A file is uploaded once, described as the first entry that shows it says (the media library's
  // text); each entry describes it in its own words and in each language (`image_alt`, translated
  // with its other texts).
  const picture = async (item) => ({
    image: item.image ? (await media.get(item.image, item.alt)).id : null,
    image_alt: item.alt ?? null,
  });

  for (const item of content.testimonies) {
    await create(strapi, UIDS.testimony, {
      name: item.name,
      business_name: item.business_name,
      about: item.about,
      ...(await picture(item)),
    });
  }
  for (const [order, item] of content.team.entries()) {
    await create(strapi, UIDS.team, {
      name: item.name,
      designation: item.designation,
      order,
      ...(await picture(item)),
    });
  }
  for (const item of content.openings) await create(strapi, UIDS.opening, item);
  for (const [section, list] of Object.entries(content.faqs)) {
    for (const [title, text] of list) await create(strapi, UIDS.faq, { title, content: text, section });
  }
  for (const item of content.products) {
    await create(strapi, UIDS.product, {
      name: item.name,
      slug: item.slug,
      category: item.category,
      section: item.section,
      content: await resolveBlocks(item.content, media),
      ...(await picture(item)),
      ...(await productDetail(item, media)),
    });
  }
  for (const item of content.mediaPresses) {
    await create(strapi, UIDS.media, {
      media: item.media,
      date: item.date,
      title: item.title,
      content: await resolveBlocks(item.content, media),
      ...(await picture(item)),
    });
  }
  for (const item of content.blogs) {
    const doc = await create(strapi, UIDS.blog, {
      title: item.title,
      description: item.description,
      tab: item.tab,
      author: item.author,
      content: await resolveBlocks(item.content, media),
      ...(await picture(item)),
    });
    // Publishing stamps today's date; the seed posts have their own first publication dates
    // (the date the blog shows, config/features.js), on the draft and the published version alike.
    if (item.publishedAt) {
      const at = new Date(item.publishedAt);
      const rows = strapi.db.query(UIDS.blog);
      await rows.updateMany({ where: { documentId: doc.documentId }, data: { firstPublishedAt: at } });
      // Only the published version has a publishedAt (a draft row is one whose publishedAt is null).
      await rows.updateMany({
        where: { documentId: doc.documentId, publishedAt: { $notNull: true } },
        data: { publishedAt: at },
      });
    }
  }
}

module.exports = { seedIfEmpty };

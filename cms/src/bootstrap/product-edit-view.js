'use strict';

const { PRODUCT } = require('../utils/product-slugs');

/**
 * The product's edit view in the admin, set at every start: its old addresses (`previous_slugs`)
 * shown but not editable (the CMS keeps them: src/utils/product-slugs.js), and each field of the
 * product page described for the editor where nobody has described it yet. The fields are laid
 * out in the order of the page once, the first time the view has them; a layout an administrator
 * arranges later is kept.
 */
const DESCRIPTIONS = {
  slug: 'The end of the product\u2019s address (/feeds/<slug>), the same in every language: lowercase words joined by hyphens. Left empty on a new product, it is made from the name. After a change the old address redirects here.',
  previous_slugs: 'Old addresses that redirect to this product. Kept by the CMS, not editable.',
  summary: 'What it is for, in one or two plain sentences (at most 300 characters): shown under the name and in search results.',
  content: 'The long description.',
  specifications: 'The product\u2019s table, one row per figure: e.g. Crude protein / 18%, Capacity (eggs) / 57,600.',
  pack_sizes: 'How it is sold, one per row: e.g. 50 kg bag.',
  suited_for: 'Who it is for: the species, stage or age.',
  how_to_use: 'How to use it. Each line is shown as a step.',
  storage: 'How to store it, or look after it.',
  faqs: 'Questions buyers ask about this product, with their answers.',
  gallery: 'More pictures (optional), shown after the main one.',
  gallery_alt: 'What each gallery picture shows, in this language: one line per picture, in the gallery\u2019s order.',
};

/** The edit view's rows, in the order of the product page. */
const LAYOUT = [
  [['name', 6], ['slug', 6]],
  [['category', 6], ['section', 6]],
  [['image', 6], ['image_alt', 6]],
  [['summary', 12]],
  [['content', 12]],
  [['specifications', 12]],
  [['pack_sizes', 12]],
  [['suited_for', 6], ['storage', 6]],
  [['how_to_use', 12]],
  [['faqs', 12]],
  [['gallery', 6], ['gallery_alt', 6]],
  [['previous_slugs', 12]],
];

const laidOut = (layout) => layout.map((row) => row.map(([name, size]) => ({ name, size })));

async function ensureProductEditView(strapi) {
  const service = strapi.plugin('content-manager').service('content-types');
  const contentType = strapi.contentType(PRODUCT);
  const { uid: _uid, ...configuration } = await service.findConfiguration(contentType);
  const metadatas = { ...configuration.metadatas };
  let changed = false;
  for (const [name, description] of Object.entries(DESCRIPTIONS)) {
    const meta = metadatas[name];
    if (!meta || !meta.edit) continue;
    const edit = { ...meta.edit };
    if (!edit.description) edit.description = description;
    if (name === 'previous_slugs') edit.editable = false;
    if (edit.description !== meta.edit.description || edit.editable !== meta.edit.editable) {
      metadatas[name] = { ...meta, edit };
      changed = true;
    }
  }
  const store = strapi.store({ type: 'core', name: 'navdhara', key: 'product-edit-layout' });
  const arranged = await store.get();
  const layouts = { ...configuration.layouts };
  if (!arranged) {
    const fields = new Set(LAYOUT.flat().map(([name]) => name));
    const current = (layouts.edit || []).flat();
    const known = new Set(current.map((field) => field.name));
    // Fields of the view this list does not name (added later) stay, each on a row of its own.
    const rest = current.filter((field) => !fields.has(field.name)).map((field) => [field]);
    const rows = LAYOUT.map((row) => row.filter(([name]) => known.has(name))).filter((row) => row.length);
    layouts.edit = [...laidOut(rows), ...rest];
    changed = true;
  }
  if (changed) await service.updateConfiguration(contentType, { ...configuration, metadatas, layouts });
  if (!arranged) await store.set({ value: { at: new Date().toISOString() } });
}

module.exports = { ensureProductEditView };

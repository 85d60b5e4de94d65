'use strict';

/** Tiny helpers to write Strapi 5 `blocks` rich text in the seed files. */
const t = (text, marks = {}) => ({ type: 'text', text, ...marks });
const b = (text) => t(text, { bold: true });
const i = (text) => t(text, { italic: true });
const link = (url, text) => ({ type: 'link', url, children: [t(text)] });
const inline = (parts) => parts.map((p) => (typeof p === 'string' ? t(p) : p));
const p = (...parts) => ({ type: 'paragraph', children: inline(parts) });
const h = (level, text) => ({ type: 'heading', level, children: [t(text)] });
const ul = (...items) => ({
  type: 'list',
  format: 'unordered',
  children: items.map((it) => ({ type: 'list-item', children: inline(Array.isArray(it) ? it : [it]) })),
});
const ol = (...items) => ({
  type: 'list',
  format: 'ordered',
  children: items.map((it) => ({ type: 'list-item', children: inline(Array.isArray(it) ? it : [it]) })),
});
const quote = (text) => ({ type: 'quote', children: [t(text)] });
/** An image block; the seed replaces `__image` with the uploaded file. */
const img = (file, alt) => ({ type: 'image', __image: file, __alt: alt, children: [t('')] });

module.exports = { t, b, i, link, p, h, ul, ol, quote, img };

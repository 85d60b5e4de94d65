/**
 * The site's table of CMS collections (shared/src/api/collections.ts) names every content type of
 * the CMS, with the plural its REST paths use: the API client's paths and the edge's surrogate
 * keys (a webhook's `model` → the pages that read it) both come from it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { CMS_COLLECTIONS, modelOfPath } from '../shared/src/api/collections';
import { EDITORIAL, SUBMITTED } from '../cms/src/content-types.js';

const apiDir = path.join(__dirname, '..', 'cms', 'src', 'api');

function pluralOf(model: string): string {
  const schema = path.join(apiDir, model, 'content-types', model, 'schema.json');
  return (JSON.parse(fs.readFileSync(schema, 'utf8')) as { info: { pluralName: string } }).info
    .pluralName;
}

test('every CMS content type is in the table, with its plural', () => {
  const models = fs.readdirSync(apiDir).sort();
  expect(Object.keys(CMS_COLLECTIONS).sort()).toEqual(models);
  expect([...EDITORIAL, ...SUBMITTED].sort()).toEqual(models);
  for (const model of models)
    expect([model, CMS_COLLECTIONS[model as keyof typeof CMS_COLLECTIONS]]).toEqual([
      model,
      pluralOf(model),
    ]);
});

test('a request path names the collection it reads', () => {
  expect(modelOfPath('/faqs')).toBe('faq');
  expect(modelOfPath('/media-presses/12?populate=*')).toBe('media-press');
  expect(modelOfPath('/api/blogs')).toBe('blog');
  expect(modelOfPath('/upload')).toBeUndefined();
  expect(modelOfPath('')).toBeUndefined();
});

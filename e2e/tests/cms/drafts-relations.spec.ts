/**
 * No draft through any relation (issue 36, finding 2). A published entry of each public type gets
 * a draft whose text (and number, where the type has one) differs from the published version; no
 * public query, with populate, fields, filters or sort through its image (the media file's
 * `related` entries are every entry using it, drafts included) or on the type itself, returns the
 * draft's values, nor tells them apart by filtering on them.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { api, contentManager, uniqueMark } from './helpers';

type PublicType = { plural: string; uid: string; text: string; number?: string; image: boolean };

const TYPES: PublicType[] = [
  { plural: 'blogs', uid: 'api::blog.blog', text: 'title', image: true },
  { plural: 'media-presses', uid: 'api::media-press.media-press', text: 'title', image: true },
  { plural: 'teams', uid: 'api::team.team', text: 'name', number: 'order', image: true },
  { plural: 'testimonies', uid: 'api::testimony.testimony', text: 'name', image: true },
  { plural: 'products', uid: 'api::product.product', text: 'name', image: true },
  { plural: 'faqs', uid: 'api::faq.faq', text: 'title', image: false },
  { plural: 'job-applications', uid: 'api::job-application.job-application', text: 'title', number: 'openings', image: false },
];

const DRAFT_NUMBER = 987654;
const V5 = { 'Strapi-Response-Format': 'v5' };

/** Queries that reach a draft if anything does: through the image, and on the type itself. */
function queries(type: PublicType, mark: string): string[] {
  const own = [
    `filters[${type.text}][$eq]=${mark}`,
    `filters[${type.text}][$contains]=${mark}`,
    `filters[$or][0][${type.text}][$eq]=${mark}`,
    `filters[$not][${type.text}][$ne]=${mark}`,
    `status=published&filters[${type.text}][$eq]=${mark}`,
    ...(type.number ? [`filters[${type.number}][$eq]=${DRAFT_NUMBER}`, `filters[${type.number}][$gte]=${DRAFT_NUMBER}`] : []),
    'populate=*',
    'populate[0]=localizations',
  ];
  if (!type.image) return own;
  const uid = type.uid;
  return [
    ...own,
    'populate[image][populate]=*',
    'populate[image][populate][related]=true',
    'populate[image][populate][0]=related',
    'populate[image][populate][related][populate]=*',
    `populate[image][populate][related][on][${uid}][fields][0]=${type.text}`,
    'populate[image][fields][0]=related',
    'populate[image][fields][0]=name&populate[image][populate]=*',
    `filters[image][related][${type.text}][$eq]=${mark}`,
    `filters[image][related][${type.text}][$contains]=${mark}`,
    `filters[image][related][id][$notNull]=true`,
    `sort=image.related.${type.text}`,
    'populate[image][populate][folder]=true',
    'populate[image][populate][related][populate][image][populate]=*',
  ];
}

/** The entry's first published document, its id in the address, and the draft made of it. */
async function makeDraft(request: APIRequestContext, type: PublicType, mark: string) {
  const list = await request.get(api(`/${type.plural}`), { headers: V5, params: { 'pagination[pageSize]': '1', sort: 'id:asc' } });
  expect(list.status()).toBe(200);
  const first = ((await list.json()) as { data: Array<{ documentId: string }> }).data[0];
  expect(first, `a published ${type.plural} entry`).toBeTruthy();
  const documentId = first!.documentId;
  await contentManager(request, 'PUT', `collection-types/${type.uid}/${documentId}`, {
    [type.text]: mark,
    ...(type.number ? { [type.number]: DRAFT_NUMBER } : {}),
  });
  return documentId;
}

test.describe.configure({ mode: 'serial' });

for (const type of TYPES) {
  test(`no public query returns a draft of ${type.plural}, through its image or itself`, async ({ request }) => {
    const mark = `Draft${uniqueMark()}`;
    const documentId = await makeDraft(request, type, mark);
    try {
      const addresses = [
        ...queries(type, mark).map((query) => `/${type.plural}?${query}`),
        ...queries(type, mark).map((query) => `/${type.plural}/${documentId}?${query}`),
      ];
      for (const address of addresses) {
        for (const headers of [{}, V5]) {
          const res = await request.get(api(address), { headers });
          const text = await res.text();
          expect(text, address).not.toContain(mark);
          expect(text, address).not.toContain(String(DRAFT_NUMBER));
          expect(text, address).not.toMatch(/"publishedAt":null/);
          expect([200, 400, 404], `${address}: ${res.status()} ${text.slice(0, 200)}`).toContain(res.status());
          // A filter on the draft's value finds nothing (it would tell the draft's text).
          if (res.status() === 200 && address.includes(mark) && !address.includes('$not')) {
            const body = JSON.parse(text) as { data: unknown };
            const rows = Array.isArray(body.data) ? body.data : body.data ? [body.data] : [];
            expect(rows, address).toEqual([]);
          }
        }
      }
      // Asking for drafts outright is refused, as before.
      for (const query of ['status=draft', 'publicationState=preview']) {
        expect((await request.get(api(`/${type.plural}?${query}`))).status(), query).toBe(403);
      }
    } finally {
      await contentManager(request, 'POST', `collection-types/${type.uid}/${documentId}/actions/discard`);
    }
  });
}

/**
 * Quiet on bad queries (issue 36, finding 5). Malformed filters, fields, populates and sorts, on
 * every public type (and the public creates, which take a query too), are answered 400 with a short
 * message naming what is wrong: never a 500, a stack or SQL. That each is logged in one line, and
 * that a flood of them costs the error log nothing, is checked in rate-limit.spec.ts, whose CMS's
 * log the test can read.
 */
import { expect, test } from '@playwright/test';
import { api } from './helpers';

type PublicType = { plural: string; text: string; number: string; date: string; image: boolean };

const TYPES: PublicType[] = [
  { plural: 'blogs', text: 'title', number: 'number', date: 'createdAt', image: true },
  { plural: 'media-presses', text: 'title', number: 'number', date: 'date', image: true },
  { plural: 'teams', text: 'name', number: 'order', date: 'createdAt', image: true },
  { plural: 'testimonies', text: 'name', number: 'id', date: 'updatedAt', image: true },
  { plural: 'products', text: 'name', number: 'id', date: 'publishedAt', image: true },
  { plural: 'faqs', text: 'title', number: 'id', date: 'createdAt', image: false },
  { plural: 'job-applications', text: 'title', number: 'openings', date: 'createdAt', image: false },
];

/** Malformed queries for one type: the issue's, and other spellings of the same mistakes. */
function malformed(type: PublicType): string[] {
  const { text, number, date } = type;
  const queries = [
    'filters[$and]=1',
    'filters[$and][0]=1',
    'filters[$or]=1',
    'filters[$or][0]=x',
    'filters[$not]=1',
    'filters[$not][0]=1',
    'filters[$eq]=1',
    'filters[$and][0][$or]=1',
    'filters[$or][0][$not]=x',
    `filters[${text}][$and][0][$eq]=x`,
    `filters[${text}][$or]=x`,
    `filters[${text}][$between]=x`,
    `filters[${text}][$null]=maybe`,
    `filters[${text}][$notNull][a]=1`,
    `filters[${text}][$foo]=1`,
    'filters[id][$between]=1',
    'filters[id][$between][0]=1',
    'filters[id][$between][0]=1&filters[id][$between][1]=2&filters[id][$between][2]=3',
    'filters[id][$eq]=abc',
    'filters[id][$in][0]=abc',
    'filters[id][$lt]=1x',
    'filters[id][$contains]=1',
    'filters[id][$eq]=99999999999',
    `filters[${number}][$eq]=abc`,
    `filters[${number}]=abc`,
    `filters[${number}][$gt]=1e400`,
    `filters[${number}][$ne]=0x10`,
    `filters[${number}][$in]=1,2`,
    `filters[${date}][$eq]=not-a-date`,
    'fields[0]=toString',
    'fields=toString',
    'fields[0]=constructor',
    'fields[0]=hasOwnProperty',
    'fields[0]=__proto__',
    `fields[0]=${text}&fields[1]=valueOf`,
    'populate=toString',
    'populate[0]=valueOf',
    `populate[${text}]=true`,
    'sort=toString',
    'sort=toString:asc',
    `sort=${text}:sideways`,
    'sort[0]=valueOf:desc',
  ];
  if (!type.image) return queries;
  return [
    ...queries,
    'populate[image][fields][0]=toString',
    'populate[image][fields]=toString',
    'populate[image][fields][0]=related',
    'populate[image][filters][$and]=1',
    'populate[image][filters][$not]=1',
    'populate[image][filters][width][$eq]=abc',
    'populate[image][filters][id][$between]=1',
    'populate[image][sort]=toString',
    'populate[image][populate][0]=valueOf',
    'populate[image][on][x]=1',
    'populate[image]=yes',
    'filters[image][width][$gt]=abc',
    'filters[image][$and]=1',
    'filters[image][id][$between]=1',
    'filters[image][name][$between]=1',
    'sort=image.toString',
  ];
}

type ErrorBody = { data: null; error: { status: number; name: string; message: string } };

for (const type of TYPES) {
  test(`malformed queries on ${type.plural} answer 400 with a short message`, async ({ request }) => {
    const answers: string[] = [];
    for (const query of malformed(type)) {
      for (const address of [`/${type.plural}?${query}`, `/${type.plural}/1?${query}`]) {
        const res = await request.get(api(address));
        const text = await res.text();
        if (res.status() !== 400) {
          answers.push(`${address}: ${res.status()} ${text.slice(0, 120)}`);
          continue;
        }
        const body = JSON.parse(text) as ErrorBody;
        expect(text.length, address).toBeLessThan(400);
        expect(body.error.message, address).not.toMatch(/\bat .+\.js:\d+|select |from `|Internal/i);
      }
    }
    expect(answers).toEqual([]);
    // Well-formed queries of the same kinds still answer.
    for (const query of [
      `filters[$and][0][${type.text}][$notNull]=true&filters[$or][0][id][$gt]=0&filters[$or][1][id][$between][0]=1&filters[$or][1][id][$between][1]=9`,
      `filters[$not][${type.number}][$eq]=0&fields[0]=${type.text}&sort=${type.text}:desc`,
      ...(type.image ? ['populate[image][fields][0]=url&populate[image][filters][width][$gte]=1&populate[image][sort]=name:asc'] : []),
    ]) {
      const res = await request.get(api(`/${type.plural}?${query}`));
      expect(res.status(), `${query}: ${await res.text()}`).toBe(200);
    }
  });
}

test('the public creates refuse a malformed query too, storing nothing', async ({ request }) => {
  for (const plural of ['contact-uses', 'job-applicants']) {
    for (const query of ['fields[0]=toString', 'populate[0]=valueOf', 'filters[$and]=1']) {
      const res = await request.post(api(`/${plural}?${query}`), { data: { data: {} } });
      expect(res.status(), `${plural}?${query}`).toBe(400);
    }
  }
});

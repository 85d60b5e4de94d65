import { expect, test, type APIRequestContext } from '@playwright/test';
import { api, CMS_URL, type V4Item, type V4List } from './helpers';

const SECTIONS = ['foods', 'hatchery', 'proteins', 'feeds', 'equipments'];
const TABS: Record<string, string[]> = {
  feeds: ['Cattle Feed', 'Broiler Feed', 'Layer Feed'],
  equipments: ['Hatchery Equipment', 'Farm Equipment', 'Cages', 'Ventilation'],
  proteins: ['Soya-Protein'],
};

async function list(request: APIRequestContext, path: string): Promise<V4List> {
  const res = await request.get(api(path));
  expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
  return (await res.json()) as V4List;
}

function expectImage(item: V4Item) {
  const image = item.attributes.image as { data: { id: number; attributes: { url: string; alternativeText: string; width: number; height: number } } };
  expect(image.data.attributes.url).toMatch(/^\/uploads\/.+\.(webp|png|svg)$/);
  expect(image.data.attributes.alternativeText.length).toBeGreaterThan(5);
  expect(image.data.attributes.width).toBeGreaterThan(0);
  expect(image.data.attributes.height).toBeGreaterThan(0);
  return image.data.attributes.url;
}

test('health endpoint answers', async ({ request }) => {
  expect((await request.get(`${CMS_URL}/_health`)).status()).toBe(204);
});

test('media-presses: 20+ items in the v4 shape with populated images that are served', async ({ request }) => {
  const body = await list(request, '/media-presses?populate=*&pagination[pageSize]=100');
  expect(body.data.length).toBeGreaterThanOrEqual(20);
  expect(body.meta.pagination.total).toBe(body.data.length);
  for (const item of body.data) {
    expect(typeof item.id).toBe('number');
    expect(item.attributes).toEqual(expect.objectContaining({ media: expect.any(String), date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), title: expect.any(String) }));
    expect(Array.isArray(item.attributes.content)).toBe(true);
    expectImage(item);
  }
  const url = expectImage(body.data[0]!);
  const img = await request.get(`${CMS_URL}${url}`);
  expect(img.status()).toBe(200);
  expect(img.headers()['content-type']).toMatch(/^image\//);
});

test('media-presses: pagination and sorting', async ({ request }) => {
  const page2 = await list(request, '/media-presses?pagination[page]=2&pagination[pageSize]=4&sort=date:desc');
  expect(page2.data).toHaveLength(4);
  expect(page2.meta.pagination).toMatchObject({ page: 2, pageSize: 4 });
  expect(page2.meta.pagination.pageCount).toBeGreaterThanOrEqual(5);
  const dates = page2.data.map((d) => String(d.attributes.date));
  expect([...dates].sort().reverse()).toEqual(dates);
});

test('single records by the number in their address (blogs, media-presses) or the id from the list', async ({ request }) => {
  for (const type of ['blogs', 'media-presses', 'products', 'faqs', 'testimonies', 'teams', 'job-applications']) {
    const first = (await list(request, `/${type}?pagination[pageSize]=1`)).data[0]!;
    const numbered = type === 'blogs' || type === 'media-presses';
    if (numbered) expect(first.attributes.number, type).toEqual(expect.any(Number));
    const res = await request.get(api(`/${type}/${numbered ? first.attributes.number : first.id}?populate=*`));
    expect(res.status(), type).toBe(200);
    const one = (await res.json()) as { data: V4Item };
    expect(one.data.id).toBe(first.id);
    expect(one.data.attributes).toBeTruthy();
  }
});

test('garbage and unknown ids are 404, never 500', async ({ request }) => {
  for (const id of ['999999', 'abc', '-1', '0', '1e0', '1.5', "1' OR '1'='1", '%00', '99999999999999999999', 'a'.repeat(300)]) {
    for (const type of ['blogs', 'media-presses']) {
      const res = await request.get(api(`/${type}/${encodeURIComponent(id)}`));
      expect(res.status(), `${type}/${id}`).toBe(404);
    }
  }
});

test('blogs: 6+ with rich content (headings, lists, bold, images), author, tab and first publication date', async ({ request }) => {
  const body = await list(request, '/blogs?populate=*');
  expect(body.data.length).toBeGreaterThanOrEqual(6);
  for (const blog of body.data) {
    const a = blog.attributes;
    expect(a.title && a.description && a.author && a.tab).toBeTruthy();
    expect(Date.parse(String(a.firstPublishedAt))).not.toBeNaN();
    expectImage(blog);
    const blocks = a.content as Array<{ type: string; children?: Array<{ bold?: boolean; children?: Array<{ bold?: boolean }> }>; image?: { url: string; alternativeText: string } }>;
    const types = new Set(blocks.map((b) => b.type));
    expect(types.has('heading') && types.has('list') && types.has('paragraph')).toBe(true);
    const image = blocks.find((b) => b.type === 'image');
    expect(image?.image?.url).toMatch(/^\/uploads\//);
    expect(image?.image?.alternativeText).toBeTruthy();
    const hasBold = JSON.stringify(blocks).includes('"bold":true');
    expect(hasBold).toBe(true);
  }
  const one = await request.get(api(`/blogs/${body.data[0]!.attributes.number}?populate=*`));
  expect(((await one.json()) as { data: V4Item }).data.attributes.firstPublishedAt).toBe(body.data[0]!.attributes.firstPublishedAt);
});

test('testimonies and teams: 6+ each with images', async ({ request }) => {
  const testimonies = await list(request, '/testimonies?populate=*');
  expect(testimonies.data.length).toBeGreaterThanOrEqual(6);
  for (const t of testimonies.data) {
    expect(t.attributes).toEqual(expect.objectContaining({ name: expect.any(String), business_name: expect.any(String), about: expect.any(String) }));
    expectImage(t);
  }
  const teams = await list(request, '/teams?populate=*');
  expect(teams.data.length).toBeGreaterThanOrEqual(6);
  teams.data.forEach(expectImage);
});

test('openings in FINANCE, SALES and OPERATION only', async ({ request }) => {
  const body = await list(request, '/job-applications?pagination[pageSize]=100');
  const positions = new Set(body.data.map((d) => d.attributes.position));
  expect([...positions].sort()).toEqual(['FINANCE', 'OPERATION', 'SALES']);
  for (const o of body.data) {
    expect(o.attributes).toEqual(expect.objectContaining({ title: expect.any(String), role: expect.any(String), openings: expect.any(Number) }));
  }
  const none = await list(request, '/job-applications?filters[position][$in][0]=MARKETING&filters[position][$in][1]=HR');
  expect(none.data).toHaveLength(0);
});

test('faqs: 4+ per division section, filterable', async ({ request }) => {
  for (const section of SECTIONS) {
    const body = await list(request, `/faqs?filters[section][$eq]=${section}&pagination[pageSize]=100`);
    expect(body.data.length, section).toBeGreaterThanOrEqual(4);
    expect(body.data.every((f) => f.attributes.section === section)).toBe(true);
  }
});

test('products: 3+ per tab and for foods and hatchery, with images and rich content', async ({ request }) => {
  const body = await list(request, '/products?populate=*&pagination[pageSize]=100');
  const bySection = (s: string) => body.data.filter((p) => p.attributes.section === s);
  for (const [section, tabs] of Object.entries(TABS)) {
    for (const tab of tabs) {
      expect(bySection(section).filter((p) => p.attributes.category === tab).length, `${section}/${tab}`).toBeGreaterThanOrEqual(3);
    }
    expect(bySection(section).every((p) => tabs.includes(String(p.attributes.category)))).toBe(true);
  }
  expect(bySection('foods').length).toBeGreaterThanOrEqual(3);
  expect(bySection('hatchery').length).toBeGreaterThanOrEqual(3);
  for (const p of body.data) {
    expectImage(p);
    expect(Array.isArray(p.attributes.content)).toBe(true);
  }
  const feeds = await list(request, '/products?filters[section][$eq]=feeds&filters[category][$eq]=Layer%20Feed');
  expect(feeds.data.length).toBeGreaterThanOrEqual(3);
});

test('flat Strapi 5 shape on request, v4 by default', async ({ request }) => {
  const flat = await request.get(api('/faqs?pagination[pageSize]=1'), { headers: { 'Strapi-Response-Format': 'v5' } });
  const body = (await flat.json()) as { data: Array<Record<string, unknown>> };
  expect(body.data[0]).toHaveProperty('title');
  expect(body.data[0]).not.toHaveProperty('attributes');
});

test('CORS allows the site origins only', async ({ request }) => {
  const ok = await request.get(api('/faqs'), { headers: { Origin: 'http://localhost:3000' } });
  expect(ok.headers()['access-control-allow-origin']).toBe('http://localhost:3000');
  const remote = await request.get(api('/faqs'), { headers: { Origin: 'http://localhost:3006' } });
  expect(remote.headers()['access-control-allow-origin']).toBe('http://localhost:3006');
  const evil = await request.get(api('/faqs'), { headers: { Origin: 'https://evil.example' } });
  expect(evil.headers()['access-control-allow-origin']).toBeUndefined();
});

/**
 * Products and search as the site server answers them (issue 51, outcomes 1, 3, 4 and 5), tried as
 * an editor and as an attacker would: every published product at its address in three languages
 * and in the sitemap; made-up slugs cheap 404s; an editor's new product served within 5 s, its
 * renamed slug a 301, unpublished a 404; the search's answers and its bad input. HTTP only: the
 * in-process site for what needs no webhook, the test site (which the CMS's webhook reaches) for
 * the editor's changes.
 */
import { expect, test } from '../../support/test';
import { siteUrl } from '../../support/ports';
import { startInProcessSite, type InProcessSite } from '../../support/in-process-site';
import { api, contentManager } from '../cms/helpers';

type Listed = { slug: string; section: string; name: string };

let server: InProcessSite;
const renders: string[] = [];

async function published(locale: string): Promise<Listed[]> {
  const response = await fetch(
    api(
      `/products?locale=${locale}&fields[0]=slug&fields[1]=section&fields[2]=name&pagination[pageSize]=100`,
    ),
  );
  const body = (await response.json()) as { data: Array<Record<string, unknown>> };
  return body.data.map((item) => {
    const e = (item.attributes ?? item) as Record<string, string>;
    return { slug: e.slug ?? '', section: e.section ?? '', name: e.name ?? '' };
  });
}

test.beforeAll(async () => {
  server = await startInProcessSite({ renders });
  // The index is filled as the site starts: its products first.
  await expect.poll(() => server.site.search.size(), { timeout: 15_000 }).toBeGreaterThan(50);
});

test.afterAll(async () => {
  await server?.stop();
});

const get = (url: string) => server.app.inject({ method: 'GET', url });

test('every published product has its page in three languages, and a sitemap row in each', async () => {
  const products = await published('en');
  expect(products.length).toBeGreaterThanOrEqual(30);
  const sitemap = (await get('/sitemap.xml')).body;
  for (const { slug, section } of products) {
    for (const prefix of ['', '/hi', '/pa']) {
      const address = `${prefix}/${section}/${slug}`;
      const page = await get(address);
      expect(page.statusCode, address).toBe(200);
      expect(page.body, address).toContain('"@type":"Product"');
      expect(sitemap, address).toContain(`<loc>${siteUrl}${address}</loc>`);
    }
  }
});

test('a slug no product has is the one 404 page: nothing rendered for it, nothing kept', async () => {
  await get('/404');
  await get('/hi/404');
  const keptBefore = server.site.cache.size();
  const rendersBefore = renders.length;
  for (let i = 0; i < 120; i += 1) {
    const section = ['feeds', 'foods', 'hatchery', 'proteins', 'equipments'][i % 5];
    const prefix = i % 2 ? '/hi' : '';
    const answer = await get(`${prefix}/${section}/made-up-product-${i}`);
    expect(answer.statusCode).toBe(404);
  }
  // Malformed slugs: never a product query either.
  for (const address of ['/feeds/Layer_Mash', '/feeds/%3Cscript%3E', '/feeds/a--b', '/feeds/-x']) {
    const answer = await get(address);
    expect([301, 400, 404], address).toContain(answer.statusCode);
  }
  const rendered = renders.slice(rendersBefore).filter((p) => !/\/404$/.test(p));
  expect(rendered).toEqual([]);
  expect(server.site.cache.size()).toBeLessThanOrEqual(keptBefore + 1);
});

test('search: a typo, a word’s beginning, a Hindi name, products first, bad input answered plainly', async () => {
  const json = async (query: string) => {
    const answer = await get(`/__site/search?${query}`);
    return {
      status: answer.statusCode,
      body: JSON.parse(answer.body) as {
        results: Array<{ kind: string; title: { text: string }[] }>;
        error?: string;
      },
    };
  };
  const typo = await json('q=leyer+feed&lang=en');
  expect(typo.status).toBe(200);
  const first = typo.body.results[0];
  expect(first?.kind).toBe('product');
  expect(first?.title.map((piece) => piece.text).join('')).toMatch(/layer/i);
  const hindiName = (await published('hi'))[0]?.name ?? '';
  expect(hindiName).not.toBe('');
  const hindi = await json(`q=${encodeURIComponent(hindiName)}&lang=hi`);
  const titles = hindi.body.results.map((hit) => hit.title.map((piece) => piece.text).join(''));
  expect(titles).toContain(hindiName);
  const tooLong = await json(`q=${'a'.repeat(101)}&lang=en`);
  expect(tooLong.status).toBe(400);
  expect(tooLong.body.error).toBe('too-long');
  expect((await get('/__site/search?q=x&lang=xx')).statusCode).toBe(400);
  // The page: rendered with its results, markup only ever text, a long query refused with 400.
  const page = await get('/search?q=%3Cx-probe%3E+layer');
  expect(page.statusCode).toBe(200);
  expect(page.headers['cache-control']).toBe('no-store');
  expect(page.body).not.toContain('<x-probe>');
  expect((await get(`/search?q=${'b'.repeat(101)}`)).statusCode).toBe(400);
  expect((await get('/search')).statusCode).toBe(200);
  // Rendered for its request alone, it is still sent compressed for a client that takes it.
  for (const [accepted, coding] of [
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
    ['identity', undefined],
  ] as const) {
    const answer = await server.app.inject({
      method: 'GET',
      url: '/search?q=layer',
      headers: { 'accept-encoding': accepted },
    });
    expect(answer.statusCode, accepted).toBe(200);
    expect(answer.headers['content-encoding'], accepted).toBe(coding);
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    expect(String(answer.headers.vary)).toMatch(/Accept-Encoding/);
  }
});

test('an editor’s new product is served within 5 s in its language, renamed it redirects, unpublished it is gone', async ({
  request,
}) => {
  test.setTimeout(60_000);
  const at = (path: string) => fetch(`${siteUrl}${path}`, { redirect: 'manual' });
  const slug = `test-product-${Date.now().toString(36)}`;
  const created = (await contentManager(
    request,
    'POST',
    'collection-types/api::product.product?locale=pa',
    { name: 'ਟੈਸਟ ਫੀਡ', category: 'ਪ੍ਰੋਟੀਨ', section: 'proteins', slug, summary: 'ਜਾਂਚ ਲਈ' },
  )) as { data: { documentId: string } };
  const id = created.data.documentId;
  try {
    await contentManager(
      request,
      'POST',
      `collection-types/api::product.product/${id}/actions/publish?locale=pa`,
    );
    const started = Date.now();
    await expect.poll(async () => (await at(`/pa/proteins/${slug}`)).status).toBe(200);
    expect(Date.now() - started).toBeLessThan(5000);
    // No English version: no English page.
    expect((await at(`/proteins/${slug}`)).status).toBe(404);
    await expect
      .poll(async () => {
        const answer = await at(`/__site/search?q=${encodeURIComponent('ਟੈਸਟ ਫੀਡ')}&lang=pa`);
        return JSON.stringify(await answer.json());
      })
      .toContain(`/pa/proteins/${slug}`);
    const renamed = `${slug}-new`;
    await contentManager(request, 'PUT', `collection-types/api::product.product/${id}?locale=pa`, {
      slug: renamed,
    });
    await contentManager(
      request,
      'POST',
      `collection-types/api::product.product/${id}/actions/publish?locale=pa`,
    );
    await expect.poll(async () => (await at(`/pa/proteins/${slug}`)).status).toBe(301);
    expect((await at(`/pa/proteins/${slug}`)).headers.get('location')).toBe(
      `/pa/proteins/${renamed}`,
    );
    expect((await at(`/pa/proteins/${renamed}`)).status).toBe(200);
    await contentManager(
      request,
      'POST',
      `collection-types/api::product.product/${id}/actions/unpublish?locale=pa`,
    );
    await expect.poll(async () => (await at(`/pa/proteins/${renamed}`)).status).toBe(404);
  } finally {
    await contentManager(
      request,
      'DELETE',
      `collection-types/api::product.product/${id}?locale=pa`,
    );
  }
});

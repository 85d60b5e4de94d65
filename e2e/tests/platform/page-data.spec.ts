/**
 * A kept page's data, served apart from its HTML (site-server/page-data.mjs): the page names it,
 * the boot script fetches it beside main.js, and the app hydrates from it. Its address answers in
 * its one spelling only, tried as an attacker spells paths and methods.
 */
import { SITE_CONTRACT } from '../../../shared/src/config/runtime';
import { cmsUrl } from '../../support/ports';
import { follow, raw } from '../../support/raw-request';
import { expect, HYDRATED, test } from '../../support/test';

/** The address of its data a page's HTML names, and what the page's data script holds. */
async function dataOf(pagePath: string) {
  const { status, body } = await raw(pagePath);
  expect(status, pagePath).toBe(200);
  const script = new RegExp(
    `<script type="application/json" id="${SITE_CONTRACT.pageDataId}"([^>]*)>(.*?)</script>`,
  ).exec(body);
  return { src: /data-src="([^"]+)"/.exec(script?.[1] ?? '')?.[1], held: script?.[2] ?? '' };
}

test('a kept page names its data; the app hydrates from it without asking the CMS again', async ({
  page,
}) => {
  for (const pagePath of ['/feeds', '/hi/feeds', '/']) {
    const { src, held } = await dataOf(pagePath);
    expect(held, pagePath).toBe('');
    expect(src, pagePath).toMatch(
      new RegExp(
        `^${SITE_CONTRACT.pageDataPath}${pagePath === '/' ? '' : pagePath}/[\\w-]{16}\\.json$`,
      ),
    );
  }
  const { src } = await dataOf('/feeds');
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(request.url()));
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.goto('/feeds');
  await expect(page.locator(HYDRATED)).toBeAttached();
  expect(fetched.filter((url) => new URL(url).pathname === src)).toHaveLength(1);
  expect(fetched.filter((url) => url.startsWith(`${cmsUrl}/api/products`))).toEqual([]);
  await expect(page.getByTestId('product-card')).toHaveCount(3);
  expect(errors).toEqual([]);
});

test('a page whose data cannot be had still comes to life: it loads its content again', async ({
  page,
}) => {
  await page.route(`**${SITE_CONTRACT.pageDataPath}/**`, (route) =>
    route.fulfill({ status: 404, body: 'Not found' }),
  );
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/feeds');
  await expect(page.locator(HYDRATED)).toBeAttached();
  await expect(page.getByTestId('product-card')).toHaveCount(3);
  await expect(page.getByTestId('division-faq')).toBeVisible();
  expect(errors).toEqual([]);
});

test('the data answers at its one address, for GET and HEAD, and nothing else does', async () => {
  const { src } = await dataOf('/feeds');
  if (!src) throw new Error('/feeds names no data');
  const answer = await raw(src, 'GET', { 'accept-encoding': 'identity' });
  expect(answer.status).toBe(200);
  expect(answer.type).toMatch(/^application\/json/);
  expect(answer.headers['cache-control']).toContain('immutable');
  expect((JSON.parse(answer.body) as { path: string }).path).toBe('/feeds');
  const head = await raw(src, 'HEAD');
  expect([head.status, head.body]).toEqual([200, '']);
  for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
    const refused = await raw(src, method);
    expect(refused.status, method).toBe(405);
    expect(refused.headers.allow, method).toBe('GET, HEAD');
  }

  const id = /\/([\w-]{16})\.json$/.exec(src)?.[1] ?? '';
  const otherId = `${id[0] === 'A' ? 'B' : 'A'}${id.slice(1)}`;
  const prefix = SITE_CONTRACT.pageDataPath;
  const others = [
    // Another page, no page, an alias, another spelling of the page, another hash.
    `${prefix}/foods/${id}.json`,
    `${prefix}/nope/${id}.json`,
    `${prefix}/${id}.json`,
    `${prefix}/poultry-feed-manufacturers/${id}.json`,
    `${prefix}/Feeds/${id}.json`,
    `${prefix}/FEEDS/${id}.json`,
    `${prefix}/feeds/${otherId}.json`,
    `${prefix}/feeds/${id.toLowerCase() === id ? id.toUpperCase() : id.toLowerCase()}.json`,
    `${prefix}/feeds/${id}.JSON`,
    `${prefix}/feeds/${id}`,
    `${prefix}/feeds/${id}.json/`,
    `${prefix}/feeds/${id.slice(1)}.json`,
    `${prefix}/feeds/${id}x.json`,
    // Dot segments, doubled and encoded slashes, backslashes, encodings.
    `${prefix}/feeds/../feeds/${id}.json`,
    `${prefix}/./feeds/${id}.json`,
    `${prefix}/x/../feeds/${id}.json`,
    `${prefix}/feeds//${id}.json`,
    `${prefix}//feeds/${id}.json`,
    `${prefix}/feeds%2F${id}.json`,
    `${prefix}%2Ffeeds/${id}.json`,
    `${prefix}/feeds\\${id}.json`,
    `${prefix}/%66eeds/${id}.json`,
    `${prefix}/feeds/${id}%2Ejson`,
    `${prefix}/feeds/%2e%2e/feeds/${id}.json`,
    `${prefix}/hi/../feeds/${id}.json`,
    `${prefix}/hi/feeds/${id}.json`,
  ];
  for (const spelling of others) {
    const reached = await follow(spelling);
    // A redirect may lead to the one spelling; nothing else serves the data.
    if (reached.status === 200 && /^application\/json/.test(reached.type ?? ''))
      expect(reached.path, spelling).toBe(src);
    else expect([400, 404], `${spelling}: ${reached.status}`).toContain(reached.status);
  }
});

test('a 404 page holds its data, which names no address: the one 404 page of its language', async () => {
  const { status, body } = await raw('/no-such-page');
  expect(status).toBe(404);
  expect(body).toMatch(new RegExp(`id="${SITE_CONTRACT.pageDataId}">\\{"path":"/404"`));
  expect(body).not.toContain('no-such-page');
  expect(body).not.toContain(SITE_CONTRACT.pageDataPath);
});

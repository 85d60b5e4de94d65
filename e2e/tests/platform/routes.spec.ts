import { expect, test } from '../../support/test';
import { watchNetwork } from '../../support/network';
import { examplePath, pageRoutes, siteRoutes } from '../../support/site-routes';
import { canonicalOrigin, siteUrl } from '../../support/ports';

/**
 * A concrete URL for every page of the route table, aliases included (articles use a seeded id;
 * one route of a page module that makes many: support/site-routes.ts, pageRoutes).
 */
const cases = pageRoutes.map((route) => ({ route, url: examplePath(route.path) }));

// Each test its own page: both workers take them.
test.describe.configure({ mode: 'parallel' });

/** The routes in a few groups, each walked in one tab: both workers take them. */
const GROUP_SIZE = 12;
const groups = Array.from({ length: Math.ceil(cases.length / GROUP_SIZE) }, (_, i) =>
  cases.slice(i * GROUP_SIZE, (i + 1) * GROUP_SIZE),
);

test.describe('every route renders inside the frame with its H1 and full head', () => {
  for (const group of groups) {
    // A step a route; a new tab for each cost more than the route's own checks.
    test(`${group[0]!.url} … ${group.at(-1)!.url}`, async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      for (const { route, url } of group)
        await test.step(url, async () => {
          errors.length = 0;
          await page.goto(url);
          await expect(page.locator('main h1').first()).toBeVisible();
          await expect(page.getByRole('banner')).toBeVisible();
          await expect(page.getByRole('contentinfo')).toBeVisible();
          await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
          await expect(page.getByTestId('not-found')).toHaveCount(0);

          if (!route.dynamic) await expect(page).toHaveTitle(route.title);
          else await expect(page).not.toHaveTitle('');
          const head = page.locator('head');
          await expect(head.locator('meta[name="description"]')).toHaveAttribute(
            'content',
            /.{20,}/,
          );
          await expect(head.locator('meta[name="robots"]')).toHaveAttribute(
            'content',
            'index, follow',
          );
          await expect(head.locator('meta[property="og:title"]')).toHaveAttribute('content', /.+/);
          await expect(head.locator('meta[property="og:description"]')).toHaveAttribute(
            'content',
            /.+/,
          );
          await expect(head.locator('meta[property="og:type"]')).toHaveAttribute(
            'content',
            /website|article/,
          );
          const canonicalPath = route.canonicalPath ?? url;
          await expect(head.locator('link[rel="canonical"]')).toHaveAttribute(
            'href',
            `${canonicalOrigin}${canonicalPath}`,
          );
          await expect(head.locator('meta[property="og:url"]')).toHaveAttribute(
            'content',
            `${canonicalOrigin}${canonicalPath}`,
          );
          await expect(head.locator('title')).toHaveCount(1);
          expect(errors, url).toEqual([]);
        });
    });
  }

  test('titles are distinct per page (aliases share their page title)', () => {
    const titles = siteRoutes.filter((r) => !r.canonicalPath).map((r) => r.title);
    expect(new Set(titles).size).toBe(titles.length);
  });
});

test('aliases show the same page as the table spelling, canonical on the table spelling', async ({
  page,
}) => {
  for (const [alias, canonical] of [
    ['/poultry-ventilation-fan', '/poultry-vantilation-fan'],
    ['/best-cattle-manufacturer-in-india', '/best-cattle-manufacturers-in-india'],
  ] as const) {
    await page.goto(canonical);
    const h1 = await page.locator('main h1').first().textContent();
    await page.goto(alias);
    await expect(page.locator('main h1').first()).toHaveText(h1 ?? '');
    await expect(page).toHaveURL(alias);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${canonicalOrigin}${canonical}`,
    );
  }
});

test('/farm redirects to /hatchery', async ({ page, request }) => {
  const response = await request.get('/farm', { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers()['location']).toBe('/hatchery');
  await page.goto('/farm');
  await expect(page).toHaveURL(/\/hatchery$/);
});

test('client-side navigation to /farm lands on /hatchery', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => {
    window.history.pushState({}, '', '/farm');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveURL(/\/hatchery$/);
});

test('/last-update says when the site was last updated', async ({ page }) => {
  await page.goto('/last-update');
  await expect(page.getByText('Site last updated 18 July 2025 (evening).')).toBeVisible();
});

test('unknown routes show the 404 page with status 404 and a link home', async ({ page }) => {
  for (const url of ['/no-such-page', '/foods/extra', '/blog/abc', '/media-article/-1']) {
    const response = await page.goto(url);
    expect(response?.status()).toBe(404);
    const notFound = page.getByTestId('not-found');
    await expect(notFound).toBeVisible();
    await expect(notFound.getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Oops! Page not found');
    await expect(notFound.getByText(/flown the coop/)).toBeVisible();
    await notFound.getByRole('link', { name: 'Back to the homepage' }).click();
    await expect(page).toHaveURL(`${siteUrl}/`);
  }
});

test('loading / fetches no division remote; visiting a route fetches only its remote', async ({
  page,
}) => {
  const hosts = new Set<string>();
  page.on('request', (request) => hosts.add(new URL(request.url()).port));
  const network = watchNetwork(page);
  await page.goto('/');
  await expect(page.locator('main h1')).toBeVisible();
  // Everything the booted page fetches has been asked for.
  await network.quiet();
  const divisionPorts = ['4102', '4103', '4104', '4105', '4106'].map((p) =>
    String(Number(p) - 4100 + Number(new URL(siteUrl).port)),
  );
  for (const port of divisionPorts)
    expect(hosts.has(port), `port ${port} fetched on /`).toBe(false);
  // By keyboard: a mouse left where the link was would rest on whatever /feeds shows there, and a
  // pointer over a link to another division rightly warms that division's code.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Feeds' }).press('Enter');
  await expect(page).toHaveURL(/\/feeds$/);
  await expect(page.locator('main h1')).toBeVisible();
  expect(hosts.has(divisionPorts[4]!)).toBe(true);
  for (const port of divisionPorts.slice(0, 4))
    expect(hosts.has(port), `port ${port} fetched on /feeds`).toBe(false);
});

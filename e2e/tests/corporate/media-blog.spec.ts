import type { Page } from '@playwright/test';
import { expect, test } from '../../support/test';
import { watchNetwork } from '../../support/network';
import { cmsUrl } from '../../support/ports';
import { noExitIntent } from './helpers';

test.beforeEach(async ({ page }) => noExitIntent(page));

const numbers = async (page: Page) =>
  (
    await page
      .getByTestId('paginator')
      .getByRole('button', { name: /^Page \d+$/ })
      .allTextContents()
  ).map(Number);

test('media: 4 per page, card content, previous stops at 1, window of 4, next wraps to 1', async ({
  page,
  request,
}) => {
  await page.goto('/media');
  await expect(page.locator('h1')).toHaveText('Media and Press Releases');
  const cards = page.getByTestId('media-card');
  await expect(cards).toHaveCount(4);
  const card = cards.first();
  await expect(card.locator('img')).toHaveAttribute('alt', /.+/);
  await expect(card.getByTestId('media-outlet')).not.toBeEmpty();
  await expect(card.getByTestId('media-date')).toHaveText(
    /^(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}$/,
  );
  for (const title of await cards.getByTestId('media-title').allTextContents()) {
    expect(title.length).toBeLessThanOrEqual(58);
    if (title.length > 55) expect(title.endsWith('...')).toBe(true);
  }
  await expect(card.getByRole('link', { name: /Learn more/ })).toHaveAttribute(
    'href',
    /^\/media-article\/\d+$/,
  );

  const previous = page.getByTestId('paginator-previous');
  const next = page.getByTestId('paginator-next');
  await expect(previous).toBeDisabled();
  const meta = await (
    await request.get(`${cmsUrl}/api/media-presses`, { params: { 'pagination[pageSize]': 4 } })
  ).json();
  const total = Number(meta.meta.pagination.pageCount);
  expect(total).toBeGreaterThan(4);
  // docs/requirements.md#media-page window: the first four on pages 1-2, the last four on the last two, else current-1 .. current+2.
  const expectedWindow = (p: number) => {
    const from = p <= 2 ? 1 : p >= total - 1 ? total - 3 : p - 1;
    return [from, from + 1, from + 2, from + 3];
  };
  const firstTitle = await cards.first().getByTestId('media-title').textContent();
  for (let current = 1; current <= total; current += 1) {
    await expect(page.getByRole('button', { name: `Page ${current}` })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(cards.first()).toBeVisible();
    expect(await numbers(page)).toEqual(expectedWindow(current));
    if (current < total) await next.click();
  }
  await expect(cards).not.toHaveCount(0);
  await next.click();
  await expect(page.getByRole('button', { name: 'Page 1' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(cards.first().getByTestId('media-title')).toHaveText(firstTitle ?? '');
  await expect(previous).toBeDisabled();
  await page.getByRole('button', { name: 'Page 3' }).click();
  await previous.click();
  await previous.click();
  await expect(page.getByRole('button', { name: 'Page 1' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(previous).toBeDisabled();
});

test('media article: banner, title, image with CMS alt text, date, rich content, READ MORE, share icons and head', async ({
  page,
}) => {
  await page.goto('/media');
  const link = page
    .getByTestId('media-card')
    .first()
    .getByRole('link', { name: /Learn more/ });
  const href = (await link.getAttribute('href')) ?? '';
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  const article = page.getByTestId('article');
  // The address changes before the article is shown: its title is read once it is.
  await expect(article).toBeVisible();
  await expect(page.locator('h1')).toHaveCount(1);
  const title = (await page.locator('h1').textContent()) ?? '';
  expect(title.length).toBeGreaterThan(5);
  await expect(page).toHaveTitle(`${title} | Navdhara Group`);
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`${href}$`),
  );
  await expect(article.getByTestId('article-image')).toHaveAttribute('alt', /.+/);
  await expect(article.getByTestId('article-date')).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
  await expect(article.locator('p').first()).not.toBeEmpty();
  await expect(article.getByRole('heading', { name: 'Key points' })).toBeVisible();
  const share = article.getByTestId('share-icons');
  await expect(share.getByRole('link', { name: /Share on the social network/ })).toHaveAttribute(
    'href',
    /\/share\?u=http%3A%2F%2F/,
  );
  await expect(page.getByTestId('blog-list').getByTestId('blog-card').first()).toBeVisible();
  await article.getByTestId('read-more').click();
  await expect(page).toHaveURL(/\/media$/);
});

test('media article and blog: an unknown id shows the 404 page without an error', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  // Each page booted (support/test.ts) and done fetching: an error it met would be in by then.
  const network = watchNetwork(page);
  await page.goto('/media-article/999999');
  await expect(page.getByTestId('not-found')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Oops! Page not found');
  await network.quiet();
  await page.goto('/blog/999999');
  await expect(page.getByTestId('not-found')).toBeVisible();
  await network.quiet();
  await page.goto('/media-article/abc');
  await expect(page.getByTestId('not-found')).toBeVisible();
  await network.quiet();
  expect(errors).toEqual([]);
});

test('blog article: banner, tab label, rich content, author, date, share icons, blog list', async ({
  page,
}) => {
  await page.goto('/');
  const first = page
    .getByTestId('blog-carousel')
    .getByTestId('blog-card')
    .first()
    .getByRole('link');
  await first.click();
  await expect(page).toHaveURL(/\/blog\/\d+$/);
  const article = page.getByTestId('article');
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(article.getByTestId('blog-tab')).not.toBeEmpty();
  await expect(article.getByTestId('blog-author')).not.toBeEmpty();
  await expect(article.getByTestId('article-date')).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
  await expect(article.locator('h2, h3').first()).toBeVisible();
  await expect(article.locator('ul li, ol li').first()).toBeVisible();
  await expect(article.getByTestId('share-icons')).toBeVisible();
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
  await expect(page.getByTestId('blog-list').getByTestId('blog-card').first()).toBeVisible();
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  test('media article shows a mobile share icon', async ({ page }) => {
    await page.goto('/media');
    await page
      .getByTestId('media-card')
      .first()
      .getByRole('link', { name: /Learn more/ })
      .click();
    await expect(page.getByTestId('native-share')).toBeVisible();
  });
});

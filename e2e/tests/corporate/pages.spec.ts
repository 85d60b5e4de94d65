import { expect, test } from '../../support/test';
import { watchNetwork } from '../../support/network';
import { noExitIntent } from './helpers';
import { readMoreToggle } from '../../support/faq';

test.beforeEach(async ({ page }) => noExitIntent(page));

test('business: banner, five division cards linking to each division, SEO block and FAQ', async ({
  page,
}) => {
  await page.goto('/business');
  await expect(page.locator('h1')).toHaveText('Our Businesses');
  const cards = page.getByTestId('division-cards').locator(':scope > li');
  await expect(cards).toHaveCount(5);
  const hrefs = await page
    .getByTestId('division-cards')
    .locator('h3 a')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(hrefs).toEqual(['/foods', '/hatchery', '/proteins', '/equipments', '/feeds']);
  await expect(readMoreToggle(page)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Frequently Asked Questions' })).toBeVisible();
  await page.getByRole('link', { name: 'Navdhara Hatcheries' }).click();
  await expect(page).toHaveURL(/\/hatchery$/);
});

test('about: journey 1985-2020 with 3 per view and previous/next; map tiles with counts, pins and labels; 12 certificates; board from the CMS', async ({
  page,
}) => {
  const network = watchNetwork(page);
  await page.goto('/about');
  // Laid out as it stays (the positions below are read once): all it fetched as it started, come.
  await network.quiet();
  await expect(page.locator('h1')).toHaveCount(1);
  const timeline = page.getByTestId('timeline');
  const items = timeline.getByTestId('timeline-item');
  await expect(items.first()).toContainText('1985');
  await expect(items.last()).toContainText('2020');
  const inView = async () => {
    const box = await timeline.locator('div').first().boundingBox();
    let n = 0;
    for (const item of await items.all()) {
      const b = await item.boundingBox();
      if (box && b && b.x >= box.x - 2 && b.x + b.width <= box.x + box.width + 2) n += 1;
    }
    return n;
  };
  expect(await inView()).toBe(3);
  await expect(timeline.getByRole('button', { name: 'Previous milestone' })).toBeDisabled();
  await timeline.getByRole('button', { name: 'Next milestone' }).click();
  await expect(timeline.getByRole('button', { name: 'Previous milestone' })).toBeEnabled();

  const map = page.getByTestId('india-map');
  await map.scrollIntoViewIfNeeded();
  // The states' outline: a picture of its own, loaded as the map nears the screen.
  const outline = map.getByRole('img', { name: 'Outline map of India with its states' });
  await outline.scrollIntoViewIfNeeded();
  await expect
    .poll(() => outline.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  const expected: Record<string, number> = {
    'processing-unit': 1,
    'branch-office': 4,
    'breeding-farm': 13,
    'commercial-farm': 3,
    'gp-parent-farm': 2,
    hatcheries: 9,
    'head-office': 1,
    'production-unit': 11,
    'sales-office': 2,
  };
  for (const [id, count] of Object.entries(expected)) {
    await expect(map.getByTestId(`map-tile-${id}`).getByTestId('map-tile-count')).toHaveText(
      String(count),
    );
  }
  await map.getByTestId('map-tile-breeding-farm').click();
  await expect(map.getByTestId('map-tile-breeding-farm')).toHaveAttribute('aria-pressed', 'true');
  const pins = map.getByTestId('map-pin');
  await expect(pins).toHaveCount(4);
  const badges = await map.getByTestId('map-pin-badge').allTextContents();
  expect(badges.map(Number).reduce((a, b) => a + b, 0)).toBe(13);
  await pins.first().hover();
  const label = map.getByTestId('map-pin-label').first();
  await expect(label).toBeVisible();
  await expect(label).toContainText('Ambala');
  await expect(label).toContainText('Haryana');
  await expect(label).toContainText('133001');
  await expect(pins.first()).toHaveAccessibleName(/Breeding farms, Ambala, Haryana 133001/);

  await expect(page.getByTestId('certificates').locator(':scope > li')).toHaveCount(12);
  const board = page.getByTestId('board-grid');
  await board.scrollIntoViewIfNeeded();
  await expect(board.locator('li').first()).toBeVisible();
  await expect(board.locator('li h3').first()).not.toBeEmpty();
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  test('about: 1 journey item per view; a map tile expands to list addresses and collapses on a second tap', async ({
    page,
  }) => {
    const network = watchNetwork(page);
    await page.goto('/about');
    // Laid out as it stays (the boxes below are read once): all it fetched as it started, come.
    await network.quiet();
    const timeline = page.getByTestId('timeline');
    const vp = await timeline.locator('div').first().boundingBox();
    const first = await timeline.getByTestId('timeline-item').nth(0).boundingBox();
    const second = await timeline.getByTestId('timeline-item').nth(1).boundingBox();
    expect(first && vp && first.width > vp.width * 0.8).toBeTruthy();
    expect(second && vp && second.x >= vp.x + vp.width - 2).toBeTruthy();

    const map = page.getByTestId('india-map');
    const tile = map.getByTestId('map-tile-hatcheries');
    await tile.scrollIntoViewIfNeeded();
    await tile.click();
    const list = map
      .locator('li', { has: page.getByTestId('map-tile-hatcheries') })
      .getByTestId('map-tile-addresses');
    await expect(list).toBeVisible();
    await expect(list).toContainText('Kanpur');
    // Each address has its pin, drawn by the stylesheet (no icon markup in the HTML).
    const address = list.locator('li').first();
    const pin = await address.evaluate((li) => {
      const style = getComputedStyle(li, '::before');
      return {
        mask: style.maskImage || style.getPropertyValue('-webkit-mask-image'),
        width: style.width,
      };
    });
    expect(pin.mask).toContain('data:image/svg+xml');
    expect(pin.width).toBe('16px');
    await expect(address.locator('svg')).toHaveCount(0);
    await tile.click();
    await expect(list).toBeHidden();
    await expect(tile).toHaveAttribute('aria-expanded', 'false');
  });
});

test('sustainability: each figure shown where the copy uses it, carbon summary and wide blog cards', async ({
  page,
}) => {
  await page.goto('/sustainability');
  const biogas = page.getByTestId('sustainability-biogas');
  for (const text of ['11', '42', '24,000 m3', '815 kWh', '10,800 MW'])
    await expect(biogas).toContainText(text);
  const solar = page.getByTestId('sustainability-solar');
  await expect(solar).toContainText('5000 MW');
  await expect(solar).toContainText('4MW solar');
  await expect(page.getByTestId('sustainability-manure')).toContainText('free');
  const carbon = page.getByTestId('carbon-summary');
  for (const text of ['6928', '3183', '10,112']) await expect(carbon).toContainText(text);
  await expect(page.getByTestId('blog-card').first()).toBeVisible();
});

for (const [path, state] of [
  ['/top-poultry-company-in-punjab', 'Punjab'],
  ['/top-poultry-company-in-rajasthan', 'Rajasthan'],
] as const) {
  test(`${state}: five business lines alternating sides, 5-item FAQ, toll-free CTA and the Visit link home`, async ({
    page,
  }) => {
    const network = watchNetwork(page);
    await page.goto(path);
    // Laid out as it stays (the sides below are read once): all it fetched as it started, come.
    await network.quiet();
    await expect(page.locator('h1')).toContainText(state);
    const lines = page.getByTestId('business-line');
    await expect(lines).toHaveCount(5);
    await expect(lines.locator('h2')).toHaveText([
      'Hatcheries',
      'Feeds',
      'Equipment',
      'Proteins',
      'Foods',
    ]);
    const sides: string[] = [];
    for (const line of await lines.all()) {
      const img = await line.locator('img').boundingBox();
      const text = await line.locator('h2').boundingBox();
      sides.push(img && text && img.x < text.x ? 'left' : 'right');
    }
    expect(sides).toEqual(['left', 'right', 'left', 'right', 'left']);
    await expect(
      page.getByRole('heading', { name: 'Frequently Asked Questions' }).locator('..').locator('li'),
    ).toHaveCount(5);
    await expect(
      page.getByTestId('toll-free-cta').getByRole('link', { name: /Toll-free/ }),
    ).toHaveAttribute('href', /^tel:/);
    await page.getByTestId('visit-home').click();
    await expect(page).toHaveURL(/\/$/);
  });
}

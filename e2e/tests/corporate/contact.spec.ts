import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../../support/test';
import { watchNetwork } from '../../support/network';
import { cmsUrl, tileOrigin } from '../../support/ports';
import { ENQUIRY_UID } from '../cms/helpers';
import { findRecords, noExitIntent, unique } from './helpers';

test.beforeEach(async ({ page }) => noExitIntent(page));

test('contact: empty form alerts and sends nothing; a complete one is stored and the fields clear', async ({
  page,
  request,
}) => {
  await page.goto('/contact-us');
  const form = page.locator('main form').first();
  let posted = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().startsWith(`${cmsUrl}/api/contact-uses`)) posted += 1;
  });
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByRole('alert')).toHaveText('please enter all details');
  expect(posted).toBe(0);

  const email = `contact.${unique()}@example.com`;
  await form.getByLabel('Name').fill('Contact Page Tester');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Mobile').fill('9876501234');
  await form.getByLabel('Message').fill('Please send me the broiler feed price list.');
  const sent = page.waitForResponse(
    (r) => r.url().startsWith(`${cmsUrl}/api/contact-uses`) && r.request().method() === 'POST',
  );
  await form.getByRole('button', { name: 'Submit' }).click();
  expect((await sent).status()).toBe(201);
  await expect(form.getByText('message send succesfully')).toBeVisible();
  await expect(form.getByLabel('Name')).toHaveValue('');
  const stored = await findRecords(request, ENQUIRY_UID, 'email', email);
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({
    name: 'Contact Page Tester',
    message: 'Please send me the broiler feed price list.',
  });
});

test('contact: "Choose Location" has five locations, default foods, each with address, phone and an "Open in maps" link', async ({
  page,
}) => {
  await page.goto('/contact-us');
  const tabs = page.getByRole('tablist', { name: 'Choose Location' }).getByRole('tab');
  await expect(tabs).toHaveText(['Foods', 'Hatcheries', 'Proteins', 'Equipments', 'Feeds']);
  await expect(page.getByRole('tab', { name: 'Foods' })).toHaveAttribute('aria-selected', 'true');
  const detail = page.getByTestId('location-detail');
  await expect(detail.getByTestId('location-address')).toContainText('Sonipat');
  const seen = new Set<string>();
  for (const name of ['Foods', 'Hatcheries', 'Proteins', 'Equipments', 'Feeds']) {
    await page.getByRole('tab', { name }).click();
    const address = await detail.getByTestId('location-address').textContent();
    seen.add(address ?? '');
    await expect(detail.getByTestId('location-phone')).toHaveAttribute('href', /^tel:\+91/);
    const map = detail.getByTestId('location-map-link');
    await expect(map).toHaveAttribute('href', /maps\.example\.com\/search\?q=/);
    await expect(map).toHaveAttribute('target', '_blank');
  }
  expect(seen.size).toBe(5);
  await page.getByRole('tab', { name: 'Proteins' }).click();
  await expect(detail.getByTestId('location-address')).toContainText('Ujjain');
});

test('contact: the maps load only near the screen; the page CSP allows the configured tile origin for images', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const fetched: string[] = [];
  page.on('request', (r) => fetched.push(r.url()));
  const network = watchNetwork(page);
  const response = await page.goto('/contact-us');
  // Booted (support/test.ts) and all it asked for as it started has come: no tile among it.
  await network.quiet();
  const imgSrc =
    /(?:^|;)\s*img-src ([^;]*)/
      .exec(response?.headers()['content-security-policy'] ?? '')?.[1]
      ?.split(' ') ?? [];
  expect(imgSrc).toContain(tileOrigin);
  expect(imgSrc.join(' ')).not.toContain('openstreetmap');
  // Far below the first screen on a phone: a placeholder, no map code and no tile yet.
  const frame = page.getByTestId('location-map').locator('[data-map-state]');
  await expect(frame).toHaveAttribute('data-map-state', 'waiting');
  expect(fetched.filter((url) => url.startsWith(tileOrigin))).toEqual([]);
  await expect(page.locator('.leaflet-container')).toHaveCount(0);
  const placeholder = await frame.boundingBox();

  await frame.scrollIntoViewIfNeeded();
  await expect(frame).toHaveAttribute('data-map-state', 'ready');
  // The map took the placeholder's place without changing its size.
  expect(await frame.boundingBox()).toMatchObject({
    width: placeholder?.width,
    height: placeholder?.height,
  });
});

test('contact: every location shows a labelled map with tiles from the configured source, usable from the keyboard', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  await page.goto('/contact-us');
  const detail = page.getByTestId('location-detail');
  for (const tab of ['Foods', 'Hatcheries', 'Proteins', 'Equipments', 'Feeds']) {
    await page.getByRole('tab', { name: tab }).click();
    const name = await detail.getByRole('heading', { level: 3 }).textContent();
    const map = detail.getByRole('region', { name: `Map of ${name}` });
    await map.scrollIntoViewIfNeeded();
    await expect(detail.locator('[data-map-state]')).toHaveAttribute('data-map-state', 'ready');
    // Tiles from the local tile server, really decoded; the marker and the source's credit.
    const tiles = map.locator('img.leaflet-tile-loaded');
    await expect.poll(() => tiles.count()).toBeGreaterThan(0);
    const loaded = await tiles.evaluateAll((images) =>
      images.map((img) => ({
        src: (img as HTMLImageElement).src,
        width: (img as HTMLImageElement).naturalWidth,
      })),
    );
    for (const tile of loaded) {
      expect(tile.src.startsWith(`${tileOrigin}/tiles/`), tile.src).toBe(true);
      expect(tile.width).toBe(256);
    }
    await expect(map.locator('.leaflet-marker-icon svg')).toBeVisible();
    await expect(map.locator('.leaflet-control-attribution')).toHaveText('Test tiles');
    // Centred on the location: the marker's tip is at the middle of the map.
    const [box, pin] = await Promise.all([
      map.boundingBox(),
      map.locator('.leaflet-marker-icon').boundingBox(),
    ]);
    expect(Math.abs(pin!.x + pin!.width / 2 - (box!.x + box!.width / 2))).toBeLessThan(2);
    expect(Math.abs(pin!.y + pin!.height - 1 - (box!.y + box!.height / 2))).toBeLessThan(2);

    // From the "Open in maps" link, Tab reaches the map; its focus ring shows; arrow keys pan it.
    await detail.getByTestId('location-map-link').focus();
    await page.keyboard.press('Tab');
    await expect(map).toBeFocused();
    expect(await map.evaluate((node) => getComputedStyle(node).outlineStyle)).toBe('solid');
    const pane = map.locator('.leaflet-map-pane');
    const before = await pane.evaluate((node) => getComputedStyle(node).transform);
    await page.keyboard.press('ArrowRight');
    await expect
      .poll(() => pane.evaluate((node) => getComputedStyle(node).transform))
      .not.toBe(before);
    const panned = await pane.evaluate((node) => getComputedStyle(node).transform);
    await page.keyboard.press('ArrowDown');
    await expect
      .poll(() => pane.evaluate((node) => getComputedStyle(node).transform))
      .not.toBe(panned);
  }

  // The wheel scrolls the page over a map instead of zooming it.
  const map = detail.getByRole('region');
  await map.hover();
  const zoomBefore = await map.locator('.leaflet-tile-container').first().getAttribute('style');
  const scrollBefore = await page.evaluate(() => window.scrollY);
  await page.mouse.wheel(0, 400);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrollBefore);
  expect(await map.locator('.leaflet-tile-container').first().getAttribute('style')).toBe(
    zoomBefore,
  );

  const axe = await new AxeBuilder({ page })
    .include('[data-testid="location-detail"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(
    axe.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => v.id),
  ).toEqual([]);
  expect(problems).toEqual([]);
});

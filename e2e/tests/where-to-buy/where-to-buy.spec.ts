/**
 * Where to buy (issue 52) as a farmer uses it, without script: a PIN code, a town in Devanagari,
 * an unknown place, a district page with its schema.org LocalBusiness, a call and a WhatsApp link
 * with the message written in the page's language; the header's link; bounded input.
 */
// Playwright's own page: the project's waits for the app, which never comes without script.
import { expect, test } from '@playwright/test';

test.use({ javaScriptEnabled: false });

test('a PIN code gives the nearest dealers, nearest first, each with a call, WhatsApp and directions', async ({
  page,
}) => {
  const response = await page.goto('/where-to-buy?place=141001&division=feeds');
  expect(response?.status()).toBe(200);
  expect(response?.headers()['cache-control']).toContain('no-store');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Where to buy');
  await expect(page.getByTestId('results-heading')).toContainText('Ludhiana');
  const cards = page.getByTestId('dealer-results').getByTestId('dealer-card');
  await expect(cards).toHaveCount(10);
  const kms = await page
    .getByTestId('dealer-distance')
    .evaluateAll((nodes) => nodes.map((node) => parseFloat(node.textContent ?? '')));
  expect(kms.length).toBeGreaterThan(1);
  expect([...kms].sort((a, b) => a - b)).toEqual(kms);
  const first = cards.first();
  await expect(first.getByTestId('dealer-call')).toHaveAttribute('href', /^tel:\+91\d{10}$/);
  await expect(first.getByTestId('open-now')).toBeVisible();
  const whatsapp = page.getByTestId('dealer-whatsapp').first();
  const href = (await whatsapp.getAttribute('href')) ?? '';
  expect(href).toMatch(/^https:\/\/wa\.me\/91\d{10}\?text=/);
  expect(decodeURIComponent(href.split('text=')[1] ?? '')).toContain('Navdhara Feed');
  await expect(first.getByTestId('dealer-directions')).toHaveAttribute(
    'href',
    /^https:\/\/www\.openstreetmap\.org\/directions\?to=/,
  );
});

test('a town in Devanagari on the Hindi page, and the WhatsApp message in Hindi', async ({
  page,
}) => {
  const response = await page.goto(`/hi/where-to-buy?place=${encodeURIComponent('करनाल')}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByTestId('results-heading')).toContainText('करनाल');
  await expect(page.getByTestId('dealer-card').first()).toBeVisible();
  const href = (await page.getByTestId('dealer-whatsapp').first().getAttribute('href')) ?? '';
  expect(decodeURIComponent(href.split('text=')[1] ?? '')).toMatch(/^नमस्ते /);
});

test('an unknown place: a clear word; an unknown PIN code: the nearest district’s dealers', async ({
  page,
}) => {
  const unknown = await page.goto('/where-to-buy?place=Atlantis');
  expect(unknown?.status()).toBe(200);
  await expect(page.getByTestId('place-unknown')).toContainText(
    'We could not find a place called “Atlantis”',
  );
  await expect(page.getByTestId('dealer-card')).toHaveCount(0);
  await page.goto('/where-to-buy?place=141999');
  await expect(page.getByTestId('place-unknown')).toContainText('the nearest district we know');
  await expect(page.getByTestId('dealer-card').first()).toBeVisible();
  const refused = await page.goto(`/where-to-buy?place=${'a'.repeat(200)}`);
  expect(refused?.status()).toBe(400);
  await expect(page.getByTestId('search-refused')).toBeVisible();
});

test('a district page lists its dealers, each as schema.org LocalBusiness, and is in the sitemap', async ({
  page,
  request,
}) => {
  const response = await page.goto('/where-to-buy/haryana/karnal');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Navdhara dealers in Karnal');
  const cards = page.getByTestId('district-dealers').getByTestId('dealer-card');
  expect(await cards.count()).toBeGreaterThan(0);
  const jsonLd = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((nodes) =>
      nodes.map((node) => JSON.parse(node.textContent ?? '{}') as Record<string, unknown>),
    );
  const businesses = jsonLd.filter((data) => data['@type'] === 'LocalBusiness');
  expect(businesses.length).toBeGreaterThanOrEqual(await cards.count());
  expect(businesses[0]).toMatchObject({
    address: { '@type': 'PostalAddress', addressCountry: 'IN' },
    geo: { '@type': 'GeoCoordinates' },
  });
  await page.goto('/pa/where-to-buy/haryana');
  await expect(
    page.getByTestId('state-districts').getByRole('link', { name: 'ਕਰਨਾਲ' }),
  ).toHaveAttribute('href', '/pa/where-to-buy/haryana/karnal');
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('/where-to-buy/haryana/karnal');
  expect(sitemap).toContain('/hi/where-to-buy/punjab/ludhiana');
});

test('the header links to Where to buy, and the form works without script', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await page.getByTestId('header-where-to-buy').click();
  await expect(page).toHaveURL(/\/where-to-buy$/);
  await page.getByLabel('PIN code, town or district').fill('132001');
  await page.getByRole('button', { name: 'Find dealers' }).click();
  await expect(page).toHaveURL(/place=132001/);
  await expect(page.getByTestId('results-heading')).toContainText('Karnal');
});

/**
 * "Dealers near me" (issue 52) with script and the visitor's permission: the nearest dealers come,
 * sorted by distance, and the position is never sent: no request the page makes, to the site or
 * the CMS, carries the coordinates.
 */
import { expect, test } from '../../support/test';

const HERE = { latitude: 30.9012, longitude: 75.8573 };

test.use({ geolocation: HERE, permissions: ['geolocation'] });

test('near me lists the nearest dealers, and no request carries the position', async ({ page }) => {
  const sent: string[] = [];
  page.on('request', (request) => sent.push(`${request.url()} ${request.postData() ?? ''}`));
  const response = await page.goto('/where-to-buy');
  const button = page.getByRole('button', { name: 'Dealers near me' });
  // The site's own pages may ask for the position (site-server/security-headers.mjs).
  expect(response?.headers()['permissions-policy']).toContain('geolocation=(self)');
  await expect(button).toBeVisible();
  await button.click();
  const cards = page.getByTestId('near-me').getByTestId('dealer-card');
  await expect(
    cards.first(),
    (await page.getByTestId('near-me').textContent()) ?? '',
  ).toBeVisible();
  const kms = await page
    .getByTestId('near-me')
    .getByTestId('dealer-distance')
    .evaluateAll((nodes) => nodes.map((node) => parseFloat(node.textContent ?? '')));
  expect(kms[0]).toBeLessThan(30);
  expect([...kms].sort((a, b) => a - b)).toEqual(kms);
  const position = /30\.90|75\.85|30%2E90|75%2E85/;
  expect(sent.filter((line) => position.test(line))).toEqual([]);
  expect(sent.some((line) => line.includes('ludhiana'))).toBe(true);
});

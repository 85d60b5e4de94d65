import { expect, test } from '../../support/test';
import { twoFrames, watchNetwork } from '../../support/network';
import { contentPaths, divisionPaths, landingPaths, quietPopup } from './helpers';

/** Every division, landing and content page renders its H1 with no script errors (hydration included). */
for (const path of [
  ...divisionPaths,
  ...landingPaths,
  ...contentPaths,
  '/poultry-ventilation-fan',
  '/best-cattle-manufacturer-in-india',
]) {
  test(`${path} renders without console or page errors`, async ({ page }) => {
    await quietPopup(page);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const network = watchNetwork(page);
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(
      page.getByTestId('contact-form-page').or(page.getByTestId('toll-free-cta')).first(),
    ).toBeVisible();
    // Hydrated (support/test.ts), all it fetched as it started come, and drawn after it: an error
    // of its would be in by then.
    await network.quiet();
    await twoFrames(page);
    expect(errors).toEqual([]);
  });
}

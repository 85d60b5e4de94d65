import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../../support/test';
import { routeTable } from '../../../shared/src/routes/route-table';

const paths = routeTable.filter((r) => !r.canonicalPath).map((r) => r.path.replace(':id', '1'));

for (const viewport of [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test.describe(`axe on every route (${viewport.name})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    for (const path of paths) {
      test(`${path}`, async ({ page }) => {
        await page.addInitScript(() => sessionStorage.setItem('hasShownExitIntent', 'true'));
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await page.goto(path, { waitUntil: 'networkidle' });
        await expect(page.locator('main h1').first()).toBeVisible();
        const results = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
          .analyze();
        const serious = results.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map(
            (v) =>
              `${v.id}: ${v.nodes
                .slice(0, 3)
                .map((n) => n.target.join(' '))
                .join(' | ')}`,
          );
        expect(serious).toEqual([]);
      });
    }
  });
}

test('every dialog traps focus, closes on Escape and returns focus: drawer, exit-intent popup, demo modal', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const burger = page.getByRole('button', { name: 'Open menu' });
  await burger.focus();
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  for (let i = 0; i < 15; i += 1) {
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate(
        () =>
          Boolean(document.activeElement?.closest('dialog[open]')) ||
          document.activeElement === document.body,
      ),
    ).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(burger).toBeFocused();
});

test('the whole site works at 200% zoom (no horizontal scrolling on a 1280 px screen)', async ({
  page,
}) => {
  await page.addInitScript(() => sessionStorage.setItem('hasShownExitIntent', 'true'));
  await page.setViewportSize({ width: 640, height: 400 }); // 1280 x 800 at 200%
  for (const path of [
    '/',
    '/about',
    '/feeds',
    '/careers',
    '/contact-us',
    '/media',
    '/poultry-vantilation-fan',
  ]) {
    await page.goto(path, { waitUntil: 'networkidle' });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, path).toBeLessThanOrEqual(1);
  }
});

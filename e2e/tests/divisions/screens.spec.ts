import { test } from '../../support/test';
import { quietPopup } from './helpers';

/** Not a check: `SHOTS=/tmp/shots SHOT_PATHS=/foods,/hatchery` saves full-page screenshots to look at. */
const dir = process.env.SHOTS;
const paths = (process.env.SHOT_PATHS ?? '').split(',').filter(Boolean);

test.describe('screenshots', () => {
  test.skip(!dir || paths.length === 0, 'set SHOTS and SHOT_PATHS to take screenshots');
  for (const width of [390, 1366]) {
    test(`pages at ${width}px`, async ({ page }) => {
      test.setTimeout(120_000);
      await quietPopup(page);
      await page.setViewportSize({ width, height: 900 });
      for (const path of paths) {
        await page.goto(path);
        await page.getByRole('heading', { level: 1 }).waitFor();
        for (let y = 0; y < 12000; y += 700) {
          await page.mouse.wheel(0, 700);
          await page.waitForTimeout(60);
        }
        await page.waitForTimeout(800);
        const name = path.replace(/\//g, '_') || '_home';
        if (width > 400) {
          await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
        } else {
          const height = await page.evaluate(() => document.documentElement.scrollHeight);
          for (let y = 0, i = 0; y < height; y += 1500, i += 1) {
            await page.screenshot({
              path: `${dir}/${name}-${width}-${i}.png`,
              fullPage: true,
              clip: { x: 0, y, width, height: Math.min(1500, height - y) },
            });
          }
        }
      }
    });
  }
});

test('modal and overlay screenshots', async ({ page }) => {
  test.skip(!dir, 'set SHOTS to take screenshots');
  await quietPopup(page);
  await page.goto('/hatchery');
  await page
    .getByTestId('product-grid')
    .getByRole('link', { name: 'Day-Old Broiler Chicks', exact: true })
    .click();
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${dir}/modal-1366.png` });
  await page.keyboard.press('Escape');
  await page.goto('/poultry-vantilation-fan');
  await page.getByRole('button', { name: /View specifications of the Box Fan/ }).click();
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${dir}/overlay-1366.png` });
});

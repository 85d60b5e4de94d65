import { test } from '@playwright/test';
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
        await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
      }
    });
  }
});

/**
 * A page loads what it shows and nothing else (issue 19, outcomes 2 and 6): its stylesheets come
 * inlined in its HTML and are not fetched again; a page with no map carries no map styles.
 */
import { expect, test } from '../../support/test';
import { routeTable } from '../../../shared/src/routes/route-table';

const cases = routeTable.map((route) => ({ route, url: route.path.replace(':id', '1') }));
/** The pages that show a location map (Leaflet's styles are theirs alone). */
const MAP_PAGES = new Set(['/contact-us']);

test.describe('each page inlines its own stylesheets and fetches none', () => {
  for (const { url } of cases) {
    test(url, async ({ page }) => {
      const stylesheets: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'stylesheet' || /\.css(\?|$)/.test(request.url()))
          stylesheets.push(request.url());
      });
      await page.goto(url);
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      await page.waitForLoadState('networkidle');
      expect(stylesheets, 'stylesheets fetched after the HTML').toEqual([]);
      const inlined = await page.locator('style[data-page-css]').textContent();
      expect(inlined?.length ?? 0).toBeGreaterThan(1000);
      expect(inlined?.includes('.leaflet-container'), 'Leaflet styles inlined').toBe(
        MAP_PAGES.has(url),
      );
    });
  }
});

/**
 * Dates in the page's language (issue 38, outcome 2) are the same in the browser as on the server:
 * the browser may have no date data for a language (Chromium on Linux writes a Punjabi date
 * "2025 M05 20"), and a date that differs from the server's is not mended by hydration.
 */
import { expect, test } from '../../support/test';
import { OTHER_LOCALES, SCRIPT_LETTERS } from './helpers';

for (const locale of OTHER_LOCALES)
  test(`an article's date in ${locale} is written in the language, as the server wrote it`, async ({
    page,
    request,
  }) => {
    const html = await (await request.get(`/${locale}/blog/1`)).text();
    const served = /data-testid="article-date"[^>]*>([^<]+)</.exec(html)?.[1]?.trim();
    expect(served).toMatch(/^\d{1,2} \S+ \d{4}$/);
    expect(served).toMatch(SCRIPT_LETTERS[locale]);
    await page.goto(`/${locale}/blog/1`);
    await expect(page.getByTestId('article-date').first()).toHaveText(served!);
    // The article's body is there too (a mismatch made React render the page again).
    expect(((await page.locator('main').textContent()) ?? '').length).toBeGreaterThan(800);
  });

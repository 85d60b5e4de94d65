/**
 * Moving between languages (issue 38, outcome 1): the switcher in the header (desktops) and the
 * drawer (phones) leads to the same page in another language, links inside a language keep its
 * prefix, and a visitor whose browser prefers Hindi or Punjabi is offered the page in it once:
 * never redirected, the offer in that language, closed or followed for good.
 */
import { expect, test, HYDRATED } from '../../support/test';
import { twoFrames } from '../../support/network';
import { LANGUAGE_OFFER_KEY } from '../../../shell/src/frame/LanguageOffer';
import words from '../../../shell/src/frame/language-offer.json';
import { LOCALE_INFO } from './helpers';

test('the header switcher leads to the same page in each language (1366 px)', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/feeds?from=test');
  const switcher = page.locator('header [data-testid="language-switcher"]').first();
  await expect(switcher).toBeVisible();
  await expect(switcher.locator('[aria-current="true"]')).toHaveText('English');
  await switcher.getByRole('link', { name: LOCALE_INFO.hi.name }).click();
  await expect(page).toHaveURL(/\/hi\/feeds\?from=test$/);
  // The query goes along once the app has taken over the page (before, the server's links).
  await page.keyboard.press('Shift');
  await expect(page.locator(HYDRATED)).toHaveCount(1);
  await expect(page.locator('html')).toHaveAttribute('lang', LOCALE_INFO.hi.tag);
  await page
    .locator('header [data-testid="language-switcher"]')
    .first()
    .getByRole('link', { name: LOCALE_INFO.pa.name })
    .click();
  await expect(page).toHaveURL(/\/pa\/feeds\?from=test$/);
  await expect(page.locator('html')).toHaveAttribute('lang', LOCALE_INFO.pa.tag);
  await page.keyboard.press('Shift');
  await expect(page.locator(HYDRATED)).toHaveCount(1);
  await page
    .locator('header [data-testid="language-switcher"]')
    .first()
    .getByRole('link', { name: 'English' })
    .click();
  await expect(page).toHaveURL(/\/feeds\?from=test$/);
  expect(new URL(page.url()).pathname).toBe('/feeds');
});

test('the drawer switcher leads to the same page in another language (390 px)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/hi/careers');
  await expect(page.locator('header [data-testid="language-switcher"]').first()).toBeHidden();
  await page.locator('header button[command="show-modal"][commandfor="site-menu"]').click();
  const drawer = page.getByTestId('drawer');
  await expect(drawer).toBeVisible();
  await drawer.getByRole('link', { name: LOCALE_INFO.pa.name }).click();
  await expect(page).toHaveURL(/\/pa\/careers$/);
  await expect(page.locator('html')).toHaveAttribute('lang', LOCALE_INFO.pa.tag);
  // Home in a language is its prefix alone.
  await page.goto('/pa');
  await page.locator('header button[command="show-modal"][commandfor="site-menu"]').click();
  await page.getByTestId('drawer').getByRole('link', { name: 'English' }).click();
  expect(new URL(page.url()).pathname).toBe('/');
});

test('links inside a language keep its prefix, in the app and without it', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  for (const locale of ['hi', 'pa'] as const) {
    await page.goto(`/${locale}`);
    await expect(page.locator(HYDRATED)).toHaveCount(1);
    // Every link to a page of the site stays in the language.
    const hrefs = await page
      .locator('header a[href^="/"], main a[href^="/"], footer a[href^="/"]')
      .evaluateAll((links) =>
        links
          .filter((a) => !a.closest('[data-testid="language-switcher"]'))
          .map((a) => a.getAttribute('href') ?? ''),
      );
    expect(hrefs.length).toBeGreaterThan(10);
    const leaving = hrefs.filter(
      (href) =>
        !(href === `/${locale}` || href.startsWith(`/${locale}/`)) && !href.startsWith('/uploads/'),
    );
    expect(leaving, `links of /${locale} that leave the language`).toEqual([]);
    // A move inside the app (the router) stays in the language too.
    await page.locator('header nav[aria-label] a[href$="/about"]').first().click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/about$`));
    await expect(page.locator('html')).toHaveAttribute('lang', LOCALE_INFO[locale].tag);
    await page.locator('header nav[aria-label] a[href$="/careers"]').first().click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/careers$`));
  }
});

test.describe("the offer of the reader's language", () => {
  test.use({ locale: 'hi-IN' });

  test('is made once the app boots, in Hindi, never a redirect, and not shown again once closed', async ({
    page,
  }) => {
    const response = await page.goto('/feeds');
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe('/feeds');
    expect(await page.evaluate(() => navigator.languages[0])).toBe('hi-IN');
    const offer = page.getByRole('region', { name: words.hi.label });
    await expect(offer).toBeVisible();
    await expect(offer).toHaveAttribute('lang', LOCALE_INFO.hi.tag);
    await expect(offer).toContainText(words.hi.message);
    await expect(offer.getByRole('link', { name: words.hi.link })).toHaveAttribute(
      'href',
      '/hi/feeds',
    );
    // Escape from inside it closes it; focus goes on to the page.
    await offer.getByRole('link', { name: words.hi.link }).focus();
    await page.keyboard.press('Escape');
    await expect(offer).toHaveCount(0);
    await expect(page.locator('#main')).toBeFocused();
    expect(await page.evaluate((key) => localStorage.getItem(key), LANGUAGE_OFFER_KEY)).toBe('1');
    await page.goto('/careers');
    await twoFrames(page); // the app has drawn since it took over: an offer it made is there
    await expect(page.getByTestId('language-offer')).toHaveCount(0);
  });

  test('its close button closes it for good; following it leads to the same page in Hindi', async ({
    page,
  }) => {
    await page.goto('/careers');
    const offer = page.getByTestId('language-offer');
    await offer.getByRole('button', { name: words.hi.close }).click();
    await expect(offer).toHaveCount(0);
    await page.reload();
    await twoFrames(page); // the app has drawn since it took over: an offer it made is there
    await expect(offer).toHaveCount(0);

    await page.evaluate((key) => localStorage.removeItem(key), LANGUAGE_OFFER_KEY);
    await page.goto('/careers');
    await offer.getByRole('link', { name: words.hi.link }).click();
    await expect(page).toHaveURL(/\/hi\/careers$/);
    await expect(page.locator('html')).toHaveAttribute('lang', LOCALE_INFO.hi.tag);
    // On the page in the reader's language there is nothing to offer; back in English, not again.
    await twoFrames(page); // the app has drawn since it took over: an offer it made is there
    await expect(offer).toHaveCount(0);
    await page.goto('/careers');
    await twoFrames(page); // the app has drawn since it took over: an offer it made is there
    await expect(offer).toHaveCount(0);
  });

  test('is in the keyboard order after the header, before the page', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/about');
    const offer = page.getByTestId('language-offer');
    await expect(offer).toBeVisible();
    await page.getByRole('link', { name: 'CONTACT US' }).first().focus();
    const order: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      await page.keyboard.press('Tab');
      order.push(
        await page.evaluate(() =>
          document.activeElement?.closest('[data-testid="language-offer"]')
            ? (
                document.activeElement.textContent ||
                document.activeElement.getAttribute('aria-label') ||
                ''
              ).trim()
            : document.activeElement?.closest('main')
              ? 'main'
              : (document.activeElement?.tagName ?? ''),
        ),
      );
    }
    const link = order.indexOf(words.hi.link);
    expect(link, order.join(' | ')).toBeGreaterThanOrEqual(0);
    expect(order[link + 1]).toBe(words.hi.close);
  });

  test('moves nothing as it appears (no layout shift) and adds no script before the app boots', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.addInitScript(() => {
      (window as unknown as { shifts: number }).shifts = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[])
          (window as unknown as { shifts: number }).shifts += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const html = await (
      await page.request.get('/feeds', { headers: { 'Accept-Language': 'hi' } })
    ).text();
    expect(html).not.toContain('language-offer');
    await page.goto('/feeds');
    await expect(page.getByTestId('language-offer')).toBeVisible();
    const top = await page.locator('main h1').first().boundingBox();
    expect(
      await page.evaluate(() => (window as unknown as { shifts: number }).shifts),
    ).toBeLessThan(0.01);
    await page.getByTestId('language-offer').getByRole('button').click();
    expect(await page.locator('main h1').first().boundingBox()).toEqual(top);
  });
});

test.describe("a browser that prefers English, or the page's own language", () => {
  test.use({ locale: 'en-IN' });
  test('is offered nothing', async ({ page }) => {
    await page.goto('/feeds');
    await twoFrames(page); // the app has drawn since it took over: an offer it made is there
    await expect(page.getByTestId('language-offer')).toHaveCount(0);
  });
});

test.describe('a Punjabi reader on a Hindi page', () => {
  test.use({ locale: 'pa-IN' });
  test('is offered the page in Punjabi, in Punjabi', async ({ page }) => {
    await page.goto('/hi/feeds');
    const offer = page.getByRole('region', { name: words.pa.label });
    await expect(offer).toContainText(words.pa.message);
    await expect(offer.getByRole('link', { name: words.pa.link })).toHaveAttribute(
      'href',
      '/pa/feeds',
    );
    await page.goto('/pa/feeds');
    await twoFrames(page); // the app has drawn since it took over: an offer it made is there
    await expect(page.getByTestId('language-offer')).toHaveCount(0);
  });
});

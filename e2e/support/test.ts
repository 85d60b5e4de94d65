import { test as base, type Page } from '@playwright/test';
import { BOOT_CONTRACT } from '../../shared/src/config/runtime';

export { expect } from '@playwright/test';

/** `<html>` once the shell has taken over the page (hydrated or rendered it). */
export const HYDRATED = `html[${BOOT_CONTRACT.hydratedAttribute}]`;

/** Whether the shell has taken over the page yet. */
export async function isHydrated(page: Page): Promise<boolean> {
  return (await page.locator(HYDRATED).count()) > 0;
}

/**
 * Whether the stylesheets for the rest of the page apply (a script for the browser): the page
 * inlines its first screen's rules only, and the boot script fetches the rest's as it starts,
 * applied all at once (without script, its `<noscript>` links them: site-server/critical-css.mjs).
 * Each link the `<noscript>` names must have loaded and apply (another stylesheet, the fonts' say,
 * does not count).
 */
export const LATER_CSS_APPLIED = `(() => {
  const rest = document.querySelector('noscript[${BOOT_CONTRACT.laterCssAttribute}]');
  if (!rest) return true;
  const named = rest.children.length
    ? [...rest.querySelectorAll('link')].map((link) => link.href)
    : [...(rest.textContent ?? '').matchAll(/href="([^"]+)"/g)].map((m) => new URL(m[1].replace(/&amp;/g, '&'), location.href).href);
  const applied = [...document.querySelectorAll('link[rel="stylesheet"]')].filter(
    (link) => link.media !== 'print' && link.sheet,
  );
  return named.every((href) => applied.some((link) => link.href === href));
})()`;

/**
 * Whether the boot script is done with the stylesheets for the rest of the page (a function for
 * `page.waitForFunction`: a text predicate, such as LATER_CSS_APPLIED, is compiled by the page
 * itself, which the site's CSP forbids, so it failed at once). Each one its `<noscript>` names is
 * linked and out of `print`: the boot script applies them all at once when every one has loaded or
 * failed (one that cannot come, a remote's that is down, does not hold the page up). A page with
 * none to come is done.
 */
export function laterCssDone(attribute: string): boolean {
  const rest = document.querySelector(`noscript[${attribute}]`);
  if (!rest) return true;
  const named = rest.children.length
    ? [...rest.querySelectorAll('link')].map((link) => link.href)
    : [...(rest.textContent ?? '').matchAll(/href="([^"]+)"/g)].map(
        (m) => new URL(m[1]!.replace(/&amp;/g, '&'), location.href).href,
      );
  const linked = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter(
    (link) => link.media !== 'print',
  );
  return named.every((href) => linked.some((link) => link.href === href));
}

/**
 * Prerendered pages work before any script, and the app boots only when first needed (a visitor's
 * key, tap or mouse: shared/build/boot.js). After every navigation, act as a visitor does first
 * (a Shift key press, which changes nothing on the page) and wait until the shell marks the
 * document as hydrated (`HYDRATED`), so a click is never aimed at markup React has not
 * taken over yet, and the page's rules for the rest of it apply. Pages without the shell
 * (remotes, the CMS) are not waited on. The page before the
 * app boots is tested on its own (e2e/tests/reliability/boot-when-needed.spec.ts, no-js.spec.ts).
 */
async function waitForApp(page: Page) {
  await page.waitForLoadState('domcontentloaded').catch(() => undefined);
  if (await page.evaluate(() => Boolean(document.getElementById('root'))).catch(() => false))
    await page.keyboard.press('Shift').catch(() => undefined);
  await page
    .waitForFunction(
      (selector) => Boolean(document.querySelector(selector)) || !document.getElementById('root'),
      HYDRATED,
      { timeout: 15_000 },
    )
    .catch(() => undefined);
  // And the rules of the rest of the page, as a visitor who has scrolled there has them.
  await page
    .waitForFunction(laterCssDone, BOOT_CONTRACT.laterCssAttribute, { timeout: 15_000 })
    .catch(() => undefined);
}

export const test = base.extend({
  page: async ({ page }, provide) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args: Parameters<Page['goto']>) => {
      const response = await goto(...args);
      await waitForApp(page);
      return response;
    };
    page.reload = async (...args: Parameters<Page['reload']>) => {
      const response = await reload(...args);
      await waitForApp(page);
      return response;
    };
    await provide(page);
  },
});

/**
 * Navigates inside the running app (as a link click does), so the page renders from live
 * requests rather than from content saved in the prerendered HTML of a first load.
 */
export async function clientNavigate(page: Page, path: string) {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

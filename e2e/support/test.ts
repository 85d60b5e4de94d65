import { test as base, type Page } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * Prerendered pages are visible before they are interactive. After every navigation, wait until
 * the shell marks the document as hydrated (`<html data-hydrated>`), so a click is never lost on
 * markup React has not taken over yet. Pages without the shell (remotes, the CMS) are not waited on.
 */
async function waitForApp(page: Page) {
  await page
    .waitForFunction(
      () =>
        document.documentElement.dataset.hydrated === 'true' || !document.getElementById('root'),
      undefined,
      { timeout: 15_000 },
    )
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

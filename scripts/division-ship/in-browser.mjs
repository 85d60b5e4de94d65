// @ts-check
/**
 * A move in the app, as a visitor's click on a link makes it: Chromium opens one page of the copy's
 * site, the app takes over (a key press boots it: shared/build/boot.js), and the router goes to
 * another path without loading a document. Used by the division ship test to see a page a release
 * added reached from a page of the site.
 */
/* global document, window, PopStateEvent -- the callbacks given to page.evaluate run in the page */
import { createRequire } from 'node:module';
import path from 'node:path';
import { chromium } from '@playwright/test';

/**
 * @param {string} root the project whose built shell serves the site (its boot contract)
 * @param {string} site
 * @param {string} fromPath
 * @param {string} toPath
 * @returns {Promise<{ title: string, h1: string, sameDocument: boolean }>}
 */
export async function moveInApp(root, site, fromPath, toPath) {
  /** @type {{ BOOT_CONTRACT: { hydratedAttribute: string } }} */
  const { BOOT_CONTRACT } = createRequire(import.meta.url)(
    path.join(root, 'shell', 'dist', 'server', 'renderer.js'),
  );
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  });
  try {
    const page = await browser.newPage();
    await page.goto(`${site}${fromPath}`);
    await page.keyboard.press('Shift');
    await page.waitForSelector(`html[${BOOT_CONTRACT.hydratedAttribute}]`, { timeout: 15_000 });
    // A mark on the document: a full load would lose it.
    await page.evaluate((target) => {
      document.documentElement.dataset.shipTest = 'same document';
      window.history.pushState({}, '', target);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, toPath);
    await page.waitForFunction(
      (target) => window.location.pathname === target && Boolean(document.querySelector('main h1')),
      toPath,
      { timeout: 10_000 },
    );
    // The head comes with the remote's routes module, a moment after the page's code.
    await page.waitForTimeout(300);
    return {
      title: await page.title(),
      h1: ((await page.textContent('main h1')) ?? '').trim(),
      sameDocument: await page.evaluate(
        () => document.documentElement.dataset.shipTest === 'same document',
      ),
    };
  } finally {
    await browser.close();
  }
}

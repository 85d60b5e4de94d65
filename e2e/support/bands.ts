import { expect, type Page } from '@playwright/test';
import { watchNetwork } from './network';

/**
 * Draws every band of the page now. A page's bands after its first are laid out
 * and painted only as they near the screen (`content-visibility: auto`, shared/src/styles/base.css),
 * and so is the footer (shell/src/frame/Footer.module.css),
 * so a check that reads the whole page at once (a full-page capture, axe's contrast, which looks
 * at what is painted behind each text) sees each band as the visitor does on reaching it.
 */
export async function drawEveryBand(page: Page): Promise<void> {
  await page.addStyleTag({
    content: 'main section, footer { content-visibility: visible !important; }',
  });
}

/**
 * Opens `path` as a page to be read whole: no exit-intent popup, no motion, the app booted and its
 * stylesheets applied (support/test.ts's goto), its heading shown and every band drawn. Returns
 * the page's network, watched from before the navigation, for the caller to wait on its quiet.
 */
export async function openToReadWhole(page: Page, path: string) {
  await page.addInitScript(() => sessionStorage.setItem('hasShownExitIntent', 'true'));
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const network = watchNetwork(page);
  await page.goto(path);
  await expect(page.locator('main h1').first()).toBeVisible();
  await drawEveryBand(page);
  return network;
}

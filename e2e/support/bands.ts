import type { Page } from '@playwright/test';

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

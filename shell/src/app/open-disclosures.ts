/** Marks a panel opened here, so the page's CSS drops what covers a closed one (a fade, say). */
export const FROZEN_OPEN_ATTRIBUTE = 'data-frozen-open';

/**
 * Opens every scripted disclosure (the home page's business units, the about page's map categories)
 * in a page's server HTML kept without its code: their buttons have nothing behind them any more,
 * so a closed panel would stay unreadable. Native ones (`<details>`, dialogs) need nothing.
 * Found the way assistive tech finds them: a button with `aria-expanded="false"` and
 * `aria-controls` naming its panel inside the same page.
 */
export function openDisclosures(root: HTMLElement): number {
  let opened = 0;
  for (const button of root.querySelectorAll<HTMLElement>(
    '[aria-controls][aria-expanded="false"]',
  )) {
    const panel = root.ownerDocument.getElementById(button.getAttribute('aria-controls') ?? '');
    if (!panel || !root.contains(panel)) continue;
    button.setAttribute('aria-expanded', 'true');
    panel.removeAttribute('inert');
    panel.removeAttribute('aria-hidden');
    panel.hidden = false;
    panel.setAttribute(FROZEN_OPEN_ATTRIBUTE, '');
    panel.style.maxHeight = 'none';
    panel.style.overflow = 'visible';
    opened += 1;
  }
  return opened;
}

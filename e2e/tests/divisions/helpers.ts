import type { Page } from '@playwright/test';

/** Keeps the exit-intent popup away (it opens once per session) so it cannot cover the page. */
export async function quietPopup(page: Page) {
  await page.addInitScript(() => {
    try {
      window.sessionStorage.setItem('hasShownExitIntent', 'true');
    } catch {
      /* storage blocked: nothing to do */
    }
  });
}

export const divisionPaths = ['/foods', '/hatchery', '/proteins', '/equipments', '/feeds'] as const;
export const landingPaths = [
  '/broiler-chicken-farming',
  '/poultry-farming-equipment',
  '/poultry-layer-farming',
  '/poultry-feed-manufacturers',
] as const;
export const contentPaths = [
  '/chicken-protien-supplier',
  '/poultry-vantilation-fan',
  '/summer-managment-in-poultry',
  '/layer-chicken-feed-manufacturers',
  '/best-cattle-manufacturers-in-india',
] as const;

/**
 * Accordions animate their height for 700 ms; a click during that move may land on a neighbour.
 * Tests that click several items in a row ask for reduced motion (the transitions then end at once).
 */
export async function steadyMotion(page: Page) {
  await page.emulateMedia({ reducedMotion: 'reduce' });
}

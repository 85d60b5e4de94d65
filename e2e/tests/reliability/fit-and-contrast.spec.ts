/**
 * Every route fits a 320 px phone (no sideways scrolling, WCAG 1.4.10), and every text meets WCAG
 * contrast (4.5:1, 3:1 for large text) against what is actually behind it, images and gradients
 * included, at 320 px and at 1366 px. axe cannot judge text over an image or a gradient, so this
 * looks at the pixels: the page is captured with every text made transparent, and each text's
 * colour is compared with the pixels its box covers (what is clipped away or fixed to the
 * viewport is left out). In every language.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../../support/test';
import { openToReadWhole } from '../../support/bands';
import type { watchNetwork } from '../../support/network';
import { examplePath, pageRoutes } from '../../support/site-routes';
import { LOCALES, localizedPath } from '../languages/helpers';

// Every page in every language (issue 38): Devanagari and Gurmukhi lines are taller, some words
// longer.
const paths = LOCALES.flatMap((locale) =>
  pageRoutes.filter((r) => !r.canonicalPath).map((r) => localizedPath(examplePath(r.path), locale)),
);

type TextBox = {
  text: string;
  selector: string;
  color: [number, number, number, number];
  large: boolean;
  x: number;
  y: number;
  width: number;
  height: number;
};

// The pages are independent: both workers take them, so neither waits for the other at the end.
test.describe.configure({ mode: 'parallel' });

type Network = ReturnType<typeof watchNetwork>;

/**
 * The page as a visitor sees it once everything has loaded, with no motion: the app booted and
 * the rest of the page's stylesheets applied (support/test.ts's goto), every band drawn, every
 * image loaded, the fonts set, and nothing more being fetched (what the app asked for meanwhile).
 */
async function settle(page: Page, path: string): Promise<Network> {
  const network = await openToReadWhole(page, path);
  await settleInPlace(page, network);
  return network;
}

/**
 * The page at rest where it is (after a load, or once the window has changed size): every image
 * loaded, including those a wider window picks from a srcset, the fonts set, nothing more being
 * fetched.
 */
async function settleInPlace(page: Page, network: Network): Promise<void> {
  // Images further down load too, so each text is judged on its real background.
  await page.evaluate(async () => {
    for (const img of Array.from(document.images)) img.loading = 'eager';
    await Promise.all(
      Array.from(document.images).map((img) =>
        img.complete
          ? undefined
          : new Promise((resolve) => {
              img.addEventListener('load', resolve, { once: true });
              img.addEventListener('error', resolve, { once: true });
              // A bound, not a wait: an image that neither loads nor fails is judged without it.
              setTimeout(resolve, 3000);
            }),
      ),
    );
    await document.fonts.ready;
  });
  await network.quiet();
}

/** Every visible text's box (page coordinates, clipped by its ancestors), colour and size. */
function textBoxes(page: Page): Promise<TextBox[]> {
  return page.evaluate(() => {
    const parse = (value: string): [number, number, number, number] => {
      const m = /rgba?\(([\d.]+),? ([\d.]+),? ([\d.]+)(?:,? \/? ?([\d.]+))?\)/.exec(value);
      return m
        ? [Number(m[1]), Number(m[2]), Number(m[3]), m[4] === undefined ? 1 : Number(m[4])]
        : [0, 0, 0, 1];
    };
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.className && typeof el.className === 'string' ? `.${el.className.split(' ')[0]}` : ''}`;
    const fixed = (el: Element | null): boolean => {
      for (let node = el; node; node = node.parentElement)
        if (getComputedStyle(node).position === 'fixed') return true;
      return false;
    };
    const boxes: TextBox[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const el = node.parentElement;
      if (!text || !el || el.closest('svg, script, style, noscript')) continue;
      if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      if (fixed(el)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      let rect = range.getBoundingClientRect();
      // Moved off the page until it is needed (the skip link until it has focus): not seen.
      if (rect.bottom + window.scrollY <= 0 || rect.right + window.scrollX <= 0) continue;
      let { left, top, right, bottom } = rect;
      // What an ancestor clips away is not seen (carousel slides off to the side, folded text:
      // a closed <details> shows no more than its own box).
      for (let up: Element | null = el; up; up = up.parentElement) {
        const style = getComputedStyle(up);
        if (
          style.overflowX !== 'visible' ||
          style.overflowY !== 'visible' ||
          style.clipPath !== 'none' ||
          (up instanceof HTMLDetailsElement && !up.open)
        ) {
          const clip = up.getBoundingClientRect();
          left = Math.max(left, clip.left);
          top = Math.max(top, clip.top);
          right = Math.min(right, clip.right);
          bottom = Math.min(bottom, clip.bottom);
        }
      }
      rect = new DOMRect(left, top, right - left, bottom - top);
      if (rect.width < 4 || rect.height < 6) continue;
      const style = getComputedStyle(el);
      const size = parseFloat(style.fontSize);
      const bold = Number(style.fontWeight) >= 700;
      boxes.push({
        text: text.slice(0, 40),
        selector: describe(el),
        color: parse(style.color),
        large: size >= 24 || (bold && size >= 18.66),
        x: rect.left + window.scrollX,
        y: rect.top + window.scrollY,
        width: rect.width,
        height: rect.height,
      });
    }
    return boxes;
  });
}

/** For each text box, the contrast most of its background pixels give (10th percentile). */
async function contrasts(page: Page, boxes: TextBox[]): Promise<number[]> {
  await page.evaluate(() => {
    const style = document.createElement('style');
    style.id = 'contrast-capture';
    style.textContent =
      '*, *::before, *::after { color: transparent !important; text-shadow: none !important; -webkit-text-stroke: 0 !important; text-decoration-color: transparent !important; caret-color: transparent !important; }';
    document.head.append(style);
  });
  // Fixed elements (the floating widget) are not behind any text: left out of the capture.
  await page.evaluate(() => {
    for (const el of Array.from(document.querySelectorAll<HTMLElement>('body *')))
      if (getComputedStyle(el).position === 'fixed') el.style.visibility = 'hidden';
  });
  const png = (await page.screenshot({ fullPage: true, animations: 'disabled' })).toString(
    'base64',
  );
  return page.evaluate(
    async ({ png, boxes }) => {
      // Decoded here, not fetched as a data: URL (the page's CSP allows no such connection).
      const bytes = Uint8Array.from(atob(png), (c) => c.charCodeAt(0));
      const blob = new Blob([bytes], { type: 'image/png' });
      const bitmap = await createImageBitmap(blob);
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d')!;
      context.drawImage(bitmap, 0, 0);
      const scale = bitmap.width / document.documentElement.scrollWidth;
      const channel = (c: number) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      const luminance = (r: number, g: number, b: number) =>
        0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
      return boxes.map((box) => {
        const x = Math.max(0, Math.floor(box.x * scale));
        const y = Math.max(0, Math.floor(box.y * scale));
        const w = Math.max(1, Math.min(bitmap.width - x, Math.floor(box.width * scale)));
        const h = Math.max(1, Math.min(bitmap.height - y, Math.floor(box.height * scale)));
        const { data } = context.getImageData(x, y, w, h);
        const ratios: number[] = [];
        const [fr, fg, fb, fa] = box.color;
        for (let i = 0; i < data.length; i += 4 * 3) {
          const [br, bg, bb] = [data[i]!, data[i + 1]!, data[i + 2]!];
          // A translucent text colour is seen blended over its background.
          const text = luminance(
            fr * fa + br * (1 - fa),
            fg * fa + bg * (1 - fa),
            fb * fa + bb * (1 - fa),
          );
          const back = luminance(br, bg, bb);
          ratios.push((Math.max(text, back) + 0.05) / (Math.min(text, back) + 0.05));
        }
        ratios.sort((a, b) => a - b);
        return ratios[Math.floor(ratios.length * 0.1)] ?? 21;
      });
    },
    { png, boxes },
  );
}

/**
 * Each text's box and the contrast behind it, from one layout. The capture makes every part of the
 * page near the screen, so a part that needs script (the contact page's map) boots the app while it
 * is taken; the boxes are read again after it, and the whole is done again until they held still
 * (a capture of a page that moved under it compares each text with what was beside it).
 */
async function measureSteadily(
  page: Page,
  network: Network,
): Promise<{ boxes: TextBox[]; measured: number[] }> {
  const where = (boxes: TextBox[]) =>
    boxes.map((b) => `${b.selector} ${b.x},${b.y} ${b.width}x${b.height}`);
  let moved: string[] = [];
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const boxes = await textBoxes(page);
    const measured = await contrasts(page, boxes);
    await page.evaluate(() => document.getElementById('contrast-capture')?.remove());
    const after = where(await textBoxes(page));
    moved = where(boxes).filter((box, i) => box !== after[i]);
    if (moved.length === 0 && after.length === boxes.length) return { boxes, measured };
    // The page changed under the capture: let it settle (the app booting, its code and data),
    // until its text stands still from one reading to the next.
    await network.quiet();
    let last = '';
    await expect
      .poll(
        async () => {
          const now = where(await textBoxes(page)).join('\n');
          const still = now === last;
          last = now;
          return still;
        },
        { intervals: [100], timeout: 15_000, message: 'the page stands still' },
      )
      .toBe(true);
  }
  throw new Error(`the page kept moving while it was captured: ${moved.slice(0, 5).join('; ')}`);
}

/**
 * A phone 320 px wide, then a desktop window 1366 px wide: each page is loaded once, read at the
 * first, then at the second once the window has been widened and the page has settled again
 * (what a wider window fetches, its larger pictures, loaded too).
 */
const VIEWPORTS = [
  { name: 'phone 320', width: 320, height: 720 },
  { name: 'desktop 1366', width: 1366, height: 900 },
] as const;

test.describe('fit and contrast (phone 320, then desktop 1366)', () => {
  test.use({ viewport: { width: VIEWPORTS[0].width, height: VIEWPORTS[0].height } });
  for (const path of paths) {
    test(path, async ({ page }) => {
      const network = await settle(page, path);
      for (const [index, viewport] of VIEWPORTS.entries()) {
        if (index > 0) {
          await page.setViewportSize({ width: viewport.width, height: viewport.height });
          await settleInPlace(page, network);
        }
        await test.step(viewport.name, async () => {
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - window.innerWidth,
          );
          expect(overflow, `${viewport.name}: scrolls sideways`).toBeLessThanOrEqual(0);
          const { boxes, measured } = await measureSteadily(page, network);
          expect(boxes.length).toBeGreaterThan(10);
          const failing = boxes
            .map((box, i) => ({ box, ratio: measured[i]! }))
            .filter(({ box, ratio }) => ratio < (box.large ? 3 : 4.5))
            .map(({ box, ratio }) => `${box.selector} "${box.text}": ${ratio.toFixed(2)}:1`);
          expect(failing, `${viewport.name}: text under its contrast`).toEqual([]);
        });
      }
    });
  }
});

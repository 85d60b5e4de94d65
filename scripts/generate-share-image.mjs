/**
 * Draws the site's default share image, shell/public/share-image.png (1200 x 630, the size link
 * previews use), from the brand logo (shared/src/ui/assets/logo.svg) and the self-hosted web fonts, in
 * Debian's Chromium. Share crawlers mostly refuse SVG, hence a PNG. The PNG is committed; run this
 * again after a logo change: node scripts/generate-share-image.mjs
 *
 * The size and alternative text pages announce are in shared/src/config/site.ts (`shareImage`);
 * keep them in step with what is drawn here.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.join(ROOT, 'shell', 'public', 'share-image.png');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const WIDTH = 1200;
const HEIGHT = 630;

const logo = fs.readFileSync(path.join(ROOT, 'shared', 'src', 'ui', 'assets', 'logo.svg'), 'utf8');
const font = (pkg, file) =>
  fs
    .readFileSync(path.join(ROOT, 'node_modules', '@fontsource', pkg, 'files', file))
    .toString('base64');

// Inline fonts (data URLs): the page is set from a string and loads nothing from disk or network.
const html = `<!doctype html>
<html><head><meta charset="utf-8"><style>
@font-face { font-family: Poppins; font-weight: 700; src: url(data:font/woff2;base64,${font('poppins', 'poppins-latin-700-normal.woff2')}) format('woff2'); }
@font-face { font-family: Inter; font-weight: 600; src: url(data:font/woff2;base64,${font('inter', 'inter-latin-600-normal.woff2')}) format('woff2'); }
* { margin: 0; box-sizing: border-box; }
html, body { width: ${WIDTH}px; height: ${HEIGHT}px; overflow: hidden; }
body { display: grid; grid-template-rows: 1fr auto; background: #f2f9f4; font-family: Inter, sans-serif; }
main { display: grid; place-content: center; justify-items: center; gap: 40px; }
main svg { width: 856px; height: 176px; }
p { font-family: Poppins, sans-serif; font-weight: 700; font-size: 40px; color: #0f4d2c; }
footer { display: flex; justify-content: center; gap: 28px; padding: 30px 0; background: #0f4d2c; color: #fdf0d5;
  font-weight: 600; font-size: 26px; letter-spacing: 1px; }
footer span + span::before { content: '·'; margin-right: 28px; color: #f5a524; }
</style></head><body>
<main>${logo.replace('<svg ', '<svg role="img" aria-label="Navdhara Group" ')}<p>Integrated poultry, feeds and foods</p></main>
<footer><span>Foods</span><span>Hatcheries</span><span>Proteins</span><span>Equipments</span><span>Feeds</span></footer>
</body></html>`;

const browser = await chromium.launch({ executablePath: CHROMIUM });
try {
  const page = await browser.newPage({
    viewport: { width: WIDTH, height: HEIGHT },
    deviceScaleFactor: 1,
  });
  await page.setContent(html);
  // A string runs in the page (this file is linted as Node code, with no `document`).
  await page.evaluate('document.fonts.ready.then(() => true)');
  await page.screenshot({ path: OUT, type: 'png' });
  console.log(
    `wrote ${path.relative(ROOT, OUT)} (${WIDTH}x${HEIGHT}, ${fs.statSync(OUT).size} bytes)`,
  );
} finally {
  await browser.close();
}

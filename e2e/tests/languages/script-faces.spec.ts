/**
 * No reader ever sees boxes (issue 49, outcome 6). A first Hindi or Punjabi page keeps its
 * fallback faces (the Noto faces come with a later page: shared/build/boot-fonts.js); a device
 * with no face of the script at all drew its letters in boxes. The site's own face of each script
 * is now last in the page's font stacks (shared/src/styles/scripts.css), after every face a device
 * may have, with the script's unicode-range: the browser fetches it only for a letter no earlier
 * face has.
 *
 * - The stacks: the site's face last, after the fallback faces and the systems' faces by name.
 * - This machine has a face of both scripts (Debian's FreeSans, fonts-freefont-ttf, which
 *   `npm test` installs as a phone has its own): laid out from its HTML (the boot script held
 *   back), the page needs no letter of the site's face and fetches no Noto file; with the boot
 *   script, each Noto file is fetched once, after the load, for a later page (as before).
 * - A device without one: Chromium started with a fontconfig that leaves out every face of the
 *   scripts (checked with `fc-list`) fetches the script's regular file as it lays the page out
 *   and draws the title in it (a screenshot of each page is attached to the test's results).
 * These tests use Playwright's own `test` (support/test.ts's navigations boot the app at once).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, expect, test, type Page } from '@playwright/test';
import { chromiumLaunch } from '../../playwright.config';
import { BOOT_CONTRACT } from '../../../shared/src/config/runtime';
import { twoFrames, watchNetwork } from '../../support/network';

const SCRIPTS = {
  hi: { face: 'Devanagari Fallback Noto', sample: 'पशु', file: /noto-sans-devanagari/ },
  pa: { face: 'Gurmukhi Fallback Noto', sample: 'ਪਸ਼ੂ', file: /noto-sans-gurmukhi/ },
} as const;
type Language = keyof typeof SCRIPTS;
const LANGUAGES = Object.keys(SCRIPTS) as Language[];

/** The families of an element's computed `font-family`, unquoted. */
async function stackOf(page: Page, selector: string): Promise<string[]> {
  const value = await page
    .locator(selector)
    .first()
    .evaluate((el) => getComputedStyle(el).fontFamily);
  return value.split(',').map((family) => family.trim().replace(/^["']|["']$/g, ''));
}

/** The state of the page's face `family` (a CSS face is `unloaded` until a letter needs it). */
const faceStatus = (page: Page, family: string) =>
  page.evaluate(
    (name) =>
      Array.from(document.fonts)
        .filter((face) => face.family.replace(/^["']|["']$/g, '') === name)
        .map((face) => `${face.status} ${face.unicodeRange}`),
    family,
  );

/**
 * The page as the browser lays it out from its HTML, before the boot script (which fetches the
 * Noto files after the load, for a later page, and the rest of the stylesheets): whatever font
 * file is fetched then, the page's text asked for it.
 */
async function beforeBoot(page: Page) {
  await page.addInitScript(() => sessionStorage.setItem('hasShownExitIntent', 'true'));
  await page.route(/\/boot\.[0-9a-f]+\.js$/, (route) => route.abort());
}

/** The Noto files the page fetches from now on. */
function notoFiles(page: Page): string[] {
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (/\/fonts\/noto-sans-[\w.-]+\.woff2$/.test(request.url())) fetched.push(request.url());
  });
  return fetched;
}

for (const language of LANGUAGES) {
  const { face } = SCRIPTS[language];

  test(`${language}: the site's face of the script is last in the page's stacks, after the systems' faces`, async ({
    page,
  }) => {
    await beforeBoot(page);
    await page.goto(`/${language}/feeds`);
    for (const selector of ['body', 'h1']) {
      const stack = await stackOf(page, selector);
      expect(stack.at(-1), selector).toBe(face);
      const fallback = stack.findIndex((family) => / Fallback FreeSans$/.test(family));
      expect(fallback, `${selector}: the metric-matched faces come first`).toBeGreaterThan(0);
      // The systems' faces of the script by name, and the generic family, before it.
      for (const system of ['Nirmala UI', 'sans-serif'])
        expect(stack.indexOf(system), `${selector}: ${system}`).toBeGreaterThan(fallback);
      expect(stack.indexOf('sans-serif')).toBeLessThan(stack.length - 1);
    }
    // One regular face (bold is emboldened: no device fetches a bold file), the script's letters only.
    const [state] = await faceStatus(page, face);
    expect(state).toMatch(/^(unloaded|loaded) U\+(900|964)/);
    expect(await faceStatus(page, face)).toHaveLength(1);
  });

  test(`${language}: a device with a face of the script (FreeSans here) never fetches the site's face`, async ({
    page,
  }) => {
    expect(
      fs.existsSync('/usr/share/fonts/truetype/freefont/FreeSans.ttf'),
      "Debian's fonts-freefont-ttf (npm test installs it)",
    ).toBe(true);
    await beforeBoot(page);
    const fetched = notoFiles(page);
    const network = watchNetwork(page);
    await page.goto(`/${language}/feeds`, { waitUntil: 'load' });
    // Laid out and drawn, every face its text asked for loaded, nothing more being fetched.
    await twoFrames(page);
    await page.evaluate(() => document.fonts.ready);
    await network.quiet();
    expect(await faceStatus(page, face)).toEqual([expect.stringMatching(/^unloaded /)]);
    expect(fetched).toEqual([]);
  });

  test(`${language}: with the boot script, each Noto file is fetched once, for a later page, as before`, async ({
    page,
  }) => {
    await page.addInitScript(() => sessionStorage.setItem('hasShownExitIntent', 'true'));
    const fetched = notoFiles(page);
    const network = watchNetwork(page);
    await page.goto(`/${language}/feeds`, { waitUntil: 'load' });
    await expect.poll(() => fetched.length).toBe(2);
    // The boot script has noted the faces it fetched (it does once all have come), and nothing
    // more is being fetched: a second fetch of a file would be in `fetched` by then.
    await expect
      .poll(() =>
        page.evaluate((key) => sessionStorage.getItem(key) ?? '', BOOT_CONTRACT.webFontsKey),
      )
      .toContain('noto-sans');
    await network.quiet();
    expect(new Set(fetched).size, fetched.join(', ')).toBe(fetched.length);
    expect(fetched.length).toBe(2);
  });
}

test("a device with no face of the scripts draws their letters in the site's face, not boxes", async ({
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  // Every face of the system but those with Devanagari or Gurmukhi letters (FreeSans, Lohit).
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'no-script-faces-'));
  const config = path.join(dir, 'fonts.conf');
  fs.writeFileSync(
    config,
    `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>
  <cachedir>${dir}/cache</cachedir>
  <selectfont><rejectfont>
    <glob>*/freefont/*</glob>
    <glob>*/lohit*</glob>
    <glob>*/noto/NotoSansDevanagari*</glob>
    <glob>*/noto/NotoSansGurmukhi*</glob>
  </rejectfont></selectfont>
</fontconfig>
`,
  );
  const env = { ...process.env, FONTCONFIG_FILE: config };
  for (const language of LANGUAGES)
    expect(
      execFileSync('fc-list', [`:lang=${language}`, 'file'], { env, encoding: 'utf8' }).trim(),
      `no face of the ${language} script left`,
    ).toBe('');

  const browser = await chromium.launch({ ...chromiumLaunch, env });
  try {
    for (const language of LANGUAGES) {
      const { face, sample, file } = SCRIPTS[language];
      const page = await browser.newPage({ baseURL, viewport: { width: 390, height: 844 } });
      await beforeBoot(page);
      const fetched = notoFiles(page);
      await page.goto(`/${language}/feeds`, { waitUntil: 'load' });
      await expect
        .poll(() => faceStatus(page, face), { message: 'the page needed it, and has it' })
        .toEqual([expect.stringMatching(/^loaded /)]);
      // The regular file of the script alone: bold text is emboldened.
      expect(fetched).toEqual([expect.stringMatching(file)]);
      expect(fetched[0]).toMatch(/-400-normal\./);
      // The title is drawn in the site's face: its width is that of the text in that face alone.
      const widths = await page
        .locator('h1')
        .first()
        .evaluate(
          (h1, [family, text]) => {
            const canvas = document.createElement('canvas').getContext('2d')!;
            const style = getComputedStyle(h1);
            canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
            const inStack = canvas.measureText(text).width;
            canvas.font = `${style.fontWeight} ${style.fontSize} "${family}"`;
            return { inStack, inFace: canvas.measureText(text).width };
          },
          [face, sample] as const,
        );
      expect(widths.inStack).toBeCloseTo(widths.inFace, 0);
      const shot = testInfo.outputPath(`${language}-feeds-without-script-faces.png`);
      await page.screenshot({ path: shot });
      await testInfo.attach(path.basename(shot), { path: shot, contentType: 'image/png' });
      await page.close();
    }
  } finally {
    await browser.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

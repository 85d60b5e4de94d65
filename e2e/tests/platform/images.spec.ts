import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../../support/test';
import { twoFrames, watchNetwork } from '../../support/network';
import { cmsUrl } from '../../support/ports';
import { uploadedResume } from '../cms/helpers';

/**
 * CMS images are responsive (shared/src/ui/CmsImage.tsx): a srcset of Strapi's renditions and
 * the original, sizes per layout, the intrinsic width and height, lazy below the fold, and one
 * high-priority image at most per page (an article's banner). Checked in the server's HTML, and
 * in Chromium on a phone-sized window, where the browser must pick a small rendition.
 */

const CMS_IMAGE = 'img[src*="/uploads/"]';

/** The first article a page links to, e.g. a blog post from `/` (ids are the CMS's business). */
async function firstLink(request: APIRequestContext, from: string, to: RegExp) {
  const html = await (await request.get(from)).text();
  const path = html.match(to)?.[1];
  expect(path, `${from} links to an article`).toBeTruthy();
  return path!;
}
const firstBlogPath = (request: APIRequestContext) =>
  firstLink(request, '/', /href="(\/blog\/\d+)"/);

/** Sums layout shifts not caused by input, from the first paint on. */
async function recordLayoutShift(page: Page) {
  await page.addInitScript(() => {
    sessionStorage.setItem('hasShownExitIntent', 'true');
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & { value: number; hadRecentInput: boolean }
      >) {
        if (!entry.hadRecentInput) w.__cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * Scrolls to the bottom a screen at a time so lazy images load (each screen drawn, so the browser
 * has seen what is near it), then waits until every image asked for has come.
 */
async function scrollThrough(page: Page, network: ReturnType<typeof watchNetwork>) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y <= height; y += 600) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await twoFrames(page);
  }
  await network.quiet();
}

/** Every CMS image's attributes, and for those loaded, the width of the file the browser chose. */
function cmsImages(page: Page) {
  return page.locator(CMS_IMAGE).evaluateAll((imgs) =>
    (imgs as HTMLImageElement[]).map((img) => {
      const candidates = (img.getAttribute('srcset') ?? '')
        .split(',')
        .map((c) => c.trim().split(/\s+/))
        .filter((c) => c.length === 2)
        .map(([url, w]) => ({ url: new URL(url!, location.href).href, w: parseInt(w!, 10) }));
      const chosen = img.complete && img.currentSrc ? img.currentSrc : '';
      return {
        src: img.getAttribute('src') ?? '',
        srcset: img.getAttribute('srcset'),
        sizes: img.getAttribute('sizes'),
        width: Number(img.getAttribute('width')),
        height: Number(img.getAttribute('height')),
        alt: img.getAttribute('alt'),
        loading: img.getAttribute('loading'),
        fetchPriority: img.getAttribute('fetchpriority'),
        widths: candidates.map((c) => c.w),
        chosenWidth: chosen ? (candidates.find((c) => c.url === chosen)?.w ?? -1) : null,
        naturalRatio: img.naturalWidth ? img.naturalWidth / img.naturalHeight : null,
      };
    }),
  );
}

type Shown = Awaited<ReturnType<typeof cmsImages>>[number];

function expectResponsive(path: string, images: Shown[]) {
  expect(images.length, `${path} shows CMS images`).toBeGreaterThan(0);
  for (const img of images) {
    const where = `${path} ${img.src}`;
    expect(img.srcset, `${where}: srcset`).toBeTruthy();
    expect(img.sizes, `${where}: sizes`).toBeTruthy();
    expect(img.width, `${where}: width`).toBeGreaterThan(0);
    expect(img.height, `${where}: height`).toBeGreaterThan(0);
    expect(img.alt, `${where}: alt`).not.toBeNull();
    // Candidates narrowest first, one per width, the widest being the box's width.
    expect(img.widths, `${where}: sorted, no duplicates`).toEqual(
      [...new Set(img.widths)].sort((a, b) => a - b),
    );
    expect(img.widths.at(-1), `${where}: box from the widest file`).toBe(img.width);
    expect(img.loading, `${where}: loading`).toMatch(/^(lazy|eager)$/);
    if (img.naturalRatio !== null)
      expect(img.naturalRatio, `${where}: box has the file's proportions`).toBeCloseTo(
        img.width / img.height,
        1,
      );
  }
}

test.describe('on a phone (390 px wide, 1 device pixel per CSS pixel)', () => {
  test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });

  test('product grid, blog article and home page: srcset, sizes, box, small files, no layout shift', async ({
    page,
    request,
  }) => {
    const article = await firstBlogPath(request);
    await recordLayoutShift(page);
    const network = watchNetwork(page);
    for (const path of ['/feeds', article, '/']) {
      await page.goto(path);
      await network.quiet();
      await scrollThrough(page, network);
      const images = await cmsImages(page);
      expectResponsive(path, images);

      const loaded = images.filter((img) => img.chosenWidth !== null);
      expect(loaded.length, `${path}: some CMS images loaded`).toBeGreaterThan(0);
      for (const img of loaded) {
        // The browser picked from the srcset, and not the original or a big rendition: nothing on
        // a 390 px phone is drawn wider than the 500 px "small" file.
        expect(img.chosenWidth, `${path} ${img.src}: a srcset candidate`).toBeGreaterThan(0);
        expect(img.chosenWidth, `${path} ${img.src}: a small file`).toBeLessThanOrEqual(500);
        if (img.widths.length > 1)
          expect(img.chosenWidth, `${path} ${img.src}: not the widest`).toBeLessThan(
            Math.max(...img.widths),
          );
      }

      // One high-priority image at most per page: on an article its banner, from the CMS, fetched
      // at once; elsewhere every CMS image is lazy.
      expect(await page.locator('img[fetchpriority="high"]').count(), path).toBeLessThanOrEqual(1);
      if (path === article) {
        const hero = images.filter((img) => img.fetchPriority === 'high');
        expect(hero, 'the article banner is the CMS image with high priority').toHaveLength(1);
        expect(hero[0]!.loading).toBe('eager');
        expect(hero[0]!.sizes).toBe('100vw');
        expect(images.filter((img) => img.loading === 'eager')).toHaveLength(1);
      } else {
        for (const img of images) expect(img.loading, `${path} ${img.src}`).toBe('lazy');
      }

      const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
      expect(cls, `${path} layout shift`).toBeLessThan(0.02);
    }
  });
});

test('on a 1366 px screen, the article banner takes the widest file', async ({ page, request }) => {
  const article = await firstBlogPath(request);
  await page.addInitScript(() => sessionStorage.setItem('hasShownExitIntent', 'true'));
  const network = watchNetwork(page);
  await page.goto(article);
  // The banner chosen and loaded: all the page asked for as it started has come.
  await network.quiet();
  const [hero] = (await cmsImages(page)).filter((img) => img.fetchPriority === 'high');
  expect(hero?.chosenWidth, 'the banner fills 1366 px: the widest file').toBe(
    Math.max(...(hero?.widths ?? [])),
  );
});

test('the server HTML already carries srcset, sizes, width and height (no script run)', async ({
  request,
}) => {
  const article = await firstBlogPath(request);
  const press = await firstLink(request, '/media', /href="(\/media-article\/\d+)"/);
  // Product cards, blog cards, testimonials, board members, press cards, both kinds of article
  // (banner, image and images in the text).
  for (const path of ['/feeds', article, '/', '/about', '/media', press]) {
    const html = await (await request.get(path)).text();
    const tags = html.match(/<img\b[^>]*\/uploads\/[^>]*>/gi) ?? [];
    expect(tags.length, `${path} has CMS images in its HTML`).toBeGreaterThan(0);
    for (const tag of tags) {
      // React writes srcSet and fetchPriority; HTML attribute names ignore case.
      expect(tag, path).toMatch(/\ssrcset="[^"]+ \d+w/i);
      expect(tag, path).toMatch(/\ssizes="[^"]+"/i);
      expect(tag, path).toMatch(/\swidth="\d+"/);
      expect(tag, path).toMatch(/\sheight="\d+"/);
      expect(tag, path).toMatch(/\sloading="(lazy|eager)"/);
    }
    const priority = tags.filter((tag) => /fetchpriority="high"/i.test(tag));
    expect(priority.length, `${path}: CMS images with high priority`).toBe(
      path === article || path === press ? 1 : 0,
    );
  }
});

test("CMS pictures come from the site's own origin, which serves the CMS's images and nothing else, under any spelling", async ({
  request,
}) => {
  const article = await firstBlogPath(request);
  const html = await (await request.get(article)).text();
  const src = html.match(/<img\b[^>]*\ssrc="(\/uploads\/[\w.-]+\.webp)"/)?.[1];
  expect(src, 'the banner is a path on the site, not a URL on the CMS').toBeTruthy();
  expect(html).not.toContain(`${cmsUrl}/uploads/`);

  const picture = await request.get(src!);
  expect(picture.status()).toBe(200);
  expect(picture.headers()['content-type']).toBe('image/webp');
  expect(picture.headers()['x-content-type-options']).toBe('nosniff');
  expect(picture.headers()['content-security-policy']).toContain('sandbox');
  expect(picture.headers()['cache-control']).toContain('max-age=86400');
  const fromCms = await request.get(`${cmsUrl}${src}`);
  expect(Buffer.compare(await picture.body(), await fromCms.body())).toBe(0);
  const head = await request.head(src!);
  expect(head.status()).toBe(200);
  expect(head.headers()['content-type']).toBe('image/webp');
  // The CMS's validator is passed on (a browser revalidates against it).
  expect(fromCms.headers()['last-modified']).toBeTruthy();
  expect(picture.headers()['last-modified']).toBe(fromCms.headers()['last-modified']);

  // Other spellings of the same file go to its one spelling first.
  const name = src!.slice('/uploads/'.length);
  // (Browsers resolve `/./` and `/x/../` themselves; encoded, they reach the server.)
  for (const spelling of [
    `/UPLOADS/${name}`,
    `/uploads//${name}`,
    `/uploads/${name}/`,
    `/uploads/.%2F${name}`,
    `/x%2F..%2Fuploads/${name}`,
    `/upl%6Fads/${name}`,
  ]) {
    const answer = await request.get(spelling, { maxRedirects: 0 });
    expect(answer.status(), spelling).toBe(301);
    expect(answer.headers().location, spelling).toBe(src);
  }
  // Only GET and HEAD.
  for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
    const answer = await request.fetch(src!, { method, data: 'x' });
    expect(answer.status(), method).toBe(405);
  }
  // A job applicant's resume is on the CMS, but never served by the site, however it is asked.
  const resume = await uploadedResume(request);
  // Private on the CMS too: HR's alone (e2e/tests/cms/upload.spec.ts), never an anonymous read.
  expect((await request.get(`${cmsUrl}${resume}`)).status()).toBe(401);
  for (const spelling of [
    resume,
    resume.toUpperCase(),
    `${resume}%00.png`,
    `${resume}/x.png`,
    `${resume}?.png`,
    `${resume}#.png`,
  ]) {
    const answer = await request.get(spelling, { maxRedirects: 5 });
    expect(answer.status(), spelling).toBeGreaterThanOrEqual(400);
    expect(answer.headers()['content-type'] ?? '', spelling).not.toContain('pdf');
    expect((await answer.body()).includes(Buffer.from('%PDF')), spelling).toBe(false);
  }
  // Nothing but a file name: no folder, no way out of the uploads, no other CMS address.
  for (const spelling of [
    '/uploads/',
    '/uploads/x',
    '/uploads/a/b.png',
    '/uploads/..%2F..%2Fapi%2Ffaqs.png',
    '/uploads/%2e%2e/admin.png',
    '/uploads/no-such-file.png',
  ]) {
    const answer = await request.get(spelling, { maxRedirects: 5 });
    expect(answer.status(), spelling).toBeGreaterThanOrEqual(400);
    expect(answer.headers()['content-type'] ?? '', spelling).not.toMatch(/image|json/);
  }
});

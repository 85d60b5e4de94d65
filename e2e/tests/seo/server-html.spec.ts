import { expect, test } from '../../support/test';
import { siteRoutes } from '../../support/site-routes';
import { watchNetwork } from '../../support/network';
import { canonicalOrigin, cmsUrl } from '../../support/ports';

/**
 * The served HTML, fetched without running any script, already holds each page's head, H1 and
 * main text (rendered on request by the site server from the remotes' server builds and the CMS).
 */

function headOf(html: string) {
  const get = (re: RegExp) => html.match(re)?.[1];
  return {
    title: get(/<title>([^<]*)<\/title>/),
    titles: (html.match(/<title>/g) ?? []).length,
    description: get(/<meta name="description" content="([^"]*)"/),
    robots: get(/<meta name="robots" content="([^"]*)"/),
    canonical: get(/<link rel="canonical" href="([^"]*)"/),
    ogTitle: get(/<meta property="og:title" content="([^"]*)"/),
    ogType: get(/<meta property="og:type" content="([^"]*)"/),
    ogUrl: get(/<meta property="og:url" content="([^"]*)"/),
    ogImage: get(/<meta property="og:image" content="([^"]*)"/),
    ogImageWidth: get(/<meta property="og:image:width" content="([^"]*)"/),
    ogImageHeight: get(/<meta property="og:image:height" content="([^"]*)"/),
    ogImageAlt: get(/<meta property="og:image:alt" content="([^"]*)"/),
    twitterCard: get(/<meta name="twitter:card" content="([^"]*)"/),
    h1: get(/<h1[^>]*>([\s\S]*?)<\/h1>/)
      ?.replace(/<[^>]+>/g, '')
      .trim(),
  };
}

function decode(text: string) {
  return text
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');
}

/** The JSON-LD blocks of an HTML page. */
function jsonLdOf(html: string) {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? '') as Record<string, unknown>,
  );
}

type Crumbs = { itemListElement: Array<{ position: number; name: string; item: string }> };

test('every static route is served with its head, H1 and main text in the HTML', async ({
  request,
}) => {
  for (const route of siteRoutes.filter((r) => !r.dynamic)) {
    const response = await request.get(route.path);
    expect(response.status(), route.path).toBe(200);
    const html = await response.text();
    const head = headOf(html);
    expect(head.titles, `${route.path} has one title`).toBe(1);
    expect(decode(head.title ?? ''), route.path).toBe(route.title);
    expect(decode(head.description ?? ''), route.path).toBe(route.description);
    expect(head.robots).toBe('index, follow');
    expect(head.canonical, route.path).toBe(
      `${canonicalOrigin}${route.canonicalPath ?? route.path}`,
    );
    expect(head.ogUrl).toBe(head.canonical);
    expect(head.ogTitle).toBeTruthy();
    expect(head.ogType).toBe('website');
    // Share tags: the default image, a PNG the site serves, as an absolute URL on the canonical origin.
    expect(head.ogImage, route.path).toBe(`${canonicalOrigin}/share-image.png`);
    expect([head.ogImageWidth, head.ogImageHeight], route.path).toEqual(['1200', '630']);
    expect(decode(head.ogImageAlt ?? ''), route.path).toContain('Navdhara Group');
    expect(head.twitterCard, route.path).toBe('summary_large_image');
    expect(head.h1, `${route.path} has an H1 in its HTML`).toBeTruthy();
    const text = html
      .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, '')
      .replace(/<[^>]+>/g, ' ');
    expect(text.replace(/\s+/g, ' ').length, `${route.path} has its main text`).toBeGreaterThan(
      800,
    );
    expect(html).not.toContain('__REMOTE_');
    expect(html).not.toContain('__CMS_ORIGIN__');
  }
  const image = await request.get('/share-image.png');
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toContain('image/png');
  const png = await image.body();
  // PNG signature, then the IHDR chunk's width and height.
  expect(png.subarray(1, 4).toString()).toBe('PNG');
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
});

test('articles share their own image, carry dateModified, and a blog post has no "Blog" crumb pointing home', async ({
  request,
}) => {
  type Item = {
    id: number;
    attributes: {
      number: number;
      title: string;
      updatedAt: string;
      image?: { data: { attributes: { url: string; width: number; height: number } } | null };
    };
  };
  for (const type of ['blogs', 'media-presses'] as const) {
    const list = (await (
      await request.get(`${cmsUrl}/api/${type}?populate=image&pagination[pageSize]=100`)
    ).json()) as { data: Item[] };
    const withImage = list.data.filter((item) => item.attributes.image?.data);
    expect(withImage.length, `some ${type} have an image`).toBeGreaterThan(0);
    for (const item of withImage.slice(0, 2)) {
      const path = `${type === 'blogs' ? '/blog' : '/media-article'}/${item.attributes.number}`;
      const html = await (await request.get(path)).text();
      const head = headOf(html);
      const own = item.attributes.image!.data!.attributes;
      // The CMS's picture, on the site's own origin (its server serves the CMS's `/uploads/`).
      expect(head.ogImage, path).toBe(new URL(own.url, canonicalOrigin).toString());
      expect([head.ogImageWidth, head.ogImageHeight], path).toEqual([
        String(own.width),
        String(own.height),
      ]);
      expect(head.ogImageAlt, path).toBeTruthy();
      expect(head.twitterCard).toBe('summary_large_image');

      const blocks = jsonLdOf(html);
      const article = blocks.find((b) => b['@type'] === 'Article');
      expect(article?.dateModified, path).toBe(item.attributes.updatedAt);
      expect(article?.datePublished, path).toBeTruthy();
      const crumbs = blocks.find((b) => b['@type'] === 'BreadcrumbList') as Crumbs;
      const trail = crumbs.itemListElement.map((i) => [i.name, i.item]);
      if (type === 'blogs') {
        // The site has no list of all posts: Home > the post, and nothing else points home.
        expect(trail).toEqual([
          ['Home', `${canonicalOrigin}/`],
          [item.attributes.title, `${canonicalOrigin}${path}`],
        ]);
        expect(crumbs.itemListElement.filter((i) => i.name === 'Blog')).toEqual([]);
      } else {
        expect(trail[1]).toEqual(['Media and Press Releases', `${canonicalOrigin}/media`]);
      }
    }
  }
});

test('media articles and blog posts are rendered with their content', async ({ request }) => {
  for (const type of ['blogs', 'media-presses'] as const) {
    const list = await (await request.get(`${cmsUrl}/api/${type}?pagination[pageSize]=100`)).json();
    expect(list.data.length).toBeGreaterThan(0);
    for (const item of list.data.slice(0, 3)) {
      const path = `${type === 'blogs' ? '/blog' : '/media-article'}/${item.attributes.number}`;
      const html = await (await request.get(path)).text();
      const head = headOf(html);
      expect(decode(head.h1 ?? ''), path).toBe(item.attributes.title);
      expect(head.canonical).toBe(`${canonicalOrigin}${path}`);
      expect(head.ogType).toBe('article');
      expect(html).toContain('"@type":"Article"');
    }
  }
});

test('an article the CMS does not have answers 404 with the not-found page, also in the browser', async ({
  page,
  request,
}) => {
  const response = await request.get('/blog/999999');
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain('Oops! Page not found');
  await page.goto('/blog/999999');
  await expect(page.getByTestId('not-found')).toBeVisible();
});

test('unknown routes are answered with the 404 page and status 404', async ({ request }) => {
  const response = await request.get('/this/does/not/exist');
  expect(response.status()).toBe(404);
  const html = await response.text();
  expect(html).toContain('Oops! Page not found');
  expect(html).toContain('noindex');
});

test('robots.txt allows all, keeps /hello-world out and points at the sitemap', async ({
  request,
}) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/plain');
  const text = await response.text();
  expect(text).toContain('User-agent: *');
  expect(text).toContain('Allow: /');
  expect(text).toContain('Disallow: /hello-world');
  expect(text).toContain(`Sitemap: ${canonicalOrigin}/sitemap.xml`);
});

test('sitemap.xml lists every canonical route and article, and no alias', async ({ request }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.headers()['content-type']).toContain('application/xml');
  const xml = await response.text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  for (const route of siteRoutes.filter((r) => !r.dynamic && !r.hidden && !r.canonicalPath)) {
    expect(locs).toContain(`${canonicalOrigin}${route.path}`);
  }
  expect(locs).not.toContain(`${canonicalOrigin}/poultry-ventilation-fan`);
  expect(locs).not.toContain(`${canonicalOrigin}/best-cattle-manufacturer-in-india`);
  expect(locs).not.toContain(`${canonicalOrigin}/hello-world`);
  expect(locs.filter((l) => l?.includes('/blog/')).length).toBeGreaterThanOrEqual(6);
  expect(locs.filter((l) => l?.includes('/media-article/')).length).toBeGreaterThanOrEqual(20);
});

test('structured data is valid JSON-LD: Organization on home, BreadcrumbList inside, FAQPage with FAQs', async ({
  request,
}) => {
  const blocks = async (path: string) => jsonLdOf(await (await request.get(path)).text());
  const home = await blocks('/');
  const org = home.find((b) => b['@type'] === 'Organization') as Record<string, unknown> & {
    contactPoint: Array<Record<string, unknown>>;
    address: Record<string, unknown>;
  };
  expect(org).toBeTruthy();
  expect(org['@context']).toBe('https://schema.org');
  expect(org.name).toBe('Navdhara Group');
  expect(org.logo).toBe(`${canonicalOrigin}/logo.svg`);
  expect(org.address.addressLocality).toBe('Ambala');
  expect(org.contactPoint[0]?.telephone).toBe('+9118000000000');
  expect(JSON.stringify(org.contactPoint[0]?.hoursAvailable)).toContain('17:30');

  const about = await blocks('/about');
  const crumbs = about.find((b) => b['@type'] === 'BreadcrumbList') as {
    itemListElement: Array<{ position: number; item: string }>;
  };
  expect(crumbs.itemListElement.map((i) => i.item)).toEqual([
    `${canonicalOrigin}/`,
    `${canonicalOrigin}/about`,
  ]);

  // A product's own questions (answers drawn by a component) as well as a division's.
  for (const [path, least] of [
    ['/feeds', 4],
    ['/poultry-vantilation-fan', 4],
    ['/feeds/layer-phase-1-mash', 1],
    ['/hi/feeds/layer-phase-1-mash', 1],
  ] as const) {
    const faq = (await blocks(path)).find((b) => b['@type'] === 'FAQPage') as
      { mainEntity: Array<{ name: string; acceptedAnswer: { text: string } }> } | undefined;
    expect(faq, `${path} has FAQPage data`).toBeTruthy();
    expect(faq!.mainEntity.length).toBeGreaterThanOrEqual(least);
    for (const q of faq!.mainEntity) {
      expect(q.acceptedAnswer.text.length).toBeGreaterThan(10);
      expect(q.acceptedAnswer.text, `${path}: "${q.name}" is answered`).not.toBe(q.name);
    }
  }
});

test('a server-rendered page hydrates without errors, duplicate head tags or layout shift', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.addInitScript(() => {
    sessionStorage.setItem('hasShownExitIntent', 'true');
    (window as unknown as { __cls: number }).__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & { value: number; hadRecentInput: boolean }
      >) {
        if (!entry.hadRecentInput) (window as unknown as { __cls: number }).__cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const network = watchNetwork(page);
  for (const path of ['/', '/about', '/feeds', '/media', '/careers']) {
    // The shifts of the whole load: booted (support/test.ts), its fonts and all it fetched, come.
    await page.goto(path);
    await network.quiet();
    await expect(page.locator('head title')).toHaveCount(1);
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
    const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
    expect(cls, `${path} layout shift`).toBeLessThan(0.02);
  }
  expect(errors).toEqual([]);
});

test('a first page sets its headings in the system bold face and its text in the regular one', async ({
  browser,
}) => {
  // A new tab's first page keeps the fallback faces of tokens.css. A face declared for a weight is
  // never drawn bolder, so each weight must name the system face of that weight (Liberation Sans
  // here, Arial's metric twin). The swap to the web fonts is checked by the layout-shift test.
  for (const width of [390, 1366]) {
    for (const path of ['/', '/feeds', '/about']) {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      await page.addInitScript(() => sessionStorage.setItem('hasShownExitIntent', 'true'));
      await page.goto(path, { waitUntil: 'load' });
      const webFontsSet = await page.evaluate(() =>
        [...document.fonts].some((f) => f.family.replace(/"/g, '') === 'Poppins'),
      );
      expect(webFontsSet, `${path}: a first page keeps its fallback faces`).toBe(false);
      // The faces the engine drew each element with, as Chromium reports them.
      const cdp = await context.newCDPSession(page);
      await cdp.send('DOM.enable');
      await cdp.send('CSS.enable');
      const { root } = await cdp.send('DOM.getDocument');
      const facesOf = async (selector: string) => {
        const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
        const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
        return fonts.map((f) => f.postScriptName);
      };
      expect(await facesOf('main h1'), `${path} H1 at ${width} px`).toEqual([
        'LiberationSans-Bold',
      ]);
      expect(await facesOf('main h2'), `${path} H2 at ${width} px`).toEqual([
        'LiberationSans-Bold',
      ]);
      await page.evaluate(() => {
        const text = [...document.querySelectorAll('main p')].find(
          (p) =>
            p.childElementCount === 0 &&
            (p.textContent ?? '').length > 40 &&
            getComputedStyle(p).fontWeight === '400',
        );
        text?.setAttribute('data-running-text', '');
      });
      expect(await facesOf('main p[data-running-text]'), `${path} text at ${width} px`).toEqual([
        'LiberationSans',
      ]);
      await context.close();
    }
  }
});

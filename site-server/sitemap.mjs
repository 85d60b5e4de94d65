// @ts-check
/** The sitemap (every canonical, indexable route and every article; no aliases) and robots.txt. */

const PAGE_SIZE = 100;

/** Address numbers of the CMS's published blog posts and press releases (never drafts). */
export async function listArticles(/** @type {string} */ cmsUrl) {
  /** @param {string} type */
  async function ids(type) {
    /** @type {{ id: number | undefined, updatedAt?: string }[]} */
    const all = [];
    for (let page = 1; page < 100; page += 1) {
      const response = await fetch(
        `${cmsUrl.replace(/\/$/, '')}/api/${type}?fields[0]=number&fields[1]=updatedAt&pagination[page]=${page}&pagination[pageSize]=${PAGE_SIZE}`,
        { signal: AbortSignal.timeout(5000) },
      );
      if (!response.ok) throw new Error(`${type}: ${response.status}`);
      const body =
        /** @type {{ data: { attributes?: { number?: number, updatedAt?: string } }[], meta?: { pagination?: { pageCount?: number } } }} */ (
          await response.json()
        );
      all.push(
        ...body.data.map((item) => ({
          id: item.attributes?.number,
          updatedAt: item.attributes?.updatedAt,
        })),
      );
      if (page >= (body.meta?.pagination?.pageCount ?? 1)) break;
    }
    return all;
  }
  const [blogs, presses] = await Promise.all([ids('blogs'), ids('media-presses')]);
  return [
    ...blogs.map((b) => ({
      kind: /** @type {const} */ ('blog'),
      number: Number(b.id),
      path: `${ARTICLE_ADDRESSES.blog}${b.id}`,
      updatedAt: b.updatedAt,
    })),
    ...presses.map((p) => ({
      kind: /** @type {const} */ ('media-press'),
      number: Number(p.id),
      path: `${ARTICLE_ADDRESSES['media-press']}${p.id}`,
      updatedAt: p.updatedAt,
    })),
  ];
}

/** Where each kind of article (the CMS collection it is an entry of) has its address. */
export const ARTICLE_ADDRESSES = /** @type {const} */ ({
  blog: '/blog/',
  'media-press': '/media-article/',
});

/** The collection an address is an article of (a new entry there makes its page), if any. */
export function articleKindOf(/** @type {string} */ pagePath) {
  return /** @type {(keyof typeof ARTICLE_ADDRESSES)[]} */ (Object.keys(ARTICLE_ADDRESSES)).find(
    (kind) => pagePath.startsWith(ARTICLE_ADDRESSES[kind]),
  );
}

/**
 * The renderer's article numbers from a listing (shell/src/server/renderer.tsx setArticleNumbers).
 * @param {{ kind: 'blog' | 'media-press', number: number }[]} list
 */
export function articleNumbers(list) {
  /** @type {{ blog: number[], 'media-press': number[] }} */
  const numbers = { blog: [], 'media-press': [] };
  for (const { kind, number } of list) if (Number.isSafeInteger(number)) numbers[kind].push(number);
  return numbers;
}

/**
 * Every canonical page and article, in each language, with its addresses in the others
 * (`xhtml:link` alternates, as each page's head has them), so search engines show every reader
 * their own language.
 * @param {{ path: string, dynamic?: boolean, hidden?: boolean, canonicalPath?: string }[]} routes
 * @param {{ path: string, updatedAt?: string }[]} articles
 * @param {string} siteUrl
 * @param {{ code: string, prefix: string }[]} [locales]
 */
export function sitemapXml(routes, articles, siteUrl, locales = [{ code: 'en', prefix: '' }]) {
  const origin = siteUrl.replace(/\/$/, '');
  const pages = routes
    .filter((r) => !r.dynamic && !r.hidden && !r.canonicalPath)
    .map((r) => ({ path: r.path, updatedAt: undefined }));
  const at = (/** @type {string} */ pagePath, /** @type {string} */ prefix) =>
    `${origin}${prefix && pagePath === '/' ? prefix : `${prefix}${pagePath}`}`;
  const defaultPrefix = locales.find((l) => l.prefix === '')?.prefix ?? '';
  const urls = [...pages, ...articles].flatMap((page) => {
    const alternates =
      locales.length > 1
        ? [
            ...locales.map(
              (l) =>
                `<xhtml:link rel="alternate" hreflang="${l.code}" href="${at(page.path, l.prefix)}"/>`,
            ),
            `<xhtml:link rel="alternate" hreflang="x-default" href="${at(page.path, defaultPrefix)}"/>`,
          ].join('')
        : '';
    const lastmod = page.updatedAt ? `<lastmod>${page.updatedAt.slice(0, 10)}</lastmod>` : '';
    return locales.map(
      (l) => `  <url><loc>${at(page.path, l.prefix)}</loc>${lastmod}${alternates}</url>`,
    );
  });
  const namespaces =
    'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"' +
    (locales.length > 1 ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"' : '');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset ${namespaces}>\n${urls.join('\n')}\n</urlset>\n`;
}

/** @param {{ path: string, hidden?: boolean }[]} routes @param {string} siteUrl */
export function robotsTxt(routes, siteUrl) {
  const hidden = routes.filter((r) => r.hidden).map((r) => `Disallow: ${r.path}`);
  return `User-agent: *\nAllow: /\n${hidden.join('\n')}\n\nSitemap: ${siteUrl.replace(/\/$/, '')}/sitemap.xml\n`;
}

// @ts-check
/**
 * Prerenders every route of the built site in headless Chromium, so the served HTML already
 * holds each page's head (title, description, robots, social tags, canonical, JSON-LD), H1 and
 * main text before any script runs. The client then hydrates that DOM (shell/src/bootstrap.tsx).
 *
 * How: serve the production builds on spare ports with the CMS, open each route with
 * `window.__PRERENDER__ = true` (popups and timers stay off, content fetched with a key is kept
 * in the page), and save the rendered document:
 * - scripts and stylesheet links the runtime injected are removed (the template's stay), the CSS
 *   of the page's chunks is inlined, so the first paint needs no remote;
 * - origins that depend on where things are deployed become tokens (`__REMOTE_<name>__`,
 *   `__CMS_ORIGIN__`) that the static server fills in from the environment's registry;
 * - adjacent text nodes get a comment between them, as react-dom/server does, so they hydrate.
 * Writes dist/<route>/index.html, dist/index.html (home), dist/spa.html (the untouched template,
 * for routes not prerendered), dist/404.html, dist/sitemap.xml and dist/robots.txt.
 */
/* global window, document, NodeFilter, Node, HTMLLinkElement, HTMLStyleElement -- snapshotInPage and the init script run in the browser */
import fs from 'node:fs';
import path from 'node:path';
import { remoteNames } from '../shared/build/apps.mjs';
import { repoRoot, serveSite } from './site.mjs';

const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
export const SITE_URL = (process.env.SITE_URL ?? 'http://localhost:3000').replace(/\/$/, '');
const shellDist = path.join(repoRoot, 'shell', 'dist');

/** Ports the prerender pass serves on (clear of npm start's and the tests'). */
function prerenderPorts(base = Number(process.env.PRERENDER_PORT_BASE ?? 4700)) {
  /** @type {Record<string, number>} */
  const ports = { shell: base };
  Object.keys(remoteNames).forEach((folder, index) => (ports[folder] = base + index + 1));
  return ports;
}

async function listIds(/** @type {string} */ cmsUrl, /** @type {string} */ type) {
  try {
    const response = await fetch(`${cmsUrl}/api/${type}?fields[0]=title&pagination[pageSize]=100`);
    if (!response.ok) return [];
    const body = /** @type {{ data: { id: number }[] }} */ (await response.json());
    return body.data.map((item) => item.id);
  } catch {
    return [];
  }
}

/** Runs inside the page: returns the cleaned document as HTML. */
async function snapshotInPage(/** @type {{ templateScripts: string[], templateLinks: string[] }} */ template) {
  // The app's own server HTML for this route (same ids and text markers hydration expects);
  // the head tags it lists first are already in <head> from the browser pass.
  const rootElement = document.getElementById('root');
  if (rootElement && window.__NAVDHARA_RENDER_STATIC__) {
    rootElement.innerHTML = await window.__NAVDHARA_RENDER_STATIC__();
    while (rootElement.firstElementChild && ['TITLE', 'META', 'LINK'].includes(rootElement.firstElementChild.tagName)) {
      rootElement.firstElementChild.remove();
    }
  }
  const keepScript = (/** @type {HTMLScriptElement} */ s) => s.type === 'application/ld+json' || template.templateScripts.includes(s.getAttribute('src') ?? '');
  const css = [];
  for (const sheet of Array.from(document.styleSheets)) {
    const owner = sheet.ownerNode;
    if (owner instanceof HTMLLinkElement && template.templateLinks.includes(owner.getAttribute('href') ?? '')) continue;
    if (owner instanceof HTMLStyleElement && owner.hasAttribute('data-prerender-css')) continue;
    // A remote's stylesheet comes from its own origin, whose rules the page may not read; its
    // text is fetched instead (remotes allow CORS from the shell).
    const response = owner instanceof HTMLLinkElement && sheet.href ? await fetch(sheet.href).catch(() => null) : null;
    const text = owner instanceof HTMLLinkElement ? (response?.ok ? await response.text() : '') : (owner?.textContent ?? '');
    const base = sheet.href ?? document.baseURI;
    css.push(text.replace(/url\((['"]?)([^'")]+)\1\)/g, (match, _q, url) => (url.startsWith('data:') ? match : `url("${new URL(url, base).href}")`)));
  }
  for (const node of Array.from(document.querySelectorAll('script'))) if (!keepScript(node)) node.remove();
  for (const node of Array.from(document.querySelectorAll('link'))) {
    const rel = node.rel;
    if (['stylesheet', 'preload', 'prefetch', 'modulepreload'].includes(rel) && !template.templateLinks.includes(node.getAttribute('href') ?? '')) node.remove();
  }
  const style = document.createElement('style');
  style.setAttribute('data-prerender-css', '');
  style.textContent = css.join('\n');
  document.head.appendChild(style);

  // Adjacent text nodes would merge when parsed back; react-dom/server separates them likewise.
  const root = document.getElementById('root');
  const walker = document.createTreeWalker(root ?? document.body, NodeFilter.SHOW_TEXT);
  const pairs = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.previousSibling && node.previousSibling.nodeType === Node.TEXT_NODE) pairs.push(node);
  }
  for (const node of pairs) node.parentNode?.insertBefore(document.createComment(''), node);

  const data = document.createElement('script');
  data.type = 'application/json';
  data.id = '__NAVDHARA_DATA__';
  data.textContent = JSON.stringify(window.__NAVDHARA_DATA__ ?? {}).replace(/</g, '\\u003c');
  document.body.appendChild(data);
  return `<!doctype html>\n${document.documentElement.outerHTML}`;
}

function outputFile(/** @type {string} */ urlPath) {
  if (urlPath === '/') return path.join(shellDist, 'index.html');
  if (urlPath === '/404') return path.join(shellDist, '404.html');
  return path.join(shellDist, urlPath.replace(/^\//, ''), 'index.html');
}

/**
 * @param {{ cmsUrl: string, log?: boolean }} options
 */
export async function prerender({ cmsUrl, log = true }) {
  const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!fs.existsSync(chromiumPath)) {
    console.warn(`Prerender skipped: no Chromium at ${chromiumPath} (apt-get install chromium). Pages render in the browser.`);
    return { pages: 0 };
  }
  const { chromium } = await import('@playwright/test');
  const patterns = JSON.parse(fs.readFileSync(path.join(shellDist, 'route-patterns.json'), 'utf8'));
  // Keep the untouched template: it serves routes that are not prerendered (new articles).
  const spa = path.join(shellDist, 'spa.html');
  if (!fs.existsSync(spa)) fs.copyFileSync(path.join(shellDist, 'index.html'), spa);
  // Start from the template everywhere: an earlier snapshot must never be rendered over.
  const listFile = path.join(shellDist, 'prerendered-files.json');
  if (fs.existsSync(listFile)) {
    for (const file of JSON.parse(fs.readFileSync(listFile, 'utf8'))) fs.rmSync(path.join(shellDist, file), { force: true });
  }
  fs.copyFileSync(spa, path.join(shellDist, 'index.html'));
  /** @type {string[]} */
  const written = [];
  const template = fs.readFileSync(spa, 'utf8');
  const templateScripts = [...template.matchAll(/<script[^>]*src="([^"]+)"/g)].map((m) => m[1] ?? '');
  const templateLinks = [...template.matchAll(/<link[^>]*href="([^"]+)"/g)].map((m) => m[1] ?? '');

  const ports = prerenderPorts();
  const shellOrigin = `http://localhost:${ports.shell}`;
  const env = { ...process.env, CMS_URL: cmsUrl, SITE_URL, SHELL_ORIGINS: shellOrigin };
  const site = await serveSite({ ports, env });

  /** @type {string[]} */
  const urls = [];
  for (const route of patterns.routes) {
    if (!route.dynamic) urls.push(route.path);
  }
  const [blogs, presses] = await Promise.all([listIds(cmsUrl, 'blogs'), listIds(cmsUrl, 'media-presses')]);
  urls.push(...blogs.map((id) => `/blog/${id}`), ...presses.map((id) => `/media-article/${id}`));

  // PRERENDER_PATHS=/,/about limits a run while debugging.
  if (process.env.PRERENDER_PATHS) urls.splice(0, urls.length, ...process.env.PRERENDER_PATHS.split(','));
  const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
  const started = Date.now();
  let count = 0;
  try {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    await context.addInitScript(() => {
      window.__PRERENDER__ = true;
    });
    const page = await context.newPage();
    /** @type {string[]} */
    const problems = [];
    /** @type {string[]} */
    const skipped = [];
    page.on('pageerror', (error) => problems.push(error.message));
    // Content that should be in the HTML but failed to load would leave a page half empty.
    page.on('console', (message) => {
      if (message.text().includes('Content could not be loaded')) problems.push(`${page.url()}: ${message.text()}`);
    });
    for (const urlPath of [...urls, '/404']) {
      const target = urlPath === '/404' ? '/__prerender-not-found__' : urlPath;
      await page.goto(`${shellOrigin}${target}`, { waitUntil: 'networkidle' });
      try {
        await page.waitForSelector('main h1', { timeout: 15_000 });
      } catch {
        // Served from the SPA template instead; the browser tests flag pages missing from the HTML.
        skipped.push(urlPath);
        continue;
      }
      if (await page.getByTestId('remote-fallback').count()) throw new Error(`${urlPath}: the remote failed to load while prerendering`);
      let html = await page.evaluate(snapshotInPage, { templateScripts, templateLinks });
      for (const [folder, name] of Object.entries(remoteNames)) {
        html = html.split(`http://localhost:${ports[folder]}/`).join(`__REMOTE_${name}__/`);
      }
      html = html.split(`${cmsUrl.replace(/\/$/, '')}`).join('__CMS_ORIGIN__');
      html = html.split(`${shellOrigin}/`).join('/');
      const file = outputFile(urlPath);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, html);
      written.push(path.relative(shellDist, file));
      for (const ext of ['.br', '.gz']) fs.rmSync(`${file}${ext}`, { force: true });
      count += 1;
    }
    if (skipped.length) console.warn(`Not prerendered (no H1 in 15 s): ${skipped.join(', ')}`);
    if (problems.length) throw new Error(`Errors while prerendering:\n${problems.join('\n')}`);
  } finally {
    fs.writeFileSync(listFile, JSON.stringify(written.filter((f) => f !== 'index.html'), null, 1));
    await browser.close();
    await site.stop();
  }

  // Sitemap: every canonical, indexable route and every article; no aliases.
  const lastmod = new Date().toISOString().slice(0, 10);
  const locs = patterns.routes
    .filter((/** @type {{ dynamic: boolean, hidden: boolean, canonicalPath: string | null }} */ r) => !r.dynamic && !r.hidden && !r.canonicalPath)
    .map((/** @type {{ path: string }} */ r) => r.path)
    .concat(blogs.map((id) => `/blog/${id}`), presses.map((id) => `/media-article/${id}`));
  const sitemap = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${locs
    .map((loc) => `  <url><loc>${SITE_URL}${loc}</loc><lastmod>${lastmod}</lastmod></url>`)
    .join('\n')}\n</urlset>\n`;
  fs.writeFileSync(path.join(shellDist, 'sitemap.xml'), sitemap);
  const hidden = patterns.routes.filter((/** @type {{ hidden: boolean }} */ r) => r.hidden).map((/** @type {{ path: string }} */ r) => `Disallow: ${r.path}`);
  fs.writeFileSync(path.join(shellDist, 'robots.txt'), `User-agent: *\nAllow: /\n${hidden.join('\n')}\n\nSitemap: ${SITE_URL}/sitemap.xml\n`);
  if (log) console.log(`prerendered ${count} pages in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return { pages: count };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // Standalone: `node scripts/prerender.mjs` against CMS_URL, or a throwaway seeded CMS.
  const run = async () => {
    let cms = null;
    let cmsUrl = process.env.CMS_URL;
    if (!cmsUrl) {
      const { startCms } = await import('./cms.mjs');
      const os = await import('node:os');
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'navdhara-prerender-'));
      cms = await startCms({ port: 4737, dbFile: path.join(dir, 'data.db'), uploadsDir: path.join(dir, 'uploads'), log: false, env: { CMS_CORS_ORIGINS: `http://localhost:${process.env.PRERENDER_PORT_BASE ?? 4700}` } });
      cmsUrl = cms.url;
    }
    try {
      await prerender({ cmsUrl });
    } finally {
      await cms?.stop();
    }
  };
  run().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}

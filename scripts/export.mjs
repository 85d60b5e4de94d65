// @ts-check
/**
 * `npm run export -- --out DIR`: the whole site as plain files for any static host or CDN, made
 * by the same renderer as the site server: every route (aliases included) and every article as
 * `<path>/index.html`, `404.html`, `sitemap.xml`, `robots.txt`, the registry, the shell's
 * browser assets and the CMS pictures the pages show (`uploads/`, which the site server serves
 * from the CMS on the site's origin: shared/src/api/origin.ts). Serve it with "try the file, then <path>/index.html, else 404.html", e.g. nginx
 * `try_files $uri $uri/index.html =404; error_page 404 /404.html;`. The remotes stay where the
 * registry says (their own hosts); the CMS must be running. Origins come from the same variables
 * as `npm start` (PORT_*, REMOTE_HOST, CMS_URL, SITE_URL).
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { runtimeConfigFor } from '../shared/build/apps.mjs';
import { createSiteServer } from '../site-server/index.mjs';
import { KNOWN_ROUTES_FILE } from './build.mjs';
import { listArticles, NOT_FOUND_PATH } from '../site-server/public.mjs';
import { isMain, repoRoot } from './lib/processes.mjs';

/** @param {{ out: string, log?: (message: string) => void }} options */
export async function exportSite({ out, log = console.log }) {
  const shellDir = path.join(repoRoot, 'shell', 'dist');
  if (!fs.existsSync(path.join(shellDir, 'server', 'renderer.js')))
    throw new Error('The shell is not built: run npm run build first.');
  const config = runtimeConfigFor();
  const server = createSiteServer({ shellDir, registry: () => config });
  const site = await server.ready;
  try {
    fs.rmSync(out, { recursive: true, force: true });
    fs.mkdirSync(out, { recursive: true });
    // The shell's browser files (not its server build, not the bare template).
    for (const entry of fs.readdirSync(shellDir, { withFileTypes: true })) {
      if (['server', 'index.html', KNOWN_ROUTES_FILE].includes(entry.name)) continue;
      fs.cpSync(path.join(shellDir, entry.name), path.join(out, entry.name), { recursive: true });
    }
    const articles = await listArticles(config.cmsUrl);
    const paths = [
      ...site
        .routes()
        .filter((r) => !r.dynamic)
        .map((r) => r.path),
      ...articles.map((a) => a.path),
    ];
    const problems = [];
    /** @type {Set<string>} */
    const media = new Set();
    for (const pagePath of paths) {
      const { status, html, data } = await site.renderToFile(pagePath);
      if (status !== 200) problems.push(`${pagePath}: ${status}`);
      for (const [file] of html.matchAll(/\/uploads\/[\w.-]+/g)) media.add(file);
      const file =
        pagePath === '/'
          ? path.join(out, 'index.html')
          : path.join(out, pagePath.slice(1), 'index.html');
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, html);
      // The data the page names, at its address (a static host serves it as a file).
      if (data) {
        const dataFile = path.join(out, data.address.slice(1));
        fs.mkdirSync(path.dirname(dataFile), { recursive: true });
        fs.writeFileSync(dataFile, data.json);
      }
    }
    // The site server's one 404 page, the one every address the site lacks is answered with.
    const notFound = await site.renderToFile(NOT_FOUND_PATH);
    fs.writeFileSync(path.join(out, '404.html'), notFound.html);
    // A static host cannot answer 301: the old address points on with a refresh and a canonical link.
    for (const [from, to] of Object.entries(site.redirects())) {
      const target = new URL(to, config.siteUrl).href;
      fs.mkdirSync(path.join(out, from.slice(1)), { recursive: true });
      fs.writeFileSync(
        path.join(out, from.slice(1), 'index.html'),
        `<!doctype html><html lang="en-IN"><head><meta charset="utf-8"><title>Moved</title><link rel="canonical" href="${target}"><meta name="robots" content="noindex"><meta http-equiv="refresh" content="0; url=${to}"></head><body><a href="${to}">This page has moved</a></body></html>\n`,
      );
    }
    // Each through the site server's own media route: the same files, under the same rules.
    for (const file of media) {
      const answer = await server.app.inject({ method: 'GET', url: file });
      if (answer.statusCode !== 200) problems.push(`${file}: ${answer.statusCode}`);
      else {
        fs.mkdirSync(path.join(out, 'uploads'), { recursive: true });
        fs.writeFileSync(path.join(out, file.slice(1)), answer.rawPayload);
      }
    }
    fs.writeFileSync(path.join(out, 'sitemap.xml'), await site.currentSitemap());
    fs.writeFileSync(path.join(out, 'robots.txt'), site.robots());
    // The registry with the route table, as the site server serves it (the pages embed it without).
    const registry = await server.app.inject({ method: 'GET', url: '/runtime-config.json' });
    if (registry.statusCode !== 200) problems.push(`/runtime-config.json: ${registry.statusCode}`);
    fs.writeFileSync(path.join(out, 'runtime-config.json'), registry.payload);
    if (problems.length) throw new Error(`Some pages did not render:\n${problems.join('\n')}`);
    log(
      `exported ${paths.length} pages, ${media.size} pictures, 404.html, sitemap.xml and robots.txt to ${out}`,
    );
    return { pages: paths.length };
  } finally {
    await server.stop();
  }
}

if (isMain(import.meta.url)) {
  const { out } = parseArgs({ options: { out: { type: 'string' } } }).values;
  if (!out) {
    console.error('Usage: npm run export -- --out DIR');
    process.exit(1);
  }
  exportSite({ out: path.resolve(out) }).catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}

// @ts-check
/**
 * `npm run bench`: builds (if needed) and serves the site (pages rendered by the site server) with a throwaway CMS,
 * and measures key routes against a plain static HTML page served by the same server in the same
 * run (the machine's own ceiling):
 * - first-load bytes: compressed JavaScript, all bytes, request count (headless Chromium);
 * - Lighthouse 12, mobile and desktop: performance, accessibility, best practices, SEO, with
 *   LCP, CLS and TBT;
 * - the site server: requests/s of a cached page against a bare Node server sending the same
 *   compressed bytes (autocannon in its own process, 50 connections, brotli), and the time a
 *   cache miss takes to render and send.
 * Prints a Markdown table and writes bench-results/latest.md (the README points there).
 * `--runs N` takes the median of N Lighthouse runs per route (default 3, as issue 19's targets are stated); `--server` measures
 * only the site server (no table is written).
 * `--search` also runs the site search's bench first (scripts/bench-search.mjs, in a Node of
 * its own) and adds its section to bench-results/latest.md.
 *
 * Its parts are in scripts/bench/: settings.mjs (options, routes, targets), server.mjs (the site
 * server's figures), browser.mjs (loads in Chromium), lighthouse.mjs and report.mjs (the table).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { appNames } from '../shared/build/apps.mjs';
import { buildApps } from './build.mjs';
import { repoRoot, serveSite, staleBuilds } from './site.mjs';
import { createStaticServer, listen } from '../site-server/public.mjs';
import { FIRST_TAPS, addedFromHome, firstLoad, firstTap } from './bench/browser.mjs';
import { lighthouseMedian } from './bench/lighthouse.mjs';
import { writeReport } from './bench/report.mjs';
import { ensureChromium } from './lib/debian.mjs';
import { measureServer, serverLines } from './bench/server.mjs';
import { benchSearchInChild, searchSection } from './bench-search.mjs';
import {
  BASE,
  CHROMIUM,
  DIVISIONS,
  LANGUAGE_ROUTES,
  PRODUCT_ROUTES,
  WHERE_TO_BUY_ROUTES,
  FLAGS,
  SERVER_ONLY,
  USAGE,
  args,
  kb,
} from './bench/settings.mjs';

/** A plain page of text and one image: what the server and machine can do with no framework. */
function writeStaticBaseline(/** @type {string} */ dir) {
  fs.mkdirSync(dir, { recursive: true });
  const paragraphs = Array.from(
    { length: 12 },
    (_, i) =>
      `<p>Paragraph ${i + 1}: Navdhara Group supplies day-old chicks, feed and equipment to farmers across North India, with support on the toll-free line from 9:00am to 5:30pm, Monday to Saturday.</p>`,
  ).join('\n');
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><link rel="icon" href="data:,"><title>Static baseline page</title><meta name="description" content="A plain HTML page used as the ceiling in the benchmark."><style>body{font-family:system-ui,sans-serif;max-width:720px;margin:0 auto;padding:1rem;line-height:1.6;color:#14201a}a{color:#14623a}</style></head><body><main><h1>Static baseline</h1>${paragraphs}<p><a href="/">Home</a></p></main></body></html>`,
  );
}

async function main() {
  if (!ensureChromium())
    throw new Error(
      `No Chromium at ${CHROMIUM}: apt-get install chromium fonts-liberation fonts-freefont-ttf`,
    );
  // The search bench first, while nothing else this bench starts is running.
  const search = args.search ? searchSection(benchSearchInChild()) : '';
  if (search) console.log(`${search}\n`);
  // Never measure an old build: whatever changed since the last build is built first.
  const stale = staleBuilds();
  if (stale.length || args.rebuild) buildApps(args.rebuild ? appNames : stale);

  const { startCms } = await import('./cms.mjs');
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'navdhara-bench-'));
  const origins = [0, 1, 2, 3, 4, 5, 6, 70]
    .map((offset) => `http://localhost:${BASE + offset}`)
    .join(',');
  const cms = await startCms({
    port: BASE + 37,
    dbFile: path.join(tmp, 'data.db'),
    uploadsDir: path.join(tmp, 'uploads'),
    log: false,
    env: { CMS_CORS_ORIGINS: origins },
  });

  /** @type {Record<string, number>} */
  const ports = { shell: BASE };
  appNames.filter((a) => a !== 'shell').forEach((app, i) => (ports[app] = BASE + i + 1));
  const site = await serveSite({
    ports,
    env: { ...process.env, CMS_URL: cms.url },
    onLine: () => undefined,
  });
  const staticDir = path.join(tmp, 'static');
  writeStaticBaseline(staticDir);
  const staticServer = createStaticServer({ dir: staticDir });
  await listen(staticServer, BASE + 90);

  const blog = await fetch(`${cms.url}/api/blogs?pagination[pageSize]=1`)
    .then((r) => r.json())
    .then((b) => b.data[0]?.attributes.number ?? 1);
  const targets = [
    ['static HTML page', `http://localhost:${BASE + 90}/index.html`],
    ...[
      '/',
      ...DIVISIONS,
      '/about',
      '/media',
      `/blog/${blog}`,
      ...LANGUAGE_ROUTES,
      ...PRODUCT_ROUTES,
      ...WHERE_TO_BUY_ROUTES,
    ].map((route) => [route, `${site.url}${route}`]),
  ];

  const rows = [];
  /** @type {{ part: string, ms: number }[]} */
  const taps = [];
  /** @type {Awaited<ReturnType<typeof measureServer>> | undefined} */
  let server;
  /** @type {import('@playwright/test').Browser | undefined} */
  let browser;
  try {
    server = await measureServer(site, BASE + 91);
    console.log(serverLines(server).join('\n'));
    if (SERVER_ONLY) return;
    const { chromium } = await import('@playwright/test');
    browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
    for (const [name, url] of targets) {
      const load = await firstLoad(browser, /** @type {string} */ (url));
      const fromHome = DIVISIONS.includes(/** @type {string} */ (name))
        ? await addedFromHome(browser, site.url, /** @type {string} */ (name))
        : null;
      const mobile = await lighthouseMedian(/** @type {string} */ (url), 'mobile');
      const desktop = await lighthouseMedian(/** @type {string} */ (url), 'desktop');
      rows.push({ name, load, fromHome, mobile, desktop });
      console.log(
        `${name}: JS ${kb(load.js)}, total ${kb(load.total)}, ${load.requests} requests, mobile perf ${mobile.performance}, desktop perf ${desktop.performance}`,
      );
      if (mobile.failing.length)
        console.log(`  failing audits (mobile): ${mobile.failing.join(', ')}`);
    }
    for (const tap of FIRST_TAPS) {
      taps.push({ part: tap.part, ms: await firstTap(browser, site.url, tap) });
      console.log(`slow phone, first tap on ${tap.part}: ${Math.round(taps.at(-1)?.ms ?? 0)} ms`);
    }
  } finally {
    await browser?.close();
    await site.stop();
    await staticServer.close();
    await cms.stop();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  if (!server || SERVER_ONLY) return;

  writeReport(rows, server, taps);
  if (search) fs.appendFileSync(path.join(repoRoot, 'bench-results', 'latest.md'), `\n${search}\n`);
}

if (args.help) console.log(USAGE);
else
  main().catch((error) => {
    console.error(error instanceof Error ? error.stack : error);
    process.exit(1);
  });

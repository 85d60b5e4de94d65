// @ts-check
/* global window, document, PopStateEvent */
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
 * Prints a Markdown table, writes bench-results/latest.md and refreshes the README's table.
 * `--runs N` takes the median of N Lighthouse runs per route (default 3, as issue 19's targets are stated); `--server` measures
 * only the site server (no table is written).
 */
import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { appNames } from '../shared/build/apps.mjs';
import { buildApps } from './build.mjs';
import { repoRoot, serveSite, staleBuilds } from './site.mjs';
import { runAsync, startService } from './lib/processes.mjs';
import { createStaticServer, listen } from '../site-server/static-files.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    server: { type: 'boolean', default: false },
    rebuild: { type: 'boolean', default: false },
  },
});
const RUNS = Math.max(1, Number(args.runs) || 1);
const BASE = 4500;
const DIVISIONS = ['/foods', '/hatchery', '/proteins', '/equipments', '/feeds'];
/** Issue 6's budget, in KB of compressed JavaScript. */
const BUDGET = { home: 100, homeRequests: 15, division: 40 };
/** Issue 19's page targets, against the static page measured in the same run. */
const PAGE_TARGET = { lcpRatio: 1.5, tbtMs: 100, perfBelowStatic: 3, menuTapMs: 1000 };
/** A slow phone: 4x CPU slowdown, 150 ms round trips, 1.6 Mbps down, 750 kbps up. */
const SLOW_PHONE = { cpu: 4, latency: 150, down: (1.6 * 1024 * 1024) / 8, up: (750 * 1024) / 8 };
/** Server targets: cached pages at 0.9x a bare server's rate or better (issue 20), misses in 100 ms. */
const SERVER_TARGET = { ratio: 0.9, missMs: 100 };
const SERVER_ONLY = args.server;
/** The page the throughput is measured on, and the pages whose misses are timed. */
const THROUGHPUT_ROUTE = '/feeds';
const MISS_ROUTES = ['/', '/about', '/careers', '/media', ...DIVISIONS];
const MISS_ROUNDS = 5;

const median = (/** @type {number[]} */ values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
};
const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KB`;

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

/** One GET with brotli accepted: status, the body as sent (still compressed) and the time taken. */
function getRaw(/** @type {string} */ url) {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'Accept-Encoding': 'br' } }, (res) => {
        /** @type {Buffer[]} */
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks),
            encoding: res.headers['content-encoding'],
            ms: performance.now() - started,
          }),
        );
      })
      .on('error', reject);
  });
}

/**
 * autocannon in its own process (in this one it would share the event loop with the servers it
 * measures): 50 connections for 10 s, brotli accepted. Async, so the servers here keep answering.
 */
async function autocannon(/** @type {string} */ url) {
  const bin = path.join(repoRoot, 'node_modules', '.bin', 'autocannon');
  const { code, stdout } = await runAsync(bin, [
    '-c',
    '50',
    '-d',
    '10',
    '-H',
    'Accept-Encoding=br',
    '--json',
    url,
  ]);
  try {
    const result = JSON.parse(stdout);
    return {
      rps: result.requests.average,
      p99: result.latency.p99,
      non2xx: result.non2xx + result.errors,
    };
  } catch {
    throw new Error(`autocannon exited with ${code} and no JSON`);
  }
}

/**
 * The site server's own figures, each server in its own process as in production: throughput of
 * a cached page against a bare Node server sending the same compressed bytes, and cache misses,
 * timed on a second site server that keeps one page (SITE_CACHE_MAX_PAGES=1), so each request of
 * a rotation through the pages renders before it is answered.
 * @param {{ url: string, registryUrl: string }} served
 * @param {number} barePort
 */
async function measureServer(served, barePort) {
  const first =
    /** @type {{ status: number, body: Buffer, encoding: string | undefined, ms: number }} */ (
      await getRaw(`${served.url}${THROUGHPUT_ROUTE}`)
    );
  const cached =
    /** @type {{ status: number, body: Buffer, encoding: string | undefined, ms: number }} */ (
      await getRaw(`${served.url}${THROUGHPUT_ROUTE}`)
    );
  if (cached.status !== 200 || cached.encoding !== 'br')
    throw new Error(
      `${THROUGHPUT_ROUTE} answered ${cached.status} (${cached.encoding ?? 'no encoding'})`,
    );
  const bytes = cached.body;
  const bare = http.createServer((_req, res) => {
    res.writeHead(200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Encoding': 'br',
      'Content-Length': bytes.length,
    });
    res.end(bytes);
  });
  await new Promise((resolve) => bare.listen(barePort, () => resolve(undefined)));
  try {
    /** @typedef {{ rps: number, p99: number, non2xx: number }} Run */
    // The bare server runs before and after the site and its better run counts (the first run of
    // a process warms it up): the ratio errs against the site server.
    const bareBefore = /** @type {Run} */ (await autocannon(`http://localhost:${barePort}/`));
    const siteRun = /** @type {Run} */ (await autocannon(`${served.url}${THROUGHPUT_ROUTE}`));
    const bareAfter = /** @type {Run} */ (await autocannon(`http://localhost:${barePort}/`));
    const bareRun = bareAfter.rps > bareBefore.rps ? bareAfter : bareBefore;
    const missPort = barePort + 1;
    const missServer = await startService({
      name: 'site-server (misses)',
      command: process.execPath,
      args: [path.join(repoRoot, 'site-server', 'main.mjs')],
      env: {
        ...process.env,
        PORT: String(missPort),
        SITE_RUNTIME_CONFIG_URL: served.registryUrl,
        SITE_CACHE_MAX_PAGES: '1',
      },
      healthUrl: `http://localhost:${missPort}/readyz`,
      onLine: false,
    });
    /** @type {number[]} */
    const misses = [];
    try {
      // Every page once, so the misses below time rendering, not the first load of a remote's code.
      for (const route of MISS_ROUTES) await getRaw(`http://localhost:${missPort}${route}`);
      for (let round = 0; round < MISS_ROUNDS; round += 1) {
        for (const route of MISS_ROUTES) {
          const miss = /** @type {{ status: number, ms: number }} */ (
            await getRaw(`http://localhost:${missPort}${route}`)
          );
          if (miss.status !== 200) throw new Error(`${route} answered ${miss.status} on a miss`);
          misses.push(miss.ms);
        }
      }
    } finally {
      await missServer.stop();
    }
    return {
      bytes: bytes.length,
      firstMs: first.ms,
      bare: bareRun,
      site: siteRun,
      ratio: siteRun.rps / bareRun.rps,
      missMedian: median(misses),
      missMax: Math.max(...misses),
      misses: misses.length,
    };
  } finally {
    await new Promise((resolve) => bare.close(resolve));
  }
}

/** @param {Awaited<ReturnType<typeof measureServer>>} server */
function serverLines(server) {
  return [
    `Site server, same run: cached ${THROUGHPUT_ROUTE} (${kb(server.bytes)} brotli) at ${Math.round(server.site.rps)} requests/s (p99 ${server.site.p99} ms) against ${Math.round(server.bare.rps)} (p99 ${server.bare.p99} ms) from a bare Node server sending the same bytes: ${server.ratio.toFixed(3)}x (autocannon, 50 connections, 10 s each, ${server.site.non2xx + server.bare.non2xx} non-2xx or errors).`,
    `Cache misses: median ${Math.round(server.missMedian)} ms, slowest ${Math.round(server.missMax)} ms over ${server.misses} renders of ${MISS_ROUTES.length} pages (CMS data fetched, rendered, compressed, sent); the very first request after start, remote code loaded cold, took ${Math.round(server.firstMs)} ms.`,
  ];
}

/** Compressed bytes of the scripts among `responses`, all bytes, and their count. */
async function sizesOf(/** @type {import('@playwright/test').Response[]} */ responses) {
  let js = 0;
  let total = 0;
  for (const response of responses) {
    const sizes = await response
      .request()
      .sizes()
      .catch(() => ({ responseBodySize: 0, responseHeadersSize: 0 }));
    total += sizes.responseBodySize + sizes.responseHeadersSize;
    if (response.request().resourceType() === 'script') js += sizes.responseBodySize;
  }
  return { js, total, requests: responses.length };
}

/**
 * A first visit at 390 px: what is fetched until the network is idle with no interaction (the app
 * boots only when first needed: shared/build/boot.js), then what the app's boot adds once the
 * visitor acts (a key press), until hydrated and idle again.
 */
async function firstLoad(
  /** @type {import('@playwright/test').Browser} */ browser,
  /** @type {string} */ url,
) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.addInitScript(() => sessionStorage.setItem('hasShownExitIntent', 'true'));
  await context.addInitScript(() => {
    const tasks = /** @type {number[][]} */ ([]);
    Object.assign(window, { benchLongTasks: tasks });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push([entry.startTime, entry.duration]);
    }).observe({ type: 'longtask', buffered: true });
  });
  const page = await context.newPage();
  /** @type {import('@playwright/test').Response[]} */
  const responses = [];
  page.on('response', (r) => responses.push(r));
  await page.goto(url, { waitUntil: 'networkidle' });
  const first = await sizesOf(responses);
  const count = responses.length;
  let booted = { js: 0, total: 0, requests: 0 };
  let boot = { hydrated: 0, elements: 0, longestTask: 0 };
  if (await page.locator('#root').count()) {
    const pressedAt = await page.evaluate(() => performance.now());
    await page.keyboard.press('Shift');
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
    booted = await sizesOf(responses.slice(count));
    // React marks each element it hydrated with its fiber: the share of the page it took over,
    // and the longest main-thread task (over 50 ms, as the browser reports them) since the key.
    boot = await page.evaluate((since) => {
      const elements = [...document.querySelectorAll('#root *')];
      const tasks = /** @type {{ benchLongTasks: number[][] }} */ (/** @type {unknown} */ (window))
        .benchLongTasks;
      return {
        hydrated: elements.filter((e) => Object.keys(e).some((k) => k.startsWith('__reactFiber')))
          .length,
        elements: elements.length,
        longestTask: Math.max(0, ...tasks.filter(([start]) => start >= since).map(([, d]) => d)),
      };
    }, pressedAt);
  }
  await context.close();
  return { ...first, bootJs: booted.js, bootRequests: booted.requests, boot };
}

/**
 * On a slow phone (SLOW_PHONE), the time from a tap on the menu button, made the moment the button
 * shows, to the menu being open: what a visitor who taps at once waits (median of the runs).
 */
async function menuTap(
  /** @type {import('@playwright/test').Browser} */ browser,
  /** @type {string} */ url,
) {
  const times = [];
  for (let i = 0; i < RUNS; i += 1) {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    await context.addInitScript(() => sessionStorage.setItem('hasShownExitIntent', 'true'));
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: SLOW_PHONE.latency,
      downloadThroughput: SLOW_PHONE.down,
      uploadThroughput: SLOW_PHONE.up,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_PHONE.cpu });
    await page.goto(url, { waitUntil: 'commit' });
    const button = page.getByRole('button', { name: 'Open menu' });
    await button.waitFor({ state: 'visible', timeout: 60_000 });
    const tapped = performance.now();
    await button.tap();
    await page.getByRole('dialog', { name: 'Menu' }).waitFor({ state: 'visible', timeout: 60_000 });
    times.push(performance.now() - tapped);
    await context.close();
  }
  return median(times);
}

/** JS a visitor downloads going from / to `path` in the app (what a link click does: no reload). */
async function addedFromHome(
  /** @type {import('@playwright/test').Browser} */ browser,
  /** @type {string} */ siteUrl,
  /** @type {string} */ path,
) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  await context.addInitScript(() => sessionStorage.setItem('hasShownExitIntent', 'true'));
  const page = await context.newPage();
  await page.goto(`${siteUrl}/`, { waitUntil: 'networkidle' });
  await page.keyboard.press('Shift');
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
  /** @type {import('@playwright/test').Response[]} */
  const responses = [];
  page.on('response', (r) => responses.push(r));
  const homeHeading = await page.locator('main h1').first().textContent();
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForFunction((old) => {
    const heading = document.querySelector('main h1');
    return heading !== null && heading.textContent !== old;
  }, homeHeading);
  await page.waitForLoadState('networkidle');
  let js = 0;
  for (const response of responses) {
    if (response.request().resourceType() !== 'script') continue;
    const sizes = await response
      .request()
      .sizes()
      .catch(() => ({ responseBodySize: 0 }));
    js += sizes.responseBodySize;
  }
  await context.close();
  return js;
}

async function lighthouseRun(
  /** @type {string} */ url,
  /** @type {'mobile' | 'desktop'} */ formFactor,
) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const desktopConfig = (await import('lighthouse/core/config/desktop-config.js')).default;
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS });
  try {
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      },
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
    const score = (/** @type {string} */ id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const audit = (/** @type {string} */ id) => lhr.audits[id]?.numericValue ?? 0;
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcp: audit('largest-contentful-paint'),
      cls: audit('cumulative-layout-shift'),
      tbt: audit('total-blocking-time'),
      failing: Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
        .map((a) => a.id),
    };
  } finally {
    chrome.kill();
  }
}

async function lighthouseMedian(
  /** @type {string} */ url,
  /** @type {'mobile' | 'desktop'} */ formFactor,
) {
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) runs.push(await lighthouseRun(url, formFactor));
  /** @type {Record<string, number>} */
  const out = {};
  for (const key of ['performance', 'accessibility', 'bestPractices', 'seo', 'lcp', 'cls', 'tbt']) {
    out[key] = median(
      runs.map((r) => /** @type {Record<string, number>} */ (/** @type {unknown} */ (r))[key] ?? 0),
    );
  }
  return { ...out, failing: [...new Set(runs.flatMap((r) => r.failing))] };
}

/** One line saying whether the JS budget, the Lighthouse targets and the server's targets hold. */
function budgetLine(
  /** @type {any[]} */ rows,
  /** @type {Awaited<ReturnType<typeof measureServer>>} */ server,
) {
  const home = rows.find((r) => r.name === '/');
  const ceiling = rows.find((r) => r.name === 'static HTML page');
  const divisions = rows.filter((r) => r.fromHome !== null);
  const worstDivision = Math.max(...divisions.map((r) => r.fromHome));
  const pages = rows.filter((r) => r !== ceiling);
  const perfOk = (/** @type {any} */ r) =>
    r.mobile.performance >= ceiling.mobile.performance - PAGE_TARGET.perfBelowStatic;
  const lcpRatio = (/** @type {any} */ r) => r.mobile.lcp / ceiling.mobile.lcp;
  const worstLcp = Math.max(...pages.map(lcpRatio));
  const worstTbt = Math.max(...pages.map((r) => r.mobile.tbt));
  const checks = [
    [
      `first load of / ${kb(home.load.js)} of JS (budget ${BUDGET.home} KB)`,
      home.load.js <= BUDGET.home * 1024,
    ],
    [
      `first load of / in ${home.load.requests} requests (budget ${BUDGET.homeRequests})`,
      home.load.requests <= BUDGET.homeRequests,
    ],
    [
      `mobile LCP at most ${PAGE_TARGET.lcpRatio}x the static page's (worst ${worstLcp.toFixed(1)}x)`,
      worstLcp <= PAGE_TARGET.lcpRatio,
    ],
    [
      `mobile TBT at most ${PAGE_TARGET.tbtMs} ms (worst ${Math.round(worstTbt)} ms)`,
      worstTbt <= PAGE_TARGET.tbtMs,
    ],
    [
      `slow phone: the menu open ${Math.round(home.menuTap)} ms after a tap made as it shows (target ${PAGE_TARGET.menuTapMs} ms)`,
      home.menuTap <= PAGE_TARGET.menuTapMs,
    ],
    [
      `a division page from / adds at most ${kb(worstDivision)} (budget ${BUDGET.division} KB)`,
      worstDivision <= BUDGET.division * 1024,
    ],
    [
      `mobile performance within ${PAGE_TARGET.perfBelowStatic} of the static page's ${ceiling.mobile.performance} (lowest ${Math.min(...pages.map((r) => r.mobile.performance))})`,
      pages.every(perfOk),
    ],
    [
      'SEO, best practices and accessibility 100 (mobile and desktop)',
      pages.every((r) =>
        [r.mobile, r.desktop].every(
          (x) => x.seo === 100 && x.bestPractices === 100 && x.accessibility === 100,
        ),
      ),
    ],
    [
      `CLS under 0.02 (highest ${Math.max(...pages.flatMap((r) => [r.mobile.cls, r.desktop.cls])).toFixed(3)})`,
      pages.every((r) => r.mobile.cls < 0.02 && r.desktop.cls < 0.02),
    ],
    [
      `cached HTML at ${server.ratio.toFixed(3)}x a bare Node server (target ${SERVER_TARGET.ratio}x)`,
      server.ratio >= SERVER_TARGET.ratio,
    ],
    [
      `cache miss median ${Math.round(server.missMedian)} ms (target ${SERVER_TARGET.missMs} ms)`,
      server.missMedian <= SERVER_TARGET.missMs,
    ],
  ];
  return `Targets: ${checks.map(([text, ok]) => `${ok ? 'met' : 'MISSED'}: ${text}`).join('; ')}.`;
}

async function main() {
  if (!fs.existsSync(CHROMIUM))
    throw new Error(`No Chromium at ${CHROMIUM}: apt-get install chromium fonts-liberation`);
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
    ...['/', ...DIVISIONS, '/about', '/media', `/blog/${blog}`].map((route) => [
      route,
      `${site.url}${route}`,
    ]),
  ];

  const rows = [];
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
      const tap = name === '/' ? await menuTap(browser, /** @type {string} */ (url)) : null;
      rows.push({ name, load, fromHome, mobile, desktop, menuTap: tap });
      console.log(
        `${name}: JS ${kb(load.js)}, total ${kb(load.total)}, ${load.requests} requests, mobile perf ${mobile.performance}, desktop perf ${desktop.performance}`,
      );
      if (mobile.failing.length)
        console.log(`  failing audits (mobile): ${mobile.failing.join(', ')}`);
    }
  } finally {
    await browser?.close();
    await site.stop();
    await staticServer.close();
    await cms.stop();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  if (!server || SERVER_ONLY) return;

  const lh = (/** @type {Record<string, number>} */ r) =>
    `${r.performance} / ${r.accessibility} / ${r.bestPractices} / ${r.seo} | ${((r.lcp ?? 0) / 1000).toFixed(2)} s | ${(r.cls ?? 0).toFixed(3)} | ${Math.round(r.tbt ?? 0)} ms`;
  const table = [
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on this machine (${os.cpus().length} cores), Lighthouse 12, ${RUNS} run(s) per cell (median). Scores: performance / accessibility / best practices / SEO.`,
    '',
    '| route | JS (compressed) | all bytes | requests | JS the app adds when it boots | elements it hydrates; longest task | JS added from / | mobile scores | mobile LCP | mobile CLS | mobile TBT | desktop scores | desktop LCP | desktop CLS | desktop TBT |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows.map(
      (r) =>
        `| ${r.name} | ${kb(r.load.js)} | ${kb(r.load.total)} | ${r.load.requests} | ${r.load.bootRequests ? `${kb(r.load.bootJs)} in ${r.load.bootRequests} requests` : '-'} | ${r.load.boot.elements ? `${r.load.boot.hydrated} of ${r.load.boot.elements}; ${r.load.boot.longestTask ? `${Math.round(r.load.boot.longestTask)} ms` : 'none over 50 ms'}` : '-'} | ${r.fromHome === null ? '-' : kb(r.fromHome)} | ${lh(/** @type {Record<string, number>} */ (/** @type {unknown} */ (r.mobile)))} | ${lh(/** @type {Record<string, number>} */ (/** @type {unknown} */ (r.desktop)))} |`,
    ),
    '',
    `Slow phone (${SLOW_PHONE.cpu}x CPU slowdown, ${SLOW_PHONE.latency} ms RTT, 1.6 Mbps): on /, a tap on the menu button made the moment it shows opens the menu after ${Math.round(rows.find((r) => r.name === '/')?.menuTap ?? 0)} ms (the menu is a <dialog> opened by the button without script).`,
    '',
    `No route above fetches application code until the visitor first acts (a tap, a key, the mouse) or a part that acts by itself nears the screen (shared/build/boot.js); the column "JS the app adds when it boots" is what a key press then brings (on /, ${kb(rows.find((r) => r.name === '/')?.load.bootJs ?? 0)}): the code of the whole frame and page. Of the page's elements it hydrates only those of its interactive parts (the next column; static parts hydrate when the visitor uses them: ARCHITECTURE.md, "Static parts"), and the longest main-thread task from the key press to an idle network, on this machine without CPU slowdown.`,
    '',
    ...serverLines(server),
    '',
    budgetLine(rows, server),
  ].join('\n');
  console.log(`\n${table}\n`);
  fs.mkdirSync(path.join(repoRoot, 'bench-results'), { recursive: true });
  fs.writeFileSync(path.join(repoRoot, 'bench-results', 'latest.md'), `${table}\n`);
  const readme = path.join(repoRoot, 'README.md');
  const text = fs.readFileSync(readme, 'utf8');
  const start = '<!-- bench:start -->';
  const end = '<!-- bench:end -->';
  if (text.includes(start) && text.includes(end)) {
    fs.writeFileSync(
      readme,
      text.replace(new RegExp(`${start}[\\s\\S]*${end}`), `${start}\n${table}\n${end}`),
    );
    console.log('README.md benchmark table updated.');
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});

// @ts-check
/** The bench's table: printed and written to bench-results/latest.md (the README points there). */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../site.mjs';
import { serverLines } from './server.mjs';
import {
  BUDGET,
  FIRST_ROUND_TRIP_BYTES,
  PAGE_TARGET,
  RUNS,
  SERVER_TARGET,
  SLOW_PHONE,
  kb,
} from './settings.mjs';

/** Which routes' HTML (with headers, as Lighthouse's phone received it) passes the first round trip. */
function firstRoundTripLine(/** @type {any[]} */ rows) {
  const pages = rows.filter((r) => r.name !== 'static HTML page');
  const over = pages.filter((r) => r.mobile.html > FIRST_ROUND_TRIP_BYTES);
  return `HTML within a phone's first round trip (${kb(FIRST_ROUND_TRIP_BYTES)} with headers, ARCHITECTURE.md "Styling"): ${pages.length - over.length} of ${pages.length} routes; over it: ${over.length ? over.map((r) => `${r.name} ${kb(r.mobile.html)}`).join(', ') : 'none'}.`;
}

/** One line saying whether the JS budget, the Lighthouse targets and the server's targets hold. */
function budgetLine(
  /** @type {any[]} */ rows,
  /** @type {Awaited<ReturnType<typeof import('./server.mjs').measureServer>>} */ server,
  /** @type {{ part: string, ms: number }[]} */ taps,
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
  const lcpRatios = pages.map(lcpRatio).sort((a, b) => a - b);
  const medianLcp = lcpRatios[Math.floor((lcpRatios.length - 1) / 2)] ?? 0;
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
      `median route's mobile LCP at most ${PAGE_TARGET.medianLcpRatio}x the static page's (${medianLcp.toFixed(2)}x)`,
      medianLcp <= PAGE_TARGET.medianLcpRatio,
    ],
    ...taps.map((tap) => [
      `slow phone: a first tap on ${tap.part} answered in ${Math.round(tap.ms)} ms (target ${PAGE_TARGET.firstTapMs} ms)`,
      tap.ms <= PAGE_TARGET.firstTapMs,
    ]),
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

/**
 * Writes the table of `rows` (one per route) and the server's figures.
 * @param {any[]} rows
 * @param {Awaited<ReturnType<typeof import('./server.mjs').measureServer>>} server
 * @param {{ part: string, ms: number }[]} taps
 */
export function writeReport(rows, server, taps) {
  const lh = (/** @type {Record<string, number>} */ r) =>
    `${r.performance} / ${r.accessibility} / ${r.bestPractices} / ${r.seo} | ${((r.lcp ?? 0) / 1000).toFixed(2)} s | ${(r.cls ?? 0).toFixed(3)} | ${Math.round(r.tbt ?? 0)} ms`;
  const table = [
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on this machine (${os.cpus().length} cores), Lighthouse 12, ${RUNS} run(s) per cell (median). Scores: performance / accessibility / best practices / SEO.`,
    '',
    '| route | JS (compressed) | all bytes | HTML with headers | requests | JS the app adds when it boots | elements it hydrates; longest task | JS added from / | mobile scores | mobile LCP | mobile CLS | mobile TBT | desktop scores | desktop LCP | desktop CLS | desktop TBT |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows.map(
      (r) =>
        `| ${r.name} | ${kb(r.load.js)} | ${kb(r.load.total)} | ${kb(r.mobile.html)} | ${r.load.requests} | ${r.load.bootRequests ? `${kb(r.load.bootJs)} in ${r.load.bootRequests} requests` : '-'} | ${r.load.boot.elements ? `${r.load.boot.hydrated} of ${r.load.boot.elements}; ${r.load.boot.longestTask ? `${Math.round(r.load.boot.longestTask)} ms` : 'none over 50 ms'}` : '-'} | ${r.fromHome === null ? '-' : kb(r.fromHome)} | ${lh(/** @type {Record<string, number>} */ (/** @type {unknown} */ (r.mobile)))} | ${lh(/** @type {Record<string, number>} */ (/** @type {unknown} */ (r.desktop)))} |`,
    ),
    '',
    firstRoundTripLine(rows),
    '',
    `Slow phone (${SLOW_PHONE.cpu}x CPU slowdown, ${SLOW_PHONE.latency} ms RTT, 1.6 Mbps), a tap made the moment the control shows, to its answer (median of ${RUNS}): ${taps.map((tap) => `${tap.part} ${Math.round(tap.ms)} ms`).join('; ')}. The menu is a <dialog> its button opens without script; a carousel's first tap loads only the carousel's part script (ARCHITECTURE.md, "The first action").`,
    '',
    `No route above fetches application code until the visitor first acts (a tap, a key, the mouse) or a part that acts by itself nears the screen (shared/build/boot.js); the column "JS the app adds when it boots" is what a key press then brings (on /, ${kb(rows.find((r) => r.name === '/')?.load.bootJs ?? 0)}): the code of the whole frame and page. Of the page's elements it hydrates only those of its interactive parts (the next column; static parts hydrate when the visitor uses them: ARCHITECTURE.md, "Static parts"), and the longest main-thread task from the key press to an idle network, on this machine without CPU slowdown.`,
    '',
    ...serverLines(server),
    '',
    budgetLine(rows, server, taps),
  ].join('\n');
  console.log(`\n${table}\n`);
  fs.mkdirSync(path.join(repoRoot, 'bench-results'), { recursive: true });
  fs.writeFileSync(path.join(repoRoot, 'bench-results', 'latest.md'), `${table}\n`);
}

// @ts-check
/**
 * The bench's command line, its ports and routes, and the targets it checks (scripts/bench.mjs).
 */
import { parseArgs } from 'node:util';

export const USAGE = `npm run bench [-- --runs N] [-- --server] [-- --rebuild] [-- --search]
  --runs N    Lighthouse runs per route, their median counts (default 3)
  --server    measure only the site server (no table is written)
  --rebuild   build every app first, even if none is stale
  --search    also run the site search bench (scripts/bench-search.mjs) first`;

export { CHROMIUM } from '../lib/debian.mjs';
export const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
export const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    server: { type: 'boolean', default: false },
    rebuild: { type: 'boolean', default: false },
    search: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});
export const RUNS = Math.max(1, Number(args.runs) || 1);
export const BASE = 4500;
export const DIVISIONS = ['/foods', '/hatchery', '/proteins', '/equipments', '/feeds'];
/** Issue 38: the Hindi and Punjabi pages meet the English pages' targets, on rows of their own. */
export const LANGUAGE_ROUTES = ['/hi', '/hi/feeds', '/pa', '/pa/feeds'];
/** Issue 51: product pages meet the division pages' targets, on rows of their own. */
export const PRODUCT_ROUTES = [
  '/feeds/layer-phase-1-mash',
  '/hi/feeds/layer-phase-1-mash',
  '/equipments/nipple-drinker-line',
];
/**
 * Issue 52: Where to buy meets the division pages' targets: its search answered on the server
 * (a PIN code's nearest dealers, rendered for its query) and a district's page.
 */
export const WHERE_TO_BUY_ROUTES = ['/where-to-buy?place=132001', '/where-to-buy/haryana/karnal'];
/** Issue 6's budget, in KB of compressed JavaScript. */
export const BUDGET = { home: 100, homeRequests: 15, division: 40 };
/**
 * The page targets, against the static page measured in the same run: issue 19's, and issue 40's
 * median LCP and first tap (a control answered within 500 ms of a tap made as it shows).
 */
export const PAGE_TARGET = {
  lcpRatio: 1.5,
  medianLcpRatio: 1.25,
  tbtMs: 100,
  perfBelowStatic: 3,
  firstTapMs: 500,
};
/**
 * A new connection's first round trip: ten TCP segments of 1,460 bytes (Lighthouse's phone model
 * too). A page's HTML over it pays one more round trip before anything shows (ARCHITECTURE.md,
 * "Styling").
 */
export const FIRST_ROUND_TRIP_BYTES = 10 * 1460;
/** A slow phone: 4x CPU slowdown, 150 ms round trips, 1.6 Mbps down, 750 kbps up. */
export const SLOW_PHONE = {
  cpu: 4,
  latency: 150,
  down: (1.6 * 1024 * 1024) / 8,
  up: (750 * 1024) / 8,
};
/** Server targets: cached pages at 0.9x a bare server's rate or better (issue 20), misses in 100 ms. */
export const SERVER_TARGET = { ratio: 0.9, missMs: 100 };
export const SERVER_ONLY = args.server;
/** The page the throughput is measured on, and the pages whose misses are timed. */
export const THROUGHPUT_ROUTE = '/feeds';
export const MISS_ROUTES = ['/', '/about', '/careers', '/media', ...DIVISIONS];
export const MISS_ROUNDS = 5;

export const median = (/** @type {number[]} */ values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
};
export const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KB`;

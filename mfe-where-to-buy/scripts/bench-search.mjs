// @ts-check
/**
 * The Where to buy search's bench (issue 52, outcome 6): a throwaway CMS seeded with 5,000
 * dealers (the seed's and more, CMS_SEED_DEALERS), the site served from the builds (as the e2e
 * tests serve it), then searches answered by the site server for PIN codes, towns and districts
 * across the five states (never cached: each is rendered for its request), timed one at a time
 * after a warm-up. Prints the median and the 90th percentile, and beside them the same figures of
 * a baseline timed in the same rounds: the form without a query, a kept page the site sends from
 * its cache (what the machine gives any answer). Fails past 30 ms at the median.
 *
 *   npm run build && npm exec -- node mfe-where-to-buy/scripts/bench-search.mjs [dealers]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startCms } from '../../scripts/cms.mjs';
import { serveSite } from '../../scripts/site.mjs';
import { appPorts } from '../../shared/build/apps.mjs';

const dealers = Number(process.argv[2] ?? 5000);
const QUERIES = [
  '141001',
  '132001',
  '125001',
  '302001',
  '171001',
  '250001',
  '143001',
  '160062',
  'Karnal',
  'करनाल',
  'ਲੁਧਿਆਣਾ',
  'Hisar',
  'Jaipur',
  'Meerut',
  'Shimla',
  'Khanna',
  '141999',
  'Atlantis',
];
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'navdhara-wtb-bench-'));
const base = 4400;
const cms = await startCms({
  port: base + 37,
  dbFile: path.join(dir, 'data.db'),
  uploadsDir: path.join(dir, 'uploads'),
  log: false,
  env: { CMS_SEED_DEALERS: String(dealers), CMS_RATE_LIMIT_MAX: '100000' },
});
const ports = appPorts({ PORT_SHELL: String(base) });
const site = await serveSite({
  ports,
  onLine: () => {},
  env: {
    ...process.env,
    CMS_URL: cms.url,
    SITE_URL: `http://localhost:${base}`,
    PORT_REGISTRY: String(base + 30),
  },
});
try {
  const origin = `http://localhost:${base}`;
  const timed = async (/** @type {string} */ address) => {
    const started = performance.now();
    const res = await fetch(`${origin}${address}`, { headers: { 'Accept-Encoding': 'br' } });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${address}: ${res.status}`);
    return performance.now() - started;
  };
  const search = (/** @type {string} */ q, /** @type {string} */ lang) =>
    `${lang}/where-to-buy?place=${encodeURIComponent(q)}`;
  for (const q of QUERIES) await timed(search(q, ''));
  await timed('/where-to-buy');
  /** @type {number[]} */
  const times = [];
  /** @type {number[]} */
  const baseline = [];
  for (let round = 0; round < 5; round += 1)
    for (const q of QUERIES)
      for (const lang of ['', '/hi']) {
        times.push(await timed(search(q, lang)));
        baseline.push(await timed(`${lang}/where-to-buy`));
      }
  const at = (/** @type {number[]} */ list, /** @type {number} */ p) => {
    const sorted = [...list].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
  };
  const median = at(times, 0.5);
  const ratio = (/** @type {number} */ p) => (at(times, p) / at(baseline, p)).toFixed(1);
  console.log(
    `Where to buy, ${dealers} dealers: ${times.length} searches, median ${median.toFixed(1)} ms (${ratio(0.5)}x the kept page's ${at(baseline, 0.5).toFixed(1)} ms in the same rounds), p90 ${at(times, 0.9).toFixed(1)} ms (${ratio(0.9)}x), max ${at(times, 1).toFixed(1)} ms`,
  );
  process.exitCode = median <= 30 ? 0 : 1;
} finally {
  await site.stop();
  await cms.stop();
  fs.rmSync(dir, { recursive: true, force: true });
}

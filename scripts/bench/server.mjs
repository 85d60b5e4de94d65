// @ts-check
/** The site server's own figures: a cached page's throughput and the time of a cache miss. */
import http from 'node:http';
import path from 'node:path';
import { runAsync, startService } from '../lib/processes.mjs';
import { repoRoot } from '../site.mjs';
import { MISS_ROUNDS, MISS_ROUTES, THROUGHPUT_ROUTE, kb, median } from './settings.mjs';

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
export async function measureServer(served, barePort) {
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
    // Each server runs twice, in turns (bare, site, bare, site), and each one's better run counts:
    // the first run of a process warms it up, and this shared machine's speed drifts within a
    // minute, so one run of one against the better of two of the other would favour that one.
    /** @type {Run[]} */
    const bareRuns = [];
    /** @type {Run[]} */
    const siteRuns = [];
    for (let turn = 0; turn < 2; turn += 1) {
      bareRuns.push(/** @type {Run} */ (await autocannon(`http://localhost:${barePort}/`)));
      siteRuns.push(/** @type {Run} */ (await autocannon(`${served.url}${THROUGHPUT_ROUTE}`)));
    }
    const better = (/** @type {Run[]} */ runs) =>
      runs.reduce((best, run) => (run.rps > best.rps ? run : best));
    const bareRun = better(bareRuns);
    const siteRun = better(siteRuns);
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
      /** Non-2xx answers and errors over all four runs. */
      failures: [...bareRuns, ...siteRuns].reduce((sum, run) => sum + run.non2xx, 0),
      missMedian: median(misses),
      missMax: Math.max(...misses),
      misses: misses.length,
    };
  } finally {
    await new Promise((resolve) => bare.close(resolve));
  }
}

/** @param {Awaited<ReturnType<typeof measureServer>>} server */
export function serverLines(server) {
  return [
    `Site server, same run: cached ${THROUGHPUT_ROUTE} (${kb(server.bytes)} brotli) at ${Math.round(server.site.rps)} requests/s (p99 ${server.site.p99} ms) against ${Math.round(server.bare.rps)} (p99 ${server.bare.p99} ms) from a bare Node server sending the same bytes: ${server.ratio.toFixed(3)}x (autocannon, 50 connections, 10 s a run, two runs each in turns, the better of each; ${server.failures} non-2xx or errors).`,
    `Cache misses: median ${Math.round(server.missMedian)} ms, slowest ${Math.round(server.missMax)} ms over ${server.misses} renders of ${MISS_ROUTES.length} pages (CMS data fetched, rendered, compressed, sent); the very first request after start, remote code loaded cold, took ${Math.round(server.firstMs)} ms.`,
  ];
}

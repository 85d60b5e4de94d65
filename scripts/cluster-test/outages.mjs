// @ts-check
import { sleep } from '../lib/processes.mjs';
import { PAST_THE_CACHE } from './harness.mjs';

/**
 * 6. Redis stopped: pages are still served and the site servers' logs say so; started again,
 *    they say it is back.
 * 7. The object store stopped: pages, and the remotes' files the edge has, are still served.
 * 8. PostgreSQL stopped: the CMS answers 503 at once, the site keeps serving its pages; started
 *    again, the CMS answers with no restart.
 * @param {import('./harness.mjs').Harness} t
 */
export async function outages(t) {
  const { cluster, check, figures, sites, lines, pagesDuring } = t;
  // 6. Redis stopped: pages keep being served, and the logs say so.
  cluster.kill('redis');
  const redisLoad = await pagesDuring(4000, { pages: ['/feeds'], headers: PAST_THE_CACHE });
  const said = (/** @type {RegExp} */ pattern) =>
    sites.every((name) => (lines.get(name) ?? []).some((line) => pattern.test(line)));
  check(
    redisLoad.failures.length === 0,
    `Redis down: ${redisLoad.requests} pages served, ${redisLoad.failures.length} failed`,
  );
  check(said(/Redis is unreachable/), 'Redis down: every site server logs it');
  await cluster.restart('redis');
  const back = Date.now() + 10_000;
  while (Date.now() < back && !said(/Redis is back/)) await sleep(200);
  check(said(/Redis is back/), 'Redis back: every site server logs it');

  // 7. The object store stopped: pages keep being served (none of them is read from it), and the
  // remotes' files the edge has (the site servers' registry too).
  // What visitors load now: the registry, the live feeds version's manifest and entry.
  const liveConfig = await (await fetch(`${cluster.siteEdge}/remotes/runtime-config.json`)).json();
  const liveManifest = new URL(liveConfig.remotes.mfe_feeds).pathname;
  /** @type {{ metaData?: { remoteEntry?: { path?: string, name?: string } } }} */
  const liveManifestJson = await (await fetch(`${cluster.siteEdge}${liveManifest}`)).json();
  const liveEntry = liveManifestJson.metaData?.remoteEntry;
  const liveFiles = [
    '/remotes/runtime-config.json',
    liveManifest,
    new URL(
      `${liveEntry?.path ? `${liveEntry.path}/` : ''}${liveEntry?.name ?? 'remoteEntry.js'}`,
      `${cluster.siteEdge}${liveManifest}`,
    ).pathname,
  ];
  // Loaded once (as a visitor's browser would have), then the store goes.
  for (const address of liveFiles)
    await (await fetch(`${cluster.siteEdge}${address}`)).arrayBuffer();
  cluster.kill('object-store');
  const keptByEdge = await Promise.all(
    liveFiles.map(
      async (address) => `${address} ${(await fetch(`${cluster.siteEdge}${address}`)).status}`,
    ),
  );
  check(
    keptByEdge.every((line) => line.endsWith(' 200')),
    `object store down: the edge still serves ${keptByEdge.join(', ')}`,
  );
  const storeLoad = await pagesDuring(3000, { headers: PAST_THE_CACHE });
  check(
    storeLoad.failures.length === 0,
    `object store down: ${storeLoad.requests} pages served, ${storeLoad.failures.length} failed`,
  );
  await cluster.restart('object-store');

  // 8. PostgreSQL stopped: the CMS answers 503 at once; the site keeps serving its pages.
  cluster.kill('postgresql');
  const asked = performance.now();
  const down = await fetch(`${cluster.cmsEdge}/api/faqs`, { signal: AbortSignal.timeout(30_000) });
  const answeredIn = (performance.now() - asked) / 1000;
  figures['PostgreSQL down: the CMS answers'] = `${down.status} in ${answeredIn.toFixed(2)} s`;
  check(
    down.status === 503 && answeredIn <= 3,
    `PostgreSQL down: the CMS answers ${down.status} in ${answeredIn.toFixed(2)} s`,
  );
  const dbLoad = await pagesDuring(3000, { failed: (status) => status !== 200 });
  check(
    dbLoad.failures.length === 0,
    `PostgreSQL down: ${dbLoad.requests} pages served, ${dbLoad.failures.length} failed${dbLoad.failures.length ? ` (${[...new Set(dbLoad.failures)].join(', ')})` : ''}`,
  );
  await cluster.restart('postgresql');
  let recovered = false;
  for (const end = Date.now() + 20_000; Date.now() < end && !recovered; await sleep(250))
    recovered = (await fetch(`${cluster.cmsEdge}/api/faqs`).catch(() => null))?.status === 200;
  check(recovered, 'PostgreSQL back: the CMS answers again, with no restart');
}

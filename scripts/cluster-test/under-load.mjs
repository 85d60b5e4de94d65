// @ts-check
import { psql } from '../lib/postgres.mjs';
import { sleep } from '../lib/processes.mjs';
import { MAX_PAGE_FAILURE_RATE, PAGES, PAST_THE_CACHE } from './harness.mjs';

/**
 * 5. Under steady load (pages through the site's edge, enquiries through the CMS's edge):
 *    `kill -9` of a site server, then of a Strapi instance, each started again. At most 0.1% of
 *    page requests fail; every enquiry answered 2xx is stored exactly once (counted in
 *    PostgreSQL).
 * @param {import('./harness.mjs').Harness} t
 */
export async function killsUnderLoad(t) {
  const { cluster, check, figures, sites, strapis, killAndRestart } = t;
  // 5. Steady load; one site server, then one Strapi instance, killed and started again.
  const load = { pages: 0, pageFailures: 0, enquiries: 0, accepted: 0, refused: 0 };
  /** @type {string[]} */
  const acceptedMessages = [];
  const runId = Date.now();
  let loading = true;
  const pageLoop = async (/** @type {number} */ worker) => {
    for (let i = 0; loading; i += 1) {
      // Every other request goes past the edge's cache: the site servers answer.
      const page = PAGES[(worker + i) % PAGES.length];
      const response = await fetch(`${cluster.siteEdge}${page}`, {
        signal: AbortSignal.timeout(10_000),
        ...(i % 2 ? { headers: PAST_THE_CACHE } : {}),
      }).catch(() => null);
      load.pages += 1;
      if (!response || response.status >= 500) load.pageFailures += 1;
      await response?.arrayBuffer().catch(() => undefined);
    }
  };
  const enquiryLoop = async () => {
    for (let i = 0; loading; i += 1) {
      const message = `load ${runId} enquiry ${i}`;
      load.enquiries += 1;
      const response = await fetch(`${cluster.cmsEdge}/api/contact-uses`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          data: { name: 'Load Test', email: 'load@example.com', mobile: '9876543210', message },
        }),
        signal: AbortSignal.timeout(10_000),
      }).catch(() => null);
      if (response && response.status >= 200 && response.status < 300) {
        load.accepted += 1;
        acceptedMessages.push(message);
      } else load.refused += 1;
      await sleep(100);
    }
  };
  const workers = [...Array(6).keys()].map(pageLoop);
  const enquiries = enquiryLoop();
  await sleep(3000);
  await killAndRestart(sites[0] ?? 'site-1');
  await killAndRestart(strapis[0] ?? 'strapi-1');
  loading = false;
  await Promise.all([...workers, enquiries]);

  const stored = new Map(
    psql(
      cluster.pgBin,
      cluster.ports.pgPort,
      'navdhara',
      `select message, count(*) from contact_uses where message like 'load ${runId} %' group by message`,
    )
      .split('\n')
      .filter(Boolean)
      .map((row) => {
        const [message = '', count = '0'] = row.split('|');
        return [message, Number(count)];
      }),
  );
  const lost = acceptedMessages.filter((message) => !stored.has(message)).length;
  const duplicated = [...stored.values()].filter((count) => count > 1).length;
  const failureRate = load.pages ? load.pageFailures / load.pages : 1;
  figures['page requests under load'] = String(load.pages);
  figures['page requests failed'] = `${load.pageFailures} (${(failureRate * 100).toFixed(3)}%)`;
  figures['enquiries sent / answered 2xx / refused'] =
    `${load.enquiries} / ${load.accepted} / ${load.refused}`;
  figures['enquiries stored / lost / duplicated'] =
    `${[...stored.values()].reduce((sum, count) => sum + count, 0)} / ${lost} / ${duplicated}`;
  check(
    failureRate <= MAX_PAGE_FAILURE_RATE,
    `page failures ${(failureRate * 100).toFixed(3)}% (at most 0.1%)`,
  );
  check(
    lost === 0 && duplicated === 0,
    `every enquiry answered 2xx stored exactly once (${lost} lost, ${duplicated} duplicated)`,
  );
  check(load.accepted > 0, `enquiries were accepted under load (${load.accepted})`);
}

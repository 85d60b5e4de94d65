#!/usr/bin/env node
// @ts-check
/**
 * The cluster's fault test (`npm run cluster`'s topology, in a throwaway data folder): prints its
 * figures and fails when an outcome of ARCHITECTURE.md "Running on several machines" does not hold.
 *
 *   1. Fresh everywhere: a FAQ edited and published through one Strapi instance, a blog post
 *      unpublished and published again, and a new FAQ published and then deleted, reach the edge
 *      and every site server within 5 s; a page that shows no FAQ stays in the edge's cache.
 *   2. A remote's release and its rollback (the versions and the registry in the object store,
 *      through the site's edge) reach the edge and every site server within 5 s; two writers of
 *      the registry hold its Redis lock one after the other; the edge serves the bucket read-only.
 *      A page's query makes no second copy at the edge, and a redirect keeps it.
 *   2b. A staged version of mfe-feeds: its preview link through the edge shows it to its holder
 *      alone; as a canary for half of the new visitors, each is drawn at the edge and kept on their
 *      version whichever site server answers, its pages counted in Redis; a rollback ends it.
 *   2c. A page `npm run new-page` started in a copy of mfe-feeds, released alone, is served by the
 *      edge and every site server within 5 s with its title; rolled back, it is a 404 everywhere.
 *   3. One rate limit: creates sent to each Strapi instance in turn draw on one budget. Through
 *      the CMS's edge each client has its own: one client (from 127.0.0.2) spends its budget, and
 *      another's (from 127.0.0.3) enquiry is still accepted.
 *   4. Resumes: one uploaded through one Strapi instance is in the object store's private bucket,
 *      known to every instance, served to HR through the CMS's edge, refused anonymously there.
 *   5. Under steady load (pages through the site's edge, enquiries through the CMS's edge):
 *      `kill -9` of a site server, then of a Strapi instance, each started again. At most 0.1% of
 *      page requests fail; every enquiry answered 2xx is stored exactly once (counted in
 *      PostgreSQL).
 *   6. Redis stopped: pages are still served and the site servers' logs say so; started again,
 *      they say it is back.
 *   7. The object store stopped: pages, and the remotes' files the edge has, are still served.
 *   8. PostgreSQL stopped: the CMS answers 503 at once, the site keeps serving its pages; started
 *      again, the CMS answers with no restart.
 *
 *   node scripts/cluster-test.mjs     (in `npm test`; ports of deploy/ must be free)
 *
 * Each step is a module of scripts/cluster-test/, in this order; harness.mjs is what they share.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startCluster } from './cluster.mjs';
import { RATE_LIMIT_MAX, harness, log } from './cluster-test/harness.mjs';
import { freshEverywhere } from './cluster-test/fresh-content.mjs';
import { releasesEverywhere } from './cluster-test/releases.mjs';
import { canaryEverywhere } from './cluster-test/canary.mjs';
import { newPageEverywhere } from './cluster-test/new-page.mjs';
import { limitsAndUploads } from './cluster-test/limits-and-uploads.mjs';
import { killsUnderLoad } from './cluster-test/under-load.mjs';
import { outages } from './cluster-test/outages.mjs';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'navdhara-cluster-'));
/** Every line each part wrote, by part: the test reads the site servers' logs. */
/** @type {Map<string, string[]>} */
const lines = new Map();
const cluster = await startCluster({
  dataDir,
  // Enough for the load's enquiries (about 10 a second); one client spends it all in step 3.
  env: { CMS_RATE_LIMIT_MAX: String(RATE_LIMIT_MAX) },
  onLine: (name, line) => {
    const list = lines.get(name) ?? [];
    list.push(line);
    lines.set(name, list);
    if (process.env.CLUSTER_LOG === '1') console.log(`[${name}] ${line}`);
  },
});
const t = harness(cluster, lines);
const { problems, figures } = t;
log(`up: ${t.parts.map((part) => `${part.name} :${part.port}`).join(', ')}`);

try {
  await freshEverywhere(t);
  await releasesEverywhere(t);
  await canaryEverywhere(t);
  await newPageEverywhere(t);
  await limitsAndUploads(t);
  await killsUnderLoad(t);
  await outages(t);
} catch (error) {
  problems.push(error instanceof Error ? (error.stack ?? error.message) : String(error));
  console.error(error);
} finally {
  await cluster.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

console.log('\nCluster figures:');
for (const [name, value] of Object.entries(figures)) console.log(`  ${name.padEnd(42)} ${value}`);
if (problems.length) {
  console.log(`FAIL cluster-test (${problems.length} problem(s))`);
  process.exit(1);
}
console.log('PASS cluster-test');
process.exit(0);

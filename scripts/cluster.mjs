// @ts-check
/**
 * `npm run cluster`: the site's production topology on this machine, on real engines, with the
 * configuration of `deploy/` used as it is (ARCHITECTURE.md "Running on several machines"):
 *
 *   :8080  Varnish (deploy/varnish/site.vcl)   the site's edge: caches pages, balances the site
 *          servers of its backends, purged by surrogate key
 *   :8081  nginx (deploy/nginx/cms-edge.conf)  the CMS's edge: balances the Strapi instances of its
 *          upstream
 *   site servers (site-server/main.mjs), one per backend of the VCL, sharing Redis
 *   Strapi instances (cms/), one per server of the nginx upstream, on PostgreSQL, sharing Redis
 *   PostgreSQL (deploy/postgresql/postgresql.conf) and Redis (deploy/redis/redis.conf)
 *   an S3-compatible object store (s3rver from npm, standing in for a cloud bucket): the CMS's
 *          uploads, and the remotes' versions and the site's registry (scripts/releases.mjs), which
 *          the site's edge serves under /remotes/
 *
 * Debian's packages are installed when missing; the apps are built when stale, as `npm start`
 * does. Everything keeps its data in one folder (CLUSTER_DATA_DIR, default `.cluster/`) for the
 * next start. Ctrl-C stops every part.
 *
 *   npm run cluster                      start, in the foreground
 *   npm run cluster -- status            each part with its port and PID (from the running cluster)
 *   npm run cluster -- release <app> [--stage]   a remote's release against the cluster's bucket
 *   npm run cluster -- promote <app> <version> [--canary N]   (and promote, rollback, releases:
 *   npm run cluster -- rollback <app>            scripts/release.mjs's commands with the
 *   npm run cluster -- releases <app>            cluster's settings)
 *
 * At its first start each remote's current build is put in the bucket as its first version.
 *
 * The parts are in scripts/cluster/: the topology read from deploy/ (topology.mjs), the stores
 * (stores.mjs) and services (services.mjs) it starts, in order (run.mjs), and `status` (status.mjs).
 */
import path from 'node:path';
import { adminLoginText } from './cms.mjs';
import { isMain, repoRoot } from './lib/processes.mjs';
import { releaseCommand } from './release.mjs';
import { startCluster } from './cluster/run.mjs';
import { status } from './cluster/status.mjs';
import { releaseEnv, topology } from './cluster/topology.mjs';

export { startCluster } from './cluster/run.mjs';
export { releaseEnv, topology } from './cluster/topology.mjs';

async function main() {
  const cluster = await startCluster();
  console.log(
    `\nThe cluster is up (data in ${path.relative(repoRoot, cluster.dataDir)}/; npm run cluster -- status):\n` +
      cluster
        .parts()
        .map((part) => `  ${part.name.padEnd(14)} :${String(part.port).padEnd(6)} pid ${part.pid}`)
        .join('\n') +
      `\n\nThe site: ${cluster.siteEdge}\n${adminLoginText(cluster.cmsEdge)}\n\nCtrl-C stops everything.`,
  );
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping the cluster…');
    await cluster.stop();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

/** The release commands of scripts/release.mjs, against the running cluster's bucket. */
const RELEASE_COMMANDS = {
  release: 'release',
  promote: 'promote',
  rollback: 'rollback',
  releases: 'list',
};

const USAGE =
  'Use: npm run cluster [-- status | release <app> [--stage] | promote <app> <version> [--canary N] | rollback <app> | releases <app>]';

if (isMain(import.meta.url)) {
  const [command = 'start', ...rest] = process.argv.slice(2);
  const fail = (/** @type {unknown} */ error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  };
  if (command === 'status') process.exit(status());
  else if (command === 'start') main().catch(fail);
  else if (command === '--help' || command === 'help') console.log(USAGE);
  else if (command in RELEASE_COMMANDS)
    releaseCommand(
      [RELEASE_COMMANDS[/** @type {keyof typeof RELEASE_COMMANDS} */ (command)], ...rest],
      { ...process.env, ...releaseEnv(topology()) },
    ).catch(fail);
  else {
    console.error(`Unknown command ${command}. ${USAGE}`);
    process.exit(2);
  }
}

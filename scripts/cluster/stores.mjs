// @ts-check
/**
 * The cluster's stores, started first: PostgreSQL and Redis with deploy/'s settings, and the
 * S3-compatible object store (s3rver), into which the remotes' first versions are put.
 */
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { remoteNames, runtimeConfigFor } from '../../shared/build/apps.mjs';
import { ensureDatabase, initCluster, pgCommand, pgReady, serverArgs } from '../lib/postgres.mjs';
import { repoRoot, startService } from '../lib/processes.mjs';
import { newVersion, recordLive, releaseBucket } from '../releases.mjs';
import { RESUMES_BUCKET, files } from './topology.mjs';

/**
 * @typedef {import('./run.mjs').PartSpec} PartSpec
 * @typedef {import('./run.mjs').PartContext} PartContext
 */

export const DATABASE = 'navdhara';
/** deploy/postgresql/postgresql.conf's copy in the database folder. */
const DEPLOY_SETTINGS = 'deploy.conf';

/**
 * Makes `line` the one include of deploy's settings in a PostgreSQL config (a folder made by an
 * earlier version included deploy/'s file by its path in the checkout).
 */
function includeOnce(/** @type {string} */ file, /** @type {string} */ line) {
  const text = fs.readFileSync(file, 'utf8');
  if (text.includes(line)) return;
  const without = text.replace(/^include '[^']*deploy\/postgresql\/postgresql\.conf'\n?/m, '');
  fs.writeFileSync(file, `${without.trimEnd()}\n${line}\n`);
}

/**
 * The site's addresses in its registry, and each remote never released into this bucket put there
 * from its current build as its first version (no preflight: it is the build `npm start` serves).
 * @param {Record<string, string>} env
 * @param {import('../releases.mjs').RuntimeConfig} base
 */
async function seedReleases(env, base) {
  const store = releaseBucket(env);
  try {
    await store.configure(base);
    const { remotes } = await store.readRegistry();
    for (const app of Object.keys(remoteNames)) {
      if (remotes[app]?.live) continue;
      const version = newVersion();
      await store.publish(app, version, (dir) =>
        fs.cpSync(path.join(repoRoot, app, 'dist'), dir, { recursive: true }),
      );
      await store.update((registry) => recordLive(registry, app, version, 'release'));
      console.log(`${app}: its build is version ${version} in ${store.where}`);
    }
  } finally {
    store.close();
  }
}

/**
 * PostgreSQL, Redis and the object store.
 * @param {PartContext} context
 * @returns {PartSpec[]}
 */
export function storeParts({
  dataDir,
  env,
  ports,
  pgBin,
  log,
  objectStore,
  releases,
  siteEdge,
  cmsEdge,
}) {
  /** @type {PartSpec[]} */
  const specs = [];
  const pgData = path.join(dataDir, 'postgres', 'data');
  specs.push({
    name: 'postgresql',
    port: ports.pgPort,
    async start() {
      // A cluster of ours in the data folder, with deploy/'s settings included from a copy
      // beside them: PostgreSQL runs as its own user when we are root, and a checkout may be
      // readable by its owner only (a `mktemp -d` clone is).
      initCluster(pgBin, pgData);
      fs.copyFileSync(files.postgres, path.join(pgData, DEPLOY_SETTINGS));
      includeOnce(path.join(pgData, 'postgresql.conf'), `include '${DEPLOY_SETTINGS}'`);
      const [command, args] = pgCommand(
        pgBin,
        'postgres',
        serverArgs(pgData, ports.pgPort, path.dirname(pgData)),
      );
      const service = await startService({
        name: 'postgresql',
        command,
        args,
        ready: async () => pgReady(pgBin, ports.pgPort),
        // A folder its user can enter (it looks at its working directory as it starts).
        cwd: path.dirname(pgData),
        onLine: log('postgresql'),
      });
      ensureDatabase(pgBin, ports.pgPort, DATABASE);
      return service;
    },
  });
  const redisDir = path.join(dataDir, 'redis');
  specs.push({
    name: 'redis',
    port: ports.redisPort,
    start() {
      fs.mkdirSync(redisDir, { recursive: true });
      return startService({
        name: 'redis',
        command: '/usr/bin/redis-server',
        args: [files.redis, '--dir', redisDir],
        ready: async () =>
          spawnSync('/usr/bin/redis-cli', ['-p', String(ports.redisPort), 'ping'], {
            encoding: 'utf8',
          }).stdout.trim() === 'PONG',
        onLine: log('redis'),
      });
    },
  });
  specs.push({
    name: 'object-store',
    port: ports.objectStorePort,
    start() {
      const dir = path.join(dataDir, 'object-store');
      fs.mkdirSync(dir, { recursive: true });
      return startService({
        name: 'object-store',
        command: process.execPath,
        args: [
          path.join(repoRoot, 'node_modules', 's3rver', 'bin', 's3rver.js'),
          '--directory',
          dir,
          '--address',
          '127.0.0.1',
          '--port',
          String(ports.objectStorePort),
          '--configure-bucket',
          ports.bucket,
          '--configure-bucket',
          ports.remotesBucket,
          '--configure-bucket',
          RESUMES_BUCKET,
          '--silent',
        ],
        healthUrl: `${objectStore}/`,
        onLine: log('object-store'),
      }).then(async (service) => {
        // The remotes in the bucket before any site server asks for them (a part of no process).
        await seedReleases(
          releases,
          runtimeConfigFor(undefined, { ...env, CMS_URL: cmsEdge, SITE_URL: siteEdge }),
        );
        return service;
      });
    },
  });
  return specs;
}

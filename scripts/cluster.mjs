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
 *   npm run cluster -- release <app>     a remote's release against the cluster's bucket (and
 *   npm run cluster -- rollback <app>    rollback, releases: scripts/release.mjs's commands with
 *   npm run cluster -- releases <app>    the cluster's settings)
 *
 * At its first start each remote's current build is put in the bucket as its first version.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { remoteNames, runtimeConfigFor } from '../shared/build/apps.mjs';
import { buildApps } from './build.mjs';
import { adminLoginText, ensureCmsAdmin, ensureEnvFile, startCms } from './cms.mjs';
import { ensureDebianPackages } from './lib/debian.mjs';
import {
  ensureDatabase,
  ensurePostgres,
  initCluster,
  pgCommand,
  pgReady,
  serverArgs,
} from './lib/postgres.mjs';
import { isMain, repoRoot, startService } from './lib/processes.mjs';
import { releaseCommand } from './release.mjs';
import { SITE_REGISTRY_KEY, newVersion, recordLive, releaseBucket } from './releases.mjs';
import { staleBuilds, startSiteServer } from './site.mjs';

const deployDir = path.join(repoRoot, 'deploy');
const defaultDataDir = path.resolve(
  process.env.CLUSTER_DATA_DIR ?? path.join(repoRoot, '.cluster'),
);
/** The site's edge: where visitors (and the CMS's webhook) arrive. */
const SITE_EDGE_PORT = 8080;
const DATABASE = 'navdhara';
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

/** s3rver's fixed credentials (a cloud bucket's come from its own settings). */
const OBJECT_STORE_KEY = 'S3RVER';

const files = {
  vcl: path.join(deployDir, 'varnish', 'site.vcl'),
  nginx: path.join(deployDir, 'nginx', 'cms-edge.conf'),
  redis: path.join(deployDir, 'redis', 'redis.conf'),
  postgres: path.join(deployDir, 'postgresql', 'postgresql.conf'),
};

/**
 * The topology, read from the configuration files themselves (one place to add an instance).
 * @returns {{
 *   sitePorts: number[], cmsPorts: number[], cmsEdgePort: number, redisPort: number, pgPort: number,
 *   objectStorePort: number, bucket: string, remotesBucket: string,
 * }}
 */
export function topology() {
  const read = (/** @type {string} */ file) => fs.readFileSync(file, 'utf8');
  const all = (/** @type {string} */ text, /** @type {RegExp} */ pattern) =>
    [...text.matchAll(pattern)].map((match) => Number(match[1]));
  const one = (
    /** @type {string} */ text,
    /** @type {RegExp} */ pattern,
    /** @type {string} */ what,
  ) => {
    const found = pattern.exec(text)?.[1];
    if (!found) throw new Error(`No ${what} in ${path.relative(repoRoot, deployDir)}`);
    return Number(found);
  };
  const nginx = read(files.nginx);
  // The bucket the CMS's edge serves uploads from is the object store the CMS writes to.
  const bucket = /proxy_pass http:\/\/127\.0\.0\.1:(\d+)\/([\w-]+)\/;/.exec(nginx);
  if (!bucket?.[1] || !bucket[2]) throw new Error('No bucket (proxy_pass) in the nginx config');
  const vcl = read(files.vcl);
  // The bucket the site's edge serves the remotes from, on the same object store.
  const remotes = /"\^\/remotes\/", "\/([\w-]+)\/"/.exec(vcl)?.[1];
  const vclStorePort = one(vcl, /^backend objects \{[^}]*\.port = "(\d+)"/m, 'objects backend');
  if (!remotes) throw new Error('No remotes bucket (regsub of /remotes/) in the VCL');
  if (vclStorePort !== Number(bucket[1]))
    throw new Error('The VCL and the nginx config name different object stores');
  return {
    objectStorePort: Number(bucket[1]),
    bucket: bucket[2],
    remotesBucket: remotes,
    sitePorts: all(vcl, /^backend site_\d+ \{[^}]*\.port = "(\d+)"/gm),
    cmsPorts: all(nginx, /^\s*server 127\.0\.0\.1:(\d+)/gm),
    cmsEdgePort: one(nginx, /^\s*listen [\d.]+:(\d+);/m, 'listen port in the nginx config'),
    redisPort: one(read(files.redis), /^port (\d+)/m, 'port in redis.conf'),
    pgPort: one(read(files.postgres), /^port = (\d+)/m, 'port in postgresql.conf'),
  };
}

/** @typedef {{ name: string, port: number, pid: number | undefined, url?: string }} Part */

const objectStoreUrl = (/** @type {ReturnType<typeof topology>} */ ports) =>
  `http://127.0.0.1:${ports.objectStorePort}`;

/**
 * The release commands' settings for the cluster's bucket (scripts/releases.mjs): s3rver's fixed
 * credentials, the site's edge serving the bucket, the cluster's Redis for the writers' lock.
 * @param {ReturnType<typeof topology>} ports
 */
export function releaseEnv(ports) {
  return {
    RELEASES_S3_BUCKET: ports.remotesBucket,
    RELEASES_S3_ENDPOINT: objectStoreUrl(ports),
    RELEASES_S3_ACCESS_KEY_ID: OBJECT_STORE_KEY,
    RELEASES_S3_SECRET_ACCESS_KEY: OBJECT_STORE_KEY,
    RELEASES_S3_FORCE_PATH_STYLE: 'true',
    RELEASES_PUBLIC_URL: `http://localhost:${SITE_EDGE_PORT}/remotes`,
    RELEASES_REDIS_URL: `redis://127.0.0.1:${ports.redisPort}`,
  };
}

/**
 * The site's addresses in its registry, and each remote never released into this bucket put there
 * from its current build as its first version (no preflight: it is the build `npm start` serves).
 * @param {Record<string, string>} env
 * @param {import('./releases.mjs').RuntimeConfig} base
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

function status() {
  const dataDir = defaultDataDir;
  const stateFile = path.join(dataDir, 'state.json');
  if (!fs.existsSync(stateFile)) {
    console.log('No cluster has been started (npm run cluster).');
    return 1;
  }
  /** @type {{ startedAt: string, parts: Part[] }} */
  const state = JSON.parse(fs.readFileSync(stateFile, 'utf8'));
  const alive = (/** @type {number | undefined} */ pid) => {
    if (!pid) return false;
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  console.log(`Cluster started ${state.startedAt} (data in ${path.relative(repoRoot, dataDir)}/):`);
  let down = 0;
  for (const part of state.parts) {
    const up = alive(part.pid);
    if (!up) down += 1;
    console.log(
      `  ${part.name.padEnd(14)} :${String(part.port).padEnd(6)} pid ${String(part.pid ?? '-').padEnd(8)} ${up ? 'running' : 'STOPPED'}${part.url ? `  ${part.url}` : ''}`,
    );
  }
  return down ? 1 : 0;
}

function ensureEngines() {
  const ok = ensureDebianPackages(
    ['/usr/sbin/varnishd', '/usr/lib/x86_64-linux-gnu/varnish/vmods/libvmod_xkey.so'],
    ['varnish', 'varnish-modules'],
  );
  const nginx = ensureDebianPackages(['/usr/sbin/nginx'], ['nginx-light']);
  const redis = ensureDebianPackages(
    ['/usr/bin/redis-server', '/usr/bin/redis-cli'],
    ['redis-server'],
  );
  if (!ok || !nginx || !redis)
    throw new Error('Could not install Varnish, nginx or Redis (apt-get, as root or with sudo).');
  return ensurePostgres();
}

/**
 * @typedef {{ pid?: number, child?: import('node:child_process').ChildProcess, stop: () => Promise<unknown> }} Service
 * @typedef {{ name: string, port: number, url?: string, start: () => Promise<Service> }} PartSpec
 */

/**
 * Starts every part, in order, and resolves once the site's edge answers. The handle lists the
 * parts, kills one the hard way and starts it again (the fault test), and stops them all.
 * @param {{
 *   dataDir?: string,
 *   env?: NodeJS.ProcessEnv,
 *   onLine?: (name: string, line: string) => void,
 * }} [options]
 * `env`: more environment for every part (e.g. a lower rate limit for a test).
 */
export async function startCluster(options = {}) {
  const dataDir = path.resolve(options.dataDir ?? defaultDataDir);
  const stateFile = path.join(dataDir, 'state.json');
  const env = { ...process.env, ...options.env };
  const stale = staleBuilds();
  if (stale.length) {
    console.log(`Building ${stale.join(', ')}…`);
    buildApps(stale);
  }
  const pgBin = ensureEngines();
  await ensureCmsAdmin();
  const secrets = ensureEnvFile();
  // The site's edge names itself to the site servers with it (deploy/varnish/site.vcl): both are
  // started here, so a new one each start.
  const edgeKey = randomBytes(24).toString('base64url');
  const ports = topology();
  fs.mkdirSync(dataDir, { recursive: true });
  // PostgreSQL runs as its own user when we are root: it must reach its folder inside this one.
  fs.chmodSync(dataDir, 0o755);
  const onLine = options.onLine ?? ((name, line) => console.log(`[${name}] ${line}`));
  const log = (/** @type {string} */ name) => (/** @type {string} */ line) => onLine(name, line);
  const redisUrl = `redis://127.0.0.1:${ports.redisPort}`;
  const siteEdge = `http://localhost:${SITE_EDGE_PORT}`;
  const cmsEdge = `http://localhost:${ports.cmsEdgePort}`;
  const objectStore = objectStoreUrl(ports);
  const releases = releaseEnv(ports);
  // The site's registry in the bucket, through the edge (kept there if the store is down).
  const siteRegistry = `${releases.RELEASES_PUBLIC_URL}/${SITE_REGISTRY_KEY}`;

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
  // Strapi, one instance after the other: the first creates the schema and seeds.
  for (const [index, port] of ports.cmsPorts.entries()) {
    specs.push({
      name: `strapi-${index + 1}`,
      port,
      url: `http://127.0.0.1:${port}`,
      start: () =>
        startCms({
          port,
          // Its public folder is served: a folder of its own, never the data folder itself (its
          // uploads go to the object store).
          uploadsDir: path.join(dataDir, 'cms-public', 'uploads'),
          log: false,
          env: {
            ...options.env,
            DATABASE_CLIENT: 'postgres',
            DATABASE_HOST: '127.0.0.1',
            DATABASE_PORT: String(ports.pgPort),
            DATABASE_NAME: DATABASE,
            DATABASE_USERNAME: 'strapi',
            DATABASE_PASSWORD: 'unused-with-trust-auth',
            DATABASE_SSL: 'false',
            // PostgreSQL down: a 503 within two seconds (cms/src/middlewares/database-unavailable.js).
            DATABASE_CONNECTION_TIMEOUT: '2000',
            CMS_REDIS_URL: redisUrl,
            // Uploads in the object store (s3rver's fixed credentials), read through the edge.
            CMS_S3_BUCKET: ports.bucket,
            CMS_S3_ENDPOINT: objectStore,
            CMS_S3_ACCESS_KEY_ID: OBJECT_STORE_KEY,
            CMS_S3_SECRET_ACCESS_KEY: OBJECT_STORE_KEY,
            CMS_S3_PUBLIC_URL: `${cmsEdge}/uploads`,
            // Browsers on the site's edge call the CMS's edge.
            CMS_CORS_ORIGINS: siteEdge,
            // The edge (nginx, deploy/nginx/cms-edge.conf) connects from here and names each client
            // in X-Forwarded-For; from any other address the header counts for nothing.
            CMS_TRUSTED_PROXIES: '127.0.0.1',
            CMS_RATE_LIMIT_MAX: env.CMS_RATE_LIMIT_MAX ?? '100',
            CMS_MAIL_DIR: path.join(dataDir, 'mail'),
            // The webhook goes through the site's edge: whichever site server takes it tells the rest.
            SITE_REVALIDATE_URL: `${siteEdge}/__site/revalidate`,
            SITE_PREVIEW_URL: siteEdge,
          },
        }),
    });
  }
  const nginxDir = path.join(dataDir, 'nginx');
  specs.push({
    name: 'cms-edge',
    port: ports.cmsEdgePort,
    url: cmsEdge,
    start() {
      for (const temp of ['client-body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
        fs.mkdirSync(path.join(nginxDir, temp), { recursive: true });
        // nginx's workers run as an unprivileged user when it is started as root.
        fs.chmodSync(path.join(nginxDir, temp), 0o777);
      }
      return startService({
        name: 'nginx',
        command: '/usr/sbin/nginx',
        args: ['-p', `${nginxDir}/`, '-c', files.nginx, '-g', 'daemon off;'],
        healthUrl: `${cmsEdge}/_health`,
        onLine: log('cms-edge'),
      });
    },
  });
  const varnishDir = path.join(dataDir, 'varnish');
  specs.push({
    name: 'site-edge',
    port: SITE_EDGE_PORT,
    url: siteEdge,
    start() {
      fs.mkdirSync(varnishDir, { recursive: true });
      // Varnish compiles its VCL as an unprivileged user: a copy it can read, as for PostgreSQL.
      const vcl = path.join(varnishDir, path.basename(files.vcl));
      fs.copyFileSync(files.vcl, vcl);
      return startService({
        name: 'varnish',
        command: '/usr/sbin/varnishd',
        args: [
          '-F',
          '-a',
          `127.0.0.1:${SITE_EDGE_PORT}`,
          '-f',
          vcl,
          '-n',
          varnishDir,
          '-s',
          'malloc,256m',
          '-T',
          '127.0.0.1:0',
        ],
        env: { ...env, SITE_EDGE_KEY: edgeKey },
        // Up once it serves the bucket: the site servers read their registry through it.
        healthUrl: siteRegistry,
        onLine: log('site-edge'),
      });
    },
  });

  for (const [index, port] of ports.sitePorts.entries()) {
    const name = `site-${index + 1}`;
    specs.push({
      name,
      port,
      url: `http://localhost:${port}`,
      start: () =>
        startSiteServer({
          name,
          port,
          registryUrl: siteRegistry,
          env: {
            ...env,
            SITE_REVALIDATE_SECRET: secrets.SITE_REVALIDATE_SECRET,
            SITE_PREVIEW_SECRET: secrets.SITE_PREVIEW_SECRET,
            SITE_DRAFTS_TOKEN: secrets.SITE_DRAFTS_TOKEN,
            SITE_FORMS_SECRET: secrets.SITE_FORMS_SECRET,
            SITE_REDIS_URL: redisUrl,
            SITE_EDGE_PURGE_URLS: `http://127.0.0.1:${SITE_EDGE_PORT}/`,
            SITE_EDGE_KEY: edgeKey,
            // Varnish adds the visitor's address to X-Forwarded-For.
            SITE_TRUST_PROXY: '127.0.0.1,::1',
          },
          onLine: log(name),
        }),
    });
  }
  /** @type {Map<string, Service>} */
  const running = new Map();
  const save = () =>
    fs.writeFileSync(
      stateFile,
      JSON.stringify(
        {
          startedAt: new Date().toISOString(),
          parts: specs
            .filter((spec) => running.has(spec.name))
            .map(({ name, port, url }) => ({ name, port, pid: running.get(name)?.pid, url })),
        },
        null,
        2,
      ),
    );
  const specOf = (/** @type {string} */ name) => {
    const spec = specs.find((candidate) => candidate.name === name);
    if (!spec) throw new Error(`No part ${name} in the cluster`);
    return spec;
  };
  const startPart = async (/** @type {PartSpec} */ spec) => {
    running.set(spec.name, await spec.start());
    save();
  };
  const stopAll = async () => {
    for (const spec of [...specs].reverse())
      await running
        .get(spec.name)
        ?.stop()
        .catch(() => undefined);
    running.clear();
    fs.rmSync(stateFile, { force: true });
  };

  try {
    for (const spec of specs) {
      if (spec.name.startsWith('strapi-')) console.log(`Starting ${spec.name} on :${spec.port}…`);
      await startPart(spec);
    }
  } catch (error) {
    await stopAll();
    throw error;
  }
  return {
    dataDir,
    ports,
    siteEdge,
    cmsEdge,
    /** What the site's edge sends the site servers (a test reads surrogate keys with it). */
    edgeKey,
    pgBin,
    /** Each part with its port and PID. */
    parts: () =>
      specs.map(({ name, port, url }) => ({ name, port, url, pid: running.get(name)?.pid })),
    /** Kills one part the hard way (SIGKILL to its process group), as a machine lost would. */
    kill(/** @type {string} */ name) {
      const service = running.get(specOf(name).name);
      if (!service?.pid) throw new Error(`${name} is not running`);
      process.kill(-service.pid, 'SIGKILL');
      running.delete(name);
      save();
    },
    /** Starts a part again (after `kill`). */
    restart: (/** @type {string} */ name) => startPart(specOf(name)),
    stop: stopAll,
  };
}

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
const RELEASE_COMMANDS = { release: 'release', rollback: 'rollback', releases: 'list' };

if (isMain(import.meta.url)) {
  const [command = 'start', ...rest] = process.argv.slice(2);
  const fail = (/** @type {unknown} */ error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  };
  if (command === 'status') process.exit(status());
  else if (command === 'start') main().catch(fail);
  else if (command in RELEASE_COMMANDS)
    releaseCommand(
      [RELEASE_COMMANDS[/** @type {keyof typeof RELEASE_COMMANDS} */ (command)], ...rest],
      { ...process.env, ...releaseEnv(topology()) },
    ).catch(fail);
  else {
    console.error(
      `Unknown command ${command}. Use: npm run cluster [-- status | release <app> | rollback <app> | releases <app>]`,
    );
    process.exit(2);
  }
}

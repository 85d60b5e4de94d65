// @ts-check
/**
 * Starts the cluster's parts in order (cluster/stores.mjs, then cluster/services.mjs) and gives a
 * handle that lists them, kills one and starts it again (the fault test), and stops them all.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { buildApps } from '../build.mjs';
import { ensureCmsAdmin, ensureEnvFile } from '../cms.mjs';
import { ensureDebianPackages } from '../lib/debian.mjs';
import { ensurePostgres } from '../lib/postgres.mjs';
import { SITE_REGISTRY_KEY } from '../releases.mjs';
import { staleBuilds } from '../site.mjs';
import { serviceParts } from './services.mjs';
import { storeParts } from './stores.mjs';
import {
  SITE_EDGE_PORT,
  defaultDataDir,
  objectStoreUrl,
  releaseEnv,
  topology,
} from './topology.mjs';

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
 * What every part's start needs to know.
 * @typedef {{
 *   dataDir: string,
 *   env: NodeJS.ProcessEnv,
 *   extraEnv: NodeJS.ProcessEnv | undefined,
 *   ports: ReturnType<typeof topology>,
 *   pgBin: string,
 *   secrets: ReturnType<typeof ensureEnvFile>,
 *   edgeKey: string,
 *   log: (name: string) => (line: string) => void,
 *   redisUrl: string,
 *   siteEdge: string,
 *   cmsEdge: string,
 *   objectStore: string,
 *   releases: ReturnType<typeof releaseEnv>,
 *   siteRegistry: string,
 * }} PartContext
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

  /** @type {PartContext} */
  const context = {
    dataDir,
    env,
    extraEnv: options.env,
    ports,
    pgBin,
    secrets,
    edgeKey,
    log,
    redisUrl,
    siteEdge,
    cmsEdge,
    objectStore,
    releases,
    siteRegistry,
  };
  const specs = [...storeParts(context), ...serviceParts(context)];
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

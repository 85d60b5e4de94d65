#!/usr/bin/env node
// @ts-check
/**
 * The remotes' static host, the local stand-in for the CDN or bucket the remotes' files live on
 * in production: each remote's build on its own origin (3001 and up in the order of
 * shared/build/remotes.json, PORT_MFE_* override them), its released versions under `/releases/`,
 * and the site's registry, the runtime config with the releases applied (scripts/releases.mjs),
 * at `/runtime-config.json` on its own port (PORT_REGISTRY, or the shell's port + 30: 3030). The
 * site server reads that registry over HTTP (SITE_RUNTIME_CONFIG_URL), as it would read it from
 * another machine.
 *
 * Configured by its environment: the ports, CMS_URL, SITE_URL, REMOTE_HOST and SITE_MAP_TILES
 * (the registry's addresses, shared/build/apps.mjs), NAVDHARA_RELEASES_DIR (the releases) and
 * SHELL_ORIGINS (more origins allowed to load the remotes' files besides the shell's own).
 * Run alone with `node scripts/remotes-host.mjs`; `npm start` starts it beside the site server.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  appPorts,
  readRemoteFolders,
  registryPortFor,
  runtimeConfigFor,
} from '../shared/build/apps.mjs';
import {
  createHttpApp,
  createLogger,
  createStaticServer,
  errorText,
  listen,
  sendText,
} from '../site-server/public.mjs';
import { isMain, repoRoot } from './lib/processes.mjs';
import { RELEASES_PATH, releasedConfig, releasesDir } from './releases.mjs';

/** The path the registry is served at. */
export const REGISTRY_PATH = '/runtime-config.json';

/**
 * Serves every remote's files and the registry; resolves once all listen. The list of remotes
 * (shared/build/remotes.json) is read again on each request for the registry: a remote added
 * while the host runs (`npm run new-remote`) is served on its port from then on, and is in the
 * registry once it is built or released, with no restart of the host or the site server.
 * @param {{ env?: NodeJS.ProcessEnv, logger?: import('pino').Logger }} [options]
 */
export async function serveRemotes(options = {}) {
  const env = options.env ?? process.env;
  const logger = options.logger ?? createLogger('remotes-host', env);
  const releases = releasesDir(env);
  let folders = readRemoteFolders(repoRoot);
  let ports = appPorts(env, folders);
  let base = runtimeConfigFor(ports, env, folders);
  const shellOrigins = [
    `http://localhost:${ports.shell}`,
    `http://127.0.0.1:${ports.shell}`,
    ...(env.SHELL_ORIGINS ?? '').split(',').filter(Boolean),
  ];
  /** @type {Map<string, import('fastify').FastifyInstance>} remote -> its server */
  const served = new Map();
  /** Remotes whose port could not be listened on: said once, not tried on every request. */
  const refused = new Set();
  const serve = async (/** @type {string} */ app) => {
    // Served even before a first release (`npm run release` writes its versions there).
    fs.mkdirSync(path.join(releases, app), { recursive: true });
    const server = createStaticServer({
      dir: path.join(repoRoot, app, 'dist'),
      allowedOrigins: shellOrigins,
      mounts: { [RELEASES_PATH]: path.join(releases, app) },
      logger: logger.child({ remote: app }),
    });
    await listen(server, /** @type {number} */ (ports[app]));
    served.set(app, server);
  };
  for (const app of folders) await serve(app);

  /** Takes in remotes added to the list since the last look. */
  const learn = async () => {
    let now;
    try {
      now = readRemoteFolders(repoRoot);
    } catch (error) {
      logger.error(
        { event: 'failure', cause: 'remotes-list', error: errorText(error) },
        `the list of remotes cannot be read: ${errorText(error)}`,
      );
      return;
    }
    if (now.join() === folders.join()) return;
    folders = now;
    ports = appPorts(env, now);
    base = runtimeConfigFor(ports, env, now);
    for (const app of now.filter((a) => !served.has(a) && !refused.has(a))) {
      try {
        await serve(app);
        logger.info(
          { event: 'lifecycle', remote: app, port: ports[app] },
          `new remote ${app} served on port ${ports[app]}`,
        );
      } catch (error) {
        refused.add(app);
        logger.error(
          { event: 'failure', cause: 'remote-port', remote: app, error: errorText(error) },
          `new remote ${app} cannot be served on port ${ports[app]}: ${errorText(error)}`,
        );
      }
    }
  };
  /** @type {Promise<void> | null} one look at a time, however many site servers ask */
  let learning = null;

  // The registry, read afresh on each request: a release or a rollback is served at once. A
  // damaged registry file keeps the last good answer (the site stays on what it runs).
  let last = base;
  const registry = createHttpApp({ logger });
  registry.get(REGISTRY_PATH, async (_request, reply) => {
    await (learning ??= learn().finally(() => (learning = null)));
    try {
      last = releasedConfig(base, releases, folders);
    } catch (error) {
      logger.error(
        { event: 'failure', cause: 'registry', error: errorText(error) },
        `the release registry cannot be read: ${errorText(error)}`,
      );
    }
    return sendText(reply, 200, 'json', JSON.stringify(last));
  });
  registry.setNotFoundHandler((_request, reply) => sendText(reply, 404, 'txt', 'Not found'));
  const registryPort = registryPortFor(ports, env);
  await listen(registry, registryPort);
  return {
    get ports() {
      return ports;
    },
    registryUrl: `http://localhost:${registryPort}${REGISTRY_PATH}`,
    stop: () => Promise.all([...served.values(), registry].map((app) => app.close())),
  };
}

if (isMain(import.meta.url)) {
  const logger = createLogger('remotes-host');
  const host = await serveRemotes({ logger });
  logger.info(
    { event: 'lifecycle', ports: host.ports, registry: host.registryUrl },
    `remotes served; registry at ${host.registryUrl}`,
  );
  const stop = () => host.stop().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

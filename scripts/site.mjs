// @ts-check
/**
 * Serves the production builds of the whole site: the shell and the six remotes, each on its own
 * port, optionally with the CMS. Used by `npm start` and by the browser tests.
 */
import path from 'node:path';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { appNames, appPorts, runtimeConfigFor } from '../shared/build/apps.mjs';
import { createStaticServer, listen } from './static-server.mjs';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Apps with no production build: the shell's is its index.html, a remote's its manifest. */
export function missingBuilds() {
  return appNames.filter((app) => !fs.existsSync(path.join(repoRoot, app, 'dist', app === 'shell' ? 'index.html' : 'mf-manifest.json')));
}

/**
 * @param {{ ports?: Record<string, number>, env?: NodeJS.ProcessEnv, runtimeConfig?: () => object }} [options]
 */
export async function serveSite(options = {}) {
  const env = options.env ?? process.env;
  const ports = options.ports ?? appPorts(env);
  const config = runtimeConfigFor(ports, env);
  const shellOrigins = [`http://localhost:${ports.shell}`, `http://127.0.0.1:${ports.shell}`, ...(env.SHELL_ORIGINS ?? '').split(',').filter(Boolean)];
  const remoteOrigins = appNames.filter((a) => a !== 'shell').flatMap((a) => [`http://localhost:${ports[a]}`, `http://127.0.0.1:${ports[a]}`]);
  const cmsOrigin = new URL(config.cmsUrl).origin;
  /** @type {import('node:http').Server[]} */
  const servers = [];
  for (const app of appNames) {
    const server = createStaticServer({
      dir: path.join(repoRoot, app, 'dist'),
      role: app === 'shell' ? 'shell' : 'remote',
      allowedOrigins: app === 'shell' ? remoteOrigins : shellOrigins,
      connectSrc: [cmsOrigin, ...remoteOrigins, ...(app === 'shell' ? [] : shellOrigins)],
      runtimeConfig: options.runtimeConfig ?? (() => config),
    });
    await listen(server, /** @type {number} */ (ports[app]));
    servers.push(server);
  }
  return {
    ports,
    config,
    url: `http://localhost:${ports.shell}`,
    async stop() {
      await Promise.all(
        servers.map(
          (server) =>
            new Promise((resolve) => {
              server.closeAllConnections?.();
              server.close(() => resolve(undefined));
            }),
        ),
      );
    },
  };
}

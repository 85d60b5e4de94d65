// @ts-check
/**
 * Serves the production builds of the whole site: the site server (pages rendered from the
 * remotes and the CMS, the shell's assets) and each remote's static files on its own port.
 * Used by `npm start`, `npm run export` and the browser tests.
 */
import path from 'node:path';
import fs from 'node:fs';
import {
  appNames,
  appPorts,
  portVariable,
  registryPortFor,
  runtimeConfigFor,
} from '../shared/build/apps.mjs';
import { isBuildCurrent } from './build-inputs.mjs';
import { repoRoot, startService } from './lib/processes.mjs';
import { releasesDir } from './releases.mjs';
import { REGISTRY_PATH } from './remotes-host.mjs';

export { repoRoot };

/**
 * Apps to build before serving: no production build, or one made from other inputs than the
 * current ones (an edit to the app, its config, the shared package or the lockfile).
 */
export function staleBuilds() {
  const missing = missingBuilds();
  return appNames.filter((app) => missing.includes(app) || !isBuildCurrent(repoRoot, app));
}

/** Apps with no production build: the shell's is its renderer, a remote's its server manifest. */
export function missingBuilds() {
  return appNames.filter(
    (app) =>
      !fs.existsSync(
        path.join(
          repoRoot,
          app,
          'dist',
          app === 'shell' ? 'server/renderer.js' : 'server/mf-manifest.json',
        ),
      ),
  );
}

/**
 * The remotes' host (scripts/remotes-host.mjs): every remote's files on its port, their releases,
 * and the registry on `PORT_REGISTRY`. Resolves once the registry answers.
 * @param {{
 *   ports: Record<string, number>,
 *   registryPort: number,
 *   env: NodeJS.ProcessEnv,
 *   releasesDir?: string,
 *   onLine: (line: string) => void,
 * }} options
 */
export function startRemotesHost({ ports, registryPort, env, releasesDir: releases, onLine }) {
  return startService({
    name: 'remotes-host',
    command: process.execPath,
    args: [path.join(repoRoot, 'scripts', 'remotes-host.mjs')],
    env: {
      ...env,
      ...Object.fromEntries(appNames.map((app) => [portVariable(app), String(ports[app])])),
      PORT_REGISTRY: String(registryPort),
      // Released versions (npm run release) are served under /releases/ and win over dist/.
      NAVDHARA_RELEASES_DIR: releases ?? releasesDir(env),
    },
    healthUrl: `http://localhost:${registryPort}${REGISTRY_PATH}`,
    onLine,
  });
}

/**
 * One site server (site-server/main.mjs), configured by its environment only, reading the
 * registry over HTTP. Resolves once it is ready (/readyz).
 * @param {{
 *   name?: string,
 *   port: number,
 *   registryUrl: string,
 *   env: NodeJS.ProcessEnv,
 *   onLine: (line: string) => void,
 * }} options
 */
export function startSiteServer({ name = 'site-server', port, registryUrl, env, onLine }) {
  return startService({
    name,
    command: process.execPath,
    args: [path.join(repoRoot, 'site-server', 'main.mjs')],
    env: {
      // The site's own origins are its configuration's: here also the port it is reached at.
      SITE_ORIGINS: `http://localhost:${port},http://127.0.0.1:${port}`,
      ...env,
      PORT: String(port),
      SITE_RUNTIME_CONFIG_URL: registryUrl,
    },
    healthUrl: `http://localhost:${port}/readyz`,
    onLine,
  });
}

/**
 * Serves the site as `npm start` does, as two processes: the remotes' host
 * (scripts/remotes-host.mjs: every remote's files, their releases and the registry) and the site
 * server (site-server/main.mjs), configured by its environment only and reading the registry over
 * HTTP from the host. Resolves once the site server is ready (/readyz).
 * `onLine`: each line either writes (JSON, site-server/log.mjs); default: this process's stdout.
 * @param {{
 *   ports?: Record<string, number>,
 *   env?: NodeJS.ProcessEnv,
 *   revalidateSecret?: string,
 *   releasesDir?: string,
 *   onLine?: (line: string) => void,
 * }} [options]
 */
export async function serveSite(options = {}) {
  const env = options.env ?? process.env;
  const ports = options.ports ?? appPorts(env);
  const config = runtimeConfigFor(ports, env);
  const registryPort = registryPortFor(ports, env);
  const onLine = options.onLine ?? ((/** @type {string} */ line) => console.log(line));
  const host = await startRemotesHost({
    ports,
    registryPort,
    env,
    ...(options.releasesDir ? { releasesDir: options.releasesDir } : {}),
    onLine,
  });
  const registryUrl = `http://localhost:${registryPort}${REGISTRY_PATH}`;
  const revalidateSecret = options.revalidateSecret ?? env.SITE_REVALIDATE_SECRET;
  /** @type {Awaited<ReturnType<typeof startService>>} */
  let site;
  try {
    site = await startSiteServer({
      port: Number(ports.shell),
      registryUrl,
      env: { ...env, ...(revalidateSecret ? { SITE_REVALIDATE_SECRET: revalidateSecret } : {}) },
      onLine,
    });
  } catch (error) {
    await host.stop();
    throw error;
  }
  return {
    ports,
    config,
    url: `http://localhost:${ports.shell}`,
    registryUrl,
    /** Everything the site server wrote (JSON lines). */
    siteOutput: site.output,
    async stop() {
      await site.stop();
      await host.stop();
    },
  };
}

// @ts-check
/**
 * Serves the production builds of the whole site: the site server (pages rendered from the
 * remotes and the CMS, the shell's assets) and each remote's static files on its own port.
 * Used by `npm start`, `npm run export` and the browser tests.
 */
import path from 'node:path';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { appNames, appPorts, runtimeConfigFor } from '../shared/build/apps.mjs';
import { createSiteServer } from '../site-server/index.mjs';
import { createStaticServer, listen } from '../site-server/static-files.mjs';
import { isBuildCurrent } from './build-inputs.mjs';
import { RELEASES_PATH, releasedConfig, releasesDir } from './releases.mjs';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

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
 * @param {{
 *   ports?: Record<string, number>,
 *   env?: NodeJS.ProcessEnv,
 *   runtimeConfig?: () => { cmsUrl: string, siteUrl: string, remotes: Record<string, string> },
 *   revalidateSecret?: string,
 *   remotes?: boolean,
 *   releasesDir?: string,
 *   log?: (message: string) => void,
 * }} [options]
 */
export async function serveSite(options = {}) {
  const env = options.env ?? process.env;
  const ports = options.ports ?? appPorts(env);
  const config = runtimeConfigFor(ports, env);
  // Released versions (npm run release) are served under /releases/ and win over dist/.
  const releases = options.releasesDir ?? releasesDir(env);
  let released = config;
  const liveConfig = () => {
    try {
      released = releasedConfig(config, releases);
    } catch (error) {
      // A damaged registry keeps the site on what it last read.
      console.error(`[site] ${error instanceof Error ? error.message : String(error)}`);
    }
    return released;
  };
  const shellOrigins = [
    `http://localhost:${ports.shell}`,
    `http://127.0.0.1:${ports.shell}`,
    ...(env.SHELL_ORIGINS ?? '').split(',').filter(Boolean),
  ];
  /** @type {{ stop: () => Promise<unknown> }[]} */
  const running = [];
  if (options.remotes !== false) {
    for (const app of appNames.filter((a) => a !== 'shell')) {
      const server = createStaticServer({
        dir: path.join(repoRoot, app, 'dist'),
        allowedOrigins: shellOrigins,
        mounts: { [RELEASES_PATH]: path.join(releases, app) },
      });
      await listen(server, /** @type {number} */ (ports[app]));
      running.push({
        stop: () =>
          new Promise((resolve) => {
            server.closeAllConnections?.();
            server.close(() => resolve(undefined));
          }),
      });
    }
  }
  const site = await createSiteServer({
    shellDir: path.join(repoRoot, 'shell', 'dist'),
    registry: options.runtimeConfig ?? liveConfig,
    revalidateSecret: options.revalidateSecret ?? env.SITE_REVALIDATE_SECRET,
    // The CMS admin's Preview (site-server/preview.mjs): both values are shared with the CMS.
    ...(env.SITE_PREVIEW_SECRET && env.SITE_DRAFTS_TOKEN
      ? { preview: { secret: env.SITE_PREVIEW_SECRET, draftsToken: env.SITE_DRAFTS_TOKEN } }
      : {}),
    ...(options.log ? { log: options.log } : {}),
  });
  await listen(site.server, /** @type {number} */ (ports.shell));
  running.push(site);
  return {
    ports,
    config,
    site,
    url: `http://localhost:${ports.shell}`,
    async stop() {
      await Promise.all(running.map((server) => server.stop()));
    },
  };
}

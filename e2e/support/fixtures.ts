import fs from 'node:fs';
import path from 'node:path';
import type http from 'node:http';
import type * as StaticServer from '../../scripts/static-server.mjs';
import { e2ePorts, cmsUrl } from './ports';

export const repoRoot = path.resolve(__dirname, '..', '..');

/** The registry the e2e site serves, for tests that start a variant of it. */
export function e2eRegistry(overrides: Record<string, string> = {}) {
  const remotes: Record<string, string> = {};
  for (const [folder, port] of Object.entries(e2ePorts)) {
    if (folder === 'shell' || folder === 'cms') continue;
    remotes[folder.replace('-', '_')] = `http://localhost:${port}/mf-manifest.json`;
  }
  return { cmsUrl, siteUrl: `http://localhost:${e2ePorts.shell}`, remotes: { ...remotes, ...overrides } };
}

/** Starts one static server for an app's dist/ (a shell with its own registry, or a remote). */
export async function startAppServer(
  app: string,
  port: number,
  options: { runtimeConfig?: () => object; allowedOrigins?: string[] } = {},
): Promise<{ url: string; stop: () => Promise<void> }> {
  const { createStaticServer, listen } = (await import('../../scripts/static-server.mjs')) as typeof StaticServer;
  const dir = path.join(repoRoot, app, 'dist');
  if (!fs.existsSync(dir)) throw new Error(`${app} is not built`);
  const server: http.Server = createStaticServer({
    dir,
    role: app === 'shell' ? 'shell' : 'remote',
    allowedOrigins: options.allowedOrigins ?? [],
    runtimeConfig: options.runtimeConfig,
    // The page may talk to the CMS its registry names (a dead or hanging one in the fault tests).
    connectSrc: [new URL((options.runtimeConfig?.() as { cmsUrl?: string } | undefined)?.cmsUrl ?? cmsUrl).origin, 'http://localhost:*'],
  });
  await listen(server, port);
  return {
    url: `http://localhost:${port}`,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

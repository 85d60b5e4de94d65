import fs from 'node:fs';
import path from 'node:path';
import type { Server } from 'node:http';
import { Writable } from 'node:stream';
import pino from 'pino';
import type * as StaticFiles from '../../site-server/static-files.mjs';
import type * as SiteServer from '../../site-server/index.mjs';
import type { RuntimeConfig } from '../../site-server/index.mjs';
import { remoteNames } from '../../shared/build/apps.mjs';
import { e2ePorts, cmsUrl } from './ports';
import { e2eMapTiles } from './tiles';

export const repoRoot = path.resolve(__dirname, '..', '..');

/** The registry the e2e site serves, for tests that start a variant of it. */
export function e2eRegistry(overrides: Record<string, string> = {}) {
  // Named as the remotes name themselves (mfe-where-to-buy is mfe_where_to_buy), from the one list.
  const remotes: Record<string, string> = {};
  for (const [folder, name] of Object.entries(remoteNames))
    remotes[name] =
      `http://localhost:${e2ePorts[folder as keyof typeof e2ePorts]}/mf-manifest.json`;
  return {
    cmsUrl,
    siteUrl: `http://localhost:${e2ePorts.shell}`,
    remotes: { ...remotes, ...overrides },
    mapTiles: e2eMapTiles,
  };
}

/**
 * Stops a test's server at once: the page of the test that started it may still be fetching from
 * it (a remote's chunks as the app boots), and a graceful close waited for those connections, past
 * the test's time limit, as the page kept them busy.
 */
async function stopNow(server: Server, close: () => Promise<unknown>) {
  const closing = close();
  server.closeAllConnections();
  await closing;
}

/**
 * Starts one app's server on its own port: a site server for the shell (pages rendered with the
 * given registry; `onLog` gets each line of its JSON log, for a test to wait on what it did), or
 * a remote's static files.
 */
export async function startAppServer(
  app: string,
  port: number,
  options: {
    runtimeConfig?: () => RuntimeConfig;
    allowedOrigins?: string[];
    dir?: string;
    onLog?: (line: string) => void;
  } = {},
): Promise<{ url: string; stop: () => Promise<void> }> {
  const { createStaticServer, listen } =
    (await import('../../site-server/static-files.mjs')) as typeof StaticFiles;
  const { createSiteServer } = (await import('../../site-server/index.mjs')) as typeof SiteServer;
  const dir = options.dir ?? path.join(repoRoot, app, 'dist');
  if (!fs.existsSync(dir)) throw new Error(`${app} is not built`);
  if (app === 'shell') {
    const onLog = options.onLog;
    const site = createSiteServer({
      shellDir: dir,
      registry: options.runtimeConfig ?? (() => e2eRegistry()),
      // The page may talk to the CMS its registry names (a dead or hanging one in the fault tests).
      extraConnect: ['http://localhost:*'],
      ...(onLog
        ? {
            logger: pino(
              { level: 'info' },
              new Writable({
                write(chunk: Buffer, _encoding, done) {
                  for (const line of chunk.toString().split('\n')) if (line) onLog(line);
                  done();
                },
              }),
            ),
          }
        : {}),
    });
    await site.ready;
    await listen(site.app, port);
    return {
      url: `http://localhost:${port}`,
      stop: () => stopNow(site.app.server, () => site.stop()),
    };
  }
  const server = createStaticServer({ dir, allowedOrigins: options.allowedOrigins ?? [] });
  await listen(server, port);
  return {
    url: `http://localhost:${port}`,
    stop: () => stopNow(server.server, () => server.close()),
  };
}

/**
 * A copy of mfe-feeds' source folder under `dir` (inside the repository, so it resolves its
 * packages), changed as a release test needs: a new main heading, a page dropped from its
 * `./routes`, or its /feeds page throwing as it loads in a browser (its server build fine).
 */
export function copyOfFeeds(
  dir: string,
  label: string,
  change: {
    heading?: string;
    /** An alias the copy's Feeds page claims (another app's path, say). */
    claimPath?: string;
    /** A page module the copy exposes besides ./routes. */
    exposePage?: string;
    throwInBrowser?: boolean;
  },
): string {
  const copy = path.join(dir, `mfe-feeds-${label}`);
  fs.cpSync(path.join(repoRoot, 'mfe-feeds'), copy, {
    recursive: true,
    filter: (src) => !src.includes(`${path.sep}dist`) && !src.includes('node_modules'),
  });
  if (change.heading) {
    const content = path.join(copy, 'src', 'content', 'division.ts');
    const source = fs.readFileSync(content, 'utf8');
    const title = /title: '([^']+)'/.exec(source)?.[0];
    if (!title) throw new Error('no title in the feeds content');
    fs.writeFileSync(content, source.replace(title, `title: '${change.heading}'`));
  }
  if (change.claimPath) {
    const routes = path.join(copy, 'src', 'routes.ts');
    const source = fs.readFileSync(routes, 'utf8');
    const feeds = "path: '/feeds',";
    if (!source.includes(feeds)) throw new Error('no /feeds route in the feeds routes');
    fs.writeFileSync(routes, source.replace(feeds, `${feeds} aliases: ['${change.claimPath}'],`));
  }
  if (change.exposePage) {
    const config = path.join(copy, 'module-federation.config.ts');
    const source = fs.readFileSync(config, 'utf8');
    fs.writeFileSync(
      config,
      source.replace(
        "'./routes': './src/routes.ts',",
        `'./routes': './src/routes.ts', './${change.exposePage}': './src/pages/${change.exposePage}.tsx',`,
      ),
    );
  }
  if (change.throwInBrowser) {
    const page = path.join(copy, 'src', 'pages', 'FeedsPage.tsx');
    fs.appendFileSync(
      page,
      "\nif (typeof window !== 'undefined') throw new Error('broken in the browser');\n",
    );
  }
  return copy;
}

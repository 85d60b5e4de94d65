/**
 * The site server in the test's own process, answering through `app.inject` (no port, no child
 * process): for the tests that only send HTTP. It renders with the test site's registry (its CMS
 * and remotes, started by the global setup). One per spec file: `beforeAll` starts it, `afterAll`
 * stops it; `renders` lists the paths it rendered (its log's `render` events).
 */
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { e2eRegistry, repoRoot } from './fixtures';
import type * as SiteServer from '../../site-server/index.mjs';

export type InProcessSite = ReturnType<typeof SiteServer.createSiteServer>;

export async function startInProcessSite(
  options: {
    renders?: string[];
    ready?: boolean;
    registry?: () => Promise<ReturnType<typeof e2eRegistry>>;
    versionPreview?: { secret: string };
  } = {},
): Promise<InProcessSite> {
  const { createSiteServer } = (await import('../../site-server/index.mjs')) as typeof SiteServer;
  const renders = options.renders;
  const log = new Writable({
    write(chunk: Buffer, _encoding, done) {
      if (renders)
        for (const line of chunk.toString().split('\n')) {
          if (!line.includes('"event":"render"')) continue;
          renders.push((JSON.parse(line) as { path: string }).path);
        }
      done();
    },
  });
  const server = createSiteServer({
    shellDir: path.join(repoRoot, 'shell', 'dist'),
    registry: options.registry ?? (() => e2eRegistry()),
    pollMs: 60_000,
    logger: pino({ level: 'info' }, log),
    ...(options.versionPreview ? { versionPreview: options.versionPreview } : {}),
  });
  if (options.ready !== false) await server.ready;
  return server;
}

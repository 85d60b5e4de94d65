// @ts-check
/**
 * `npm run routes`: the site server's routes as Fastify declares them (`app.printRoutes()`), one
 * plugin per concern (site-server/index.mjs). Needs the shell's build (npm run build), not the
 * remotes or the CMS: the routes are declared before the site is loaded.
 */
import fs from 'node:fs';
import path from 'node:path';
import { runtimeConfigFor } from '../shared/build/apps.mjs';
import { createSiteServer } from '../site-server/index.mjs';
import { isMain, repoRoot } from './lib/processes.mjs';

/** The route tree as printRoutes draws it, with each route's methods. */
export async function siteRoutes() {
  const shellDir = path.join(repoRoot, 'shell', 'dist');
  if (!fs.existsSync(path.join(shellDir, 'server', 'renderer.js')))
    throw new Error('The shell is not built: run npm run build first.');
  const server = createSiteServer({ shellDir, registry: () => runtimeConfigFor(), pollMs: 60_000 });
  await server.app.ready();
  const tree = server.app.printRoutes();
  await server.ready.then(() => server.stop()).catch(() => server.app.close());
  return tree;
}

if (isMain(import.meta.url)) {
  siteRoutes().then(
    (tree) => {
      console.log(tree);
      process.exit(0);
    },
    (error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}

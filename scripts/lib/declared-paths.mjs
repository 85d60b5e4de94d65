// @ts-check
/**
 * The addresses the site's sources already take, for the scaffolds (`npm run new-page`,
 * `npm run new-remote`) to refuse a taken one before writing anything: every app's declared
 * paths and aliases, the frame's redirects and the site server's own addresses.
 */
import fs from 'node:fs';
import path from 'node:path';
import { declaredRoutes } from '../../shared/build/declared-routes.mjs';

/**
 * Addresses the site server answers itself, whatever the routes say (site-server/main.mjs):
 * health checks, CMS media, the shell's server build and fonts.
 */
const SERVER_ADDRESSES = ['/healthz', '/readyz', '/uploads', '/server', '/fonts'];

/**
 * The paths and aliases every app declares in its `src/routes.ts` (plain data, no runtime
 * import, so it runs once its types are stripped), and the shell's redirects.
 * @param {string} root
 * @param {string[]} apps
 */
export async function declaredPaths(root, apps) {
  /** @type {Map<string, string>} path -> the app that declares it */
  const paths = new Map();
  for (const app of apps) {
    const routes = declaredRoutes(root, app);
    if (!routes) continue;
    for (const route of routes)
      for (const claimed of [route.path, ...(Array.isArray(route.aliases) ? route.aliases : [])])
        if (typeof claimed === 'string') paths.set(claimed.toLowerCase(), app);
  }
  const frameLinks = path.join(root, 'shared', 'src', 'routes', 'frame-links.ts');
  if (fs.existsSync(frameLinks)) {
    const redirects = /redirects[^=]*=\s*\{([^}]*)\}/.exec(fs.readFileSync(frameLinks, 'utf8'));
    for (const [, from] of (redirects?.[1] ?? '').matchAll(/'([^']+)'\s*:/g))
      if (from) paths.set(from.toLowerCase(), 'the shell (a redirect)');
  }
  for (const address of SERVER_ADDRESSES) paths.set(address, 'the site server');
  return paths;
}

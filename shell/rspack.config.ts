import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { appPorts, createAppConfig } from '@navdhara/shared/build';
// The route table is plain data; the build reads it to tell the static server which paths exist.
// eslint-disable-next-line no-restricted-imports
import { redirects, routeTable } from '../shared/src/routes/route-table';
import federation from './module-federation.config';

const dir = path.dirname(fileURLToPath(import.meta.url));

const routePatterns = {
  routes: routeTable.map((route) => ({
    path: route.path,
    hidden: Boolean(route.hidden),
    canonicalPath: route.canonicalPath ?? null,
    dynamic: Boolean(route.dynamic),
  })),
  redirects,
};

export default createAppConfig({
  dir,
  federation,
  role: 'shell',
  port: appPorts().shell ?? 3000,
  emit: { 'route-patterns.json': JSON.stringify(routePatterns, null, 2) },
});

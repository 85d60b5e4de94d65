import net from 'node:net';

import { appPorts } from '../../shared/build/apps.mjs';

/**
 * Ports of the test run, apart from `npm start`'s so both can run at once. E2E_PORT_BASE moves
 * the whole set (shell = base, the remotes after it in their order, CMS base+37), so two runs can
 * share a machine.
 */
const base = Number(process.env.E2E_PORT_BASE ?? 4100);

export const e2ePorts: { shell: number; cms: number } & Record<string, number> = {
  ...appPorts({ PORT_SHELL: String(base) }),
  shell: base,
  cms: base + 37,
};

export const cmsUrl = `http://127.0.0.1:${e2ePorts.cms}`;
/** The local map tile server the site under test uses instead of the production tile source. */
export const tileOrigin = `http://127.0.0.1:${base + 38}`;
export const siteUrl = `http://localhost:${e2ePorts.shell}`;
/** The canonical origin pages declare (SITE_URL of the build and the server; not the test port). */
export const canonicalOrigin = (process.env.SITE_URL ?? 'http://localhost:3000').replace(/\/$/, '');

/** A port nothing listens on now, for a server a test starts of its own. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

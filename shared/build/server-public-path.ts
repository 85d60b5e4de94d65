/**
 * Runtime plugin of a remote's server container. Its chunks live in `server/` beside the browser
 * build, and its public path must be the browser build's folder: then an imported image gets the
 * same URL on the server as in the browser (hydration compares them) and chunk `server/x.js` is
 * fetched from `<folder>/server/x.js`. The folder is where the renderer found `server/remoteEntry.js`.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

declare let __webpack_public_path__: string;
declare const __webpack_require__: { federation?: { initOptions?: { name?: string } } };

interface FederationGlobal {
  __FEDERATION__?: {
    __INSTANCES__?: Array<{ options?: { remotes?: Array<{ name: string; entry?: string }> } }>;
  };
}

function entryOf(name: string): string | undefined {
  const instances = (globalThis as FederationGlobal).__FEDERATION__?.__INSTANCES__ ?? [];
  for (const instance of instances) {
    const remote = instance.options?.remotes?.find((r) => r.name === name && r.entry);
    if (remote?.entry) return remote.entry;
  }
  return undefined;
}

export default function serverPublicPath(): ModuleFederationRuntimePlugin {
  return {
    name: 'navdhara-server-public-path',
    beforeInit(args) {
      const entry = entryOf(__webpack_require__.federation?.initOptions?.name ?? args.options.name);
      if (entry) __webpack_public_path__ = new URL('../', entry).href;
      return args;
    },
  };
}

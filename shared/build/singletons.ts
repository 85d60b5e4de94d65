import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/**
 * Packages the browser must hold exactly once (ARCHITECTURE.md#rules-of-the-architecture, rule 2). `@navdhara/shared` has three
 * entry points; each is its own shared module, which is why files under shared/src/ui and
 * shared/src/division reach the core only through the package name. `@navdhara/shared/forms` is
 * left out on purpose: stateless, bundled by each app that shows a form (ARCHITECTURE.md).
 */
const packages = ['react', 'react-dom', 'zustand'] as const;
const sharedEntries = [
  '@navdhara/shared',
  '@navdhara/shared/ui',
  '@navdhara/shared/division',
] as const;

function versionOf(name: string): string {
  return (require(`${name}/package.json`) as { version: string }).version;
}

/**
 * React Router is shared under its own name, but what is provided is the list of exports the site
 * uses (shared/src/routing/react-router-dom.ts), which bundles `react-router` tree-shaken inside
 * it: one router in the browser at 12 KB instead of 51 KB. `react-router` itself is never
 * imported directly (a lint rule), so there is no second copy to share.
 */
const routerFacade = path.join(
  path.dirname(require.resolve('@navdhara/shared/package.json')),
  'src',
  'routing',
  'react-router-dom.ts',
);

/**
 * `development` builds (dev servers) and the server builds share the router packages themselves:
 * bytes do not matter there, the dev runtime failed to load the chunk of a shared module provided
 * from a local file, and the renderer needs `StaticRouter`. The typecheck holds code to the list
 * either way (tsconfig.base.json paths).
 */
export function sharedSingletons(mode: 'production' | 'development' | 'server' = 'production') {
  // In the browser, no version range: the federation runtime would check each singleton's range
  // against the one loaded (a semver parse per shared module, about 12 ms of the boot's first
  // task on this machine, in every visit) only to log a warning. The release preflight checks the
  // same thing once per release, from the version each app was built with (scripts/preflight.mjs).
  const range = (version: string) => (mode === 'production' ? false : `^${version}`);
  const shared: Record<
    string,
    {
      singleton: true;
      requiredVersion: string | false;
      version?: string;
      import?: string;
      eager?: boolean;
    }
  > = {};
  for (const name of packages)
    shared[name] = { singleton: true, requiredVersion: range(versionOf(name)) };
  if (mode !== 'production') {
    for (const name of ['react-router', 'react-router-dom'])
      shared[name] = { singleton: true, requiredVersion: range(versionOf(name)) };
  } else {
    const version = versionOf('react-router-dom');
    shared['react-router-dom'] = {
      singleton: true,
      requiredVersion: range(version),
      version,
      import: routerFacade,
    };
  }
  const own = versionOf('@navdhara/shared');
  for (const name of sharedEntries) shared[name] = { singleton: true, requiredVersion: range(own) };
  return shared;
}

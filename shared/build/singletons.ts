import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * Packages the browser must hold exactly once (DESIGN.md rule 2). `@navdhara/shared` has three
 * entry points; each is its own shared module, which is why files under shared/src/ui and
 * shared/src/division reach the core only through the package name.
 */
const packages = ['react', 'react-dom', 'react-router', 'react-router-dom', 'zustand'] as const;
const sharedEntries = ['@navdhara/shared', '@navdhara/shared/ui', '@navdhara/shared/division'] as const;

function versionOf(name: string): string {
  return (require(`${name}/package.json`) as { version: string }).version;
}

export function sharedSingletons() {
  const shared: Record<string, { singleton: true; requiredVersion: string; eager?: boolean }> = {};
  for (const name of packages) shared[name] = { singleton: true, requiredVersion: `^${versionOf(name)}` };
  const own = versionOf('@navdhara/shared');
  for (const name of sharedEntries) shared[name] = { singleton: true, requiredVersion: `^${own}` };
  return shared;
}

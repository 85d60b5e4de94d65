import { registerRemotes } from '@module-federation/enhanced/runtime';
import { setRuntimeConfig, type RuntimeConfig } from '@navdhara/shared';

/**
 * Reads /runtime-config.json, served next to the shell per environment: the CMS origin, the
 * public site origin and where each remote's mf-manifest.json lives. Moving a remote means
 * editing this file, never rebuilding the shell.
 */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  let fromServer: Partial<RuntimeConfig> = {};
  try {
    const response = await fetch('/runtime-config.json', { cache: 'no-cache' });
    if (response.ok) fromServer = (await response.json()) as Partial<RuntimeConfig>;
  } catch (error) {
    console.warn('runtime-config.json could not be read; using defaults', error);
  }
  const config = setRuntimeConfig(fromServer);
  registerRemotes(Object.entries(config.remotes).map(([name, entry]) => ({ name, entry })));
  return config;
}

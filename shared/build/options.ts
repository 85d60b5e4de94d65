import type { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';

export type MfOptions = ConstructorParameters<typeof ModuleFederationPlugin>[0];

/** What an app's rspack.config.ts gives `createAppConfig` (and, with `--env server`, the server build). */
export interface AppBuildOptions {
  /** Absolute folder of the app (its package.json, src/, dist/). */
  dir: string;
  /** The app's module-federation.config.ts. */
  federation: Pick<MfOptions, 'name' | 'exposes'>;
  role: 'shell' | 'remote';
  port: number;
  /** Extra files written into dist/ (name -> text), e.g. the shell's route patterns. */
  emit?: Record<string, string>;
}

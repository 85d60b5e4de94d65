import type { RuntimeConfig, SiteServer } from '../site-server/index.mjs';
export const repoRoot: string;
export function missingBuilds(): string[];
export function staleBuilds(): string[];
export function serveSite(options?: {
  ports?: Record<string, number>;
  env?: NodeJS.ProcessEnv;
  runtimeConfig?: () => RuntimeConfig;
  revalidateSecret?: string;
  remotes?: boolean;
  releasesDir?: string;
  log?: (message: string) => void;
}): Promise<{
  ports: Record<string, number>;
  config: RuntimeConfig;
  site: SiteServer;
  url: string;
  stop(): Promise<void>;
}>;

export const repoRoot: string;
export function missingBuilds(): string[];
export function serveSite(options?: {
  ports?: Record<string, number>;
  env?: NodeJS.ProcessEnv;
  runtimeConfig?: () => object;
}): Promise<{ ports: Record<string, number>; config: { cmsUrl: string; siteUrl: string; remotes: Record<string, string> }; url: string; stop(): Promise<void> }>;

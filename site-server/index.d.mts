import type http from 'node:http';
export interface RuntimeConfig {
  cmsUrl: string;
  siteUrl: string;
  remotes: Record<string, string>;
  mapTiles?: { url?: string; attribution?: string; maxZoom?: number };
}
export interface PageSources {
  img: string[];
}
export const PAGE_CACHE_CONTROL: string;
export function pagePolicy(
  config: RuntimeConfig,
  extraConnect?: string[],
  sources?: PageSources,
): string;
export interface SiteServer {
  server: http.Server;
  renderToFile(path: string): Promise<{ status: number; html: string }>;
  currentSitemap(): Promise<string>;
  robots(): string;
  routes(): { path: string; dynamic: boolean; hidden: boolean; canonicalPath: string | null }[];
  redirects(): Record<string, string>;
  config(): RuntimeConfig;
  contentChanged(model: string): boolean;
  stop(): Promise<unknown>;
}
export function createSiteServer(options: {
  shellDir: string;
  registry: () => RuntimeConfig;
  revalidateSecret?: string;
  pollMs?: number;
  extraConnect?: string[];
  log?: (message: string) => void;
}): Promise<SiteServer>;

export declare const remoteNames: Record<string, string>;
export declare const appNames: string[];
export declare function portVariable(app: string): string;
export declare function appPorts(env?: NodeJS.ProcessEnv): Record<string, number>;
export declare function remoteRegistry(
  ports?: Record<string, number>,
  host?: string,
): Record<string, string>;
export declare function mapTilesFrom(
  value: string | undefined,
): { url?: string; attribution?: string; maxZoom?: number } | undefined;
export declare function runtimeConfigFor(
  ports?: Record<string, number>,
  env?: NodeJS.ProcessEnv,
): {
  cmsUrl: string;
  siteUrl: string;
  remotes: Record<string, string>;
  mapTiles?: { url?: string; attribution?: string; maxZoom?: number };
};

import type http from 'node:http';
export function createStaticServer(options: {
  dir: string;
  role: 'shell' | 'remote';
  allowedOrigins?: string[];
  runtimeConfig?: () => object;
  connectSrc?: string[];
}): http.Server;
export function listen(server: http.Server, port: number, host?: string): Promise<http.Server>;

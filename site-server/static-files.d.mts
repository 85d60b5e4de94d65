import type http from 'node:http';
export const types: Record<string, string>;
export const ASSET_POLICY: string;
export function baseHeaders(res: http.ServerResponse): void;
export function decodePath(pathname: string): string | null;
export function badRequest(res: http.ServerResponse): void;
export function fileIn(root: string, decoded: string): string | null;
export function sendFile(req: http.IncomingMessage, res: http.ServerResponse, file: string): void;
export function createStaticServer(options: {
  dir: string;
  allowedOrigins?: string[];
  mounts?: Record<string, string>;
}): http.Server;
export function listen(server: http.Server, port: number, host?: string): Promise<http.Server>;

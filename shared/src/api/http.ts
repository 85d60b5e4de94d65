/**
 * The HTTP client (axios, 19 KB compressed) is fetched with the first request, not with the page:
 * a server-rendered page paints and hydrates from the data written into its HTML without it.
 */
import type * as HttpClient from './client';

let client: Promise<typeof HttpClient> | null = null;

export function loadHttp(): Promise<typeof HttpClient> {
  client ??= import('./client').catch((error: unknown) => {
    client = null; // a chunk that failed to load (offline) is fetched again next time
    throw error;
  });
  return client;
}

/**
 * Gives the client to a process that has it loaded already (a Node test that imports `./client`
 * itself, where a dynamic import of a source file is not possible), so no request waits on the
 * import above.
 */
export function provideHttp(loaded: typeof HttpClient): void {
  client = Promise.resolve(loaded);
}

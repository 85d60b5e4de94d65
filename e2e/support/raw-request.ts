/**
 * Requests to the test site sent raw (node:http), as an attacker spells a path: a URL parser would
 * resolve dot segments and encodings before they reach the server.
 */
import http from 'node:http';
import { e2ePorts } from './ports';

export type Answer = {
  status: number;
  location: string | undefined;
  body: string;
  type: string | undefined;
  headers: http.IncomingHttpHeaders;
};

/** A request to the test site's shell, its path sent as given. */
export function raw(
  path: string,
  method = 'GET',
  headers: http.OutgoingHttpHeaders = {},
): Promise<Answer> {
  return rawAt({ port: e2ePorts.shell, path, method, headers });
}

/**
 * A request to a local server's port, its path sent as given, and how long its answer took
 * (`agent: false` opens a connection of its own).
 */
export function rawAt(options: {
  port: number;
  path: string;
  method?: string;
  headers?: http.OutgoingHttpHeaders;
  agent?: http.Agent | false;
}): Promise<Answer & { ms: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', method: 'GET', ...options }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          location: res.headers.location,
          body: Buffer.concat(chunks).toString('utf8'),
          type: res.headers['content-type'],
          headers: res.headers,
          ms: performance.now() - started,
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

/** Follows redirects on the site (at most 5) and returns the last answer and the path it came from. */
export async function follow(path: string): Promise<Answer & { path: string }> {
  let current = path;
  for (let hop = 0; hop < 5; hop += 1) {
    const answer = await raw(current);
    if (answer.status !== 301) return { ...answer, path: current };
    current = answer.location!;
  }
  throw new Error(`${path}: too many redirects`);
}

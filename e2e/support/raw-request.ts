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

export function raw(
  path: string,
  method = 'GET',
  headers: http.OutgoingHttpHeaders = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port: e2ePorts.shell, path, method, headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            location: res.headers.location,
            body: Buffer.concat(chunks).toString('utf8'),
            type: res.headers['content-type'],
            headers: res.headers,
          }),
        );
      },
    );
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

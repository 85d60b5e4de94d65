import http from 'node:http';

/** What a server answered a POST: its status and headers. */
export interface PostAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
}

/**
 * A POST sent from a chosen local address (the whole of 127.0.0.0/8 is this machine), so that a
 * server counting per client sees one client per address: a visitor of the site, a client of the
 * CMS, or the edge in front of it. The body goes with its length, or chunked. A refusal may come
 * before the whole body is sent: then the answer counts, not the failed write.
 */
export function postFrom(
  url: string,
  options: {
    from: string;
    body: Buffer | string;
    headers?: Record<string, string>;
    chunked?: boolean;
  },
): Promise<PostAnswer> {
  const { from, headers = {}, chunked = false } = options;
  const bytes = typeof options.body === 'string' ? Buffer.from(options.body) : options.body;
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    let answer: PostAnswer | undefined;
    const req = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method: 'POST',
        localAddress: from,
        headers: {
          ...headers,
          ...(chunked ? {} : { 'Content-Length': String(bytes.length) }),
        },
      },
      (res) => {
        answer = { status: res.statusCode ?? 0, headers: res.headers };
        res.resume();
        res.on('end', () => resolve(answer!));
        res.on('error', () => resolve(answer!));
      },
    );
    req.on('error', (error) => (answer ? resolve(answer) : reject(error)));
    for (let at = 0; at < bytes.length; at += 64 * 1024)
      req.write(bytes.subarray(at, at + 64 * 1024));
    req.end();
  });
}

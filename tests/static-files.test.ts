/**
 * @jest-environment node
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

const STATIC_FILES = path.join(__dirname, '..', 'site-server', 'static-files.mjs');

/** The server runs in its own Node process: Jest here loads CommonJS, the server is an ES module. */
function startStaticServer(dir: string): Promise<{ child: ChildProcess; port: number }> {
  const script = `import { createStaticServer, listen } from ${JSON.stringify(STATIC_FILES)};
console.log(await listen(createStaticServer({ dir: ${JSON.stringify(dir)} }), 0, '127.0.0.1'));`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`static server exited with ${code}`)));
    child.stdout?.once('data', (data: Buffer) =>
      resolve({ child, port: Number(data.toString().trim()) }),
    );
  });
}

/** GET with an Accept-Encoding; the body decoded as the server says it is encoded. */
function get(
  port: number,
  pathname: string,
  acceptEncoding: string,
): Promise<{ status: number; encoding: string | undefined; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ port, path: pathname, headers: { 'Accept-Encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const encoding = res.headers['content-encoding'];
          const body =
            encoding === 'br'
              ? zlib.brotliDecompressSync(raw)
              : encoding === 'gzip'
                ? zlib.gunzipSync(raw)
                : raw;
          resolve({ status: res.statusCode ?? 0, encoding, body: body.toString('utf8') });
        });
      })
      .on('error', reject);
  });
}

describe('static files', () => {
  let dir: string;
  let child: ChildProcess;
  let port: number;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'static-files-'));
    ({ child, port } = await startStaticServer(dir));
  });

  afterAll(() => {
    child.removeAllListeners('exit');
    child.kill();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  function write(name: string, text: string, mtime: Date) {
    const file = path.join(dir, name);
    fs.writeFileSync(
      file,
      name.endsWith('.br')
        ? zlib.brotliCompressSync(text)
        : name.endsWith('.gz')
          ? zlib.gzipSync(text)
          : text,
    );
    fs.utimesSync(file, mtime, mtime);
  }

  it('sends the precompressed copy made with the file', async () => {
    const built = new Date('2026-01-01T00:00:00Z');
    write('remoteEntry.js', 'release 1', built);
    write('remoteEntry.js.br', 'release 1', built);
    write('remoteEntry.js.gz', 'release 1', built);
    expect(await get(port, '/remoteEntry.js', 'gzip, deflate, br')).toEqual({
      status: 200,
      encoding: 'br',
      body: 'release 1',
    });
    expect(await get(port, '/remoteEntry.js', 'gzip')).toEqual({
      status: 200,
      encoding: 'gzip',
      body: 'release 1',
    });
    expect(await get(port, '/remoteEntry.js', 'identity')).toEqual({
      status: 200,
      encoding: undefined,
      body: 'release 1',
    });
  });

  it('never sends a precompressed copy older than the file (a release copied over the last one)', async () => {
    write('main.js.br', 'release 1', new Date('2026-01-01T00:00:00Z'));
    write('main.js.gz', 'release 1', new Date('2026-01-01T00:00:00Z'));
    write('main.js', 'release 2', new Date('2026-02-01T00:00:00Z'));
    expect(await get(port, '/main.js', 'gzip, deflate, br')).toEqual({
      status: 200,
      encoding: undefined,
      body: 'release 2',
    });
    expect(await get(port, '/main.js', 'gzip')).toEqual({
      status: 200,
      encoding: undefined,
      body: 'release 2',
    });
  });

  it('answers 400 to a malformed address and 404 to a missing file', async () => {
    expect((await get(port, '/%E0%A4%A', 'br')).status).toBe(400);
    expect((await get(port, '/nothing.js', 'br')).status).toBe(404);
  });

  /** A request with headers; the raw body as sent. */
  function send(
    pathname: string,
    headers: Record<string, string>,
  ): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
    return new Promise((resolve, reject) => {
      http
        .get({ port, path: pathname, headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: Buffer.concat(chunks).toString('latin1'),
            }),
          );
        })
        .on('error', reject);
    });
  }

  it('revalidates with ETag and Last-Modified (304), each encoding with its own tag', async () => {
    const built = new Date('2026-03-01T00:00:00Z');
    write('mf-manifest.json', '{"name":"mfe_feeds","version":"1"}', built);
    write('mf-manifest.json.br', '{"name":"mfe_feeds","version":"1"}', built);
    const plain = await send('/mf-manifest.json', { 'Accept-Encoding': 'identity' });
    const brotli = await send('/mf-manifest.json', { 'Accept-Encoding': 'br' });
    expect(plain.status).toBe(200);
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(plain.headers.etag).toBeTruthy();
    expect(brotli.headers.etag).toBeTruthy();
    expect(brotli.headers.etag).not.toBe(plain.headers.etag);
    expect(plain.headers['last-modified']).toBe(built.toUTCString());
    const again = await send('/mf-manifest.json', {
      'Accept-Encoding': 'identity',
      'If-None-Match': String(plain.headers.etag),
    });
    expect(again.status).toBe(304);
    expect(again.body).toBe('');
    expect(
      (
        await send('/mf-manifest.json', {
          'Accept-Encoding': 'identity',
          'If-Modified-Since': built.toUTCString(),
        })
      ).status,
    ).toBe(304);
    // A changed file is sent again, whatever the client kept.
    write(
      'mf-manifest.json',
      '{"name":"mfe_feeds","version":"2"}',
      new Date('2026-03-02T00:00:00Z'),
    );
    const changed = await send('/mf-manifest.json', {
      'Accept-Encoding': 'identity',
      'If-None-Match': String(plain.headers.etag),
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toContain('"version":"2"');
  });

  it('serves a byte range of a plain answer (206), and says when one cannot be served (416)', async () => {
    write('range.txt', '0123456789', new Date('2026-03-01T00:00:00Z'));
    const part = await send('/range.txt', { 'Accept-Encoding': 'identity', Range: 'bytes=2-5' });
    expect(part.status).toBe(206);
    expect(part.body).toBe('2345');
    expect(part.headers['content-range']).toBe('bytes 2-5/10');
    expect(part.headers['accept-ranges']).toBe('bytes');
    const tail = await send('/range.txt', { 'Accept-Encoding': 'identity', Range: 'bytes=-3' });
    expect(tail.body).toBe('789');
    const outside = await send('/range.txt', {
      'Accept-Encoding': 'identity',
      Range: 'bytes=20-30',
    });
    expect(outside.status).toBe(416);
    expect(outside.headers['content-range']).toBe('bytes */10');
    const malformed = await send('/range.txt', { 'Accept-Encoding': 'identity', Range: 'pages=1' });
    expect(malformed.status).toBe(200);
    expect(malformed.body).toBe('0123456789');
  });
});

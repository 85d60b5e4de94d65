import http from 'node:http';
import { crc32, deflateSync } from 'node:zlib';
import { tileOrigin } from './ports';

/**
 * Map tiles for the site under test, so no test depends on (or loads) the production tile
 * source: `/tiles/{z}/{x}/{y}.png` answers a generated 256 px PNG, a pale plan whose shading
 * follows the tile's x and y, so a panned map shows different pixels. The site is pointed here
 * through SITE_MAP_TILES (global-setup.ts) and the registry of variant sites (fixtures.ts).
 */
export const e2eMapTiles = {
  url: `${tileOrigin}/tiles/{z}/{x}/{y}.png`,
  attribution: 'Test tiles',
  maxZoom: 18,
};

const SIZE = 256;

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A 256 px RGB PNG for tile x, y: land tinted by position, a grid of streets, a road across. */
export function tilePng(x: number, y: number): Buffer {
  const tint = ((x * 37 + y * 17) % 40) - 20;
  const rows: Buffer[] = [];
  for (let row = 0; row < SIZE; row += 1) {
    const line = Buffer.alloc(1 + SIZE * 3);
    for (let col = 0; col < SIZE; col += 1) {
      const street = row % 64 < 3 || col % 64 < 3;
      const road = Math.abs(row - col) < 5;
      const [r, g, b] = road
        ? [246, 214, 160]
        : street
          ? [255, 255, 255]
          : [226 + tint / 2, 236, 222 - tint / 2];
      line.set([r, g, b], 1 + col * 3);
    }
    rows.push(line);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(SIZE, 0);
  header.writeUInt32BE(SIZE, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Serves the tiles on the tile origin's port; resolves with its stop function. */
export async function startTileServer(): Promise<() => Promise<void>> {
  const cache = new Map<string, Buffer>();
  const server = http.createServer((req, res) => {
    const match = /^\/tiles\/(\d+)\/(-?\d+)\/(-?\d+)\.png$/.exec(req.url ?? '');
    if (!match) {
      res.writeHead(404).end();
      return;
    }
    const key = `${match[2]}/${match[3]}`;
    let png = cache.get(key);
    if (!png) {
      png = tilePng(Number(match[2]), Number(match[3]));
      cache.set(key, png);
    }
    res.writeHead(200, {
      'Content-Type': 'image/png',
      'Content-Length': png.length,
      'Cache-Control': 'public, max-age=3600',
      'Access-Control-Allow-Origin': '*',
    });
    res.end(png);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(Number(new URL(tileOrigin).port), '127.0.0.1', resolve);
  });
  return () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
}

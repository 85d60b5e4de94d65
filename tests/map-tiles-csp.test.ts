/**
 * The map tile source is one setting (`site.mapTiles`, or the environment's SITE_MAP_TILES), and
 * the page CSP's `img-src` is derived from it: the site config's origin by default, the
 * override's when set, and nothing wider. The site server and the registry helper are plain ES
 * modules (Node runs them without a compiler), so they run here in a child Node process.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { mapTileOrigin, mapTileSource, site } from '../shared/src/config/site';

const root = path.resolve(__dirname, '..');
const moduleUrl = (file: string) => JSON.stringify(pathToFileURL(path.join(root, file)).href);

/** Runs an ES module snippet in Node and returns what it prints. */
function runModule(code: string): string {
  return execFileSync(process.execPath, ['--input-type=module', '-e', code], { encoding: 'utf8' });
}

const registry = {
  cmsUrl: 'https://cms.example.com',
  siteUrl: 'https://www.example.com',
  remotes: { mfe_corporate: 'https://corporate.example.com/mf-manifest.json' },
};

/** The page policy the site server sends for `config`, with the image sources the renderer derives. */
function pagePolicyFor(config: typeof registry & { mapTiles?: { url?: string } }): string {
  const img = [mapTileOrigin(config.mapTiles)];
  return runModule(`import { pagePolicy } from ${moduleUrl('site-server/index.mjs')};
process.stdout.write(pagePolicy(${JSON.stringify(config)}, [], { img: ${JSON.stringify(img)} }));`);
}

const imgSrc = (policy: string) => /(?:^|; )img-src ([^;]*)/.exec(policy)?.[1]?.split(' ') ?? [];

describe('map tiles: one setting, and the CSP derived from it', () => {
  it('defaults to the site config: OpenStreetMap with its credit', () => {
    expect(mapTileSource()).toEqual(site.mapTiles);
    expect(site.mapTiles.url).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    expect(site.mapTiles.attribution).toContain('OpenStreetMap');
    expect(mapTileOrigin()).toBe('https://tile.openstreetmap.org');
  });

  it('takes the environment override, keeping the default credit and zoom when only a URL is given', () => {
    expect(mapTileSource({ url: 'http://127.0.0.1:4138/tiles/{z}/{x}/{y}.png' })).toEqual({
      ...site.mapTiles,
      url: 'http://127.0.0.1:4138/tiles/{z}/{x}/{y}.png',
    });
    expect(mapTileOrigin({ url: 'http://127.0.0.1:4138/tiles/{z}/{x}/{y}.png' })).toBe(
      'http://127.0.0.1:4138',
    );
    // A subdomain template needs those subdomains, and no more.
    expect(mapTileOrigin({ url: 'https://{s}.tiles.example.com/{z}/{x}/{y}.png' })).toBe(
      'https://*.tiles.example.com',
    );
    expect(() => mapTileOrigin({ url: 'javascript:alert(1)//{z}' })).toThrow(/HTTP/);
  });

  it('puts exactly the tile origin in the page img-src, for the default and for an override', () => {
    const byDefault = imgSrc(pagePolicyFor(registry));
    expect(byDefault).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://cms.example.com',
      'https://corporate.example.com',
      'https://tile.openstreetmap.org',
    ]);

    const local = imgSrc(
      pagePolicyFor({
        ...registry,
        mapTiles: { url: 'http://127.0.0.1:4138/tiles/{z}/{x}/{y}.png' },
      }),
    );
    expect(local).toContain('http://127.0.0.1:4138');
    expect(local.join(' ')).not.toContain('openstreetmap');
    expect(local).toHaveLength(byDefault.length);
  });

  it('reads SITE_MAP_TILES (JSON or a bare URL template) into the runtime config', () => {
    const read = (value: string | undefined) =>
      JSON.parse(
        runModule(`import { runtimeConfigFor } from ${moduleUrl('shared/build/apps.mjs')};
process.stdout.write(JSON.stringify(runtimeConfigFor({}, ${JSON.stringify(value === undefined ? {} : { SITE_MAP_TILES: value })}).mapTiles ?? null));`),
      ) as unknown;
    expect(read(undefined)).toBeNull();
    expect(read('http://127.0.0.1:4138/tiles/{z}/{x}/{y}.png')).toEqual({
      url: 'http://127.0.0.1:4138/tiles/{z}/{x}/{y}.png',
    });
    expect(
      read(
        JSON.stringify({
          url: 'https://tiles.example.com/{z}/{x}/{y}.png',
          attribution: 'Example',
          maxZoom: 17,
          extra: 'dropped',
        }),
      ),
    ).toEqual({
      url: 'https://tiles.example.com/{z}/{x}/{y}.png',
      attribution: 'Example',
      maxZoom: 17,
    });
  });
});

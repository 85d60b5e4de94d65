/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

/** What the release store did in a real S3-compatible bucket (tests/fixtures/release-bucket-scenarios.mjs). */
const seen = JSON.parse(
  execFileSync(
    process.execPath,
    [path.join(__dirname, 'fixtures', 'release-bucket-scenarios.mjs')],
    {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    },
  ),
) as Record<string, unknown>;

describe('releases in a bucket', () => {
  it('reads an empty bucket as no release, and says the site registry is missing', () => {
    expect(seen.emptyRegistry).toEqual({ remotes: {} });
    expect(seen.noSiteRegistry).toMatch(/No site registry in bucket remotes-test/);
  });

  it('uploads a version whole, with content types and for-good caching, without precompressed copies', () => {
    expect(seen.manifest).toEqual({
      status: 200,
      type: 'application/json; charset=utf-8',
      cache: 'public, max-age=31536000, immutable',
      body: '{"id":"mfe_feeds"}',
    });
    expect(seen.entry).toMatchObject({ status: 200, type: 'text/javascript; charset=utf-8' });
    expect(seen.serverEntry).toBe(200);
    expect(seen.precompressed).toBe(404);
    expect(seen.hasV1).toBe(true);
  });

  it('names a version by the edge that serves the bucket', () => {
    expect(seen.manifestUrl).toBe(
      'https://edge.example.com/remotes/mfe-feeds/releases/v1/mf-manifest.json',
    );
  });

  it('leaves nothing of a version whose build failed, and removes a discarded one', () => {
    expect(seen.failedBuild).toBe('the build failed');
    expect(seen.hasV2AfterFailedBuild).toBe(false);
    expect(seen.versions).toEqual(['v1', 'v3']);
    expect(seen.versionsAfterDiscard).toEqual(['v1']);
  });

  it('refuses to change the registry without its lock, and writes nothing', () => {
    expect(seen.withoutLock).toBe(
      'The release registry cannot be locked: Redis (redis://127.0.0.1:1) is unreachable.',
    );
    expect(seen.registryAfterRefusal).toBe(404);
  });
});

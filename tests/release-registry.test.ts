/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

/** What the release registry holds after each step (tests/fixtures/release-registry-scenarios.mjs). */
const seen = JSON.parse(
  execFileSync(
    process.execPath,
    [path.join(__dirname, 'fixtures', 'release-registry-scenarios.mjs')],
    {
      encoding: 'utf8',
    },
  ),
) as Record<string, unknown>;

describe('release registry', () => {
  it('keeps the version live before as the fallback, and rolls back to it', () => {
    expect(seen.afterThree).toEqual({ live: 'v3', previous: 'v2', target: 'v2' });
  });

  it('goes one further back on a second rollback, never back and forth', () => {
    expect(seen.afterRollback).toEqual({ live: 'v2', previous: 'v1', target: 'v1' });
    expect(seen.afterSecondRollback).toEqual({ live: 'v1', previous: null, target: null });
  });

  it('keeps a staged version out of the site until it is promoted, then live with the fallback', () => {
    expect(seen.afterStaging).toEqual({ live: 'v1', previous: null, staged: ['v2', 'v3'] });
    expect(seen.stagedApplied).toEqual({
      mfe_feeds: 'http://localhost:3006/releases/v1/mf-manifest.json',
    });
    expect(seen.afterPromotion).toEqual({ live: 'v3', previous: 'v1', staged: ['v2'] });
  });

  it('points a released remote at its live version, with the previous one as its fallback', () => {
    expect(seen.applied).toEqual({
      cmsUrl: 'http://cms',
      remotes: {
        mfe_feeds: 'http://localhost:3006/releases/v2/mf-manifest.json',
        mfe_foods: 'http://localhost:3002/mf-manifest.json',
      },
      fallbacks: { mfe_feeds: 'http://localhost:3006/releases/v1/mf-manifest.json' },
    });
  });

  it('records every release when six write at once, and leaves no lock or temporary file', () => {
    expect(seen.concurrent).toEqual({
      recorded: ['a', 'b', 'c', 'd', 'e', 'f'],
      lockLeft: false,
      temporaryLeft: [],
    });
  });

  it('refuses to read a damaged registry as an empty one', () => {
    expect(seen.damaged).toBe('SyntaxError');
  });
});

/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

/** What a canary gives at each step (tests/fixtures/canary-scenarios.mjs). */
const seen = JSON.parse(
  execFileSync(process.execPath, [path.join(__dirname, 'fixtures', 'canary-scenarios.mjs')], {
    encoding: 'utf8',
  }),
) as Record<string, unknown>;

describe('a canary in the registry', () => {
  it('is refused before a first live version, past its share, for the live version, and beside another', () => {
    expect(seen.beforeLive).toMatch(/no live version/);
    expect(seen.tooMany).toMatch(/1 to 50 percent/);
    expect(seen.live).toMatch(/live already/);
    expect(seen.second).toMatch(/mfe-feeds has a canary/);
  });

  it("is the site servers' alone in the runtime config, and no step of the live versions", () => {
    expect(seen.applied).toMatchObject({
      remotes: { mfe_feeds: 'http://localhost:3006/releases/v1/mf-manifest.json' },
      canaries: {
        mfe_feeds: {
          manifestUrl: 'http://localhost:3006/releases/v2/mf-manifest.json',
          version: 'v2',
          share: 10,
        },
      },
    });
    expect(seen.stackWithCanary).toEqual(['v1']);
  });

  it('ends when promoted to everyone, or taken back, saying why', () => {
    expect(seen.afterPromotion).toEqual({
      live: 'v2',
      previous: 'v1',
      canary: null,
      ended: 'promoted to every visitor',
    });
    expect(seen.endedWhy).toBe('v3');
    expect(seen.appliedAfterEnd).not.toHaveProperty('canaries');
    expect(seen.appliedAfterEnd).toMatchObject({
      remotes: { mfe_feeds: 'http://localhost:3006/releases/v2/mf-manifest.json' },
    });
    expect(seen.endedAgain).toBeNull();
    expect(seen.afterEnd).toMatchObject({
      live: 'v2',
      last: { action: 'canary-ended', version: 'v3', why: 'taken back by the site: failing' },
    });
  });
});

describe("a canary's visitors", () => {
  it('are about its share of new visitors', () => {
    expect(seen.share).toBeGreaterThan(0.09);
    expect(seen.share).toBeLessThan(0.11);
  });

  it('are drawn once, on a page, and keep their draw for the visit', () => {
    expect(seen.firstPage).toEqual({
      in: true,
      cookie: 'site_version=mfe_feeds@v3:in; Path=/; HttpOnly; SameSite=Lax',
    });
    expect(seen.firstPageOut).toEqual({
      in: false,
      cookie: 'site_version=mfe_feeds@v3:out; Path=/; HttpOnly; SameSite=Lax',
    });
    expect(seen.kept).toEqual({ in: true, cookie: null });
    expect(seen.keptOut).toEqual({ in: false, cookie: null });
    // Drawn for an earlier canary: on the live site for the rest of the visit.
    expect(seen.earlierCanary).toEqual({ in: false, cookie: null });
    expect(seen.notAPage).toEqual({ in: false, cookie: null });
    expect(seen.pages).toEqual([true, true, true]);
    expect(seen.notPages).toEqual([false, false, false, false, false, false]);
  });
});

describe('taking a canary back', () => {
  it('waits for enough pages, forgives a few failures, and ends one clearly worse', () => {
    const verdicts = seen.verdicts as Record<string, string | null>;
    expect(verdicts.fewPages).toBeNull();
    expect(verdicts.asGood).toBeNull();
    expect(verdicts.slightlyWorse).toBeNull();
    expect(verdicts.failing).toBe(
      '240.0 failures per 1,000 pages over 500 pages, against 2.0 for the live version',
    );
    expect(seen.rate).toBe(10);
  });
});

describe('counts per version', () => {
  it("add up this server's and its version servers', leaving out what is not a count", () => {
    expect(seen.totals).toEqual({
      'mfe_feeds@v1': { pages: 2, renderFailures: 1, browserFailures: 0 },
      'mfe_feeds@v3': { pages: 5, renderFailures: 0, browserFailures: 2 },
    });
  });

  it('are read with the counts token alone, never the secret', () => {
    expect(seen.token).toEqual({ good: true, other: false, bare: false, none: false });
  });
});

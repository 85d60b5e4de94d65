/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

/** What the release budget makes of a small version (tests/fixtures/release-budget-scenarios.mjs). */
const seen = JSON.parse(
  execFileSync(
    process.execPath,
    [path.join(__dirname, 'fixtures', 'release-budget-scenarios.mjs')],
    {
      encoding: 'utf8',
    },
  ),
) as {
  measured: { pages: Record<string, number>; largest: { page: string; bytes: number } };
  expected: Record<string, number>;
  withoutScripts: unknown;
  budgets: Record<string, { pageJavaScriptBrotliBytes: number; pageHtmlBytes: number } | null>;
  none: unknown;
  damagedError: string;
  html: number;
  scriptOver: string | null;
  scriptWithin: string | null;
  scriptOverUnmeasured: string | null;
  htmlOver: string | null;
  htmlWithin: string | null;
};

describe('release budget', () => {
  it('counts for each page the entry, ./routes and its chunks, each file once, brotli', () => {
    expect(seen.measured.pages).toEqual(seen.expected);
    expect(seen.measured.largest).toEqual({ page: 'BigPage', bytes: seen.expected.BigPage });
    expect(seen.withoutScripts).toBeNull();
  });

  it('is declared by every remote in its own folder, in bytes', () => {
    expect(Object.keys(seen.budgets)).toHaveLength(7);
    for (const [app, budget] of Object.entries(seen.budgets)) {
      expect([app, budget?.pageJavaScriptBrotliBytes]).toEqual([app, expect.any(Number)]);
      expect([app, budget?.pageHtmlBytes]).toEqual([app, expect.any(Number)]);
    }
    expect(seen.none).toBeNull();
    expect(seen.damagedError).toContain('pageJavaScriptBrotliBytes must be a whole number');
  });

  it('weighs HTML in UTF-8 bytes', () => {
    expect(seen.html).toBe(Buffer.byteLength('<title>ह</title><p>x</p>{}'));
  });

  it('refuses a version over it, naming the figure, the budget and the live figure', () => {
    expect(seen.scriptOver).toBe(
      "JavaScript over budget: BigPage adds 2.0 KB (2048 bytes, brotli), the budget in mfe-feeds/budget.json is 1.0 KB (1000 bytes); the live version's largest page, SmallPage, adds 0.9 KB (900 bytes)",
    );
    expect(seen.scriptOverUnmeasured).toContain('was not measured (built before budgets)');
    expect(seen.scriptWithin).toBeNull();
    expect(seen.htmlOver).toBe(
      "HTML over budget: /feeds weighs 3.0 KB (3072 bytes, uncompressed), the budget in mfe-feeds/budget.json is 1.0 KB (1024 bytes); the live version's /feeds weighs 2.0 KB (2048 bytes)",
    );
    expect(seen.htmlWithin).toBeNull();
  });
});

/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

/** What the page cache gives visitors in each situation (tests/fixtures/page-cache-scenarios.mjs). */
const seen = JSON.parse(
  execFileSync(process.execPath, [path.join(__dirname, 'fixtures', 'page-cache-scenarios.mjs')], {
    encoding: 'utf8',
  }),
) as {
  concurrent: { renders: number; bodies: string[] };
  contentChange: { during: string; after: string };
  postChange: { unpublishedAddress: boolean; notFoundPage: boolean; feedsPage: boolean };
  release: { marked: string[]; feeds: string; home: string };
  fault: {
    kept: { status: number; body: string; failed: boolean };
    never: { status: number; failed: boolean };
  };
  bounded: { afterPages: string[]; afterMissing: string[] };
  releaseDuringRender: { first: string; next: string; renders: number };
  slowCms: { contentChange: string; release: string; afterIncomplete: string };
  recent: { toRender: string[]; kept: string[]; rendersOnMark: number };
  cap: {
    order: string[];
    timedOut: string;
    running: number;
    post: { whileBusy: string; worked: boolean; later: string };
  };
  etags: { raw: string; br: string; gz: string };
  pageData: { current: string; replaced: string; otherPage: null; notFound: null };
  bytes: string[];
  bestBrotli: { smaller: boolean; sameHtml: boolean; etag: boolean };
  scoped: {
    faq: string[];
    kept: string[];
    about: string;
    release: string[];
    rendersOnMark: number;
  };
};

describe('page cache', () => {
  it('renders a page once for requests that arrive together', () => {
    expect(seen.concurrent).toEqual({
      renders: 1,
      bodies: ['/feeds v1', '/feeds v1', '/feeds v1'],
    });
  });

  it('serves the kept page while a content change renders it again, then the new one', () => {
    expect(seen.contentChange).toEqual({ during: '/feeds v1', after: '/feeds v2' });
  });

  it('a change of one post reaches the 404 at its address and the 404 page, not other pages', () => {
    expect(seen.postChange).toEqual({
      unpublishedAddress: true,
      notFoundPage: true,
      feedsPage: false,
    });
  });

  it("renders a released remote's pages before serving them, and only that remote's", () => {
    expect(seen.release).toEqual({ marked: ['/feeds'], feeds: '/feeds v2', home: '/ v1' });
  });

  it('keeps the last good page when its remote fails; a page never rendered gets the failed answer', () => {
    expect(seen.fault.kept).toEqual({ status: 200, body: '/feeds v1', failed: false });
    expect(seen.fault.never).toEqual({ status: 503, failed: true });
  });

  it('drops the least recently served pages past its size, and made-up addresses past their own bound', () => {
    expect(seen.bounded.afterPages).toEqual(['/c', '/d', '/a', '/e']);
    expect(seen.bounded.afterMissing).toEqual(['/a', '/e', '/missing-2', '/missing-3']);
  });

  it('never keeps a render that started before a release as fresh: the next request gets the new build', () => {
    expect(seen.releaseDuringRender).toEqual({ first: '/feeds v1', next: '/feeds v2', renders: 2 });
  });

  it('with the CMS slow, keeps a complete page over an incomplete one, but not over a release', () => {
    expect(seen.slowCms).toEqual({
      // A content change rendered without some content: the complete page stays.
      contentChange: '/feeds v1',
      // A release: its page is served even incomplete (the old build's page is not kept).
      release: '/feeds v3',
      // An incomplete page gives way to the next render, incomplete or not.
      afterIncomplete: '/feeds v4',
    });
  });

  it('a change concerns only the pages that read what changed; the 404s it concerns are dropped', () => {
    expect(seen.scoped).toEqual({
      // The FAQ page renders again; the page without FAQs is left; the made-up address dropped.
      faq: ['/feeds'],
      kept: ['/feeds', '/about'],
      about: '/about v1',
      // A release of the remote that owns /about: that page alone.
      release: ['/about'],
      rendersOnMark: 0,
    });
  });

  it('after a content change renders again only the pages asked for lately, most recent first', () => {
    expect(seen.recent).toEqual({
      toRender: ['/feeds', '/'],
      kept: ['/', '/feeds'],
      rendersOnMark: 0,
    });
  });

  it('caps renders at once: a few misses wait, the rest are refused, visitors before background work', () => {
    // Two at a time (each pair finishes in either order), the refused one at once, background last.
    const [first, ...rest] = seen.cap.order;
    expect(first).toBe('/e: busy');
    expect(rest.slice(0, 2).sort()).toEqual(['/a', '/b']);
    expect(rest.slice(2, 4).sort()).toEqual(['/c', '/d']);
    expect(rest[4]).toBe('/background');
    expect(seen.cap.timedOut).toBe('busy');
    expect(seen.cap.running).toBe(0);
  });

  it('makes a posted form share the cap: refused while the slots are busy, before anything is stored', () => {
    expect(seen.cap.post).toEqual({ whileBusy: 'busy', worked: false, later: 'sent' });
  });

  it('is bounded in bytes too: big pages push the least recently served out', () => {
    expect(seen.bytes).toEqual(['/c', '/d']);
  });

  it('gives each encoding of a page its own ETag', () => {
    const { raw, br, gz } = seen.etags;
    expect(new Set([raw, br, gz]).size).toBe(3);
    expect(br).toBe(`W/${raw.replace(/"$/, '-br"')}`);
    expect(gz).toBe(raw.replace(/"$/, '-gz"'));
  });

  it('serves a quick brotli copy at once, then a smaller one of the same page under the same weak ETag', () => {
    expect(seen.bestBrotli).toEqual({ smaller: true, sameHtml: true, etag: true });
  });

  it("keeps a page's data by its path and hash, a replaced render's too, none for a 404", () => {
    expect(seen.pageData).toEqual({
      current: '/feeds data v2',
      replaced: '/feeds data v1',
      otherPage: null,
      notFound: null,
    });
  });
});

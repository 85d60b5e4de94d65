// @ts-check
/** Lighthouse 12 on one page, mobile or desktop, and the median of several runs. */
import { CHROMIUM, FLAGS, RUNS, median } from './settings.mjs';

async function lighthouseRun(
  /** @type {string} */ url,
  /** @type {'mobile' | 'desktop'} */ formFactor,
) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const desktopConfig = (await import('lighthouse/core/config/desktop-config.js')).default;
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS });
  try {
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        // A query's answer (`/where-to-buy?place=…`, a route declared `query`) is kept out of
        // search engines by design (noindex): whether it may be indexed is not asked of it.
        ...(new URL(url).search ? { skipAudits: ['is-crawlable'] } : {}),
      },
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
    const score = (/** @type {string} */ id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const audit = (/** @type {string} */ id) => lhr.audits[id]?.numericValue ?? 0;
    // The page's HTML as the phone model receives it: compressed body and headers.
    const requests = /** @type {{ items?: { resourceType?: string, transferSize?: number }[] }} */ (
      lhr.audits['network-requests']?.details ?? {}
    ).items;
    const html = requests?.find((r) => r.resourceType === 'Document')?.transferSize ?? 0;
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcp: audit('largest-contentful-paint'),
      cls: audit('cumulative-layout-shift'),
      tbt: audit('total-blocking-time'),
      html,
      failing: Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
        .map((a) => a.id),
    };
  } finally {
    chrome.kill();
  }
}

export async function lighthouseMedian(
  /** @type {string} */ url,
  /** @type {'mobile' | 'desktop'} */ formFactor,
) {
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) runs.push(await lighthouseRun(url, formFactor));
  /** @type {Record<string, number>} */
  const out = {};
  for (const key of [
    'performance',
    'accessibility',
    'bestPractices',
    'seo',
    'lcp',
    'cls',
    'tbt',
    'html',
  ]) {
    out[key] = median(
      runs.map((r) => /** @type {Record<string, number>} */ (/** @type {unknown} */ (r))[key] ?? 0),
    );
  }
  const medians = /** @type {Omit<Awaited<ReturnType<typeof lighthouseRun>>, 'failing'>} */ (
    /** @type {unknown} */ (out)
  );
  return { ...medians, failing: [...new Set(runs.flatMap((r) => r.failing))] };
}

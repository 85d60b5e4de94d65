const CHROMIUM = '/usr/bin/chromium';
const FLAGS = ['--headless','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'];
const { default: lighthouse } = await import('lighthouse');
const chromeLauncher = await import('chrome-launcher');
const RUNS = Number(process.env.RUNS ?? 3);
for (const url of process.argv.slice(2)) {
  const rows = [];
  for (let i = 0; i < RUNS; i++) {
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS });
    try {
      const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
      const m = lhr.audits.metrics.details.items[0];
      const doc = lhr.audits['network-requests'].details.items[0];
      const inGraph = lhr.audits['network-requests'].details.items.filter((r) => r.networkEndTime <= m.observedLargestContentfulPaint && r.transferSize > 0).map((r) => r.url.split('/').pop().slice(0, 20) + ':' + r.transferSize);
      rows.push({ lcp: m.largestContentfulPaint, fcp: m.firstContentfulPaint, obs: m.observedLargestContentfulPaint, doc: doc.transferSize, inGraph: inGraph.join(' ') });
    } finally { chrome.kill(); }
  }
  rows.sort((a, b) => a.lcp - b.lcp);
  const med = rows[Math.floor(rows.length / 2)];
  console.log(`${url.padEnd(40)} LCP ${rows.map((r) => r.lcp.toFixed(0)).join('/')} (med ${med.lcp.toFixed(0)}) FCP ${med.fcp.toFixed(0)} obsLCP ${rows.map((r) => r.obs.toFixed(0)).join('/')} doc ${med.doc} | ${med.inGraph}`);
}

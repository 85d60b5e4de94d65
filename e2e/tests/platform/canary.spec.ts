import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type * as SiteScripts from '../../../scripts/site.mjs';
import { expect, test, HYDRATED } from '../../support/test';
import { copyOfFeeds, repoRoot } from '../../support/fixtures';
import { releaseCli } from '../../support/release-cli';
import { cmsUrl, e2ePorts } from '../../support/ports';
import { appPorts } from '../../../shared/build/apps.mjs';

/**
 * A canary (issue 53, outcomes 2 to 4; site-server/canary.mjs): a staged version given to a share
 * of new visitors, each drawn once and kept on what they got in the HTML and the browser alike;
 * counted per version (`npm run releases`); given to everyone by `promote`, ended by `rollback`,
 * and taken back by the site when it fails in browsers. The site is `serveSite` (as `npm start`)
 * on its own ports with its own releases folder.
 */
const SITE_PORT = e2ePorts.shell + 120;
const ports = appPorts({ PORT_SHELL: String(SITE_PORT) });
const siteUrl = `http://localhost:${SITE_PORT}`;
const SECRET = 'canary-spec-version-secret';
/** Pages a canary must have served before the site may take it back (CANARY_RULE.minPages). */
const MIN_PAGES = 12;

let releases: string;
let workDir: string;
let site: { stop: () => Promise<void> };
const siteLog: string[] = [];

/** The release command line, in its own process. */
const cli = releaseCli(() => ({
  ...process.env,
  SITE_VERSION_PREVIEW_SECRET: SECRET,
  NAVDHARA_RELEASES_DIR: releases,
  CMS_URL: cmsUrl,
  PORT_SHELL: String(ports.shell),
  PORT_MFE_FEEDS: String(ports['mfe-feeds']),
}));

type Remote = {
  live: string;
  canary?: { version: string; share: number };
  history: { version: string; action: string; why?: string }[];
};
const registry = () =>
  JSON.parse(fs.readFileSync(path.join(releases, 'registry.json'), 'utf8')) as {
    remotes: Record<string, Remote>;
  };
const feeds = () => registry().remotes['mfe-feeds'] as Remote;

/** A version built from a copy of mfe-feeds with `heading`, staged or live. */
async function version(
  label: string,
  heading: string,
  options: { stage?: boolean; throwInBrowser?: boolean } = {},
) {
  const source = copyOfFeeds(workDir, label, {
    heading,
    throwInBrowser: options.throwInBrowser ?? false,
  });
  const made = await cli(
    'release',
    'mfe-feeds',
    '--source',
    source,
    ...(options.stage ? ['--stage'] : []),
  );
  expect(made.code, made.out).toBe(0);
  return /version (\S+) is (live|staged)/.exec(made.out)?.[1] ?? '';
}

/** A visit's first page, fetched with no cookie (a new visitor): its draw and what it shows. */
async function firstPage(pathname = '/feeds') {
  const answer = await fetch(`${siteUrl}${pathname}`);
  const html = await answer.text();
  return {
    cookie: /site_version=[^;]+/.exec(answer.headers.get('set-cookie') ?? '')?.[0] ?? null,
    cacheControl: answer.headers.get('cache-control'),
    html,
  };
}

/** The manifest of mfe-feeds the page's runtime config gives the browser. */
const manifestIn = (html: string) =>
  /"mfe_feeds":"([^"]+)"/.exec(
    /<script[^>]*id="__RUNTIME_CONFIG__"[^>]*>([^<]*)/.exec(html)?.[1] ?? '',
  )?.[1] ?? '';

/** Until the site follows the registry (it reads it every second). */
async function untilSite(check: () => Promise<boolean>, what: string) {
  await expect.poll(check, { message: what, timeout: 10_000, intervals: [200] }).toBe(true);
}

test.describe.configure({ mode: 'serial' });
test.setTimeout(240_000);

test.beforeAll(async () => {
  releases = fs.mkdtempSync(path.join(os.tmpdir(), 'navdhara-canary-'));
  workDir = fs.mkdtempSync(path.join(repoRoot, 'e2e', '.canary-'));
  const { serveSite } = (await import('../../../scripts/site.mjs')) as typeof SiteScripts;
  site = await serveSite({
    ports,
    releasesDir: releases,
    env: {
      ...process.env,
      CMS_URL: cmsUrl,
      SITE_VERSION_PREVIEW_SECRET: SECRET,
      SITE_CANARY_MIN_PAGES: String(MIN_PAGES),
      NAVDHARA_RELEASES_DIR: releases,
    },
    onLine: (line) => {
      try {
        siteLog.push(String((JSON.parse(line) as { msg?: string }).msg ?? line));
      } catch {
        siteLog.push(line);
      }
    },
  });
});

test.afterAll(async () => {
  await site?.stop();
  fs.rmSync(workDir, { recursive: true, force: true });
  fs.rmSync(releases, { recursive: true, force: true });
});

const headingA = `Feeds live A ${Date.now()}`;
const headingB = `Feeds canary B ${Date.now()}`;
let versionA = '';
let versionB = '';

test('a canary goes to about its share of new visitors, each kept on the version they got', async ({
  browser,
}) => {
  versionA = await version('a', headingA);
  versionB = await version('b', headingB, { stage: true });
  const promoted = await cli('promote', 'mfe-feeds', versionB, '--canary', '30');
  expect(promoted.code, promoted.out).toBe(0);
  expect(feeds().canary).toEqual(expect.objectContaining({ version: versionB, share: 30 }));
  await untilSite(async () => (await firstPage()).cookie !== null, 'the site draws new visitors');

  // 150 new visitors: about 30% in. Each sees one version whole: its H1 and the code its
  // browser is told to load.
  const visitors = await Promise.all(Array.from({ length: 150 }, () => firstPage()));
  const drawn = visitors.filter((visit) => visit.cookie?.endsWith(':in'));
  expect(drawn.length / visitors.length).toBeGreaterThan(0.15);
  expect(drawn.length / visitors.length).toBeLessThan(0.45);
  for (const visit of visitors) {
    expect(visit.cookie).toMatch(new RegExp(`^site_version=mfe_feeds@${versionB}:(in|out)$`));
    // An answer that draws is the visitor's own: no shared cache keeps it.
    expect(visit.cacheControl).toBe('private, no-store');
    const inCanary = visit.cookie?.endsWith(':in');
    expect(visit.html).toContain(inCanary ? headingB : headingA);
    expect(manifestIn(visit.html)).toContain(`/releases/${inCanary ? versionB : versionA}/`);
  }

  // Every later request of a visit keeps its version, and draws no more.
  for (const visit of [drawn[0]!, visitors.find((v) => v.cookie?.endsWith(':out'))!]) {
    const inCanary = visit.cookie!.endsWith(':in');
    for (const pathname of ['/feeds', '/hi/feeds', '/feeds', '/']) {
      const again = await fetch(`${siteUrl}${pathname}`, { headers: { Cookie: visit.cookie! } });
      const html = await again.text();
      expect(again.headers.get('set-cookie')).toBeNull();
      if (pathname.endsWith('feeds')) expect(html).toContain(inCanary ? headingB : headingA);
      expect(manifestIn(html)).toContain(`/releases/${inCanary ? versionB : versionA}/`);
    }
  }

  // In a browser: the canary's HTML hydrated by the canary's code, no mismatch.
  const context = await browser.newContext();
  await context.addCookies([
    { name: 'site_version', value: drawn[0]!.cookie!.split('=')[1]!, url: siteUrl },
  ]);
  const page = await context.newPage();
  const errors: string[] = [];
  const scripts: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('request', (sent) => sent.url().includes('/releases/') && scripts.push(sent.url()));
  await page.goto(`${siteUrl}/feeds`);
  await page.keyboard.press('Shift');
  await expect(page.locator(HYDRATED)).toBeAttached();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingB);
  expect(errors).toEqual([]);
  expect(scripts.filter((url) => url.includes(`:${ports['mfe-feeds']}/`))).not.toHaveLength(0);
  expect(scripts.filter((url) => url.includes(`/releases/${versionA}/`))).toEqual([]);
  await context.close();
});

test('npm run releases shows each version: pages, failures per 1,000 pages, and its JavaScript', async () => {
  const listed = await cli('list', 'mfe-feeds');
  expect(listed.code, listed.out).toBe(0);
  const lineOf = (v: string) => {
    const lines = listed.out.split('\n');
    const at = lines.findIndex((line) => line.includes(v));
    return `${lines[at]}\n${lines[at + 1]}`;
  };
  expect(lineOf(versionB)).toMatch(/^canary 30% /);
  expect(lineOf(versionB)).toMatch(
    /[1-9]\d* pages, 0 failed renders, 0 browser failures \(0\.0 per 1,000 pages\)/,
  );
  expect(lineOf(versionB)).toMatch(
    /JS \d+\.\d KB on its largest page \([+-]\d+\.\d KB against live\)/,
  );
  expect(lineOf(versionA)).toMatch(/^live /);
  expect(lineOf(versionA)).toMatch(/[1-9]\d* pages/);
});

test('promote gives the canary to everyone; rollback ends another; neither draws anyone since', async () => {
  const promoted = await cli('promote', 'mfe-feeds', versionB);
  expect(promoted.code, promoted.out).toBe(0);
  expect(feeds()).toEqual(expect.objectContaining({ live: versionB }));
  expect(feeds().canary).toBeUndefined();
  await untilSite(async () => (await firstPage()).cookie === null, 'the site stops drawing');
  expect((await firstPage()).html).toContain(headingB);

  const versionC = await version('c', `Feeds canary C ${Date.now()}`, { stage: true });
  expect((await cli('promote', 'mfe-feeds', versionC, '--canary', '20')).code).toBe(0);
  await untilSite(async () => (await firstPage()).cookie !== null, 'the site draws again');
  const rolled = await cli('rollback', 'mfe-feeds');
  expect(rolled.out).toContain(`the canary of version ${versionC} is ended`);
  expect(feeds()).toEqual(expect.objectContaining({ live: versionB }));
  expect(feeds().history.at(-1)).toEqual(
    expect.objectContaining({ action: 'canary-ended', version: versionC, why: 'rolled back' }),
  );
  await untilSite(async () => (await firstPage()).cookie === null, 'the site stops drawing');
});

test('a canary that throws in the browser is taken back by the site, which says why', async ({
  browser,
}) => {
  const versionD = await version('d', `Feeds canary D ${Date.now()}`, {
    stage: true,
    throwInBrowser: true,
  });
  expect((await cli('promote', 'mfe-feeds', versionD, '--canary', '50')).code).toBe(0);
  await untilSite(async () => (await firstPage()).cookie !== null, 'the site draws');
  // Visitors drawn in, in their browsers: the canary's code fails there and each browser says so.
  const context = await browser.newContext();
  await context.addCookies([
    { name: 'site_version', value: `mfe_feeds@${versionD}:in`, url: siteUrl },
  ]);
  const page = await context.newPage();
  for (let visit = 0; visit < MIN_PAGES && feeds().canary; visit += 1) {
    await page.goto(`${siteUrl}/feeds`);
    await page.keyboard.press('Shift');
    await expect(page.locator(HYDRATED)).toBeAttached();
  }
  await context.close();
  await expect
    .poll(() => feeds().canary?.version ?? null, { timeout: 15_000, message: 'the canary ends' })
    .toBeNull();
  const ended = feeds().history.at(-1);
  expect(ended).toEqual(expect.objectContaining({ action: 'canary-ended', version: versionD }));
  expect(ended?.why).toMatch(
    /^taken back by the site: [\d.]+ failures per 1,000 pages over \d+ pages/,
  );
  expect(
    siteLog.find((line) => line.includes(`canary mfe_feeds ${versionD} taken back`)),
  ).toBeTruthy();
  // No further visitor gets it.
  await untilSite(async () => (await firstPage()).cookie === null, 'the site stops drawing');
  const after = await fetch(`${siteUrl}/feeds`, {
    headers: { Cookie: `site_version=mfe_feeds@${versionD}:in` },
  });
  expect(manifestIn(await after.text())).toContain(`/releases/${versionB}/`);
});

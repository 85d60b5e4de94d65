import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext, BrowserContext } from '@playwright/test';
import type * as SiteScripts from '../../../scripts/site.mjs';
import { expect, test, HYDRATED } from '../../support/test';
import { readMoreToggle, expectToggleShows } from '../../support/faq';
import { copyOfFeeds, repoRoot } from '../../support/fixtures';
import { releaseCli } from '../../support/release-cli';
import { cmsUrl, e2ePorts } from '../../support/ports';
import { CHANGE_BUDGET_MS } from '../../support/change-budget';
import { appPorts } from '../../../shared/build/apps.mjs';
import { versionPreviewQuery } from '../../../site-server/version-preview.mjs';

/**
 * A division team ships its remote alone (scripts/release.mjs): each release is a version of its
 * own, checked before it goes live, live in the served HTML within seconds, undone in one command,
 * and a version that fails in the browser leaves visitors on the one before. The site here is
 * `serveSite` (as `npm start`) on its own ports with its own releases folder.
 */
const SITE_PORT = e2ePorts.shell + 80;
const ports = appPorts({ PORT_SHELL: String(SITE_PORT) });
const siteUrl = `http://localhost:${SITE_PORT}`;

let releases: string;
let workDir: string;
let site: { stop: () => Promise<void> };
const siteLog: string[] = [];

// The site servers' and the release command's secret for staged versions' preview links.
const VERSION_PREVIEW_SECRET = 'releases-spec-version-preview';

const cliEnv = () => ({
  ...process.env,
  SITE_VERSION_PREVIEW_SECRET: VERSION_PREVIEW_SECRET,
  NAVDHARA_RELEASES_DIR: releases,
  CMS_URL: cmsUrl,
  PORT_SHELL: String(ports.shell),
  PORT_MFE_FEEDS: String(ports['mfe-feeds']),
});

/** The release command line, in its own process (this one serves the site it checks against). */
const cli = releaseCli(cliEnv);

const feedsCopy = (label: string, change: Parameters<typeof copyOfFeeds>[2]) =>
  copyOfFeeds(workDir, label, change);

/** Seconds until the served HTML of /feeds has `heading` as its H1. */
async function secondsUntilHeading(request: APIRequestContext, heading: string): Promise<number> {
  const started = Date.now();
  for (;;) {
    const html = await (
      await request.get(`${siteUrl}/feeds`, { headers: { 'Cache-Control': 'no-cache' } })
    ).text();
    if (new RegExp(`<h1[^>]*>${heading}</h1>`).test(html)) return (Date.now() - started) / 1000;
    if (Date.now() - started > CHANGE_BUDGET_MS)
      throw new Error(
        `/feeds did not show "${heading}" within ${CHANGE_BUDGET_MS} ms; the site logged: ${siteLog
          .filter((line) => line !== 'request')
          .slice(-4)
          .join(' / ')}; its H1: ${/<h1[^>]*>([^<]*)/.exec(html)?.[1]}`,
      );
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const registryText = () => {
  const file = path.join(releases, 'registry.json');
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
};
const registry = () =>
  JSON.parse(registryText() || '{"remotes":{}}') as {
    remotes: Record<
      string,
      {
        live: string;
        previous?: string;
        history: { version: string; action: string }[];
        staged?: { version: string; at: string }[];
      }
    >;
  };
const versionOf = (out: string) => /version (\S+) is live/.exec(out)?.[1] ?? '';

test.describe.configure({ mode: 'serial' });
test.setTimeout(240_000);

test.beforeAll(async () => {
  releases = fs.mkdtempSync(path.join(os.tmpdir(), 'navdhara-releases-'));
  workDir = fs.mkdtempSync(path.join(repoRoot, 'e2e', '.release-'));
  const { serveSite } = (await import('../../../scripts/site.mjs')) as typeof SiteScripts;
  site = await serveSite({
    ports,
    releasesDir: releases,
    env: { ...process.env, CMS_URL: cmsUrl, SITE_VERSION_PREVIEW_SECRET: VERSION_PREVIEW_SECRET },
    // The site server's JSON lines; the tests read their messages.
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

const headingA = `Feeds release A ${Date.now()}`;
const headingB = `Feeds release B ${Date.now()}`;

test('release, then release again, then roll back: each is the served HTML within 5 s', async ({
  request,
}) => {
  const first = await cli(
    'release',
    'mfe-feeds',
    '--source',
    feedsCopy('a', { heading: headingA }),
  );
  expect(first.code, first.out).toBe(0);
  console.log(`release A live in ${(await secondsUntilHeading(request, headingA)).toFixed(2)} s`);

  const second = await cli(
    'release',
    'mfe-feeds',
    '--source',
    feedsCopy('b', { heading: headingB }),
  );
  expect(second.code, second.out).toBe(0);
  console.log(`release B live in ${(await secondsUntilHeading(request, headingB)).toFixed(2)} s`);

  const [a, b] = [versionOf(first.out), versionOf(second.out)];
  expect(registry().remotes['mfe-feeds']).toMatchObject({ live: b, previous: a });
  const listed = await cli('list', 'mfe-feeds');
  expect(listed.out).toMatch(new RegExp(`live\\s+${b}\\s+released`));
  expect(listed.out).toMatch(new RegExp(`fallback\\s+${a}\\s+released`));

  const back = await cli('rollback', 'mfe-feeds');
  expect(back.code, back.out).toBe(0);
  console.log(`rollback live in ${(await secondsUntilHeading(request, headingA)).toFixed(2)} s`);
  expect(registry().remotes['mfe-feeds']?.live).toBe(a);
  // The rolled-back version's files stay served: a page opened on it keeps working.
  expect(
    (
      await request.get(`http://localhost:${ports['mfe-feeds']}/releases/${b}/mf-manifest.json`)
    ).status(),
  ).toBe(200);
});

test('a release claiming a path another remote holds is refused, naming both, the registry untouched', async ({
  request,
}) => {
  const before = registryText();
  const refused = await cli(
    'release',
    'mfe-feeds',
    '--source',
    feedsCopy('claims', { claimPath: '/foods' }),
  );
  expect(refused.code).not.toBe(0);
  expect(refused.out).toContain('refused');
  expect(refused.out).toContain(
    '/foods is claimed by both mfe_foods (FoodsPage) and mfe_feeds (FeedsPage)',
  );
  expect(registryText()).toBe(before);
  await secondsUntilHeading(request, headingA);
});

test('a release exposing a page no route leads to is refused, the registry untouched', async () => {
  const before = registryText();
  const refused = await cli(
    'release',
    'mfe-feeds',
    '--source',
    feedsCopy('exposes', { exposePage: 'CattleFeedPage' }),
  );
  expect(refused.code).not.toBe(0);
  expect(refused.out).toContain('it exposes ./CattleFeedPage, a module no route leads to');
  expect(registryText()).toBe(before);
});

test('a version over its budget is refused, naming the figure, the budget and the live figure', async () => {
  const before = registryText();
  /** A copy of mfe-feeds whose budget.json lowers one figure to 1 KB. */
  const overBudget = (label: string, lowered: Record<string, number>) => {
    const copy = feedsCopy(label, {});
    const file = path.join(copy, 'budget.json');
    const budget = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, number>;
    fs.writeFileSync(file, JSON.stringify({ ...budget, ...lowered }));
    return copy;
  };
  const scripts = await cli(
    'release',
    'mfe-feeds',
    '--source',
    overBudget('js-budget', { pageJavaScriptBrotliBytes: 1024 }),
  );
  expect(scripts.code).not.toBe(0);
  expect(scripts.out).toMatch(
    /JavaScript over budget: \w+Page adds [\d.]+ KB \(\d+ bytes, brotli\), the budget in mfe-feeds\/budget\.json is 1\.0 KB \(1024 bytes\); the live version's largest page, \w+Page, adds [\d.]+ KB/,
  );
  const html = await cli(
    'release',
    'mfe-feeds',
    '--source',
    overBudget('html-budget', { pageHtmlBytes: 1024 }),
  );
  expect(html.code).not.toBe(0);
  expect(html.out).toMatch(
    /HTML over budget: \/feeds weighs [\d.]+ KB \(\d+ bytes, uncompressed\), the budget in mfe-feeds\/budget\.json is 1\.0 KB \(1024 bytes\); the live version's \/feeds weighs [\d.]+ KB/,
  );
  expect(registryText()).toBe(before);
});

test('a version whose shared React the site cannot provide is refused by the preflight', async () => {
  // A copy of the live version whose manifest says it was built with a React the shell does not
  // have, as a remote built against another major version would.
  const { live = '' } = registry().remotes['mfe-feeds'] ?? {};
  const version = `${live}-react20`;
  const folder = path.join(releases, 'mfe-feeds', version);
  fs.cpSync(path.join(releases, 'mfe-feeds', live), folder, { recursive: true });
  const manifestFile = path.join(folder, 'mf-manifest.json');
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as {
    shared: { name: string; version: string }[];
  };
  for (const entry of manifest.shared) if (entry.name === 'react') entry.version = '20.0.0';
  fs.writeFileSync(manifestFile, JSON.stringify(manifest));
  const verdict = await new Promise<{ code: number; out: string }>((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(repoRoot, 'scripts', 'preflight.mjs')], {
      cwd: repoRoot,
      env: {
        ...cliEnv(),
        PREFLIGHT_INPUT: JSON.stringify({
          name: 'mfe_feeds',
          candidate: `http://localhost:${ports['mfe-feeds']}/releases/${version}/mf-manifest.json`,
          config: { cmsUrl, siteUrl, remotes: {} },
        }),
      },
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code: code ?? 1, out }));
  });
  fs.rmSync(folder, { recursive: true, force: true });
  expect(verdict.code).toBe(1);
  expect(verdict.out).toMatch(
    /shared react: this version was built with 20\.0\.0 and needs \^20\.0\.0, the site provides 19\./,
  );
});

test('a version that throws in the browser: visitors get a working page from the version before', async ({
  page,
  request,
}) => {
  const headingC = `Feeds release C ${Date.now()}`;
  const broken = await cli(
    'release',
    'mfe-feeds',
    '--source',
    feedsCopy('c', { heading: headingC, throwInBrowser: true }),
  );
  // Its server build renders: the preflight lets it through, and the HTML is its own.
  expect(broken.code, broken.out).toBe(0);
  await secondsUntilHeading(request, headingC);

  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${siteUrl}/feeds`);
  await expect(page.locator(HYDRATED)).toBeAttached();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingA);
  await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
  await expect(page.getByTestId('page-code-failed')).toHaveCount(0);
  // It works: its code answers (the SEO text's Read More opens it).
  const readMore = readMoreToggle(page.getByTestId('seo-text'));
  await readMore.click();
  await expectToggleShows(readMore, 'Read Less');
  // The one error is React's hydration mismatch, recovered: the HTML came from the broken version
  // (its server build works), the browser renders the version before in its place.
  expect(errors.filter((message) => !message.includes('Minified React error #418'))).toEqual([]);
  // The team finds it in the site's log: remote, version, phase.
  await expect
    .poll(() => siteLog.find((line) => line.includes('failed in a browser')) ?? '')
    .toContain(`mfe_feeds version ${versionOf(broken.out)} failed in a browser (browser load)`);
});

test('two releases started at once are both recorded', async () => {
  const [one, two] = await Promise.all([
    cli(
      'release',
      'mfe-feeds',
      '--source',
      feedsCopy('x', { heading: `Feeds release X ${Date.now()}` }),
    ),
    cli(
      'release',
      'mfe-feeds',
      '--source',
      feedsCopy('y', { heading: `Feeds release Y ${Date.now()}` }),
    ),
  ]);
  expect(one.code, one.out).toBe(0);
  expect(two.code, two.out).toBe(0);
  const history = registry().remotes['mfe-feeds']?.history.map((event) => event.version) ?? [];
  expect(history).toEqual(expect.arrayContaining([versionOf(one.out), versionOf(two.out)]));
  const live = registry().remotes['mfe-feeds'];
  expect([versionOf(one.out), versionOf(two.out)]).toContain(live?.live);
  expect([versionOf(one.out), versionOf(two.out)]).toContain(live?.previous);
});

test('its live version failing on the server: pages render from the version before, status 200', async ({
  request,
}) => {
  const { live = '', previous = '' } = registry().remotes['mfe-feeds'] ?? {};
  expect(previous).not.toBe('');
  // The site has taken in the last release (it reads the registry every second).
  await expect
    .poll(async () => {
      const config = (await (await request.get(`${siteUrl}/runtime-config.json`)).json()) as {
        remotes: Record<string, string>;
      };
      return config.remotes.mfe_feeds ?? '';
    })
    .toContain(`/releases/${live}/`);
  // The live version's server build is damaged where it is served (a bad upload, say); its
  // manifest changes with it, so the site loads it again and it throws.
  const folder = path.join(releases, 'mfe-feeds', live, 'server');
  fs.writeFileSync(
    path.join(folder, 'remoteEntry.js'),
    "throw new Error('damaged server build');\n",
  );
  const manifest = path.join(folder, 'mf-manifest.json');
  fs.writeFileSync(manifest, fs.readFileSync(manifest, 'utf8').replace('{', '{"damaged":true,'));
  let answer = { status: 0, html: '' };
  await expect
    .poll(
      async () => {
        const response = await request.get(`${siteUrl}/poultry-layer-farming`, {
          headers: { 'Cache-Control': 'no-cache' },
        });
        answer = { status: response.status(), html: await response.text() };
        // The browser is told to load the version the HTML came from.
        const config =
          /<script type="application\/json" id="__RUNTIME_CONFIG__">(.*?)<\/script>/s.exec(
            answer.html,
          )?.[1];
        const remotes = (JSON.parse(config ?? '{}') as { remotes?: Record<string, string> })
          .remotes;
        return remotes?.mfe_feeds?.endsWith(`/releases/${previous}/mf-manifest.json`) ?? false;
      },
      { timeout: CHANGE_BUDGET_MS * 2 },
    )
    .toBe(true);
  expect(answer.status).toBe(200);
  expect(answer.html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
  expect(answer.html).not.toContain('data-testid="remote-fallback"');
  // The site server writes its log in batches (site-server/log.mjs): wait for the line.
  await expect
    .poll(() => siteLog.join('\n'))
    .toContain(`mfe_feeds version ${live} failed on the server (load)`);
});

/** The H1 of /feeds as the server sends it to `context`'s visitor. */
async function servedHeading(context: BrowserContext) {
  const html = await (await context.request.get(`${siteUrl}/feeds`)).text();
  return /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];
}

test('a staged version is stored, not live, seen through its preview link alone, until promoted; then live within 5 s', async ({
  request,
  browser,
}) => {
  const { live = '' } = registry().remotes['mfe-feeds'] ?? {};
  const headingS = `Feeds staged S ${Date.now()}`;
  const staged = await cli(
    'release',
    'mfe-feeds',
    '--source',
    feedsCopy('s', { heading: headingS }),
    '--stage',
  );
  expect(staged.code, staged.out).toBe(0);
  const version = /version (\S+) is staged, not live/.exec(staged.out)?.[1] ?? '';
  expect(version).not.toBe('');
  expect(registry().remotes['mfe-feeds']).toMatchObject({ live, staged: [{ version }] });
  expect((await cli('list', 'mfe-feeds')).out).toMatch(
    new RegExp(`staged\\s+${version}\\s+staged`),
  );
  // Not served: the site's registry does not name it (the site reads it every second).
  const config = (await (await request.get(`${siteUrl}/runtime-config.json`)).json()) as {
    remotes: Record<string, string>;
  };
  expect(config.remotes.mfe_feeds).not.toContain(version);

  // Its preview link: the whole site with this version of mfe-feeds, for whoever opens it.
  const link = /\/__site\/preview-version\?\S+/.exec(staged.out)?.[0] ?? '';
  expect(link, staged.out).toContain(`version=${version}`);
  const previewer = await browser.newContext();
  const page = await previewer.newPage();
  // The remotes' code the browser asks for, by version folder.
  const code: string[] = [];
  page.on('request', (asked) => {
    if (/\/releases\/[^/]+\/.*\.js$/.test(asked.url())) code.push(asked.url());
  });
  await page.goto(`${siteUrl}${link}`);
  expect(new URL(page.url()).pathname).toBe('/');
  const [cookie] = await previewer.cookies();
  expect(cookie).toMatchObject({ name: 'site_version_preview', httpOnly: true, sameSite: 'Lax' });
  const answer = await page.goto(`${siteUrl}/feeds`);
  expect(answer?.headers()['cache-control']).toBe('private, no-store');
  expect(await answer?.text()).toMatch(new RegExp(`<h1[^>]*>${headingS}</h1>`));
  // The app boots as a visitor first acts (shared/build/boot.js).
  await page.keyboard.press('Shift');
  await expect(page.locator(HYDRATED)).toBeAttached();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingS);
  await expect(page.getByText(`Preview: mfe-feeds version ${version}`)).toBeVisible();
  // The browser booted from the staged registry: mfe-feeds's code is the staged version's.
  expect(code.filter((url) => url.includes(`/releases/${version}/`)).length).toBeGreaterThan(0);
  expect(code.filter((url) => url.includes(`/releases/${live}/`))).toEqual([]);

  // Everyone else: the live version. A forged link or an expired one (signed as the release
  // signs, with a past expiry): the live site, no cookie.
  const stranger = await browser.newContext();
  expect(await servedHeading(stranger)).not.toBe(headingS);
  const expired = `/__site/preview-version?${versionPreviewQuery(VERSION_PREVIEW_SECRET, 'mfe-feeds', version, Math.floor(Date.now() / 1000) - 60)}`;
  for (const refused of [link.replace(/sig=[^&]+/, 'sig=forged'), expired]) {
    const strangerPage = await stranger.newPage();
    await strangerPage.goto(`${siteUrl}${refused}`);
    expect(new URL(strangerPage.url()).pathname).toBe('/');
    expect(await stranger.cookies()).toEqual([]);
    expect(await servedHeading(stranger)).not.toBe(headingS);
  }
  await stranger.close();

  // Exit: the cookie is gone, the live site again.
  await page.goto(`${siteUrl}/__site/preview-version/exit`);
  expect(await previewer.cookies()).toEqual([]);
  expect(await servedHeading(previewer)).not.toBe(headingS);
  await previewer.close();

  const unknown = await cli('promote', 'mfe-feeds', 'no-such-version');
  expect(unknown.code).not.toBe(0);
  expect(unknown.out).toContain(
    `mfe-feeds has no staged version no-such-version (staged: ${version})`,
  );

  const promoted = await cli('promote', 'mfe-feeds', version);
  expect(promoted.code, promoted.out).toBe(0);
  console.log(`promotion live in ${(await secondsUntilHeading(request, headingS)).toFixed(2)} s`);
  expect(registry().remotes['mfe-feeds']).toMatchObject({ live: version, previous: live });
  expect(registry().remotes['mfe-feeds']?.staged).toBeUndefined();
  expect((await cli('list', 'mfe-feeds')).out).toMatch(
    // A promoted version is staged no longer (recordLive): its line says when it was promoted.
    new RegExp(`live\\s+${version}\\s+promoted`),
  );
});

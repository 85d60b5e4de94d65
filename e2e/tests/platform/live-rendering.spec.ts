import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, HYDRATED } from '../../support/test';
import { copyOfFeeds, e2eRegistry, repoRoot, startAppServer } from '../../support/fixtures';
import { e2ePorts } from '../../support/ports';
import { contentManager } from '../cms/helpers';
import { secondsUntil } from '../../support/change-budget';
import { expectOpen, readMoreToggle } from '../../support/faq';

/**
 * The served HTML comes from the remotes and the CMS as they are now: an editor's change and a
 * remote released alone reach it within seconds, with no rebuild or restart; faults keep content.
 */

test.describe.configure({ mode: 'serial' });

test('an editor changes a FAQ: the served HTML and its FAQPage JSON-LD follow within 5 s', async ({
  request,
}) => {
  const list = (await contentManager(
    request,
    'GET',
    'collection-types/api::faq.faq?filters[section][$eq]=feeds&pageSize=1',
  )) as { results: { documentId: string; title: string }[] };
  const faq = list.results[0];
  if (!faq) throw new Error('no feeds FAQ seeded');
  expect(await (await request.get('/feeds')).text()).toContain(faq.title);
  const edited = `Edited in the CMS ${Date.now()}?`;
  // Draft & Publish: the edit is saved as a draft, then published.
  await contentManager(request, 'PUT', `collection-types/api::faq.faq/${faq.documentId}`, {
    title: edited,
  });
  await contentManager(
    request,
    'POST',
    `collection-types/api::faq.faq/${faq.documentId}/actions/publish`,
  );
  try {
    const seconds = await secondsUntil(request, '/feeds', (html) => html.includes(edited));
    const html = await (await request.get('/feeds')).text();
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)]
      .map((m) => m[1] ?? '')
      .find((text) => text.includes('FAQPage'));
    expect(jsonLd).toContain(edited);
    console.log(`FAQ edit reached the HTML of /feeds in ${seconds.toFixed(2)} s`);
  } finally {
    await contentManager(request, 'PUT', `collection-types/api::faq.faq/${faq.documentId}`, {
      title: faq.title,
    });
    await contentManager(
      request,
      'POST',
      `collection-types/api::faq.faq/${faq.documentId}/actions/publish`,
    );
  }
});

test('a new blog post is served with its title and listed in the sitemap; deleted, it answers 404', async ({
  request,
}) => {
  const title = `A post written after the build ${Date.now()}`;
  // Created and published in one step, as the admin's Publish button does for a new entry.
  const created = (await contentManager(
    request,
    'POST',
    'collection-types/api::blog.blog/actions/publish',
    {
      title,
      description: 'Written by an editor while the site runs.',
    },
  )) as { data: { number: number; documentId: string } };
  const { number: id, documentId } = created.data;
  try {
    const seconds = await secondsUntil(
      request,
      `/blog/${id}`,
      (html, status) => status === 200 && html.includes(`<title>${title}`),
    );
    expect(await (await request.get(`/blog/${id}`)).text()).toMatch(
      new RegExp(`<h1[^>]*>${title}`),
    );
    await secondsUntil(request, '/sitemap.xml', (xml) => xml.includes(`/blog/${id}</loc>`));
    console.log(`new post served in ${seconds.toFixed(2)} s`);
  } finally {
    await contentManager(request, 'DELETE', `collection-types/api::blog.blog/${documentId}`);
  }
  await secondsUntil(request, `/blog/${id}`, (_html, status) => status === 404);
  await secondsUntil(request, '/sitemap.xml', (xml) => !xml.includes(`/blog/${id}</loc>`));
});

test('the webhook needs the shared secret and ignores enquiries', async ({ request }) => {
  expect((await request.post('/__site/revalidate', { data: { model: 'blog' } })).status()).toBe(
    401,
  );
  expect(
    (
      await request.post('/__site/revalidate', {
        data: { model: 'blog' },
        headers: { Authorization: 'Bearer wrong' },
      })
    ).status(),
  ).toBe(401);
  const secret = process.env.E2E_REVALIDATE_SECRET ?? '';
  const enquiry = await request.post('/__site/revalidate', {
    data: { model: 'contact-us' },
    headers: { Authorization: `Bearer ${secret}` },
  });
  expect(enquiry.status()).toBe(202);
  expect(await enquiry.json()).toMatchObject({ accepted: false });
  // A draft saved changes nothing visitors see; its publication does.
  const draft = await request.post('/__site/revalidate', {
    data: { event: 'entry.update', model: 'blog', entry: { id: 1, publishedAt: null } },
    headers: { Authorization: `Bearer ${secret}` },
  });
  expect(await draft.json()).toMatchObject({ accepted: false });
  const published = await request.post('/__site/revalidate', {
    data: { event: 'entry.publish', model: 'blog', entry: { id: 2, publishedAt: '2026-01-01' } },
    headers: { Authorization: `Bearer ${secret}` },
  });
  expect(await published.json()).toMatchObject({ accepted: true });
  // Strapi may fire twice for one change: the second is as harmless as the first.
  for (let i = 0; i < 2; i += 1) {
    const blog = await request.post('/__site/revalidate', {
      data: { model: 'blog' },
      headers: { Authorization: `Bearer ${secret}` },
    });
    expect(await blog.json()).toMatchObject({ accepted: true });
  }
  expect((await request.get('/')).status()).toBe(200);
});

test.describe('a remote released alone', () => {
  const SITE_PORT = e2ePorts.shell + 70;
  const REMOTE_PORT = e2ePorts.shell + 71;
  let served: string;
  let workDir: string;
  let site: { url: string; stop: () => Promise<void> };
  /** The site server's log, line by line. */
  const siteLines: string[] = [];
  let remote: { stop: () => Promise<void> };

  /** Builds a copy of mfe-feeds with its main heading changed, into `<copy>/dist`. */
  function buildFeedsWithHeading(heading: string): string {
    const copy = copyOfFeeds(workDir, String(Date.now()), { heading });
    for (const extra of [[], ['--env', 'server']]) {
      const result = spawnSync(
        'npx',
        ['rspack', 'build', '--config', 'rspack.config.ts', '--mode', 'production', ...extra],
        { cwd: copy, encoding: 'utf8' },
      );
      if (result.status !== 0) throw new Error(`build failed: ${result.stderr}${result.stdout}`);
    }
    return path.join(copy, 'dist');
  }

  /**
   * "Deploys" a build: its files copied over the served folder, as an upload to a static host.
   * This build is not compressed, so the last release's `.br`/`.gz` copies stay beside the new
   * files: browsers must still get the new code (site-server/static-files.mjs `compressedCopy`).
   */
  function deploy(dist: string) {
    fs.cpSync(dist, served, { recursive: true });
  }

  test.beforeAll(async () => {
    // Copies of mfe-feeds are built under the repository so they resolve its node_modules.
    workDir = fs.mkdtempSync(path.join(repoRoot, 'e2e', '.release-'));
    served = fs.mkdtempSync(path.join(os.tmpdir(), 'navdhara-feeds-served-'));
    fs.cpSync(path.join(repoRoot, 'mfe-feeds', 'dist'), served, { recursive: true });
    remote = await startAppServer('mfe-feeds', REMOTE_PORT, {
      allowedOrigins: [`http://localhost:${SITE_PORT}`],
      dir: served,
    });
    site = await startAppServer('shell', SITE_PORT, {
      runtimeConfig: () =>
        e2eRegistry({ mfe_feeds: `http://localhost:${REMOTE_PORT}/mf-manifest.json` }),
      onLog: (line) => siteLines.push(line),
    });
  });

  test.afterAll(async () => {
    await site?.stop();
    await remote?.stop();
    fs.rmSync(workDir, { recursive: true, force: true });
    fs.rmSync(served, { recursive: true, force: true });
  });

  test('its new heading is in the HTML within 5 s, with no rebuild or restart of the site', async ({
    request,
  }) => {
    expect((await request.get(`${site.url}/feeds`)).status()).toBe(200);
    const heading = `Feeds released alone ${Date.now()}`;
    const dist = buildFeedsWithHeading(heading);
    deploy(dist);
    const seconds = await secondsUntil(request, `${site.url}/feeds`, (html) =>
      html.includes(heading),
    );
    console.log(`remote release reached the HTML in ${seconds.toFixed(2)} s`);
    expect(await (await request.get(`${site.url}/feeds`)).text()).toMatch(
      new RegExp(`<h1[^>]*>${heading}</h1>`),
    );
  });

  test('the released page hydrates in the browser with the new build and no error', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.goto(`${site.url}/feeds`);
    await expect(page.locator(HYDRATED)).toBeAttached();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Feeds released alone/);
    await expect(page.getByTestId('division-faq')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('its server build broken: its pages keep their last good render, with status 200', async ({
    request,
  }) => {
    const before = await (await request.get(`${site.url}/feeds`)).text();
    const heading = /<h1[^>]*>([^<]+)/.exec(before)?.[1];
    // A release whose server container throws as it loads.
    fs.writeFileSync(
      path.join(served, 'server', 'remoteEntry.js'),
      "throw new Error('broken server build');\n",
    );
    const manifest = path.join(served, 'server', 'mf-manifest.json');
    fs.writeFileSync(manifest, fs.readFileSync(manifest, 'utf8').replace('{', '{"broken":true,'));
    // The site has found the new build (it reads the manifests every second), rendered the page
    // again with it, and kept the last good render.
    await expect
      .poll(() =>
        siteLines.some(
          (line) => line.includes('"path":"/feeds"') && line.includes('kept the last good render'),
        ),
      )
      .toBe(true);
    const after = await request.get(`${site.url}/feeds`);
    expect(after.status()).toBe(200);
    expect(await after.text()).toContain(`${heading}</h1>`);
    // A page of that remote never rendered before gets the fallback, with 503.
    const never = await request.get(`${site.url}/poultry-layer-farming`);
    expect(never.status()).toBe(503);
    expect(await never.text()).toContain('data-testid="remote-fallback"');
  });
});

test('a remote whose browser code cannot load: the server-rendered content stays, with a notice and Try again', async ({
  page,
}) => {
  const feedsOrigin = `http://localhost:${e2ePorts['mfe-feeds']}`;
  await page.route(`${feedsOrigin}/**`, (route) => route.abort());
  const response = await page.goto('/feeds');
  expect(response?.status()).toBe(200);
  await expect(page.locator(HYDRATED)).toBeAttached();
  const notice = page.getByTestId('page-code-failed');
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(((await page.locator('main').textContent()) ?? '').length).toBeGreaterThan(2000);
  await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
  await expect(
    page.locator('main [role="status"][aria-label*="Loading"], main .spinner'),
  ).toHaveCount(0);

  // Its links still work (plain links: the next page comes from the server).
  // Its FAQ answers open and close with no code (native disclosures).
  const question = page.getByTestId('division-faq').locator('details > summary').first();
  await question.click();
  await expectOpen(question, true);
  // A link to another page of the same remote, in the SEO text (unfolded with no code either).
  await readMoreToggle(page.getByTestId('seo-text')).click();
  const link = page.locator('main [data-page-root] a[href="/poultry-feed-manufacturers"]').first();
  await link.click();
  await expect(page).toHaveURL(/\/poultry-feed-manufacturers$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The next page of the same remote is kept the same way once the app boots there (at the
  // visitor's next key: a link's tap does not boot it).
  await page.keyboard.press('Shift');
  await expect(page.locator(HYDRATED)).toBeAttached();
  await expect(page.getByTestId('page-code-failed')).toBeVisible();

  // Once the code can load again, Try again brings the live page in place.
  await page.unroute(`${feedsOrigin}/**`);
  await page.getByTestId('page-code-failed').getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByTestId('page-code-failed')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

/**
 * One change policy (site-server/change-policy.mjs), measured on a real site server
 * (`site-server/main.mjs` in a process of its own) and the real CMS: after a content change or a
 * release, exactly the kept pages that read what changed render again, counted from the server's
 * own `render` log lines; made-up addresses are never rendered again for nobody.
 *
 * Two remotes are reached through a proxy that can "release" them: it adds a field to their
 * manifests, which is a new version of the remote to the site server (a hash of its manifests),
 * as a new build uploaded in place is.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { e2eRegistry, repoRoot } from '../../support/fixtures';
import { e2ePorts, freePort } from '../../support/ports';

const SECRET = 'change-policy-secret';
const EDGE_KEY = 'change-policy-edge';
/** Pages a visitor asked for (each remote's, articles, the shell's) and made-up addresses. */
const PAGES = [
  '/',
  '/about',
  '/media',
  '/careers',
  '/blog/1',
  '/feeds',
  '/poultry-feed-manufacturers',
  '/poultry-layer-farming',
  '/hatchery',
  '/hello-world',
];
const MADE_UP = ['/no-such-page-here', '/blog/987654', '/media-article/987654'];
/** The remotes the proxy can release, by their registry name. */
const RELEASED = { mfe_feeds: e2ePorts['mfe-feeds'], mfe_corporate: e2ePorts['mfe-corporate'] };
type Released = keyof typeof RELEASED;

let site: ChildProcess;
let sitePort: number;
let output = '';
let registryServer: http.Server;
let releaseProxy: http.Server;
/** Each released remote's release number, written into its manifests by the proxy. */
const releases: Record<Released, number> = { mfe_feeds: 0, mfe_corporate: 0 };
/** The registry the site server reads (a test changes it). */
let registry: Record<string, unknown> = {};
/** Each page's status and keys (what it read, as the server names them to an edge). */
const seen = new Map<string, { status: number; keys: string[] }>();

function get(pagePath: string) {
  return new Promise<{ status: number; keys: string[] }>((resolve, reject) => {
    const req = http.get(
      {
        host: '127.0.0.1',
        port: sitePort,
        path: pagePath,
        headers: { 'X-Site-Edge-Key': EDGE_KEY },
      },
      (res) => {
        res.resume();
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            keys: String(res.headers['surrogate-key'] ?? '').split(' '),
          }),
        );
      },
    );
    req.on('error', reject);
  });
}

/** The server's log lines (JSON) from `from` (a length of `output`) on. */
function linesSince(from: number): Record<string, unknown>[] {
  return output
    .slice(from)
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

/** The paths rendered from `from` on, once no render has been logged for two seconds. */
async function rendersSettled(from: number): Promise<string[]> {
  let count = -1;
  for (let quiet = 0; quiet < 8;) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const now = linesSince(from).filter((line) => line.event === 'render').length;
    quiet = now === count ? quiet + 1 : 0;
    count = now;
  }
  // Which pages, each once: a render that lost content to a slow CMS is tried again a few
  // seconds later (page-cache.mjs, RETRY_AFTER_MS), which a loaded machine makes happen.
  return [
    ...new Set(
      linesSince(from)
        .filter((line) => line.event === 'render')
        .map((line) => String(line.path)),
    ),
  ].sort();
}

/**
 * Where the log stands once the renders asked for so far have written their lines (a child's
 * output comes a little after its answers), so a change's renders are counted from there.
 */
async function settledOutput(): Promise<number> {
  await rendersSettled(0);
  return output.length;
}

const pagesWith = (key: string) =>
  [...seen].filter(([, page]) => page.status === 200 && page.keys.includes(key)).map(([p]) => p);

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(60_000);
  // Forwards to the remotes' e2e servers; their manifests carry the release number once released.
  const proxyPort = await freePort();
  releaseProxy = http.createServer((req, res) => {
    const [name, ...rest] = (req.url ?? '/').slice(1).split('/');
    const remote = name as Released;
    const port = RELEASED[remote];
    if (!port) return void res.writeHead(404).end();
    const file = `/${rest.join('/')}`;
    http
      .get(
        { host: '127.0.0.1', port, path: file, headers: { 'cache-control': 'no-cache' } },
        (answer) => {
          const chunks: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => chunks.push(chunk));
          answer.on('end', () => {
            let body = Buffer.concat(chunks);
            if (/mf-manifest\.json$/.test(file) && releases[remote])
              body = Buffer.from(
                body.toString('utf8').replace('{', `{"release":${releases[remote]},`),
              );
            const headers = { ...answer.headers, 'content-length': String(body.length) };
            delete headers['content-encoding'];
            delete headers.etag;
            res.writeHead(answer.statusCode ?? 502, headers).end(body);
          });
        },
      )
      .on('error', () => res.destroy());
  });
  await new Promise<void>((resolve) => releaseProxy.listen(proxyPort, '127.0.0.1', resolve));
  const proxied = (remote: Released) => `http://127.0.0.1:${proxyPort}/${remote}/mf-manifest.json`;
  registry = e2eRegistry({
    mfe_feeds: proxied('mfe_feeds'),
    mfe_corporate: proxied('mfe_corporate'),
  });
  const registryPort = await freePort();
  registryServer = http.createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(registry));
  });
  await new Promise<void>((resolve) => registryServer.listen(registryPort, '127.0.0.1', resolve));

  sitePort = await freePort();
  site = spawn(process.execPath, [path.join(repoRoot, 'site-server', 'main.mjs')], {
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(sitePort),
      HOST: '127.0.0.1',
      SITE_RUNTIME_CONFIG_URL: `http://127.0.0.1:${registryPort}/runtime-config.json`,
      SITE_REVALIDATE_SECRET: SECRET,
      SITE_EDGE_KEY: EDGE_KEY,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  site.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  site.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await expect
    .poll(
      () =>
        get('/readyz').then(
          (a) => a.status,
          () => 0,
        ),
      { timeout: 30_000 },
    )
    .toBe(200);
  for (const pagePath of [...PAGES, ...MADE_UP]) seen.set(pagePath, await get(pagePath));
});

test.afterAll(async () => {
  if (site && site.exitCode === null) site.kill('SIGKILL');
  await new Promise((resolve) => registryServer?.close(resolve));
  releaseProxy?.closeAllConnections();
  await new Promise((resolve) => releaseProxy?.close(resolve));
});

test('the pages and made-up addresses are kept as asked for', () => {
  for (const pagePath of PAGES) expect(seen.get(pagePath)?.status, pagePath).toBe(200);
  for (const pagePath of MADE_UP) expect(seen.get(pagePath)?.status, pagePath).toBe(404);
});

test('a FAQ published: only the pages showing FAQs render again, no made-up address', async () => {
  const showingFaqs = pagesWith('model:faq');
  // Some of the pages show FAQs, and some do not.
  expect(showingFaqs.length).toBeGreaterThan(0);
  expect(showingFaqs.length).toBeLessThan(PAGES.length);
  const from = await settledOutput();
  const answer = await fetch(`http://127.0.0.1:${sitePort}/__site/revalidate`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${SECRET}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      event: 'entry.publish',
      model: 'faq',
      entry: { publishedAt: '2026-01-01' },
    }),
  });
  expect(await answer.json()).toMatchObject({ accepted: true });
  const rendered = await rendersSettled(from);
  console.log(
    `a FAQ publish rendered ${rendered.length} of ${seen.size} kept pages again: ${rendered.join(' ')}`,
  );
  expect(rendered).toEqual([...showingFaqs].sort());
  const invalidation = linesSince(from).find((line) => line.event === 'invalidation');
  expect(invalidation?.pages).toBe(showingFaqs.length);
  // A made-up address asked for again is answered, rendered then.
  expect((await get('/blog/987654')).status).toBe(404);
});

test('a FAQ of one section: only the pages that showed it and the pages of its section render again, wherever it moved', async () => {
  // A FAQ the hatchery page shows, by the key the page names for it.
  const shown = seen
    .get('/hatchery')
    ?.keys.find((key) => key.startsWith('model:faq#'))
    ?.slice('model:faq#'.length);
  expect(shown, 'the hatchery page names the FAQs it shows').toBeTruthy();
  const publish = async (section: string) => {
    const from = await settledOutput();
    const answer = await fetch(`http://127.0.0.1:${sitePort}/__site/revalidate`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${SECRET}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        event: 'entry.publish',
        model: 'faq',
        entry: { publishedAt: '2026-01-01', documentId: shown, section },
      }),
    });
    expect(await answer.json()).toMatchObject({ accepted: true });
    return rendersSettled(from);
  };
  const expected = (section: string) =>
    PAGES.filter((pagePath) =>
      ['model:faq:*', `model:faq:${section}`, `model:faq#${shown}`].some((key) =>
        seen.get(pagePath)?.keys.includes(key),
      ),
    ).sort();
  // Edited where it is: the feeds page, which shows FAQs too, is left alone.
  expect(pagesWith('model:faq')).toContain('/feeds');
  expect(expected('hatchery')).toEqual(['/hatchery']);
  const inPlace = await publish('hatchery');
  console.log(`a hatchery FAQ edited rendered again: ${inPlace.join(' ')}`);
  expect(inPlace).toEqual(['/hatchery']);
  // Moved to feeds: the page it left and the page it joins.
  expect(expected('feeds')).toEqual(['/feeds', '/hatchery']);
  expect(await publish('feeds')).toEqual(['/feeds', '/hatchery']);
});

test('a release of one remote renders again only its pages, never a made-up address', async () => {
  for (const remote of ['mfe_feeds', 'mfe_corporate'] as const) {
    const ownPages = PAGES.filter((pagePath) =>
      seen
        .get(pagePath)
        ?.keys.some((key) => key === `remote:${remote}` || key === `owner:${remote}`),
    );
    expect(ownPages.length, remote).toBeGreaterThan(0);
    const from = await settledOutput();
    releases[remote] += 1;
    // A poll under way as the release lands may see half of it (one manifest new, the other
    // not yet) and the next poll the whole: two versions, each page rendered for each.
    const rendered = [...new Set(await rendersSettled(from))];
    // The release was seen: its pages rendered again (within the settling time).
    console.log(
      `a release of ${remote} rendered ${rendered.length} page(s) again: ${rendered.join(' ')}`,
    );
    expect(rendered, remote).toEqual([...ownPages].sort());
  }
  // The made-up addresses were dropped, not rendered again: asked for, they are 404s still.
  for (const pagePath of MADE_UP) expect((await get(pagePath)).status, pagePath).toBe(404);
});

test('a new registry renders again every page asked for, never a made-up address', async () => {
  const from = await settledOutput();
  // Any change of the registry is one of every page (its addresses are in every page).
  registry = { ...registry, changePolicyTest: Date.now() };
  const rendered = [...new Set(await rendersSettled(from))];
  console.log(`a new registry rendered ${rendered.length} page(s) again: ${rendered.join(' ')}`);
  expect(rendered).toEqual([...PAGES].sort());
  for (const pagePath of MADE_UP) expect((await get(pagePath)).status, pagePath).toBe(404);
});

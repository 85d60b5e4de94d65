#!/usr/bin/env node
// @ts-check
/**
 * The cluster's fault test (`npm run cluster`'s topology, in a throwaway data folder): prints its
 * figures and fails when an outcome of ARCHITECTURE.md "Running on several machines" does not hold.
 *
 *   1. Fresh everywhere: a FAQ edited and published through one Strapi instance, a blog post
 *      unpublished and published again, and a new FAQ published and then deleted, reach the edge
 *      and every site server within 5 s; a page that shows no FAQ stays in the edge's cache.
 *   2. A remote's release and its rollback (the versions and the registry in the object store,
 *      through the site's edge) reach the edge and every site server within 5 s; two writers of
 *      the registry hold its Redis lock one after the other; the edge serves the bucket read-only.
 *      A page's query makes no second copy at the edge, and a redirect keeps it.
 *   3. One rate limit: creates sent to each Strapi instance in turn draw on one budget. Through
 *      the CMS's edge each client has its own: one client (from 127.0.0.2) spends its budget, and
 *      another's (from 127.0.0.3) enquiry is still accepted.
 *   4. Uploads: a file uploaded through one Strapi instance is in the object store, served through
 *      the CMS's edge, and known to every instance.
 *   5. Under steady load (pages through the site's edge, enquiries through the CMS's edge):
 *      `kill -9` of a site server, then of a Strapi instance, each started again. At most 0.1% of
 *      page requests fail; every enquiry answered 2xx is stored exactly once (counted in
 *      PostgreSQL).
 *   6. Redis stopped: pages are still served and the site servers' logs say so; started again,
 *      they say it is back.
 *   7. The object store stopped: pages, and the remotes' files the edge has, are still served.
 *   8. PostgreSQL stopped: the CMS answers 503 at once, the site keeps serving its pages; started
 *      again, the CMS answers with no restart.
 *
 *   node scripts/cluster-test.mjs     (in `npm test`; ports of deploy/ must be free)
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { releaseEnv, startCluster } from './cluster.mjs';
import { readEnvFile } from './cms.mjs';
import { withRedisLock } from './lib/lock.mjs';
import { psql } from './lib/postgres.mjs';
import { release, rollback } from './release.mjs';
import { sleep } from './lib/processes.mjs';

const FRESH_WITHIN_S = 5;
/** Creates a minute per route and client. */
const RATE_LIMIT_MAX = 1000;
const MAX_PAGE_FAILURE_RATE = 0.001;
const PAGES = ['/', '/feeds', '/foods', '/about', '/media', '/careers'];
/**
 * Sent with a request that must reach a site server through the edge: Varnish passes what carries
 * credentials (deploy/varnish/site.vcl), and a query no longer makes a miss.
 */
const PAST_THE_CACHE = { Authorization: 'Bearer cluster-test' };
const log = (/** @type {string} */ message) => console.log(`[cluster-test] ${message}`);
/** @type {string[]} */
const problems = [];
const check = (/** @type {boolean} */ ok, /** @type {string} */ message) => {
  log(`${ok ? 'ok' : 'FAILED'} - ${message}`);
  if (!ok) problems.push(message);
};

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'navdhara-cluster-'));
/** Every line each part wrote, by part: the test reads the site servers' logs. */
/** @type {Map<string, string[]>} */
const lines = new Map();
const cluster = await startCluster({
  dataDir,
  // Enough for the load's enquiries (about 10 a second); one client spends it all in step 3.
  env: { CMS_RATE_LIMIT_MAX: String(RATE_LIMIT_MAX) },
  onLine: (name, line) => {
    const list = lines.get(name) ?? [];
    list.push(line);
    lines.set(name, list);
    if (process.env.CLUSTER_LOG === '1') console.log(`[${name}] ${line}`);
  },
});
const parts = cluster.parts();
const urlOf = (/** @type {string} */ name) => {
  const url = parts.find((part) => part.name === name)?.url;
  if (!url) throw new Error(`no ${name}`);
  return url;
};
const named = (/** @type {RegExp} */ pattern) =>
  parts.filter((part) => pattern.test(part.name)).map((part) => part.name);
const strapis = named(/^strapi-\d+$/);
const sites = named(/^site-\d+$/);
log(`up: ${parts.map((part) => `${part.name} :${part.port}`).join(', ')}`);

/** A token of the admin of cms/.env, from one Strapi instance. */
async function adminToken(/** @type {string} */ cms) {
  const env = readEnvFile();
  const login = await fetch(`${cms}/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: env.CMS_ADMIN_EMAIL, password: env.CMS_ADMIN_PASSWORD }),
  });
  if (!login.ok) throw new Error(`admin login: ${login.status}`);
  return /** @type {string} */ ((await login.json()).data.token);
}

/** The content manager of one Strapi instance, logged in as the admin of cms/.env. */
async function contentManager(/** @type {string} */ cms) {
  const token = await adminToken(cms);
  /**
   * @param {string} method
   * @param {string} address
   * @param {object} [data]
   */
  return async (method, address, data) => {
    const response = await fetch(`${cms}/content-manager/${address}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      ...(data ? { body: JSON.stringify(data) } : {}),
    });
    if (response.status >= 300) throw new Error(`${method} ${address}: ${response.status}`);
    return response.json();
  };
}

/** Seconds until `test` holds for the page at each of `origins` (Infinity past 10 s). */
async function secondsUntilEverywhere(
  /** @type {string} */ pagePath,
  /** @type {(status: number, html: string) => boolean} */ test,
) {
  const started = performance.now();
  const origins = [cluster.siteEdge, ...sites.map(urlOf)];
  /** @type {Record<string, number>} */
  const seen = {};
  while (performance.now() - started < 10_000 && Object.keys(seen).length < origins.length) {
    await Promise.all(
      origins
        .filter((origin) => !(origin in seen))
        .map(async (origin) => {
          const response = await fetch(`${origin}${pagePath}`).catch(() => null);
          if (response && test(response.status, await response.text()))
            seen[origin] = (performance.now() - started) / 1000;
        }),
    );
    await sleep(50);
  }
  const worst = Math.max(...origins.map((origin) => seen[origin] ?? Infinity));
  return { worst, seen };
}

/** `kill -9` of one part, started again 5 s later, then 2 s of the load on it. */
async function killAndRestart(/** @type {string} */ name) {
  cluster.kill(name);
  log(`killed ${name} (kill -9)`);
  await sleep(5000);
  await cluster.restart(name);
  log(`${name} started again`);
  await sleep(2000);
}

/**
 * Pages asked through the site's edge, one after the other, for `ms`: how many, and which failed
 * (no answer, or one `failed` says is a failure; a 5xx by default).
 * @param {number} ms
 * @param {{ pages?: string[], headers?: Record<string, string>, failed?: (status: number) => boolean }} [options]
 */
async function pagesDuring(ms, options = {}) {
  const { pages = PAGES, headers = {}, failed = (status) => status >= 500 } = options;
  let requests = 0;
  /** @type {string[]} */
  const failures = [];
  for (const until = Date.now() + ms; Date.now() < until; requests += 1) {
    const page = pages[requests % pages.length];
    const response = await fetch(`${cluster.siteEdge}${page}`, { headers }).catch(() => null);
    if (!response || failed(response.status))
      failures.push(`${page} ${response?.status ?? 'no answer'}`);
    await response?.arrayBuffer();
  }
  return { requests, failures };
}

const figures = /** @type {Record<string, string>} */ ({});

try {
  // 1. Fresh everywhere, whichever Strapi instance took the change.
  const editor = await contentManager(urlOf(strapis.at(-1) ?? 'strapi-1'));
  const faqs = await editor('GET', 'collection-types/api::faq.faq?filters[section][$eq]=feeds');
  const faq = faqs.results[0];
  for (const origin of [cluster.siteEdge, ...sites.map(urlOf)]) await fetch(`${origin}/feeds`);
  // A page whose content is read from no FAQ (its surrogate keys say so), cached at the edge.
  /** @type {string | undefined} */
  let untouched;
  for (const page of PAGES) {
    // Surrogate keys are the edge's alone: asked for as the edge asks (site-server/edge-purge.mjs).
    const keys = (
      await fetch(`${urlOf(sites[0] ?? '')}${page}`, {
        headers: { 'X-Site-Edge-Key': cluster.edgeKey },
      })
    ).headers.get('surrogate-key');
    if (keys && !keys.split(' ').includes('model:faq')) {
      untouched = page;
      break;
    }
  }
  if (untouched) {
    await fetch(`${cluster.siteEdge}${untouched}`);
    await fetch(`${cluster.siteEdge}${untouched}`);
  }
  const edited = `Edited on one instance ${Date.now()}?`;
  await editor('PUT', `collection-types/api::faq.faq/${faq.documentId}`, { title: edited });
  await editor('POST', `collection-types/api::faq.faq/${faq.documentId}/actions/publish`);
  const publish = await secondsUntilEverywhere('/feeds', (_s, html) => html.includes(edited));
  figures['publish → edge and every site server'] = `${publish.worst.toFixed(2)} s`;
  check(
    publish.worst <= FRESH_WITHIN_S,
    `a published FAQ everywhere in ${publish.worst.toFixed(2)} s`,
  );
  const cached = untouched ? await fetch(`${cluster.siteEdge}${untouched}`) : null;
  check(
    cached?.headers.get('x-cache') === 'hit',
    `only the pages showing FAQs were purged: ${untouched ?? 'no page without FAQs'} still a hit at the edge (${cached?.headers.get('x-cache')})`,
  );
  await editor('PUT', `collection-types/api::faq.faq/${faq.documentId}`, { title: faq.title });
  await editor('POST', `collection-types/api::faq.faq/${faq.documentId}/actions/publish`);

  const added = `Added and deleted on one instance ${Date.now()}?`;
  const created = await editor('POST', 'collection-types/api::faq.faq', {
    title: added,
    content: 'An answer that will not stay.',
    section: 'feeds',
  });
  const createdId = created.data?.documentId ?? created.documentId;
  await editor('POST', `collection-types/api::faq.faq/${createdId}/actions/publish`);
  const addedSeen = await secondsUntilEverywhere('/feeds', (_s, html) => html.includes(added));
  check(
    addedSeen.worst <= FRESH_WITHIN_S,
    `a new FAQ published everywhere in ${addedSeen.worst.toFixed(2)} s`,
  );
  await editor('DELETE', `collection-types/api::faq.faq/${createdId}`);
  const deleted = await secondsUntilEverywhere(
    '/feeds',
    (status, html) => status === 200 && !html.includes(added),
  );
  figures['deletion → gone everywhere'] = `${deleted.worst.toFixed(2)} s`;
  check(
    deleted.worst <= FRESH_WITHIN_S,
    `a deleted FAQ gone everywhere in ${deleted.worst.toFixed(2)} s`,
  );

  const blogs = await editor('GET', 'collection-types/api::blog.blog?pageSize=1');
  const blog = blogs.results[0];
  const blogPath = `/blog/${blog.number}`;
  for (const origin of [cluster.siteEdge, ...sites.map(urlOf)]) await fetch(`${origin}${blogPath}`);
  await editor('POST', `collection-types/api::blog.blog/${blog.documentId}/actions/unpublish`);
  const unpublish = await secondsUntilEverywhere(blogPath, (status) => status === 404);
  figures['unpublish → 404 everywhere'] = `${unpublish.worst.toFixed(2)} s`;
  check(
    unpublish.worst <= FRESH_WITHIN_S,
    `an unpublished post gone everywhere in ${unpublish.worst.toFixed(2)} s`,
  );
  await editor('POST', `collection-types/api::blog.blog/${blog.documentId}/actions/publish`);
  const republish = await secondsUntilEverywhere(blogPath, (status) => status === 200);
  check(
    republish.worst <= FRESH_WITHIN_S,
    `published again, back everywhere in ${republish.worst.toFixed(2)} s`,
  );

  // 2. A release and a rollback, from the object store through the edge, everywhere in 5 s.
  const releasing = { ...process.env, ...releaseEnv(cluster.ports) };
  const released = await release('mfe-feeds', {}, releasing);
  const releaseSeen = await secondsUntilEverywhere('/feeds', (_s, html) => html.includes(released));
  figures['release → edge and every site server'] = `${releaseSeen.worst.toFixed(2)} s`;
  check(
    releaseSeen.worst <= FRESH_WITHIN_S,
    `a release of mfe-feeds live everywhere in ${releaseSeen.worst.toFixed(2)} s`,
  );
  // Its browser code through the edge: the manifest, and the entry it names.
  const feedsManifest = `/remotes/mfe-feeds/releases/${released}/mf-manifest.json`;
  const manifest = await fetch(`${cluster.siteEdge}${feedsManifest}`);
  /** @type {{ metaData?: { remoteEntry?: { path?: string, name?: string } } } | null} */
  const manifestJson = manifest.ok ? await manifest.json() : null;
  const entry = manifestJson?.metaData?.remoteEntry;
  const feedsCode = entry?.name
    ? `/remotes/mfe-feeds/releases/${released}/${entry.path ? `${entry.path}/` : ''}${entry.name}`
    : undefined;
  const codeServed = feedsCode ? await fetch(`${cluster.siteEdge}${feedsCode}`) : null;
  check(
    manifest.ok && codeServed?.status === 200,
    `the release's browser code is served by the edge (${feedsManifest} ${manifest.status}, ${feedsCode} ${codeServed?.status})`,
  );
  const restored = await rollback('mfe-feeds', releasing);
  // Live again, and the release gone from the page (not even as the fallback).
  const rollbackSeen = await secondsUntilEverywhere(
    '/feeds',
    (_s, html) => html.includes(restored) && !html.includes(released),
  );
  figures['rollback → edge and every site server'] = `${rollbackSeen.worst.toFixed(2)} s`;
  check(
    rollbackSeen.worst <= FRESH_WITHIN_S,
    `a rollback of mfe-feeds live everywhere in ${rollbackSeen.worst.toFixed(2)} s`,
  );
  /** @type {[string, number, number][]} */
  const held = [];
  await Promise.all(
    ['first', 'second'].map((who) =>
      withRedisLock(releasing.RELEASES_REDIS_URL, 'navdhara:cluster-test:lock', async () => {
        const from = performance.now();
        await sleep(300);
        held.push([who, from, performance.now()]);
      }),
    ),
  );
  const [one, two] = held;
  check(
    Boolean(one && two && (one[2] <= two[1] || two[2] <= one[1])),
    'two writers of the registry hold its Redis lock one after the other',
  );
  // The bucket through the edge: the site's registry and versions' files, read-only, nothing else.
  const refused = await Promise.all(
    [
      ['GET', '/remotes/registry.json'],
      ['GET', '/remotes/'],
      ['GET', '/remotes/mfe-feeds/releases/'],
      ['GET', `/remotes/mfe-feeds/releases/${released}/../../../registry.json`],
      ['GET', `/remotes/mfe-feeds/releases/${released}/%2e%2e/%2e%2e/%2e%2e/registry.json`],
      ['GET', '/remotes/?list-type=2'],
      ['PUT', '/remotes/runtime-config.json'],
      ['DELETE', `/remotes/mfe-feeds/releases/${released}/mf-manifest.json`],
      ['POST', '/remotes/runtime-config.json?uploads'],
    ].map(async ([method, address]) => {
      const response = await fetch(`${cluster.siteEdge}${address}`, {
        method,
        ...(method === 'PUT' ? { body: '{}' } : {}),
      });
      return `${method} ${address} ${response.status}`;
    }),
  );
  const registryServed = await fetch(`${cluster.siteEdge}/remotes/runtime-config.json`);
  check(
    registryServed.ok && refused.every((line) => / 40[45]$/.test(line)),
    `the edge serves the site's registry (${registryServed.status}) and refuses the rest of the bucket (${refused.join('; ')})`,
  );

  // A page's query makes no second copy at the edge; a redirect keeps the visitor's query.
  await fetch(`${cluster.siteEdge}/media?utm_source=first`);
  const secondQuery = await fetch(`${cluster.siteEdge}/media?utm_source=second&x=${Date.now()}`);
  const redirects = await Promise.all(
    ['a', 'b'].map(async (tag) => {
      const response = await fetch(`${cluster.siteEdge}/farm?utm_source=${tag}`, {
        redirect: 'manual',
      });
      return `${response.status} ${response.headers.get('location')}`;
    }),
  );
  check(
    secondQuery.headers.get('x-cache') === 'hit' &&
      redirects[0] === '301 /hatchery?utm_source=a' &&
      redirects[1] === '301 /hatchery?utm_source=b',
    `one cached copy of a page whatever its query (${secondQuery.headers.get('x-cache')}); redirects keep the query (${redirects.join(', ')})`,
  );

  // 3. One rate limit: each instance in turn, one budget.
  /** @type {number[]} */
  const remaining = [];
  for (let i = 0; i < 6; i += 1) {
    const response = await fetch(`${urlOf(strapis[i % strapis.length] ?? '')}/api/contact-uses`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        data: {
          name: 'Rate Check',
          email: 'rate@example.com',
          mobile: '9876543210',
          message: `rate check ${i}`,
        },
      }),
    });
    remaining.push(Number(response.headers.get('x-ratelimit-remaining')));
  }
  const oneBudget = remaining.every((value, i) => i === 0 || value === (remaining[i - 1] ?? 0) - 1);
  figures['rate limit remaining, instances in turn'] = remaining.join(', ');
  check(oneBudget, `creates on alternate instances draw on one budget (${remaining.join(', ')})`);

  // 3b. Through the CMS's edge, each client's own budget (the whole of 127.0.0.0/8 is this machine).
  const edgePort = cluster.ports.cmsEdgePort;
  const fromAddress = (/** @type {string} */ from, /** @type {object} */ body, headers = {}) =>
    /** @type {Promise<number>} */ (
      new Promise((resolve) => {
        const payload = JSON.stringify(body);
        const request = http.request(
          {
            host: '127.0.0.1',
            port: edgePort,
            path: '/api/contact-uses',
            method: 'POST',
            localAddress: from,
            headers: { 'Content-Type': 'application/json', ...headers },
          },
          (response) => {
            response.resume();
            response.on('end', () => resolve(response.statusCode ?? 0));
          },
        );
        request.on('error', () => resolve(0));
        request.end(payload);
      })
    );
  const enquiryFrom = (/** @type {string} */ from, headers = {}) =>
    fromAddress(
      from,
      {
        data: {
          name: 'Edge Client',
          email: 'edge@example.com',
          mobile: '9876543210',
          message: `edge client ${from}`,
        },
      },
      headers,
    );
  const spendStarted = performance.now();
  // Empty creates: each is refused (400) but counted, so the budget goes without storing anything.
  const spent = [];
  for (let sent = 0; sent <= RATE_LIMIT_MAX; sent += 20) {
    spent.push(
      ...(await Promise.all(
        [...Array(20).keys()].map(() => fromAddress('127.0.0.2', { data: {} })),
      )),
    );
  }
  const spentFor = Math.round(performance.now() - spendStarted);
  const spender = await enquiryFrom('127.0.0.2');
  // Its X-Forwarded-For is nginx's to write: naming another client changes nothing.
  const spenderDisguised = await enquiryFrom('127.0.0.2', { 'X-Forwarded-For': '127.0.0.4' });
  const other = await enquiryFrom('127.0.0.3');
  figures['edge: spender / disguised / other client'] =
    `${spender} / ${spenderDisguised} / ${other} (${spent.length} creates in ${spentFor} ms)`;
  check(
    spent.at(-1) === 429 && spender === 429 && spenderDisguised === 429 && other === 201,
    `through the CMS's edge one client's spent budget (${spender}, disguised ${spenderDisguised}) leaves another's enquiry accepted (${other})`,
  );

  // 4. An upload through one instance: in the object store, known to every instance.
  const resume = `%PDF-1.4\n% resume ${Date.now()}\n`;
  const form = new FormData();
  form.append('files', new Blob([resume], { type: 'application/pdf' }), 'resume.pdf');
  const uploaded = await fetch(`${urlOf(strapis[0] ?? '')}/api/upload`, {
    method: 'POST',
    body: form,
  });
  const file = uploaded.ok ? (await uploaded.json())[0] : null;
  const served = file ? await fetch(new URL(file.url, cluster.cmsEdge)) : null;
  const sameBytes = served?.ok ? (await served.text()) === resume : false;
  const known = file
    ? await Promise.all(
        strapis.map(async (name) => {
          const admin = await adminToken(urlOf(name));
          const response = await fetch(`${urlOf(name)}/upload/files/${file.id}`, {
            headers: { Authorization: `Bearer ${admin}` },
          });
          return response.status;
        }),
      )
    : [];
  check(
    uploaded.ok && sameBytes && known.every((status) => status === 200),
    `an uploaded resume is served from the object store (${file?.url ?? uploaded.status}) and known to every instance (${known.join(', ')})`,
  );

  // 5. Steady load; one site server, then one Strapi instance, killed and started again.
  const load = { pages: 0, pageFailures: 0, enquiries: 0, accepted: 0, refused: 0 };
  /** @type {string[]} */
  const acceptedMessages = [];
  const runId = Date.now();
  let loading = true;
  const pageLoop = async (/** @type {number} */ worker) => {
    for (let i = 0; loading; i += 1) {
      // Every other request goes past the edge's cache: the site servers answer.
      const page = PAGES[(worker + i) % PAGES.length];
      const response = await fetch(`${cluster.siteEdge}${page}`, {
        signal: AbortSignal.timeout(10_000),
        ...(i % 2 ? { headers: PAST_THE_CACHE } : {}),
      }).catch(() => null);
      load.pages += 1;
      if (!response || response.status >= 500) load.pageFailures += 1;
      await response?.arrayBuffer().catch(() => undefined);
    }
  };
  const enquiryLoop = async () => {
    for (let i = 0; loading; i += 1) {
      const message = `load ${runId} enquiry ${i}`;
      load.enquiries += 1;
      const response = await fetch(`${cluster.cmsEdge}/api/contact-uses`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          data: { name: 'Load Test', email: 'load@example.com', mobile: '9876543210', message },
        }),
        signal: AbortSignal.timeout(10_000),
      }).catch(() => null);
      if (response && response.status >= 200 && response.status < 300) {
        load.accepted += 1;
        acceptedMessages.push(message);
      } else load.refused += 1;
      await sleep(100);
    }
  };
  const workers = [...Array(6).keys()].map(pageLoop);
  const enquiries = enquiryLoop();
  await sleep(3000);
  await killAndRestart(sites[0] ?? 'site-1');
  await killAndRestart(strapis[0] ?? 'strapi-1');
  loading = false;
  await Promise.all([...workers, enquiries]);

  const stored = new Map(
    psql(
      cluster.pgBin,
      cluster.ports.pgPort,
      'navdhara',
      `select message, count(*) from contact_uses where message like 'load ${runId} %' group by message`,
    )
      .split('\n')
      .filter(Boolean)
      .map((row) => {
        const [message = '', count = '0'] = row.split('|');
        return [message, Number(count)];
      }),
  );
  const lost = acceptedMessages.filter((message) => !stored.has(message)).length;
  const duplicated = [...stored.values()].filter((count) => count > 1).length;
  const failureRate = load.pages ? load.pageFailures / load.pages : 1;
  figures['page requests under load'] = String(load.pages);
  figures['page requests failed'] = `${load.pageFailures} (${(failureRate * 100).toFixed(3)}%)`;
  figures['enquiries sent / answered 2xx / refused'] =
    `${load.enquiries} / ${load.accepted} / ${load.refused}`;
  figures['enquiries stored / lost / duplicated'] =
    `${[...stored.values()].reduce((sum, count) => sum + count, 0)} / ${lost} / ${duplicated}`;
  check(
    failureRate <= MAX_PAGE_FAILURE_RATE,
    `page failures ${(failureRate * 100).toFixed(3)}% (at most 0.1%)`,
  );
  check(
    lost === 0 && duplicated === 0,
    `every enquiry answered 2xx stored exactly once (${lost} lost, ${duplicated} duplicated)`,
  );
  check(load.accepted > 0, `enquiries were accepted under load (${load.accepted})`);

  // 6. Redis stopped: pages keep being served, and the logs say so.
  cluster.kill('redis');
  const redisLoad = await pagesDuring(4000, { pages: ['/feeds'], headers: PAST_THE_CACHE });
  const said = (/** @type {RegExp} */ pattern) =>
    sites.every((name) => (lines.get(name) ?? []).some((line) => pattern.test(line)));
  check(
    redisLoad.failures.length === 0,
    `Redis down: ${redisLoad.requests} pages served, ${redisLoad.failures.length} failed`,
  );
  check(said(/Redis is unreachable/), 'Redis down: every site server logs it');
  await cluster.restart('redis');
  const back = Date.now() + 10_000;
  while (Date.now() < back && !said(/Redis is back/)) await sleep(200);
  check(said(/Redis is back/), 'Redis back: every site server logs it');

  // 7. The object store stopped: pages keep being served (none of them is read from it), and the
  // remotes' files the edge has (the site servers' registry too).
  // What visitors load now: the registry, the live feeds version's manifest and entry.
  const liveConfig = await (await fetch(`${cluster.siteEdge}/remotes/runtime-config.json`)).json();
  const liveManifest = new URL(liveConfig.remotes.mfe_feeds).pathname;
  /** @type {{ metaData?: { remoteEntry?: { path?: string, name?: string } } }} */
  const liveManifestJson = await (await fetch(`${cluster.siteEdge}${liveManifest}`)).json();
  const liveEntry = liveManifestJson.metaData?.remoteEntry;
  const liveFiles = [
    '/remotes/runtime-config.json',
    liveManifest,
    new URL(
      `${liveEntry?.path ? `${liveEntry.path}/` : ''}${liveEntry?.name ?? 'remoteEntry.js'}`,
      `${cluster.siteEdge}${liveManifest}`,
    ).pathname,
  ];
  // Loaded once (as a visitor's browser would have), then the store goes.
  for (const address of liveFiles)
    await (await fetch(`${cluster.siteEdge}${address}`)).arrayBuffer();
  cluster.kill('object-store');
  const keptByEdge = await Promise.all(
    liveFiles.map(
      async (address) => `${address} ${(await fetch(`${cluster.siteEdge}${address}`)).status}`,
    ),
  );
  check(
    keptByEdge.every((line) => line.endsWith(' 200')),
    `object store down: the edge still serves ${keptByEdge.join(', ')}`,
  );
  const storeLoad = await pagesDuring(3000, { headers: PAST_THE_CACHE });
  check(
    storeLoad.failures.length === 0,
    `object store down: ${storeLoad.requests} pages served, ${storeLoad.failures.length} failed`,
  );
  await cluster.restart('object-store');

  // 8. PostgreSQL stopped: the CMS answers 503 at once; the site keeps serving its pages.
  cluster.kill('postgresql');
  const asked = performance.now();
  const down = await fetch(`${cluster.cmsEdge}/api/faqs`, { signal: AbortSignal.timeout(30_000) });
  const answeredIn = (performance.now() - asked) / 1000;
  figures['PostgreSQL down: the CMS answers'] = `${down.status} in ${answeredIn.toFixed(2)} s`;
  check(
    down.status === 503 && answeredIn <= 3,
    `PostgreSQL down: the CMS answers ${down.status} in ${answeredIn.toFixed(2)} s`,
  );
  const dbLoad = await pagesDuring(3000, { failed: (status) => status !== 200 });
  check(
    dbLoad.failures.length === 0,
    `PostgreSQL down: ${dbLoad.requests} pages served, ${dbLoad.failures.length} failed${dbLoad.failures.length ? ` (${[...new Set(dbLoad.failures)].join(', ')})` : ''}`,
  );
  await cluster.restart('postgresql');
  let recovered = false;
  for (const end = Date.now() + 20_000; Date.now() < end && !recovered; await sleep(250))
    recovered = (await fetch(`${cluster.cmsEdge}/api/faqs`).catch(() => null))?.status === 200;
  check(recovered, 'PostgreSQL back: the CMS answers again, with no restart');
} catch (error) {
  problems.push(error instanceof Error ? (error.stack ?? error.message) : String(error));
  console.error(error);
} finally {
  await cluster.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

console.log('\nCluster figures:');
for (const [name, value] of Object.entries(figures)) console.log(`  ${name.padEnd(42)} ${value}`);
if (problems.length) {
  console.log(`FAIL cluster-test (${problems.length} problem(s))`);
  process.exit(1);
}
console.log('PASS cluster-test');
process.exit(0);

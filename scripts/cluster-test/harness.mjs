// @ts-check
/**
 * What the cluster's fault test (scripts/cluster-test.mjs) gives each of its steps: the running
 * cluster, its parts by name, the checks and figures it reports, and the ways it asks the site.
 */
import { readEnvFile } from '../cms.mjs';
import { sleep } from '../lib/processes.mjs';

export const FRESH_WITHIN_S = 5;
/** Creates a minute per route and client. */
export const RATE_LIMIT_MAX = 1000;
export const MAX_PAGE_FAILURE_RATE = 0.001;
export const PAGES = ['/', '/feeds', '/foods', '/about', '/media', '/careers'];
/**
 * Sent with a request that must reach a site server through the edge: Varnish passes what carries
 * credentials (deploy/varnish/site.vcl), and a query no longer makes a miss.
 */
export const PAST_THE_CACHE = { Authorization: 'Bearer cluster-test' };
export const log = (/** @type {string} */ message) => console.log(`[cluster-test] ${message}`);

/** A token of the admin of cms/.env, from one Strapi instance. */
export async function adminToken(/** @type {string} */ cms) {
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
export async function contentManager(/** @type {string} */ cms) {
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

/**
 * The steps' view of the running cluster.
 * @param {Awaited<ReturnType<typeof import('../cluster.mjs').startCluster>>} cluster
 * @param {Map<string, string[]>} lines every line each part wrote, by part
 */
export function harness(cluster, lines) {
  /** @type {string[]} */
  const problems = [];
  /** @type {Record<string, string>} */
  const figures = {};
  const check = (/** @type {boolean} */ ok, /** @type {string} */ message) => {
    log(`${ok ? 'ok' : 'FAILED'} - ${message}`);
    if (!ok) problems.push(message);
  };
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

  /** Seconds until `test` holds for the page at each of `origins` (Infinity past 10 s). */
  async function secondsUntilEverywhere(
    /** @type {string} */ pagePath,
    /** @type {(status: number, html: string, headers: Headers) => boolean} */ test,
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
            if (response && test(response.status, await response.text(), response.headers))
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

  return {
    cluster,
    lines,
    problems,
    figures,
    check,
    parts,
    urlOf,
    strapis,
    sites,
    secondsUntilEverywhere,
    killAndRestart,
    pagesDuring,
  };
}

/** @typedef {ReturnType<typeof harness>} Harness */

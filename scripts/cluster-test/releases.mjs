// @ts-check
import { withRedisLock } from '../lib/lock.mjs';
import { sleep } from '../lib/processes.mjs';
import { release, rollback } from '../release.mjs';
import { releaseEnv } from '../cluster/topology.mjs';
import { FRESH_WITHIN_S } from './harness.mjs';

/**
 * 2. A remote's release and its rollback (the versions and the registry in the object store,
 *    through the site's edge) reach the edge and every site server within 5 s; two writers of
 *    the registry hold its Redis lock one after the other; the edge serves the bucket read-only.
 *    A page's query makes no second copy at the edge, and a redirect keeps it.
 * @param {import('./harness.mjs').Harness} t
 */
export async function releasesEverywhere(t) {
  const { cluster, check, figures, secondsUntilEverywhere } = t;
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
}

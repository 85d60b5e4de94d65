// @ts-check
import { endCanaryOf, previewLinkText, promote, release, rollback } from '../release.mjs';
import { releaseEnv } from '../cluster/topology.mjs';
import { readCountsFromRedis, versionLabel } from '../../site-server/public.mjs';
import { FRESH_WITHIN_S } from './harness.mjs';

/** The manifest of mfe-feeds a page's runtime config gives the browser. */
const manifestIn = (/** @type {string} */ html) =>
  /"mfe_feeds":"([^"]+)"/.exec(
    /<script[^>]*id="__RUNTIME_CONFIG__"[^>]*>([^<]*)/.exec(html)?.[1] ?? '',
  )?.[1] ?? '';

/**
 * 2b. A staged version through the cluster (issue 53, outcome 6): its preview link opened at the
 *     edge shows it and only to its holder; given as a canary to half of the new visitors, each is
 *     kept on what they got through the edge, whichever site server answers; the counts add up in
 *     Redis; a rollback ends it everywhere.
 * @param {import('./harness.mjs').Harness} t
 */
export async function canaryEverywhere(t) {
  const { cluster, check, figures, secondsUntilEverywhere } = t;
  const releasing = { ...process.env, ...releaseEnv(cluster.ports) };
  const edge = cluster.siteEdge;
  const live = manifestIn(await (await fetch(`${edge}/feeds`)).text());
  const staged = await release('mfe-feeds', { stage: true, previewHours: 1 }, releasing);

  // The preview link, through the edge: its holder sees the version, nobody else.
  const link = /(\/__site\/preview-version\?\S+)/.exec(
    previewLinkText('mfe-feeds', staged, edge, 1, releasing),
  )?.[1];
  const opened = link ? await fetch(`${edge}${link}`, { redirect: 'manual' }) : null;
  const previewCookie = /site_version_preview=[^;]+/.exec(
    opened?.headers.get('set-cookie') ?? '',
  )?.[0];
  const previewed = previewCookie
    ? await (await fetch(`${edge}/feeds`, { headers: { Cookie: previewCookie } })).text()
    : '';
  const others = await (await fetch(`${edge}/feeds`)).text();
  check(
    opened?.status === 303 &&
      manifestIn(previewed).includes(`/releases/${staged}/`) &&
      previewed.includes('Exit preview') &&
      !manifestIn(others).includes(staged),
    `a staged version's preview link through the edge shows it to its holder alone (${opened?.status}; ${manifestIn(previewed)})`,
  );

  // Half of the new visitors, through the edge.
  await promote('mfe-feeds', staged, releasing, { canary: 50 });
  const drawn = await secondsUntilEverywhere('/feeds', (_status, _html, headers) =>
    Boolean(headers.get('set-cookie')),
  );
  const drawing = drawn.worst <= FRESH_WITHIN_S;
  figures['canary → new visitors drawn at the edge and every site server'] =
    `${drawn.worst.toFixed(2)} s`;
  const visits = await Promise.all(
    Array.from({ length: 60 }, async () => {
      const answer = await fetch(`${edge}/feeds`);
      const cookie = /site_version=[^;]+/.exec(answer.headers.get('set-cookie') ?? '')?.[0];
      return { cookie, manifest: manifestIn(await answer.text()) };
    }),
  );
  const drawnIn = visits.filter((visit) => visit.cookie?.endsWith(':in'));
  const whole = visits.every(
    (visit) =>
      visit.cookie && visit.manifest.includes(visit.cookie.endsWith(':in') ? staged : live),
  );
  figures['canary: new visitors drawn in'] = `${drawnIn.length} of ${visits.length}`;
  check(
    drawing && whole && drawnIn.length >= 15 && drawnIn.length <= 45,
    `a canary for 50% draws each new visitor through the edge, each page of their version (${drawnIn.length} of ${visits.length} in)`,
  );
  // Kept for the visit, whichever site server the edge asks; visitors out share one copy.
  const inCookie = drawnIn[0]?.cookie;
  const outCookie = visits.find((visit) => visit.cookie?.endsWith(':out'))?.cookie;
  const again = async (/** @type {string | undefined} */ cookie) =>
    Promise.all(
      ['/feeds', '/hi/feeds', '/feeds', '/'].map(async (page) => {
        const answer = await fetch(`${edge}${page}`, { headers: { Cookie: cookie ?? '' } });
        return {
          manifest: manifestIn(await answer.text()),
          drawn: answer.headers.get('set-cookie'),
        };
      }),
    );
  const inAgain = await again(inCookie);
  const outAgain = await again(outCookie);
  // Visitors out share the edge's copy (once the page is kept again after the canary's start).
  let outCache = '';
  for (const until = performance.now() + 5000; performance.now() < until;) {
    const answer = await fetch(`${edge}/feeds`, { headers: { Cookie: outCookie ?? '' } });
    outCache = answer.headers.get('x-cache') ?? '';
    if (outCache === 'hit') break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  check(
    inAgain.every((a) => a.manifest.includes(staged) && !a.drawn) &&
      outAgain.every((a) => a.manifest.includes(live) && !a.drawn) &&
      outCache === 'hit',
    `a visitor keeps their version through the edge, drawn no more; visitors out share the edge's copy (${outCache})`,
  );
  // The counts of both site servers, added up in Redis (each writes its own each second).
  const label = versionLabel('mfe_feeds', staged);
  let canaryPages = 0;
  for (const until = performance.now() + 5000; performance.now() < until;) {
    canaryPages = (await readCountsFromRedis(releasing.RELEASES_REDIS_URL))[label]?.pages ?? 0;
    if (canaryPages >= drawnIn.length) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  figures['canary pages counted in Redis'] = String(canaryPages);
  check(canaryPages >= drawnIn.length, `the canary's pages counted in Redis (${canaryPages})`);

  // Rolled back: nobody is drawn, the visitor who was in is on the live version again.
  await rollback('mfe-feeds', releasing);
  const ended = await secondsUntilEverywhere(
    '/feeds',
    (status, html, headers) =>
      status === 200 && !headers.get('set-cookie') && !html.includes(staged),
  );
  const inAfter = await fetch(`${edge}/feeds`, { headers: { Cookie: inCookie ?? '' } });
  figures['canary rollback → edge and every site server'] = `${ended.worst.toFixed(2)} s`;
  check(
    ended.worst <= FRESH_WITHIN_S && manifestIn(await inAfter.text()).includes(live),
    `a rollback ends the canary at the edge and every site server in ${ended.worst.toFixed(2)} s, for its visitors too`,
  );
  // Ending it again is nothing: the site's own taking back when several servers decide at once.
  check(
    (await endCanaryOf('mfe-feeds', staged, 'again', releasing)) === null,
    'a canary ended twice is ended once',
  );
}

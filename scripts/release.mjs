// @ts-check
/**
 * A division team's releases of its remote (scripts/releases.mjs says where versions live):
 *   npm run release -- mfe-feeds [--source DIR]   build a new version, check it, make it live
 *   npm run release -- mfe-feeds --stage          the same, stored but not live, with a preview
 *                                                 link ([--preview-hours 24] until it expires)
 *   npm run promote -- mfe-feeds <version>        check a staged version again, make it live
 *   npm run promote -- mfe-feeds <version> --canary 10
 *                                                 the same, for about 10% of new visitors
 *                                                 (site-server/canary.mjs); promote without
 *                                                 --canary then makes it everyone's
 *   npm run releases -- mfe-feeds                 list the versions, which is live, when each was,
 *                                                 what each did on the site and what it weighs
 *   npm run rollback -- mfe-feeds                 end a canary; else make the version live before
 *                                                 this one live again
 * The site (npm start) follows the registry within seconds, with no rebuild or restart. A release
 * is refused, with the registry untouched, when its preflight (scripts/preflight.mjs) finds a
 * problem; `--source` builds another copy of the remote's folder (a checkout of another commit).
 * Against a bucket when RELEASES_S3_BUCKET and the rest are set (`npm run cluster -- release
 * mfe-feeds` sets the cluster's).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { appPorts, remoteNames } from '../shared/build/apps.mjs';
import {
  assertRemote,
  endCanary,
  newVersion,
  recordCanary,
  recordLive,
  recordStaged,
  rollbackTarget,
  withReleaseStore,
} from './releases.mjs';
import { isMain, runAsync } from './lib/processes.mjs';
import { pageScriptBytes, readBudget } from './releases/budget.mjs';
import { readEnvFile } from './cms.mjs';
import {
  countsToken,
  failuresPerThousand,
  noCounts,
  readCountsFromRedis,
  VERSION_COUNTS_PATH,
  VERSION_PREVIEW_PATH,
  versionLabel,
  versionPreviewQuery,
} from '../site-server/public.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Runs the preflight in its own process; resolves to its findings. */
async function preflight(/** @type {object} */ input) {
  const { stdout } = await runAsync(process.execPath, [path.join(here, 'preflight.mjs')], {
    env: { ...process.env, PREFLIGHT_INPUT: JSON.stringify(input) },
    stderr: 'inherit',
  });
  const last = stdout.trim().split('\n').pop() ?? '';
  try {
    return /** @type {{ problems: string[], checked: string[] }} */ (JSON.parse(last));
  } catch {
    return {
      problems: [`the preflight ended without a verdict: ${stdout.slice(-500)}`],
      checked: [],
    };
  }
}

/**
 * Builds a new version of `app`, puts it in the store, checks it against the site as it runs and
 * makes it live (with `stage`, records it as staged: stored, not live, until `promote`); refused
 * (the version removed, the registry untouched) when the check fails.
 * @param {string} app
 * @param {{ source?: string, stage?: boolean, previewHours?: number }} options
 */
export function release(app, options = {}, env = process.env) {
  return withReleaseStore(env, async (store) => {
    const name = /** @type {string} */ (remoteNames[app]);
    const version = newVersion();
    // The budget of the folder built, read first: a damaged one stops the release before a build.
    const budget = readBudget(options.source ?? path.join(here, '..', app));
    console.log(`Building ${app} version ${version} (into ${store.where})…`);
    const { buildApp } = await import('./build.mjs');
    await store.publish(app, version, (dir) =>
      buildApp(app, { source: options.source, outDir: dir, quiet: true }),
    );
    const candidate = store.manifestUrl(app, version);
    console.log(`Preflight of ${candidate}…`);
    const config = await store.liveConfig();
    const verdict = await preflight({ name, app, candidate, config, budget });
    if (verdict.problems.length) {
      await store.discard(app, version);
      throw new Error(
        `Release of ${app} refused; the registry is unchanged.\n${verdict.problems.map((p) => `  - ${p}`).join('\n')}`,
      );
    }
    console.log(`Preflight passed: ${verdict.checked.length} checks.`);
    if (options.stage) {
      await store.update((registry) => recordStaged(registry, app, version));
      console.log(
        `${app} version ${version} is staged, not live (${candidate}); \`npm run promote -- ${app} ${version}\` makes it live.`,
      );
      console.log(previewLinkText(app, version, config.siteUrl, options.previewHours, env));
      return version;
    }
    await store.update((registry) => recordLive(registry, app, version, 'release'));
    console.log(`${app} version ${version} is live (${candidate}).`);
    return version;
  });
}

/**
 * The line that gives a staged version's preview link: `siteUrl` with the remote, the version and
 * an expiry (`hours` from now, 24 by default) signed with SITE_VERSION_PREVIEW_SECRET (from the
 * environment, else cms/.env where `npm start` and the cluster generate it; the site servers
 * have the same), site-server/version-preview.mjs.
 */
export function previewLinkText(
  /** @type {string} */ app,
  /** @type {string} */ version,
  /** @type {string} */ siteUrl,
  hours = 24,
  env = process.env,
) {
  const secret = env.SITE_VERSION_PREVIEW_SECRET ?? readEnvFile().SITE_VERSION_PREVIEW_SECRET;
  if (!secret)
    return 'No preview link: SITE_VERSION_PREVIEW_SECRET is not set (npm start generates it in cms/.env).';
  const expires = Math.floor(Date.now() / 1000 + hours * 3600);
  const link = `${siteUrl.replace(/\/$/, '')}${VERSION_PREVIEW_PATH}?${versionPreviewQuery(secret, app, version, expires)}`;
  return `Preview (until ${new Date(expires * 1000).toISOString()}): ${link}`;
}

/**
 * Makes a staged version of `app` live, checked again by the preflight against the site as it is
 * now (the live versions may have changed since it was staged), as one writer of the registry.
 */
export function promote(
  /** @type {string} */ app,
  /** @type {string} */ version,
  env = process.env,
  /** @type {{ canary?: number }} */ options = {},
) {
  return withReleaseStore(env, async (store) => {
    const staged = (await store.readRegistry()).remotes[app]?.staged ?? [];
    if (!staged.some((entry) => entry.version === version))
      throw new Error(
        `${app} has no staged version ${version} (staged: ${staged.map((entry) => entry.version).join(', ') || 'none'}).`,
      );
    if (!(await store.has(app, version)))
      throw new Error(`${app} version ${version} is no longer in ${store.where}.`);
    const candidate = store.manifestUrl(app, version);
    const budget = readBudget(path.join(here, '..', app));
    const name = /** @type {string} */ (remoteNames[app]);
    const config = await store.liveConfig();
    const verdict = await preflight({ name, app, candidate, config, budget });
    if (verdict.problems.length)
      throw new Error(
        `Promotion of ${app} version ${version} refused; the registry is unchanged.\n${verdict.problems.map((p) => `  - ${p}`).join('\n')}`,
      );
    const { canary } = options;
    if (canary !== undefined) {
      await store.update((registry) => recordCanary(registry, app, version, canary));
      console.log(
        `${app} version ${version} goes to about ${canary}% of new visitors (${candidate}); \`npm run promote -- ${app} ${version}\` gives it to everyone, \`npm run rollback -- ${app}\` ends it.`,
      );
      return version;
    }
    await store.update((registry) => recordLive(registry, app, version, 'promote'));
    console.log(`${app} version ${version} is live (${candidate}).`);
    return version;
  });
}

/**
 * Ends the canary of `app` if it is still `version` (the site taking a failing one back: several
 * site servers may ask), saying why in the registry's history.
 */
export function endCanaryOf(
  /** @type {string} */ app,
  /** @type {string} */ version,
  /** @type {string} */ why,
  env = process.env,
) {
  return withReleaseStore(env, (store) =>
    store.update((registry) => {
      if (registry.remotes[app]?.canary?.version !== version) return null;
      return endCanary(registry, app, why);
    }),
  );
}

/** Ends the canary of `app`; without one, makes the version live before the current one live again. */
export function rollback(/** @type {string} */ app, env = process.env) {
  return withReleaseStore(env, (store) =>
    store.update(async (registry) => {
      const ended = endCanary(registry, app, 'rolled back');
      if (ended) {
        console.log(
          `${app}: the canary of version ${ended} is ended; every visitor has the live version.`,
        );
        return registry.remotes[app]?.live;
      }
      const target = rollbackTarget(registry.remotes[app]);
      if (!target) throw new Error(`${app} has no earlier version to roll back to.`);
      if (!(await store.has(app, target)))
        throw new Error(`${app} version ${target} is no longer in ${store.where}.`);
      const from = registry.remotes[app]?.live;
      recordLive(registry, app, target, 'rollback');
      console.log(`${app}: version ${target} is live again (was ${from}).`);
      return target;
    }),
  );
}

/**
 * What each version of a remote did on the site (site-server/version-counts.mjs): from Redis when
 * the site has one (the cluster), else from the running site (`npm start`'s, at the shell's port),
 * with the counts token. Null, with why, when neither answers.
 * @returns {Promise<{ counts: Record<string, import('../site-server/version-counts.mjs').Counts> } | { unread: string }>}
 */
async function siteCounts(env = process.env) {
  const redisUrl = env.SITE_REDIS_URL ?? env.RELEASES_REDIS_URL;
  try {
    if (redisUrl) return { counts: await readCountsFromRedis(redisUrl) };
    const secret = env.SITE_VERSION_PREVIEW_SECRET ?? readEnvFile().SITE_VERSION_PREVIEW_SECRET;
    if (!secret) return { unread: 'SITE_VERSION_PREVIEW_SECRET is not set' };
    const origin = env.SITE_ORIGIN ?? `http://localhost:${appPorts(env).shell}`;
    const answer = await fetch(`${origin}${VERSION_COUNTS_PATH}`, {
      headers: { Authorization: `Bearer ${countsToken(secret)}` },
      signal: AbortSignal.timeout(5000),
    });
    if (!answer.ok) return { unread: `${origin} answered ${answer.status}` };
    return { counts: await answer.json() };
  } catch (error) {
    return {
      unread: `the site is not reached (${error instanceof Error ? error.message : error})`,
    };
  }
}

const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** The JavaScript a version's largest page adds (scripts/releases/budget.mjs), or null. */
async function scriptBytesOf(/** @type {string} */ manifestUrl) {
  try {
    return (await pageScriptBytes(manifestUrl))?.largest ?? null;
  } catch {
    return null;
  }
}

/**
 * The versions of `app`: which one is live, the fallback, a canary or staged, when each went live;
 * what each did on the site (pages served, failures per 1,000 pages) and the JavaScript its
 * largest page adds, against the live version's.
 */
export function list(/** @type {string} */ app, env = process.env) {
  return withReleaseStore(env, async (store) => {
    const releases = (await store.readRegistry()).remotes[app];
    const versions = await store.versions(app);
    if (!versions.length) return `${app}: no release yet (served from ${app}/dist).`;
    const name = /** @type {string} */ (remoteNames[app]);
    const site = await siteCounts(env);
    const scripts = await Promise.all(
      versions.map((version) => scriptBytesOf(store.manifestUrl(app, version))),
    );
    const liveScript = releases?.live ? scripts[versions.indexOf(releases.live)] : null;
    const lines = versions.map((version, index) => {
      const times = (releases?.history ?? [])
        .filter((event) => event.version === version)
        .map((event) => describeEvent(event));
      const stagedAt = releases?.staged?.find((entry) => entry.version === version)?.at;
      if (stagedAt) times.unshift(`staged ${stagedAt}`);
      const mark =
        version === releases?.live
          ? 'live    '
          : version === releases?.canary?.version
            ? `canary ${String(releases.canary.share).padStart(2)}%`.padEnd(8)
            : version === releases?.previous
              ? 'fallback'
              : stagedAt
                ? 'staged  '
                : '        ';
      const counts =
        'counts' in site ? (site.counts[versionLabel(name, version)] ?? noCounts()) : null;
      const rate = counts && failuresPerThousand(counts);
      const did = counts
        ? `${counts.pages} pages, ${counts.renderFailures} failed renders, ${counts.browserFailures} browser failures${rate === null ? '' : ` (${rate.toFixed(1)} per 1,000 pages)`}`
        : '';
      const script = scripts[index];
      const weighs = script
        ? `JS ${kb(script.bytes)} on its largest page${liveScript && version !== releases?.live ? ` (${script.bytes >= liveScript.bytes ? '+' : '-'}${kb(Math.abs(script.bytes - liveScript.bytes))} against live)` : ''}`
        : 'JS not measured (its files are not reached)';
      return [
        `${mark} ${version}  ${times.length ? times.join(', ') : 'never live'}`,
        `         ${[did, weighs].filter(Boolean).join('; ')}`,
      ].join('\n');
    });
    const note = 'unread' in site ? [`(no counts: ${site.unread})`] : [];
    return [`${app} (${store.where}):`, ...lines, ...note].join('\n');
  });
}

/** A history event as the list says it. */
function describeEvent(/** @type {import('./releases.mjs').ReleaseEvent} */ event) {
  if (event.action === 'rollback') return `rolled back to ${event.at}`;
  if (event.action === 'promote') return `promoted ${event.at}`;
  if (event.action === 'canary') return `canary for ${event.share}% ${event.at}`;
  if (event.action === 'canary-ended') return `canary ended ${event.at} (${event.why})`;
  return `released ${event.at}`;
}

/**
 * The command line: `release <app> [--source DIR] [--stage [--preview-hours N]]`,
 * `promote <app> <version> [--canary N]`, `rollback|list <app>`, and
 * `end-canary <app> <version> --why TEXT` (what the site runs to take a failing canary back), in
 * the given environment.
 */
export async function releaseCommand(/** @type {string[]} */ argv, env = process.env) {
  const { values, positionals } = parseArgs({
    args: argv,
    options: {
      source: { type: 'string' },
      stage: { type: 'boolean', default: false },
      'preview-hours': { type: 'string' },
      canary: { type: 'string' },
      why: { type: 'string' },
    },
    allowPositionals: true,
  });
  const [command, appArg, version] = positionals;
  const { source, stage } = values;
  const previewHours = Number(values['preview-hours'] ?? 24);
  if (!(previewHours > 0)) throw new Error('--preview-hours takes a number of hours above 0.');
  const app = assertRemote(appArg);
  if (command === 'release')
    await release(app, { ...(source ? { source } : {}), stage, previewHours }, env);
  else if (command === 'promote') {
    if (!version)
      throw new Error(`Name the version to promote: npm run promote -- ${app} <version>.`);
    const canary = values.canary === undefined ? undefined : Number(values.canary);
    if (canary !== undefined && !Number.isInteger(canary))
      throw new Error(`--canary takes a whole percentage of visitors (got ${values.canary}).`);
    await promote(app, version, env, canary === undefined ? {} : { canary });
  } else if (command === 'rollback') await rollback(app, env);
  else if (command === 'list') console.log(await list(app, env));
  else if (command === 'end-canary') {
    if (!version || !values.why) throw new Error('end-canary takes <app> <version> --why TEXT.');
    const ended = await endCanaryOf(app, version, values.why, env);
    console.log(
      ended
        ? `${app}: canary ${ended} ended (${values.why}).`
        : `${app}: no canary ${version} to end.`,
    );
  } else
    throw new Error(`Unknown command ${command}: release, promote, list, rollback or end-canary.`);
}

if (isMain(import.meta.url)) {
  releaseCommand(process.argv.slice(2)).catch((error) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  });
}

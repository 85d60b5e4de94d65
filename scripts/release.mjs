// @ts-check
/**
 * A division team's releases of its remote (scripts/releases.mjs says where versions live):
 *   npm run release -- mfe-feeds [--source DIR]   build a new version, check it, make it live
 *   npm run release -- mfe-feeds --stage          the same, stored but not live, with a preview
 *                                                 link ([--preview-hours 24] until it expires)
 *   npm run promote -- mfe-feeds <version>        check a staged version again, make it live
 *   npm run releases -- mfe-feeds                 list the versions, which is live, when each was
 *   npm run rollback -- mfe-feeds                 make the version live before this one live again
 * The site (npm start) follows the registry within seconds, with no rebuild or restart. A release
 * is refused, with the registry untouched, when its preflight (scripts/preflight.mjs) finds a
 * problem; `--source` builds another copy of the remote's folder (a checkout of another commit).
 * Against a bucket when RELEASES_S3_BUCKET and the rest are set (`npm run cluster -- release
 * mfe-feeds` sets the cluster's).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { remoteNames } from '../shared/build/apps.mjs';
import {
  assertRemote,
  newVersion,
  recordLive,
  recordStaged,
  rollbackTarget,
  withReleaseStore,
} from './releases.mjs';
import { isMain, runAsync } from './lib/processes.mjs';
import { readBudget } from './releases/budget.mjs';
import { readEnvFile } from './cms.mjs';
import { VERSION_PREVIEW_PATH, versionPreviewQuery } from '../site-server/public.mjs';

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
    await store.update((registry) => recordLive(registry, app, version, 'promote'));
    console.log(`${app} version ${version} is live (${candidate}).`);
    return version;
  });
}

/** Makes the version live before the current one live again. */
export function rollback(/** @type {string} */ app, env = process.env) {
  return withReleaseStore(env, (store) =>
    store.update(async (registry) => {
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

/** The versions of `app`, which one is live and which is the fallback, when each went live. */
export function list(/** @type {string} */ app, env = process.env) {
  return withReleaseStore(env, async (store) => {
    const releases = (await store.readRegistry()).remotes[app];
    const versions = await store.versions(app);
    if (!versions.length) return `${app}: no release yet (served from ${app}/dist).`;
    const lines = versions.map((version) => {
      const times = (releases?.history ?? [])
        .filter((event) => event.version === version)
        .map(
          (event) =>
            `${event.action === 'rollback' ? 'rolled back to' : event.action === 'promote' ? 'promoted' : 'released'} ${event.at}`,
        );
      const stagedAt = releases?.staged?.find((entry) => entry.version === version)?.at;
      if (stagedAt) times.unshift(`staged ${stagedAt}`);
      const mark =
        version === releases?.live
          ? 'live    '
          : version === releases?.previous
            ? 'fallback'
            : stagedAt
              ? 'staged  '
              : '        ';
      return `${mark} ${version}  ${times.length ? times.join(', ') : 'never live'}`;
    });
    return [`${app} (${store.where}):`, ...lines].join('\n');
  });
}

/**
 * The command line: `release <app> [--source DIR] [--stage [--preview-hours N]]`, `promote <app> <version>`,
 * `rollback|list <app>`, in the given environment.
 */
export async function releaseCommand(/** @type {string[]} */ argv, env = process.env) {
  const { values, positionals } = parseArgs({
    args: argv,
    options: {
      source: { type: 'string' },
      stage: { type: 'boolean', default: false },
      'preview-hours': { type: 'string' },
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
    await promote(app, version, env);
  } else if (command === 'rollback') await rollback(app, env);
  else if (command === 'list') console.log(await list(app, env));
  else throw new Error(`Unknown command ${command}: release, promote, list or rollback.`);
}

if (isMain(import.meta.url)) {
  releaseCommand(process.argv.slice(2)).catch((error) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  });
}

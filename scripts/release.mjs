// @ts-check
/**
 * A division team's releases of its remote (scripts/releases.mjs says where versions live):
 *   npm run release -- mfe-feeds [--source DIR]   build a new version, check it, make it live
 *   npm run releases -- mfe-feeds                 list the versions, which is live, when each was
 *   npm run rollback -- mfe-feeds                 make the version live before this one live again
 * The site (npm start) follows the registry within seconds, with no rebuild or restart. A release
 * is refused, with the registry untouched, when its preflight (scripts/preflight.mjs) finds a
 * problem; `--source` builds another copy of the remote's folder (a checkout of another commit).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { appPorts, remoteNames, runtimeConfigFor } from '../shared/build/apps.mjs';
import {
  assertRemote,
  manifestUrlOf,
  newVersion,
  readRegistry,
  recordLive,
  releasedConfig,
  releasesDir,
  rollbackTarget,
  updateRegistry,
  versionsOf,
} from './releases.mjs';
import { isMain, runAsync } from './lib/processes.mjs';

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

/** @param {string} app @param {{ source?: string }} options */
export async function release(app, options = {}, env = process.env) {
  const dir = releasesDir(env);
  const name = /** @type {string} */ (remoteNames[app]);
  const version = newVersion();
  const staging = path.join(dir, app, `.staging-${version}`);
  const folder = path.join(dir, app, version);
  fs.mkdirSync(path.dirname(staging), { recursive: true });
  console.log(`Building ${app} version ${version}…`);
  const { buildApp } = await import('./build.mjs');
  try {
    buildApp(app, { source: options.source, outDir: staging, quiet: true });
    // Written once under a temporary name, then renamed: a version folder is never half there.
    fs.renameSync(staging, folder);
  } catch (error) {
    fs.rmSync(staging, { recursive: true, force: true });
    throw error;
  }

  const base = runtimeConfigFor(appPorts(env), env);
  const live = releasedConfig(base, dir);
  const origin = new URL(/** @type {string} */ (base.remotes[name])).origin;
  const candidate = manifestUrlOf(origin, version);
  console.log(`Preflight of ${candidate}…`);
  const verdict = /** @type {{ problems: string[], checked: string[] }} */ (
    await preflight({ name, candidate, config: live })
  );
  if (verdict.problems.length) {
    fs.rmSync(folder, { recursive: true, force: true });
    throw new Error(
      `Release of ${app} refused; the registry is unchanged.\n${verdict.problems.map((p) => `  - ${p}`).join('\n')}`,
    );
  }
  console.log(`Preflight passed: ${verdict.checked.length} checks.`);
  await updateRegistry(dir, (registry) => recordLive(registry, app, version, 'release'));
  console.log(`${app} version ${version} is live (${candidate}).`);
  return version;
}

export async function rollback(/** @type {string} */ app, env = process.env) {
  const dir = releasesDir(env);
  return updateRegistry(dir, (registry) => {
    const target = rollbackTarget(registry.remotes[app]);
    if (!target) throw new Error(`${app} has no earlier version to roll back to.`);
    if (!fs.existsSync(path.join(dir, app, target, 'mf-manifest.json')))
      throw new Error(`${app} version ${target} is no longer in ${path.join(dir, app)}.`);
    const from = registry.remotes[app]?.live;
    recordLive(registry, app, target, 'rollback');
    console.log(`${app}: version ${target} is live again (was ${from}).`);
    return target;
  });
}

export function list(/** @type {string} */ app, env = process.env) {
  const dir = releasesDir(env);
  const releases = readRegistry(dir).remotes[app];
  const versions = versionsOf(dir, app);
  if (!versions.length) return `${app}: no release yet (served from ${app}/dist).`;
  const lines = versions.map((version) => {
    const times = (releases?.history ?? [])
      .filter((event) => event.version === version)
      .map((event) => `${event.action === 'rollback' ? 'rolled back to' : 'released'} ${event.at}`);
    const mark =
      version === releases?.live
        ? 'live    '
        : version === releases?.previous
          ? 'fallback'
          : '        ';
    return `${mark} ${version}  ${times.length ? times.join(', ') : 'never live'}`;
  });
  return [`${app} (${dir}):`, ...lines].join('\n');
}

if (isMain(import.meta.url)) {
  const { values, positionals } = parseArgs({
    options: { source: { type: 'string' } },
    allowPositionals: true,
  });
  const [command, appArg] = positionals;
  const { source } = values;
  (async () => {
    const app = assertRemote(appArg);
    if (command === 'release') await release(app, source ? { source } : {});
    else if (command === 'rollback') await rollback(app);
    else if (command === 'list') console.log(list(app));
    else throw new Error(`Unknown command ${command}: release, list or rollback.`);
  })().catch((error) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  });
}

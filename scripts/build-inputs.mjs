// @ts-check
/**
 * What a production build of an app is made from, as one hash: its own sources and configuration,
 * the shared package (every app bundles it) and the lockfile (the versions of everything else).
 * `scripts/build.mjs` writes the hash into `dist/.build-inputs` after a build; `npm start` rebuilds
 * an app whose build is missing or whose inputs changed since, so an edit is never served stale.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const BUILD_INPUTS_FILE = '.build-inputs';

/** Folders and files of an app (and of `shared/`) that its build reads. */
const APP_INPUTS = [
  'src',
  'public',
  'package.json',
  'rspack.config.ts',
  'module-federation.config.ts',
  'tsconfig.json',
];
const SHARED_INPUTS = [
  'shared/src',
  'shared/build',
  'shared/package.json',
  'package-lock.json',
  'tsconfig.base.json',
];

/** Every file under `entry` (a file or a folder), skipping tests, sorted. */
function filesOf(/** @type {string} */ entry) {
  if (!fs.existsSync(entry)) return [];
  if (fs.statSync(entry).isFile()) return [entry];
  return fs
    .readdirSync(entry, { recursive: true, withFileTypes: true })
    .filter((item) => item.isFile() && !/\.test\.tsx?$/.test(item.name))
    .map((item) => path.join(item.parentPath, item.name))
    .sort();
}

/** The hash of everything `app`'s build reads, under the repository `root`. */
export function buildInputsHash(/** @type {string} */ root, /** @type {string} */ app) {
  const hash = createHash('sha256');
  const entries = [
    ...APP_INPUTS.map((input) => path.join(root, app, input)),
    ...SHARED_INPUTS.map((input) => path.join(root, input)),
  ];
  for (const file of entries.flatMap(filesOf)) {
    hash.update(path.relative(root, file)).update('\0').update(fs.readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

function recordFile(/** @type {string} */ root, /** @type {string} */ app) {
  return path.join(root, app, 'dist', BUILD_INPUTS_FILE);
}

/** Notes, after a build of `app`, what it was built from. */
export function recordBuildInputs(/** @type {string} */ root, /** @type {string} */ app) {
  fs.writeFileSync(recordFile(root, app), `${buildInputsHash(root, app)}\n`);
}

/** Whether `app`'s build was made from its current inputs. */
export function isBuildCurrent(/** @type {string} */ root, /** @type {string} */ app) {
  try {
    return fs.readFileSync(recordFile(root, app), 'utf8').trim() === buildInputsHash(root, app);
  } catch {
    return false;
  }
}

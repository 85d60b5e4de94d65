// @ts-check
/**
 * Makes package-lock.json acceptable to `npm ci` on this machine's registry mirror.
 * The mirror does not carry every platform build of native packages (e.g. the darwin or win32
 * binaries of @rspack/binding and @swc/core), so `npm install` leaves their optional entries out
 * of the lockfile and `npm ci` then refuses it ("Missing: <pkg>@ from lock file", npm/cli#9846).
 * This adds each missing optional platform package as an entry with its os/cpu, which npm ci
 * accepts and then skips on Linux x64, exactly as it would with a complete lockfile.
 * Run after changing dependencies: `npm install && node scripts/fix-lockfile.mjs`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const file = path.join(root, 'package-lock.json');
const lock = JSON.parse(fs.readFileSync(file, 'utf8'));
const packages = lock.packages;

const OS = [
  'darwin',
  'linux',
  'win32',
  'freebsd',
  'android',
  'openbsd',
  'netbsd',
  'sunos',
  'aix',
  'openharmony',
];
const CPU = [
  'arm64',
  'x64',
  'ia32',
  'arm',
  'ppc64',
  'riscv64',
  's390x',
  'loong64',
  'wasm32',
  'mips64el',
];

/** Platform fields of a native build, read from its package name. */
function platformOf(/** @type {string} */ name) {
  const tokens = name.split('/').pop()?.split('-') ?? [];
  const os = tokens.find((t) => OS.includes(t));
  const cpu = tokens.find((t) => CPU.includes(t));
  /** @type {Record<string, string[]>} */
  const fields = {};
  if (os) fields.os = [os];
  if (cpu) fields.cpu = [cpu];
  if (os === 'linux') fields.libc = [tokens.some((t) => t.startsWith('musl')) ? 'musl' : 'glibc'];
  if (!os && !cpu) fields.os = ['unknown'];
  return fields;
}

/** Where npm would look for `dep` required from the package at `from` (node resolution). */
function resolveFrom(/** @type {string} */ from, /** @type {string} */ dep) {
  let dir = from;
  for (;;) {
    const candidate = dir ? `${dir}/node_modules/${dep}` : `node_modules/${dep}`;
    if (packages[candidate]) return candidate;
    if (!dir) return null;
    const index = dir.lastIndexOf('/node_modules/');
    dir = index === -1 ? '' : dir.slice(0, index);
  }
}

let added = 0;
for (const [location, meta] of Object.entries(packages)) {
  const optional = /** @type {Record<string, string> | undefined} */ (meta.optionalDependencies);
  if (!optional) continue;
  for (const [dep, version] of Object.entries(optional)) {
    if (resolveFrom(location, dep)) continue;
    const key = `node_modules/${dep}`;
    packages[key] = { version, dev: meta.dev || undefined, optional: true, ...platformOf(dep) };
    added += 1;
  }
}

const sorted = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
lock.packages = sorted;
fs.writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: added ${added} optional platform entries`);

// @ts-check
/**
 * Debian's PostgreSQL for the scripts: a database cluster in a folder of ours, run as the
 * `postgres` user when we are root (PostgreSQL refuses to run as root), on a port of ours, with
 * trust authentication on 127.0.0.1 only. Used by the CMS-on-PostgreSQL test and `npm run cluster`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ensureDebianPackages } from './debian.mjs';
import { run } from './processes.mjs';

const isRoot = process.getuid?.() === 0;
const BASE = '/usr/lib/postgresql';

/** The newest installed PostgreSQL's bin folder, or null. */
function findPgBin() {
  if (!fs.existsSync(BASE)) return null;
  const versions = fs
    .readdirSync(BASE)
    .filter((v) => fs.existsSync(path.join(BASE, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(BASE, versions[0] ?? '', 'bin') : null;
}

/** The PostgreSQL bin folder, installing Debian's package when it is missing. */
export function ensurePostgres() {
  const found = findPgBin();
  if (found) return found;
  ensureDebianPackages([path.join(BASE, '15', 'bin', 'initdb')], ['postgresql']);
  const bin = findPgBin();
  if (!bin) throw new Error('PostgreSQL is not installed: apt-get install -y postgresql');
  return bin;
}

/**
 * A PostgreSQL program as the user that may run it: `[command, args]` for spawn.
 * @param {string} bin
 * @param {string} tool
 * @param {string[]} args
 * @returns {[string, string[]]}
 */
export function pgCommand(bin, tool, args) {
  const exe = path.join(bin, tool);
  return isRoot ? ['runuser', ['-u', 'postgres', '--', exe, ...args]] : [exe, args];
}

/** Runs a PostgreSQL program to its end and returns its output. */
export function pg(
  /** @type {string} */ bin,
  /** @type {string} */ tool,
  /** @type {string[]} */ args,
) {
  const [command, argv] = pgCommand(bin, tool, args);
  return run(command, argv, { capture: true });
}

/**
 * Creates a database cluster in `data` (user `strapi`, trust authentication) unless one is there.
 * The folder's parent must be writable by the postgres user: it is given to it when we are root.
 * @returns {boolean} whether it was created now
 */
export function initCluster(/** @type {string} */ bin, /** @type {string} */ data) {
  if (fs.existsSync(path.join(data, 'PG_VERSION'))) return false;
  fs.mkdirSync(data, { recursive: true });
  if (isRoot) run('chown', ['-R', 'postgres:postgres', path.dirname(data)]);
  pg(bin, 'initdb', ['-D', data, '-U', 'strapi', '--auth=trust', '-E', 'UTF8', '--locale=C']);
  return true;
}

/** The server's arguments: TCP on 127.0.0.1:`port`, its socket in `socketDir`. */
export function serverArgs(
  /** @type {string} */ data,
  /** @type {number} */ port,
  /** @type {string} */ socketDir,
) {
  return ['-D', data, '-p', String(port), '-k', socketDir, '-c', 'listen_addresses=127.0.0.1'];
}

/** Creates database `name` unless it exists. */
export function ensureDatabase(
  /** @type {string} */ bin,
  /** @type {number} */ port,
  /** @type {string} */ name,
) {
  const connect = ['-h', '127.0.0.1', '-p', String(port), '-U', 'strapi'];
  const exists = pg(bin, 'psql', [
    ...connect,
    '-d',
    'postgres',
    '-tAc',
    `select 1 from pg_database where datname = '${name}'`,
  ]).trim();
  if (exists !== '1') pg(bin, 'createdb', [...connect, name]);
}

/** Runs one SQL query and returns its unaligned output. */
export function psql(
  /** @type {string} */ bin,
  /** @type {number} */ port,
  /** @type {string} */ database,
  /** @type {string} */ sql,
) {
  return pg(bin, 'psql', [
    '-h',
    '127.0.0.1',
    '-p',
    String(port),
    '-U',
    'strapi',
    '-d',
    database,
    '-tAc',
    sql,
  ]).trim();
}

/** Whether the server answers on `port`. */
export function pgReady(/** @type {string} */ bin, /** @type {number} */ port) {
  try {
    pg(bin, 'pg_isready', ['-h', '127.0.0.1', '-p', String(port), '-q']);
    return true;
  } catch {
    return false;
  }
}

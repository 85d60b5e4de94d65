// @ts-check
/**
 * Debian packages the scripts need (Chromium for the browser tests; PostgreSQL, Redis, Varnish
 * and nginx for `npm run cluster`): installed with apt-get when a program is missing, as root or
 * through sudo, never asked for twice in one process.
 */
import fs from 'node:fs';
import { tryRun } from './processes.mjs';

let updated = false;

/**
 * Installs `packages` unless every file of `programs` exists. Returns whether they all do now.
 * @param {string[]} programs absolute paths the packages provide
 * @param {string[]} packages
 */
export function ensureDebianPackages(programs, packages) {
  if (programs.every((program) => fs.existsSync(program))) return true;
  console.log(`Installing Debian's ${packages.join(', ')}…`);
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const apt = (/** @type {string[]} */ args) =>
    tryRun(sudo[0] ?? 'apt-get', [...sudo.slice(1), ...(sudo.length ? ['apt-get'] : []), ...args], {
      env,
    }).status === 0;
  if (!updated && !apt(['update'])) return false;
  updated = true;
  return (
    apt(['install', '-y', '--no-install-recommends', ...packages]) &&
    programs.every((program) => fs.existsSync(program))
  );
}

/** Debian's Chromium, where the browser tests, the bench and the scripts that draw run it. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Debian's Chromium, with the system faces a visitor's device has and the fallback faces of
 * tokens.css name: Liberation Sans (Arial's metric twin) for Latin, FreeSans for Devanagari and
 * Gurmukhi (every Android phone has a face for both; without any, a Hindi or Punjabi first page
 * was drawn in boxes, and Chromium's search for a face took 45 ms of one layout on /pa, four
 * times that on Lighthouse's slow phone). For the browser tests and the bench.
 */
export function ensureChromium() {
  return ensureDebianPackages(
    [
      CHROMIUM,
      '/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf',
      '/usr/share/fonts/truetype/freefont/FreeSansBold.ttf',
    ],
    ['chromium', 'fonts-liberation', 'fonts-freefont-ttf'],
  );
}

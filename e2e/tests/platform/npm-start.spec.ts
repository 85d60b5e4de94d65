import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { expect, test } from '@playwright/test';
import type * as Apps from '../../../shared/build/apps.mjs';
import { repoRoot } from '../../support/fixtures';
import { cmsUrl, freePort } from '../../support/ports';

/**
 * `npm start` after an edit serves the edit: a copy of the repository (its builds included, its
 * packages linked) with a remote's heading changed is started as a developer would; only that
 * remote is built again, and its page says the new heading. The site runs as its parts: the
 * remotes' host and the site server, each its own process.
 */
test.describe.configure({ mode: 'serial' });
test.setTimeout(240_000);

// The released versions are the root's releases/ (scripts/releases/ is code the copy needs).
const SKIP =
  /(^|\/)(node_modules|\.git|test-results|playwright-report|bench-results)(\/|$)|^releases(\/|$)/;
const CMS_SKIP = /^cms\/(?!src(\/|$)|package\.json$)/;

function copyRepository(into: string) {
  fs.cpSync(repoRoot, into, {
    recursive: true,
    filter: (source) => {
      const relative = path.relative(repoRoot, source).split(path.sep).join('/');
      return (
        !SKIP.test(relative) && !CMS_SKIP.test(relative) && !relative.startsWith('e2e/.release-')
      );
    },
  });
  fs.symlinkSync(path.join(repoRoot, 'node_modules'), path.join(into, 'node_modules'));
}

test('an edit to a remote is built and served by the next npm start', async ({ request }) => {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'navdhara-start-'));
  copyRepository(copy);
  const heading = `Feeds edited ${Date.now()}`;
  const content = path.join(copy, 'mfe-feeds', 'src', 'content', 'division.ts');
  const source = fs.readFileSync(content, 'utf8');
  const title = /title: '([^']+)'/.exec(source)?.[0];
  if (!title) throw new Error('no title in the feeds content');
  fs.writeFileSync(content, source.replace(title, `title: '${heading}'`));

  const { appNames, portVariable } =
    (await import('../../../shared/build/apps.mjs')) as typeof Apps;
  const ports: Record<string, string> = { PORT_REGISTRY: String(await freePort()) };
  for (const app of appNames) ports[portVariable(app)] = String(await freePort());
  const shell = ports[portVariable('shell')];
  let output = '';
  const started = spawn(process.execPath, [path.join(copy, 'scripts', 'start.mjs'), '--no-cms'], {
    cwd: copy,
    env: {
      ...process.env,
      ...ports,
      CMS_URL: cmsUrl,
      NAVDHARA_RELEASES_DIR: path.join(copy, 'releases'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  started.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  try {
    await expect
      .poll(() => output.includes('Navdhara site is up') || started.exitCode !== null, {
        timeout: 200_000,
      })
      .toBe(true);
    expect(output, output.slice(-3000)).toContain('Navdhara site is up');
    // Only the edited remote was out of date.
    expect(output).toMatch(/Building mfe-feeds…/);
    expect(output).not.toMatch(/Building [^\n]*(shell|mfe-foods|mfe-corporate)/);
    const page = await request.get(`http://localhost:${shell}/feeds`);
    expect(page.status()).toBe(200);
    expect(await page.text()).toContain(heading);
    // The parts are processes of their own: the site server answers while the host serves files.
    const manifest = await request.get(
      `http://localhost:${ports[portVariable('mfe-feeds')]}/mf-manifest.json`,
    );
    expect(manifest.status()).toBe(200);
    const exited = new Promise((resolve) => started.once('exit', resolve));
    started.kill('SIGINT');
    await exited;
  } finally {
    // A failed check leaves it running: asked to stop, `npm start` stops the processes it
    // started (each in a group of its own, out of reach of a kill of this one); killed outright,
    // it left the site server and the remotes' host behind.
    if (started.exitCode === null && started.signalCode === null) {
      const exited = new Promise((resolve) => started.once('exit', resolve));
      started.kill('SIGTERM');
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([exited, new Promise((resolve) => (timer = setTimeout(resolve, 15_000)))]);
      clearTimeout(timer);
      if (started.exitCode === null && started.signalCode === null) started.kill('SIGKILL');
    }
    fs.rmSync(copy, { recursive: true, force: true });
  }
});

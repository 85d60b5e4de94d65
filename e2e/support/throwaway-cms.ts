import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from '@playwright/test';
import type * as CmsScripts from '../../scripts/cms.mjs';
import { freePort } from './ports';

/**
 * A CMS of a spec's own, for settings the shared test CMS does not have (a low rate limit, a
 * trusted edge): unseeded, its database and uploads in a temporary folder, started before the
 * spec's tests (which it makes serial: they share its budgets) and stopped and deleted after
 * them. Call it at the top of the spec.
 * @param name what the temporary folder is named after
 * @param env Strapi's settings for it (CMS_RATE_LIMIT_MAX, CMS_TRUSTED_PROXIES, ...)
 */
export function throwawayCms(name: string, env: Record<string, string>) {
  let cms: CmsScripts.RunningCms | undefined;
  let dir = '';
  const running = () => {
    if (!cms) throw new Error(`The ${name} CMS is not running`);
    return cms;
  };
  const start = async (port: number, withEnv: Record<string, string>) => {
    // A dynamic import: Playwright compiles specs to CommonJS, scripts/cms.mjs is ESM.
    const { startCms } = (await import('../../scripts/cms.mjs')) as typeof CmsScripts;
    cms = await startCms({
      port,
      dbFile: path.join(dir, 'data.db'),
      uploadsDir: path.join(dir, 'uploads'),
      seed: false,
      log: false,
      env: withEnv,
    });
  };

  test.describe.configure({ mode: 'serial' });
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), `cms-${name}-`));
    await start(await freePort(), env);
  });
  test.afterAll(async () => {
    await cms?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  return {
    get url() {
      return running().url;
    },
    /** Its folder: the database, the public folder (`public/`), the private resumes (`resumes/`). */
    get dir() {
      return dir;
    },
    /** Everything Strapi wrote since it (last) started. */
    output: () => running().output(),
    /** Stops it and starts it again on the same port, database and uploads, with `withEnv`. */
    async restart(withEnv: Record<string, string> = {}) {
      const port = Number(new URL(running().url).port);
      await running().stop();
      cms = undefined;
      await start(port, withEnv);
    },
  };
}

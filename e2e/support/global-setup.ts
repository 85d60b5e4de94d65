import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type * as CmsScripts from '../../scripts/cms.mjs';
import type * as SiteScripts from '../../scripts/site.mjs';
import { randomBytes } from 'node:crypto';
import { cmsUrl, e2ePorts } from './ports';
import { e2eMapTiles, startTileServer } from './tiles';
import { adminCredentials } from '../tests/cms/helpers';

/** The local super admin's token, from one login (POST /admin/login, as the admin panel does). */
async function adminLogin(cmsOrigin: string): Promise<string> {
  const answer = await fetch(`${cmsOrigin}/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(adminCredentials()),
  });
  if (answer.status !== 200)
    throw new Error(`the admin login answered ${answer.status}: ${await answer.text()}`);
  return ((await answer.json()) as { data: { token: string } }).data.token;
}

/**
 * Starts Strapi with a throwaway SQLite database (seeded on start) and serves the seven
 * production builds on the e2e ports, with a registry that points at them and at local map tiles.
 */
export default async function globalSetup() {
  // Dynamic imports: Playwright compiles this file to CommonJS, the scripts are ES modules.
  const { ensureCmsAdmin, startCms } = (await import('../../scripts/cms.mjs')) as typeof CmsScripts;
  const { serveSite } = (await import('../../scripts/site.mjs')) as typeof SiteScripts;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'navdhara-e2e-'));
  // The CMS tells the site server of content changes, as in `npm start` (a webhook with a secret).
  const revalidateSecret = randomBytes(24).toString('base64url');
  process.env.E2E_REVALIDATE_SECRET = revalidateSecret;
  // The admin's Preview: the CMS signs preview addresses, the site reads drafts with the token.
  const previewSecret = randomBytes(24).toString('base64url');
  const draftsToken = randomBytes(32).toString('base64url');
  // The site server names the visitor on the forms it forwards to the CMS (rate limits per client).
  const formsSecret = randomBytes(24).toString('base64url');
  process.env.E2E_FORMS_SECRET = formsSecret;
  process.env.E2E_PREVIEW_SECRET = previewSecret;
  // The CMS's outgoing mail (new-lead notifications), one .eml file each, for the tests to read.
  const mailDir = path.join(dir, 'mail');
  process.env.E2E_MAIL_DIR = mailDir;
  // The admin panel tests (tests/cms/admin.spec.ts) need /admin, which `strapi start` serves only
  // if it is built before it starts: built once (about 2 minutes, e.g. on CI's clean clone), then
  // reused until its inputs change. E2E_SKIP_ADMIN_BUILD=1 skips it for runs that leave those out.
  if (process.env.E2E_SKIP_ADMIN_BUILD !== '1') await ensureCmsAdmin({ log: false });
  const cms = await startCms({
    port: e2ePorts.cms,
    dbFile: path.join(dir, 'data.db'),
    uploadsDir: path.join(dir, 'uploads'),
    // Its own temporary folder: tests/cms/uploads-on-disk.spec.ts counts what requests leave there.
    tmpDir: path.join(dir, 'cms-tmp'),
    log: false,
    env: {
      SITE_REVALIDATE_URL: `http://localhost:${e2ePorts.shell}/__site/revalidate`,
      SITE_REVALIDATE_SECRET: revalidateSecret,
      SITE_PREVIEW_URL: `http://localhost:${e2ePorts.shell}`,
      SITE_PREVIEW_SECRET: previewSecret,
      SITE_DRAFTS_TOKEN: draftsToken,
      SITE_FORMS_SECRET: formsSecret,
      CMS_MAIL_DIR: mailDir,
      CMS_RATE_LIMIT_MAX: '100000',
      // Every spec uploads resumes from this machine: the hourly resume limit is upload.spec's own CMS's.
      CMS_RESUME_RATE_MAX: '100000',
      CMS_CORS_ORIGINS: Object.entries(e2ePorts)
        .filter(([k]) => k !== 'cms')
        .map(([, p]) => `http://localhost:${p}`)
        .concat([60, 62, 70, 72, 80].map((offset) => `http://localhost:${e2ePorts.shell + offset}`))
        .join(','),
    },
  });
  process.env.CMS_URL = cms.url;
  process.env.E2E_CMS_TMPDIR = cms.tmpDir;
  // One admin login for the run, which the specs' adminToken() uses: the admin login takes 8 an
  // address in 15 minutes (cms/config/admin.js), and a login per worker process (a new one after
  // each failed test) ran out of them once a few tests had failed, failing every later one.
  process.env.E2E_ADMIN_TOKEN = await adminLogin(cms.url);
  process.env.E2E_ADMIN_TOKEN_AT = String(Date.now());
  const { cms: _cmsPort, ...ports } = e2ePorts;
  // Fault, release and export tests serve the site on shell+60, +62, +70, +72 and +80; remotes
  // accept them. Releases made by a developer on this machine (releases/) are not the tests' site.
  // Maps load tiles from a local server, never the production tile source (SITE_MAP_TILES).
  const stopTiles = await startTileServer();
  // The site's log (JSON lines, one per request among others) goes to a file, not the report.
  const siteLog = fs.createWriteStream(
    path.join(os.tmpdir(), `navdhara-e2e-site-${e2ePorts.shell}.log`),
  );
  const site = await serveSite({
    ports,
    revalidateSecret,
    onLine: (line) => siteLog.write(`${line}\n`),
    env: {
      ...process.env,
      CMS_URL: cmsUrl,
      SITE_MAP_TILES: JSON.stringify(e2eMapTiles),
      NAVDHARA_RELEASES_DIR: path.join(dir, 'releases'),
      SITE_PREVIEW_SECRET: previewSecret,
      SITE_DRAFTS_TOKEN: draftsToken,
      SITE_FORMS_SECRET: formsSecret,
      SHELL_ORIGINS: [60, 62, 70, 72]
        .map((offset) => `http://localhost:${e2ePorts.shell + offset}`)
        .join(','),
    },
  });
  return async () => {
    await site.stop();
    siteLog.end();
    await stopTiles();
    await cms.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  };
}

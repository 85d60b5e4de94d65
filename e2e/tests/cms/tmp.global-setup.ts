import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export default async function globalSetup() {
  const { startCms } = (await import('../../../scripts/cms.mjs')) as typeof import('../../../scripts/cms.mjs');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-e2e-'));
  const cms = await startCms({ port: 1395, dbFile: path.join(dir, 'data.db'), uploadsDir: path.join(dir, 'uploads'), log: false, env: { CMS_RATE_LIMIT_MAX: '100000' } });
  process.env.CMS_URL = cms.url;
  return async () => {
    await cms.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  };
}

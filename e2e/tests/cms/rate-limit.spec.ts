import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import type * as CmsScripts from '../../../scripts/cms.mjs';

/** Starts a second, unseeded CMS with a limit of 3 creates per minute and checks the 429. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

test('enquiry and application creates are rate limited per IP (429 with Retry-After)', async ({ request }) => {
  test.setTimeout(180_000);
  // A dynamic import: Playwright compiles specs to CommonJS, scripts/cms.mjs is ESM.
  const { startCms } = (await import('../../../scripts/cms.mjs')) as typeof CmsScripts;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-ratelimit-'));
  const cms = await startCms({
    port: await freePort(),
    dbFile: path.join(dir, 'data.db'),
    uploadsDir: path.join(dir, 'uploads'),
    seed: false,
    log: false,
    env: { CMS_RATE_LIMIT_MAX: '3' },
  });
  try {
    const enquiry = { name: 'Asha', email: 'asha@example.com', mobile: '9876543210', message: 'Hello' };
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      statuses.push((await request.post(`${cms.url}/api/contact-uses`, { data: { data: enquiry } })).status());
    }
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
    const limited = await request.post(`${cms.url}/api/contact-uses`, { data: { data: enquiry } });
    expect(limited.headers()['retry-after']).toBeTruthy();
    expect(((await limited.json()) as { error: { status: number } }).error.status).toBe(429);
    // reads are not limited
    expect((await request.get(`${cms.url}/api/faqs`)).status()).toBe(200);
    // the applicants route has its own budget
    const app = await request.post(`${cms.url}/api/job-applicants`, { data: { data: { name: 'x' } } });
    expect(app.status()).toBe(400);
  } finally {
    await cms.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

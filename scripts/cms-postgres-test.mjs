#!/usr/bin/env node
/**
 * Scale-path test: runs the CMS on PostgreSQL (DATABASE_CLIENT=postgres) and checks
 * that the same schema and seed work there.
 *
 *   node scripts/cms-postgres-test.mjs      -> prints PASS or FAIL, exit code 0 / 1
 *
 * Uses Debian's postgresql (scripts/lib/postgres.mjs: installed when missing), creates a
 * throwaway cluster in a temp dir, starts it on a free port, starts Strapi
 * against it through startCms, checks 20+ press items, a blog by numeric id, an
 * enquiry round-trip (201, then the row in the database), a restart that keeps data and
 * does not seed twice, and that enquiries stay private. Everything is removed afterwards.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startCms } from './cms.mjs';
import { ensurePostgres, initCluster, pg, psql } from './lib/postgres.mjs';

const log = (msg) => console.log(`[pg-test] ${msg}`);

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

function check(cond, message) {
  if (!cond) throw new Error(`check failed: ${message}`);
  log(`ok - ${message}`);
}

async function main() {
  const bin = ensurePostgres();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-pg-'));
  const data = path.join(dir, 'data');
  const uploads = path.join(dir, 'uploads');
  const port = await freePort();
  let pgStarted = false;
  let cms = null;
  const stopPg = () => {
    if (!pgStarted) return;
    pgStarted = false;
    try {
      pg(bin, 'pg_ctl', ['stop', '-D', data, '-m', 'fast', '-w']);
    } catch {
      /* already stopped */
    }
  };
  process.on('exit', stopPg);
  try {
    log(`initdb in ${data}`);
    initCluster(bin, data);
    pg(bin, 'pg_ctl', [
      'start',
      '-w',
      '-D',
      data,
      '-l',
      path.join(dir, 'postgres.log'),
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`,
    ]);
    pgStarted = true;
    pg(bin, 'createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'strapi', 'navdhara']);
    log(`postgres on 127.0.0.1:${port}`);

    const env = {
      DATABASE_CLIENT: 'postgres',
      DATABASE_HOST: '127.0.0.1',
      DATABASE_PORT: String(port),
      DATABASE_NAME: 'navdhara',
      DATABASE_USERNAME: 'strapi',
      DATABASE_PASSWORD: 'unused-with-trust-auth',
      DATABASE_SSL: 'false',
      CMS_RATE_LIMIT_MAX: '1000',
      // The enquiry's notification goes to this run's folder, not the developer's cms/.tmp/mail.
      CMS_MAIL_DIR: path.join(dir, 'mail'),
    };
    const cmsPort = await freePort();
    cms = await startCms({
      port: cmsPort,
      uploadsDir: uploads,
      env,
      log: process.env.CMS_LOG === '1',
    });
    log(`CMS on ${cms.url}`);

    const list = await (
      await fetch(`${cms.url}/api/media-presses?populate=*&pagination[pageSize]=100`)
    ).json();
    check(list.data.length >= 20, `${list.data.length} media-presses seeded`);
    check(
      typeof list.data[0].attributes.image.data.attributes.url === 'string',
      'v4 shape with populated image',
    );
    const blogs = await (await fetch(`${cms.url}/api/blogs?pagination[pageSize]=100`)).json();
    check(blogs.data.length >= 6, `${blogs.data.length} blogs seeded`);
    const number = blogs.data[0].attributes.number;
    const blog = await fetch(`${cms.url}/api/blogs/${number}?populate=*`);
    check(blog.status === 200, `GET /api/blogs/${number} by the number in its address`);
    check((await fetch(`${cms.url}/api/blogs/abc`)).status === 404, 'garbage id is 404');

    const message = `Postgres round-trip ${Date.now()}`;
    const created = await fetch(`${cms.url}/api/contact-uses`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        data: { name: 'Asha Verma', email: 'asha@example.com', mobile: '98765 43210', message },
      }),
    });
    check(created.status === 201, 'enquiry POST answered 201');
    const bad = await fetch(`${cms.url}/api/contact-uses`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        data: { name: 'x', email: 'not-an-email', mobile: '1234567', message: 'm' },
      }),
    });
    check(bad.status === 400, 'bad enquiry answered 400');
    check(
      (await fetch(`${cms.url}/api/contact-uses`)).status === 403,
      'enquiries are not readable by the public',
    );
    const rows = psql(
      bin,
      port,
      'navdhara',
      `select count(*) from contact_uses where message = '${message}' and mobile = '+919876543210'`,
    );
    check(rows === '1', 'enquiry row is in PostgreSQL');
    const all = psql(bin, port, 'navdhara', 'select count(*) from contact_uses');
    check(all === '1', 'the refused enquiry was not stored');

    await cms.stop();
    cms = await startCms({
      port: cmsPort,
      uploadsDir: uploads,
      env,
      log: process.env.CMS_LOG === '1',
    });
    const again = await (
      await fetch(`${cms.url}/api/media-presses?pagination[pageSize]=100`)
    ).json();
    check(again.data.length === list.data.length, 'restart keeps the data and does not seed twice');
    await cms.stop();
    cms = null;
    console.log('PASS cms-postgres-test');
  } finally {
    if (cms) await cms.stop().catch(() => {});
    stopPg();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err?.stack ?? err);
  console.log('FAIL cms-postgres-test');
  process.exit(1);
});

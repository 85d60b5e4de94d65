import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type * as CmsScripts from '../../../scripts/cms.mjs';
import { e2ePorts } from '../../support/ports';

/**
 * A database from before articles had address numbers (cms/src/utils/address-number.js): at the
 * next start every post gets one, its old address (its oldest row id) where no other post has
 * that number, else the next free number. The CMS here is its own, on its own port and database.
 */
const PORT = e2ePorts.cms + 2;
const cmsRequire = createRequire(path.join(__dirname, '..', '..', '..', 'cms', 'package.json'));

type Row = { id: number; document_id: string; number: number | null };

test('posts stored before address numbers get their old address back at the next start', async () => {
  test.setTimeout(180_000);
  const { startCms } = (await import('../../../scripts/cms.mjs')) as typeof CmsScripts;
  const Database = cmsRequire('better-sqlite3') as new (file: string) => {
    prepare: (sql: string) => { all: (...args: unknown[]) => unknown[]; run: (...args: unknown[]) => unknown };
    close: () => void;
  };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'navdhara-numbers-'));
  const options = { port: PORT, dbFile: path.join(dir, 'data.db'), uploadsDir: path.join(dir, 'uploads'), log: false };
  try {
    await (await startCms(options)).stop();

    // Make it a database of the earlier version: no numbers, no counter; one post already
    // holds, as its number, the old address of another (which must then get a new one).
    let db = new Database(options.dbFile);
    const rows = db.prepare('select id, document_id, number from blogs order by id').all() as Row[];
    const documents = [...new Set(rows.map((row) => row.document_id))];
    const oldAddress = (documentId: string) =>
      Math.min(...rows.filter((row) => row.document_id === documentId).map((row) => row.id));
    db.prepare('update blogs set number = null').run();
    const [holder, displaced, ...others] = documents as [string, string, ...string[]];
    db.prepare('update blogs set number = ? where document_id = ?').run(oldAddress(displaced), holder);
    db.prepare("delete from strapi_core_store_settings where key like '%last-number%'").run();
    db.close();

    const cms = await startCms(options);
    try {
      db = new Database(options.dbFile);
      const numberOf = (documentId: string) =>
        (db.prepare('select distinct number from blogs where document_id = ?').all(documentId) as Row[]).map(
          (row) => row.number,
        );
      for (const documentId of others) expect(numberOf(documentId)).toEqual([oldAddress(documentId)]);
      expect(numberOf(holder)).toEqual([oldAddress(displaced)]);
      // The next number after every old address: it was never any post's address.
      expect(numberOf(displaced)).toEqual([Math.max(...documents.map(oldAddress)) + 1]);
      db.close();
      // And the old addresses answer.
      for (const documentId of others) {
        const res = await fetch(`${cms.url}/api/blogs/${oldAddress(documentId)}`);
        expect(res.status).toBe(200);
      }
    } finally {
      await cms.stop();
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

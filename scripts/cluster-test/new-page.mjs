// @ts-check
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../lib/processes.mjs';
import { addPage } from '../new-page.mjs';
import { release, rollback } from '../release.mjs';
import { releaseEnv } from '../cluster/topology.mjs';
import { FRESH_WITHIN_S } from './harness.mjs';

/**
 * 2b. A division ships a page alone, through the edge (issue 37): a copy of mfe-feeds with a page
 *    `npm run new-page` started, released to the object store, is served by the edge and every
 *    site server within 5 s with its title; rolled back, the address is a 404 everywhere.
 * @param {import('./harness.mjs').Harness} t
 */
export async function newPageEverywhere(t) {
  const { cluster, check, figures, secondsUntilEverywhere } = t;
  const releasing = { ...process.env, ...releaseEnv(cluster.ports) };
  const pagePath = '/broiler-feed-price';
  const title = '<title>Broiler Feed Price | Navdhara Feeds</title>';
  // Beside the project (its packages resolve from there), where git and the lint do not look.
  const work = fs.mkdtempSync(path.join(repoRoot, 'e2e', '.release-'));
  try {
    fs.cpSync(path.join(repoRoot, 'mfe-feeds'), path.join(work, 'mfe-feeds'), {
      recursive: true,
      filter: (src) => !src.includes(`${path.sep}dist`) && !src.includes('node_modules'),
    });
    await addPage({
      remote: 'mfe-feeds',
      pagePath,
      title: 'Broiler Feed Price',
      root: work,
    });
    await release('mfe-feeds', { source: path.join(work, 'mfe-feeds') }, releasing);
    const added = await secondsUntilEverywhere(
      pagePath,
      (status, html) => status === 200 && html.includes(title),
    );
    figures['a new page → edge and every site server'] = `${added.worst.toFixed(2)} s`;
    check(
      added.worst <= FRESH_WITHIN_S,
      `a page released alone in mfe-feeds served everywhere in ${added.worst.toFixed(2)} s`,
    );
    await rollback('mfe-feeds', releasing);
    const gone = await secondsUntilEverywhere(pagePath, (status) => status === 404);
    figures['its rollback → 404 everywhere'] = `${gone.worst.toFixed(2)} s`;
    check(
      gone.worst <= FRESH_WITHIN_S,
      `rolled back, ${pagePath} is a 404 everywhere in ${gone.worst.toFixed(2)} s`,
    );
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

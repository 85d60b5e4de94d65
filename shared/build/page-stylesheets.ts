import type { Compiler } from '@rspack/core';
// The file's name is part of what the site server and the builds agree on (plain data).
import { SITE_CONTRACT } from '../src/config/runtime';

/**
 * An app's `page-css.json` (SITE_CONTRACT.pageCssFile), which the site server reads to inline CSS:
 * - `pages`: for each page of a remote's `src/routes.ts` (`import('./pages/<Name>')`), the CSS of
 *   that page's chunks and of every chunk it loads later (an island's form, a map), so the server
 *   inlines the rules of these that the page's HTML needs (site-server/critical-css.mjs) before
 *   any script runs.
 */
export function pageStylesheets(compiler: Compiler) {
  compiler.hooks.thisCompilation.tap('PageStylesheets', (compilation) => {
    compilation.hooks.processAssets.tap(
      { name: 'PageStylesheets', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
      () => {
        type Group = (typeof compilation.chunkGroups)[number];
        const stylesheetsOf = (group: Group, seen = new Set<Group>()): string[] => {
          if (seen.has(group)) return [];
          seen.add(group);
          return [
            ...group.getFiles().filter((file) => file.endsWith('.css')),
            ...group.childrenIterable.flatMap((child) => stylesheetsOf(child, seen)),
          ];
        };
        const pages: Record<string, string[]> = {};
        for (const group of compilation.chunkGroups) {
          for (const origin of group.origins) {
            const page = /^\.\/pages\/([A-Za-z0-9]+)$/.exec(origin.request ?? '')?.[1];
            if (page) pages[page] = [...new Set([...(pages[page] ?? []), ...stylesheetsOf(group)])];
          }
        }
        compilation.emitAsset(
          SITE_CONTRACT.pageCssFile,
          new compiler.webpack.sources.RawSource(JSON.stringify({ pages }, null, 2)),
        );
      },
    );
  });
}

import path from 'node:path';
import type { Compiler } from '@rspack/core';
// The file's name is part of what the site server and the builds agree on (plain data).
import { SITE_CONTRACT } from '../src/config/runtime';
import { declaredRoutes } from './declared-routes.mjs';
import { pageModuleOf } from './page-module.mjs';

/**
 * An app's `page-css.json` (SITE_CONTRACT.pageCssFile), which the site server reads to inline CSS:
 * - `pages`: for each page of a remote's `src/routes.ts` (`import('./pages/<Name>')`), the CSS of
 *   that page's chunks and of every chunk it loads later (an island's form, a map), so the server
 *   inlines the rules of these that the page's HTML needs (site-server/critical-css.mjs) before
 *   any script runs.
 * - `scripts`: for each page, likewise the JavaScript of its chunks and of every chunk it loads
 *   later: with the remote's entry and its `./routes`, the most the page can add to what the
 *   frame loads (the release preflight's budget, scripts/releases/budget.mjs).
 */
export function pageStylesheets(compiler: Compiler) {
  compiler.hooks.thisCompilation.tap('PageStylesheets', (compilation) => {
    compilation.hooks.processAssets.tap(
      { name: 'PageStylesheets', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
      () => {
        type Group = (typeof compilation.chunkGroups)[number];
        const filesOf = (group: Group, type: string, seen = new Set<Group>()): string[] => {
          if (seen.has(group)) return [];
          seen.add(group);
          return [
            ...group.getFiles().filter((file) => file.endsWith(type)),
            ...group.childrenIterable.flatMap((child) => filesOf(child, type, seen)),
          ];
        };
        const pages: Record<string, string[]> = {};
        const scripts: Record<string, string[]> = {};
        for (const group of compilation.chunkGroups) {
          for (const origin of group.origins) {
            const page = /^\.\/pages\/([A-Za-z0-9]+)$/.exec(origin.request ?? '')?.[1];
            if (!page) continue;
            pages[page] = [...new Set([...(pages[page] ?? []), ...filesOf(group, '.css')])];
            scripts[page] = [...new Set([...(scripts[page] ?? []), ...filesOf(group, '.js')])];
          }
        }
        // A module that makes several pages (where-to-buy's StatePage, one page per state) lists
        // its files under each page's own name too, the name the site server asks by.
        const app = compiler.context;
        for (const route of declaredRoutes(path.dirname(app), path.basename(app)) ?? []) {
          const [page, module] = [String(route.page), pageModuleOf(route)];
          if (page === module || !pages[module]) continue;
          pages[page] = pages[module];
          scripts[page] = scripts[module] ?? [];
        }
        compilation.emitAsset(
          SITE_CONTRACT.pageCssFile,
          new compiler.webpack.sources.RawSource(JSON.stringify({ pages, scripts }, null, 2)),
        );
      },
    );
  });
}

/**
 * A remote's standalone dev server opens `/` on the first page its own `src/routes.ts` lists
 * (shared/src/standalone/start-path.ts). This reads every remote's real routes.ts, so reordering
 * one, or a route-table change, shows here.
 */
import { routeTable, type RemotePages } from '../shared/src';
import { standaloneStartPath } from '../shared/src/standalone/start-path';
import { pages as corporate } from '../mfe-corporate/src/routes';
import { pages as equipments } from '../mfe-equipments/src/routes';
import { pages as feeds } from '../mfe-feeds/src/routes';
import { pages as foods } from '../mfe-foods/src/routes';
import { pages as hatchery } from '../mfe-hatchery/src/routes';
import { pages as proteins } from '../mfe-proteins/src/routes';

const divisions: ReadonlyArray<[Parameters<typeof standaloneStartPath>[0], RemotePages, string]> = [
  ['mfe_foods', foods, '/foods'],
  ['mfe_hatchery', hatchery, '/hatchery'],
  ['mfe_proteins', proteins, '/proteins'],
  ['mfe_equipments', equipments, '/equipments'],
  ['mfe_feeds', feeds, '/feeds'],
];

test.each(divisions)(
  '%s: / on its standalone dev server opens its first listed page',
  (owner, pages, path) => {
    expect(standaloneStartPath(owner, pages)).toBe(path);
    expect(routeTable.find((route) => route.path === path)?.page).toBe(Object.keys(pages)[0]);
  },
);

test('mfe-corporate owns / (its home page): no redirect', () => {
  expect(standaloneStartPath('mfe_corporate', corporate)).toBeNull();
});

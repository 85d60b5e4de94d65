// @ts-check
// Plain, with no import: the browser tests' route list reads it too.

/**
 * The page module a route's page comes from, by what its `load` imports (`./pages/DistrictPage`:
 * `DistrictPage`, which makes every district's page); the route's own page name when the import
 * cannot be read. The build's lists of each page's files are per module.
 * @param {{ page?: unknown, load?: unknown }} declaration
 */
export function pageModuleOf(declaration) {
  const imported = /(?:import|require)\((['"`])\.\/pages\/([A-Za-z0-9]+)\1\)/.exec(
    String(declaration.load),
  )?.[2];
  return imported ?? String(declaration.page);
}

// @ts-check
/**
 * An app's route declarations read from its source at build time: what the scaffolds, the build
 * and the page stylesheets' list need to know of the routes without running the app.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/**
 * An app's route declarations as its `src/routes.ts` writes them (plain data: the file has no
 * runtime import, so it runs once its types are stripped; the pages' loaders are never called).
 * Null when the app has no such file.
 * @param {string} root
 * @param {string} app
 * @returns {{ page?: unknown, load?: unknown, path?: unknown, aliases?: unknown, article?: unknown, hidden?: unknown }[] | null}
 */
export function declaredRoutes(root, app) {
  const file = path.join(root, app, 'src', 'routes.ts');
  if (!fs.existsSync(file)) return null;
  /** @type {typeof import('@swc/core')} */
  const swc = require('@swc/core');
  const { code } = swc.transformSync(fs.readFileSync(file, 'utf8'), {
    filename: file,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
  });
  /** @type {{ routes?: unknown }} */
  const exports = {};
  new Function('exports', 'require', code)(exports, require);
  if (!Array.isArray(exports.routes))
    throw new Error(
      `${path.relative(root, file)} exports no list of routes: the addresses taken cannot be told.`,
    );
  return exports.routes;
}

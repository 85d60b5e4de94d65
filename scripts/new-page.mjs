#!/usr/bin/env node
// @ts-check
/**
 * Starts a page inside one remote, touching nothing outside its folder:
 *   npm run new-page -- <remote> <path> "<title>" [--description "<text>"]
 *   npm run new-page -- mfe-feeds /broiler-feed-price "Broiler Feed Price"
 * writes `src/content/<slug>.ts` (the page's copy, a typed record), `src/pages/<Name>Page.tsx` and
 * its CSS module, and the page's route and head in `src/routes.ts`. `npm run release -- <remote>`
 * then puts it on the running site (the site reads each live version's routes: ARCHITECTURE.md,
 * "Who owns which route"). The path is checked against every app's declared routes here, and
 * again against the live site by the release's preflight.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as prettier from 'prettier';
import { remoteNames } from '../shared/build/apps.mjs';
import { declaredPaths } from './lib/declared-paths.mjs';
import { isMain, repoRoot } from './lib/processes.mjs';

/** Same rule as ROUTE_PATH_PATTERN in shared/src/routes/site-routes.ts, for static pages. */
const PAGE_PATH = /^\/[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/;
const ROUTES_END = '] satisfies RemoteRoutes;';

/** `/broiler-feed-price` -> `BroilerFeedPrice`. */
export function pascalName(/** @type {string} */ pagePath) {
  return pagePath
    .split(/[/-]/)
    .filter(Boolean)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join('');
}

/** `BroilerFeedPrice` -> `broilerFeedPrice`. */
const camel = (/** @type {string} */ name) => name[0].toLowerCase() + name.slice(1);
const quoted = (/** @type {string} */ text) =>
  `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/**
 * Writes the page into the remote's folder, or throws with what is wrong (nothing written then).
 * @param {{ remote: string, pagePath: string, title: string, description?: string, root?: string }} options
 * @returns {Promise<string[]>} the files written, relative to the project
 */
export async function addPage({ remote, pagePath, title, description, root = repoRoot }) {
  const folder = remote.startsWith('mfe-') ? remote : `mfe-${remote}`;
  if (!Object.hasOwn(remoteNames, folder))
    throw new Error(
      `"${remote}" is not a remote of this site (one of: ${Object.keys(remoteNames).join(', ')})`,
    );
  if (!PAGE_PATH.test(pagePath))
    throw new Error(
      `"${pagePath}" is not a page path: a slash, then lowercase words joined by hyphens (e.g. /broiler-feed-price)`,
    );
  const cleanTitle = title.trim().replace(/\s+/g, ' ');
  if (cleanTitle.length < 3 || cleanTitle.length > 70)
    throw new Error(`the title must be 3 to 70 characters long (it is ${cleanTitle.length})`);
  const owner = (await declaredPaths(root, ['shell', ...Object.keys(remoteNames)])).get(pagePath);
  if (owner) throw new Error(`${pagePath} is already taken by ${owner}`);
  const name = `${pascalName(pagePath)}Page`;
  const slug = pagePath.slice(1).replace(/\//g, '-');
  const dir = path.join(root, folder, 'src');
  const files = {
    content: path.join(dir, 'content', `${slug}.ts`),
    page: path.join(dir, 'pages', `${name}.tsx`),
    css: path.join(dir, 'pages', `${name}.module.css`),
    routes: path.join(dir, 'routes.ts'),
  };
  for (const file of [files.content, files.page, files.css])
    if (fs.existsSync(file)) throw new Error(`${path.relative(root, file)} exists already`);
  const routes = fs.readFileSync(files.routes, 'utf8');
  if (!routes.includes(ROUTES_END))
    throw new Error(
      `${path.relative(root, files.routes)} does not end its list with "${ROUTES_END}"`,
    );
  const division =
    folder === 'mfe-corporate' ? 'Navdhara Group' : `Navdhara ${pascalName(folder.slice(4))}`;
  const text =
    description?.trim() ||
    `${cleanTitle}: what ${division} offers, and how to reach our team for prices, dealers and advice.`;
  const record = camel(pascalName(pagePath));
  const template = (/** @type {string} */ file) =>
    fs
      .readFileSync(path.join(repoRoot, 'scripts', 'templates', file), 'utf8')
      .replaceAll('__PATH__', pagePath)
      .replaceAll('__NAME__', name)
      .replaceAll('__RECORD__', record)
      .replaceAll('__SLUG__', slug)
      .replaceAll('__TITLE__', quoted(cleanTitle))
      .replaceAll('__DESCRIPTION__', quoted(text));
  const entry = [
    '  {',
    `    page: ${quoted(name)},`,
    `    load: () => import('./pages/${name}'),`,
    `    path: ${quoted(pagePath)},`,
    `    label: ${quoted(cleanTitle)},`,
    `    title: ${quoted(`${cleanTitle} | ${division}`)},`,
    `    description:\n      ${quoted(text)},`,
    '  },',
    '',
  ].join('\n');
  /** @type {[string, string][]} Each file formatted as the project formats it, before any is written. */
  const texts = await Promise.all(
    /** @type {[string, string][]} */ ([
      [files.content, template('page-content.ts.txt')],
      [files.page, template('page.tsx.txt')],
      [files.css, template('page.module.css.txt')],
      [files.routes, routes.replace(ROUTES_END, `${entry}${ROUTES_END}`)],
    ]).map(async ([file, text]) => {
      const options = await prettier.resolveConfig(file);
      return [file, await prettier.format(text, { ...options, filepath: file })];
    }),
  );
  for (const [file, text] of texts) fs.writeFileSync(file, text);
  return texts.map(([file]) => path.relative(root, file));
}

if (isMain(import.meta.url)) {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { description: { type: 'string' } },
  });
  const [remote, pagePath, title] = positionals;
  if (!remote || !pagePath || !title) {
    console.error('Usage: npm run new-page -- <remote> <path> "<title>" [--description "<text>"]');
    process.exit(2);
  }
  try {
    const written = await addPage({ remote, pagePath, title, description: values.description });
    console.log(`Started ${pagePath}:\n${written.map((file) => `  ${file}`).join('\n')}`);
    console.log(
      `Write its copy in the content file, then: npm run release -- ${remote.startsWith('mfe-') ? remote : `mfe-${remote}`}`,
    );
  } catch (error) {
    console.error(
      `new-page: ${error instanceof Error ? error.message : String(error)}; nothing was written.`,
    );
    process.exit(1);
  }
}

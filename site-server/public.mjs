// @ts-check
/**
 * What the project's scripts may use of the site server besides `createSiteServer` (index.mjs):
 * its log, its HTTP app with the site's limits, its static file server and file types, the CMS's
 * published articles, the address of its 404 page, the search engine (for the bench), the
 * signing of a staged version's preview link and the counts per version (for the release
 * commands). Nothing in
 * scripts/ imports another module of this folder (eslint.config.mjs), so the server's modules
 * can change shape without breaking a script.
 */
export { createLogger, errorText } from './log.mjs';
export {
  contentTypeOf,
  createHttpApp,
  createStaticServer,
  listen,
  sendText,
} from './static-files.mjs';
export { listArticles } from './sitemap.mjs';
export { NOT_FOUND_PATH } from './site-routing.mjs';
export { createSearchIndex } from './search-index.mjs';
export { VERSION_PREVIEW_PATH, versionPreviewQuery } from './version-preview.mjs';
export {
  countsToken,
  failuresPerThousand,
  noCounts,
  readCountsFromRedis,
  VERSION_COUNTS_PATH,
  versionLabel,
} from './version-counts.mjs';

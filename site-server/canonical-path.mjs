// @ts-check
/**
 * One spelling of each address the site serves. Browsers, links and search engines may spell a path
 * otherwise (`/FEEDS`, `/feeds/`, `//feeds`, `/./feeds`, `/x/../feeds`, `/fe%65ds`); each such
 * spelling gets a 301 to the one spelling, so a page has one cache entry and one URL in search
 * results, and no spelling reaches a file by a way round a guard: the site server decides what to
 * serve only from the canonical path (no `//`, `.`, `..` or encoded character left in it).
 *
 * The canonical path is the decoded path with dot segments resolved, repeated and trailing slashes
 * dropped, and, for a path the route table knows (a route, an alias redirect or one of the site's
 * own files), the route table's spelling of its fixed segments (parameters are kept as given). It
 * is sent percent-encoded one way only (uppercase hex, only where a path needs it).
 */
import path from 'node:path';

/** The URL path, decoded; null when its percent-encoding is malformed or it holds a NUL. */
function decodePath(/** @type {string} */ pathname) {
  try {
    const decoded = decodeURIComponent(pathname);
    return decoded.includes('\0') ? null : decoded;
  } catch {
    return null;
  }
}

/** A path segment encoded only where a path needs it (RFC 3986 pchar keeps sub-delims, ':' and '@'). */
function encodeSegment(/** @type {string} */ segment) {
  return encodeURIComponent(segment).replace(
    /%(21|24|26|27|28|29|2A|2B|2C|3B|3D|3A|40)/g,
    (_m, hex) => String.fromCharCode(parseInt(hex, 16)),
  );
}

export function encodePath(/** @type {string} */ decoded) {
  return decoded.split('/').map(encodeSegment).join('/');
}

/** Dot segments resolved, `//` collapsed, no trailing slash but on `/`. */
export function normalisePath(/** @type {string} */ decoded) {
  const normal = path.posix.normalize(`/${decoded}`);
  return normal.length > 1 ? normal.replace(/\/+$/, '') : normal;
}

/**
 * @typedef {{ kind: 'bad' } | { kind: 'redirect', path: string, location: string } | { kind: 'canonical', path: string }} CanonicalResult
 */

/**
 * @param {{ routes: { path: string }[], redirects: Record<string, string>, files?: string[] }} table
 *   the route table's paths (`/media-article/:id`), its alias redirects and the site's own files
 * @returns {(rawPath: string) => CanonicalResult}
 */
export function createCanonicalPath(table) {
  const patterns = [
    ...table.routes.map((route) => route.path),
    ...Object.keys(table.redirects),
    ...(table.files ?? []),
  ].map((pattern) => pattern.split('/'));

  /** The route table's spelling of a normalised path, when it knows the path whatever its case. */
  function tableSpelling(/** @type {string} */ normal) {
    const segments = normal.split('/');
    for (const pattern of patterns) {
      if (pattern.length !== segments.length) continue;
      let matches = true;
      for (let i = 0; i < pattern.length && matches; i += 1) {
        const fixed = /** @type {string} */ (pattern[i]);
        const given = /** @type {string} */ (segments[i]);
        matches = fixed.startsWith(':')
          ? given.length > 0
          : fixed.toLowerCase() === given.toLowerCase();
      }
      if (matches)
        return pattern
          .map((fixed, i) => (fixed.startsWith(':') ? /** @type {string} */ (segments[i]) : fixed))
          .join('/');
    }
    return normal;
  }

  return (rawPath) => {
    const decoded = decodePath(rawPath);
    if (decoded === null) return { kind: 'bad' };
    const canonical = tableSpelling(normalisePath(decoded.replace(/\\/g, '/')));
    const encoded = encodePath(canonical);
    return encoded === rawPath
      ? { kind: 'canonical', path: canonical }
      : { kind: 'redirect', path: canonical, location: encoded };
  };
}

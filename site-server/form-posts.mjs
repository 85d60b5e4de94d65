// @ts-check
/**
 * What a form post must pass before its body is read (index.mjs, `admitBody`): it comes from a
 * page of this site, and the server holds few bodies at once.
 */

/**
 * Why a post to one of the site's forms is refused as cross-site, or null when it may be read.
 * A browser names where a post comes from in `Sec-Fetch-Site` (set by the browser alone, never
 * by a page) and in `Origin`; either one naming another site refuses it. `Origin: null` (a
 * sandboxed frame, a page served from a file, a redirect across sites) is taken only together
 * with `Sec-Fetch-Site: same-origin` (a same-origin page whose referrer policy hides its origin).
 * A client that sends neither header is no browser that a page of another site could drive (every
 * current browser sends `Origin` with a form post) and is let through: its posts meet the forms'
 * rules and the CMS's limits like any other.
 * @param {Record<string, string | string[] | undefined>} headers the request's (names lower case)
 * @param {string[]} ownOrigins the site's origins (`scheme://host[:port]`, as `URL#origin` spells them)
 */
export function crossSiteReason(headers, ownOrigins) {
  const one = (/** @type {string} */ name) => {
    const value = headers[name];
    return Array.isArray(value) ? value.join(',') : value;
  };
  const fetchSite = one('sec-fetch-site')?.trim().toLowerCase();
  if (fetchSite !== undefined && fetchSite !== 'same-origin')
    return `Sec-Fetch-Site: ${fetchSite || '(empty)'}`;
  const origin = one('origin')?.trim();
  if (origin === undefined) return null;
  if (origin.toLowerCase() === 'null')
    return fetchSite === 'same-origin' ? null : 'Origin: null without Sec-Fetch-Site: same-origin';
  return ownOrigins.includes(originOf(origin) ?? '') ? null : `Origin: ${origin}`;
}

/** An origin as `URL#origin` spells it (the scheme and host lower case, no default port), or null. */
export function originOf(/** @type {string} */ text) {
  try {
    const url = new URL(text);
    // An Origin header is an origin only: any path, query or credentials make it something else.
    if (url.username || url.password || url.search || url.hash || url.pathname !== '/') return null;
    if (!/^[a-z][a-z0-9+.-]*:\/\/[^/]+\/?$/i.test(text)) return null;
    return url.origin === 'null' ? null : url.origin;
  } catch {
    return null;
  }
}

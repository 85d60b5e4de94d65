import { getRuntimeConfig } from '../config/runtime';

/** Reads give up after 10 s, so no spinner outlives a hanging content service. */
export const API_TIMEOUT_MS = 10_000;

/**
 * Where the CMS's own media paths (`/uploads/x.webp`) are read from: the site's own origin, whose
 * server answers `/uploads/` from the CMS (site-server/index.mjs, `serveMedia`; the dev servers
 * proxy it: shared/build/index.ts). A picture then needs no DNS lookup and no connection to
 * another origin before it comes: on a phone, a round trip or three before an article's banner,
 * its LCP. Media the CMS gives as full URLs (an object store's) stay as they are.
 */
export const MEDIA_BASE = '';

/** Origin of the content service, read from the runtime configuration at call time. */
export function cmsOrigin(): string {
  return getRuntimeConfig().cmsUrl.replace(/\/+$/, '');
}

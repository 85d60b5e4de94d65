// @ts-check
/**
 * Previews of a staged version of one remote (`npm run release -- <remote> --stage`). The release
 * prints `/__site/preview-version?remote=<app>&version=<v>&expires=<s>&sig=<signature>`, signed
 * with SITE_VERSION_PREVIEW_SECRET (a secret of its own: the CMS, which holds the drafts' one,
 * cannot make these). Opened with a good signature before it expires, it sets a cookie (HttpOnly,
 * SameSite=Lax, expiring with the link) and sends the visitor to `/`; forged or expired, it sets
 * nothing and sends them to the live site. Every request that carries a good cookie is answered
 * by that version's server (version-servers.mjs), so the HTML and the browser's code are the same
 * version; a thin bar says what is previewed, outside the React root.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { errorText } from './log.mjs';
import { addressOf, oneSpelling } from './routes/spelling.mjs';
import { BASE_HEADERS, sendText } from './static-files.mjs';
import { proxyToVersion } from './version-servers.mjs';

export const VERSION_PREVIEW_PATH = '/__site/preview-version';
export const VERSION_PREVIEW_EXIT_PATH = '/__site/preview-version/exit';
export const VERSION_PREVIEW_COOKIE = 'site_version_preview';

/** The signature of a version preview: HMAC-SHA256 of remote, version and expiry, base64url. */
export function versionPreviewSignature(
  /** @type {string} */ secret,
  /** @type {string} */ remote,
  /** @type {string} */ version,
  /** @type {number} */ expires,
) {
  return createHmac('sha256', secret)
    .update(`version-preview\n${remote}\n${version}\n${expires}`)
    .digest('base64url');
}

/** The link's query (after `?`) for a staged version, good until `expires` (s since 1970). */
export function versionPreviewQuery(
  /** @type {string} */ secret,
  /** @type {string} */ remote,
  /** @type {string} */ version,
  /** @type {number} */ expires,
) {
  const sig = versionPreviewSignature(secret, remote, version, expires);
  return new URLSearchParams({ remote, version, expires: String(expires), sig }).toString();
}

/**
 * @typedef {{ remote: string, version: string, expires: number }} VersionPreview
 * What a good link or cookie names: the remote's folder name, its version, until when (s).
 */

/**
 * The preview a link's parameters (or a cookie's) name when they are signed with `secret` and
 * not expired at `now` (ms); otherwise why not: `'invalid'` or `'expired'`.
 * @returns {VersionPreview | 'invalid' | 'expired'}
 */
export function checkVersionPreview(
  /** @type {string} */ secret,
  /** @type {{ remote?: string | null, version?: string | null, expires?: string | null, sig?: string | null }} */ given,
  now = Date.now(),
) {
  const { remote = '', version = '', expires = '', sig = '' } = given;
  if (
    !remote ||
    !version ||
    !expires ||
    !sig ||
    !/^[a-z][a-z0-9-]{0,63}$/.test(remote) ||
    !/^[\w.-]{1,80}$/.test(version) ||
    !/^\d{1,12}$/.test(expires)
  )
    return 'invalid';
  const expected = Buffer.from(versionPreviewSignature(secret, remote, version, Number(expires)));
  const signed = Buffer.from(sig);
  if (expected.length !== signed.length || !timingSafeEqual(expected, signed)) return 'invalid';
  if (Number(expires) * 1000 <= now) return 'expired';
  return { remote, version, expires: Number(expires) };
}

/** The preview a request's cookie names, if it is good (the same checks as the link's). */
export function previewOfCookie(
  /** @type {string} */ secret,
  /** @type {string | undefined} */ cookieHeader,
  now = Date.now(),
) {
  const value = new RegExp(`(?:^|;\\s*)${VERSION_PREVIEW_COOKIE}=([^;]*)`).exec(
    cookieHeader ?? '',
  )?.[1];
  const parts = value?.split('~') ?? [];
  if (parts.length !== 4) return null;
  const [remote, version, expires, sig] = parts;
  const preview = checkVersionPreview(secret, { remote, version, expires, sig }, now);
  return typeof preview === 'object' ? preview : null;
}

/** The cookie a good link sets, for its remaining lifetime; or the one that clears it. */
export function previewCookie(
  /** @type {string} */ secret,
  /** @type {VersionPreview | null} */ preview,
  /** @type {boolean} */ secure,
  now = Date.now(),
) {
  const flags = `Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
  if (!preview) return `${VERSION_PREVIEW_COOKIE}=; Max-Age=0; ${flags}`;
  const { remote, version, expires } = preview;
  const sig = versionPreviewSignature(secret, remote, version, expires);
  const maxAge = Math.max(0, expires - Math.floor(now / 1000));
  return `${VERSION_PREVIEW_COOKIE}=${remote}~${version}~${expires}~${sig}; Max-Age=${maxAge}; ${flags}`;
}

/**
 * The registry a version's server reads (a preview's, a canary's): `name` (a Module Federation
 * name) loaded from `manifestUrl`, its fallback `fallbackUrl` (a canary's: the live version) or
 * none (a preview's: a failing version shows as failing), and no canary; the rest as given.
 * @template {{ remotes: Record<string, string>, fallbacks?: Record<string, string>, canaries?: object }} C
 */
export function withPreviewedRemote(
  /** @type {C} */ config,
  /** @type {string} */ name,
  /** @type {string} */ manifestUrl,
  /** @type {string | undefined} */ fallbackUrl = undefined,
) {
  const fallbacks = { ...config.fallbacks };
  if (fallbackUrl) fallbacks[name] = fallbackUrl;
  else delete fallbacks[name];
  const read = { ...config, remotes: { ...config.remotes, [name]: manifestUrl }, fallbacks };
  delete read.canaries;
  return read;
}

/** What a previewed page shows above the site: the remote, its version, and a way out. */
export function markAsVersionPreview(
  /** @type {string} */ html,
  /** @type {VersionPreview} */ { remote, version },
) {
  const bar = `<p role="status" style="position:sticky;top:0;z-index:1000;margin:0;padding:.35rem 1rem;background:#1d3b6e;color:#fff;font:600 13px/1.4 system-ui,sans-serif;text-align:center">Preview: ${remote} version ${version} <a href="${VERSION_PREVIEW_EXIT_PATH}" style="color:#fff;margin-left:1rem">Exit preview</a></p>`;
  return html
    .replace(/<meta name="robots" content="[^"]*"\s*\/?>/g, '')
    .replace('</head>', '<meta name="robots" content="noindex, nofollow"/></head>')
    .replace(/<body([^>]*)>/, `<body$1>${bar}`);
}

/**
 * The links' routes and the hook that sends a previewing visitor's requests to the preview's
 * server. Without a secret, the links are all refused (sent to the live site) and no cookie is
 * ever read.
 * @param {import('fastify').FastifyInstance} app
 * @param {{
 *   secret: string | undefined,
 *   servers: ReturnType<typeof import('./version-servers.mjs').createVersionServers> | null,
 *   logger: import('./site-state.mjs').Logger,
 *   otherSpelling: (request: import('./site-state.mjs').Request, reply: import('./site-state.mjs').Reply) => unknown,
 * }} options
 */
export function versionPreviewRoutes(app, { secret, servers, logger, otherSpelling }) {
  const onRequest = oneSpelling(otherSpelling);
  const toSite = (/** @type {import('./site-state.mjs').Reply} */ reply, cookie = '') =>
    reply
      .code(303)
      .headers({
        ...BASE_HEADERS,
        Location: '/',
        'Cache-Control': 'private, no-store',
        ...(cookie ? { 'Set-Cookie': cookie } : {}),
      })
      .send();
  app.get(VERSION_PREVIEW_PATH, { onRequest }, (request, reply) => {
    // One value of each, as sent (a repeated one is no link of ours).
    const asked = new URLSearchParams(addressOf(request).query.slice(1));
    const one = (/** @type {string} */ name) =>
      asked.getAll(name).length === 1 ? asked.get(name) : null;
    const given = { remote: one('remote'), version: one('version') };
    const link = { ...given, expires: one('expires'), sig: one('sig') };
    const preview = secret ? checkVersionPreview(secret, link) : 'invalid';
    if (typeof preview !== 'object' || !secret) {
      logger.warn(
        { event: 'version-preview', refused: preview },
        `version preview link refused (${preview})`,
      );
      return toSite(reply);
    }
    return toSite(reply, previewCookie(secret, preview, request.protocol === 'https'));
  });
  app.get(VERSION_PREVIEW_EXIT_PATH, { onRequest }, (request, reply) =>
    toSite(reply, previewCookie('', null, request.protocol === 'https')),
  );
  if (!secret || !servers) return;
  app.addHook('onRequest', async (request, reply) => {
    if (request.raw.url?.startsWith(VERSION_PREVIEW_PATH)) return undefined;
    const preview = previewOfCookie(secret, request.headers.cookie);
    if (!preview) return undefined;
    try {
      const server = await servers.serverOf(preview);
      await proxyToVersion(request, reply, server.origin, (html) =>
        markAsVersionPreview(html, preview),
      );
    } catch (error) {
      logger.error(
        {
          event: 'failure',
          preview: `${preview.remote}@${preview.version}`,
          error: errorText(error),
        },
        `version preview ${preview.remote}@${preview.version}: ${errorText(error)}`,
      );
      sendText(
        reply,
        503,
        'html',
        `The preview of ${preview.remote} version ${preview.version} is not available: ${errorText(error).replace(/[<>&"]/g, '')}. <a href="${VERSION_PREVIEW_EXIT_PATH}">Exit preview</a>`,
        'private, no-store',
      );
    }
    return reply;
  });
}

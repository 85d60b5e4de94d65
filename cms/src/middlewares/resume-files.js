'use strict';

/**
 * Serves applicants' resumes, `/admin/resumes/<hash><ext>` (src/utils/private-upload.js), to HR
 * and the super admin only, from the private store (src/utils/private-files.js). Nothing else in
 * the CMS reads that store, and nothing public holds a resume: not the public folder, not the
 * public bucket.
 *
 * - Who: a logged-in admin-panel user whose role is HR (src/bootstrap/admin-roles.js) or Super Admin,
 *   active and not blocked, known by the admin panel's session cookie (`strapi_admin_refresh`, an
 *   httpOnly cookie of path /admin: an HR user's browser sends it with this address, from the media
 *   library or a pasted link) or by an admin access token (`Authorization: Bearer`), each checked
 *   with Strapi's session manager (signature, expiry, session still active). No one else learns
 *   even whether a file exists: 401 without a valid login, 403 for another role, both before the
 *   file is looked up.
 * - What: GET and HEAD of exactly that spelling. Any other spelling of an address under
 *   /admin/resumes (case, `//`, `%2F`, `%2e`, dot segments, backslashes, double encoding) is a 404,
 *   so no guard depends on how a path is written; other methods 405.
 * - How: as a download (`Content-Disposition: attachment`), never cached (`private, no-store`),
 *   never sniffed (`nosniff`), sandboxed by its CSP, and without CORS headers (this runs before
 *   `strapi::cors`, config/middlewares.js): no page of another origin reads it.
 */
const { RESUME_KEY, RESUME_PATH, RESUME_TYPES } = require('../utils/resume-file');
const { resumeStore } = require('../utils/private-upload');
const { ROLES } = require('../bootstrap/admin-roles');

const FILE_UID = 'plugin::upload.file';
const REFRESH_COOKIE = 'strapi_admin_refresh';
const SUPER_ADMIN = 'strapi-super-admin';
const HR = ROLES.find((role) => role.name === 'HR').code;

/** The path as a server or a file system might read it: decoded, lowercased, dot segments resolved. */
function loosely(rawPath) {
  let path = rawPath;
  for (let i = 0; i < 4; i += 1) {
    let decoded;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      break;
    }
    if (decoded === path) break;
    path = decoded;
  }
  const segments = [];
  for (const segment of path.replace(/\\/g, '/').toLowerCase().split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  return `/${segments.join('/')}`;
}

const PREFIX = RESUME_PATH.replace(/\/$/, '');
/** Whether a path is (any spelling of) an address under /admin/resumes. */
const isResumePath = (rawPath) => {
  const path = loosely(rawPath);
  return path === PREFIX || path.startsWith(`${PREFIX}/`);
};

/** The stored name, when the path is exactly `/admin/resumes/<hash><ext>` (no encoding at all). */
function canonicalKey(rawPath) {
  if (!rawPath.startsWith(RESUME_PATH)) return null;
  const key = rawPath.slice(RESUME_PATH.length);
  return RESUME_KEY.test(key) ? key : null;
}

/** The admin user a request is logged in as, or null. */
async function adminUserOf(strapi, ctx) {
  const sessions = typeof strapi.sessionManager === 'function' ? strapi.sessionManager('admin') : null;
  if (!sessions) return null;
  let userId = null;
  const authorization = ctx.get('authorization');
  if (authorization) {
    const bearer = /^Bearer\s+(\S+)$/i.exec(authorization.trim());
    if (!bearer) return null;
    const access = sessions.validateAccessToken(bearer[1]);
    if (!access.isValid || !access.payload || !(await sessions.isSessionActive(access.payload.sessionId))) return null;
    userId = access.payload.userId;
  } else {
    const token = ctx.cookies.get(REFRESH_COOKIE);
    if (!token) return null;
    const refresh = await sessions.validateRefreshToken(token);
    if (!refresh.isValid || !(await sessions.isSessionActive(refresh.sessionId))) return null;
    userId = refresh.userId;
  }
  const id = /^\d+$/.test(String(userId)) ? Number(userId) : userId;
  const user = await strapi.db.query('admin::user').findOne({ where: { id }, populate: ['roles'] });
  if (!user || user.isActive !== true || user.blocked === true) return null;
  return user;
}

function refuse(ctx, status, name, message) {
  ctx.status = status;
  ctx.set('Cache-Control', 'no-store');
  ctx.body = { data: null, error: { status, name, message, details: {} } };
}

/** `attachment; filename="..."` with an ASCII fallback and the name as given (RFC 6266). */
function attachment(name, ext) {
  const given = String(name || `resume${ext}`);
  const ascii = given.replace(/[^\w.-]+/g, '_').slice(0, 120) || `resume${ext}`;
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(given.slice(0, 200))}`;
}

module.exports = (_config, { strapi }) =>
  async function resumeFiles(ctx, next) {
    if (!isResumePath(ctx.path)) return next();
    const key = canonicalKey(ctx.path);
    if (!key) return refuse(ctx, 404, 'NotFoundError', 'Not Found');
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') {
      ctx.set('Allow', 'GET, HEAD');
      return refuse(ctx, 405, 'MethodNotAllowedError', 'Method Not Allowed');
    }
    const user = await adminUserOf(strapi, ctx);
    if (!user) {
      ctx.set('WWW-Authenticate', 'Bearer');
      return refuse(ctx, 401, 'UnauthorizedError', 'Log in to the admin panel as HR to read resumes');
    }
    if (!(user.roles || []).some((role) => role.code === HR || role.code === SUPER_ADMIN)) {
      return refuse(ctx, 403, 'ForbiddenError', 'Only HR reads resumes');
    }
    const file = await strapi.db.query(FILE_UID).findOne({ where: { url: ctx.path, isResume: true } });
    const stored = file ? await resumeStore(strapi).get(key) : null;
    if (!stored) return refuse(ctx, 404, 'NotFoundError', 'Not Found');
    const ext = key.slice(key.lastIndexOf('.'));
    ctx.status = 200;
    ctx.body = stored.stream;
    ctx.type = RESUME_TYPES[ext];
    ctx.length = stored.size;
    ctx.set({
      'Cache-Control': 'private, no-store',
      'Content-Disposition': attachment(file.name, ext),
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'Cross-Origin-Resource-Policy': 'same-origin',
      'Referrer-Policy': 'no-referrer',
    });
    return undefined;
  };

// For the tests: which paths it takes.
module.exports.isResumePath = isResumePath;

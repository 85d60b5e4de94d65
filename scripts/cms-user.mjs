#!/usr/bin/env node
// @ts-check
/**
 * Gives a person a login to the CMS admin with one of the roles the CMS enforces on every start
 * (cms/src/bootstrap/admin-roles.js): editor, hr or sales.
 *
 *   npm run cms:user -- --role editor --email priya@example.com [--password ...]
 *                       [--firstname Priya] [--lastname Rao] [--url http://127.0.0.1:1337]
 *
 * It goes through the admin API of the running CMS, as the super admin of cms/.env
 * (CMS_ADMIN_EMAIL / CMS_ADMIN_PASSWORD, or those environment variables): the user is invited
 * with the role, then registered with the password (Strapi's own invitation flow, so no
 * registration link is left open). With no CMS answering, a CMS is started on the default
 * database for the time it takes. A new user gets a generated password unless --password is
 * given; it is printed once. For an existing e-mail the role is set (replacing the user's
 * roles), and the password only when --password is given.
 *
 * Only node: built-ins and the scripts' own helpers are used here.
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { readEnvFile, startCms } from './cms.mjs';
import { isMain } from './lib/processes.mjs';

/** --role values and the admin role each stands for. */
export const ROLE_NAMES = /** @type {const} */ ({ editor: 'Editor', hr: 'HR', sales: 'Sales' });

/** Strapi's admin password rule: 8+ characters with a lower-case letter, a capital and a digit. */
export const generatePassword = () => `Nav-${randomBytes(12).toString('base64url')}7q`;

/**
 * @param {string} url
 * @param {{ method?: string, token?: string, body?: unknown }} [options]
 */
async function call(url, { method = 'GET', token, body } = {}) {
  const res = await fetch(url, {
    method,
    headers: {
      accept: 'application/json',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(30000),
  });
  const text = await res.text();
  /** @type {any} */
  let json = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    /* not JSON */
  }
  if (!res.ok) {
    const message = json?.error?.message ?? text.slice(0, 200);
    throw new Error(`${method} ${new URL(url).pathname} answered ${res.status}: ${message}`);
  }
  return json;
}

/**
 * Logs in to the admin API (Strapi allows 5 logins per e-mail in 5 minutes: callers that create
 * several users pass one token instead).
 * @param {string} base
 * @param {{ email: string, password: string }} [admin]
 * @returns {Promise<string>}
 */
async function superAdminToken(base, admin) {
  const env = readEnvFile();
  const login = admin ?? {
    email: process.env.CMS_ADMIN_EMAIL || env.CMS_ADMIN_EMAIL || '',
    password: process.env.CMS_ADMIN_PASSWORD || env.CMS_ADMIN_PASSWORD || '',
  };
  if (!login.email || !login.password)
    throw new Error('No super admin login: CMS_ADMIN_EMAIL / CMS_ADMIN_PASSWORD (cms/.env)');
  const res = await call(`${base}/admin/login`, { method: 'POST', body: login });
  return res.data.token;
}

/**
 * Creates (or updates) an admin user with one of the roles, through the admin API of the CMS at
 * cmsUrl, with `token` (an admin API token of a super admin) or logged in as `admin` (default:
 * the super admin of cms/.env).
 * @param {{
 *   cmsUrl: string,
 *   role: string,
 *   email: string,
 *   password?: string,
 *   firstname?: string,
 *   lastname?: string,
 *   admin?: { email: string, password: string },
 *   token?: string,
 * }} options
 * @returns {Promise<{ id: number, email: string, role: string, created: boolean, password: string | null }>}
 */
export async function createCmsUser({
  cmsUrl,
  role,
  email,
  password,
  firstname,
  lastname,
  admin,
  token: adminToken,
}) {
  const roleName = ROLE_NAMES[/** @type {keyof typeof ROLE_NAMES} */ (role.toLowerCase())];
  if (!roleName)
    throw new Error(`Unknown role "${role}": use one of ${Object.keys(ROLE_NAMES).join(', ')}`);
  const address = email.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address))
    throw new Error(`Not an e-mail address: ${email}`);
  const base = cmsUrl.replace(/\/+$/, '');
  const token = adminToken ?? (await superAdminToken(base, admin));

  const roles = await call(`${base}/admin/roles`, { token });
  const roleRecord = roles.data.find((/** @type {{ name: string }} */ r) => r.name === roleName);
  if (!roleRecord)
    throw new Error(`The CMS has no "${roleName}" role (it is created when the CMS starts).`);

  const found = await call(
    `${base}/admin/users?${new URLSearchParams({ 'filters[email][$eq]': address, pageSize: '1' })}`,
    { token },
  );
  const existing = found.data.results.find(
    (/** @type {{ email: string }} */ u) => u.email === address,
  );
  const first = firstname || address.split('@')[0].replace(/^./, (c) => c.toUpperCase());
  const names = { firstname: first, ...(lastname ? { lastname } : {}) };

  if (existing) {
    await call(`${base}/admin/users/${existing.id}`, {
      method: 'PUT',
      token,
      body: {
        roles: [roleRecord.id],
        isActive: true,
        ...(firstname ? { firstname } : {}),
        ...(lastname ? { lastname } : {}),
        ...(password ? { password } : {}),
      },
    });
    return {
      id: existing.id,
      email: address,
      role: roleName,
      created: false,
      password: password ?? null,
    };
  }

  const secret = password ?? generatePassword();
  const invited = await call(`${base}/admin/users`, {
    method: 'POST',
    token,
    body: { email: address, ...names, roles: [roleRecord.id] },
  });
  await call(`${base}/admin/register`, {
    method: 'POST',
    body: {
      registrationToken: invited.data.registrationToken,
      userInfo: { ...names, password: secret },
    },
  });
  return { id: invited.data.id, email: address, role: roleName, created: true, password: secret };
}

async function isUp(/** @type {string} */ url) {
  try {
    const res = await fetch(`${url}/_health`, { signal: AbortSignal.timeout(2000) });
    return res.ok;
  } catch {
    return false;
  }
}

async function main() {
  const text = { type: /** @type {const} */ ('string') };
  const { values: args } = parseArgs({
    options: {
      role: text,
      email: text,
      password: text,
      firstname: text,
      lastname: text,
      url: text,
    },
  });
  if (!args.role || !args.email) {
    console.error(
      'Usage: npm run cms:user -- --role editor|hr|sales --email name@example.com [--password ...] [--firstname ...] [--lastname ...] [--url http://127.0.0.1:1337]',
    );
    process.exit(2);
  }
  if (!(args.role.toLowerCase() in ROLE_NAMES))
    throw new Error(
      `Unknown role "${args.role}": use one of ${Object.keys(ROLE_NAMES).join(', ')}`,
    );
  const port = Number(process.env.CMS_PORT ?? 1337);
  let cmsUrl = (args.url ?? `http://127.0.0.1:${port}`).replace(/\/+$/, '');
  /** @type {{ stop: () => Promise<void> } | null} */
  let oneOff = null;
  if (!(await isUp(cmsUrl))) {
    if (args.url) throw new Error(`No CMS answers at ${cmsUrl}`);
    console.log('The CMS is not running: starting it for a moment (its usual database)…');
    oneOff = await startCms({ port, log: false });
    cmsUrl = /** @type {{ url: string }} */ (oneOff).url;
  }
  try {
    const user = await createCmsUser({
      cmsUrl,
      role: args.role,
      email: args.email,
      password: args.password,
      firstname: args.firstname,
      lastname: args.lastname,
    });
    console.log(
      `${user.created ? 'Created' : 'Updated'} the CMS user ${user.email} with the role ${user.role}.`,
    );
    console.log(`  log in at  ${cmsUrl}/admin`);
    if (args.password) console.log('  password   the one given with --password');
    else if (user.password)
      console.log(`  password   ${user.password}   (shown once: pass it on privately)`);
    else console.log('  password   unchanged (give --password to set one)');
  } finally {
    if (oneOff) await oneOff.stop();
  }
}

if (isMain(import.meta.url)) {
  main().catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}

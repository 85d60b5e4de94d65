'use strict';

// The site's remotes, listed once (shared/build/apps.mjs derives their ports from it).
const remotes = require('../../shared/build/remotes.json');

// Site origins allowed to call the API from a browser: the shell and remotes on their default
// ports (localhost:3000, each remote on the next ones), plus a comma-separated CMS_CORS_ORIGINS
// list (npm start and the tests name theirs there when they move the ports).
function corsOrigins(env) {
  const defaults = [];
  for (let port = 3000; port <= 3000 + remotes.length; port += 1) {
    defaults.push(`http://localhost:${port}`, `http://127.0.0.1:${port}`);
  }
  const extra = env('CMS_CORS_ORIGINS', '')
    .split(',')
    .map((s) => s.trim().replace(/\/$/, ''))
    .filter(Boolean);
  return [...new Set([...defaults, ...extra])];
}

// No 'strapi::poweredBy': answers do not advertise the software behind them
// (no X-Powered-By header, on the API, the admin panel and 404s alike).
module.exports = ({ env }) => [
  // First: the client's address (forwarded only by a trusted edge), for the log and every limit.
  'global::client-address',
  // One line per request, long values cut (in place of strapi::logger).
  'global::access-log',
  // Outside strapi::errors, so it sees (and trims) every error answer it formats.
  'global::safe-errors',
  'strapi::errors',
  // Inside strapi::errors: input the CMS cannot read is the client's 4xx (in the request's log line).
  'global::client-errors',
  // Inside strapi::errors too: the database unreachable is a 503 at once, not a 500 after a wait.
  'global::database-unavailable',
  'strapi::security',
  // Applicants' resumes, /admin/resumes/<file>, to HR and the admin only; before CORS, so no other
  // origin's page is ever allowed to read one.
  'global::resume-files',
  {
    name: 'strapi::cors',
    config: {
      origin: corsOrigins(env),
      methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'],
      headers: ['Content-Type', 'Authorization', 'Origin', 'Accept', 'Strapi-Response-Format'],
      keepHeaderOnError: true,
    },
  },
  // Before anything decodes or routes the path (query parser, router, static files): one spelling.
  'global::canonical-url',
  'strapi::query',
  // JSON, or multipart on the addresses that take files; any other body is a 415, unread.
  'global::body-types',
  {
    name: 'strapi::body',
    config: {
      // Multipart bodies are read by the routes that take files, after their guards
      // (src/middlewares/multipart.js): never here, where every request would write them to disk.
      multipart: false,
      formLimit: '1mb',
      jsonLimit: '1mb',
      textLimit: '1mb',
    },
  },
  // Shapes no route takes (too deep, prototype keys, operators given objects): 400.
  'global::input-shape',
  'strapi::session',
  'strapi::favicon',
  'strapi::public',
  'global::v4-response',
];

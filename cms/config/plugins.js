'use strict';

const path = require('path');

// Types any upload may have (admin editors and the seed). The public role's
// upload route is narrowed further by src/extensions/upload/strapi-server.js to one
// PDF/DOC/DOCX resume of at most 5 MB.
const allowedTypes = [
  'image/*',
  'application/pdf',
  'application/msword',
  // Strapi detects every OLE compound file (.doc) as application/x-cfb; the public
  // upload guard lets only Word documents through.
  'application/x-cfb',
  'application/vnd.openxmlformats-officedocument.*',
];

const deniedTypes = [
  'image/svg+xml',
  'application/vnd.microsoft.portable-executable',
  'application/x-msdownload',
  'application/x-msdos-program',
  'application/x-executable',
  'application/x-dosexec',
  'application/x-sh',
  'text/x-shellscript',
  'application/x-mach-binary',
];

// Where messages go when no SMTP server is set: beside the database they belong to
// (cms/.tmp/mail by default), so a throwaway instance started with its own database file keeps
// its mail in its own folder too.
function defaultMailDir(env) {
  const database = path.resolve(__dirname, '..', env('DATABASE_FILENAME', '.tmp/data.db'));
  return path.join(path.dirname(database), 'mail');
}

// New enquiries and applications are e-mailed to the team concerned (src/utils/lead-notifications.js).
// CMS_SMTP_URL (smtp://user:pass@host:587, or smtps:// for TLS from the start) sends them through
// that server; without it each message is written as an .eml file into CMS_MAIL_DIR.
function emailConfig(env) {
  const smtpUrl = env('CMS_SMTP_URL', '');
  const settings = {
    defaultFrom: env('CMS_MAIL_FROM', 'Navdhara Group website <no-reply@example.com>'),
    // Lead notifications set their own Reply-To (the visitor); this is for any other message.
    defaultReplyTo: env('CMS_MAIL_REPLY_TO', 'info@example.com'),
  };
  if (smtpUrl) {
    // nodemailer reads host, port, credentials, TLS and options such as ?pool=true from the URL.
    return { provider: 'nodemailer', providerOptions: { url: smtpUrl }, settings };
  }
  return {
    // A package of this repository (providers/email-folder, a file: dependency in package.json).
    provider: 'strapi-provider-email-folder',
    providerOptions: { dir: path.resolve(__dirname, '..', env('CMS_MAIL_DIR', defaultMailDir(env))) },
    settings,
  };
}

// The object store's client settings (CMS_S3_*), shared by the public bucket's provider here and
// the private bucket of applicants' resumes (config/resumes.js).
function s3ClientOptions(env, bucket) {
  return {
    credentials: {
      accessKeyId: env('CMS_S3_ACCESS_KEY_ID'),
      secretAccessKey: env('CMS_S3_SECRET_ACCESS_KEY'),
    },
    region: env('CMS_S3_REGION', 'us-east-1'),
    ...(env('CMS_S3_ENDPOINT', '') ? { endpoint: env('CMS_S3_ENDPOINT') } : {}),
    forcePathStyle: env.bool('CMS_S3_FORCE_PATH_STYLE', Boolean(env('CMS_S3_ENDPOINT', ''))),
    // Checksums only where S3 requires them: S3-compatible servers do not all take the
    // chunked, checksummed bodies the SDK sends by default.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    params: { Bucket: bucket },
  };
}

// Uploads go to S3-compatible object storage when CMS_S3_BUCKET is set (Strapi's own aws-s3
// provider; several CMS instances then see the same files), else to the public folder on this
// disk. CMS_S3_ENDPOINT names a server other than AWS (path-style addresses, CMS_S3_FORCE_PATH_STYLE);
// CMS_S3_PUBLIC_URL is where visitors read the files (a CDN, or the CMS's edge serving the
// bucket: deploy/nginx/cms-edge.conf), so the site's pages name one origin for them.
// Applicants' resumes are never stored there: see config/resumes.js.
function uploadProvider(env) {
  const bucket = env('CMS_S3_BUCKET', '');
  if (!bucket) return {};
  return {
    provider: 'aws-s3',
    providerOptions: {
      ...(env('CMS_S3_PUBLIC_URL', '') ? { baseUrl: env('CMS_S3_PUBLIC_URL') } : {}),
      s3Options: s3ClientOptions(env, bucket),
    },
  };
}

module.exports = ({ env }) => ({
  'users-permissions': {
    config: {
      jwtManagement: 'refresh',
      jwtSecret: env('JWT_SECRET'),
      sessions: { httpOnly: true },
      // Nobody registers on this site: the public role is the only role used.
      register: { allowedFields: [] },
    },
  },
  upload: {
    config: {
      ...uploadProvider(env),
      sizeLimit: env.int('CMS_ADMIN_UPLOAD_MAX_BYTES', 50 * 1024 * 1024),
      security: { allowedTypes, deniedTypes },
    },
  },
  email: { config: emailConfig(env) },
});

// For config/resumes.js (Strapi calls the exported function itself; these are not config).
module.exports.s3ClientOptions = s3ClientOptions;

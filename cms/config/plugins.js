'use strict';

// Types any upload may have (admin editors and the seed). The public role's
// upload route is narrowed further by src/middlewares/upload-guard.js to one
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
      sizeLimit: env.int('CMS_ADMIN_UPLOAD_MAX_BYTES', 50 * 1024 * 1024),
      security: { allowedTypes, deniedTypes },
    },
  },
});

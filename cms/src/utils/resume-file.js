'use strict';

const fs = require('fs/promises');

/**
 * What the content API's upload route accepts (src/extensions/upload/strapi-server.js): one resume,
 * PDF, DOC or DOCX recognised by its content (never by its name or declared type), of at most
 * CMS_UPLOAD_MAX_BYTES (default 5 MB).
 */
const DEFAULT_MAX_BYTES = 5 * 1024 * 1024;

/** The kinds of resume taken, by the extension a stored one is given: their content types. */
const RESUME_TYPES = {
  '.pdf': 'application/pdf',
  '.doc': 'application/msword',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

const resumeMaxBytes = () => Number(process.env.CMS_UPLOAD_MAX_BYTES || DEFAULT_MAX_BYTES);

/** The resume's kind from its first bytes, or null for anything that is not a Word or PDF file. */
async function sniffResume(filepath) {
  const fh = await fs.open(filepath, 'r');
  try {
    const { size } = await fh.stat();
    const buf = Buffer.alloc(Math.min(size, resumeMaxBytes() + 1));
    await fh.read(buf, 0, buf.length, 0);
    if (buf.subarray(0, 5).toString('latin1') === '%PDF-') return { kind: 'pdf', mime: RESUME_TYPES['.pdf'], ext: '.pdf' };
    // Word 97-2003: an OLE compound file with a "WordDocument" stream.
    if (
      buf.subarray(0, 8).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) &&
      buf.includes(Buffer.from('WordDocument', 'utf16le'))
    ) {
      return { kind: 'doc', mime: RESUME_TYPES['.doc'], ext: '.doc' };
    }
    // Word 2007+: a zip package with [Content_Types].xml and a word/ part.
    if (
      buf.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04])) &&
      buf.includes('word/', 0, 'latin1') &&
      buf.includes('[Content_Types].xml', 0, 'latin1')
    ) {
      return { kind: 'docx', mime: RESUME_TYPES['.docx'], ext: '.docx' };
    }
    return null;
  } finally {
    await fh.close();
  }
}

/** A safe stored name: the visitor's base name, cleaned, with the extension of what the file is. */
function resumeFileName(originalFilename, ext) {
  const base =
    String(originalFilename || 'resume')
      .replace(/\.[^.]*$/, '')
      .replace(/[^\w.-]+/g, '_')
      .slice(0, 80) || 'resume';
  return base + ext;
}

/**
 * Set on a request's state (`ctx.state[RESUME_UPLOAD]`) by the guarded upload action
 * (src/extensions/upload/strapi-server.js): the files this request creates are resumes. Read by the
 * file lifecycle that flags them (`isResume`) and by the upload provider's wrapper, which stores them
 * privately (src/utils/private-files.js). `Symbol.for`, so every module that asks gets the same key.
 */
const RESUME_UPLOAD = Symbol.for('navdhara.resumeUpload');

/** Whether the request being served (Strapi's request context) is the resume upload. */
function isResumeUpload(strapi) {
  const ctx = strapi.requestContext.get();
  return Boolean(ctx && ctx.state && ctx.state[RESUME_UPLOAD]);
}

/**
 * A stored resume's address: served by the CMS alone, to HR and the admin
 * (src/middlewares/resume-files.js), under /admin so that the admin panel's session cookie (path
 * /admin) goes with it from an HR user's browser.
 */
const RESUME_PATH = '/admin/resumes/';
/** A resume's stored name: `<hash><ext>` as the upload plugin names it, the types the route takes. */
const RESUME_KEY = /^[A-Za-z0-9_-]{1,200}\.(pdf|doc|docx)$/;
const resumeUrl = (key) => `${RESUME_PATH}${key}`;
/** The stored name in a resume's address, or null for any other address. */
function resumeKeyOf(url) {
  if (typeof url !== 'string' || !url.startsWith(RESUME_PATH)) return null;
  const key = url.slice(RESUME_PATH.length);
  return RESUME_KEY.test(key) ? key : null;
}

/** How long an upload may wait for its application before the sweep deletes it (config/resumes.js). */
const resumeOrphanMs = (strapi) => Number(strapi.config.get('resumes.orphanMs', 60 * 60 * 1000));

/**
 * The application's resume must be a resume uploaded to this CMS: exactly the `url` the upload
 * route answered with (`/admin/resumes/<file>`), of a file that route created (`isResume`). Any
 * other link, including another site's "resume", is refused, so nothing in an application can send
 * HR elsewhere.
 */
async function findUploadedResume(strapi, resume) {
  if (typeof resume !== 'string' || !resumeKeyOf(resume)) return null;
  return strapi.db.query('plugin::upload.file').findOne({ where: { url: resume, isResume: true } });
}

/**
 * Whether a new application may name this uploaded resume: one uploaded within the orphan age, less
 * a margin (a minute, or half the age when it is shorter), so the sweep, which deletes uploads older
 * than that age that no application names, never deletes one an application is being stored with.
 */
function attachable(strapi, file, now = Date.now()) {
  const age = resumeOrphanMs(strapi);
  const margin = Math.min(60 * 1000, age / 2);
  return now - new Date(file.createdAt).getTime() < age - margin;
}

module.exports = {
  RESUME_TYPES,
  resumeMaxBytes,
  sniffResume,
  resumeFileName,
  findUploadedResume,
  attachable,
  resumeOrphanMs,
  RESUME_UPLOAD,
  isResumeUpload,
  RESUME_PATH,
  RESUME_KEY,
  resumeUrl,
  resumeKeyOf,
};

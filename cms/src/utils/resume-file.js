'use strict';

const fs = require('fs/promises');

/**
 * What the content API's upload route accepts (src/extensions/upload/strapi-server.js): one resume,
 * PDF, DOC or DOCX recognised by its content (never by its name or declared type), of at most
 * CMS_UPLOAD_MAX_BYTES (default 5 MB).
 */
const DEFAULT_MAX_BYTES = 5 * 1024 * 1024;

const resumeMaxBytes = () => Number(process.env.CMS_UPLOAD_MAX_BYTES || DEFAULT_MAX_BYTES);

/** The resume's kind from its first bytes, or null for anything that is not a Word or PDF file. */
async function sniffResume(filepath) {
  const fh = await fs.open(filepath, 'r');
  try {
    const { size } = await fh.stat();
    const buf = Buffer.alloc(Math.min(size, resumeMaxBytes() + 1));
    await fh.read(buf, 0, buf.length, 0);
    if (buf.subarray(0, 5).toString('latin1') === '%PDF-') return { kind: 'pdf', mime: 'application/pdf', ext: '.pdf' };
    // Word 97-2003: an OLE compound file with a "WordDocument" stream.
    if (
      buf.subarray(0, 8).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) &&
      buf.includes(Buffer.from('WordDocument', 'utf16le'))
    ) {
      return { kind: 'doc', mime: 'application/msword', ext: '.doc' };
    }
    // Word 2007+: a zip package with [Content_Types].xml and a word/ part.
    if (
      buf.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04])) &&
      buf.includes('word/', 0, 'latin1') &&
      buf.includes('[Content_Types].xml', 0, 'latin1')
    ) {
      return { kind: 'docx', mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', ext: '.docx' };
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
 * The application's resume must be a resume uploaded to this CMS: exactly the `url` the upload
 * route answered with (`/uploads/<file>` here, a bucket's URL with a cloud provider), of a file that
 * route created (`isResume`). Any other link, including another site's "resume", is refused, so
 * nothing in an application can send HR elsewhere.
 */
async function findUploadedResume(strapi, resume) {
  if (typeof resume !== 'string' || !resume) return null;
  return strapi.db.query('plugin::upload.file').findOne({ where: { url: resume, isResume: true } });
}

module.exports = { resumeMaxBytes, sniffResume, resumeFileName, findUploadedResume };

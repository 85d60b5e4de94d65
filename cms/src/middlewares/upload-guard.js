'use strict';

const fs = require('fs/promises');

/**
 * Guards the content-API upload route (POST /api/upload), the only upload the
 * public role may use: one resume per request, PDF / DOC / DOCX recognised by
 * their content (not by name or declared type), at most CMS_UPLOAD_MAX_BYTES
 * (default 5 MB). Replacing or re-describing an existing file (`?id=`) is refused.
 * Admin uploads (/upload) and the seed (upload service) are not affected.
 */
const DEFAULT_MAX = 5 * 1024 * 1024;

function bad(ctx, status, message, name = 'ValidationError') {
  ctx.status = status;
  ctx.body = { data: null, error: { status, name, message, details: {} } };
}

async function sniff(filepath) {
  const fh = await fs.open(filepath, 'r');
  try {
    const { size } = await fh.stat();
    const buf = Buffer.alloc(Math.min(size, 5 * 1024 * 1024 + 1));
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

module.exports = () => async (ctx, next) => {
  if (!(ctx.path === '/api/upload' || ctx.path === '/api/upload/')) return next();
  if (ctx.method !== 'POST') return next();
  const max = Number(process.env.CMS_UPLOAD_MAX_BYTES || DEFAULT_MAX);
  if (ctx.query && ctx.query.id !== undefined) return bad(ctx, 400, 'Replacing or editing files is not allowed');
  const files = ctx.request.files && ctx.request.files.files;
  const list = Array.isArray(files) ? files : files ? [files] : [];
  if (list.length === 0) return bad(ctx, 400, 'Files are empty: send one resume in the multipart field "files"');
  if (list.length > 1) return bad(ctx, 400, 'Upload one resume at a time');
  const file = list[0];
  if (file.size > max) return bad(ctx, 413, `The resume must be at most ${Math.round(max / 1024 / 1024)} MB`, 'PayloadTooLargeError');
  const type = await sniff(file.filepath);
  if (!type) return bad(ctx, 400, 'Only PDF, DOC and DOCX resumes are accepted');
  // Trust the content, not the client's name or declared type.
  file.mimetype = type.mime;
  const base = String(file.originalFilename || 'resume').replace(/\.[^.]*$/, '').replace(/[^\w.-]+/g, '_').slice(0, 80) || 'resume';
  file.originalFilename = base + type.ext;
  return next();
};

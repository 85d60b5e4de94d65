'use strict';

const fs = require('node:fs/promises');

// The parser and type table of Strapi's own body middleware, as @strapi/core resolves them.
const fromStrapi = (name) => require(require.resolve(name, { paths: [require.resolve('@strapi/core')] }));
const { koaBody } = fromStrapi('koa-body');
const mime = fromStrapi('mime-types');

/**
 * Reads a multipart body: only on the routes that take files (src/utils/file-routes.js attaches it),
 * as a route middleware, so it runs after Strapi's authentication, the route's policies and its rate
 * limit. A request refused by any of those, or sent to any other address, never has its body read,
 * and `strapi::body` reads no multipart body (config/middlewares.js). Then:
 * - a body whose declared length is past the route's limit is a 413 before a byte of it is read;
 * - the parser stops at the limit (a body sent without a length);
 * - at most `maxFiles` files are written (formidable counts fields, not files: 5,000 empty file
 *   parts in one 500 KB body were 5,000 files written and deleted, seconds of the disk's time);
 *   a request with more is a 400, the extra parts dropped unwritten;
 * - every file the parser began to write is deleted when the request ends, whatever the answer:
 *   the upload plugin has copied what it keeps to its provider by then.
 * Files go to the operating system's temporary folder (TMPDIR).
 */
/** Room for the multipart framing and the text fields (fileInfo, folder) beside the files. */
const FRAMING_BYTES = 256 * 1024;
const MAX_FIELDS = 20;

const valueOf = (limit) => (typeof limit === 'function' ? limit() : limit);
/** Files a route takes in one request unless it says otherwise (src/utils/file-routes.js). */
const MAX_FILES = 20;

function tooLarge(message) {
  return Object.assign(new Error(message), { status: 413, expose: true });
}

function badRequest(message) {
  return Object.assign(new Error(message), { status: 400, expose: true });
}

/** Strapi's body middleware guesses a file's type from its name when none was sent; so does this. */
function withType(file) {
  if (file && !file.mimetype) file.mimetype = mime.lookup(file.originalFilename || '') || 'application/octet-stream';
}

function megabytes(bytes) {
  return `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;
}

module.exports = (config) => async (ctx, next) => {
  if (!ctx.is('multipart')) return next();
  const maxBytes = Number(valueOf(config.maxBytes));
  const refusal = `The upload is too large: at most ${megabytes(maxBytes)}`;
  const maxFiles = Number(config.maxFiles ?? MAX_FILES);
  let fileParts = 0;
  if (Number(ctx.get('content-length')) > maxBytes + FRAMING_BYTES) throw tooLarge(refusal);
  /** Every file the parser opened, finished or not. */
  const begun = [];
  try {
    try {
      await koaBody({
        multipart: true,
        json: false,
        urlencoded: false,
        text: false,
        patchKoa: true,
        formidable: {
          // formidable's limit on the files of the request together.
          maxFileSize: maxBytes,
          maxFields: MAX_FIELDS,
          maxFieldsSize: FRAMING_BYTES,
          onFileBegin: (_name, file) => begun.push(file.filepath),
          // Called for each file part before it is written: past the count, never written.
          filter: () => {
            fileParts += 1;
            return fileParts <= maxFiles;
          },
        },
      })(ctx, async () => {});
    } catch (error) {
      // formidable's errors carry the HTTP status they mean (413 past a limit, 400 otherwise).
      if (Number(error && error.httpCode) === 413 || /maxFileSize/.test(String(error && error.message))) throw tooLarge(refusal);
      throw badRequest('The multipart body could not be read');
    }
    if (fileParts > maxFiles) throw badRequest(`Too many files: at most ${maxFiles} in one request`);
    for (const file of filesOf(ctx)) withType(file);
    return await next();
  } finally {
    const paths = new Set([...begun, ...filesOf(ctx).map((file) => file.filepath)].filter(Boolean));
    await Promise.all([...paths].map((path) => fs.rm(path, { force: true }).catch(() => undefined)));
  }
};

/** The files of a request, in whatever field they came. */
function filesOf(ctx) {
  return Object.values(ctx.request.files || {})
    .flatMap((value) => [].concat(value))
    .filter(Boolean);
}

module.exports.filesOf = filesOf;

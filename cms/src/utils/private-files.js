'use strict';

/**
 * Where applicants' resumes are kept: never the public folder nor the public bucket, which anyone
 * with a link reads. Configured in config/resumes.js:
 * - `{ kind: 'folder', dir }`: a folder beside the database (cms/.tmp/resumes by default), the folder
 *   and each file readable by their owner only;
 * - `{ kind: 's3', bucket, s3Options }`: a private bucket of the object store (CMS_S3_PRIVATE_BUCKET),
 *   which no edge serves, so every CMS instance reads the same files.
 * The CMS serves a stored resume only to HR and the admin (src/middlewares/resume-files.js).
 *
 * A key is `<hash><ext>` as the upload plugin names the file (src/utils/resume-file.js: RESUME_KEY),
 * checked again here: nothing outside that shape is ever written, read or deleted.
 */
const fs = require('fs');
const path = require('path');
const { pipeline } = require('stream/promises');
const { Readable } = require('stream');
const { RESUME_KEY } = require('./resume-file');

function checkedKey(key) {
  if (typeof key !== 'string' || !RESUME_KEY.test(key)) throw new Error('Not a resume file name');
  return key;
}

function folderStore({ dir }) {
  const full = (key) => path.join(dir, checkedKey(key));
  const ready = () => fs.promises.mkdir(dir, { recursive: true, mode: 0o700 });
  return {
    kind: 'folder',
    where: dir,
    /** Writes `body` (a stream or a Buffer) whole under `key`: a temporary name, then renamed. */
    async put(key, body) {
      await ready();
      const target = full(key);
      const temp = path.join(dir, `.${checkedKey(key)}.${process.pid}.${Date.now()}.part`);
      try {
        await pipeline(Buffer.isBuffer(body) ? Readable.from([body]) : body, fs.createWriteStream(temp, { mode: 0o600 }));
        await fs.promises.rename(temp, target);
      } catch (error) {
        await fs.promises.rm(temp, { force: true });
        throw error;
      }
    },
    /** `{ stream, size }`, or null when there is no such file. */
    async get(key) {
      const file = full(key);
      let handle;
      try {
        handle = await fs.promises.open(file, 'r');
      } catch (error) {
        if (error.code === 'ENOENT') return null;
        throw error;
      }
      const { size } = await handle.stat();
      return { size, stream: handle.createReadStream() };
    },
    /** Removes it; a file already gone (another instance's sweep) is not an error. */
    async remove(key) {
      await fs.promises.rm(full(key), { force: true });
    },
  };
}

function s3Store({ bucket, s3Options }) {
  const { S3Client, PutObjectCommand, GetObjectCommand, DeleteObjectCommand } = require('@aws-sdk/client-s3');
  const { params, ...clientOptions } = s3Options;
  const client = new S3Client(clientOptions);
  const missing = (error) => error && (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata?.httpStatusCode === 404);
  return {
    kind: 's3',
    where: `bucket ${bucket}`,
    async put(key, body, { mime } = {}) {
      // At most a resume's size (5 MB): read whole, so the request has a known length.
      const buffer = Buffer.isBuffer(body) ? body : Buffer.concat(await Readable.from(body).toArray());
      // No ACL: the bucket's own policy (private) applies.
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: checkedKey(key), Body: buffer, ContentType: mime }));
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: checkedKey(key) }));
        return { size: Number(answer.ContentLength), stream: answer.Body };
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async remove(key) {
      try {
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: checkedKey(key) }));
      } catch (error) {
        if (!missing(error)) throw error;
      }
    },
    /** The bytes of an object of another bucket (a resume stored publicly by an earlier version). */
    async getFrom(otherBucket, key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: otherBucket, Key: key }));
        return Buffer.from(await answer.Body.transformToByteArray());
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
  };
}

/** The store config/resumes.js describes. */
function createPrivateStore(config) {
  if (!config || !config.kind) throw new Error('config/resumes.js: no private store for resumes');
  if (config.kind === 'folder') return folderStore(config);
  if (config.kind === 's3') return s3Store(config);
  throw new Error(`config/resumes.js: unknown private store "${config.kind}"`);
}

module.exports = { createPrivateStore };

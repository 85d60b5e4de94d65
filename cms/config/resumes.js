'use strict';

const path = require('path');
const { s3ClientOptions } = require('./plugins');

/**
 * Applicants' resumes (the public upload route's files): kept privately, served by the CMS to HR
 * and the admin only (src/middlewares/resume-files.js), and bounded.
 *
 * - `store`: where they are kept (src/utils/private-files.js). With the object store (CMS_S3_BUCKET)
 *   its private bucket CMS_S3_PRIVATE_BUCKET, which no edge serves (required then: a resume is
 *   never put in the public bucket). Otherwise a folder beside the database (`resumes/` next to the
 *   SQLite file, cms/.tmp/resumes by default; CMS_RESUME_DIR to choose another), never under the
 *   public folder.
 * - `orphanMs`: an upload no application names after this long (CMS_RESUME_ORPHAN_MS, default one
 *   hour) is deleted by the sweep, run every `sweepMs` (CMS_RESUME_SWEEP_MS, default five minutes)
 *   (src/utils/resume-sweep.js); an application may name only a resume younger than that.
 * The uploads per client are limited by the upload route's own rate limit (CMS_RESUME_RATE_MAX per
 * CMS_RESUME_RATE_WINDOW_MS, default 5 an hour: src/extensions/upload/strapi-server.js).
 */
function databaseDir(env) {
  return path.dirname(path.resolve(__dirname, '..', env('DATABASE_FILENAME', '.tmp/data.db')));
}

function store(env) {
  const bucket = env('CMS_S3_BUCKET', '');
  if (bucket) {
    const privateBucket = env('CMS_S3_PRIVATE_BUCKET', '');
    if (!privateBucket || privateBucket === bucket) {
      throw new Error('CMS_S3_BUCKET is set: CMS_S3_PRIVATE_BUCKET must name a private bucket of its own for applicants\' resumes');
    }
    return { kind: 's3', bucket: privateBucket, s3Options: s3ClientOptions(env, privateBucket) };
  }
  const dir = path.resolve(__dirname, '..', env('CMS_RESUME_DIR', path.join(databaseDir(env), 'resumes')));
  const publicDir = path.resolve(__dirname, '..', env('CMS_PUBLIC_DIR', './public'));
  const inside = path.relative(publicDir, dir);
  if (!inside || (!inside.startsWith('..') && !path.isAbsolute(inside))) {
    throw new Error(`CMS_RESUME_DIR (${dir}) is inside the public folder (${publicDir}): resumes must never be served from it`);
  }
  return { kind: 'folder', dir };
}

module.exports = ({ env }) => ({
  store: store(env),
  orphanMs: env.int('CMS_RESUME_ORPHAN_MS', 60 * 60 * 1000),
  sweepMs: env.int('CMS_RESUME_SWEEP_MS', 5 * 60 * 1000),
});

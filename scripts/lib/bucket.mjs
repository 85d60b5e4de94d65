// @ts-check
/**
 * One bucket of an S3-compatible object store, with the few operations the releases need
 * (scripts/releases.mjs): JSON documents, a folder uploaded whole, a folder's subfolders, a folder
 * deleted. The AWS SDK's S3 client does the signing, retries and endpoints (a cloud bucket, or
 * s3rver in `npm run cluster` with `forcePathStyle`).
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { contentTypeOf } from '../../site-server/public.mjs';

/** Objects sent or deleted at once. */
const PARALLEL_UPLOADS = 8;

/**
 * @typedef {{
 *   bucket: string, endpoint?: string, region?: string, accessKeyId?: string,
 *   secretAccessKey?: string, forcePathStyle?: boolean,
 * }} BucketSettings
 */

const missing = (/** @type {unknown} */ error) =>
  error instanceof Error && (error.name === 'NoSuchKey' || error.name === 'NotFound');

/** @param {BucketSettings} settings */
export function openBucket(settings) {
  const { bucket } = settings;
  const client = new S3Client({
    region: settings.region ?? 'us-east-1',
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle ?? Boolean(settings.endpoint),
    ...(settings.accessKeyId && settings.secretAccessKey
      ? {
          credentials: {
            accessKeyId: settings.accessKeyId,
            secretAccessKey: settings.secretAccessKey,
          },
        }
      : {}),
    // Checksums only where S3 requires them: S3-compatible servers do not all know the newer ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });

  /** Keys under a prefix, all pages of the listing. */
  async function keysUnder(/** @type {string} */ prefix) {
    /** @type {string[]} */
    const keys = [];
    /** @type {string | undefined} */
    let token;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
      );
      for (const item of page.Contents ?? []) if (item.Key) keys.push(item.Key);
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return keys;
  }

  return {
    name: bucket,
    /** A JSON document, or undefined when there is none. */
    async getJson(/** @type {string} */ key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return JSON.parse((await object.Body?.transformToString('utf8')) ?? '');
      } catch (error) {
        if (missing(error)) return undefined;
        throw error;
      }
    },
    /** Writes a JSON document whole (readers see the old one or the new one, never a part). */
    async putJson(
      /** @type {string} */ key,
      /** @type {unknown} */ value,
      /** @type {string} */ cacheControl,
    ) {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: `${JSON.stringify(value, null, 2)}\n`,
          ContentType: 'application/json; charset=utf-8',
          CacheControl: cacheControl,
        }),
      );
    },
    async exists(/** @type {string} */ key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return true;
      } catch (error) {
        if (missing(error)) return false;
        throw error;
      }
    },
    /**
     * Uploads every file of `dir` under `prefix`, with its content type; `skip` leaves files out.
     * @param {string} dir
     * @param {string} prefix
     * @param {{ cacheControl: string, skip?: (file: string) => boolean }} options
     */
    async putFolder(dir, prefix, options) {
      const files = /** @type {string[]} */ (
        fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })
      )
        .filter((file) => fs.statSync(path.join(dir, file)).isFile())
        .filter((file) => !options.skip?.(file));
      for (let start = 0; start < files.length; start += PARALLEL_UPLOADS)
        await Promise.all(
          files.slice(start, start + PARALLEL_UPLOADS).map((file) =>
            client.send(
              new PutObjectCommand({
                Bucket: bucket,
                Key: `${prefix}${file.split(path.sep).join('/')}`,
                Body: fs.readFileSync(path.join(dir, file)),
                ContentType: contentTypeOf(file),
                CacheControl: options.cacheControl,
              }),
            ),
          ),
        );
      return files.length;
    },
    /** The names of the folders directly under `prefix`. */
    async folders(/** @type {string} */ prefix) {
      /** @type {string[]} */
      const names = [];
      /** @type {string | undefined} */
      let token;
      do {
        const page = await client.send(
          new ListObjectsV2Command({
            Bucket: bucket,
            Prefix: prefix,
            Delimiter: '/',
            ContinuationToken: token,
          }),
        );
        for (const common of page.CommonPrefixes ?? [])
          if (common.Prefix) names.push(common.Prefix.slice(prefix.length).replace(/\/$/, ''));
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return names;
    },
    /**
     * Deletes everything under `prefix`, one object at a time (the batch delete needs a checksum
     * header that S3-compatible servers do not all take alike; a version has tens of files).
     */
    async deleteFolder(/** @type {string} */ prefix) {
      const keys = await keysUnder(prefix);
      for (let start = 0; start < keys.length; start += PARALLEL_UPLOADS)
        await Promise.all(
          keys
            .slice(start, start + PARALLEL_UPLOADS)
            .map((Key) => client.send(new DeleteObjectCommand({ Bucket: bucket, Key }))),
        );
      return keys.length;
    },
    close: () => client.destroy(),
  };
}

/** @typedef {ReturnType<typeof openBucket>} Bucket */

// @ts-check
/**
 * The cluster's topology, read from deploy/'s configuration files themselves (one place to add an
 * instance), and the settings derived from it that more than one part needs.
 */
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../lib/processes.mjs';

export const deployDir = path.join(repoRoot, 'deploy');
export const defaultDataDir = path.resolve(
  process.env.CLUSTER_DATA_DIR ?? path.join(repoRoot, '.cluster'),
);
/** The site's edge: where visitors (and the CMS's webhook) arrive. */
export const SITE_EDGE_PORT = 8080;

/**
 * The object store's private bucket: applicants' resumes (CMS_S3_PRIVATE_BUCKET, cms/config/resumes.js),
 * read by the CMS alone and served to HR through it; no edge serves this bucket.
 */
export const RESUMES_BUCKET = 'navdhara-resumes';

/** s3rver's fixed credentials (a cloud bucket's come from its own settings). */
export const OBJECT_STORE_KEY = 'S3RVER';

export const files = {
  vcl: path.join(deployDir, 'varnish', 'site.vcl'),
  nginx: path.join(deployDir, 'nginx', 'cms-edge.conf'),
  redis: path.join(deployDir, 'redis', 'redis.conf'),
  postgres: path.join(deployDir, 'postgresql', 'postgresql.conf'),
};

/**
 * The topology, read from the configuration files themselves (one place to add an instance).
 * @returns {{
 *   sitePorts: number[], cmsPorts: number[], cmsEdgePort: number, redisPort: number, pgPort: number,
 *   objectStorePort: number, bucket: string, remotesBucket: string,
 * }}
 */
export function topology() {
  const read = (/** @type {string} */ file) => fs.readFileSync(file, 'utf8');
  const all = (/** @type {string} */ text, /** @type {RegExp} */ pattern) =>
    [...text.matchAll(pattern)].map((match) => Number(match[1]));
  const one = (
    /** @type {string} */ text,
    /** @type {RegExp} */ pattern,
    /** @type {string} */ what,
  ) => {
    const found = pattern.exec(text)?.[1];
    if (!found) throw new Error(`No ${what} in ${path.relative(repoRoot, deployDir)}`);
    return Number(found);
  };
  const nginx = read(files.nginx);
  // The bucket the CMS's edge serves uploads from is the object store the CMS writes to.
  const bucket = /proxy_pass http:\/\/127\.0\.0\.1:(\d+)\/([\w-]+)\/;/.exec(nginx);
  if (!bucket?.[1] || !bucket[2]) throw new Error('No bucket (proxy_pass) in the nginx config');
  const vcl = read(files.vcl);
  // The bucket the site's edge serves the remotes from, on the same object store.
  const remotes = /"\^\/remotes\/", "\/([\w-]+)\/"/.exec(vcl)?.[1];
  const vclStorePort = one(vcl, /^backend objects \{[^}]*\.port = "(\d+)"/m, 'objects backend');
  if (!remotes) throw new Error('No remotes bucket (regsub of /remotes/) in the VCL');
  if (vclStorePort !== Number(bucket[1]))
    throw new Error('The VCL and the nginx config name different object stores');
  return {
    objectStorePort: Number(bucket[1]),
    bucket: bucket[2],
    remotesBucket: remotes,
    sitePorts: all(vcl, /^backend site_\d+ \{[^}]*\.port = "(\d+)"/gm),
    cmsPorts: all(nginx, /^\s*server 127\.0\.0\.1:(\d+)/gm),
    cmsEdgePort: one(nginx, /^\s*listen [\d.]+:(\d+);/m, 'listen port in the nginx config'),
    redisPort: one(read(files.redis), /^port (\d+)/m, 'port in redis.conf'),
    pgPort: one(read(files.postgres), /^port = (\d+)/m, 'port in postgresql.conf'),
  };
}

export const objectStoreUrl = (/** @type {ReturnType<typeof topology>} */ ports) =>
  `http://127.0.0.1:${ports.objectStorePort}`;

/**
 * The release commands' settings for the cluster's bucket (scripts/releases.mjs): s3rver's fixed
 * credentials, the site's edge serving the bucket, the cluster's Redis for the writers' lock.
 * @param {ReturnType<typeof topology>} ports
 */
export function releaseEnv(ports) {
  return {
    RELEASES_S3_BUCKET: ports.remotesBucket,
    RELEASES_S3_ENDPOINT: objectStoreUrl(ports),
    RELEASES_S3_ACCESS_KEY_ID: OBJECT_STORE_KEY,
    RELEASES_S3_SECRET_ACCESS_KEY: OBJECT_STORE_KEY,
    RELEASES_S3_FORCE_PATH_STYLE: 'true',
    RELEASES_PUBLIC_URL: `http://localhost:${SITE_EDGE_PORT}/remotes`,
    RELEASES_REDIS_URL: `redis://127.0.0.1:${ports.redisPort}`,
  };
}

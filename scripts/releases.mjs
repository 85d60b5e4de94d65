// @ts-check
/**
 * Versioned releases of a remote: where versions live, the registry that says which one is live,
 * and the release, rollback and list operations behind `npm run release`, `npm run rollback` and
 * `npm run releases` (scripts/release.mjs is the command line).
 *
 * A release store keeps them, on one machine's disk or in an object store (`releaseStore`):
 * - A version is a folder (browser build, `server/` build), written once, never overwritten: on
 *   disk `<app>/<version>/`, written under a temporary name and renamed into place; in a bucket
 *   `<app>/releases/<version>/`, uploaded before anything names it.
 * - The registry (`registry.json`) says, per remote, the live version, the previous one (the
 *   automatic fallback) and the history. It is written whole (readers never see half of it), by
 *   one writer at a time: a lock file beside it on disk, a lock in Redis for a bucket.
 * - The site's registry (the runtime config the site servers read) points each released remote
 *   at `<origin>/releases/<live>/mf-manifest.json` and its fallback at the previous version. On
 *   disk, the remotes' host (scripts/remotes-host.mjs) computes it on each request and serves
 *   each remote's `dist/` until its first release; in a bucket, each change of the registry
 *   writes it (`runtime-config.json`), every remote is released, and an edge serves the bucket.
 *
 * Disk (the default; `NAVDHARA_RELEASES_DIR` moves it from `releases/`):
 *   releases/registry.json, releases/<app>/<version>/   (served by the remotes' host)
 * Bucket (RELEASES_S3_BUCKET set; `npm run cluster -- release <app>` sets them all):
 *   RELEASES_S3_ENDPOINT, RELEASES_S3_REGION, RELEASES_S3_ACCESS_KEY_ID,
 *   RELEASES_S3_SECRET_ACCESS_KEY, RELEASES_S3_FORCE_PATH_STYLE   the bucket
 *   RELEASES_PUBLIC_URL    where browsers and site servers read the bucket (an edge)
 *   RELEASES_REDIS_URL     the Redis holding the writers' lock
 *
 * The registry and what it makes are in releases/registry.mjs, the disk and the bucket in
 * releases/stores.mjs; this module is their one door.
 */
export * from './releases/registry.mjs';
export * from './releases/stores.mjs';

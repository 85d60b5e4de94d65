// @ts-check
/**
 * The cluster's services, started after its stores: the Strapi instances, the CMS's edge (nginx),
 * the site's edge (Varnish) and the site servers.
 */
import fs from 'node:fs';
import path from 'node:path';
import { startCms } from '../cms.mjs';
import { startService } from '../lib/processes.mjs';
import { startSiteServer } from '../site.mjs';
import { DATABASE } from './stores.mjs';
import { OBJECT_STORE_KEY, RESUMES_BUCKET, SITE_EDGE_PORT, files } from './topology.mjs';

/**
 * @typedef {import('./run.mjs').PartSpec} PartSpec
 * @typedef {import('./run.mjs').PartContext} PartContext
 */

/**
 * Strapi, one instance after the other (the first creates the schema and seeds), then the edges
 * and the site servers.
 * @param {PartContext} context
 * @returns {PartSpec[]}
 */
export function serviceParts(context) {
  const { dataDir, env, extraEnv, ports, log, secrets, edgeKey, redisUrl } = context;
  const { siteEdge, cmsEdge, objectStore, siteRegistry, releases } = context;
  /** @type {PartSpec[]} */
  const specs = [];
  for (const [index, port] of ports.cmsPorts.entries()) {
    specs.push({
      name: `strapi-${index + 1}`,
      port,
      url: `http://127.0.0.1:${port}`,
      start: () =>
        startCms({
          port,
          // Its public folder is served: a folder of its own, never the data folder itself (its
          // uploads go to the object store).
          uploadsDir: path.join(dataDir, 'cms-public', 'uploads'),
          log: false,
          env: {
            ...extraEnv,
            DATABASE_CLIENT: 'postgres',
            DATABASE_HOST: '127.0.0.1',
            DATABASE_PORT: String(ports.pgPort),
            DATABASE_NAME: DATABASE,
            DATABASE_USERNAME: 'strapi',
            DATABASE_PASSWORD: 'unused-with-trust-auth',
            DATABASE_SSL: 'false',
            // PostgreSQL down: a 503 within two seconds (cms/src/middlewares/database-unavailable.js).
            DATABASE_CONNECTION_TIMEOUT: '2000',
            CMS_REDIS_URL: redisUrl,
            // Uploads in the object store (s3rver's fixed credentials), read through the edge.
            CMS_S3_BUCKET: ports.bucket,
            CMS_S3_ENDPOINT: objectStore,
            CMS_S3_ACCESS_KEY_ID: OBJECT_STORE_KEY,
            CMS_S3_SECRET_ACCESS_KEY: OBJECT_STORE_KEY,
            CMS_S3_PUBLIC_URL: `${cmsEdge}/uploads`,
            // Resumes in a bucket of their own that no edge serves, read by the CMS for HR.
            CMS_S3_PRIVATE_BUCKET: RESUMES_BUCKET,
            // Browsers on the site's edge call the CMS's edge.
            CMS_CORS_ORIGINS: siteEdge,
            // The edge (nginx, deploy/nginx/cms-edge.conf) connects from here and names each client
            // in X-Forwarded-For; from any other address the header counts for nothing.
            CMS_TRUSTED_PROXIES: '127.0.0.1',
            CMS_RATE_LIMIT_MAX: env.CMS_RATE_LIMIT_MAX ?? '100',
            CMS_MAIL_DIR: path.join(dataDir, 'mail'),
            // The webhook goes through the site's edge: whichever site server takes it tells the rest.
            SITE_REVALIDATE_URL: `${siteEdge}/__site/revalidate`,
            SITE_PREVIEW_URL: siteEdge,
          },
        }),
    });
  }
  const nginxDir = path.join(dataDir, 'nginx');
  specs.push({
    name: 'cms-edge',
    port: ports.cmsEdgePort,
    url: cmsEdge,
    start() {
      for (const temp of ['client-body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
        fs.mkdirSync(path.join(nginxDir, temp), { recursive: true });
        // nginx's workers run as an unprivileged user when it is started as root.
        fs.chmodSync(path.join(nginxDir, temp), 0o777);
      }
      return startService({
        name: 'nginx',
        command: '/usr/sbin/nginx',
        args: ['-p', `${nginxDir}/`, '-c', files.nginx, '-g', 'daemon off;'],
        healthUrl: `${cmsEdge}/_health`,
        onLine: log('cms-edge'),
      });
    },
  });
  const varnishDir = path.join(dataDir, 'varnish');
  specs.push({
    name: 'site-edge',
    port: SITE_EDGE_PORT,
    url: siteEdge,
    start() {
      fs.mkdirSync(varnishDir, { recursive: true });
      // Varnish compiles its VCL as an unprivileged user: a copy it can read, as for PostgreSQL.
      const vcl = path.join(varnishDir, path.basename(files.vcl));
      fs.copyFileSync(files.vcl, vcl);
      return startService({
        name: 'varnish',
        command: '/usr/sbin/varnishd',
        args: [
          '-F',
          '-a',
          `127.0.0.1:${SITE_EDGE_PORT}`,
          '-f',
          vcl,
          '-n',
          varnishDir,
          '-s',
          'malloc,256m',
          '-T',
          '127.0.0.1:0',
        ],
        env: { ...env, SITE_EDGE_KEY: edgeKey },
        // Up once it serves the bucket: the site servers read their registry through it.
        healthUrl: siteRegistry,
        onLine: log('site-edge'),
      });
    },
  });

  for (const [index, port] of ports.sitePorts.entries()) {
    const name = `site-${index + 1}`;
    specs.push({
      name,
      port,
      url: `http://localhost:${port}`,
      start: () =>
        startSiteServer({
          name,
          port,
          registryUrl: siteRegistry,
          env: {
            ...env,
            SITE_REVALIDATE_SECRET: secrets.SITE_REVALIDATE_SECRET,
            SITE_PREVIEW_SECRET: secrets.SITE_PREVIEW_SECRET,
            SITE_DRAFTS_TOKEN: secrets.SITE_DRAFTS_TOKEN,
            SITE_FORMS_SECRET: secrets.SITE_FORMS_SECRET,
            SITE_VERSION_PREVIEW_SECRET: secrets.SITE_VERSION_PREVIEW_SECRET,
            SITE_REDIS_URL: redisUrl,
            // The releases' bucket: a site server takes a failing canary back in its registry
            // (site-server/canary.mjs, with the release commands).
            ...releases,
            SITE_EDGE_PURGE_URLS: `http://127.0.0.1:${SITE_EDGE_PORT}/`,
            SITE_EDGE_KEY: edgeKey,
            // Varnish adds the visitor's address to X-Forwarded-For.
            SITE_TRUST_PROXY: '127.0.0.1,::1',
          },
          onLine: log(name),
        }),
    });
  }
  return specs;
}

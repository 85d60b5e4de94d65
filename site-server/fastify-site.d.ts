// What the site server's plugins share through Fastify (index.mjs): the loaded site's parts, and a
// route's wish to answer before the site is ready (health).
import type { LoadedSite } from './load-site.mjs';

declare module 'fastify' {
  interface FastifyInstance {
    site(): LoadedSite;
  }
  interface FastifyContextConfig {
    beforeReady?: boolean;
  }
}

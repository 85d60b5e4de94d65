// @ts-check
/**
 * What the site says about itself at fixed addresses: robots.txt, the sitemap (every page of
 * every language, every article: compressed as it is sent, the one answer that is) and the
 * registry with its route table, which the pages embed without (SITE_CONTRACT.runtimeConfigPath).
 */
import fastifyCompress from '@fastify/compress';
import { sendText, textHeaders } from '../static-files.mjs';
import { oneSpelling } from './spelling.mjs';

/**
 * @typedef {import('../site-state.mjs').Request} Request
 * @typedef {import('../site-state.mjs').Reply} Reply
 */

/** @type {import('fastify').FastifyPluginAsync<{ runtimeConfigPath: string, otherSpelling: (request: Request, reply: Reply) => unknown }>} */
export async function siteFileRoutes(app, { runtimeConfigPath, otherSpelling }) {
  await app.register(fastifyCompress, { global: false });
  const onRequest = oneSpelling(otherSpelling);
  app.get('/robots.txt', { onRequest }, (_request, reply) => {
    const { routing, config } = app.site().state;
    return sendText(reply, 200, 'txt', routing.robots(config.siteUrl));
  });
  app.get('/sitemap.xml', { onRequest }, (_request, reply) =>
    app
      .site()
      .currentSitemap()
      .then(
        (xml) => reply.code(200).headers(textHeaders('xml')).compress(xml),
        () => sendText(reply, 503, 'txt', 'The sitemap is unavailable right now.'),
      ),
  );
  app.get(runtimeConfigPath, { onRequest }, (_request, reply) => {
    const site = app.site();
    const config = site.renderer.effectiveConfig(site.state.config);
    return sendText(reply, 200, 'json', JSON.stringify(config));
  });
}

// @ts-check
/**
 * A kept page's data, served apart from its HTML at an immutable address (../page-data.mjs).
 */
import { addressOf } from './spelling.mjs';

/**
 * @typedef {import('../site-state.mjs').Request} Request
 * @typedef {import('../site-state.mjs').Reply} Reply
 */

/** @type {import('fastify').FastifyPluginAsync<{ pageDataPath: string, otherSpelling: (request: Request, reply: Reply) => unknown }>} */
export async function pageDataRoutes(app, { pageDataPath, otherSpelling }) {
  app.get(`${pageDataPath}/*`, (request, reply) => {
    // By the address as sent: the page names its data in one spelling, and takes no other.
    const served = app.site().pipeline.servePageData(request, reply, addressOf(request).rawPath);
    return served === false ? otherSpelling(request, reply) : served;
  });
}

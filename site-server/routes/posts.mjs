// @ts-check
/**
 * Everything that takes a body, and nothing else does: a form posted to its page, a browser's
 * failure report, the CMS's webhook. Each is decided before its body is read (onRequest hooks):
 * an address that takes no body is 405 with what it takes, a form posted from another site 403,
 * a form post past its bounds 503 (form-requests.mjs), a reporter over its limit 429.
 */
import fastifyMultipart from '@fastify/multipart';
import { REPORT_MAX_BYTES } from '../failure-reports.mjs';
import { REVALIDATE_PATH } from '../changes.mjs';
import { sendText } from '../static-files.mjs';
import { addressOf } from './spelling.mjs';

/**
 * @typedef {import('../site-state.mjs').Request} Request
 * @typedef {import('../site-state.mjs').Reply} Reply
 * @typedef {import('../load-site.mjs').LoadedSite} LoadedSite
 */

/** HTTP methods that take nothing here, whatever the address (GET, HEAD and POST have routes). */
const OTHER_METHODS = ['PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'QUERY'];

/** @type {import('fastify').FastifyPluginAsync<{ remoteFailurePath: string }>} */
export async function postRoutes(app, { remoteFailurePath }) {
  // A job application's resume comes as multipart/form-data; read only where a form is posted.
  await app.register(fastifyMultipart, { throwFileSizeLimit: false });

  app.post(
    '/*',
    {
      onRequest: async (request, reply) => {
        const formPath = formPathOf(app.site(), request);
        if (formPath === null) return notAllowed(app.site(), request, reply);
        // Answered there when refused: the body is never read.
        if (await app.site().forms.refusedBeforeBody(request, reply, formPath)) return reply;
        return undefined;
      },
    },
    (request, reply) =>
      app
        .site()
        .forms.serve(request, reply, /** @type {string} */ (formPathOf(app.site(), request))),
  );

  app.post(
    remoteFailurePath,
    {
      // Small, and counted against its client (whatever query the address carries) before it is read.
      bodyLimit: REPORT_MAX_BYTES,
      onRequest: (request, reply, done) => {
        if (addressOf(request).rawPath !== remoteFailurePath) {
          notAllowed(app.site(), request, reply);
        } else if (app.site().reports.allowed(request)) {
          done();
        } else {
          reply.header('Retry-After', '60');
          sendText(reply, 429, 'txt', 'Too many reports from this address.');
        }
      },
    },
    (request, reply) => app.site().reports.take(request, reply),
  );

  app.post(
    REVALIDATE_PATH,
    {
      onRequest: (request, reply, done) => {
        if (addressOf(request).rawPath === REVALIDATE_PATH) done();
        else notAllowed(app.site(), request, reply);
      },
    },
    (request, reply) => app.site().changes.handleWebhook(request, reply),
  );

  app.route({
    method: OTHER_METHODS,
    url: '/*',
    // Answered before any body is read.
    onRequest: async (request, reply) => notAllowed(app.site(), request, reply),
    handler: (request, reply) => notAllowed(app.site(), request, reply),
  });
  // Methods Fastify routes nowhere (PROPFIND, ...) end here too.
  app.setNotFoundHandler((request, reply) => notAllowed(app.site(), request, reply));
}

/**
 * The form page a post is addressed to, in its one spelling (a redirect would turn the post into a
 * GET), or null when the address is no form's page.
 */
function formPathOf(/** @type {LoadedSite} */ site, /** @type {Request} */ request) {
  const spelling = site.state.routing.canonicalPath(addressOf(request).rawPath);
  return spelling.kind === 'canonical' && site.state.routing.formPages.has(spelling.path)
    ? spelling.path
    : null;
}

/** 405, with what the address takes: a form's page takes posts too. */
function notAllowed(
  /** @type {LoadedSite} */ site,
  /** @type {Request} */ request,
  /** @type {Reply} */ reply,
) {
  reply.header('Allow', formPathOf(site, request) !== null ? 'GET, HEAD, POST' : 'GET, HEAD');
  return sendText(reply, 405, 'txt', 'Method not allowed');
}

// @ts-check
/**
 * Health: `/healthz` answers as soon as the process listens (the process is alive), `/readyz` once
 * the renderer is loaded and the registry read (every other route answers 503 before: index.mjs).
 */
import { sendText } from '../static-files.mjs';

/** @type {import('fastify').FastifyPluginAsync} */
export async function healthRoutes(app) {
  const ok = (
    /** @type {unknown} */ _request,
    /** @type {import('fastify').FastifyReply} */ reply,
  ) => sendText(reply, 200, 'txt', 'ok', 'no-store');
  app.get('/healthz', { config: { beforeReady: true } }, ok);
  app.get('/readyz', ok);
}

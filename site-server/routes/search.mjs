// @ts-check
/**
 * The site search's answers as JSON (`?q=&lang=&offset=&limit=`), for the search page's in-app visits
 * (shared/src/api/site-search.ts): the same answer the page renders on the server. A query past
 * its length is 400 with the answer that says so; a language the site does not have, 400.
 */
import { sendText } from '../static-files.mjs';
import { oneSpelling } from './spelling.mjs';

/**
 * @typedef {import('../site-state.mjs').Request} Request
 * @typedef {import('../site-state.mjs').Reply} Reply
 */

const LANGS = new Set(['en', 'hi', 'pa']);

/** @type {import('fastify').FastifyPluginAsync<{ searchDataPath: string, otherSpelling: (request: Request, reply: Reply) => unknown }>} */
export async function searchRoutes(app, { searchDataPath, otherSpelling }) {
  app.get(
    searchDataPath,
    {
      onRequest: oneSpelling(otherSpelling),
      schema: {
        querystring: {
          type: 'object',
          properties: {
            q: { type: 'string', maxLength: 2000 },
            lang: { type: 'string', maxLength: 5 },
            offset: { type: 'string', pattern: '^[0-9]{1,4}$' },
            limit: { type: 'string', pattern: '^[0-9]{1,2}$' },
          },
        },
      },
      // A refused query string is a plain 400, as any bad request here.
      attachValidation: true,
    },
    (request, reply) => {
      const query = /** @type {{ q?: string, lang?: string, offset?: string, limit?: string }} */ (
        request.query
      );
      const lang = query.lang ?? 'en';
      if (request.validationError || !LANGS.has(lang))
        return sendText(reply, 400, 'txt', 'Bad request: q, lang (en, hi, pa) and offset.');
      const answer = app.site().search.answer(query.q ?? '', {
        lang: /** @type {'en' | 'hi' | 'pa'} */ (lang),
        offset: Number(query.offset ?? 0),
        // The engine caps it (search-index.mjs MAX_LIMIT).
        ...(query.limit ? { limit: Number(query.limit) } : {}),
      });
      return sendText(
        reply,
        answer.error ? 400 : 200,
        'json',
        JSON.stringify(answer),
        // Answers follow each publish within seconds: nothing keeps them.
        'no-store',
      );
    },
  );
}

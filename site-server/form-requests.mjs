// @ts-check
/**
 * A form sent without script, posted to its own page: admitted before its body is read
 * (form-posts.mjs's limits and checks), then checked and stored by the renderer (`submitForm`, the
 * form's own rules and the CMS), answered with that page showing the outcome, the fields kept
 * after a problem. Never cached: the answer is this visitor's.
 */
import {
  FORM_BODY_MAX_BYTES,
  FORM_POSTS_AT_ONCE,
  FORM_POSTS_QUEUED,
  FORM_POST_WAIT_MS,
  FORM_TOO_LARGE,
  createClientTurns,
  crossSiteReason,
  formLineOf,
  originOf,
  multipartForm,
  watchBodyRate,
} from './form-posts.mjs';
import { errorText } from './log.mjs';
import { BusyError, createRenderSlots } from './render-slots.mjs';
import { bodyText } from './site-state.mjs';
import { sendText, textHeaders } from './static-files.mjs';

/**
 * @typedef {import('./site-state.mjs').Request} Request
 * @typedef {import('./site-state.mjs').Reply} Reply
 */

const BUSY = 'Busy: your form was not sent. Please go back and send it again in a moment.';
const TOO_SLOW =
  'Your form arrived too slowly and was not sent. Please go back and send it again, on a better connection if you can.';

/**
 * @param {{
 *   state: import('./site-state.mjs').SiteState,
 *   renderer: import('./site-state.mjs').Renderer,
 *   logger: import('./site-state.mjs').Logger,
 *   pipeline: ReturnType<typeof import('./page-pipeline.mjs').createPagePipeline>,
 *   formsKey?: string | undefined,
 *   origins?: string[],
 * }} options `origins`: where else the site is served (SiteOptions in load-site.mjs)
 */
export function createFormRequests({ state, renderer, logger, pipeline, formsKey, origins = [] }) {
  const otherOrigins = origins
    .map((origin) => originOf(origin))
    .filter((origin) => origin !== null);
  /**
   * Form posts whose bodies are being read or handled, at most FORM_POSTS_AT_ONCE in each line
   * (`formLineOf`: small bodies, and bodies with a file): a body is held whole (a resume, up to
   * FORM_FILE_MAX_BYTES, and the copies made to send it on), so parallel posts would otherwise
   * hold as many. A post waits for its turn, its body unread (the socket is paused: a few
   * kilobytes each), at most FORM_POST_WAIT_MS in a queue of FORM_POSTS_QUEUED; past that it is
   * refused with 503 and Retry-After, nothing of it read or stored. Each client takes one turn at
   * a time (`clientTurn`), and a body that comes too slowly is cut (`watchBodyRate`).
   */
  const formPosts = {
    small: createRenderSlots({
      max: FORM_POSTS_AT_ONCE.small,
      maxQueued: FORM_POSTS_QUEUED,
      maxWaitMs: FORM_POST_WAIT_MS,
    }),
    file: createRenderSlots({
      max: FORM_POSTS_AT_ONCE.file,
      maxQueued: FORM_POSTS_QUEUED,
      maxWaitMs: FORM_POST_WAIT_MS,
    }),
  };
  /** The turn each admitted form post holds, given back once when its handling ends. */
  /** @type {WeakMap<Request, { handling: boolean, release: () => void }>} */
  const formTurns = new WeakMap();
  const clientTurn = createClientTurns();

  /** Refuses a post to a form's page before its body is read; true when it answered. */
  async function refusedBeforeBody(
    /** @type {Request} */ request,
    /** @type {Reply} */ reply,
    /** @type {string} */ pagePath,
  ) {
    // The site's own origins are its configuration's, never what the request's Host says (a
    // rebound DNS name would make any site's page "own").
    const own = [new URL(state.config.siteUrl).origin, ...otherOrigins];
    const crossSite = crossSiteReason(request.headers, own);
    if (crossSite) {
      logger.warn(
        { event: 'form', path: pagePath, outcome: 'cross-site', why: crossSite },
        `form post to ${pagePath} from another site refused (${crossSite})`,
      );
      const refusal = 'Forbidden: this form takes posts from its own page on this site only.';
      sendText(reply, 403, 'txt', refusal, 'no-store');
      return true;
    }
    // A body past any form's size (a chunked one is cut as it is read: multipartForm's limits).
    if (Number(request.headers['content-length'] ?? 0) > FORM_BODY_MAX_BYTES) {
      sendText(reply, 413, 'txt', FORM_TOO_LARGE, 'no-store');
      return true;
    }
    /** @type {(() => void) | undefined} */
    let endClientTurn;
    const line = formPosts[formLineOf(request.headers)];
    try {
      endClientTurn = await clientTurn(request.ip, pagePath);
      await line.acquire(pagePath, 'foreground');
    } catch {
      endClientTurn?.();
      reply.header('Retry-After', '5');
      sendText(reply, 503, 'txt', BUSY, 'no-store');
      return true;
    }
    let released = false;
    const turn = {
      handling: false,
      release: () => {
        if (released) return;
        released = true;
        stopWatching();
        endClientTurn?.();
        line.release();
      },
    };
    formTurns.set(request, turn);
    const stopWatching = watchBodyRate(request.raw, () =>
      cutTooSlow(request, reply, pagePath, logger),
    );
    // Answered before the handler began (a body refused as it was read): the turn ends with it.
    // Once handling, the turn ends when the handling does, even if the client has gone.
    reply.raw.once('close', () => {
      if (!turn.handling) turn.release();
    });
    return false;
  }

  return {
    refusedBeforeBody,
    /** Answers an admitted post; its turn is given back when the answer is done. */
    serve(
      /** @type {Request} */ request,
      /** @type {Reply} */ reply,
      /** @type {string} */ pagePath,
    ) {
      const turn = formTurns.get(request);
      if (turn) turn.handling = true;
      return answerForm({ state, renderer, logger, pipeline, formsKey }, request, reply, pagePath)
        .catch((error) => {
          logger.error(
            { event: 'failure', path: pagePath, error: errorText(error) },
            `form posted to ${pagePath}: ${errorText(error)}`,
          );
          return sendText(reply, 500, 'txt', 'The form could not be handled.', 'no-store');
        })
        .finally(() => turn?.release());
    },
  };
}

/** A form's fields (and resume) from its body, by its type. */
async function readForm(/** @type {Request} */ request) {
  const type = String(request.headers['content-type'] ?? '')
    .replace(/;.*$/s, '')
    .trim()
    .toLowerCase();
  if (type === 'application/x-www-form-urlencoded')
    return { fields: new URLSearchParams(bodyText(request)), resume: null };
  if (type === 'multipart/form-data') return multipartForm(request);
  return null;
}

/**
 * A body that comes too slowly: answered 408 at once and the connection closed; the body's handling
 * (if it began) fails on the closed stream and writes nothing more.
 */
function cutTooSlow(
  /** @type {Request} */ request,
  /** @type {Reply} */ reply,
  /** @type {string} */ pagePath,
  /** @type {import('./site-state.mjs').Logger} */ logger,
) {
  logger.warn(
    { event: 'form', path: pagePath, outcome: 'too-slow' },
    `form post to ${pagePath} cut: its body came too slowly`,
  );
  reply.hijack();
  const res = reply.raw;
  if (!res.headersSent)
    res.writeHead(408, { ...textHeaders('txt', 'no-store'), Connection: 'close' });
  res.end(TOO_SLOW, () => request.raw.socket?.destroy());
}

/**
 * @typedef {{
 *   state: import('./site-state.mjs').SiteState,
 *   renderer: import('./site-state.mjs').Renderer,
 *   logger: import('./site-state.mjs').Logger,
 *   pipeline: ReturnType<typeof import('./page-pipeline.mjs').createPagePipeline>,
 *   formsKey?: string | undefined,
 * }} FormParts
 */

/**
 * An admitted post: read, stored by the renderer's form handling and answered with its page, the
 * whole of it in a visitor's render slot.
 */
async function answerForm(
  /** @type {FormParts} */ { state, renderer, logger, pipeline, formsKey },
  /** @type {Request} */ request,
  /** @type {Reply} */ reply,
  /** @type {string} */ pagePath,
) {
  const sent = await readForm(request);
  if (sent === 'too large') return sendText(reply, 413, 'txt', FORM_TOO_LARGE, 'no-store');
  if (!sent)
    return sendText(
      reply,
      415,
      'txt',
      'A form is sent as application/x-www-form-urlencoded or multipart/form-data.',
      'no-store',
    );
  // Storing it and rendering the answer take a visitor's render slot, like a miss: a flood of
  // posts waits or is refused (503, nothing stored) and leaves the cached pages fast.
  const handled = await pipeline.cache
    .withRenderSlot(pagePath, async () => {
      const posted = await renderer.submitForm(
        sent.fields,
        { address: request.ip, ...(formsKey ? { key: formsKey } : {}) },
        sent.resume,
        pagePath,
      );
      if (!posted) return null;
      // The page and its document (its CSS inlined) are made in the slot: all of a post's
      // CPU work is counted under the cap, however many posts are read at once.
      const result = await renderer.render(pagePath, { posted });
      return { posted, result, html: await pipeline.documentOf(result) };
    })
    .catch((error) => {
      if (error instanceof BusyError) return /** @type {const} */ ('busy');
      throw error;
    });
  if (handled === 'busy') {
    reply.header('Retry-After', '5');
    return sendText(reply, 503, 'txt', BUSY, 'no-store');
  }
  if (!handled)
    return sendText(reply, 400, 'txt', 'Bad request: this is not a form of this page.', 'no-store');
  const { posted, result, html } = handled;
  const outcome = posted.result.kind;
  logger.info(
    { event: 'form', form: posted.form, path: pagePath, outcome },
    `${posted.form} form posted to ${pagePath}: ${outcome}`,
  );
  if (result.problem) logger.warn({ event: 'failure', path: pagePath }, result.problem);
  const status = result.status !== 200 ? result.status : renderer.postedFormStatus(posted);
  return reply
    .code(status)
    .headers({ ...state.headers, 'Cache-Control': 'no-store' })
    .send(html);
}

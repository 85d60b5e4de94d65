// @ts-check
/**
 * What a form post must pass before its body is read (form-requests.mjs, `refusedBeforeBody`): it comes
 * from a page of this site, the server holds few bodies at once, and each client takes its turn;
 * and how a form's multipart body is read, within a page's form's limits.
 */
import { BusyError } from './render-slots.mjs';

/** @typedef {import('fastify').FastifyRequest} Request */

/** The largest file a form takes in (a resume: the form's rule refuses more than 5 MB). */
export const FORM_FILE_MAX_BYTES = 6 * 1024 * 1024;
/** A form's fields: how many, and how long each may be (a page's forms send far less). */
const FORM_FIELDS = { fields: 16, fieldSize: 8192 };
/**
 * The largest body a form's page sends: its file and its fields, with room for the parts'
 * headers. A post that says it is larger is refused before a byte of it is read.
 */
export const FORM_BODY_MAX_BYTES =
  FORM_FILE_MAX_BYTES + 2 * FORM_FIELDS.fields * FORM_FIELDS.fieldSize;
/**
 * Form posts read or handled at once, waiting, and how long one waits (form-requests.mjs): in two
 * lines, so that bodies with a file (a resume, megabytes each, two at once: memory) never hold up
 * an enquiry (a kilobyte), and slow uploads never make an enquiry wait.
 */
export const FORM_POSTS_AT_ONCE = { small: 16, file: 2 };
export const FORM_POSTS_QUEUED = 16;
export const FORM_POST_WAIT_MS = 5000;
/** A body that says it is at most this long is a small one (the enquiry forms' line). */
export const FORM_SMALL_BODY_BYTES = 64 * 1024;
/**
 * How fast a body must come once its turn has begun: whole within BODY_GRACE_MS plus its length at
 * BODY_MIN_BYTES_PER_S, and, after the grace, never slower than that on average (a phone on 2G
 * sends several times as fast). A client that trickles its body (a byte every few seconds) is cut
 * within seconds, with 408, and its turn goes to the next visitor.
 */
export const BODY_GRACE_MS = 5000;
export const BODY_MIN_BYTES_PER_S = 4 * 1024;

/** Which line a post takes, from what its headers say of its body (no length: a file's). */
export function formLineOf(/** @type {Record<string, string | string[] | undefined>} */ headers) {
  const length = Number(headers['content-length']);
  return Number.isFinite(length) && length <= FORM_SMALL_BODY_BYTES ? 'small' : 'file';
}

/**
 * Watches a body arrive (`bytesRead` of the request's connection, checked every second, without
 * reading it): calls `tooSlow` once if it is not whole by its deadline or comes slower than
 * BODY_MIN_BYTES_PER_S after the grace. Stops when the body is whole or `stop` is called.
 * @param {import('node:http').IncomingMessage} message
 * @param {() => void} tooSlow
 */
export function watchBodyRate(message, tooSlow) {
  const socket = message.socket;
  const started = Date.now();
  const startBytes = socket?.bytesRead ?? 0;
  const length = Number(message.headers['content-length']);
  const deadline =
    started +
    BODY_GRACE_MS +
    (Number.isFinite(length) ? (length / BODY_MIN_BYTES_PER_S) * 1000 : Infinity);
  const timer = setInterval(() => {
    if (message.complete || !socket || socket.destroyed) return stop();
    const now = Date.now();
    const elapsed = now - started;
    const rate = ((socket.bytesRead - startBytes) * 1000) / elapsed;
    if (now > deadline || (elapsed > BODY_GRACE_MS && rate < BODY_MIN_BYTES_PER_S)) {
      stop();
      tooSlow();
    }
  }, 1000);
  timer.unref();
  function stop() {
    clearInterval(timer);
  }
  return stop;
}
/** Form posts one client may have running or in line at once (`clientTurn`). */
const FORM_POSTS_PER_CLIENT = 4;

/** The answer to a form whose file is past FORM_FILE_MAX_BYTES, however the body was framed. */
export const FORM_TOO_LARGE =
  'Too large: the file is larger than this form takes. Please go back and choose a smaller one.';

/**
 * A form sent as multipart/form-data (one with a file): its fields, and its one file read into
 * memory up to FORM_FILE_MAX_BYTES; `'too large'` past that (what was read of it is dropped at
 * once, the rest of the body read and dropped). Null when the body is not a form a page sends
 * (too many parts, a field too long).
 * @returns {Promise<{ fields: URLSearchParams, resume: import('../shell/src/server/renderer').PostedFile | null } | 'too large' | null>}
 */
export async function multipartForm(/** @type {Request} */ request) {
  const fields = new URLSearchParams();
  /** @type {import('../shell/src/server/renderer').PostedFile | null} */
  let resume = null;
  let tooLarge = false;
  try {
    for await (const part of request.parts({
      limits: {
        ...FORM_FIELDS,
        fileSize: FORM_FILE_MAX_BYTES,
        files: 1,
        parts: FORM_FIELDS.fields + 1,
      },
    })) {
      if (part.type === 'file') {
        /** @type {Buffer[]} */
        const chunks = [];
        for await (const chunk of part.file) if (!part.file.truncated) chunks.push(chunk);
        if (part.file.truncated) tooLarge = true;
        else if (part.fieldname === 'resume' && part.filename && chunks.length > 0)
          resume = { name: part.filename, type: part.mimetype, data: Buffer.concat(chunks) };
      } else fields.append(part.fieldname, String(part.value));
    }
  } catch {
    return null;
  }
  return tooLarge ? 'too large' : { fields, resume };
}

/**
 * Each client's form posts, one after another (`request.ip`: the visitor behind a trusted edge):
 * a client's post takes a turn only once its previous one has ended, and waits for that no longer
 * than any post waits (then 503). Without it one client trickling its bodies a byte at a time
 * held every turn (each up to the request timeout, then again), and every other visitor's form
 * was refused as busy; waiting rather than refusing at once keeps visitors who share an address
 * (a mobile network's NAT, an office) sending their forms.
 */
export function createClientTurns() {
  /** @type {Map<string, { waiting: number, last: Promise<void> }>} */
  const formClients = new Map();
  /**
   * Waits for the client's earlier posts to end; resolves with the function that ends this one's
   * place in the client's line, or rejects with BusyError past FORM_POST_WAIT_MS or when the client
   * already has FORM_POSTS_PER_CLIENT posts in line.
   */
  async function clientTurn(/** @type {string} */ client, /** @type {string} */ path) {
    const line = formClients.get(client) ?? { waiting: 0, last: Promise.resolve() };
    if (line.waiting >= FORM_POSTS_PER_CLIENT) throw new BusyError(path);
    /** @type {() => void} */
    let end = () => {};
    const mine = new Promise((resolve) => (end = () => resolve(undefined)));
    const before = line.last;
    line.last = before.then(() => mine);
    line.waiting += 1;
    formClients.set(client, line);
    const ended = () => {
      end();
      line.waiting -= 1;
      if (line.waiting === 0 && formClients.get(client) === line) formClients.delete(client);
    };
    /** @type {ReturnType<typeof setTimeout> | undefined} */
    let timer;
    const late = new Promise((_, reject) => {
      timer = setTimeout(() => reject(new BusyError(path)), FORM_POST_WAIT_MS);
    });
    try {
      await Promise.race([before, late]);
    } catch (error) {
      ended();
      throw error;
    } finally {
      clearTimeout(timer);
    }
    let done = false;
    return () => {
      if (done) return;
      done = true;
      ended();
    };
  }
  return clientTurn;
}

/**
 * Why a post to one of the site's forms is refused as cross-site, or null when it may be read.
 * A browser names where a post comes from in `Sec-Fetch-Site` (set by the browser alone, never
 * by a page) and in `Origin`; either one naming another site refuses it. `Origin: null` (a
 * sandboxed frame, a page served from a file, a redirect across sites) is taken only together
 * with `Sec-Fetch-Site: same-origin` (a same-origin page whose referrer policy hides its origin).
 * A client that sends neither header is no browser that a page of another site could drive (every
 * current browser sends `Origin` with a form post) and is let through: its posts meet the forms'
 * rules and the CMS's limits like any other.
 * @param {Record<string, string | string[] | undefined>} headers the request's (names lower case)
 * @param {string[]} ownOrigins the site's origins (`scheme://host[:port]`, as `URL#origin` spells them)
 */
export function crossSiteReason(headers, ownOrigins) {
  const one = (/** @type {string} */ name) => {
    const value = headers[name];
    return Array.isArray(value) ? value.join(',') : value;
  };
  const fetchSite = one('sec-fetch-site')?.trim().toLowerCase();
  if (fetchSite !== undefined && fetchSite !== 'same-origin')
    return `Sec-Fetch-Site: ${fetchSite || '(empty)'}`;
  const origin = one('origin')?.trim();
  if (origin === undefined) return null;
  if (origin.toLowerCase() === 'null')
    return fetchSite === 'same-origin' ? null : 'Origin: null without Sec-Fetch-Site: same-origin';
  return ownOrigins.includes(originOf(origin) ?? '') ? null : `Origin: ${origin}`;
}

/** An origin as `URL#origin` spells it (the scheme and host lower case, no default port), or null. */
export function originOf(/** @type {string} */ text) {
  try {
    const url = new URL(text);
    // An Origin header is an origin only: any path, query or credentials make it something else.
    if (url.username || url.password || url.search || url.hash || url.pathname !== '/') return null;
    if (!/^[a-z][a-z0-9+.-]*:\/\/[^/]+\/?$/i.test(text)) return null;
    return url.origin === 'null' ? null : url.origin;
  } catch {
    return null;
  }
}

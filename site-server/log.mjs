// @ts-check
/**
 * The site server's log: one JSON line per event on stdout (pino), each with an `event` field
 * that says what happened: `request` (one summary per answer), `render`, `invalidation`,
 * `failure` (a render, a registry read, a browser's report), `lifecycle` (listening, ready,
 * stopping). A log shipper or `jq` reads them as they are.
 */
import pino from 'pino';

/**
 * The longest text a log field or message keeps: an address, a header or an error is the
 * client's to choose (a 16 KB address must not write 16 KB lines), and what is past this says
 * nothing more to whoever reads the log.
 */
export const LOG_VALUE_MAX_CHARS = 512;

/** A text cut at LOG_VALUE_MAX_CHARS, saying how long it was. */
export function cutForLog(/** @type {string} */ text) {
  return text.length <= LOG_VALUE_MAX_CHARS
    ? text
    : `${text.slice(0, LOG_VALUE_MAX_CHARS)}… (${text.length} characters)`;
}

/** A log call's arguments with every text in them cut (the fields of its object one level deep). */
function cutArguments(/** @type {unknown[]} */ args) {
  return args.map((arg) => {
    if (typeof arg === 'string') return cutForLog(arg);
    if (!arg || typeof arg !== 'object' || arg instanceof Error) return arg;
    return Object.fromEntries(
      Object.entries(arg).map(([key, value]) => [
        key,
        typeof value === 'string' ? cutForLog(value) : value,
      ]),
    );
  });
}

/** What the server's parts need of a logger: pino's, or one with the same three methods. */
/** @typedef {Pick<import('pino').Logger, 'info' | 'warn' | 'error'>} Logger */

/**
 * The process's logger, named by its service: LOG_LEVEL (info) decides how much is written.
 * Every text in a line is cut at LOG_VALUE_MAX_CHARS. Lines are written asynchronously and together, 4 KB at a time or every 250 ms at the latest,
 * so a request's line costs the server no system call of its own; `flushLogs` before exiting.
 */
export function createLogger(service = 'site-server', env = process.env) {
  return pino(
    {
      level: env.LOG_LEVEL ?? 'info',
      base: { service, pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      hooks: {
        logMethod(args, write) {
          return write.apply(this, /** @type {Parameters<typeof write>} */ (cutArguments(args)));
        },
      },
    },
    pino.destination({ dest: 1, sync: false, minLength: 4096, periodicFlush: 250 }),
  );
}

/** Writes out what the logger still holds (before the process exits). */
export function flushLogs(/** @type {import('pino').Logger} */ logger) {
  return new Promise((resolve) => logger.flush(() => resolve(undefined)));
}

/** A logger that writes nothing (an export, a test that does not read the log). */
export const silentLogger = pino({ level: 'silent' });

/** The text of a thrown value, for a log field. */
export const errorText = (/** @type {unknown} */ error) =>
  error instanceof Error ? error.message : String(error);

// @ts-check
/**
 * The site server's log: one JSON line per event on stdout (pino), each with an `event` field
 * that says what happened: `request` (one summary per answer), `render`, `invalidation`,
 * `failure` (a render, a registry read, a browser's report), `lifecycle` (listening, ready,
 * stopping). A log shipper or `jq` reads them as they are.
 */
import pino from 'pino';

/** What the server's parts need of a logger: pino's, or one with the same three methods. */
/** @typedef {Pick<import('pino').Logger, 'info' | 'warn' | 'error'>} Logger */

/**
 * The process's logger, named by its service: LOG_LEVEL (info) decides how much is written.
 * Lines are written asynchronously and together, 4 KB at a time or every 250 ms at the latest,
 * so a request's line costs the server no system call of its own; `flushLogs` before exiting.
 */
export function createLogger(service = 'site-server', env = process.env) {
  return pino(
    {
      level: env.LOG_LEVEL ?? 'info',
      base: { service, pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
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

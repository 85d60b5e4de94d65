// @ts-check
/**
 * A browser tells that a remote's version failed there and it switched to the fallback
 * (shell/src/app/remote-fallback.ts): one log line with the remote, the version and the phase.
 * Anyone can post, so the body is small (REPORT_MAX_BYTES) and parsed strictly; a report is taken
 * only for a remote of the registry and its live version, at most REPORTS_PER_CLIENT a minute from
 * one client address (counted before the body is read), and the log takes at most REPORTS_LOGGED
 * a minute in all.
 */
import { LRUCache } from 'lru-cache';
import { bodyText } from './site-state.mjs';
import { sendText } from './static-files.mjs';

export const REPORT_MAX_BYTES = 2048;
const REPORTS_PER_CLIENT = 5;
const REPORTS_LOGGED = 30;

/**
 * @typedef {import('./site-state.mjs').Request} Request
 * @typedef {import('./site-state.mjs').Reply} Reply
 * @param {{
 *   state: import('./site-state.mjs').SiteState,
 *   renderer: import('./site-state.mjs').Renderer,
 *   logger: import('./site-state.mjs').Logger,
 *   counted: { add: (owner: string, field: 'browserFailures', version: string) => void },
 * }} options `counted`: each report taken counts against its version (version-counts.mjs)
 */
export function createFailureReports({ state, renderer, logger, counted }) {
  let logged = { minute: 0, count: 0 };
  /** @type {LRUCache<string, { minute: number, count: number }>} */
  const byClient = new LRUCache({ max: 10_000 });

  return {
    /** Counts a report from its client; false when the client is past its limit this minute. */
    allowed(/** @type {Request} */ request) {
      const minute = Math.floor(Date.now() / 60_000);
      const client = request.socket.remoteAddress ?? 'unknown';
      const seen = byClient.get(client);
      const fromClient = seen && seen.minute === minute ? seen : { minute, count: 0 };
      fromClient.count += 1;
      byClient.set(client, fromClient);
      return fromClient.count <= REPORTS_PER_CLIENT;
    },
    take(/** @type {Request} */ request, /** @type {Reply} */ reply) {
      /** @type {Record<string, unknown>} */
      let report;
      try {
        report = JSON.parse(bodyText(request));
      } catch {
        return sendText(reply, 400, 'txt', 'Bad request: the body is not JSON.');
      }
      const remote = String(report?.remote ?? '');
      const remotes = state.config.remotes;
      const live = Object.hasOwn(remotes, remote) ? remotes[remote] : undefined;
      if (!live || report.version !== renderer.versionIn(live))
        return sendText(reply, 422, 'txt', 'Not a live version of a remote of this site.');
      counted.add(remote, 'browserFailures', report.version);
      const minute = Math.floor(Date.now() / 60_000);
      if (logged.minute !== minute) logged = { minute, count: 0 };
      logged.count += 1;
      const field = (/** @type {unknown} */ value) =>
        String(value ?? '')
          .replace(/[^\w .:/#@()-]/g, '')
          .slice(0, 300);
      if (logged.count <= REPORTS_LOGGED)
        logger.warn(
          {
            event: 'failure',
            cause: 'browser',
            remote: field(remote),
            version: field(report.version),
            phase: field(report.phase),
            fallback: field(report.fallback),
          },
          `${field(remote)} version ${field(report.version)} failed in a browser (${field(report.phase)}): ${field(report.message)}; it loaded version ${field(report.fallback)}`,
        );
      return sendText(reply, 204, 'txt', '');
    },
  };
}

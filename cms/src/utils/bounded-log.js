'use strict';

/**
 * Errors and warnings are written at most `perMinute` times a minute (CMS_ERROR_LOG_PER_MINUTE,
 * default 60), and those written while one client's request is served at most `perClient` times
 * (CMS_ERROR_LOG_PER_CLIENT, default 5): one client, whatever it sends, cannot spend the budget
 * that the first lines of a real incident need. Past either bound lines are counted, and one line
 * says how many were dropped when the minute ends. Lines written outside any request (start-up,
 * background work) count against the whole only. A request refused for what it sent writes no
 * warning at all (src/middlewares/access-log.js). Applied to Strapi's logger in src/index.js.
 */
function boundErrorLog(
  logger,
  {
    perMinute = Number(process.env.CMS_ERROR_LOG_PER_MINUTE || 60),
    perClient = Number(process.env.CMS_ERROR_LOG_PER_CLIENT || 5),
    windowMs = 60_000,
    now = Date.now,
    /** The client of the request being served when a line is written, or null. */
    clientOf = () => null,
  } = {},
) {
  const original = { error: logger.error.bind(logger), warn: logger.warn.bind(logger) };
  let windowStart = now();
  let written = 0;
  let dropped = 0;
  let droppedForClients = 0;
  /** Lines written this window, by client. */
  let byClient = new Map();
  let timer = null;

  function closeWindow() {
    if (timer) clearTimeout(timer);
    timer = null;
    if (dropped > 0) {
      const clients = droppedForClients > 0 ? `, ${droppedForClients} of them past one client's share of ${perClient}` : '';
      original.warn(`${dropped} error and warning line(s) dropped in the last ${Math.round(windowMs / 1000)} s (at most ${perMinute} are logged in that time${clients})`);
    }
    windowStart = now();
    written = 0;
    dropped = 0;
    droppedForClients = 0;
    byClient = new Map();
  }

  function drop(forClient) {
    dropped += 1;
    if (forClient) droppedForClients += 1;
    if (!timer) {
      timer = setTimeout(closeWindow, Math.max(0, windowStart + windowMs - now()));
      timer.unref();
    }
    return logger;
  }

  const bounded = (level) =>
    function boundedLog(...args) {
      if (now() - windowStart >= windowMs) closeWindow();
      let client = null;
      try {
        client = clientOf();
      } catch {
        client = null;
      }
      if (client) {
        const count = byClient.get(client) || 0;
        if (count >= perClient) return drop(true);
        byClient.set(client, count + 1);
      }
      if (written >= perMinute) return drop(false);
      written += 1;
      return original[level](...args);
    };

  logger.error = bounded('error');
  logger.warn = bounded('warn');
  return logger;
}

module.exports = { boundErrorLog };

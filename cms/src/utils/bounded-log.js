'use strict';

/**
 * Errors and warnings are written at most `perMinute` times a minute (CMS_ERROR_LOG_PER_MINUTE,
 * default 60); past that they are counted, and one line says how many were dropped when the minute
 * ends. A flood of bad requests costs the log a few lines, never megabytes, and the first lines of
 * a real incident are still there. Applied to Strapi's logger in src/index.js.
 */
function boundErrorLog(
  logger,
  {
    perMinute = Number(process.env.CMS_ERROR_LOG_PER_MINUTE || 60),
    // A shorter window only for tests that wait for the "dropped" line.
    windowMs = Number(process.env.CMS_ERROR_LOG_WINDOW_MS || 60_000),
    now = Date.now,
  } = {},
) {
  const original = { error: logger.error.bind(logger), warn: logger.warn.bind(logger) };
  let windowStart = now();
  let written = 0;
  let dropped = 0;
  let timer = null;

  function closeWindow() {
    if (timer) clearTimeout(timer);
    timer = null;
    if (dropped > 0) original.warn(`${dropped} error and warning line(s) dropped in the last ${Math.round(windowMs / 1000)} s (at most ${perMinute} are logged in that time)`);
    windowStart = now();
    written = 0;
    dropped = 0;
  }

  const bounded = (level) =>
    function boundedLog(...args) {
      if (now() - windowStart >= windowMs) closeWindow();
      if (written < perMinute) {
        written += 1;
        return original[level](...args);
      }
      dropped += 1;
      if (!timer) {
        timer = setTimeout(closeWindow, Math.max(0, windowStart + windowMs - now()));
        timer.unref();
      }
      return logger;
    };

  logger.error = bounded('error');
  logger.warn = bounded('warn');
  return logger;
}

module.exports = { boundErrorLog };

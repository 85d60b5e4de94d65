'use strict';

const { errors } = require('@strapi/utils');
const { INPUT_READ } = require('./input-shape');

/**
 * A request the CMS cannot take because of what was sent (a body that is not JSON, a JSON body
 * with `__proto__`, a multipart body that breaks off, input nested deeper than any validator can
 * follow) is the client's error: answered 400 (or the parser's own 4xx, such as 413) with a short
 * message, which the request's one log line carries (src/middlewares/access-log.js): no stack, and
 * no warning of its own, so no client spends the error log's budget. Any error thrown while the request's URL, query
 * and body are still being read (before src/middlewares/input-shape.js runs) is such an error:
 * only the parsers run then, and they throw on what they were given. Placed inside `strapi::errors`, which formats
 * Strapi's own errors and still answers (and logs) anything else as a 500: those are ours to fix.
 */
const MAX_MESSAGE = 160;

function clientStatus(error, inputRead) {
  if (error instanceof RangeError && /call stack/i.test(error.message)) return 400;
  const status = Number(error && (error.status || error.statusCode));
  if (status >= 400 && status < 500) return status;
  return inputRead || status >= 500 ? 0 : 400;
}

function shortMessage(error, status) {
  if (status === 400 && error instanceof RangeError) return 'The request is nested too deeply';
  if (error && (error.type === 'entity.parse.failed' || error instanceof SyntaxError)) return 'The request body is not valid JSON';
  const text = error && error.expose && typeof error.message === 'string' ? error.message : 'The request could not be read';
  return text.length > MAX_MESSAGE ? `${text.slice(0, MAX_MESSAGE)}…` : text;
}

const NAMES = { 400: 'BadRequestError', 413: 'PayloadTooLargeError', 415: 'UnsupportedMediaTypeError' };

module.exports = () =>
  async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      if (error instanceof errors.ApplicationError || error instanceof errors.HttpError) throw error;
      const status = clientStatus(error, Boolean(ctx.state && ctx.state[INPUT_READ]));
      if (!status) throw error;
      const message = shortMessage(error, status);
      ctx.status = status;
      ctx.body = { data: null, error: { status, name: NAMES[status] || 'BadRequestError', message, details: {} } };
    }
  };

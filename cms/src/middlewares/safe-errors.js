'use strict';

/**
 * Error answers say which field was refused and why, never what was sent.
 * Strapi's validation errors carry the submitted value (`details.errors[].value`)
 * and yup's type errors quote it in the message ("..., but the final value was:
 * `...`"), so a 900 KB field came back as a 900 KB answer and any text posted was
 * echoed. Placed before `strapi::errors`, this rewrites every error body it
 * formats (content API and admin API alike, every content type): values and
 * yup parameters are dropped, the quoting part of a message is cut, and every
 * string is capped, so an error answer stays small whatever was submitted.
 */
const MAX_TEXT = 200;
const MAX_ITEMS = 50;
const MAX_DEPTH = 6;
const HIDDEN_KEYS = new Set(['value', 'originalValue', 'params']);

function clip(text) {
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}…` : text;
}

function cleanMessage(message) {
  return clip(message.replace(/,? but the final value was:[\s\S]*$/, '').replace(/ \(cast from the value [\s\S]*$/, ''));
}

function clean(value, depth) {
  if (typeof value === 'string') return clip(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return undefined;
  if (Array.isArray(value)) return value.slice(0, MAX_ITEMS).map((item) => clean(item, depth + 1));
  const out = {};
  for (const [key, item] of Object.entries(value).slice(0, MAX_ITEMS)) {
    if (HIDDEN_KEYS.has(key)) continue;
    out[key] = key === 'message' && typeof item === 'string' ? cleanMessage(item) : clean(item, depth + 1);
  }
  return out;
}

function isPlainBody(body) {
  return body !== null && typeof body === 'object' && !Buffer.isBuffer(body) && typeof body.pipe !== 'function';
}

module.exports = () => async (ctx, next) => {
  await next();
  if (ctx.status < 400 || !isPlainBody(ctx.body)) return;
  const { error } = ctx.body;
  if (!error || typeof error !== 'object') return;
  if (typeof error.message === 'string') error.message = cleanMessage(error.message);
  if (error.details !== undefined) error.details = clean(error.details, 0);
};

module.exports.cleanErrorDetails = clean;
module.exports.cleanErrorMessage = cleanMessage;

'use strict';

/**
 * Input no route has a use for is refused with a 400 before any route, validator or query builder
 * sees it, so hostile shapes cannot reach code that would throw on them (a 500 and a stack in the
 * log). After `strapi::query` and `strapi::body`, for the content API and the admin alike:
 * - nesting deeper than MAX_DEPTH (Strapi's validators recurse on it until the stack overflows);
 * - the keys `__proto__`, `constructor` and `prototype` anywhere in the query or the body;
 * - a filter whose operator is given an object instead of a value (`filters[title][$eq][$ne]=1`:
 *   the query builder would hand the object to the database driver).
 */
const MAX_DEPTH = 32;
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
/** Operators that combine conditions: their values are conditions, not values. */
const LOGICAL = new Set(['$and', '$or', '$not']);

class ShapeError extends Error {}

/** Set on the request's state once the URL, query and body have been read (src/middlewares/client-errors.js). */
const INPUT_READ = Symbol('navdhara.inputRead');

function checkTree(value, depth) {
  if (value === null || typeof value !== 'object') return;
  if (depth > MAX_DEPTH) throw new ShapeError('The request is nested too deeply');
  const keys = Array.isArray(value) ? [] : Object.keys(value);
  for (const key of keys) {
    if (FORBIDDEN_KEYS.has(key)) throw new ShapeError(`The key "${key}" is not allowed`);
  }
  const items = Array.isArray(value) ? value : keys.map((key) => value[key]);
  for (const item of items) checkTree(item, depth + 1);
}

const isScalar = (value) => value === null || ['string', 'number', 'boolean'].includes(typeof value);

function checkFilters(filters) {
  if (filters === null || typeof filters !== 'object') return;
  const entries = Array.isArray(filters) ? filters.map((item) => [null, item]) : Object.entries(filters);
  for (const [key, value] of entries) {
    if (key && key.startsWith('$') && !LOGICAL.has(key)) {
      const values = Array.isArray(value) ? value : [value];
      if (!values.every(isScalar)) throw new ShapeError(`Invalid filter: ${key.slice(0, 40)} takes a value, not an object`);
    } else {
      checkFilters(value);
    }
  }
}

module.exports = () => async (ctx, next) => {
  ctx.state[INPUT_READ] = true;
  try {
    checkTree(ctx.query, 0);
    checkTree(ctx.request.body, 0);
    checkFilters(ctx.query && ctx.query.filters);
  } catch (error) {
    if (!(error instanceof ShapeError)) throw error;
    const shaped = new Error(error.message);
    Object.assign(shaped, { status: 400, expose: true });
    throw shaped;
  }
  return next();
};

module.exports.INPUT_READ = INPUT_READ;

'use strict';

const { errors } = require('@strapi/utils');
const { LOCALE_CODES, isLocale } = require('../locales');

/**
 * A public query's `fields`, `populate`, `filters` and `sort` checked against the content type's
 * schema before Strapi builds SQL from them (src/middlewares/public-query.js), so input the query
 * builder or the database would throw on is a 400 with a short message, not a 500 with a stack:
 * - names are the type's own attributes (`fields[0]=toString` named a function of every object);
 * - `$and`/`$or` take a list of conditions on fields, `$not` one condition (`filters[$and]=1`);
 * - operators are Strapi's, each given what it takes (`$between` two values, `$null` a boolean,
 *   text operators text fields only) and values fit the field (`filters[number][$eq]=abc` on an
 *   integer, which PostgreSQL refuses);
 * - populate goes to relations and media only, with the keys Strapi knows, and the same rules below.
 * - `locale` is one of the site's languages, spelled exactly (src/locales.js): Strapi itself would
 *   take `*` or `all` for every locale at once and a list for several, and answer an unknown code
 *   with an empty list, so a page could be shown another language's entries or none; nor is the
 *   language chosen another way (`filters[locale][$in]=…`, `populate=localizations`, a sort by it).
 * Strapi's own validation (strictParams, config/api.js) still runs after this one.
 */
const LOGICAL = new Set(['$and', '$or']);
const COMPARE = new Set(['$eq', '$ne', '$lt', '$lte', '$gt', '$gte']);
const TEXT = new Set([
  '$eqi',
  '$nei',
  '$contains',
  '$notContains',
  '$containsi',
  '$notContainsi',
  '$startsWith',
  '$startsWithi',
  '$endsWith',
  '$endsWithi',
]);
const LISTS = new Set(['$in', '$notIn']);
const NULLS = new Set(['$null', '$notNull']);
const BOOLEAN_TEXT = new Set(['true', 'false', '1', '0', 't', 'f']);
const POPULATE_KEYS = new Set(['fields', 'populate', 'filters', 'sort', 'count']);
const TEXT_TYPES = new Set(['string', 'text', 'richtext', 'email', 'uid', 'enumeration', 'password']);
const NUMBER_TYPES = new Set(['integer', 'biginteger', 'float', 'decimal', 'increments']);
const DATE_TYPES = new Set(['date', 'datetime', 'time', 'timestamp']);
/** Stored as JSON: nothing to compare a value with. */
const UNFILTERABLE = new Set(['json', 'blocks', 'dynamiczone']);
const MAX_INT = 2147483647;
const MAX_NAME = 60;

const BUILT_IN = { id: { type: 'increments' }, documentId: { type: 'string' } };
/** The language fields Strapi's localization adds: a query chooses its language with `locale=` only. */
const LANGUAGE_KEYS = new Set(['locale', 'localizations']);

function refuse(message) {
  throw new errors.ValidationError(message.length > 200 ? `${message.slice(0, 200)}…` : message);
}

const shown = (text) => String(text).slice(0, MAX_NAME);
const isObject = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);
const isScalar = (value) => value === null || ['string', 'number', 'boolean'].includes(typeof value);
/** qs gives a list written with indexes as an array, or as an object when the indexes are sparse. */
const listOf = (value) => (Array.isArray(value) ? value : isObject(value) && Object.keys(value).every((k) => /^\d+$/.test(k)) ? Object.values(value) : null);

function attributeOf(schema, name, where) {
  if (typeof name !== 'string' || !name) refuse(`Invalid key at ${where}`);
  if (LANGUAGE_KEYS.has(name)) refuse(`Invalid key ${name} at ${where}: the language is chosen with locale= only`);
  if (Object.prototype.hasOwnProperty.call(schema.attributes, name)) return schema.attributes[name];
  if (Object.prototype.hasOwnProperty.call(BUILT_IN, name)) return BUILT_IN[name];
  return refuse(`Invalid key ${shown(name)} at ${where}`);
}

const isLinked = (attribute) => ['relation', 'media', 'component'].includes(attribute.type);

function targetOf(strapi, attribute, where) {
  const uid = attribute.type === 'media' ? 'plugin::upload.file' : attribute.type === 'component' ? attribute.component : attribute.target;
  const schema = uid && strapi.getModel(uid);
  if (!schema) refuse(`Invalid key at ${where}`);
  return schema;
}

function checkValue(attribute, value, where) {
  if (!isScalar(value)) refuse(`Invalid value at ${where}: a value is expected`);
  if (value === null) return;
  const text = String(value).trim();
  if (NUMBER_TYPES.has(attribute.type)) {
    const integer = ['integer', 'increments', 'biginteger'].includes(attribute.type);
    const shape = integer ? /^-?\d{1,19}$/ : /^-?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i;
    const number = Number(text);
    if (!shape.test(text) || !Number.isFinite(number)) refuse(`Invalid value at ${where}: a number is expected`);
    if (['integer', 'increments'].includes(attribute.type) && Math.abs(number) > MAX_INT) refuse(`Invalid value at ${where}: the number is out of range`);
  } else if (DATE_TYPES.has(attribute.type)) {
    if (attribute.type !== 'time' && Number.isNaN(Date.parse(text)) && !/^\d+$/.test(text)) refuse(`Invalid value at ${where}: a date is expected`);
  } else if (attribute.type === 'boolean') {
    if (!BOOLEAN_TEXT.has(text.toLowerCase())) refuse(`Invalid value at ${where}: true or false is expected`);
  }
}

/** Conditions on one scalar field: a value, a list of values, or operators. */
function checkField(attribute, condition, where) {
  if (UNFILTERABLE.has(attribute.type)) refuse(`Invalid filter at ${where}: this field cannot be filtered`);
  if (!isObject(condition)) {
    const list = Array.isArray(condition) ? condition : [condition];
    for (const value of list) checkValue(attribute, value, where);
    return;
  }
  for (const [operator, value] of Object.entries(condition)) {
    const at = `${where}.${shown(operator)}`;
    if (operator === '$not') {
      checkField(attribute, value, at);
    } else if (LOGICAL.has(operator)) {
      // Strapi's query builder takes these only between fields (it throws on them here).
      refuse(`Invalid filter at ${at}: ${operator} combines conditions on fields, put it before the field`);
    } else if (COMPARE.has(operator) || LISTS.has(operator)) {
      const list = LISTS.has(operator) ? listOf(value) || [value] : [value];
      list.forEach((item) => checkValue(attribute, item, at));
    } else if (TEXT.has(operator)) {
      if (!TEXT_TYPES.has(attribute.type)) refuse(`Invalid filter at ${at}: for text fields only`);
      checkValue(attribute, value, at);
    } else if (NULLS.has(operator)) {
      if (!isScalar(value) || value === null || !BOOLEAN_TEXT.has(String(value).toLowerCase())) refuse(`Invalid filter at ${at}: true or false is expected`);
    } else if (operator === '$between') {
      const list = listOf(value);
      if (!list || list.length !== 2) refuse(`Invalid filter at ${at}: two values are expected`);
      list.forEach((item) => checkValue(attribute, item, at));
    } else {
      refuse(`Invalid filter operator ${shown(operator)} at ${where}`);
    }
  }
}

function checkFilters(strapi, schema, filters, where) {
  if (!isObject(filters)) refuse(`Invalid filter at ${where}: conditions are expected`);
  for (const [key, value] of Object.entries(filters)) {
    const at = `${where}.${shown(key)}`;
    if (key === '$not') {
      checkFilters(strapi, schema, value, at);
    } else if (LOGICAL.has(key)) {
      const list = listOf(value);
      if (!list) refuse(`Invalid filter at ${at}: a list of conditions is expected`);
      list.forEach((item, i) => checkFilters(strapi, schema, item, `${at}.${i}`));
    } else if (key.startsWith('$')) {
      refuse(`Invalid filter at ${at}: a field is expected before an operator`);
    } else {
      const attribute = attributeOf(schema, key, where);
      if (isLinked(attribute)) checkFilters(strapi, targetOf(strapi, attribute, at), value, at);
      else checkField(attribute, value, at);
    }
  }
}

function checkFields(schema, fields, where) {
  const list = typeof fields === 'string' ? fields.split(',') : listOf(fields);
  if (!list) refuse(`Invalid fields at ${where}: a list of field names is expected`);
  for (const name of list) {
    if (name === '*') continue;
    const attribute = attributeOf(schema, typeof name === 'string' ? name.trim() : name, where);
    if (isLinked(attribute) || attribute.type === 'dynamiczone') refuse(`Invalid fields at ${where}: ${shown(name)} is populated, not selected`);
  }
}

function checkSortPath(strapi, schema, path, where) {
  const [name, ...rest] = path.split('.');
  const attribute = attributeOf(schema, name.trim(), where);
  if (rest.length === 0) {
    if (isLinked(attribute)) refuse(`Invalid sort at ${where}: ${shown(name)} is not a value`);
    return;
  }
  if (!isLinked(attribute)) refuse(`Invalid sort at ${where}`);
  checkSortPath(strapi, targetOf(strapi, attribute, where), rest.join('.'), `${where}.${shown(name)}`);
}

function checkSort(strapi, schema, sort, where) {
  if (typeof sort === 'string') {
    for (const part of sort.split(',')) {
      const [path, order] = part.split(':');
      if (order !== undefined && !/^(asc|desc)$/i.test(order.trim())) refuse(`Invalid sort order at ${where}`);
      checkSortPath(strapi, schema, path.trim(), where);
    }
    return;
  }
  const list = listOf(sort);
  if (list) {
    list.forEach((item) => checkSort(strapi, schema, item, where));
    return;
  }
  if (!isObject(sort)) refuse(`Invalid sort at ${where}`);
  for (const [name, order] of Object.entries(sort)) {
    const attribute = attributeOf(schema, name, where);
    if (isLinked(attribute)) {
      checkSort(strapi, targetOf(strapi, attribute, where), order, `${where}.${shown(name)}`);
    } else if (typeof order !== 'string' || !/^(asc|desc)$/i.test(order)) {
      refuse(`Invalid sort order at ${where}.${shown(name)}`);
    }
  }
}

function populatable(strapi, schema, name, where) {
  const attribute = attributeOf(schema, name, where);
  if (!isLinked(attribute)) refuse(`Invalid populate at ${where}: ${shown(name)} is not a relation or media`);
  return targetOf(strapi, attribute, `${where}.${shown(name)}`);
}

function checkPopulate(strapi, schema, populate, where, depth = 0) {
  if (depth > 5) refuse(`Invalid populate at ${where}: nested too deeply`);
  if (populate === '*' || populate === true || populate === 'true') return;
  if (typeof populate === 'string') {
    for (const path of populate.split(',')) {
      let current = schema;
      let at = where;
      for (const name of path.trim().split('.')) {
        current = populatable(strapi, current, name, at);
        at = `${at}.${shown(name)}`;
      }
    }
    return;
  }
  const list = listOf(populate);
  if (list) {
    list.forEach((item) => {
      if (typeof item !== 'string') refuse(`Invalid populate at ${where}: a list of names is expected`);
      checkPopulate(strapi, schema, item, where, depth + 1);
    });
    return;
  }
  if (!isObject(populate)) refuse(`Invalid populate at ${where}`);
  for (const [name, options] of Object.entries(populate)) {
    const at = `${where}.${shown(name)}`;
    const target = populatable(strapi, schema, name, where);
    if (options === true || options === '*' || (typeof options === 'string' && BOOLEAN_TEXT.has(options))) continue;
    if (!isObject(options)) refuse(`Invalid populate at ${at}`);
    for (const [key, value] of Object.entries(options)) {
      if (!POPULATE_KEYS.has(key)) refuse(`Invalid populate at ${at}: unknown key ${shown(key)}`);
      if (key === 'fields') checkFields(target, value, `${at}.fields`);
      if (key === 'populate') checkPopulate(strapi, target, value, `${at}.populate`, depth + 1);
      if (key === 'filters') checkFilters(strapi, target, value, `${at}.filters`);
      if (key === 'sort') checkSort(strapi, target, value, `${at}.sort`);
      if (key === 'count' && !['true', 'false', true, false].includes(value)) refuse(`Invalid populate at ${at}.count`);
    }
  }
}

/** Throws a ValidationError (a 400) for a query the content type cannot be read with. */
function checkPublicQuery(strapi, uid, query) {
  if (query && query.locale !== undefined && !isLocale(query.locale)) {
    refuse(`Invalid locale: one of ${LOCALE_CODES.join(', ')} is expected`);
  }
  const schema = strapi.getModel(uid);
  if (!schema || !query) return;
  if (query.fields !== undefined) checkFields(schema, query.fields, 'fields');
  if (query.filters !== undefined) checkFilters(strapi, schema, query.filters, 'filters');
  if (query.sort !== undefined) checkSort(strapi, schema, query.sort, 'sort');
  if (query.populate !== undefined) checkPopulate(strapi, schema, query.populate, 'populate');
}

module.exports = { checkPublicQuery };

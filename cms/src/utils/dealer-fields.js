'use strict';

const { errors } = require('@strapi/utils');

/**
 * A dealer's fields the schema cannot check by itself (cms/src/api/dealer): its divisions (a list
 * of the site's sections), the products it sells (product slugs), its opening hours (per day of
 * the week, spans of "HH:MM"), and its numbers, written any usual Indian way and stored as +91 and
 * ten digits. Run before every create and update of a dealer, from the admin, the API and the seed
 * alike, ahead of the schema's own checks (a Document Service middleware: `dealerFields`).
 */
const SECTIONS = ['foods', 'hatchery', 'proteins', 'feeds', 'equipments'];
const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
const HOUR = /^(?:[01]\d|2[0-3]):[0-5]\d$/;
const SLUG = /^(?=.{1,80}$)[a-z0-9]+(?:-[a-z0-9]+)*$/;

function refuse(field, rule) {
  const message = `${field} ${rule}`;
  throw new errors.ValidationError(message, { errors: [{ path: [field], message, name: 'ValidationError' }] });
}

/** A JSON field's value: Strapi gives the parsed value, the admin may send a string of JSON. */
function parsed(value) {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return Symbol.for('not json');
  }
}

/** What is wrong with a list of divisions, or null. */
function checkDivisions(value, { allowEmpty = false } = {}) {
  const list = parsed(value);
  const rule = `must be a list of divisions, each once: ${SECTIONS.map((s) => `"${s}"`).join(', ')}`;
  if (!Array.isArray(list)) return rule;
  if (!allowEmpty && list.length === 0) return rule;
  if (list.some((item) => !SECTIONS.includes(item)) || new Set(list).size !== list.length) return rule;
  return null;
}

function checkProducts(value) {
  if (value === null || value === undefined) return null;
  const list = parsed(value);
  if (!Array.isArray(list) || list.length > 50 || list.some((slug) => typeof slug !== 'string' || !SLUG.test(slug)))
    return 'must be a list of at most 50 product slugs (lowercase words joined by hyphens)';
  return null;
}

function checkHours(value) {
  if (value === null || value === undefined) return null;
  const hours = parsed(value);
  const rule =
    'must name days ("mon" ... "sun") with up to four spans each, like {"mon": [["09:00", "13:00"], ["14:00", "19:00"]]}, each opening before it closes';
  if (typeof hours !== 'object' || hours === null || Array.isArray(hours)) return rule;
  for (const [day, spans] of Object.entries(hours)) {
    if (!WEEKDAYS.includes(day) || !Array.isArray(spans) || spans.length > 4) return rule;
    for (const span of spans) {
      if (!Array.isArray(span) || span.length !== 2) return rule;
      const [from, to] = span;
      if (!HOUR.test(String(from)) || !HOUR.test(String(to)) || !(from < to)) return rule;
    }
  }
  return null;
}

/** +91 and ten digits from `+91 90000 01234`, `090000 01234`, `9000001234`; null for anything else. */
function normalisePhone(value) {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const digits = String(value).replace(/[\s()-]/g, '');
  // With the country code any ten digits (the site's placeholders are +91 00000 0000x);
  // without it, a number as dialled in India (a leading 0 dropped).
  const match = /^\+?91(\d{10})$/.exec(digits) || /^0?([1-9]\d{9})$/.exec(digits);
  return match ? `+91${match[1]}` : null;
}

const PIN = /^[1-9]\d{5}$/;
/** The box of the five states (latitude, longitude): a point outside is a typing mistake. */
const BOUNDS = { latitude: [23, 33.5], longitude: [69, 81] };

/**
 * Checks (and puts in their one form) the fields of a dealer being written; refuses with a 400
 * naming the field. Drafts too: Strapi checks a schema's rules only at publishing, and a draft's
 * mistake is best told when it is saved. `enums` are the schema's lists (district, state, kind).
 */
function checkDealer(data, enums = {}) {
  if (!data || typeof data !== 'object') return;
  if ('pin_code' in data && data.pin_code !== null && !PIN.test(String(data.pin_code).trim()))
    refuse('pin_code', 'must be a PIN code of six digits, like 132001');
  for (const [field, [min, max]] of Object.entries(BOUNDS)) {
    if (!(field in data) || data[field] === null) continue;
    const value = Number(data[field]);
    if (!Number.isFinite(value) || value < min || value > max)
      refuse(field, `must be between ${min} and ${max} (the five states the group sells in)`);
  }
  for (const [field, values] of Object.entries(enums)) {
    if (field in data && data[field] !== null && !values.includes(data[field]))
      refuse(field, 'must be one of the listed values');
  }
  if ('divisions' in data) {
    const problem = checkDivisions(data.divisions);
    if (problem) refuse('divisions', problem);
  }
  if ('products' in data) {
    const problem = checkProducts(data.products);
    if (problem) refuse('products', problem);
  }
  if ('hours' in data) {
    const problem = checkHours(data.hours);
    if (problem) refuse('hours', problem);
  }
  for (const field of ['phone', 'whatsapp']) {
    const value = data[field];
    if (value === undefined || value === null) continue;
    if (field === 'whatsapp' && value === '') {
      data[field] = null;
      continue;
    }
    const normal = normalisePhone(value);
    if (!normal) refuse(field, 'must be an Indian number of ten digits, like +91 90000 01234');
    data[field] = normal;
  }
}

/** Document Service middleware: every write of a dealer is checked (and its numbers put in one form). */
function dealerFields(strapi) {
  return async (context, next) => {
    if (
      context.uid === 'api::dealer.dealer' &&
      (context.action === 'create' || context.action === 'update') &&
      context.params
    ) {
      const { attributes } = strapi.contentType('api::dealer.dealer');
      const enums = Object.fromEntries(['district', 'state', 'kind'].map((field) => [field, attributes[field].enum]));
      checkDealer(context.params.data, enums);
    }
    return next();
  };
}

module.exports = { dealerFields, checkDealer, checkDivisions, checkHours, checkProducts, normalisePhone, SECTIONS };

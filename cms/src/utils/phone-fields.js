'use strict';

const { errors } = require('@strapi/utils');
const { normaliseIndianMobile, MOBILE_RULE } = require('./phone');

/** The mobile-number field of each content type that has one. */
const PHONE_FIELDS = {
  'api::contact-us.contact-us': 'mobile',
  'api::job-applicant.job-applicant': 'phoneNumber',
  'api::dealer-application.dealer-application': 'phone',
};

/**
 * Document Service middleware: every create or update of an enquiry or an
 * application, from the public API or the admin panel alike, stores the mobile
 * number in its one normal form (+91 and ten digits). A value that is not an
 * Indian mobile number (an empty one included) is refused with a 400 naming the
 * field. A missing value is left for the schema's own "required" check, and a
 * value of another type (object, array, null) for its type check.
 */
function normalisePhoneFields() {
  return async (context, next) => {
    const field = PHONE_FIELDS[context.uid];
    const data = context.params && context.params.data;
    if (field && (context.action === 'create' || context.action === 'update') && data && typeof data === 'object') {
      const value = data[field];
      if (typeof value === 'number' || typeof value === 'string') {
        const normal = normaliseIndianMobile(value);
        if (!normal) {
          const message = `${field} ${MOBILE_RULE}`;
          throw new errors.ValidationError(message, { errors: [{ path: [field], message, name: 'ValidationError' }] });
        }
        data[field] = normal;
      }
    }
    return next();
  };
}

module.exports = { PHONE_FIELDS, normalisePhoneFields };

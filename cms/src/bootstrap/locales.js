'use strict';

const { LOCALES, DEFAULT_LOCALE } = require('../locales');

/**
 * Strapi's locales made to match src/locales.js at every start: each one present, English the
 * default. Locales an administrator added by hand are left alone (content in them is never public:
 * the public queries take en, hi and pa only, src/utils/query-check.js).
 */
async function ensureLocales(strapi) {
  const service = strapi.plugin('i18n').service('locales');
  for (const locale of LOCALES) {
    if (!(await service.findByCode(locale.code))) {
      await service.create(locale, { isDefault: locale.code === DEFAULT_LOCALE });
      strapi.log.info(`Locales: added ${locale.code}`);
    }
  }
  if ((await service.getDefaultLocale()) !== DEFAULT_LOCALE) await service.setDefaultLocale({ code: DEFAULT_LOCALE });
}

module.exports = { ensureLocales };

import {
  getRuntimeConfig,
  LOCALE_INFO,
  localizedPath,
  WEEKDAYS,
  type Dealer,
  type Locale,
} from '@navdhara/shared';
import { districtByKey, STATES } from './places';

const SCHEMA_DAY = {
  sun: 'Sunday',
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
} as const;

/**
 * A dealer (or one of the group's places) as schema.org `LocalBusiness`: name, address, geo,
 * phone, opening hours, and the district page that lists it.
 */
export function localBusinessJsonLd(dealer: Dealer, locale: Locale): object {
  const district = districtByKey(dealer.district);
  const page = district
    ? new URL(
        localizedPath(`/where-to-buy/${district.state}/${district.key}`, locale),
        `${getRuntimeConfig().siteUrl}/`,
      ).toString()
    : undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    name: dealer.name,
    // The language its name and address are written in, as every block of the site's names it.
    inLanguage: LOCALE_INFO[dealer.lang ?? locale].tag,
    ...(page ? { url: page } : {}),
    telephone: dealer.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: dealer.address,
      addressLocality: dealer.town,
      ...(district ? { addressRegion: STATES[district.state][locale] } : {}),
      postalCode: dealer.pinCode,
      addressCountry: 'IN',
    },
    geo: { '@type': 'GeoCoordinates', latitude: dealer.latitude, longitude: dealer.longitude },
    openingHoursSpecification: WEEKDAYS.flatMap((day) =>
      (dealer.hours[day] ?? []).map(([opens, closes]) => ({
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: `https://schema.org/${SCHEMA_DAY[day]}`,
        opens,
        closes,
      })),
    ),
  };
}

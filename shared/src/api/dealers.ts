/** Dealers and the group's places (issue 52), in the page's language. */
import type { Locale } from '../i18n/locales';
import type { Paged } from '../types/content';
import type { Dealer, GeoBox } from '../types/dealer';
import { collectionPath } from './collections';
import { getLocalizedPage } from './content-requests';
import { normalizePage, toDealer } from './normalize';

/** What a dealer's card shows: every field but the CMS's own. */
const DEALER_FIELDS = [
  'kind',
  'name',
  'address',
  'town',
  'district',
  'state',
  'pin_code',
  'latitude',
  'longitude',
  'phone',
  'whatsapp',
  'divisions',
  'products',
  'hours',
];

/** Dealers on one page of a dealer list (Strapi's most). */
export const DEALER_PAGE_SIZE = 100;

/**
 * Published dealers (and the group's places) inside a box of latitudes and longitudes, one page
 * of at most DEALER_PAGE_SIZE, in the page's language where the CMS has their names and addresses,
 * else in English. One request (two on a Hindi or Punjabi page), whatever the number of dealers.
 */
export async function getDealersWithin(
  locale: Locale,
  box: GeoBox,
  page = 1,
): Promise<Paged<Dealer>> {
  const body = await getLocalizedPage(locale, collectionPath('dealer'), {
    fields: DEALER_FIELDS,
    filters: {
      latitude: { $between: [box.south, box.north] },
      longitude: { $between: [box.west, box.east] },
    },
    sort: 'id:asc',
    pagination: { page: Math.max(1, Math.floor(page)), pageSize: DEALER_PAGE_SIZE },
  });
  return normalizePage(body, toDealer);
}

/** One page of a district's published dealers (`karnal`), or of every dealer of a kind in a state. */
export async function getDealersIn(
  locale: Locale,
  where: { district: string } | { state: string; kind?: Dealer['kind'] },
  page = 1,
): Promise<Paged<Dealer>> {
  const filters =
    'district' in where
      ? { district: { $eq: where.district } }
      : { state: { $eq: where.state }, ...(where.kind ? { kind: { $eq: where.kind } } : {}) };
  const body = await getLocalizedPage(locale, collectionPath('dealer'), {
    fields: DEALER_FIELDS,
    filters,
    sort: 'name:asc',
    pagination: { page: Math.max(1, Math.floor(page)), pageSize: DEALER_PAGE_SIZE },
  });
  return normalizePage(body, toDealer);
}

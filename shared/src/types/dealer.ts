/**
 * Dealers (issue 52): who sells the group's products, and the group's own places, as the CMS
 * keeps them (cms/src/api/dealer) and the Where to buy pages show them.
 */
import type { Section } from './content';
import type { Locale } from '../i18n/locales';

/** A dealer, a distributor, an outlet, or one of the group's own plants, hatcheries and offices. */
export const DEALER_KINDS = ['dealer', 'distributor', 'outlet', 'facility'] as const;
export type DealerKind = (typeof DEALER_KINDS)[number];

/** The states the group sells in (their keys, as the CMS and the addresses write them). */
export const DEALER_STATES = [
  'punjab',
  'haryana',
  'himachal-pradesh',
  'rajasthan',
  'uttar-pradesh',
] as const;
export type DealerState = (typeof DEALER_STATES)[number];

export const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/**
 * When a place is open, per day of the week: each day's spans as `["09:00", "13:30"]` in India's
 * time; a day not named (or with no span) is closed. A span may not cross midnight.
 */
export type OpeningHours = Partial<Record<Weekday, ReadonlyArray<readonly [string, string]>>>;

export interface Dealer {
  id: number;
  documentId: string;
  kind: DealerKind;
  name: string;
  address: string;
  town: string;
  /** Its district's key (`karnal`), as the places' data writes it. */
  district: string;
  state: DealerState;
  pinCode: string;
  latitude: number;
  longitude: number;
  /** `+91` and ten digits. */
  phone: string;
  /** `+91` and ten digits, or '' when it takes no WhatsApp messages. */
  whatsapp: string;
  divisions: Section[];
  /** Slugs of the products it sells, when the Sales team listed them (else every product of its divisions). */
  products: string[];
  hours: OpeningHours;
  /** The language its texts came in, when not the page's (an English entry on a Hindi page). */
  lang?: Locale;
}

/** The box of latitudes and longitudes a search reads dealers in. */
export interface GeoBox {
  south: number;
  north: number;
  west: number;
  east: number;
}

import type { DealerState, Locale } from '@navdhara/shared';
import districtsData from '../places/districts.json';
import { distanceKm, type Point } from './geo';
import { foldPlaceName } from './text';

/** A district of the places' data (src/places/README.md): its key, state, names and centre. */
export interface District {
  key: string;
  state: DealerState;
  en: string;
  hi: string;
  pa: string;
  lat: number;
  lng: number;
  aliases?: string[];
}

export type Names = Readonly<Record<Locale, string>>;

export const DISTRICTS = districtsData.districts as readonly District[];
export const STATES = districtsData.states as Readonly<Record<DealerState, Names>>;
export const STATE_KEYS = Object.keys(STATES) as DealerState[];

const BY_KEY = new Map(DISTRICTS.map((district) => [district.key, district]));

export function districtByKey(key: string): District | undefined {
  return BY_KEY.get(key);
}

export function districtsOf(state: DealerState): District[] {
  return DISTRICTS.filter((district) => district.state === state).sort((a, b) =>
    a.en.localeCompare(b.en),
  );
}

/** The districts nearest a point, nearest first. */
export function nearestDistricts(point: Point, count = 1): District[] {
  return [...DISTRICTS].sort((a, b) => distanceKm(point, a) - distanceKm(point, b)).slice(0, count);
}

/** PIN codes and towns (src/places/places.json): loaded when a typed place must be looked up. */
export interface PlacesData {
  pins: Record<string, readonly number[]>;
  towns: ReadonlyArray<readonly [string, string, number]>;
}

/** What a visitor typed, found: where to search from, and what to call it. */
export interface FoundPlace {
  kind: 'pin' | 'town' | 'district';
  /** The PIN code, the town's name (English) or the district's key. */
  value: string;
  district: District;
  point: Point;
}

/** A place not found, and the district nearest to it when that can be told (a PIN code's area). */
export interface UnknownPlace {
  kind: 'unknown';
  pin: boolean;
  nearest?: District;
}

/** The longest place name a visitor may type (longer is refused, never searched). */
export const MAX_PLACE_LENGTH = 80;
const PIN = /^[1-9]\d{5}$/;

/** The folded names of each district (three scripts and older names). */
const DISTRICT_NAMES = DISTRICTS.map((district) => ({
  district,
  names: [district.en, district.hi, district.pa, district.key, ...(district.aliases ?? [])].map(
    foldPlaceName,
  ),
}));

/**
 * The place a visitor typed: a PIN code, a district (in English, Hindi or Punjabi, or an older
 * name), or a town (a post office's name in English); the first part before a comma if the whole
 * is not one. Bounded: at most MAX_PLACE_LENGTH characters are read, and the lists are walked
 * once.
 */
export function findPlace(typed: string, data: PlacesData): FoundPlace | UnknownPlace {
  const text = typed.slice(0, MAX_PLACE_LENGTH).trim();
  const digits = text.replace(/[\s-]/g, '');
  if (/^\d+$/.test(digits)) return findPin(digits, data);
  const whole = foldPlaceName(text);
  const first = foldPlaceName(text.split(/[,،]/)[0] ?? '');
  for (const query of whole === first ? [whole] : [whole, first]) {
    if (query.length < 2) continue;
    const found = findName(query, data);
    if (found) return found;
  }
  return { kind: 'unknown', pin: false };
}

function findPin(pin: string, data: PlacesData): FoundPlace | UnknownPlace {
  if (!PIN.test(pin)) return { kind: 'unknown', pin: true };
  const known = data.pins[pin];
  const district = known ? DISTRICTS[known[0] ?? -1] : undefined;
  if (known && district) {
    const [, lat, lng] = known;
    return {
      kind: 'pin',
      value: pin,
      district,
      point: lat !== undefined && lng !== undefined ? { lat, lng } : district,
    };
  }
  // Not in the directory: the district of the nearest PIN code of the same sorting area (its
  // first three digits), if there is one.
  const area = pin.slice(0, 3);
  let nearest: { gap: number; index: number } | null = null;
  for (const [other, [index]] of Object.entries(data.pins)) {
    if (!other.startsWith(area) || index === undefined) continue;
    const gap = Math.abs(Number(other) - Number(pin));
    if (!nearest || gap < nearest.gap) nearest = { gap, index };
  }
  const near = nearest ? DISTRICTS[nearest.index] : undefined;
  return { kind: 'unknown', pin: true, ...(near ? { nearest: near } : {}) };
}

function findName(query: string, data: PlacesData): FoundPlace | null {
  const district = DISTRICT_NAMES.find(({ names }) => names.includes(query))?.district;
  if (district) return { kind: 'district', value: district.key, district, point: district };
  const town = data.towns.find(([name]) => foldPlaceName(name) === query);
  if (town) return townPlace(town, data);
  if (query.length < 3) return null;
  const starts = DISTRICT_NAMES.find(({ names }) => names.some((name) => name.startsWith(query)));
  if (starts)
    return {
      kind: 'district',
      value: starts.district.key,
      district: starts.district,
      point: starts.district,
    };
  const townStarts = data.towns.find(([name]) => foldPlaceName(name).startsWith(query));
  return townStarts ? townPlace(townStarts, data) : null;
}

function townPlace([name, pin, index]: readonly [string, string, number], data: PlacesData) {
  const district = DISTRICTS[index];
  if (!district) return null;
  const [, lat, lng] = data.pins[pin] ?? [];
  return {
    kind: 'town' as const,
    value: name,
    district,
    point: lat !== undefined && lng !== undefined ? { lat, lng } : district,
  };
}

/** The places' PIN codes and towns, loaded once (their own chunk: only a search needs them). */
let placesData: Promise<PlacesData> | null = null;
export function loadPlaces(): Promise<PlacesData> {
  placesData ??= import(/* webpackChunkName: "places" */ '../places/places.json').then(
    (module: { default?: unknown }) => (module.default ?? module) as PlacesData,
  );
  placesData.catch(() => (placesData = null));
  return placesData;
}

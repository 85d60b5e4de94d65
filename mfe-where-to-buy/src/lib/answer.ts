import { getDealersWithin, getProductBySlug, type Locale, type Section } from '@navdhara/shared';
import { findPlace, loadPlaces, type PlacesData } from './places';
import { readRequest, type WhereToBuyRequest } from './request';
import { dealersNear, type Filter, type Found, type NearAnswer } from './search';
import type { Point } from './geo';

/** What the page shows for its query: the place found (or not) and the dealers nearest it. */
export interface SearchAnswer {
  /** When the answer was made (ISO): "open now" is told for this moment, on the server and after. */
  at: string;
  request: WhereToBuyRequest;
  /** The product's name in the page's language, when the visitor came from its page. */
  productName: string | null;
  outcome: 'none' | 'refused' | 'found' | 'unknown';
  /** What was found: a PIN code, a town or a district, and its district's key. */
  place?: { kind: 'pin' | 'town' | 'district'; value: string; district: string };
  /** Unknown: whether it was a PIN code, and the district nearest to it when that can be told. */
  unknownPin?: boolean;
  nearest?: string;
  dealers: Found[];
  facilities: Found[];
  withinKm: number;
}

const NOTHING = { dealers: [] as Found[], facilities: [] as Found[], withinKm: 0 };

/** The product's name, if the division has a published product of that slug; else none (no error). */
async function productName(
  locale: Locale,
  division: Section | null,
  slug: string | null,
): Promise<string | null> {
  if (!division || !slug) return null;
  try {
    return (await getProductBySlug(locale, division, slug))?.name ?? null;
  } catch {
    return null;
  }
}

/**
 * The answer to the page's query (`?place=...&division=...&product=...`): bounded whatever is
 * typed (readRequest caps it, findPlace reads at most 80 characters, dealersNear at most nine
 * pages), in the page's language (`locale`). `near` stands in for the CMS in tests.
 */
export async function answerFor(
  locale: Locale,
  search: string | undefined,
  now: Date = new Date(),
  deps: {
    places?: () => Promise<PlacesData>;
    near?: (from: Point, filter: Filter) => Promise<NearAnswer>;
  } = {},
): Promise<SearchAnswer> {
  const request = readRequest(search);
  const base = { at: now.toISOString(), request, productName: null, ...NOTHING };
  if (request.refused) return { ...base, outcome: 'refused' };
  const named = productName(locale, request.division, request.product);
  if (!request.place) return { ...base, productName: await named, outcome: 'none' };
  const places = await (deps.places ?? loadPlaces)();
  const near =
    deps.near ??
    ((from, filter) =>
      dealersNear(from, filter, (box, page) => getDealersWithin(locale, box, page)));
  const filter = { division: request.division, product: request.product };
  const found = findPlace(request.place, places);
  let answer: NearAnswer = NOTHING;
  if (found.kind === 'unknown') {
    if (found.nearest) answer = await near(found.nearest, filter);
    return {
      ...base,
      ...answer,
      productName: await named,
      outcome: 'unknown',
      unknownPin: found.pin,
      ...(found.nearest ? { nearest: found.nearest.key } : {}),
    };
  }
  answer = await near(found.point, filter);
  return {
    ...base,
    ...answer,
    productName: await named,
    outcome: 'found',
    place: { kind: found.kind, value: found.value, district: found.district.key },
  };
}

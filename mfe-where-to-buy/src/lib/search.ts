import { type Dealer, type GeoBox, type Paged, type Section } from '@navdhara/shared';
import { boxAround, distanceKm, type Point } from './geo';

/** The most dealers a search shows. */
export const RESULT_LIMIT = 10;
/** The rings a search widens through until it has RESULT_LIMIT dealers (km). */
export const RINGS_KM = [30, 80, 200] as const;
/** The most pages (of 100) read per ring: a search costs at most 3 x 3 requests, whatever is typed. */
export const MAX_PAGES = 3;

export interface Filter {
  division: Section | null;
  product: string | null;
}

/** A dealer and how far it is from the place searched, rounded to a tenth of a kilometre. */
export interface Found {
  dealer: Dealer;
  km: number;
}

/** Whether a dealer sells what the visitor came for: the division, and the product if it lists its products. */
export function sells(dealer: Dealer, { division, product }: Filter): boolean {
  if (division && !dealer.divisions.includes(division)) return false;
  if (product && dealer.products.length > 0 && !dealer.products.includes(product)) return false;
  return true;
}

/** Dealers (not the group's own places) that sell what was asked, nearest first, at most `limit`. */
export function rankDealers(
  dealers: readonly Dealer[],
  from: Point,
  filter: Filter,
  limit = RESULT_LIMIT,
  withinKm = Infinity,
): Found[] {
  return dealers
    .filter((dealer) => dealer.kind !== 'facility' && sells(dealer, filter))
    .map((dealer) => ({
      dealer,
      km: Math.round(distanceKm(from, { lat: dealer.latitude, lng: dealer.longitude }) * 10) / 10,
    }))
    .filter(({ km }) => km <= withinKm)
    .sort((a, b) => a.km - b.km || a.dealer.name.localeCompare(b.dealer.name))
    .slice(0, limit);
}

export interface NearAnswer {
  dealers: Found[];
  facilities: Found[];
  /** The ring the dealers were found within (km). */
  withinKm: number;
}

/** One page of the dealers inside a box, in the page's language (getDealersWithin). */
export type FetchPage = (box: GeoBox, page: number) => Promise<Paged<Dealer>>;

/**
 * The nearest dealers that sell what was asked, from the CMS: the published dealers inside a box
 * around the point, widened ring by ring (RINGS_KM) until RESULT_LIMIT are found; and the group's
 * own places within the same ring. Bounded: at most MAX_PAGES pages a ring.
 */
export async function dealersNear(
  from: Point,
  filter: Filter,
  fetchPage: FetchPage,
): Promise<NearAnswer> {
  let answer: NearAnswer = { dealers: [], facilities: [], withinKm: RINGS_KM[0] };
  for (const ring of RINGS_KM) {
    const read: Dealer[] = [];
    const box = boxAround(from, ring);
    for (let page = 1; page <= MAX_PAGES; page += 1) {
      const { items, pageCount } = await fetchPage(box, page);
      read.push(...items);
      if (page >= pageCount) break;
    }
    answer = {
      dealers: rankDealers(read, from, filter, RESULT_LIMIT, ring),
      facilities: read
        .filter((dealer) => dealer.kind === 'facility')
        .map((dealer) => ({
          dealer,
          km:
            Math.round(distanceKm(from, { lat: dealer.latitude, lng: dealer.longitude }) * 10) / 10,
        }))
        .filter(({ km }) => km <= ring)
        .sort((a, b) => a.km - b.km)
        .slice(0, 3),
      withinKm: ring,
    };
    if (answer.dealers.length >= RESULT_LIMIT) break;
  }
  return answer;
}

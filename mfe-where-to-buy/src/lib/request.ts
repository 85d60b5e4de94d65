import { SECTIONS, type Section } from '@navdhara/shared';
import { MAX_PLACE_LENGTH } from './places';

/** What the address's query asks (`?place=141001&division=feeds&product=layer-mash`), checked. */
export interface WhereToBuyRequest {
  /** The PIN code, town or district typed ('' for none). */
  place: string;
  division: Section | null;
  /** A product's slug, when the visitor came from a product's page. */
  product: string | null;
  /** True when the query could not be taken as it is (too long, malformed): the page answers 400. */
  refused: boolean;
}

const SLUG = /^(?=.{1,80}$)[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** A query longer than this is refused whole, before it is read. */
export const MAX_QUERY_CHARS = 600;

/** Reads the page's query: the place (`place`, or `pin`), the division and the product. */
export function readRequest(search: string | undefined): WhereToBuyRequest {
  const none: WhereToBuyRequest = { place: '', division: null, product: null, refused: false };
  if (!search) return none;
  if (search.length > MAX_QUERY_CHARS) return { ...none, refused: true };
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(search);
  } catch {
    return { ...none, refused: true };
  }
  const place = (params.get('place') ?? params.get('pin') ?? '').trim();
  const division = params.get('division') ?? '';
  const product = params.get('product') ?? '';
  const refused =
    place.length > MAX_PLACE_LENGTH ||
    (division !== '' && !(SECTIONS as readonly string[]).includes(division)) ||
    (product !== '' && !SLUG.test(product));
  return {
    place: refused ? '' : place,
    division: !refused && division ? (division as Section) : null,
    product: !refused && product ? product : null,
    refused,
  };
}

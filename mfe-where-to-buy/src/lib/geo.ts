import type { GeoBox } from '@navdhara/shared';

/** A point on the map (WGS 84 degrees). */
export interface Point {
  lat: number;
  lng: number;
}

const EARTH_KM = 6371.0088;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** The great-circle distance between two points, in kilometres (haversine). */
export function distanceKm(a: Point, b: Point): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The box of latitudes and longitudes holding every point within `km` of `centre`. */
export function boxAround(centre: Point, km: number): GeoBox {
  const dLat = km / 111.32;
  const dLng = km / (111.32 * Math.max(0.01, Math.cos(rad(centre.lat))));
  const fixed = (n: number) => Math.round(n * 1e4) / 1e4;
  return {
    south: fixed(centre.lat - dLat),
    north: fixed(centre.lat + dLat),
    west: fixed(centre.lng - dLng),
    east: fixed(centre.lng + dLng),
  };
}

/** Whether a point is one the site could serve: in or around the five states. */
export function inServedArea({ lat, lng }: Point): boolean {
  return lat >= 22 && lat <= 34.5 && lng >= 68 && lng <= 82;
}

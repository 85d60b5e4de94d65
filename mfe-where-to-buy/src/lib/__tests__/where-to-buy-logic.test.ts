/**
 * @jest-environment node
 */
import type { Dealer, GeoBox, Paged } from '@navdhara/shared';
import placesJson from '../../places/places.json';
import { boxAround, distanceKm } from '../geo';
import { openState, weekRows } from '../hours';
import { DISTRICTS, districtByKey, findPlace, nearestDistricts, type PlacesData } from '../places';
import { readRequest } from '../request';
import { dealersNear, rankDealers, RESULT_LIMIT } from '../search';
import { foldPlaceName } from '../text';
import { directionsUrl, spokenNumber, telUrl, whatsappUrl } from '../whatsapp';

const places = placesJson as unknown as PlacesData;

const dealer = (over: Partial<Dealer>): Dealer => ({
  id: 1,
  documentId: 'd1',
  kind: 'dealer',
  name: 'Test Store',
  address: 'Shop 1, Grain Market, Karnal',
  town: 'Karnal',
  district: 'karnal',
  state: 'haryana',
  pinCode: '132001',
  latitude: 29.69,
  longitude: 76.99,
  phone: '+919000000001',
  whatsapp: '+919000000001',
  divisions: ['feeds'],
  products: [],
  hours: {},
  ...over,
});

describe('distance', () => {
  it('measures a great circle: Karnal to Ambala is about 66 km', () => {
    const km = distanceKm({ lat: 29.6857, lng: 76.9905 }, { lat: 30.3782, lng: 76.7767 });
    expect(km).toBeGreaterThan(75);
    expect(km).toBeLessThan(82);
    expect(distanceKm({ lat: 30, lng: 76 }, { lat: 30, lng: 76 })).toBe(0);
  });
  it('boxes every point within the distance', () => {
    const centre = { lat: 29.7, lng: 76.99 };
    const box = boxAround(centre, 30);
    for (const [lat, lng] of [
      [box.north, centre.lng],
      [centre.lat, box.east],
    ] as const)
      expect(distanceKm(centre, { lat, lng })).toBeCloseTo(30, 0);
  });
});

describe('places', () => {
  it('has the five states, their districts with names in three scripts, inside the states', () => {
    expect(new Set(DISTRICTS.map((d) => d.state)).size).toBe(5);
    expect(DISTRICTS.length).toBeGreaterThan(100);
    for (const d of DISTRICTS) {
      expect(d.hi).toMatch(/^[\p{Script=Devanagari} ]+$/u);
      expect(d.pa).toMatch(/^[\p{Script=Gurmukhi} ]+$/u);
      expect(d.lat).toBeGreaterThan(23);
      expect(d.lat).toBeLessThan(33.5);
    }
  });
  it('finds a PIN code, with its own point', () => {
    const found = findPlace('141001', places);
    expect(found).toMatchObject({ kind: 'pin', value: '141001', district: { key: 'ludhiana' } });
    expect(findPlace(' 132 001 ', places)).toMatchObject({ district: { key: 'karnal' } });
  });
  it('finds a district in English, Devanagari, Gurmukhi or an older name, and a town', () => {
    expect(findPlace('Karnal', places)).toMatchObject({ kind: 'district', value: 'karnal' });
    expect(findPlace('करनाल', places)).toMatchObject({ kind: 'district', value: 'karnal' });
    expect(findPlace('ਕਰਨਾਲ', places)).toMatchObject({ kind: 'district', value: 'karnal' });
    expect(findPlace('फरीदाबाद', places)).toMatchObject({ value: 'faridabad' });
    expect(findPlace('Gurgaon', places)).toMatchObject({ value: 'gurugram' });
    expect(findPlace('karnal, haryana', places)).toMatchObject({ value: 'karnal' });
    expect(findPlace('Khanna', places)).toMatchObject({
      kind: 'town',
      district: { key: 'ludhiana' },
    });
  });
  it('tells an unknown PIN code’s nearest district when its area is known, and nothing else', () => {
    const unknownPin = findPlace('141999', places);
    expect(unknownPin).toMatchObject({ kind: 'unknown', pin: true, nearest: { state: 'punjab' } });
    expect(findPlace('999999', places)).toEqual({ kind: 'unknown', pin: true });
    expect(findPlace('12', places)).toEqual({ kind: 'unknown', pin: true });
    expect(findPlace('Atlantis', places)).toEqual({ kind: 'unknown', pin: false });
  });
  it('does bounded work for any input', () => {
    const started = performance.now();
    for (let i = 0; i < 50; i += 1) findPlace(`${'क'.repeat(5000)}${i}`, places);
    expect(performance.now() - started).toBeLessThan(2000);
  });
  it('folds spellings alike', () => {
    expect(foldPlaceName('फ़रीदाबाद')).toBe(foldPlaceName('फरीदाबाद'));
    expect(foldPlaceName('ਸ਼ਿਮਲਾ')).toBe(foldPlaceName('ਸਿਮਲਾ'));
    expect(foldPlaceName('  KARNAL!! ')).toBe('karnal');
  });
  it('finds the nearest districts of a point', () => {
    expect(nearestDistricts({ lat: 29.69, lng: 76.99 })[0]?.key).toBe('karnal');
    expect(districtByKey('karnal')?.en).toBe('Karnal');
  });
});

describe('the request', () => {
  it('reads the place, division and product, and refuses what cannot be one', () => {
    expect(readRequest('?place=141001&division=feeds&product=layer-mash')).toEqual({
      place: '141001',
      division: 'feeds',
      product: 'layer-mash',
      refused: false,
    });
    expect(readRequest('?pin=132001').place).toBe('132001');
    expect(readRequest('?division=gold').refused).toBe(true);
    expect(readRequest(`?place=${'a'.repeat(81)}`).refused).toBe(true);
    expect(readRequest(`?x=${'a'.repeat(700)}`).refused).toBe(true);
    expect(readRequest(undefined)).toMatchObject({ place: '', refused: false });
  });
});

describe('opening hours', () => {
  const hours = {
    mon: [
      ['09:00', '13:00'],
      ['14:00', '19:00'],
    ],
    sat: [['09:00', '13:00']],
  } as const;
  // 2026-11-30 is a Monday; India is UTC+05:30.
  const at = (iso: string) => new Date(iso);
  it('is open within a span, in India’s time', () => {
    expect(openState(hours, at('2026-11-30T04:00:00Z'))).toEqual({ open: true, closes: '13:00' });
  });
  it('is closed at lunch, and says when it opens again', () => {
    expect(openState(hours, at('2026-11-30T08:00:00Z'))).toEqual({
      open: false,
      opens: { day: 'mon', time: '14:00', today: true },
    });
  });
  it('after the last span, opens on the next open day', () => {
    expect(openState(hours, at('2026-11-30T14:00:00Z'))).toEqual({
      open: false,
      opens: { day: 'sat', time: '09:00', today: false },
    });
  });
  it('knows nothing without hours', () => {
    expect(openState({}, at('2026-11-30T04:00:00Z'))).toEqual({ open: null });
  });
  it('groups days with the same hours', () => {
    const week = Object.fromEntries(
      ['mon', 'tue', 'wed'].map((day) => [day, [['09:00', '19:00']] as const]),
    );
    expect(weekRows({ ...week, sun: [['10:00', '12:00']] })).toEqual([
      { from: 'mon', to: 'wed', spans: [['09:00', '19:00']] },
      { from: 'sun', to: 'sun', spans: [['10:00', '12:00']] },
    ]);
  });
});

describe('links', () => {
  it('writes a WhatsApp link with the message', () => {
    expect(whatsappUrl('+919000000001', 'नमस्ते, Layer Mash?')).toBe(
      `https://wa.me/919000000001?text=${encodeURIComponent('नमस्ते, Layer Mash?')}`,
    );
    expect(whatsappUrl('12345', 'x')).toBe('');
  });
  it('writes call and directions links', () => {
    expect(telUrl('+919000000001')).toBe('tel:+919000000001');
    expect(spokenNumber('+919000000001')).toBe('+91 90000 00001');
    expect(directionsUrl(29.7, 76.99)).toContain('to=29.70000%2C76.99000');
  });
});

describe('ranking and searching', () => {
  const near = dealer({ id: 1, latitude: 29.7, longitude: 76.99 });
  const far = dealer({ id: 2, name: 'Far', latitude: 30.37, longitude: 76.78 });
  const chicks = dealer({ id: 3, name: 'Chicks', divisions: ['hatchery'], latitude: 29.69 });
  const plant = dealer({ id: 4, name: 'Plant', kind: 'facility', latitude: 29.704 });
  const from = { lat: 29.69, lng: 76.99 };
  it('sorts by distance, filters by division and product, leaves the group’s places out', () => {
    expect(
      rankDealers([far, near, plant], from, { division: null, product: null }).map(
        (f) => f.dealer.id,
      ),
    ).toEqual([1, 2]);
    expect(
      rankDealers([far, near, chicks], from, { division: 'hatchery', product: null }).map(
        (f) => f.dealer.id,
      ),
    ).toEqual([3]);
    const listing = dealer({ id: 5, products: ['broiler-starter'] });
    expect(rankDealers([listing], from, { division: 'feeds', product: 'layer-mash' })).toEqual([]);
    expect(rankDealers([near], from, { division: 'feeds', product: 'layer-mash' })).toHaveLength(1);
  });
  it('widens its rings until it has enough, reading a bounded number of pages', async () => {
    const boxes: GeoBox[] = [];
    const all = Array.from({ length: 400 }, (_, i) =>
      dealer({
        id: i,
        name: `D${i}`,
        latitude: 29 + (i % 20) * 0.1,
        longitude: 76 + Math.floor(i / 20) * 0.1,
      }),
    );
    const fetchPage = async (box: GeoBox, page: number): Promise<Paged<Dealer>> => {
      boxes.push(box);
      const inside = all.filter(
        (d) =>
          d.latitude >= box.south &&
          d.latitude <= box.north &&
          d.longitude >= box.west &&
          d.longitude <= box.east,
      );
      return {
        items: inside.slice((page - 1) * 100, page * 100),
        page,
        pageSize: 100,
        pageCount: Math.ceil(inside.length / 100),
        total: inside.length,
      };
    };
    const answer = await dealersNear(
      { lat: 29.95, lng: 76.95 },
      { division: null, product: null },
      fetchPage,
    );
    expect(answer.dealers).toHaveLength(RESULT_LIMIT);
    expect(boxes.length).toBeLessThanOrEqual(9);
    const kms = answer.dealers.map((f) => f.km);
    expect([...kms].sort((a, b) => a - b)).toEqual(kms);
  });
});

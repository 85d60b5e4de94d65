import { mapsSearchUrl } from '@navdhara/shared';

export interface ContactLocation {
  key: 'foods' | 'hatchery' | 'proteins' | 'equipments' | 'feeds';
  label: string;
  name: string;
  address: string;
  phone: { label: string; tel: string };
  mapUrl: string;
  /** Where the embedded map centres its marker: latitude, longitude (WGS 84). */
  position: readonly [lat: number, lng: number];
}

const location = (
  key: ContactLocation['key'],
  label: string,
  name: string,
  address: string,
  n: number,
  position: readonly [number, number],
): ContactLocation => ({
  key,
  label,
  name,
  address,
  phone: { label: `+91 00000 0000${n}`, tel: `+91000000000${n}` },
  mapUrl: mapsSearchUrl(address),
  position,
});

/**
 * "Choose Location" (docs/requirements.md#contact-page): five locations, default foods. Placeholders only: the
 * addresses are invented, and each position is a point on the named road of the named town, not
 * any real site.
 */
export const contactLocations: readonly ContactLocation[] = [
  location(
    'foods',
    'Foods',
    'Navdhara Foods processing plant',
    'Plot 00, Example Food Park, Rai, Sonipat, Haryana 131029, India',
    1,
    [28.962, 77.098],
  ),
  location(
    'hatchery',
    'Hatcheries',
    'Navdhara Hatcheries',
    'Example Hatchery Complex, Naraingarh Road, Ambala, Haryana 133001, India',
    2,
    [30.372, 76.87],
  ),
  location(
    'proteins',
    'Proteins',
    'Navdhara Proteins',
    'Example Industrial Area, Maksi Road, Ujjain, Madhya Pradesh 456010, India',
    4,
    [23.186, 75.812],
  ),
  location(
    'equipments',
    'Equipments',
    'Navdhara Equipments',
    'Example Works, Jagadhri Road, Ambala, Haryana 133000, India',
    5,
    [30.36, 76.86],
  ),
  location(
    'feeds',
    'Feeds',
    'Navdhara Feeds',
    'Example Feed Plant, GT Road, Karnal, Haryana 132001, India',
    6,
    [29.704, 76.99],
  ),
];

export const contactSections = {
  form: {
    eyebrow: 'Write to us',
    title: 'Send us a message',
    intro: 'All fields are required. We reply within two working days.',
  },
  locations: {
    eyebrow: 'Our locations',
    title: 'Choose Location',
    selectLabel: 'Choose Location',
    mapLink: 'Open in maps',
    /** The embedded map's accessible name. */
    mapLabel: 'Map of {name}',
    /** The map's zoom buttons' names (Leaflet's own are English). */
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
  },
  hoursLabel: 'Support hours',
} as const;

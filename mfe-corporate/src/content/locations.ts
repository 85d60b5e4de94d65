/**
 * The group's facilities on the About page's India map, by category (its records are long: one
 * per site).
 */
/** Location category (docs/requirements.md#content-records): id, number, title, pins (position, optional count, hover text). */
export interface MapPin {
  /** State the facility is in (id in the generated map data). */
  state: string;
  /** Offset from the state's label point, in map units. */
  dx?: number;
  dy?: number;
  facility: string;
  town: string;
  stateName: string;
  pincode: string;
  /** Badge: how many facilities this pin stands for. */
  count?: number;
}

export interface LocationCategory {
  id: string;
  /** Total shown on the tile (docs/requirements.md#about-page, map tile counts). */
  number: number;
  title: string;
  pins: readonly MapPin[];
}

export const locationCategories: readonly LocationCategory[] = [
  {
    id: 'processing-unit',
    number: 1,
    title: 'Processing Unit',
    pins: [
      {
        state: 'hr',
        dx: 10,
        dy: 16,
        facility: 'Navdhara Foods processing plant',
        town: 'Rai, Sonipat',
        stateName: 'Haryana',
        pincode: '131029',
      },
    ],
  },
  {
    id: 'branch-office',
    number: 4,
    title: 'Branch Office',
    pins: [
      {
        state: 'pb',
        facility: 'Branch office',
        town: 'Ludhiana',
        stateName: 'Punjab',
        pincode: '141001',
      },
      {
        state: 'rj',
        dx: 30,
        dy: -20,
        facility: 'Branch office',
        town: 'Jaipur',
        stateName: 'Rajasthan',
        pincode: '302001',
      },
      {
        state: 'mp',
        dx: -20,
        dy: 10,
        facility: 'Branch office',
        town: 'Indore',
        stateName: 'Madhya Pradesh',
        pincode: '452001',
      },
      {
        state: 'up',
        dx: 20,
        facility: 'Branch office',
        town: 'Lucknow',
        stateName: 'Uttar Pradesh',
        pincode: '226001',
      },
    ],
  },
  {
    id: 'breeding-farm',
    number: 13,
    title: 'Breeding Farm',
    pins: [
      {
        state: 'hr',
        dx: 8,
        dy: -22,
        facility: 'Breeding farms',
        town: 'Ambala',
        stateName: 'Haryana',
        pincode: '133001',
        count: 5,
      },
      {
        state: 'hp',
        dx: -10,
        dy: -10,
        facility: 'Breeding farms',
        town: 'Nalagarh',
        stateName: 'Himachal Pradesh',
        pincode: '174101',
        count: 3,
      },
      {
        state: 'pb',
        dx: -12,
        dy: 0,
        facility: 'Breeding farms',
        town: 'Mohali',
        stateName: 'Punjab',
        pincode: '160055',
        count: 3,
      },
      {
        state: 'rj',
        dx: 20,
        dy: 10,
        facility: 'Breeding farms',
        town: 'Ajmer',
        stateName: 'Rajasthan',
        pincode: '305001',
        count: 2,
      },
    ],
  },
  {
    id: 'commercial-farm',
    number: 3,
    title: 'Commercial Farm',
    pins: [
      {
        state: 'hr',
        dx: -8,
        facility: 'Commercial broiler farm',
        town: 'Kurukshetra',
        stateName: 'Haryana',
        pincode: '136118',
      },
      {
        state: 'pb',
        dx: -10,
        dy: 6,
        facility: 'Commercial broiler farm',
        town: 'Bathinda',
        stateName: 'Punjab',
        pincode: '151001',
      },
      {
        state: 'up',
        dx: -40,
        dy: -20,
        facility: 'Commercial layer farm',
        town: 'Saharanpur',
        stateName: 'Uttar Pradesh',
        pincode: '247001',
      },
    ],
  },
  {
    id: 'gp-parent-farm',
    number: 2,
    title: 'GP/Parent Farm',
    pins: [
      {
        state: 'hr',
        dx: 2,
        dy: -8,
        facility: 'Grandparent farm',
        town: 'Naraingarh',
        stateName: 'Haryana',
        pincode: '134203',
      },
      {
        state: 'rj',
        dx: -10,
        dy: 20,
        facility: 'Parent stock farm',
        town: 'Pali',
        stateName: 'Rajasthan',
        pincode: '306401',
      },
    ],
  },
  {
    id: 'hatcheries',
    number: 9,
    title: 'Hatcheries',
    pins: [
      {
        state: 'hr',
        dx: 4,
        dy: -4,
        facility: 'Hatcheries',
        town: 'Ambala',
        stateName: 'Haryana',
        pincode: '133004',
        count: 3,
      },
      {
        state: 'pb',
        dx: 4,
        facility: 'Hatcheries',
        town: 'Ludhiana',
        stateName: 'Punjab',
        pincode: '141120',
        count: 2,
      },
      {
        state: 'up',
        dx: -10,
        dy: 10,
        facility: 'Hatchery',
        town: 'Kanpur',
        stateName: 'Uttar Pradesh',
        pincode: '208001',
      },
      {
        state: 'rj',
        dx: 10,
        facility: 'Hatchery',
        town: 'Jaipur',
        stateName: 'Rajasthan',
        pincode: '302013',
      },
      {
        state: 'mp',
        dx: 10,
        facility: 'Hatchery',
        town: 'Bhopal',
        stateName: 'Madhya Pradesh',
        pincode: '462001',
      },
      {
        state: 'mh',
        dx: -10,
        facility: 'Hatchery',
        town: 'Pune',
        stateName: 'Maharashtra',
        pincode: '411001',
      },
    ],
  },
  {
    id: 'head-office',
    number: 1,
    title: 'Head Office',
    pins: [
      {
        state: 'hr',
        dx: 8,
        dy: -12,
        facility: 'Navdhara Group head office',
        town: 'Ambala',
        stateName: 'Haryana',
        pincode: '133000',
      },
    ],
  },
  {
    id: 'production-unit',
    number: 11,
    title: 'Production Unit',
    pins: [
      {
        state: 'hr',
        dx: 0,
        dy: 4,
        facility: 'Feed plants and equipment works',
        town: 'Ambala and Karnal',
        stateName: 'Haryana',
        pincode: '132001',
        count: 4,
      },
      {
        state: 'pb',
        dx: -4,
        dy: -6,
        facility: 'Feed plants',
        town: 'Ludhiana',
        stateName: 'Punjab',
        pincode: '141003',
        count: 2,
      },
      {
        state: 'mp',
        dx: -34,
        dy: 18,
        facility: 'Soya solvent-extraction plant',
        town: 'Ujjain',
        stateName: 'Madhya Pradesh',
        pincode: '456010',
      },
      {
        state: 'rj',
        dx: 36,
        dy: -8,
        facility: 'Feed plant',
        town: 'Jaipur',
        stateName: 'Rajasthan',
        pincode: '302022',
      },
      {
        state: 'up',
        dx: 0,
        dy: -4,
        facility: 'Feed plants',
        town: 'Lucknow',
        stateName: 'Uttar Pradesh',
        pincode: '226008',
        count: 2,
      },
      {
        state: 'wb',
        dx: 0,
        dy: 20,
        facility: 'Feed plant',
        town: 'Kolkata',
        stateName: 'West Bengal',
        pincode: '700001',
      },
    ],
  },
  {
    id: 'sales-office',
    number: 2,
    title: 'Sales Office',
    pins: [
      {
        state: 'dl',
        facility: 'Sales office',
        town: 'New Delhi',
        stateName: 'Delhi',
        pincode: '110001',
      },
      {
        state: 'wb',
        dx: 4,
        dy: 26,
        facility: 'Sales office',
        town: 'Kolkata',
        stateName: 'West Bengal',
        pincode: '700016',
      },
    ],
  },
];

/**
 * Nirmal's demo catalogue: the model names Storybook's stories use, prices in whole rupees with GST
 * included (the seed stores paise), and the hubs that stock them with the pincodes they deliver to.
 */

export type PictureKind =
  'ro' | 'uv' | 'ro-uv' | 'under-sink' | 'air-tower' | 'air-compact' | 'robot' | 'handheld' | 'wet-dry';

export type Colour = 'white' | 'black' | 'copper' | 'grey' | 'blue' | 'red';

export interface SeedCategory {
  id: string;
  parentId: string | null;
  /** Unique among its siblings. */
  slug: string;
  name: string;
  description?: string;
  position: number;
  /** The drawing its products' pictures use (leaf categories only). */
  picture?: PictureKind;
}

export const seedCategories: SeedCategory[] = [
  {
    id: 'WP',
    parentId: null,
    slug: 'water-purifiers',
    name: 'Water purifiers',
    description: 'Safe drinking water from any source: RO for hard water, UV for soft, both for anything.',
    position: 1,
  },
  {
    id: 'WP-RO',
    parentId: 'WP',
    slug: 'ro',
    name: 'RO water purifiers',
    position: 1,
    picture: 'ro',
  },
  {
    id: 'WP-UV',
    parentId: 'WP',
    slug: 'uv',
    name: 'UV water purifiers',
    position: 2,
    picture: 'uv',
  },
  {
    id: 'WP-ROUV',
    parentId: 'WP',
    slug: 'ro-uv',
    name: 'RO+UV water purifiers',
    position: 3,
    picture: 'ro-uv',
  },
  {
    id: 'WP-SINK',
    parentId: 'WP',
    slug: 'under-sink',
    name: 'Under-sink water purifiers',
    position: 4,
    picture: 'under-sink',
  },
  {
    id: 'AP',
    parentId: null,
    slug: 'air-purifiers',
    name: 'Air purifiers',
    description: 'HEPA purifiers that take PM2.5, pollen and odours out of the air you breathe at home.',
    position: 2,
  },
  {
    id: 'AP-LIVING',
    parentId: 'AP',
    slug: 'living-room',
    name: 'Air purifiers for the living room',
    position: 1,
    picture: 'air-tower',
  },
  {
    id: 'AP-BED',
    parentId: 'AP',
    slug: 'bedroom',
    name: 'Air purifiers for the bedroom',
    position: 2,
    picture: 'air-compact',
  },
  {
    id: 'VC',
    parentId: null,
    slug: 'vacuum-cleaners',
    name: 'Vacuum cleaners',
    description:
      'Robots that clean while you are out, handhelds for quick jobs and drums for wet and dry mess.',
    position: 3,
  },
  {
    id: 'VC-ROBOT',
    parentId: 'VC',
    slug: 'robotic',
    name: 'Robotic vacuum cleaners',
    position: 1,
    picture: 'robot',
  },
  {
    id: 'VC-HAND',
    parentId: 'VC',
    slug: 'handheld',
    name: 'Handheld vacuum cleaners',
    position: 2,
    picture: 'handheld',
  },
  {
    id: 'VC-WETDRY',
    parentId: 'VC',
    slug: 'wet-and-dry',
    name: 'Wet and dry vacuum cleaners',
    position: 3,
    picture: 'wet-dry',
  },
];

export interface SeedFamily {
  /** Stable forever: product and material ids are made from it. */
  id: number;
  name: string;
  categoryId: string;
  technology: 'RO' | 'UV' | 'RO+UV' | 'RO+UV+UF' | 'UV+UF' | 'HEPA' | null;
  /** Whole rupees, GST included. */
  mrp: number;
  price: number;
  rating: number;
  ratingCount: number;
  launchedDaysAgo: number;
  description: string;
  specs: [label: string, value: string][];
  /** The colours it comes in, the first being the one shown first; one colour means no choice. */
  colours: [Colour, ...Colour[]];
}

/** What shoppers read on a colour, and its swatch. */
export const colours: Record<Colour, { name: string; hex: string }> = {
  white: { name: 'White', hex: '#f4f6f7' },
  black: { name: 'Midnight Black', hex: '#2b3036' },
  copper: { name: 'Copper', hex: '#c8794a' },
  grey: { name: 'Slate Grey', hex: '#8a96a3' },
  blue: { name: 'Ocean Blue', hex: '#2f6fb3' },
  red: { name: 'Chilli Red', hex: '#c8403a' },
};

export const seedFamilies: SeedFamily[] = [
  {
    id: 101,
    name: 'Nirmal Aqua RO',
    categoryId: 'WP-RO',
    technology: 'RO',
    mrp: 16999,
    price: 12999,
    rating: 4.2,
    ratingCount: 2310,
    launchedDaysAgo: 720,
    description: 'A dependable 8 L RO purifier for borewell and tanker water with high dissolved salts.',
    specs: [
      ['Storage', '8 L'],
      ['Purification', '6 stages, RO'],
      ['Input TDS', 'Up to 2000 ppm'],
      ['Flow', '15 L per hour'],
    ],
    colours: ['white'],
  },
  {
    id: 102,
    name: 'Nirmal Aqua Pro 8L',
    categoryId: 'WP-RO',
    technology: 'RO',
    mrp: 18999,
    price: 14499,
    rating: 4.3,
    ratingCount: 1875,
    launchedDaysAgo: 400,
    description:
      'RO purification with a mineral cartridge that puts calcium and magnesium back into the water.',
    specs: [
      ['Storage', '8 L'],
      ['Purification', '7 stages, RO + mineral'],
      ['Input TDS', 'Up to 2500 ppm'],
      ['Flow', '18 L per hour'],
    ],
    colours: ['white', 'black'],
  },
  {
    id: 103,
    name: 'Nirmal Aqua Mineral RO',
    categoryId: 'WP-RO',
    technology: 'RO',
    mrp: 20999,
    price: 16499,
    rating: 4.4,
    ratingCount: 642,
    launchedDaysAgo: 90,
    description: 'Adjustable mineral levels so hard water tastes sweet again, with a tank you can see into.',
    specs: [
      ['Storage', '9 L'],
      ['Purification', '8 stages, RO + adjustable minerals'],
      ['Input TDS', 'Up to 2500 ppm'],
      ['Flow', '20 L per hour'],
    ],
    colours: ['white'],
  },
  {
    id: 111,
    name: 'Nirmal Pure UV',
    categoryId: 'WP-UV',
    technology: 'UV',
    mrp: 11999,
    price: 8999,
    rating: 4.1,
    ratingCount: 3120,
    launchedDaysAgo: 900,
    description: 'UV purification for municipal water: kills germs without wasting a drop.',
    specs: [
      ['Storage', '5 L'],
      ['Purification', '4 stages, UV'],
      ['Input TDS', 'Up to 300 ppm'],
      ['Water saved', '100%'],
    ],
    colours: ['white'],
  },
  {
    id: 112,
    name: 'Nirmal Aqua UV 6 L',
    categoryId: 'WP-UV',
    technology: 'UV',
    mrp: 13999,
    price: 11499,
    rating: 4.0,
    ratingCount: 980,
    launchedDaysAgo: 300,
    description: 'A 6 L UV purifier with a stainless-steel tank for soft municipal water.',
    specs: [
      ['Storage', '6 L, stainless steel'],
      ['Purification', '5 stages, UV'],
      ['Input TDS', 'Up to 300 ppm'],
      ['Water saved', '100%'],
    ],
    colours: ['white'],
  },
  {
    id: 113,
    name: 'Nirmal Pure UV+UF Compact',
    categoryId: 'WP-UV',
    technology: 'UV+UF',
    mrp: 12499,
    price: 9499,
    rating: 3.9,
    ratingCount: 415,
    launchedDaysAgo: 150,
    description: 'UV and ultrafiltration in a wall-mounted purifier small enough for a rented kitchen.',
    specs: [
      ['Storage', '4 L'],
      ['Purification', '5 stages, UV + UF'],
      ['Input TDS', 'Up to 300 ppm'],
      ['Mounting', 'Wall or counter'],
    ],
    colours: ['white', 'blue'],
  },
  {
    id: 121,
    name: 'Nirmal Aqua RO+UV Water Purifier',
    categoryId: 'WP-ROUV',
    technology: 'RO+UV',
    mrp: 21999,
    price: 15999,
    rating: 4.5,
    ratingCount: 1284,
    launchedDaysAgo: 200,
    description: 'RO and UV together for any water source, with a TDS controller and a 7 L tank.',
    specs: [
      ['Storage', '7 L'],
      ['Purification', '8 stages, RO + UV'],
      ['Input TDS', 'Up to 2000 ppm'],
      ['Flow', '15 L per hour'],
    ],
    colours: ['white', 'black', 'copper'],
  },
  {
    id: 122,
    name: 'Nirmal Aqua RO+UV 7 L',
    categoryId: 'WP-ROUV',
    technology: 'RO+UV',
    mrp: 23999,
    price: 18999,
    rating: 4.4,
    ratingCount: 860,
    launchedDaysAgo: 240,
    description: 'RO+UV purification with a UV LED in the tank that keeps stored water germ-free.',
    specs: [
      ['Storage', '7 L'],
      ['Purification', '9 stages, RO + UV + UV LED tank'],
      ['Input TDS', 'Up to 2000 ppm'],
      ['Flow', '16 L per hour'],
    ],
    colours: ['white'],
  },
  {
    id: 123,
    name: 'Nirmal Aqua Supreme RO+UV+UF',
    categoryId: 'WP-ROUV',
    technology: 'RO+UV+UF',
    mrp: 31999,
    price: 24999,
    rating: 4.7,
    ratingCount: 512,
    launchedDaysAgo: 60,
    description: 'Our flagship: RO, UV and UF with a copper and mineral cartridge and a 10 L tank.',
    specs: [
      ['Storage', '10 L'],
      ['Purification', '10 stages, RO + UV + UF + copper'],
      ['Input TDS', 'Up to 3000 ppm'],
      ['Flow', '20 L per hour'],
    ],
    colours: ['copper', 'black'],
  },
  {
    id: 124,
    name: 'Nirmal RO+UV Purifier',
    categoryId: 'WP-ROUV',
    technology: 'RO+UV',
    mrp: 17999,
    price: 13499,
    rating: 4.0,
    ratingCount: 2045,
    launchedDaysAgo: 820,
    description: 'Everyday RO+UV protection at an easy price, with filter-change alerts.',
    specs: [
      ['Storage', '7 L'],
      ['Purification', '7 stages, RO + UV'],
      ['Input TDS', 'Up to 1500 ppm'],
      ['Flow', '12 L per hour'],
    ],
    colours: ['white'],
  },
  {
    id: 125,
    name: 'Nirmal Aqua Copper RO+UV',
    categoryId: 'WP-ROUV',
    technology: 'RO+UV',
    mrp: 25999,
    price: 19499,
    rating: 4.3,
    ratingCount: 377,
    launchedDaysAgo: 30,
    description: 'RO+UV purification that finishes the water over copper, the way it was kept at home.',
    specs: [
      ['Storage', '8 L'],
      ['Purification', '9 stages, RO + UV + copper'],
      ['Input TDS', 'Up to 2000 ppm'],
      ['Flow', '15 L per hour'],
    ],
    colours: ['copper'],
  },
  {
    id: 131,
    name: 'Nirmal UnderSink RO+UV 12 L',
    categoryId: 'WP-SINK',
    technology: 'RO+UV',
    mrp: 34999,
    price: 27999,
    rating: 4.5,
    ratingCount: 221,
    launchedDaysAgo: 110,
    description: 'Hides under the counter and pours through a slim steel faucet: RO+UV with a 12 L tank.',
    specs: [
      ['Storage', '12 L'],
      ['Purification', '8 stages, RO + UV'],
      ['Input TDS', 'Up to 2000 ppm'],
      ['Faucet', 'Stainless steel, included'],
    ],
    colours: ['white'],
  },
  {
    id: 132,
    name: 'Nirmal UnderSink Slim UV',
    categoryId: 'WP-SINK',
    technology: 'UV',
    mrp: 21999,
    price: 17999,
    rating: 4.1,
    ratingCount: 96,
    launchedDaysAgo: 180,
    description: 'A tankless UV purifier under the sink for soft water, pure on demand.',
    specs: [
      ['Storage', 'Tankless'],
      ['Purification', '4 stages, UV'],
      ['Input TDS', 'Up to 300 ppm'],
      ['Flow', '90 L per hour'],
    ],
    colours: ['white'],
  },
  {
    id: 133,
    name: 'Nirmal UnderSink Max RO+UV+UF',
    categoryId: 'WP-SINK',
    technology: 'RO+UV+UF',
    mrp: 39999,
    price: 32999,
    rating: 4.6,
    ratingCount: 64,
    launchedDaysAgo: 20,
    description: 'Our most capable under-sink purifier, for large families and hard borewell water.',
    specs: [
      ['Storage', '15 L'],
      ['Purification', '10 stages, RO + UV + UF'],
      ['Input TDS', 'Up to 3000 ppm'],
      ['Flow', '30 L per hour'],
    ],
    colours: ['black'],
  },
  {
    id: 201,
    name: 'Nirmal AirPure 300 Air Purifier',
    categoryId: 'AP-LIVING',
    technology: 'HEPA',
    mrp: 19990,
    price: 14990,
    rating: 4.4,
    ratingCount: 1530,
    launchedDaysAgo: 350,
    description: 'HEPA H13 and activated carbon clean a 400 sq ft living room in 12 minutes.',
    specs: [
      ['Room size', 'Up to 400 sq ft'],
      ['Filter', 'HEPA H13 + activated carbon'],
      ['Clean air delivery', '300 m³ per hour'],
      ['Noise', '24 dB in sleep mode'],
    ],
    colours: ['white', 'grey'],
  },
  {
    id: 202,
    name: 'Nirmal AirPure 500',
    categoryId: 'AP-LIVING',
    technology: 'HEPA',
    mrp: 27990,
    price: 21990,
    rating: 4.5,
    ratingCount: 702,
    launchedDaysAgo: 160,
    description: 'A tower purifier with a live PM2.5 reading, for open living and dining rooms.',
    specs: [
      ['Room size', 'Up to 650 sq ft'],
      ['Filter', 'HEPA H13 + activated carbon'],
      ['Clean air delivery', '500 m³ per hour'],
      ['Sensor', 'PM2.5, live display'],
    ],
    colours: ['white'],
  },
  {
    id: 203,
    name: 'Nirmal AirPure 700 Smart',
    categoryId: 'AP-LIVING',
    technology: 'HEPA',
    mrp: 36990,
    price: 29990,
    rating: 4.6,
    ratingCount: 188,
    launchedDaysAgo: 45,
    description: 'Wi-Fi control and an auto mode that follows the AQI, for large halls and offices.',
    specs: [
      ['Room size', 'Up to 900 sq ft'],
      ['Filter', 'HEPA H14 + activated carbon'],
      ['Clean air delivery', '700 m³ per hour'],
      ['Control', 'App and voice'],
    ],
    colours: ['grey'],
  },
  {
    id: 211,
    name: 'Nirmal AirPure Mini',
    categoryId: 'AP-BED',
    technology: 'HEPA',
    mrp: 9990,
    price: 7990,
    rating: 4.2,
    ratingCount: 2204,
    launchedDaysAgo: 500,
    description: 'A quiet bedside purifier with a night light, for bedrooms up to 200 sq ft.',
    specs: [
      ['Room size', 'Up to 200 sq ft'],
      ['Filter', 'HEPA H13'],
      ['Clean air delivery', '150 m³ per hour'],
      ['Noise', '20 dB in sleep mode'],
    ],
    colours: ['white', 'blue', 'grey'],
  },
  {
    id: 212,
    name: 'Nirmal AirPure 200 Night',
    categoryId: 'AP-BED',
    technology: 'HEPA',
    mrp: 13990,
    price: 10990,
    rating: 4.3,
    ratingCount: 590,
    launchedDaysAgo: 210,
    description: 'Sleep mode dims every light and whispers at 19 dB while it cleans the bedroom air.',
    specs: [
      ['Room size', 'Up to 300 sq ft'],
      ['Filter', 'HEPA H13 + activated carbon'],
      ['Clean air delivery', '200 m³ per hour'],
      ['Noise', '19 dB in sleep mode'],
    ],
    colours: ['white'],
  },
  {
    id: 213,
    name: 'Nirmal AirPure Desk',
    categoryId: 'AP-BED',
    technology: 'HEPA',
    mrp: 6990,
    price: 5490,
    rating: 3.8,
    ratingCount: 340,
    launchedDaysAgo: 260,
    description: 'A USB-powered purifier for a desk or a bedside table.',
    specs: [
      ['Room size', 'Up to 100 sq ft'],
      ['Filter', 'HEPA H12'],
      ['Clean air delivery', '60 m³ per hour'],
      ['Power', 'USB-C, 8 W'],
    ],
    colours: ['white'],
  },
  {
    id: 301,
    name: 'Nirmal RoboVac 2',
    categoryId: 'VC-ROBOT',
    technology: null,
    mrp: 32990,
    price: 24990,
    rating: 4.4,
    ratingCount: 980,
    launchedDaysAgo: 280,
    description: 'A robotic vacuum that maps your home with lidar and goes back to its dock to charge.',
    specs: [
      ['Suction', '4000 Pa'],
      ['Navigation', 'Lidar mapping'],
      ['Battery', 'Up to 150 minutes'],
      ['Dust bin', '450 ml'],
    ],
    colours: ['black', 'white', 'grey'],
  },
  {
    id: 302,
    name: 'Nirmal RoboVac 2 Pro Mop',
    categoryId: 'VC-ROBOT',
    technology: null,
    mrp: 44990,
    price: 34990,
    rating: 4.6,
    ratingCount: 312,
    launchedDaysAgo: 75,
    description: 'Vacuums and mops in one pass, then empties itself into its dock for up to 60 days.',
    specs: [
      ['Suction', '5500 Pa'],
      ['Navigation', 'Lidar mapping'],
      ['Mopping', 'Rotating pads, 300 ml tank'],
      ['Dock', 'Self-emptying'],
    ],
    colours: ['white'],
  },
  {
    id: 303,
    name: 'Nirmal RoboVac Lite',
    categoryId: 'VC-ROBOT',
    technology: null,
    mrp: 22990,
    price: 17990,
    rating: 4.0,
    ratingCount: 655,
    launchedDaysAgo: 430,
    description: 'An easy first robotic vacuum with gyroscope navigation and app scheduling.',
    specs: [
      ['Suction', '2500 Pa'],
      ['Navigation', 'Gyroscope'],
      ['Battery', 'Up to 110 minutes'],
      ['Dust bin', '600 ml'],
    ],
    colours: ['black'],
  },
  {
    id: 311,
    name: 'Nirmal HandyVac Cordless',
    categoryId: 'VC-HAND',
    technology: null,
    mrp: 11990,
    price: 8990,
    rating: 4.1,
    ratingCount: 1420,
    launchedDaysAgo: 330,
    description: 'A light cordless vacuum for sofas, shelves and the corners a broom misses.',
    specs: [
      ['Suction', '12 kPa'],
      ['Battery', 'Up to 30 minutes'],
      ['Weight', '1.2 kg'],
      ['Filter', 'Washable HEPA'],
    ],
    colours: ['grey', 'red'],
  },
  {
    id: 312,
    name: 'Nirmal HandyVac Car',
    categoryId: 'VC-HAND',
    technology: null,
    mrp: 4490,
    price: 3490,
    rating: 3.9,
    ratingCount: 870,
    launchedDaysAgo: 600,
    description: 'Plugs into the car socket and reaches under the seats with its crevice nozzle.',
    specs: [
      ['Suction', '6 kPa'],
      ['Power', '12 V car socket, 5 m cable'],
      ['Weight', '0.8 kg'],
      ['Filter', 'Washable'],
    ],
    colours: ['black'],
  },
  {
    id: 313,
    name: 'Nirmal StickVac 2-in-1',
    categoryId: 'VC-HAND',
    technology: null,
    mrp: 19990,
    price: 15990,
    rating: 4.3,
    ratingCount: 430,
    launchedDaysAgo: 140,
    description: 'A stick vacuum for the floors whose motor unit lifts off as a handheld.',
    specs: [
      ['Suction', '22 kPa'],
      ['Battery', 'Up to 45 minutes'],
      ['Weight', '2.4 kg'],
      ['Filter', 'Sealed HEPA'],
    ],
    colours: ['grey'],
  },
  {
    id: 314,
    name: 'Nirmal HandyVac Pet',
    categoryId: 'VC-HAND',
    technology: null,
    mrp: 13990,
    price: 10990,
    rating: 4.2,
    ratingCount: 205,
    launchedDaysAgo: 70,
    description: 'A motorised brush that lifts pet hair from sofas, beds and car seats.',
    specs: [
      ['Suction', '15 kPa'],
      ['Battery', 'Up to 35 minutes'],
      ['Weight', '1.4 kg'],
      ['Brush', 'Motorised, tangle-free'],
    ],
    colours: ['blue'],
  },
  {
    id: 321,
    name: 'Nirmal WetDry 20 L',
    categoryId: 'VC-WETDRY',
    technology: null,
    mrp: 10990,
    price: 8490,
    rating: 4.2,
    ratingCount: 760,
    launchedDaysAgo: 520,
    description: 'Picks up spills, dust and debris alike from its 20 L steel drum.',
    specs: [
      ['Capacity', '20 L, stainless steel'],
      ['Power', '1200 W'],
      ['Suction', '17 kPa'],
      ['Cable', '5 m'],
    ],
    colours: ['red'],
  },
  {
    id: 322,
    name: 'Nirmal WetDry 30 L Blower',
    categoryId: 'VC-WETDRY',
    technology: null,
    mrp: 14990,
    price: 11990,
    rating: 4.3,
    ratingCount: 298,
    launchedDaysAgo: 230,
    description: 'A 30 L wet and dry vacuum that also blows, for garages, balconies and workshops.',
    specs: [
      ['Capacity', '30 L, stainless steel'],
      ['Power', '1600 W'],
      ['Suction', '21 kPa'],
      ['Blower', 'Yes'],
    ],
    colours: ['grey'],
  },
  {
    id: 323,
    name: 'Nirmal WetDry Compact 12 L',
    categoryId: 'VC-WETDRY',
    technology: null,
    mrp: 7490,
    price: 5990,
    rating: 3.7,
    ratingCount: 184,
    launchedDaysAgo: 380,
    description: 'A compact wet and dry vacuum that fits in a cupboard, for flats and cars.',
    specs: [
      ['Capacity', '12 L'],
      ['Power', '1000 W'],
      ['Suction', '15 kPa'],
      ['Cable', '4 m'],
    ],
    colours: ['blue'],
  },
];

export interface SeedHub {
  code: string;
  name: string;
  city: string;
  state: string;
  pincodes: {
    pincode: string;
    area: string;
    deliveryDays: number;
    /** Whole rupees, like the installation charge. */
    deliveryCharge: number;
    installation: boolean;
    installationCharge: number;
    service: boolean;
  }[];
}

/** A pincode served from its hub; outlying ones pay for delivery and installation. */
const area = (pincode: string, name: string, deliveryDays: number, charge = 0) => ({
  pincode,
  area: name,
  deliveryDays,
  deliveryCharge: charge,
  installation: true,
  installationCharge: charge === 0 ? 0 : 199,
  service: true,
});

/** The hubs (codes as on the demo customers' devices) and the pincodes each delivers to. */
export const seedHubs: SeedHub[] = [
  {
    code: 'DEL-01',
    name: 'Okhla hub',
    city: 'Delhi',
    state: 'Delhi',
    pincodes: [
      area('110001', 'Connaught Place', 1),
      area('110017', 'Malviya Nagar', 1),
      area('110092', 'Shahdara', 2),
    ],
  },
  {
    code: 'GGN-01',
    name: 'Manesar hub',
    city: 'Gurugram',
    state: 'Haryana',
    pincodes: [area('122002', 'Gurugram', 2), area('122018', 'Sohna Road', 2, 49)],
  },
  {
    code: 'BOM-03',
    name: 'Bhiwandi hub',
    city: 'Mumbai',
    state: 'Maharashtra',
    pincodes: [
      area('400001', 'Fort', 2),
      area('400053', 'Andheri West', 1),
      { ...area('401107', 'Mira Road', 3, 99), service: false },
    ],
  },
  {
    code: 'BLR-05',
    name: 'Hoskote hub',
    city: 'Bengaluru',
    state: 'Karnataka',
    pincodes: [
      area('560001', 'MG Road', 1),
      area('560034', 'Koramangala', 1),
      { ...area('562125', 'Sarjapur', 3, 99), installation: false },
    ],
  },
  {
    code: 'MAA-02',
    name: 'Sriperumbudur hub',
    city: 'Chennai',
    state: 'Tamil Nadu',
    pincodes: [area('600001', 'George Town', 2), area('600040', 'Anna Nagar', 2)],
  },
  {
    code: 'CCU-01',
    name: 'Dankuni hub',
    city: 'Kolkata',
    state: 'West Bengal',
    pincodes: [area('700001', 'BBD Bagh', 3, 49), area('700091', 'Salt Lake', 2)],
  },
  {
    code: 'HYD-04',
    name: 'Shamshabad hub',
    city: 'Hyderabad',
    state: 'Telangana',
    pincodes: [area('500001', 'Abids', 2), area('500081', 'Madhapur', 1)],
  },
  {
    code: 'PNQ-02',
    name: 'Chakan hub',
    city: 'Pune',
    state: 'Maharashtra',
    pincodes: [area('411001', 'Camp', 1), area('411057', 'Hinjewadi', 2, 49)],
  },
];

/** Hubs that do not carry a category at all: its products cannot reach their pincodes. */
export const hubsNotCarrying: Record<string, string[]> = {
  'VC-ROBOT': ['CCU-01'],
  'VC-WETDRY': ['CCU-01', 'MAA-02'],
};

/** Stock that differs from a comfortable shelf: sold out or nearly (3 or fewer), by product slug and hub. */
export const stockExceptions: { slug: string; hubs: string[] | 'all'; quantity: number }[] = [
  { slug: 'aqua-supreme-ro-uv-uf-copper', hubs: 'all', quantity: 0 },
  { slug: 'aqua-supreme-ro-uv-uf-midnight-black', hubs: 'all', quantity: 0 },
  { slug: 'aqua-uv-6-l', hubs: ['BOM-03'], quantity: 0 },
  { slug: 'robovac-2-midnight-black', hubs: ['BLR-05'], quantity: 3 },
  { slug: 'airpure-300-air-purifier-white', hubs: ['DEL-01'], quantity: 2 },
  { slug: 'aqua-ro-uv-water-purifier-white', hubs: ['PNQ-02', 'BOM-03'], quantity: 3 },
];

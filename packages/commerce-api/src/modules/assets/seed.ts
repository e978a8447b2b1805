import type { Technology, Tier, WarrantyStatus } from '@nirmal/domain/contract';
import { secondsAfter } from '../../clock.ts';
import type { Queryable } from '../../db/database.ts';

interface SeedDevice {
  id: string;
  /** Nirmal's own model names, the ones Storybook's stories use. */
  name: string;
  technology: Technology;
  isRental: boolean;
  status: WarrantyStatus;
  /** Days from the seeding day to the plan's end; negative for a plan that has run out. */
  plan: { tier: Tier; endsInDays: number } | null;
  componentId: string;
}

interface SeedOwner {
  customerId: string;
  hubCode: string;
  devices: SeedDevice[];
}

const deviceImage = (technology: Technology) =>
  technology === 'RO' ? '/images/devices/ro-purifier.svg' : '/images/devices/uv-purifier.svg';

/**
 * The demo customers' devices. 9000000001 owns one in every warranty state (and one under each AMC
 * tier), of both technologies, rented and owned; 9000000002 owns one.
 */
const seedOwners: SeedOwner[] = [
  {
    customerId: 'CUS1000001',
    hubCode: 'PNQ-02',
    devices: [
      {
        id: 'AST-100101',
        name: 'Nirmal Aqua RO+UV',
        technology: 'RO',
        isRental: false,
        status: 'IC',
        plan: { tier: 'GOLD', endsInDays: 214 },
        componentId: 'WP-AQRU-7711',
      },
      {
        id: 'AST-100102',
        name: 'Nirmal Aqua UV 6 L',
        technology: 'UV',
        isRental: false,
        status: 'IC',
        plan: { tier: 'VALUE', endsInDays: 96 },
        componentId: 'WP-AQUV-3021',
      },
      {
        id: 'AST-100103',
        name: 'Nirmal Aqua Pro 8L',
        technology: 'RO',
        isRental: true,
        status: 'IC',
        plan: { tier: 'SILVER', endsInDays: 150 },
        componentId: 'WP-AQPR-4410',
      },
      {
        id: 'AST-100104',
        name: 'Nirmal Aqua Supreme RO+UV+UF',
        technology: 'RO',
        isRental: false,
        status: 'IC',
        plan: { tier: 'PLATINUM', endsInDays: 330 },
        componentId: 'WP-AQSP-9902',
      },
      {
        id: 'AST-100105',
        name: 'Nirmal Aqua RO+UV 7 L',
        technology: 'RO',
        isRental: true,
        status: 'IC',
        plan: { tier: 'COMP', endsInDays: 45 },
        componentId: 'WP-AQR7-5530',
      },
      {
        id: 'AST-100106',
        name: 'Nirmal Pure UV',
        technology: 'UV',
        isRental: false,
        status: 'OC',
        plan: { tier: 'SILVER', endsInDays: -40 },
        componentId: 'WP-PRUV-2207',
      },
      {
        id: 'AST-100107',
        name: 'Nirmal Aqua RO',
        technology: 'RO',
        isRental: false,
        status: 'IW',
        plan: null,
        componentId: 'WP-AQRO-6114',
      },
      {
        id: 'AST-100108',
        name: 'Nirmal RO+UV Purifier',
        technology: 'RO',
        isRental: false,
        status: 'OW',
        plan: null,
        componentId: 'WP-RUVP-1188',
      },
    ],
  },
  {
    customerId: 'CUS1000002',
    hubCode: 'BLR-05',
    devices: [
      {
        id: 'AST-200201',
        name: 'Nirmal Pure UV',
        technology: 'UV',
        isRental: false,
        status: 'IC',
        plan: { tier: 'GOLD', endsInDays: 180 },
        componentId: 'WP-PRUV-3345',
      },
    ],
  },
];

const DAY_SECONDS = 86_400;
const isoDate = (time: Date) => time.toISOString().slice(0, 10);

export async function seedAssets(db: Queryable, now: Date): Promise<void> {
  for (const { customerId, hubCode, devices } of seedOwners) {
    for (const device of devices) {
      await db.query(
        `INSERT INTO assets (id, customer_id, name, img, component_id, hub_code, segment, technology, is_rental,
                             warranty_status, plan_tier, plan_end_date)
         VALUES ($1, $2, $3, $4, $5, $6, 'WATER_PURIFIER', $7, $8, $9, $10, $11::date) ON CONFLICT DO NOTHING`,
        [
          device.id,
          customerId,
          device.name,
          deviceImage(device.technology),
          device.componentId,
          hubCode,
          device.technology,
          device.isRental,
          device.status,
          device.plan?.tier ?? null,
          device.plan ? isoDate(secondsAfter(now, device.plan.endsInDays * DAY_SECONDS)) : null,
        ],
      );
    }
  }
}

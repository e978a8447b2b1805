import { addDays, addYears, indianDay } from '@nirmal/domain/contract';
import type { Technology, Tier, WarrantyStatus } from '@nirmal/domain/contract';
import type { Queryable } from '../../db/database.ts';
import { deviceImage } from './pictures.ts';
import { installedAddressValues, type InstalledAddress } from './installed-address.ts';

interface SeedDevice {
  id: string;
  /** Nirmal's own model names, the ones Storybook's stories use. */
  name: string;
  technology: Technology;
  isRental: boolean;
  status: WarrantyStatus;
  /**
   * Days from the seeding day (India's) to the last day of its one-year plan; negative for a plan
   * that has run out.
   */
  plan: { tier: Tier; endsInDays: number } | null;
  /** Days from the seeding day to the last day of the maker's warranty; null when not known (rented). */
  warrantyEndsInDays: number | null;
  componentId: string;
}

interface SeedOwner {
  customerId: string;
  accountId: string;
  hubCode: string;
  address: InstalledAddress;
  devices: SeedDevice[];
}

/**
 * The demo customers' devices, one for every state a device page shows. 9000000001 (Pune, hub
 * PNQ-02) owns: 100101 Gold far from its end (renewal not open yet), 100102 Base ending within 30
 * days, 100103 rented (its rent includes its plan), 100104 Platinum, 100105 Comprehensive within
 * the renewal window, 100106 a Silver plan expired 40 days ago (OC), 100107 in warranty without a
 * plan (IW) and 100108 out of warranty (OW). 9000000002 (Bengaluru, hub BLR-05) owns one on Gold.
 */
const seedOwners: SeedOwner[] = [
  {
    customerId: 'CUS1000001',
    accountId: 'ACC1000001',
    hubCode: 'PNQ-02',
    address: {
      house_number: 'Flat 302, Sai Residency',
      address_name: '12 Moledina Road, Camp',
      city: 'Pune',
      state: 'Maharashtra',
      postal_code: '411001',
      latitude: 18.5167,
      longitude: 73.8793,
    },
    devices: [
      {
        id: 'AST-100101',
        name: 'Nirmal Aqua RO+UV',
        technology: 'RO',
        isRental: false,
        status: 'IC',
        plan: { tier: 'GOLD', endsInDays: 214 },
        warrantyEndsInDays: -151,
        componentId: 'WP-AQRU-7711',
      },
      {
        id: 'AST-100102',
        name: 'Nirmal Aqua UV 6 L',
        technology: 'UV',
        isRental: false,
        status: 'IC',
        plan: { tier: 'VALUE', endsInDays: 20 },
        warrantyEndsInDays: -345,
        componentId: 'WP-AQUV-3021',
      },
      {
        id: 'AST-100103',
        name: 'Nirmal Aqua Pro 8L',
        technology: 'RO',
        isRental: true,
        status: 'IC',
        plan: { tier: 'SILVER', endsInDays: 150 },
        warrantyEndsInDays: null,
        componentId: 'WP-AQPR-4410',
      },
      {
        id: 'AST-100104',
        name: 'Nirmal Aqua Supreme RO+UV+UF',
        technology: 'RO',
        isRental: false,
        status: 'IC',
        plan: { tier: 'PLATINUM', endsInDays: 330 },
        warrantyEndsInDays: -36,
        componentId: 'WP-AQSP-9902',
      },
      {
        id: 'AST-100105',
        name: 'Nirmal Aqua RO+UV 7 L',
        technology: 'RO',
        isRental: false,
        status: 'IC',
        plan: { tier: 'COMP', endsInDays: 45 },
        warrantyEndsInDays: -686,
        componentId: 'WP-AQR7-5530',
      },
      {
        id: 'AST-100106',
        name: 'Nirmal Pure UV',
        technology: 'UV',
        isRental: false,
        status: 'OC',
        plan: { tier: 'SILVER', endsInDays: -40 },
        warrantyEndsInDays: -406,
        componentId: 'WP-PRUV-2207',
      },
      {
        id: 'AST-100107',
        name: 'Nirmal Aqua RO',
        technology: 'RO',
        isRental: false,
        status: 'IW',
        plan: null,
        warrantyEndsInDays: 200,
        componentId: 'WP-AQRO-6114',
      },
      {
        id: 'AST-100108',
        name: 'Nirmal RO+UV Purifier',
        technology: 'RO',
        isRental: false,
        status: 'OW',
        plan: null,
        warrantyEndsInDays: -400,
        componentId: 'WP-RUVP-1188',
      },
    ],
  },
  {
    customerId: 'CUS1000002',
    accountId: 'ACC1000002',
    hubCode: 'BLR-05',
    address: {
      house_number: '45, 2nd Floor',
      address_name: '5th Cross, Residency Road',
      city: 'Bengaluru',
      state: 'Karnataka',
      postal_code: '560001',
      latitude: 12.9682,
      longitude: 77.6006,
    },
    devices: [
      {
        id: 'AST-200201',
        name: 'Nirmal Pure UV',
        technology: 'UV',
        isRental: false,
        status: 'IC',
        plan: { tier: 'GOLD', endsInDays: 180 },
        warrantyEndsInDays: -185,
        componentId: 'WP-PRUV-3345',
      },
    ],
  },
];

/** A device's one-year plan ending `endsInDays` after `today`: its first and last days. */
export function seededPlanTerm(today: string, endsInDays: number): { startDate: string; endDate: string } {
  const endDate = addDays(today, endsInDays);
  return { startDate: addDays(addYears(endDate, -1), 1), endDate };
}

/**
 * Adds the missing demo devices. A device present from before gets only what it lacks (its
 * account, installed address and warranty's end); nothing else of it is changed.
 */
export async function seedAssets(db: Queryable, now: Date): Promise<void> {
  const today = indianDay(now);
  for (const { customerId, accountId, hubCode, address, devices } of seedOwners) {
    for (const device of devices) {
      const term = device.plan ? seededPlanTerm(today, device.plan.endsInDays) : null;
      await db.query(
        `INSERT INTO assets (id, customer_id, name, img, component_id, hub_code, segment, technology, is_rental,
                             warranty_status, plan_tier, plan_start_date, plan_end_date, warranty_end_date,
                             account_id, agreement_id, house_number, address_name, city, state, postal_code,
                             latitude, longitude)
         VALUES ($1, $2, $3, $4, $5, $6, 'WATER_PURIFIER', $7, $8, $9, $10, $11::date, $12::date, $13::date,
                 $14, $15, $16, $17, $18, $19, $20, $21, $22)
         ON CONFLICT (id) DO UPDATE
           SET account_id = coalesce(assets.account_id, EXCLUDED.account_id),
               warranty_end_date = coalesce(assets.warranty_end_date, EXCLUDED.warranty_end_date),
               house_number = coalesce(assets.house_number, EXCLUDED.house_number),
               address_name = CASE WHEN assets.house_number IS NULL THEN EXCLUDED.address_name ELSE assets.address_name END,
               city = CASE WHEN assets.house_number IS NULL THEN EXCLUDED.city ELSE assets.city END,
               state = CASE WHEN assets.house_number IS NULL THEN EXCLUDED.state ELSE assets.state END,
               postal_code = CASE WHEN assets.house_number IS NULL THEN EXCLUDED.postal_code ELSE assets.postal_code END,
               latitude = CASE WHEN assets.house_number IS NULL THEN EXCLUDED.latitude ELSE assets.latitude END,
               longitude = CASE WHEN assets.house_number IS NULL THEN EXCLUDED.longitude ELSE assets.longitude END
         WHERE assets.house_number IS NULL OR assets.account_id IS NULL OR assets.warranty_end_date IS NULL`,
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
          term?.startDate ?? null,
          term?.endDate ?? null,
          device.warrantyEndsInDays === null ? null : addDays(today, device.warrantyEndsInDays),
          accountId,
          device.plan ? `AGR-${device.id.slice(4)}` : null,
          ...installedAddressValues(address),
        ],
      );
    }
  }
}

import { addDays, indianDay } from '@nirmal/domain/contract';
import type { ServiceRequestStatus, ServiceType, Tier } from '@nirmal/domain/contract';
import type { Queryable } from '../../db/database.ts';

interface SeedVisit {
  id: string;
  customerId: string;
  assetId: string;
  type: ServiceType;
  status: ServiceRequestStatus;
  /** Days from the seeding day (India's); negative in the past. */
  inDays: number;
  slot: string;
  technician: string | null;
  defect: string | null;
  chargePaise: number | null;
  planTier: Tier | null;
  cancelReason?: string;
  /** Days before the visit that it was booked. */
  bookedDaysBefore: number;
}

/**
 * The demo customers' visits: 9000000001's Gold device has two visits done under its plan and
 * one coming up; the Base device its installation and a paid repair; the expired Silver device a
 * visit done and a repair the customer cancelled. 9000000002's device one visit done.
 */
const seedVisits: SeedVisit[] = [
  {
    id: 'SR-24000101',
    customerId: 'CUS1000001',
    assetId: 'AST-100101',
    type: 'PERIODIC_SERVICE',
    status: 'COMPLETED',
    inDays: -120,
    slot: '10:00',
    technician: 'Ramesh Patil',
    defect: null,
    chargePaise: 0,
    planTier: 'GOLD',
    bookedDaysBefore: 4,
  },
  {
    id: 'SR-24000102',
    customerId: 'CUS1000001',
    assetId: 'AST-100101',
    type: 'REPAIR',
    status: 'COMPLETED',
    inDays: -38,
    slot: '15:00',
    technician: 'Sunil Jadhav',
    defect: 'Water flow is slow',
    chargePaise: 0,
    planTier: 'GOLD',
    bookedDaysBefore: 1,
  },
  {
    id: 'SR-24000103',
    customerId: 'CUS1000001',
    assetId: 'AST-100101',
    type: 'PERIODIC_SERVICE',
    status: 'SCHEDULED',
    inDays: 6,
    slot: '11:00',
    technician: 'Ramesh Patil',
    defect: null,
    chargePaise: null,
    planTier: 'GOLD',
    bookedDaysBefore: 9,
  },
  {
    id: 'SR-24000104',
    customerId: 'CUS1000001',
    assetId: 'AST-100102',
    type: 'INSTALLATION',
    status: 'COMPLETED',
    inDays: -710,
    slot: '12:00',
    technician: 'Amol Shinde',
    defect: null,
    chargePaise: 0,
    planTier: null,
    bookedDaysBefore: 2,
  },
  {
    id: 'SR-24000105',
    customerId: 'CUS1000001',
    assetId: 'AST-100102',
    type: 'REPAIR',
    status: 'COMPLETED',
    inDays: -90,
    slot: '17:00',
    technician: 'Sunil Jadhav',
    defect: 'UV lamp not glowing',
    chargePaise: 1_150_00,
    planTier: 'VALUE',
    bookedDaysBefore: 1,
  },
  {
    id: 'SR-24000106',
    customerId: 'CUS1000001',
    assetId: 'AST-100106',
    type: 'PERIODIC_SERVICE',
    status: 'COMPLETED',
    inDays: -200,
    slot: '09:00',
    technician: 'Amol Shinde',
    defect: null,
    chargePaise: 0,
    planTier: 'SILVER',
    bookedDaysBefore: 5,
  },
  {
    id: 'SR-24000107',
    customerId: 'CUS1000001',
    assetId: 'AST-100106',
    type: 'REPAIR',
    status: 'CANCELLED',
    inDays: -25,
    slot: '14:00',
    technician: null,
    defect: 'Leaking from the tap',
    chargePaise: null,
    planTier: null,
    cancelReason: 'Fixed it myself',
    bookedDaysBefore: 2,
  },
  {
    id: 'SR-24000201',
    customerId: 'CUS1000002',
    assetId: 'AST-200201',
    type: 'PERIODIC_SERVICE',
    status: 'COMPLETED',
    inDays: -64,
    slot: '10:00',
    technician: 'Manjunath Gowda',
    defect: null,
    chargePaise: 0,
    planTier: 'GOLD',
    bookedDaysBefore: 3,
  },
];

const DAY = 86_400_000;

/** Adds the missing demo visits (after the devices: the assets module seeds first); present ones are left alone. */
export async function seedServiceRequests(db: Queryable, now: Date): Promise<void> {
  const today = indianDay(now);
  for (const visit of seedVisits) {
    const createdAt = new Date(now.getTime() + (visit.inDays - visit.bookedDaysBefore) * DAY);
    await db.query(
      `INSERT INTO service_requests (id, customer_id, asset_id, service_type, status, service_date, service_slot,
                                     technician_name, defect_type, charge_paise, plan_tier, cancel_reason,
                                     created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6::date, $7, $8, $9, $10, $11, $12, $13, $13)
       ON CONFLICT DO NOTHING`,
      [
        visit.id,
        visit.customerId,
        visit.assetId,
        visit.type,
        visit.status,
        addDays(today, visit.inDays),
        visit.slot,
        visit.technician,
        visit.defect,
        visit.chargePaise,
        visit.planTier,
        visit.cancelReason ?? null,
        createdAt,
      ],
    );
  }
}

import { addDays } from '@nirmal/domain/contract';
import type {
  AssetLocation,
  ServiceRequestStatus,
  ServiceTimelineStep,
  ServiceType,
  Tier,
} from '@nirmal/domain/contract';
import type { Queryable } from '../../db/database.ts';
import { addressValues } from './queries.ts';
import { capacityOf, slotInstant } from './slot-calendar.ts';
import { hubHours } from './slot-places.ts';

// The demo data of service visits, relative to the seeding day: every hub's working hours and
// technicians, the price list, the demo customer's visits in every state with their timelines,
// and some slots of the Pune hub booked out by the call centre. Present rows are left alone. The
// service-visits flow seeds with these once the hubs and devices are there (catalogue, assets).

/** [id, hub, name, rating, shift start, shift end, weekly day off (0 Sunday)] */
const TECHNICIANS: [string, string, string, number, string, string, number | null][] = [
  ['TEC-PNQ-01', 'PNQ-02', 'Ramesh Patil', 4.8, '09:00', '18:00', 0],
  ['TEC-PNQ-02', 'PNQ-02', 'Sunil Jadhav', 4.6, '09:00', '18:00', 2],
  ['TEC-PNQ-03', 'PNQ-02', 'Amol Shinde', 4.7, '11:00', '18:00', 3],
  ['TEC-BLR-01', 'BLR-05', 'Manjunath Gowda', 4.9, '09:00', '18:00', 0],
  ['TEC-BLR-02', 'BLR-05', 'Prakash Reddy', 4.5, '09:00', '18:00', 1],
  ['TEC-DEL-01', 'DEL-01', 'Vikram Singh', 4.7, '09:00', '18:00', 0],
  ['TEC-DEL-02', 'DEL-01', 'Arjun Mehta', 4.4, '09:00', '18:00', 4],
  ['TEC-GGN-01', 'GGN-01', 'Rahul Yadav', 4.6, '09:00', '18:00', 0],
  ['TEC-BOM-01', 'BOM-03', 'Sachin Pawar', 4.8, '09:00', '18:00', 0],
  ['TEC-BOM-02', 'BOM-03', 'Imran Shaikh', 4.5, '09:00', '18:00', 5],
  ['TEC-MAA-01', 'MAA-02', 'Karthik Raman', 4.7, '09:00', '18:00', 0],
  ['TEC-CCU-01', 'CCU-01', 'Subhash Das', 4.5, '09:00', '18:00', 0],
  ['TEC-HYD-01', 'HYD-04', 'Srinivas Rao', 4.6, '09:00', '18:00', 0],
];

/** [kind, technology, rupees, may be paid online] */
const CHARGES: [string, string, number, boolean][] = [
  ['REPAIR', 'UV', 399, true],
  ['REPAIR', 'RO', 399, true],
  ['PERIODIC_SERVICE', 'UV', 499, true],
  ['PERIODIC_SERVICE', 'RO', 599, true],
  ['UNINSTALL', 'UV', 349, false],
  ['UNINSTALL', 'RO', 349, false],
  ['REINSTALL', 'UV', 599, true],
  ['REINSTALL', 'RO', 699, true],
];

/** [code, technology (null: any), label, part, rupees] */
const REPAIRS: [string, string | null, string, string, number][] = [
  ['SEDIMENT_FILTER', null, 'Replace the sediment filter', 'filters', 650],
  ['CARBON_FILTER', null, 'Replace the carbon filter', 'filters', 750],
  ['UV_LAMP', null, 'Replace the UV lamp', 'electrical_parts', 1150],
  ['ADAPTER', null, 'Replace the power adapter', 'electrical_parts', 890],
  ['SOLENOID_VALVE', null, 'Replace the solenoid valve', 'electrical_parts', 790],
  ['RO_MEMBRANE', 'RO', 'Replace the RO membrane', 'ro_membrane', 2499],
  ['BOOSTER_PUMP', 'RO', 'Replace the booster pump', 'electrical_parts', 2199],
  ['TAP', null, 'Replace the tap', 'spare_parts', 350],
  ['LEAK_FIX', null, 'Find and fix a leak', 'labour', 0],
];

const DEFECTS: [string, string][] = [
  ['NO_WATER', 'No water comes out'],
  ['SLOW_FLOW', 'Water flows slowly'],
  ['LEAKING', 'Water is leaking'],
  ['BAD_TASTE', 'Water tastes or smells odd'],
  ['NOISE', 'The purifier makes a noise'],
  ['NO_POWER', 'It does not switch on'],
  ['OTHER', 'Something else'],
];

export interface DemoVisit {
  id: string;
  assetId: string;
  type: ServiceType;
  status: ServiceRequestStatus;
  inDays: number;
  slot: string;
  technicianId: string | null;
  defect: string | null;
  pricePaise: number;
  coverage: 'WARRANTY' | 'PLAN' | null;
  rating?: [number, string];
  /** The steps it went through: hours from the visit's slot when they were taken, or from now for a visit to come. */
  steps: [ServiceTimelineStep, number, string?][];
}

/** 9000000001's visits in the states the request seed (service module) does not show. */
export const DEMO_VISITS: DemoVisit[] = [
  {
    id: 'SR-24000108',
    assetId: 'AST-100104',
    type: 'REPAIR',
    status: 'RESCHEDULED',
    inDays: 3,
    slot: '15:00',
    technicianId: null,
    defect: 'Water flows slowly',
    pricePaise: 0,
    coverage: 'PLAN',
    steps: [
      ['REQUEST_RECEIVED', -50],
      ['SCHEDULED', -50],
      ['RESCHEDULED', -26, 'Another time suits me better'],
    ],
  },
  {
    id: 'SR-24000109',
    assetId: 'AST-100105',
    type: 'REPAIR',
    status: 'TECHNICIAN_ASSIGNED',
    inDays: 1,
    slot: '10:00',
    technicianId: 'TEC-PNQ-01',
    defect: 'No water comes out',
    pricePaise: 0,
    coverage: 'PLAN',
    steps: [
      ['REQUEST_RECEIVED', -48],
      ['SCHEDULED', -48],
      ['TECHNICIAN_ASSIGNED', -2],
    ],
  },
  {
    id: 'SR-24000110',
    assetId: 'AST-100107',
    type: 'REPAIR',
    status: 'COMPLETED',
    inDays: -2,
    slot: '12:00',
    technicianId: 'TEC-PNQ-02',
    defect: 'Water is leaking',
    pricePaise: 0,
    coverage: 'WARRANTY',
    steps: [
      ['REQUEST_RECEIVED', -50],
      ['SCHEDULED', -50],
      ['TECHNICIAN_ASSIGNED', -24],
      ['ON_THE_WAY', -0.5],
      ['IN_PROGRESS', 0],
      ['COMPLETED', 0.75],
    ],
  },
  {
    id: 'SR-24000111',
    assetId: 'AST-100103',
    type: 'PERIODIC_SERVICE',
    status: 'COMPLETED',
    inDays: -20,
    slot: '11:00',
    technicianId: 'TEC-PNQ-03',
    defect: null,
    pricePaise: 0,
    coverage: 'PLAN',
    rating: [5, 'On time and explained everything he did.'],
    steps: [
      ['REQUEST_RECEIVED', -72],
      ['SCHEDULED', -72],
      ['TECHNICIAN_ASSIGNED', -24],
      ['ON_THE_WAY', -0.5],
      ['IN_PROGRESS', 0],
      ['COMPLETED', 0.75],
    ],
  },
];

/** Slots of the Pune hub the call centre booked out: [days ahead, slot]. */
const FULL_SLOTS: [number, string][] = [
  [2, '10:00'],
  [2, '11:00'],
  [4, '16:00'],
  [5, '12:00'],
];

/** Every hub's working hours and technicians, and the price list. */
export async function seedHubsAndPrices(db: Queryable, hubCodes: readonly string[]): Promise<void> {
  for (const hub of hubCodes) {
    await db.query(
      `INSERT INTO service_hubs (hub_code, opens_at, closes_at, min_notice_minutes)
       VALUES ($1, '09:00', '18:00', 180) ON CONFLICT DO NOTHING`,
      [hub],
    );
  }
  for (const [id, hub, name, rating, start, end, off] of TECHNICIANS) {
    await db.query(
      `INSERT INTO technicians (id, hub_code, name, photo_url, rating, shift_start, shift_end, weekly_off)
       SELECT $1, $2, $3, $4, $5, $6, $7, $8 WHERE EXISTS (SELECT 1 FROM service_hubs WHERE hub_code = $2)
       ON CONFLICT DO NOTHING`,
      [id, hub, name, `/api/service/technician-photo/${id}.svg`, rating, start, end, off],
    );
  }
  for (const [kind, technology, rupees, prepaid] of CHARGES) {
    await db.query(
      `INSERT INTO service_charges (service_type, technology, visit_paise, prepaid_allowed) VALUES ($1, $2, $3, $4)
       ON CONFLICT DO NOTHING`,
      [kind, technology, rupees * 100, prepaid],
    );
  }
  for (const [position, [code, technology, label, part, rupees]] of REPAIRS.entries()) {
    await db.query(
      `INSERT INTO service_repairs (code, technology, position, label, part, price_paise) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT DO NOTHING`,
      [code, technology, position + 1, label, part, rupees * 100],
    );
  }
  for (const [position, [code, label]] of DEFECTS.entries()) {
    await db.query(
      'INSERT INTO service_defects (code, position, label) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
      [code, position + 1, label],
    );
  }
}

const HOUR = 3_600_000;

/** One of 9000000001's demo visits, on their device as the assets module has it. */
export async function seedDemoVisit(
  db: Queryable,
  visit: DemoVisit,
  device: { customerId: string; planTier: Tier | null },
  today: string,
  now: Date,
): Promise<void> {
  const day = addDays(today, visit.inDays);
  const from = visit.inDays > 0 ? now.getTime() : slotInstant(day, visit.slot).getTime();
  const at = (hours: number) => new Date(from + hours * HOUR);
  const [first] = visit.steps;
  const created = at(first?.[1] ?? -24);
  const inserted = await db.query(
    `INSERT INTO service_requests (id, customer_id, asset_id, service_type, status, service_date, service_slot, hub_code,
                                   technician_id, technician_name, defect_type, coverage, service_price_paise,
                                   charge_paise, plan_tier, rating, rating_remarks, rated_at, created_at, updated_at)
     VALUES ($1, $15, $2, $3, $4::text, $5::date, $6, 'PNQ-02', $7::text,
             (SELECT name FROM technicians WHERE id = $7::text), $8, $9::text, $10::int,
             CASE WHEN $4::text = 'COMPLETED' THEN $10::int END,
             CASE WHEN $9::text = 'PLAN' THEN $16::text END, $11::smallint, $12,
             CASE WHEN $11::smallint IS NULL THEN NULL ELSE $14::timestamptz END, $13, $13)
     ON CONFLICT DO NOTHING RETURNING id`,
    [
      visit.id,
      visit.assetId,
      visit.type,
      visit.status,
      day,
      visit.slot,
      visit.technicianId,
      visit.defect,
      visit.coverage,
      visit.pricePaise,
      visit.rating?.[0] ?? null,
      visit.rating?.[1] ?? null,
      created,
      at(visit.inDays > 0 ? -1 : 6),
      device.customerId,
      device.planTier,
    ],
  );
  if (inserted.length === 0) return;
  for (const [step, hours, note] of visit.steps) {
    await db.query(
      'INSERT INTO service_request_events (request_id, step, at, note) VALUES ($1, $2, $3, $4)',
      [visit.id, step, at(hours), note ?? null],
    );
  }
}

/** A seeded visit that booking's records lack (hub, address, timeline): the request seed's. */
export interface IncompleteVisit {
  id: string;
  customerId: string;
  assetId: string;
  status: ServiceRequestStatus;
  day: string;
  slot: string;
  createdAt: Date;
  cancelReason: string | null;
}

export function incompleteVisits(db: Queryable): Promise<IncompleteVisit[]> {
  return db.query<IncompleteVisit>(
    `SELECT id, customer_id AS "customerId", asset_id AS "assetId", status, to_char(service_date, 'YYYY-MM-DD') AS day,
            service_slot AS slot, created_at AS "createdAt", cancel_reason AS "cancelReason"
       FROM service_requests WHERE postal_code IS NULL`,
  );
}

/** Gives a seeded visit what booking now records: the device's hub and address, and its timeline. */
export async function completeSeededVisit(
  db: Queryable,
  visit: IncompleteVisit,
  installed: Pick<AssetLocation, 'hubCode' | 'address'>,
): Promise<void> {
  await db.query(
    `UPDATE service_requests
        SET hub_code = (SELECT hub_code FROM service_hubs WHERE hub_code = $2), house_number = $3, address_name = $4,
            city = $5, state = $6, postal_code = $7, latitude = $8, longitude = $9,
            technician_id = (SELECT id FROM technicians WHERE name = technician_name AND hub_code = $2 LIMIT 1)
      WHERE id = $1`,
    [visit.id, installed.hubCode, ...addressValues(installed.address)],
  );
  const slotAt = slotInstant(visit.day, visit.slot).getTime();
  const steps: [ServiceTimelineStep, Date, string | null][] = [
    ['REQUEST_RECEIVED', new Date(visit.createdAt), null],
    ['SCHEDULED', new Date(visit.createdAt), null],
  ];
  if (visit.status === 'COMPLETED') {
    steps.push(
      ['TECHNICIAN_ASSIGNED', new Date(slotAt - 24 * HOUR), null],
      ['ON_THE_WAY', new Date(slotAt - HOUR / 2), null],
      ['IN_PROGRESS', new Date(slotAt), null],
      ['COMPLETED', new Date(slotAt + (3 * HOUR) / 4), null],
    );
  }
  if (visit.status === 'CANCELLED')
    steps.push(['CANCELLED', new Date(visit.createdAt.getTime() + HOUR), visit.cancelReason]);
  for (const [step, at, note] of steps) {
    await db.query(
      `INSERT INTO service_request_events (request_id, step, at, note)
       SELECT $1, $2, $3, $4 WHERE NOT EXISTS (SELECT 1 FROM service_request_events WHERE request_id = $1 AND step = $2)`,
      [visit.id, step, at, note],
    );
  }
}

/** Every open visit holds its place in its slot; the call centre has booked some slots out. */
export async function seedSlotPlaces(db: Queryable, today: string, now: Date): Promise<void> {
  await db.query(
    `INSERT INTO service_slot_places (hub_code, day, slot, place, kind, request_id, taken_at)
     SELECT r.hub_code, r.service_date, r.service_slot,
            (SELECT count(*) FROM service_slot_places p
              WHERE p.hub_code = r.hub_code AND p.day = r.service_date AND p.slot = r.service_slot) + 1,
            'visit', r.id, $1
       FROM service_requests r
      WHERE r.hub_code IS NOT NULL AND r.status IN ('SCHEDULED', 'RESCHEDULED', 'TECHNICIAN_ASSIGNED', 'ON_THE_WAY', 'IN_PROGRESS')
        AND NOT EXISTS (SELECT 1 FROM service_slot_places p WHERE p.request_id = r.id)
     ON CONFLICT DO NOTHING`,
    [now],
  );
  const pune = await hubHours(db, 'PNQ-02');
  for (const [inDays, slot] of FULL_SLOTS) {
    const day = addDays(today, inDays);
    await db.query(
      `INSERT INTO service_slot_places (hub_code, day, slot, place, kind, taken_at)
       SELECT 'PNQ-02', $1::date, $2, place, 'call_centre', $3 FROM generate_series(1, $4::int) AS place
       ON CONFLICT DO NOTHING`,
      [day, slot, now, pune ? capacityOf(day, slot, pune.technicians) : 0],
    );
  }
}

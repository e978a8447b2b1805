import { randomUUID } from 'node:crypto';
import { SERVICE_MESSAGES, SLOT_HOLD_MINUTES, addDays, indianDay } from '@nirmal/domain/contract';
import { expect } from 'vitest';
import { secondsAfter } from '../src/clock.ts';
import type { Database } from '../src/db/database.ts';
import { capacityOf } from '../src/modules/service/slot-calendar.ts';
import { hubHours, newHoldId, takePlace } from '../src/modules/service/slot-places.ts';
import type { SlotPlace } from '../src/modules/service/slot-places.ts';
import type { Shop } from './orders-support.ts';
import { ASHA, ROHAN } from './support.ts';

// Service visits at the level of the slot engine, for the API tests and the race on both databases.

/** A slot of the Pune hub `inDays` ahead with places, as the seed leaves it (no visit, not booked out). */
export async function punePlace(db: Database, now: Date, inDays = 3, slot = '14:00'): Promise<SlotPlace> {
  const hub = await hubHours(db, 'PNQ-02');
  const day = addDays(indianDay(now), inDays);
  const capacity = capacityOf(day, slot, hub?.technicians ?? []);
  expect(capacity).toBeGreaterThan(0);
  return { hubCode: 'PNQ-02', day, slot, capacity };
}

/** Books out every place of the slot but `left`, as the call centre would. */
export async function fillSlot(db: Database, place: SlotPlace, now: Date, left = 0): Promise<void> {
  const [{ taken } = { taken: 0 }] = await db.query<{ taken: number }>(
    'SELECT count(*)::int AS taken FROM service_slot_places WHERE hub_code = $1 AND day = $2::date AND slot = $3',
    [place.hubCode, place.day, place.slot],
  );
  for (let filled = taken; filled < place.capacity - left; filled += 1) {
    await db.transaction((tx) => takePlace(tx, place, { kind: 'call_centre' }, now));
  }
}

export async function placesTaken(db: Database, place: Omit<SlotPlace, 'capacity'>): Promise<number> {
  const [{ taken } = { taken: 0 }] = await db.query<{ taken: number }>(
    'SELECT count(*)::int AS taken FROM service_slot_places WHERE hub_code = $1 AND day = $2::date AND slot = $3',
    [place.hubCode, place.day, place.slot],
  );
  return taken;
}

/**
 * Many holders race for the last place of a slot, each in a transaction of its own (on PostgreSQL,
 * on connections of their own): exactly one gets it, and the slot ends exactly full.
 */
export async function raceForTheLastPlace(db: Database, now: Date, racers = 24): Promise<void> {
  const place = await punePlace(db, now, 6, '15:00');
  await fillSlot(db, place, now, 1);
  const expiresAt = secondsAfter(now, SLOT_HOLD_MINUTES * 60);
  const outcomes = await Promise.all(
    Array.from({ length: racers }, (_, racer) =>
      db.transaction((tx) =>
        takePlace(tx, place, { kind: 'hold', holdId: newHoldId(), holder: `racer-${racer}`, expiresAt }, now),
      ),
    ),
  );
  expect(outcomes.filter(Boolean)).toHaveLength(1);
  expect(await placesTaken(db, place)).toBe(place.capacity);
}

/** Where the racers' devices are to be re-installed: an address the Pune hub serves. */
const PUNE_ADDRESS = {
  house_number: 'Flat 7, Lotus Court',
  address_name: 'East Street, Camp',
  city: 'Pune',
  state: 'Maharashtra',
  postal_code: '411001',
};

const reinstallsBooked = async (db: Database) =>
  (
    await db.query<{ booked: number }>(
      "SELECT count(*)::int AS booked FROM service_requests WHERE service_type = 'REINSTALL'",
    )
  )[0]?.booked ?? 0;

/**
 * Two customers book the last place of a slot at once over HTTP, for five devices, each with a
 * hold that ran out (so each booking looks for a free place itself, as the database decides):
 * exactly one is booked, the others are told the slot was taken meanwhile with the nearest free
 * ones, the slot ends exactly full, and no request of theirs is written.
 */
export async function raceToBookTheLastPlace(shop: Shop, now: Date): Promise<void> {
  const place = await punePlace(shop.db, now, 6, '15:00');
  await fillSlot(shop.db, place, now, 1);
  const before = await reinstallsBooked(shop.db);
  const asha = await shop.signIn(ASHA);
  const rohan = await shop.signIn(ROHAN);
  const racers = [
    ...['AST-100102', 'AST-100106', 'AST-100107', 'AST-100108'].map((assetId) => ({
      cookies: asha,
      assetId,
    })),
    { cookies: rohan, assetId: 'AST-200201' },
  ];
  const answers = await Promise.all(
    racers.map(async ({ cookies, assetId }) => {
      const response = await shop.request('/api/service/schedule', {
        cookies,
        json: {
          assetId,
          serviceType: 'REINSTALL',
          date: place.day,
          slot: place.slot,
          holdId: newHoldId(),
          useCurrentAddress: false,
          address: PUNE_ADDRESS,
          idempotencyKey: randomUUID(),
        },
      });
      return { status: response.status, body: (await response.json()) as unknown };
    }),
  );
  expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
  for (const lost of answers.filter((answer) => answer.status !== 200)) {
    expect(lost).toMatchObject({
      status: 409,
      body: { code: 'SLOT_TAKEN', message: SERVICE_MESSAGES.slotTaken, nearestSlots: expect.any(Array) },
    });
  }
  expect(await placesTaken(shop.db, place)).toBe(place.capacity);
  expect(await reinstallsBooked(shop.db)).toBe(before + 1);
}

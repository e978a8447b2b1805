import { SLOT_HOLD_MINUTES, addDays, indianDay } from '@nirmal/domain/contract';
import { expect } from 'vitest';
import { secondsAfter } from '../src/clock.ts';
import type { Database } from '../src/db/database.ts';
import { capacityOf } from '../src/modules/service/slot-calendar.ts';
import { hubHours, newHoldId, takePlace } from '../src/modules/service/slot-places.ts';
import type { SlotPlace } from '../src/modules/service/slot-places.ts';

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

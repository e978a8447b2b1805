import { DEMO_MESSAGES } from '@nirmal/domain/contract';
import type { BookDemoRequest, DemoBooking, SlotCalendar } from '@nirmal/domain/contract';
import type { Database, Queryable } from '../../db/database.ts';
import { ApiError, notFound } from '../../http/errors.ts';
import { findDemo, findDemoByKey, insertDemo, newDemoId } from '../../modules/demos/bookings.ts';
import type { DemoRecord } from '../../modules/demos/bookings.ts';
import { slotLabel } from '../../modules/service/slot-calendar.ts';
import type { HubSchedule } from '../../modules/service/slot-calendar.ts';
import { freeSlots, holdSlot, serviceHubAt, takeSlot } from '../service-visits/calendar.ts';

// A home demo takes a technician's hour like a service visit: the same hubs, calendar and places
// (the service-visits flow's slot engine), booked for a visitor's confirmed number.

/** The slot engine's refusal of a pincode, in a demo's words. */
async function demoArea<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ApiError && error.code === 'OUTSIDE_SERVICE_AREA') {
      throw new ApiError(409, 'OUTSIDE_SERVICE_AREA', DEMO_MESSAGES.outsideServiceArea);
    }
    throw error;
  }
}

/** The free slots for a demo at a pincode; 409 OUTSIDE_SERVICE_AREA where no hub comes. */
export const demoSlots = (db: Queryable, pincode: string, now: Date): Promise<SlotCalendar> =>
  demoArea(() => freeSlots(db, pincode, now));

const answerOf = (demo: DemoRecord, hub: Pick<HubSchedule, 'hubName'>): DemoBooking => ({
  demoId: demo.demoId,
  name: demo.name,
  mobile: demo.mobile,
  pincode: demo.pincode,
  productType: demo.productType,
  date: demo.date,
  slot: demo.slot,
  slotLabel: slotLabel(demo.slot),
  hubName: hub.hubName,
});

/**
 * Books a demo for a confirmed number in one transaction: the demo written and its slot's place
 * taken together, or neither (409 SLOT_TAKEN with the nearest free slots when the slot filled).
 * The same key answers the same demo, so a double click books once.
 */
export async function bookDemo(
  db: Database,
  mobile: string,
  request: BookDemoRequest,
  now: Date,
): Promise<DemoBooking> {
  return db.transaction(async (tx) => {
    // One booking at a time per number: a retry waits for the first and then finds it.
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`demo:${mobile}`]);
    const hub = await demoArea(() => serviceHubAt(tx, request.pincode));
    const booked = await findDemoByKey(tx, mobile, request.idempotencyKey);
    if (booked) return answerOf(booked, hub);
    const holder = `lead:${mobile}`;
    const slot = { hub, day: request.date, slot: request.slot };
    // Held and claimed at once: the slot engine's one way to a place, so its refusals are a demo's too.
    const hold = await holdSlot(tx, { holder, ...slot }, now);
    const demoId = newDemoId();
    await takeSlot(tx, { holder, holdId: hold.holdId, ...slot, taker: { kind: 'demo', demoId } }, now);
    const demo: DemoRecord = {
      demoId,
      mobile,
      name: request.name,
      pincode: request.pincode,
      productType: request.productType,
      hubCode: hub.hubCode,
      date: request.date,
      slot: request.slot,
    };
    await insertDemo(tx, { demo, idempotencyKey: request.idempotencyKey, now });
    return answerOf(demo, hub);
  });
}

/** A demo the number booked, as its visitor sees it; 404 for one it did not book. */
export async function demoOf(db: Queryable, mobile: string, demoId: string): Promise<DemoBooking> {
  const demo = await findDemo(db, mobile, demoId);
  if (!demo) throw notFound(DEMO_MESSAGES.unknown);
  return answerOf(demo, await serviceHubAt(db, demo.pincode));
}

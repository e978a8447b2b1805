import {
  DEFAULT_SERVICE_DURATION,
  SERVICE_MESSAGES,
  SLOT_HOLD_MINUTES,
  indianDay,
} from '@nirmal/domain/contract';
import type { SlotCalendar, SlotHold } from '@nirmal/domain/contract';
import { secondsAfter } from '../../clock.ts';
import type { Queryable } from '../../db/database.ts';
import { ApiError } from '../../http/errors.ts';
import { findAsset, installedAddress } from '../../modules/assets/queries.ts';
import { hubName, serviceAt } from '../../modules/catalogue/pincodes.ts';
import {
  capacityOf,
  nearestFreeSlots,
  slotCalendar,
  slotClosedReason,
} from '../../modules/service/slot-calendar.ts';
import type { HubSchedule } from '../../modules/service/slot-calendar.ts';
import {
  claimHold,
  heldHub,
  hubHours,
  newHoldId,
  releaseHolds,
  takePlace,
  takenPlaces,
} from '../../modules/service/slot-places.ts';
import { deviceUnknown, lapseUnpaidVisits } from './visits.ts';

// The slot engine as the booking, rescheduling and home-demo calls use it: the hub serving a
// pincode (catalogue) with its hours and technicians (service), its two-week calendar, holds and
// places. Exported for the home demos (location area), which book a visitor by pincode.

const outsideServiceArea = () =>
  new ApiError(409, 'OUTSIDE_SERVICE_AREA', SERVICE_MESSAGES.outsideServiceArea);

/** The hub that makes visits at a pincode, with its hours and technicians; 409 when none does. */
export async function serviceHubAt(db: Queryable, pincode: string): Promise<HubSchedule> {
  const served = await serviceAt(db, pincode);
  const hours = served?.serviceAvailable ? await hubHours(db, served.hubCode) : null;
  if (!served || !hours) throw outsideServiceArea();
  return { ...hours, hubName: (await hubName(db, served.hubCode)) ?? served.hubCode };
}

/** The hub of a customer's device (its installed pincode's), or of a pincode. */
export async function serviceHubFor(
  db: Queryable,
  customerId: string,
  place: { assetId?: string; pincode?: string },
  now: Date,
): Promise<HubSchedule> {
  if (place.pincode !== undefined) return serviceHubAt(db, place.pincode);
  const asset = await findAsset(db, customerId, place.assetId ?? '', indianDay(now));
  if (!asset) throw deviceUnknown();
  const installed = await installedAddress(db, customerId, asset.id);
  if (!installed) throw new ApiError(409, 'SERVICE_NOT_ELIGIBLE', SERVICE_MESSAGES.address);
  return serviceHubAt(db, installed.address.postal_code);
}

/** The hub's next two weeks of slots, with their places left. */
export async function slotsOf(db: Queryable, hub: HubSchedule, now: Date): Promise<SlotCalendar> {
  const taken = await takenPlaces(db, hub.hubCode, indianDay(now), now);
  return {
    hubCode: hub.hubCode,
    hubName: hub.hubName,
    serviceDuration: DEFAULT_SERVICE_DURATION,
    days: slotCalendar(hub, taken, now),
  };
}

/** `/api/schedule/slotData` for a pincode (a home demo, a reinstall's new address). */
export async function freeSlots(db: Queryable, pincode: string, now: Date): Promise<SlotCalendar> {
  return slotsOf(db, await serviceHubAt(db, pincode), now);
}

const CLOSED_MESSAGES = {
  not_a_slot: SERVICE_MESSAGES.slotClosed,
  too_soon: SERVICE_MESSAGES.slotPast,
  too_far: SERVICE_MESSAGES.slotClosed,
} as const;

/** 409 SLOT_TAKEN with the nearest free slots. */
async function slotTaken(
  db: Queryable,
  hub: HubSchedule,
  day: string,
  slot: string,
  now: Date,
): Promise<ApiError> {
  const { days } = await slotsOf(db, hub, now);
  return new ApiError(409, 'SLOT_TAKEN', SERVICE_MESSAGES.slotTaken, {
    nearestSlots: nearestFreeSlots(days, day, slot),
  });
}

/** The slot's places now; refuses a slot that is not one of the hub's, too soon or too far ahead. */
export function bookableCapacity(hub: HubSchedule, day: string, slot: string, now: Date): number {
  const closed = slotClosedReason(hub, day, slot, now);
  if (closed) throw new ApiError(409, 'SLOT_NOT_BOOKABLE', CLOSED_MESSAGES[closed]);
  const capacity = capacityOf(day, slot, hub.technicians);
  if (capacity === 0) throw new ApiError(409, 'SLOT_NOT_BOOKABLE', SERVICE_MESSAGES.slotClosed);
  return capacity;
}

/**
 * Holds a place in the slot for SLOT_HOLD_MINUTES, giving back the holder's other holds (one at a
 * time); 409 SLOT_TAKEN with the nearest free slots when none is left.
 */
export async function holdSlot(
  tx: Queryable,
  request: { holder: string; hub: HubSchedule; day: string; slot: string },
  now: Date,
): Promise<SlotHold> {
  const { holder, hub, day, slot } = request;
  await lapseUnpaidVisits(tx, now);
  const capacity = bookableCapacity(hub, day, slot, now);
  await releaseHolds(tx, holder);
  const holdId = newHoldId();
  const expiresAt = secondsAfter(now, SLOT_HOLD_MINUTES * 60);
  const held = await takePlace(
    tx,
    { hubCode: hub.hubCode, day, slot, capacity },
    { kind: 'hold', holdId, holder, expiresAt },
    now,
  );
  if (!held) throw await slotTaken(tx, hub, day, slot, now);
  return { holdId, hubCode: hub.hubCode, date: day, slot, expiresAt: expiresAt.toISOString() };
}

export async function releaseHold(tx: Queryable, holder: string, holdId: string): Promise<boolean> {
  return (await releaseHolds(tx, holder, holdId)) > 0;
}

/**
 * Takes the slot's place for a visit or a demo: the holder's hold on it when still live, else any
 * free place; 409 SLOT_TAKEN with the nearest free slots when none is left.
 */
export async function takeSlot(
  tx: Queryable,
  request: {
    holder: string;
    holdId: string;
    hub: HubSchedule;
    day: string;
    slot: string;
    taker: { kind: 'visit'; requestId: string } | { kind: 'demo'; demoId: string };
  },
  now: Date,
): Promise<void> {
  const { holder, holdId, hub, day, slot, taker } = request;
  await lapseUnpaidVisits(tx, now);
  const capacity = bookableCapacity(hub, day, slot, now);
  const heldAt = await heldHub(tx, holdId, holder);
  if (heldAt !== null && heldAt !== hub.hubCode) {
    throw new ApiError(409, 'SLOT_NOT_BOOKABLE', SERVICE_MESSAGES.slotOtherHub);
  }
  const place = { hubCode: hub.hubCode, day, slot };
  if (await claimHold(tx, { holdId, holder, ...place }, taker, now)) return;
  if (await takePlace(tx, { ...place, capacity }, taker, now)) return;
  throw await slotTaken(tx, hub, day, slot, now);
}

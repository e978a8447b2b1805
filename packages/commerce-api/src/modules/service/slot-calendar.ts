import { SLOT_DAYS_AHEAD, addDays, indianDay } from '@nirmal/domain/contract';
import type { ServiceDay, SlotState } from '@nirmal/domain/contract';

// The slot calendar as plain rules: a hub's one-hour slots in its working hours, each slot's
// capacity (its technicians on duty), the notice a visit needs, and which slots are free. The
// database enforces the capacity when a place is taken (slot-places.ts); these rules say what to offer.

/** A technician's working day. */
export interface Shift {
  /** "HH:MM", India time. */
  start: string;
  end: string;
  /** Their day off each week, 0 Sunday … 6 Saturday; null when none. */
  weeklyOff: number | null;
}

export interface HubSchedule {
  hubCode: string;
  hubName: string;
  /** The first slot's start and the last slot's end, "HH:MM". */
  opensAt: string;
  closesAt: string;
  minNoticeMinutes: number;
  technicians: readonly Shift[];
}

const SLOT_MINUTES = 60;
const INDIA_OFFSET = '+05:30';

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const timeOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The starts of the one-hour slots between opening and closing. */
export function slotStarts(opensAt: string, closesAt: string): string[] {
  const starts: string[] = [];
  for (let start = minutesOf(opensAt); start + SLOT_MINUTES <= minutesOf(closesAt); start += SLOT_MINUTES) {
    starts.push(timeOf(start));
  }
  return starts;
}

/** The moment a slot begins (India has one time zone and no summer time). */
export function slotInstant(day: string, slot: string): Date {
  return new Date(`${day}T${slot}:00${INDIA_OFFSET}`);
}

const clock12 = (minutes: number) => {
  const hours = Math.floor(minutes / 60) % 24;
  const suffix = hours < 12 ? 'AM' : 'PM';
  return `${String(hours % 12 || 12).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')} ${suffix}`;
};

/** "10:00 AM – 11:00 AM". */
export function slotLabel(slot: string): string {
  const start = minutesOf(slot);
  return `${clock12(start)} – ${clock12(start + SLOT_MINUTES)}`;
}

const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

/** Places in a slot: the technicians whose shift covers the whole hour that day. */
export function capacityOf(day: string, slot: string, technicians: readonly Shift[]): number {
  const start = minutesOf(slot);
  return technicians.filter(
    (shift) =>
      shift.weeklyOff !== weekday(day) &&
      minutesOf(shift.start) <= start &&
      start + SLOT_MINUTES <= minutesOf(shift.end),
  ).length;
}

/** Why a slot cannot be booked whatever its places: it is not one of the hub's, or too soon. */
export function slotClosedReason(
  hub: Pick<HubSchedule, 'opensAt' | 'closesAt' | 'minNoticeMinutes'>,
  day: string,
  slot: string,
  now: Date,
): 'not_a_slot' | 'too_soon' | 'too_far' | null {
  if (!slotStarts(hub.opensAt, hub.closesAt).includes(slot)) return 'not_a_slot';
  if (slotInstant(day, slot).getTime() < now.getTime() + hub.minNoticeMinutes * 60_000) return 'too_soon';
  if (day > addDays(indianDay(now), SLOT_DAYS_AHEAD - 1)) return 'too_far';
  return null;
}

/** Places taken in each slot (booked visits and live holds), by `slotKey`. */
export type TakenPlaces = ReadonlyMap<string, number>;
export const slotKey = (day: string, slot: string) => `${day} ${slot}`;

/** The hub's next SLOT_DAYS_AHEAD days, today first, each with its slots and their places left. */
export function slotCalendar(hub: HubSchedule, taken: TakenPlaces, now: Date): ServiceDay[] {
  const today = indianDay(now);
  const starts = slotStarts(hub.opensAt, hub.closesAt);
  return Array.from({ length: SLOT_DAYS_AHEAD }, (_, offset) => {
    const date = addDays(today, offset);
    return {
      date,
      slots: starts.map((start) => {
        const capacity = capacityOf(date, start, hub.technicians);
        const left = Math.max(0, capacity - (taken.get(slotKey(date, start)) ?? 0));
        const state: SlotState =
          capacity === 0 || slotClosedReason(hub, date, start, now) !== null
            ? 'unavailable'
            : left === 0
              ? 'full'
              : 'available';
        return {
          id: start,
          start,
          label: slotLabel(start),
          state,
          remaining: state === 'available' ? left : 0,
        };
      }),
    };
  });
}

/** The free slots nearest in time to a taken one, listed soonest first. */
export function nearestFreeSlots(
  days: readonly ServiceDay[],
  day: string,
  slot: string,
  count = 3,
): { date: string; slot: string; label: string }[] {
  const wanted = slotInstant(day, slot).getTime();
  return days
    .flatMap((calendarDay) =>
      calendarDay.slots
        .filter((option) => option.state === 'available')
        .map((option) => ({ date: calendarDay.date, slot: option.start, label: option.label })),
    )
    .map((option) => ({
      option,
      distance: Math.abs(slotInstant(option.date, option.slot).getTime() - wanted),
    }))
    .sort((a, b) => a.distance - b.distance || a.option.date.localeCompare(b.option.date))
    .slice(0, count)
    .map(({ option }) => option)
    .sort((a, b) => slotKey(a.date, a.slot).localeCompare(slotKey(b.date, b.slot)));
}

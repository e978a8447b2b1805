import { SALE_ASSIST_CALL_DURATION, addDays, indianDay } from '@nirmal/domain/contract';
import type { ServiceDay } from '@nirmal/domain/contract';
import { formatSlotTime } from '@nirmal/format';

// When sales experts call back, as plain rules: half-hour times in their hours, on today and the
// next two days, far enough ahead for someone to pick up the booking. The database holds the places.

const OPENS_AT_MINUTES = 10 * 60;
const CLOSES_AT_MINUTES = 19 * 60;
const CALL_MINUTES = 30;
/** A call is booked at least this far ahead, so an expert sees it before it is due. */
const MIN_NOTICE_MINUTES = 30;
/** Today and the next two days. */
export const CALLING_DAYS = 3;
/** Sales experts on the phones at once: the places each time has. */
export const EXPERTS_ON_CALL = 2;

const timeOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The starts of a day's calls, "HH:MM" India time. */
export function callTimes(): string[] {
  const times: string[] = [];
  for (let start = OPENS_AT_MINUTES; start + CALL_MINUTES <= CLOSES_AT_MINUTES; start += CALL_MINUTES)
    times.push(timeOf(start));
  return times;
}

/** The moment a call begins (India has one time zone and no summer time). */
export const callInstant = (day: string, time: string) => new Date(`${day}T${time}:00+05:30`);

/** The days offered, today first, "YYYY-MM-DD" in India. */
export const callingDays = (now: Date) =>
  Array.from({ length: CALLING_DAYS }, (_, index) => addDays(indianDay(now), index));

/** Whether a call can be booked for this time now: one of the hours' times, on an offered day, with notice. */
export function isBookable(day: string, time: string, now: Date): boolean {
  if (!callingDays(now).includes(day) || !callTimes().includes(time)) return false;
  return callInstant(day, time).getTime() - now.getTime() >= MIN_NOTICE_MINUTES * 60_000;
}

/** The days offered with each time's state, from the calls already booked per start (epoch ms). */
export function callingCalendar(now: Date, bookedAt: ReadonlyMap<number, number>): ServiceDay[] {
  return callingDays(now).map((date) => ({
    date,
    slots: callTimes().map((start) => {
      const remaining = Math.max(
        0,
        EXPERTS_ON_CALL - (bookedAt.get(callInstant(date, start).getTime()) ?? 0),
      );
      const state = !isBookable(date, start, now) ? 'unavailable' : remaining === 0 ? 'full' : 'available';
      return {
        id: start,
        start,
        label: formatSlotTime(start, SALE_ASSIST_CALL_DURATION),
        state,
        remaining: state === 'available' ? remaining : 0,
      };
    }),
  }));
}

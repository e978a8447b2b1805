// Dates as customers in India read them: 31 Mar 2026. Wire dates are calendar days
// ('YYYY-MM-DD'), formatted in UTC so the day never shifts with the viewer's time zone and the
// server and the browser render the same text.
import { madeOnFirstUse } from './made-on-first-use.ts';

const indianDate = madeOnFirstUse(
  () =>
    new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }),
);

const calendarDay = /^\d{4}-\d{2}-\d{2}$/;

/** '2026-03-31' → "31 Mar 2026". Text that is not a real calendar day is returned as it is. */
export function formatDate(isoDay: string): string {
  if (!calendarDay.test(isoDay)) return isoDay;
  const date = new Date(`${isoDay}T00:00:00Z`);
  // Date rolls 2026-02-30 over to 2 Mar; a day that does not exist is not formatted.
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== isoDay) return isoDay;
  return indianDate().format(date);
}

const indianDateTime = madeOnFirstUse(
  () =>
    new Intl.DateTimeFormat('en-IN', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
      timeZone: 'Asia/Kolkata',
    }),
);

/**
 * An instant from the wire ('2026-11-27T04:45:00.000Z') in India time, the same on the server and
 * in any browser: "27 Nov 2026, 10:15 am". Text that is not an instant is returned as it is.
 */
export function formatDateTime(isoInstant: string): string {
  const date = new Date(isoInstant);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(isoInstant) || Number.isNaN(date.getTime())) return isoInstant;
  return indianDateTime().format(date);
}

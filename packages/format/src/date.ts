// Dates as customers in India read them: 31 Mar 2026. Wire dates are calendar days
// ('YYYY-MM-DD'), formatted in UTC so the day never shifts with the viewer's time zone and the
// server and the browser render the same text.
// Written out here rather than by `Intl.DateTimeFormat`: a page's first Intl formatter loads the
// locale's data, 70 to 300 ms of one task on a mid-range phone while the page hydrates, and two
// engines' locale data need not agree (the server's text must be the browser's). The words are
// en-IN's, as Intl writes them (its test holds them to it).

/** en-IN's short month names (September is "Sept"). */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];
/** India Standard Time, UTC+05:30 all year (no daylight saving). */
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60_000;

const calendarDay = /^\d{4}-\d{2}-\d{2}$/;

/** A UTC date's day, month and year: "31 Mar 2026". */
const dayMonthYear = (date: Date) =>
  `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;

/** '2026-03-31' → "31 Mar 2026". Text that is not a real calendar day is returned as it is. */
export function formatDate(isoDay: string): string {
  if (!calendarDay.test(isoDay)) return isoDay;
  const date = new Date(`${isoDay}T00:00:00Z`);
  // Date rolls 2026-02-30 over to 2 Mar; a day that does not exist is not formatted.
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== isoDay) return isoDay;
  return dayMonthYear(date);
}

/**
 * An instant from the wire ('2026-11-27T04:45:00.000Z') in India time, the same on the server and
 * in any browser: "27 Nov 2026, 10:15 am". Text that is not an instant is returned as it is.
 */
export function formatDateTime(isoInstant: string): string {
  const instant = new Date(isoInstant);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(isoInstant) || Number.isNaN(instant.getTime())) return isoInstant;
  // India's wall clock, read with the UTC getters.
  const india = new Date(instant.getTime() + INDIA_OFFSET_MS);
  const hours = india.getUTCHours();
  const minutes = String(india.getUTCMinutes()).padStart(2, '0');
  return `${dayMonthYear(india)}, ${hours % 12 || 12}:${minutes} ${hours < 12 ? 'am' : 'pm'}`;
}

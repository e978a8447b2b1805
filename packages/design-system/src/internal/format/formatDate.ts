// Dates as customers in India read them: 31 Mar 2026. Wire dates are calendar days
// ('YYYY-MM-DD'), formatted in UTC so the day never shifts with the viewer's time zone and the
// server and the browser render the same text.
const indianDate = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

export function formatDate(isoDay: string): string {
  const date = new Date(`${isoDay}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDay : indianDate.format(date);
}

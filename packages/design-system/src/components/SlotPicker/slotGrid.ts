// Pure logic of the SlotPicker: arrow-key movement over the slot grid, and the texts of days and
// durations. No DOM, so it is unit-tested in Node.

/** Keys the slot grid answers. */
export type SlotKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown' | 'Home' | 'End';

export const slotKeys: readonly string[] = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End'];

/** Keys the row of days answers: a single row, so up and down are left to the page. */
export const dayKeys: readonly string[] = ['ArrowLeft', 'ArrowRight', 'Home', 'End'];

/**
 * Where focus goes from slot `from` (grid of `enabled.length` cells, `columns` wide) on `key`.
 * Left and right step through enabled slots in reading order and wrap, as radios do; up and down
 * keep the column and skip disabled cells; Home and End go to the first and last enabled slot.
 * Returns `from` when there is nowhere to go, and -1 when no slot is enabled.
 */
export function moveSlot(enabled: readonly boolean[], from: number, key: SlotKey, columns = 1): number {
  const count = enabled.length;
  const firstEnabled = enabled.indexOf(true);
  if (firstEnabled === -1) return -1;
  const cols = Math.max(1, Math.floor(columns));
  switch (key) {
    case 'Home':
      return firstEnabled;
    case 'End':
      return enabled.lastIndexOf(true);
    case 'ArrowLeft':
    case 'ArrowRight': {
      const step = key === 'ArrowRight' ? 1 : -1;
      for (let offset = 1; offset <= count; offset += 1) {
        const index = (((from + step * offset) % count) + count) % count;
        if (enabled[index]) return index;
      }
      return from;
    }
    case 'ArrowUp':
    case 'ArrowDown': {
      const step = key === 'ArrowDown' ? cols : -cols;
      for (let index = from + step; index >= 0 && index < count; index += step) {
        if (enabled[index]) return index;
      }
      return from;
    }
  }
}

const weekday = new Intl.DateTimeFormat('en-IN', { weekday: 'short', timeZone: 'UTC' });

/** The short weekday of a `YYYY-MM-DD` calendar day (`Tue`), the same in every time zone. */
export function formatWeekday(isoDay: string): string {
  const date = new Date(`${isoDay}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? '' : weekday.format(date);
}

const parseDuration = (duration: string) => {
  const match = /^(\d{1,2}):([0-5]\d)$/.exec(duration);
  return match ? { hours: Number(match[1]), minutes: Number(match[2]) } : null;
};

/** A visit length `HH:MM` in words: `01:00` is "1 hour", `01:30` "1 hour 30 minutes". */
export function formatDuration(duration: string): string {
  const parsed = parseDuration(duration);
  if (!parsed) return duration;
  const parts = [];
  if (parsed.hours) parts.push(`${parsed.hours} ${parsed.hours === 1 ? 'hour' : 'hours'}`);
  if (parsed.minutes || !parsed.hours)
    parts.push(`${parsed.minutes} ${parsed.minutes === 1 ? 'minute' : 'minutes'}`);
  return parts.join(' ');
}

/** A visit length `HH:MM` as an ISO 8601 duration for `<time dateTime>`: `01:30` is `PT1H30M`. */
export function durationToIso(duration: string): string | undefined {
  const parsed = parseDuration(duration);
  if (!parsed) return undefined;
  return `PT${parsed.hours ? `${parsed.hours}H` : ''}${parsed.minutes || !parsed.hours ? `${parsed.minutes}M` : ''}`;
}

import type { StaffHistoryEntry } from './StaffHistory.tsx';

/** Entries in a row that say the same thing, as one: the newest, how many, and when the first was. */
export type StaffHistoryRun = {
  entry: StaffHistoryEntry;
  count: number;
  /** When the oldest of them was, an ISO instant. */
  firstAt: string;
};

const sameThing = (a: StaffHistoryEntry, b: StaffHistoryEntry) =>
  a.action === b.action &&
  a.customerName === b.customerName &&
  a.subject === b.subject &&
  a.detail === b.detail;

/**
 * Every access to a customer's data is recorded (a reload of the page looks the customer up
 * again), so the history shows entries in a row that say the same thing once, counted; entries
 * stay newest first.
 */
export function collapseRepeats(entries: ReadonlyArray<StaffHistoryEntry>): StaffHistoryRun[] {
  const runs: StaffHistoryRun[] = [];
  for (const entry of entries) {
    const last = runs.at(-1);
    if (last && sameThing(last.entry, entry)) {
      last.count += 1;
      last.firstAt = entry.at;
    } else {
      runs.push({ entry, count: 1, firstAt: entry.at });
    }
  }
  return runs;
}

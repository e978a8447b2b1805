// The dates of an AMC plan (§3 currentPlan.endDate), the same rule on both sides: commerce-api
// applies it when a plan is paid, the pages say it before the customer pays. Days are calendar
// days in India, written YYYY-MM-DD.

/** Plans run one to five years (§5's range of 1 to 5). */
export const MIN_PLAN_YEARS = 1;
export const MAX_PLAN_YEARS = 5;
export const PLAN_YEARS = [1, 2, 3, 4, 5] as const;
export type PlanYears = (typeof PLAN_YEARS)[number];

/** A plan that ends within this many days is announced as ending soon, with a Renew action. */
export const PLAN_ENDING_SOON_DAYS = 30;
/** An active plan can be renewed from this many days before it ends. */
export const RENEWAL_WINDOW_DAYS = 60;

/**
 * A paid plan can be cancelled within this many days of its payment (India days), while no service
 * visit has been made under it and no later plan was bought for the device; the device goes back
 * to the plan it had, and the whole amount is refunded.
 */
export const PLAN_CANCEL_DAYS = 15;

const DAY_MS = 86_400_000;

function toTime(day: string): number {
  return Date.parse(`${day}T00:00:00Z`);
}

function toDay(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

/** The day `days` after `day` (before it when negative). */
export function addDays(day: string, days: number): string {
  return toDay(toTime(day) + days * DAY_MS);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toTime(to) - toTime(from)) / DAY_MS);
}

/**
 * The same calendar day `years` later; 29 February becomes 1 March in a year without it, so a
 * plan never ends before the day its term says.
 */
export function addYears(day: string, years: number): string {
  const date = new Date(toTime(day));
  // Date rolls 29 February over into 1 March by itself.
  date.setUTCFullYear(date.getUTCFullYear() + years);
  return toDay(date.getTime());
}

/** The India calendar day of an instant (IST, UTC+05:30, has no daylight saving). */
export function indianDay(instant: Date): string {
  return toDay(instant.getTime() + 330 * 60_000);
}

export interface PlanTerm {
  /** The first day the plan covers. */
  startDate: string;
  /** The last day the plan covers. */
  endDate: string;
}

/**
 * The term of a plan of `years` bought on `today`: it starts the day after the current plan ends
 * while that plan is active (on or after today), and on `today` otherwise (no plan, or expired),
 * and covers `years` whole years.
 */
export function planTerm({
  currentEndDate,
  today,
  years,
}: {
  currentEndDate: string | null;
  today: string;
  years: number;
}): PlanTerm {
  const startDate = currentEndDate !== null && currentEndDate >= today ? addDays(currentEndDate, 1) : today;
  return { startDate, endDate: addDays(addYears(startDate, years), -1) };
}

/** The first day an active plan ending on `endDate` can be renewed. */
export function renewalOpensOn(endDate: string): string {
  return addDays(endDate, -RENEWAL_WINDOW_DAYS);
}

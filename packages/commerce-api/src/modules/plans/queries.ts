import { PLAN_YEARS, planTerm } from '@nirmal/domain/contract';
import type {
  Asset,
  Benefits,
  BenefitRow,
  PlanDuration,
  PlanOption,
  PlanPrice,
  Technology,
  Tier,
} from '@nirmal/domain/contract';
import type { Queryable } from '../../db/database.ts';

// What the plans cost and include. Prices are the server's alone: the price answer names them by
// a priceVersion, and buying compares it with the price worked out again, never trusting an amount.

interface TierRow {
  tier: Tier;
  pricePerYearPaise: number;
  preventiveVisits: number;
  breakdownVisits: number | null;
  filterSets: number;
  highlights: string[];
  recommended: boolean;
}

/** The tiers offered for a technology, in tier order. */
export function tiersFor(db: Queryable, technology: Technology): Promise<TierRow[]> {
  return db.query<TierRow>(
    `SELECT tier, price_per_year_paise AS "pricePerYearPaise", preventive_visits AS "preventiveVisits",
            breakdown_visits AS "breakdownVisits", filter_sets AS "filterSets", highlights, recommended
       FROM plan_tiers WHERE technology = $1 ORDER BY position`,
    [technology],
  );
}

/** The cards of the plans page: every tier offered for the technology, priced for a year. */
export async function planOptions(db: Queryable, technology: Technology): Promise<PlanOption[]> {
  return (await tiersFor(db, technology)).map(({ tier, pricePerYearPaise, highlights, recommended }) => ({
    tier,
    pricePerYearPaise,
    highlights,
    recommended,
  }));
}

/** `/api/benefits`: the comparison of the tiers of a technology, row by row. */
export async function benefitsOf(db: Queryable, technology: Technology): Promise<Benefits> {
  const tiers = (await tiersFor(db, technology)).map(({ tier }) => tier);
  const rows = await db.query<{ id: string; label: string; values: Record<string, boolean | string> }>(
    `SELECT id, label, tier_values AS values FROM plan_benefits WHERE technology = $1 ORDER BY position`,
    [technology],
  );
  return {
    technology,
    tiers,
    rows: rows.map((row): BenefitRow => ({
      id: row.id,
      label: row.label,
      values: Object.fromEntries(
        tiers.map((tier) => [tier, row.values[tier] ?? false]),
      ) as BenefitRow['values'],
    })),
  };
}

/** What a device's plan is priced from: its technology and when its current plan ends. */
export type DeviceToPrice = Pick<Asset, 'id' | 'name' | 'technology' | 'currentPlan'>;

/**
 * The priceVersion: what the customer was shown, compactly (the device, the tier, the day the plan
 * starts and each duration's price), as checkout's is. Buying sends it back and it is compared
 * whole with the one worked out again, so a changed price or start day changes it; it is never
 * used as a price (a forged one can only be refused as changed).
 */
function priceVersionOf(device: DeviceToPrice, tier: Tier, durations: readonly PlanDuration[]): string {
  const shown: SeenPrice = {
    assetId: device.id,
    tier,
    startDate: durations[0]?.startDate ?? '',
    prices: durations.map((duration) => duration.pricePaise),
  };
  return Buffer.from(JSON.stringify(shown)).toString('base64url');
}

interface SeenPrice {
  assetId: string;
  tier: Tier;
  startDate: string;
  /** Paise for 1, 2, … years. */
  prices: number[];
}

/** What the customer saw for `years` of this tier of this device, by its priceVersion; null when it does not say. */
export function seenPricePaise(
  version: string,
  device: { id: string },
  tier: Tier,
  years: number,
): number | null {
  try {
    const seen = JSON.parse(Buffer.from(version, 'base64url').toString('utf8')) as Partial<SeenPrice>;
    const price = Array.isArray(seen.prices) ? seen.prices[years - 1] : undefined;
    const sameChoice = seen.assetId === device.id && seen.tier === tier;
    return sameChoice && Number.isSafeInteger(price) && (price as number) >= 0 ? (price as number) : null;
  } catch {
    return null;
  }
}

/**
 * A tier for the device priced for one to five years bought on `today`: the one-year price times
 * the years, less that term's discount, in whole rupees. Null when the tier is not offered for
 * its technology.
 */
export async function planPrice(
  db: Queryable,
  device: DeviceToPrice,
  tier: Tier,
  today: string,
): Promise<PlanPrice | null> {
  const [row] = await db.query<{ pricePerYearPaise: number }>(
    'SELECT price_per_year_paise AS "pricePerYearPaise" FROM plan_tiers WHERE technology = $1 AND tier = $2',
    [device.technology, tier],
  );
  if (!row) return null;
  const discounts = new Map(
    (
      await db.query<{ years: number; discountPercent: number }>(
        'SELECT years, discount_percent AS "discountPercent" FROM plan_durations',
      )
    ).map(({ years, discountPercent }) => [years, discountPercent]),
  );
  const currentEndDate = device.currentPlan?.endDate ?? null;
  const yearRupees = row.pricePerYearPaise / 100;
  const durations = PLAN_YEARS.map((years): PlanDuration => {
    const discount = discounts.get(years) ?? 0;
    const pricePaise = Math.round((yearRupees * years * (100 - discount)) / 100) * 100;
    const yearByYearPaise = row.pricePerYearPaise * years;
    const term = planTerm({ currentEndDate, today, years });
    return {
      years,
      pricePaise,
      yearByYearPaise,
      perYearPaise: Math.round(pricePaise / years),
      savingPaise: yearByYearPaise - pricePaise,
      startDate: term.startDate,
      endDate: term.endDate,
    };
  });
  const renews = currentEndDate !== null && currentEndDate >= today;
  return {
    assetId: device.id,
    deviceName: device.name,
    tier,
    purpose: renews ? 'renew' : 'buy',
    durations,
    priceVersion: priceVersionOf(device, tier, durations),
  };
}

/** What the recommended tier includes in a year, at its charges without a plan, against its price. */
export interface SavingEstimate {
  tier: Tier;
  visits: number;
  filterSets: number;
  withoutPlanPaise: number;
  planPricePaise: number;
}

/** Breakdown visits counted for a tier that gives as many as needed. */
const UNLIMITED_VISITS_COUNTED = 2;

export async function savingEstimate(db: Queryable, technology: Technology): Promise<SavingEstimate | null> {
  const [row] = await db.query<TierRow & { visitPaise: number; filterSetPaise: number }>(
    `SELECT t.tier, t.price_per_year_paise AS "pricePerYearPaise", t.preventive_visits AS "preventiveVisits",
            t.breakdown_visits AS "breakdownVisits", t.filter_sets AS "filterSets",
            c.visit_paise AS "visitPaise", c.filter_set_paise AS "filterSetPaise"
       FROM plan_tiers t JOIN no_plan_charges c ON c.technology = t.technology
      WHERE t.technology = $1 AND t.recommended`,
    [technology],
  );
  if (!row) return null;
  const visits = row.preventiveVisits + (row.breakdownVisits ?? UNLIMITED_VISITS_COUNTED);
  return {
    tier: row.tier,
    visits,
    filterSets: row.filterSets,
    withoutPlanPaise: visits * row.visitPaise + row.filterSets * row.filterSetPaise,
    planPricePaise: row.pricePerYearPaise,
  };
}

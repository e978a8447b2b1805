import * as z from 'zod/mini';

/** Every amount in the contract is Indian rupees. */
export const CURRENCY = 'INR';

/**
 * An amount of money in whole paise (₹1 = 100 paise), never negative. The wire carries paise so
 * that sums, discounts and exchange values stay exact integers; fields holding one end in `Paise`.
 * Show one with `formatInrFromPaise`, or hand `rupeesFromPaise(amount)` to a component that takes rupees.
 */
export const paiseSchema = z.int().check(z.nonnegative());

/**
 * The percent off the MRP that a price gives, rounded down so a badge never promises more than the
 * saving (₹1,000 → ₹899 is 10% off); 0 when there is no saving or no MRP.
 */
export function discountPercent(mrpPaise: number, pricePaise: number): number {
  if (mrpPaise <= 0 || pricePaise >= mrpPaise) return 0;
  return Math.floor(((mrpPaise - pricePaise) * 100) / mrpPaise);
}

import * as z from 'zod/mini';

/** Every amount in the contract is Indian rupees. */
export const CURRENCY = 'INR';

/**
 * An amount of money in whole paise (₹1 = 100 paise), never negative. The wire carries paise so
 * that sums, discounts and exchange values stay exact integers; fields holding one end in `Paise`.
 * Show one with `formatInrFromPaise`, or hand `rupeesFromPaise(amount)` to a component that takes rupees.
 */
export const paiseSchema = z.int().check(z.nonnegative());

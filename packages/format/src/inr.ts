// Rupee amounts as customers in India read them: ₹1,23,456 (lakh and crore grouping), paise only
// when there are any (₹1,234.50).
import { madeOnFirstUse } from './made-on-first-use.ts';

const rupees = (fractionDigits: number) => () =>
  new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  });
const wholeRupees = madeOnFirstUse(rupees(0));
const withPaise = madeOnFirstUse(rupees(2));

/** Shown instead of an amount that is not a number, so a page never reads "₹NaN". */
export const UNKNOWN_AMOUNT = '—';

/**
 * Rupees with the ₹ sign and Indian digit grouping, rounded half up to the paisa as a person
 * would (1.005 → ₹1.01): 123456 → "₹1,23,456", 99.5 → "₹99.50", -2500 → "-₹2,500". A result
 * that rounds to zero is "₹0", never "-₹0". NaN and ±Infinity read "—" (`UNKNOWN_AMOUNT`).
 */
export function formatInr(rupees: number): string {
  if (!Number.isFinite(rupees)) return UNKNOWN_AMOUNT;
  // Whole paise as an integer: trimming to 6 decimals first removes binary noise (1.005 * 100 is
  // 100.49999…), and Math.round on the magnitude rounds halves away from zero for refunds too.
  const paise = Math.sign(rupees) * Math.round(Number(Math.abs(rupees * 100).toFixed(6)));
  if (paise === 0) return wholeRupees().format(0);
  return (paise % 100 === 0 ? wholeRupees() : withPaise()).format(paise / 100);
}

/** An amount the server gives in whole paise: 150 → "₹1.50". A fraction of a paisa is a unit mistake and throws. */
export function formatInrFromPaise(paise: number): string {
  return formatInr(rupeesFromPaise(paise));
}

/** Rupees, for a component that takes them, from an amount the server gives in whole paise: 150 → 1.5. */
export function rupeesFromPaise(paise: number): number {
  if (Number.isFinite(paise) && !Number.isInteger(paise)) {
    throw new RangeError(`Not a whole number of paise: ${paise}`);
  }
  return paise / 100;
}

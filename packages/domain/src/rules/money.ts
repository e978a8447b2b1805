/** Rupees with Indian digit grouping (₹1,23,456); paise shown only when there are any (₹1,234.50). */
const wholeRupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const withPaise = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Formats an amount in rupees, rounded to the paisa. */
export function formatInr(rupees: number): string {
  if (!Number.isFinite(rupees)) throw new RangeError(`Not an amount of money: ${rupees}`);
  // Whole paise as an integer, so 0.1 + 0.2 and 1.005 round the way a person expects; `|| 0` drops -0.
  const paise = Math.round(Number((rupees * 100).toFixed(6))) || 0;
  return paise % 100 === 0 ? wholeRupees.format(paise / 100) : withPaise.format(paise / 100);
}

/** Formats an amount the server gives in paise. */
export function formatInrFromPaise(paise: number): string {
  return formatInr(rupeesFromPaise(paise));
}

/** Rupees for a component that takes them, from an amount the server gives in paise. */
export function rupeesFromPaise(paise: number): number {
  if (!Number.isInteger(paise)) throw new RangeError(`Not a whole number of paise: ${paise}`);
  return paise / 100;
}

// Rupee amounts as Indian customers read them: ₹1,23,456 (lakh grouping), paise only when present.
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

/** Formats rupees with the ₹ sign and Indian digit grouping: 123456 → "₹1,23,456", 99.5 → "₹99.50". */
export function formatInr(rupees: number): string {
  const rounded = Math.round(rupees * 100) / 100;
  return (Number.isInteger(rounded) ? wholeRupees : withPaise).format(rounded);
}

/** The whole-number percent saved on the MRP, rounded down so it is never overstated; 0 when none. */
export function discountPercent(mrp: number, price: number): number {
  if (!(mrp > 0) || !(price < mrp)) return 0;
  return Math.floor(((mrp - price) / mrp) * 100 + 1e-9);
}

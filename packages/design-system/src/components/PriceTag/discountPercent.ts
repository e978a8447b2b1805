/** The whole-number percent saved on the MRP, rounded down so it is never overstated; 0 when none. */
export function discountPercent(mrp: number, price: number): number {
  if (!(mrp > 0) || !(price < mrp)) return 0;
  return Math.floor(((mrp - price) / mrp) * 100 + 1e-9);
}

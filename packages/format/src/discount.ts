/**
 * The whole percent a price saves on its MRP (in any one unit, rupees or paise), rounded down so a
 * badge never promises more than the saving (₹1,000 → ₹899 is 10% off); 0 when there is no saving
 * or no MRP.
 */
export function discountPercent(mrp: number, price: number): number {
  if (!(mrp > 0) || !(price < mrp)) return 0;
  return Math.floor(((mrp - price) * 100) / mrp + 1e-9);
}

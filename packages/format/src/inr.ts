// Rupee amounts as customers in India read them: ₹1,23,456 (lakh and crore grouping), paise only
// when there are any (₹1,234.50). Written out here rather than by `Intl.NumberFormat`: a page's
// first Intl formatter loads the locale's data, one long task while the page hydrates on a
// mid-range phone (74 ms of one in a 4× throttled Chrome trace of the home page), and the words
// are en-IN's as Intl writes them (the tests hold them to it).

/** Whole digits grouped the Indian way, the last three then twos: "1234567" → "12,34,567". */
const groupIndian = (digits: string) =>
  digits.length <= 3 ? digits : `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`;

/** A whole count with Indian digit grouping, as `toLocaleString('en-IN')` writes it: 123456 → "1,23,456". */
export function formatCount(count: number): string {
  if (!Number.isSafeInteger(count)) return count.toLocaleString('en-IN');
  return `${count < 0 ? '-' : ''}${groupIndian(String(Math.abs(count)))}`;
}

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
  if (paise === 0) return '₹0';
  const whole = Math.trunc(Math.abs(paise) / 100);
  const fraction = Math.abs(paise) % 100;
  const shownPaise = fraction === 0 ? '' : `.${String(fraction).padStart(2, '0')}`;
  return `${paise < 0 ? '-' : ''}₹${groupIndian(String(whole))}${shownPaise}`;
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

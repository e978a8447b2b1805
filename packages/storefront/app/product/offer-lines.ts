import type { ProductOffers } from '@nirmal/domain/contract';
import { formatInrFromPaise } from '@nirmal/format';

/** The buy box's EMI line, from the instalment the server priced; null when EMI is not offered. */
export function emiLine(emi: ProductOffers['emi']): string | null {
  if (!emi) return null;
  return `EMI from ${formatInrFromPaise(emi.monthlyInstalmentPaise)}/month (no-cost, ${emi.months} months)`;
}

/** The delivery promise before a pincode is given: the range across the pincodes we deliver to. */
export function deliveryPromise(days: ProductOffers['deliveryDays']): string | null {
  if (!days) return null;
  const range = days.fewest === days.most ? `${days.most}` : `${days.fewest}–${days.most}`;
  return `Delivery in ${range} days`;
}

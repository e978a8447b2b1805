import type { AddressFields } from '../AddressForm/addressRules.ts';

/**
 * An address on one line, as a card summarises it: "Flat 402, Tower B, Whitefield, Bengaluru,
 * Karnataka 560066". Empty parts are skipped and the pincode follows the state.
 */
export function addressSummary(address: Partial<AddressFields>): string {
  const parts = [address.house_number, address.address_name, address.city]
    .map((part) => part?.trim())
    .filter((part): part is string => Boolean(part));
  const region = [address.state?.trim(), address.postal_code?.trim()].filter(Boolean).join(' ');
  if (region) parts.push(region);
  return parts.join(', ');
}

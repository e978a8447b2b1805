import type { Checked } from './checked.ts';
import { checkedBy } from './checked.ts';

export const INVALID_PINCODE_MESSAGE = 'Enter a 6-digit pincode, like 560001.';

/** An Indian PIN code: six digits, the first 1 to 9. */
const PINCODE = /^[1-9]\d{5}$/;

/** Reads a pincode a customer typed (spaces are ignored) into its six digits. */
export function readPincode(input: unknown): Checked<string> {
  const value =
    typeof input === 'string' || typeof input === 'number' ? String(input).replace(/\s/g, '') : '';
  return PINCODE.test(value) ? { ok: true, value } : { ok: false, message: INVALID_PINCODE_MESSAGE };
}

export function isValidPincode(input: unknown): boolean {
  return readPincode(input).ok;
}

/** A pincode in a query or body; answers INVALID_PINCODE with the message above. */
export const pincodeSchema = checkedBy<string, string>(readPincode, 'INVALID_PINCODE');

import { normalisePincode } from '@nirmal/format';
import type { Checked } from './checked.ts';
import { checkedBy } from './checked.ts';

export const INVALID_PINCODE_MESSAGE = 'Enter a 6-digit pincode, like 560001.';

/** Reads a pincode a customer typed (spaces are ignored) into its six digits. */
export function readPincode(input: unknown): Checked<string> {
  const value = normalisePincode(input);
  return value ? { ok: true, value } : { ok: false, message: INVALID_PINCODE_MESSAGE };
}

/** A pincode in a query or body; answers INVALID_PINCODE with the message above. */
export const pincodeSchema = checkedBy<string, string>(readPincode, 'INVALID_PINCODE');

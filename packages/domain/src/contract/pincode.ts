import { normalisePincode } from '@nirmal/format';
import type { Checked } from './checked.ts';

// No schema here, so a page that checks a pincode as it is typed loads no schema library; the
// schema that reads one in a call is `pincodeSchema` of the catalogue's calls.

export const INVALID_PINCODE_MESSAGE = 'Enter a 6-digit pincode, like 560001.';

/** Reads a pincode a customer typed (spaces are ignored) into its six digits. */
export function readPincode(input: unknown): Checked<string> {
  const value = normalisePincode(input);
  return value ? { ok: true, value } : { ok: false, message: INVALID_PINCODE_MESSAGE };
}

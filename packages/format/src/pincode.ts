// Indian postal index numbers: six digits, the first (the postal region) from 1 to 9.

/** Length of an Indian pincode. */
export const pincodeLength = 6;

/** The pattern a pincode matches, also used as the input's `pattern` for form validation. */
export const pincodePattern = '[1-9][0-9]{5}';

const pincodeRegExp = new RegExp(`^${pincodePattern}$`);

/** Keeps only the digits of typed or pasted text, at most six ("560 001" → "560001"). */
export function toPincodeDigits(text: string): string {
  return text.replace(/\D/g, '').slice(0, pincodeLength);
}

/** Whether the text is a complete, well-formed pincode (six digits, not starting with 0). */
export function isValidPincode(text: string): boolean {
  return pincodeRegExp.test(text);
}

/** Reads a pincode however it was typed (spaces are ignored) into its six digits, or null. */
export function normalisePincode(input: unknown): string | null {
  if (typeof input !== 'string' && typeof input !== 'number') return null;
  const value = String(input).replace(/\s/g, '');
  return isValidPincode(value) ? value : null;
}

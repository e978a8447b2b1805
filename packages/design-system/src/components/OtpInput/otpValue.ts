// The OTP is a string of digits filled from the left without gaps, so a controlled value
// round-trips exactly. Box `i` shows `value[i]`; editing works like a text field in overwrite mode.

export const onlyDigits = (text: string) => text.replace(/\D/g, '');

/**
 * The value after `digits` are typed or pasted into box `index`: they overwrite from there on.
 * A whole code (as long as the OTP, e.g. pasted or autofilled from the SMS) replaces everything.
 */
export function insertDigits(value: string, index: number, digits: string, length: number): string {
  if (digits.length >= length) return digits.slice(0, length);
  const at = Math.min(index, value.length);
  return (value.slice(0, at) + digits + value.slice(at + digits.length)).slice(0, length);
}

/** The value after the digit in box `index` is removed; later digits move left. */
export const removeDigit = (value: string, index: number) => value.slice(0, index) + value.slice(index + 1);

/** The box a customer may focus: any filled box, or the first empty one. */
export const reachableIndex = (value: string, index: number, length: number) =>
  Math.max(0, Math.min(index, value.length, length - 1));

// Indian mobile numbers: ten digits starting 6–9, shown with the +91 prefix.

/** The ten digits of an Indian mobile number, or `undefined` when it is not one. */
export function indianMobileDigits(value: string): string | undefined {
  let digits = value.replace(/\D/g, '');
  if (digits.length === 12 && digits.startsWith('91')) digits = digits.slice(2);
  else if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  return /^[6-9]\d{9}$/.test(digits) ? digits : undefined;
}

/** Whether the text is a valid Indian mobile number (with or without +91, spaces or a leading 0). */
export const isIndianMobile = (value: string) => indianMobileDigits(value) !== undefined;

/** '9876543210' or '+919876543210' → '+91 98765 43210'; anything else is returned as it is. */
export function formatIndianMobile(value: string): string {
  const digits = indianMobileDigits(value);
  return digits ? `+91 ${digits.slice(0, 5)} ${digits.slice(5)}` : value;
}

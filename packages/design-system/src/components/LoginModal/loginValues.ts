// Rules of the sign-in form: Indian mobile numbers and the resend countdown.

/** The digits of what was typed, at most 10 (a pasted `+91 98765 43210` keeps its last 10). */
export function mobileDigits(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  if (digits.length > 10 && (digits.startsWith('91') || digits.startsWith('0'))) return digits.slice(-10);
  return digits.slice(0, 10);
}

/** An Indian mobile number: 10 digits, starting with 6, 7, 8 or 9. */
export const isValidMobile = (mobile: string) => /^[6-9]\d{9}$/.test(mobile);

/** A number as it is read out: `98765 43210`. */
export const formatMobile = (mobile: string) =>
  mobile.length === 10 ? `${mobile.slice(0, 5)} ${mobile.slice(5)}` : mobile;

/** Seconds as `m:ss`, e.g. 30 → `0:30`, 75 → `1:15`. */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

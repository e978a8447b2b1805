// Values of the sign-in form while it is used: the digits typed and the resend countdown. Whether
// a number is a valid mobile number is @nirmal/format's rule.

/** The digits of what was typed, at most 10 (a pasted `+91 98765 43210` keeps its last 10). */
export function mobileDigits(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  if (digits.length > 10 && (digits.startsWith('91') || digits.startsWith('0'))) return digits.slice(-10);
  return digits.slice(0, 10);
}

/** Seconds as `m:ss`, e.g. 30 → `0:30`, 75 → `1:15`. */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

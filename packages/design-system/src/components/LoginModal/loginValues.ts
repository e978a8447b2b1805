// How the sign-in form writes a mobile number and the resend countdown.

/** A number as it is read out: `98765 43210`. */
export const formatMobile = (mobile: string) =>
  mobile.length === 10 ? `${mobile.slice(0, 5)} ${mobile.slice(5)}` : mobile;

/** Seconds as `m:ss`, e.g. 30 → `0:30`, 75 → `1:15`. */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

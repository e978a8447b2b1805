// The resend countdown of the sign-in form, as it is read out.

/** Seconds as `m:ss`, e.g. 30 → `0:30`, 75 → `1:15`. */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

// The resend countdown of the sign-in form, as it is read out.

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * Seconds as `m:ss`, e.g. 30 → `0:30`, 75 → `1:15`; from an hour on as `h:mm:ss` (a number locked
 * for the day waits hours, and 1380:00 reads as nothing).
 */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor(whole / 60) % 60;
  const rest = twoDigits(whole % 60);
  return hours > 0 ? `${hours}:${twoDigits(minutes)}:${rest}` : `${minutes}:${rest}`;
}

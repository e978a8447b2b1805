import { normaliseMobile } from '../contract/index.ts';

/** India's country code, shown before the 10-digit number (§9). */
export const PHONE_PREFIX = '+91';

/** `+919000000001`, or null when the input is not an Indian mobile number. */
export function toInternationalMobile(input: string): string | null {
  const mobile = normaliseMobile(input);
  return mobile ? `${PHONE_PREFIX}${mobile}` : null;
}

/** `+91 90000 00001` for people to read; text that is not a mobile number is shown as it is. */
export function formatPhone(input: string): string {
  const mobile = normaliseMobile(input);
  return mobile ? `${PHONE_PREFIX} ${mobile.slice(0, 5)} ${mobile.slice(5)}` : input.trim();
}

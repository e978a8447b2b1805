// Indian mobile numbers (spec §9): ten digits starting 6, 7, 8 or 9, shown after India's +91.

/** India's country code, shown before the 10-digit number. */
export const MOBILE_PREFIX = '+91';

/**
 * Why a text is not an Indian mobile number: nothing typed, characters other than digits (after
 * spaces and dashes), another country's code, not ten digits, or not starting 6-9.
 */
export type MobileProblem = 'empty' | 'not-digits' | 'foreign' | 'length' | 'start';

export type ParsedMobile = { ok: true; mobile: string } | { ok: false; problem: MobileProblem };

/**
 * Reads a mobile number however it was typed or pasted: spaces and dashes are ignored, and a
 * +91, 0091, 91 (before ten digits) or trunk 0 prefix is dropped. Yields the ten-digit national
 * number, or the reason it is not one.
 */
export function parseMobile(input: string): ParsedMobile {
  const compact = input.replace(/[\s-]/g, '');
  if (compact === '') return { ok: false, problem: 'empty' };
  if (!/^\+?\d+$/.test(compact)) return { ok: false, problem: 'not-digits' };
  const national = nationalDigits(compact);
  if (national === undefined) return { ok: false, problem: 'foreign' };
  if (national.length !== 10) return { ok: false, problem: 'length' };
  if (!/^[6-9]/.test(national)) return { ok: false, problem: 'start' };
  return { ok: true, mobile: national };
}

function nationalDigits(compact: string): string | undefined {
  if (compact.startsWith('+')) return compact.startsWith('+91') ? compact.slice(3) : undefined;
  if (compact.startsWith('0091')) return compact.slice(4);
  if (compact.length === 12 && compact.startsWith('91')) return compact.slice(2);
  if (compact.length === 11 && compact.startsWith('0')) return compact.slice(1);
  return compact;
}

/** The ten-digit national number, or null when the text is not an Indian mobile number. */
export function normaliseMobile(input: string): string | null {
  const parsed = parseMobile(input);
  return parsed.ok ? parsed.mobile : null;
}

export const isValidMobile = (input: string): boolean => parseMobile(input).ok;

/** '+91 98765 43210' → '+919876543210' (for links and the wire), or null when it is not a mobile number. */
export function toInternationalMobile(input: string): string | null {
  const mobile = normaliseMobile(input);
  return mobile ? `${MOBILE_PREFIX}${mobile}` : null;
}

/** The number as it is read out after a +91 shown beside it: '98765 43210'. Other text is returned trimmed. */
export function formatMobile(input: string): string {
  const mobile = normaliseMobile(input);
  return mobile ? `${mobile.slice(0, 5)} ${mobile.slice(5)}` : input.trim();
}

/** The number for people to read: '+91 98765 43210'. Other text is returned trimmed. */
export function formatInternationalMobile(input: string): string {
  const mobile = normaliseMobile(input);
  return mobile ? `${MOBILE_PREFIX} ${formatMobile(mobile)}` : input.trim();
}

/**
 * A `tel:` address for a number as it is read out: '1800 123 4567' → 'tel:18001234567',
 * '+91 80 4567 8900' → 'tel:+918045678900'. Keeps the digits and a leading +.
 */
export const telHref = (number: string): string => {
  const trimmed = number.trim();
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/\D/g, '')}`;
};

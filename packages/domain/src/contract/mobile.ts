import * as z from 'zod/mini';

export const INVALID_MOBILE_MESSAGE = 'Enter a valid 10-digit mobile number starting with 6, 7, 8 or 9.';

const INDIAN_MOBILE = /^[6-9]\d{9}$/;

/**
 * Turns what a customer typed into the 10-digit national number, or null when it is not an
 * Indian mobile number. Spaces and dashes are ignored, and a +91, 91 or 0 prefix is dropped.
 */
export function normaliseMobile(input: string): string | null {
  const compact = input.replace(/[\s-]/g, '');
  const national = compact.startsWith('+91')
    ? compact.slice(3)
    : compact.length === 12 && compact.startsWith('91')
      ? compact.slice(2)
      : compact.length === 11 && compact.startsWith('0')
        ? compact.slice(1)
        : compact;
  return INDIAN_MOBILE.test(national) ? national : null;
}

export function isValidMobile(input: string): boolean {
  return normaliseMobile(input) !== null;
}

const invalidMobile = { error: INVALID_MOBILE_MESSAGE, params: { code: 'INVALID_MOBILE' } };

/** Accepts any tolerated spelling of a mobile number and outputs the normalised 10 digits. */
export const mobileNumberSchema = z.pipe(
  z.custom<string>((value) => typeof value === 'string', invalidMobile),
  z.transform((value: string, ctx) => {
    const mobile = normaliseMobile(value);
    if (mobile === null) {
      ctx.issues.push({
        code: 'custom',
        message: INVALID_MOBILE_MESSAGE,
        params: invalidMobile.params,
        input: value,
      });
      return z.NEVER;
    }
    return mobile;
  }),
);

import { normaliseMobile } from '@nirmal/format';
import * as z from 'zod/mini';

export const INVALID_MOBILE_MESSAGE = 'Enter a valid 10-digit mobile number starting with 6, 7, 8 or 9.';

// What a customer may type for a mobile number is one rule for the form and the server alike.
export { isValidMobile, normaliseMobile } from '@nirmal/format';

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

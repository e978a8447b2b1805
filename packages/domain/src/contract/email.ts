import { isValidEmail } from '@nirmal/format';
import * as z from 'zod/mini';

export const INVALID_EMAIL_MESSAGE = 'Enter a valid email address, like name@example.com.';

/** An email address as a customer may type it; outputs it trimmed and in lower case. */
export const emailAddressSchema = z.pipe(
  z.string({ error: INVALID_EMAIL_MESSAGE }),
  z.pipe(
    z.transform((value: string) => value.trim().toLowerCase()),
    z.string().check(z.refine(isValidEmail, INVALID_EMAIL_MESSAGE)),
  ),
);

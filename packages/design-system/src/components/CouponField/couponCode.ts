import { normaliseCouponCode } from '@nirmal/format';
import { couponLimits } from '../../vocabulary/index.ts';

/** The code as it is sent: no surrounding spaces, upper case (the code rule of @nirmal/format). */
export const normalizeCouponCode = normaliseCouponCode;

/** Whether a code is long enough to try (at least 4 characters). */
export const isCouponCodeLongEnough = (code: string, minLength: number = couponLimits.codeMinLength) =>
  normalizeCouponCode(code).length >= minLength;

/** Whether an OTP is complete: exactly `length` digits (6). */
export const isCouponOtpComplete = (otp: string, length: number = couponLimits.otpLength) =>
  new RegExp(`^\\d{${length}}$`).test(otp);

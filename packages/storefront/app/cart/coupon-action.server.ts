import { ProductError } from '@nirmal/domain';
import type { CouponsClient } from '@nirmal/domain';
import { readCouponCode, readCouponOtp } from '@nirmal/domain/contract';
import type { Cart } from '@nirmal/domain/contract';

// The coupon forms without JavaScript (the cart page's and the coupon list's): apply a code, enter
// its OTP, ask for a new OTP, remove coupons. The cart store does the same in the browser.

export const COUPON_INTENTS = ['coupon', 'coupon-resend', 'coupon-remove'] as const;
export type CouponIntent = (typeof COUPON_INTENTS)[number];

export const isCouponIntent = (intent: string | null): intent is CouponIntent =>
  COUPON_INTENTS.some((known) => known === intent);

/** What a coupon form led to: a changed cart, an OTP step to show, or a refusal to show. */
export type CouponOutcome =
  | { kind: 'cart'; cart: Cart }
  | { kind: 'otp'; code: string; sentTo: string | null }
  | { kind: 'refused'; code: string | null; message: string; status: number; otpStep: boolean };

const text = (form: FormData, name: string): string | null => {
  const value = form.get(name);
  return typeof value === 'string' && value.trim() !== '' ? value : null;
};

export async function couponFormAction(
  intent: CouponIntent,
  form: FormData,
  client: CouponsClient,
  cartId: string | undefined,
): Promise<CouponOutcome> {
  const typed = text(form, 'code');
  const otpText = text(form, 'otp');
  const refused = (message: string, status = 400): CouponOutcome => ({
    kind: 'refused',
    code: typed,
    message,
    status,
    otpStep: otpText !== null || intent === 'coupon-resend',
  });
  try {
    if (intent === 'coupon-remove') {
      const code = typed === null ? null : readCouponCode(typed);
      if (code && !code.ok) return refused(code.message);
      return { kind: 'cart', cart: await client.remove({ cartId, codes: code ? [code.value] : undefined }) };
    }
    const code = readCouponCode(typed);
    if (!code.ok) return refused(code.message);
    if (intent === 'coupon-resend') {
      const sent = await client.resendOtp({ cartId, code: code.value });
      return { kind: 'otp', code: sent.code, sentTo: sent.sentTo };
    }
    const otp = otpText === null ? null : readCouponOtp(otpText);
    if (otp && !otp.ok) return refused(otp.message);
    const result = await client.apply({ cartId, code: code.value, otp: otp?.value });
    return result.status === 'applied'
      ? { kind: 'cart', cart: result.cart }
      : { kind: 'otp', code: result.code, sentTo: result.sentTo };
  } catch (error) {
    if (error instanceof ProductError && error.status < 500) return refused(error.message, error.status);
    throw error;
  }
}

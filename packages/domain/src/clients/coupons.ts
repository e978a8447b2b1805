import { couponCalls } from '../contract/index.ts';
import type {
  Cart,
  Coupon,
  CouponApplyRequest,
  CouponApplyResult,
  CouponOtpSent,
  CouponRemoveRequest,
  CouponResendOtpRequest,
  CouponValidateRequest,
} from '../contract/index.ts';
import type { HttpClient } from '../http/http-client.ts';

export interface CouponsClient {
  /** Coupons the visitor can use, each judged against their cart (the guest cart's id, or the session's). */
  list(cartId?: string): Promise<Coupon[]>;
  /** One coupon's details; an unknown, expired or someone else's code is refused (COUPON_NOT_VALID). */
  get(code: string, cartId?: string): Promise<Coupon>;
  /** What a code would save on the cart, without applying it; a refusal says why not. */
  validate(request: CouponValidateRequest): Promise<{ code: string; savingPaise: number; needsOtp: boolean }>;
  /** Applies a code: the cart, or `otp_sent` for a coupon that needs its OTP (then call again with `otp`). */
  apply(request: CouponApplyRequest): Promise<CouponApplyResult>;
  /** Removes every coupon, the codes named, or all but the one on a product. */
  remove(request: CouponRemoveRequest): Promise<Cart>;
  resendOtp(request: CouponResendOtpRequest): Promise<CouponOtpSent>;
}

export function createCouponsClient(http: HttpClient): CouponsClient {
  return {
    list: async (cartId) => (await http.call(couponCalls.list, { query: { cartId } })).data,
    get: async (code, cartId) => (await http.call(couponCalls.get, { query: { code, cartId } })).data,
    validate: async (body) => (await http.call(couponCalls.validate, { body })).data,
    apply: async (body) => (await http.call(couponCalls.apply, { body })).data,
    remove: async (body) => (await http.call(couponCalls.remove, { body })).data,
    resendOtp: async (body) => (await http.call(couponCalls.resendOtp, { body })).data,
  };
}

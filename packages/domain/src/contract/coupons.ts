import * as z from 'zod/mini';
import { couponCodeProblem, couponLimits, normaliseCouponCode } from '@nirmal/format';
import { defineCall } from './call.ts';
import { cartIdSchema, cartSchema } from './cart.ts';
import type { Checked } from './checked.ts';
import { checkedBy } from './checked.ts';
import { dataAnswer } from './http.ts';
import { paiseSchema } from './money.ts';

// Coupons (§3, §5, §7, §9). The server decides every coupon: whether a code exists for this
// customer, whether it applies to the cart, and what it saves. A cart holds at most three; some are
// sent to the customer's phone and need that coupon OTP. A refusal answers a typed code (ERROR_CODES,
// COUPON_*) and a sentence the customer can act on; an unknown, expired or someone else's code all
// answer the same COUPON_NOT_VALID, so a guesser learns nothing, and guessing is rate-limited.

/** §5, §9: a code has at least 4 characters, at most 3 are applied, the coupon OTP has exactly 6 (@nirmal/format). */
export const COUPON_CODE_MIN_LENGTH = couponLimits.codeMinLength;
export const COUPON_CODE_MAX_LENGTH = couponLimits.codeMaxLength;
export const MAX_APPLIED_COUPONS = couponLimits.maxApplied;
export const COUPON_OTP_LENGTH = couponLimits.otpLength;

export const COUPON_CODE_MESSAGES = {
  missing: 'Enter a coupon code.',
  tooShort: `A coupon code has at least ${COUPON_CODE_MIN_LENGTH} characters. Check the code and try again.`,
  malformed: 'A coupon code is made of letters and digits only. Check the code and try again.',
} as const;

export const COUPON_OTP_MESSAGE = `Enter the ${COUPON_OTP_LENGTH}-digit coupon OTP we sent to your phone.`;

/** A code as the customer typed it, trimmed and upper-cased (the format's code rule); codes are the same in any case. */
export function readCouponCode(input: unknown): Checked<string> {
  const code = typeof input === 'string' ? input : '';
  const problem = couponCodeProblem(code);
  return problem === null
    ? { ok: true, value: normaliseCouponCode(code) }
    : { ok: false, message: COUPON_CODE_MESSAGES[problem] };
}

/** A coupon OTP: exactly 6 characters (the digits of the SMS), spaces ignored. */
export function readCouponOtp(input: unknown): Checked<string> {
  const otp = typeof input === 'string' ? input.replace(/\s/g, '') : '';
  return /^\d+$/.test(otp) && otp.length === COUPON_OTP_LENGTH
    ? { ok: true, value: otp }
    : { ok: false, message: COUPON_OTP_MESSAGE };
}

export const couponCodeSchema = checkedBy<string, string>(readCouponCode, 'INVALID_COUPON_CODE');
export const couponOtpSchema = checkedBy<string, string>(readCouponOtp, 'INVALID_COUPON_OTP');
const materialIdSchema = z
  .string({ error: 'Choose a product in your cart.' })
  .check(z.regex(/^[A-Za-z0-9_-]{1,40}$/, 'Choose a product in your cart.'));

/** What a coupon takes off: a percentage (with a cap, maybe) or a flat amount. */
export const couponDiscountSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('percent'),
    percent: z.int().check(z.gte(1), z.lte(100)),
    capPaise: z.nullable(paiseSchema),
  }),
  z.object({ kind: z.literal('flat'), amountPaise: paiseSchema }),
]);
export type CouponDiscount = z.infer<typeof couponDiscountSchema>;

/** What a coupon may be used on: the whole cart, certain products (by materialId) or categories. */
export const couponScopeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('cart') }),
  z.object({ kind: z.literal('products'), materialIds: z.array(z.string()) }),
  z.object({
    kind: z.literal('categories'),
    categories: z.array(z.object({ id: z.string(), name: z.string() })),
  }),
]);
export type CouponScope = z.infer<typeof couponScopeSchema>;

/** Whether a coupon applies to the visitor's cart now, and why not when it does not. */
export const couponFitSchema = z.discriminatedUnion('applies', [
  z.object({
    applies: z.literal(true),
    savingPaise: paiseSchema,
    /** The product it would go on, for a product or category coupon. */
    materialId: z.nullable(z.string()),
  }),
  z.object({ applies: z.literal(false), code: z.string(), reason: z.string() }),
]);
export type CouponFit = z.infer<typeof couponFitSchema>;

export const couponSchema = z.object({
  code: z.string(),
  title: z.string(),
  description: z.string(),
  terms: z.array(z.string()),
  discount: couponDiscountSchema,
  minCartPaise: paiseSchema,
  validFrom: z.iso.datetime({ offset: true }),
  validTo: z.iso.datetime({ offset: true }),
  /** Sent to the customer's phone as a coupon OTP before it applies; needs a signed-in customer. */
  needsOtp: z.boolean(),
  /** False: it cannot be combined with any other coupon. */
  stackable: z.boolean(),
  appliesTo: couponScopeSchema,
  /** Already applied to the visitor's cart. */
  applied: z.boolean(),
  /** Against the visitor's cart; null when they have no cart. */
  fit: z.nullable(couponFitSchema),
});
export type Coupon = z.infer<typeof couponSchema>;

export const couponListQuerySchema = z.object({ cartId: z.optional(cartIdSchema) });
export const couponListAnswerSchema = dataAnswer(z.array(couponSchema));
export type CouponListAnswer = z.infer<typeof couponListAnswerSchema>;

export const couponIndexQuerySchema = z.object({ code: couponCodeSchema, cartId: z.optional(cartIdSchema) });
export const couponAnswerSchema = dataAnswer(couponSchema);

export const couponValidateSchema = z.object({
  cartId: z.optional(cartIdSchema),
  code: couponCodeSchema,
  /** For a product or category coupon: the product to put it on; the most valuable eligible one otherwise. */
  materialId: z.optional(materialIdSchema),
});
export type CouponValidateRequest = z.input<typeof couponValidateSchema>;
export const couponValidateAnswerSchema = dataAnswer(
  z.object({
    code: z.string(),
    savingPaise: paiseSchema,
    materialId: z.nullable(z.string()),
    needsOtp: z.boolean(),
  }),
);

export const couponApplySchema = z.object({
  cartId: z.optional(cartIdSchema),
  code: couponCodeSchema,
  materialId: z.optional(materialIdSchema),
  /** The coupon OTP, on the second call for a coupon that needs one. */
  otp: z.optional(couponOtpSchema),
});
export type CouponApplyRequest = z.input<typeof couponApplySchema>;

/** Where a coupon OTP went and how long it is good for. */
export const couponOtpSentSchema = z.object({
  status: z.literal('otp_sent'),
  code: z.string(),
  /** The customer's number with most digits hidden, e.g. +91 90XXXXXX01. */
  sentTo: z.string(),
  otpLength: z.literal(COUPON_OTP_LENGTH),
  expiresInSeconds: z.int().check(z.positive()),
  resendAfterSeconds: z.int().check(z.nonnegative()),
});
export type CouponOtpSent = z.infer<typeof couponOtpSentSchema>;

export const couponApplyResultSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('applied'), code: z.string(), cart: cartSchema }),
  couponOtpSentSchema,
]);
export type CouponApplyResult = z.infer<typeof couponApplyResultSchema>;
export const couponApplyAnswerSchema = dataAnswer(couponApplyResultSchema);

export const couponRemoveSchema = z.object({
  cartId: z.optional(cartIdSchema),
  /** Only these codes; absent: every coupon (§4). */
  codes: z.optional(z.array(couponCodeSchema).check(z.maxLength(MAX_APPLIED_COUPONS))),
  /** Keep the coupon applied to this product and remove the rest (§4: all but the one for a product). */
  exceptMaterialId: z.optional(materialIdSchema),
});
export type CouponRemoveRequest = z.input<typeof couponRemoveSchema>;

export const couponResendOtpSchema = z.object({ cartId: z.optional(cartIdSchema), code: couponCodeSchema });
export type CouponResendOtpRequest = z.input<typeof couponResendOtpSchema>;

export const couponCalls = {
  /** Coupons the visitor can use (listed, valid now, public or theirs), each checked against their cart. */
  list: defineCall({
    method: 'GET',
    path: '/api/public/v1/coupon/list',
    query: couponListQuerySchema,
    answer: couponListAnswerSchema,
  }),
  /** One coupon's details; an unknown, expired or someone else's code is COUPON_NOT_VALID (404). */
  get: defineCall({
    method: 'GET',
    path: '/api/public/v1/coupon/index',
    query: couponIndexQuerySchema,
    answer: couponAnswerSchema,
  }),
  /** Checks a code against the cart without applying it: what it would save, or the typed refusal. */
  validate: defineCall({
    method: 'POST',
    path: '/api/public/v1/coupon/validate',
    body: couponValidateSchema,
    answer: couponValidateAnswerSchema,
  }),
  /**
   * Applies a code to the cart. A coupon that needs an OTP answers `otp_sent` first (the OTP goes to
   * the signed-in customer's phone); the same call with `otp` then applies it.
   */
  apply: defineCall({
    method: 'POST',
    path: '/api/coupon/verifyV2/',
    body: couponApplySchema,
    answer: couponApplyAnswerSchema,
  }),
  /** Removes every coupon, the ones named, or all but the one on a product; answers the cart. */
  remove: defineCall({
    method: 'POST',
    path: '/api/coupon/removeCoupons/',
    body: couponRemoveSchema,
    answer: dataAnswer(cartSchema),
  }),
  /** Sends a new coupon OTP for a code waiting for one (limited like sign-in OTPs). */
  resendOtp: defineCall({
    method: 'POST',
    path: '/api/coupon/resendOtp/',
    body: couponResendOtpSchema,
    answer: dataAnswer(couponOtpSentSchema),
  }),
};

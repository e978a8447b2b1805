import * as z from 'zod/mini';

export const ERROR_CODES = [
  'INVALID_JSON',
  'INVALID_REQUEST',
  'INVALID_MOBILE',
  'INVALID_PINCODE',
  'INVALID_QUANTITY',
  'INVALID_EXCHANGE',
  'OUT_OF_STOCK',
  'NOT_DELIVERABLE',
  'INVALID_COUPON_CODE',
  'INVALID_COUPON_OTP',
  'COUPON_NOT_VALID',
  'COUPON_MIN_CART_VALUE',
  'COUPON_NOT_ELIGIBLE',
  'COUPON_LIMIT_REACHED',
  'COUPON_NOT_STACKABLE',
  'COUPON_USED_UP',
  'COUPON_ALREADY_APPLIED',
  'COUPON_SIGN_IN_REQUIRED',
  'CART_EMPTY',
  'INVALID_ASSISTANT_CODE',
  'IDEMPOTENCY_KEY_REUSED',
  'ORDER_NOT_CANCELLABLE',
  'ORDER_NOT_PAYABLE',
  'AMOUNT_MISMATCH',
  /** A plan for a rented device (its rent includes its plan). */
  'RENTAL_DEVICE',
  /** A plan cannot be bought for the device now (planStatus.canBuy is false; the message says when). */
  'PLAN_NOT_BUYABLE',
  'PAYMENT_METHOD_UNAVAILABLE',
  'TOO_MANY_ADDRESSES',
  /** The customer reviewed this product already: they may change that review instead. */
  'ALREADY_REVIEWED',
  /** A service visit: the slot was taken meanwhile (the answer offers `nearestSlots`). */
  'SLOT_TAKEN',
  /** A service visit: the slot cannot be booked (past, too soon, closed, another hub's, the same one). */
  'SLOT_NOT_BOOKABLE',
  /** A service visit: the hold on the slot ran out or is not the customer's. */
  'HOLD_EXPIRED',
  /** A service visit cannot be booked for the device now (the message says why). */
  'SERVICE_NOT_ELIGIBLE',
  /** The pincode has no service centre. */
  'OUTSIDE_SERVICE_AREA',
  /** A service request cannot be cancelled, rescheduled or rated in its state. */
  'REQUEST_NOT_CHANGEABLE',
  /** The visit was rated already: once per visit. */
  'ALREADY_RATED',
  /** A payment link is no longer awaiting payment, so it cannot be resent or cancelled. */
  'PAYMENT_LINK_NOT_OPEN',
  'OTP_EXPIRED',
  'OTP_INCORRECT',
  'OTP_LOCKED',
  'RESEND_TOO_SOON',
  'RATE_LIMITED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'PAYLOAD_TOO_LARGE',
  'SERVICE_UNAVAILABLE',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * The body of every 4xx/5xx answer. `code` stays an open string so that a client keeps working
 * when the server learns a new code; `message` is a sentence a customer can act on.
 */
export const errorAnswerSchema = z.object({
  message: z.string(),
  code: z.string(),
  retryAfterSeconds: z.optional(z.int().check(z.nonnegative())),
  attemptsLeft: z.optional(z.int().check(z.nonnegative())),
  /** SLOT_TAKEN: the free slots nearest the one asked for, soonest first. */
  nearestSlots: z.optional(z.array(z.object({ date: z.string(), slot: z.string(), label: z.string() }))),
});
export type ErrorAnswer = z.infer<typeof errorAnswerSchema>;

/**
 * Schemas may tag a validation issue with the error code the server should answer
 * (`params: { code }` on a custom issue); untagged issues answer INVALID_REQUEST.
 */
export function errorCodeOfIssue(issue: z.core.$ZodIssue): ErrorCode {
  const code: unknown = issue.code === 'custom' ? issue.params?.['code'] : undefined;
  return ERROR_CODES.find((known) => known === code) ?? 'INVALID_REQUEST';
}

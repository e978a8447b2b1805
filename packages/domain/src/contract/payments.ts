import * as z from 'zod/mini';
import { defineCall } from './call.ts';
import { dataAnswer } from './http.ts';
import { paiseSchema } from './money.ts';
import type { PaymentProvider } from './orders.ts';
import { orderIdSchema, PAYMENT_PROVIDERS, paymentProviderSchema } from './orders.ts';

// Payment of an order (§3 providers, §7). The payment page starts a payment and submits the answer's
// handoff form: the browser goes to the provider's page (PayU's `_payment`, Razorpay's hosted
// checkout) and comes back by a form POST to the provider's callback below, which redirects to
// /payment/success/?orderId=… or /payment/failure/?orderId=…. Only the server decides an order is
// paid: after the provider's signature (verified against what it stored) and the amount agree.

/**
 * The payment of an order: `none` before a payment was started, then forward only:
 * created (ours) → pending (at the provider) → captured or failed. After a failure the customer
 * may pay the same order again, which starts a new attempt, or, when only a try at a provider
 * order that takes another failed (Razorpay), continues that order.
 */
export const PAYMENT_STATES = ['none', 'created', 'pending', 'captured', 'failed'] as const;
export const paymentStateSchema = z.enum(PAYMENT_STATES);
export type PaymentState = z.infer<typeof paymentStateSchema>;

/**
 * What the payment page submits to send the customer to the provider: a form POST (a checkout), or
 * a GET of the provider's hosted page (a Razorpay payment link's page, for an order staff sent a link for).
 */
export const paymentHandoffSchema = z.object({
  method: z.enum(['GET', 'POST']),
  action: z.string(),
  fields: z.record(z.string(), z.string()),
});
export type PaymentHandoff = z.infer<typeof paymentHandoffSchema>;

export const PAYMENT_MESSAGES = { provider: 'Choose how you want to pay: PayU or Razorpay.' } as const;

export const paymentInitiateRequestSchema = z.object({
  orderId: orderIdSchema,
  /** The provider to pay with; required unless the order already names one (a plan order). */
  provider: z.optional(z.enum(PAYMENT_PROVIDERS, { error: PAYMENT_MESSAGES.provider })),
});
export type PaymentInitiateRequest = z.input<typeof paymentInitiateRequestSchema>;

export const paymentStartSchema = z.object({
  orderId: z.string(),
  provider: paymentProviderSchema,
  amountPaise: paiseSchema,
  handoff: paymentHandoffSchema,
});
export type PaymentStart = z.infer<typeof paymentStartSchema>;

export const paymentStatusSchema = z.object({
  orderId: z.string(),
  state: paymentStateSchema,
  /** The provider of the latest attempt, null before any. */
  provider: z.nullable(paymentProviderSchema),
  amountPaise: paiseSchema,
  /** A failed (or never started) payment of an order still awaiting payment may be made again. */
  canPay: z.boolean(),
  /**
   * The latest payment was taken by the provider but refused (not the order's amount, not paid the
   * way the order must be, or the order could no longer take it): it is refunded, not kept.
   */
  refundDue: z.boolean(),
  /** Seconds before asking again while the outcome is not known; null once it is. */
  pollAfterSeconds: z.nullable(z.int().check(z.positive())),
  /** The providers a customer may choose now. */
  providers: z.array(paymentProviderSchema),
});
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

const orderQuerySchema = z.object({ orderId: orderIdSchema });

export const paymentCalls = {
  /**
   * Starts (or, after a refresh, resumes) paying an order with a provider: the amount is the
   * order's, never the browser's. A payment already under way with the same provider is handed off
   * again rather than started twice. 503 SERVICE_UNAVAILABLE when the provider does not answer: the
   * order and the attempt are kept, and the same call retries.
   */
  initiate: defineCall({
    method: 'POST',
    path: '/api/payment/initiate',
    body: paymentInitiateRequestSchema,
    answer: dataAnswer(paymentStartSchema),
  }),
  /** The status of an order's payment; one pending for long is settled by asking its provider. */
  status: defineCall({
    method: 'GET',
    path: '/api/payment/status',
    query: orderQuerySchema,
    answer: dataAnswer(paymentStatusSchema),
  }),
  /** The status page's poll: what the server knows now, without asking the provider. */
  getPaymentStatus: defineCall({
    method: 'GET',
    path: '/api/payment/getPaymentStatus',
    query: orderQuerySchema,
    answer: dataAnswer(paymentStatusSchema),
  }),
} as const;

/**
 * Where providers send the browser back (a form POST, or a GET on cancel) and their webhooks. These
 * are not JSON calls: the provider chooses their bodies, and their signatures are the authentication.
 */
export const PAYMENT_PROVIDER_PATHS = {
  callback: (provider: PaymentProvider) => `/api/payment/callback/${provider.toLowerCase()}`,
  cancel: (provider: PaymentProvider) => `/api/payment/cancel/${provider.toLowerCase()}`,
  webhook: (provider: PaymentProvider) => `/api/payment/webhook/${provider.toLowerCase()}`,
} as const;

/** The storefront pages a payment's callback redirects to. */
export const paymentOutcomePath = (outcome: 'success' | 'failure', orderId: string) =>
  `/payment/${outcome}/?orderId=${encodeURIComponent(orderId)}`;

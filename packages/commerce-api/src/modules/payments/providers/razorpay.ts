import { createHash } from 'node:crypto';
import * as z from 'zod/mini';
import { CURRENCY } from '@nirmal/domain/contract';
import type { RazorpayConfig } from '../../../config.ts';
import type {
  CallbackReading,
  PaymentMethod,
  PaymentProvider,
  ProviderPayment,
  ProviderRefund,
  ProviderTransport,
  RequiredMethod,
  VerifiedNotice,
} from './provider.ts';
import { razorpayApi } from './razorpay-api.ts';
import {
  createPaymentLink,
  isPaymentLink,
  paidByCallback,
  paymentLinkPayment,
  readPaymentLinkCallback,
} from './razorpay-payment-links.ts';
import { hmacSha256Hex, sameDigest } from './signatures.ts';

/** What Razorpay signs in the checkout callback: `order_id|payment_id` with the key secret. */
export const razorpayPaymentSignature = (keySecret: string, orderId: string, paymentId: string) =>
  hmacSha256Hex(keySecret, `${orderId}|${paymentId}`);

/** What Razorpay signs in `X-Razorpay-Signature`: the webhook's raw body with the webhook secret. */
export const razorpayWebhookSignature = (webhookSecret: string, rawBody: string) =>
  hmacSha256Hex(webhookSecret, rawBody);

const orderSchema = z.object({ id: z.string(), amount: z.int(), status: z.string() });

export const razorpayPaymentSchema = z.object({
  id: z.string(),
  entity: z.literal('payment'),
  amount: z.int(),
  currency: z.string(),
  status: z.enum(['created', 'authorized', 'captured', 'refunded', 'failed']),
  order_id: z.string(),
  method: z.string(),
  error_code: z.optional(z.nullable(z.string())),
  error_description: z.optional(z.nullable(z.string())),
});
type RazorpayPayment = z.infer<typeof razorpayPaymentSchema>;

const paymentsSchema = z.object({ entity: z.literal('collection'), items: z.array(razorpayPaymentSchema) });

const webhookSchema = z.object({
  entity: z.literal('event'),
  event: z.string(),
  payload: z.object({
    payment: z.optional(z.object({ entity: razorpayPaymentSchema })),
    payment_link: z.optional(z.object({ entity: z.object({ id: z.string() }) })),
  }),
});

export const razorpayRefundSchema = z.object({
  id: z.string(),
  entity: z.literal('refund'),
  amount: z.int(),
  payment_id: z.string(),
  receipt: z.optional(z.nullable(z.string())),
  status: z.enum(['pending', 'processed', 'failed']),
});
type RazorpayRefund = z.infer<typeof razorpayRefundSchema>;

const refundsSchema = z.object({ entity: z.literal('collection'), items: z.array(razorpayRefundSchema) });

const refundEventSchema = z.object({
  entity: z.literal('event'),
  event: z.string(),
  payload: z.object({ refund: z.object({ entity: razorpayRefundSchema }) }),
});

const refundState = (refund: RazorpayRefund): ProviderRefund =>
  refund.status === 'failed'
    ? { status: 'failed', providerRefundId: refund.id, reason: 'Razorpay could not return the money' }
    : { status: refund.status, providerRefundId: refund.id };

/** The events that settle a payment: of a Razorpay order, or of a payment link. */
const SETTLING_EVENTS = {
  order: ['payment.captured', 'payment.failed', 'order.paid'],
  link: ['payment_link.paid'],
};

/** A payment entity's `method` in our words (`cardless_emi`, `wallet`, `paylater` and the rest are `other`). */
const METHODS = new Map<string, PaymentMethod>([
  ['emi', 'emi'],
  ['card', 'card'],
  ['netbanking', 'netbanking'],
  ['upi', 'upi'],
]);

const methodOf = (method: string): PaymentMethod => METHODS.get(method) ?? 'other';

function paymentState(payment: RazorpayPayment): ProviderPayment {
  if (payment.status === 'captured') {
    return {
      status: 'captured',
      providerPaymentId: payment.id,
      amountPaise: payment.amount,
      method: methodOf(payment.method),
    };
  }
  if (payment.status === 'failed') {
    return { status: 'failed', providerPaymentId: payment.id, reason: payment.error_description ?? 'failed' };
  }
  return { status: 'pending' };
}

const BLOCK_NAMES: Record<RequiredMethod, string> = { emi: 'Pay by EMI' };

/**
 * Checkout's display configuration (as form fields) that offers only `method`: one block holding
 * it, and Checkout's default blocks hidden.
 */
function offerOnly(method: RequiredMethod): Record<string, string> {
  return {
    'config[display][blocks][required][name]': BLOCK_NAMES[method],
    'config[display][blocks][required][instruments][0][method]': method,
    'config[display][sequence][0]': 'block.required',
    'config[display][preferences][show_default_blocks]': 'false',
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Razorpay: Orders API, hosted checkout (form POST), signed callback and webhooks, payments of an
 * order; for an order staff sent a payment link for, Payment Links (razorpay-payment-links.ts).
 */
export function razorpayProvider(config: RazorpayConfig, transport: ProviderTransport): PaymentProvider {
  const api = razorpayApi(config, transport);
  const refundsOf = async (paymentId: string) =>
    (
      await api.read(
        `/payments/${encodeURIComponent(paymentId)}/refunds`,
        refundsSchema,
        'refunds of a payment',
      )
    ).items;

  return {
    name: 'RAZORPAY',
    ordersTakeRetries: true,

    async createOrder(order) {
      if (order.paymentLink) return createPaymentLink(api, order);
      const { orderId, amountPaise } = order;
      const created = await api.create(
        '/orders',
        { amount: amountPaise, currency: CURRENCY, receipt: orderId, notes: { order_id: orderId } },
        orderSchema,
        (answer) => answer.amount === amountPaise,
        'order',
      );
      return { providerOrderId: created.id };
    },

    handoff(attempt, payer, { callbackUrl, cancelUrl }) {
      // A payment link is paid on its own page, opened as the SMS's link would open it.
      if (attempt.checkoutUrl) return { method: 'GET', action: attempt.checkoutUrl, fields: {} };
      return {
        method: 'POST',
        action: config.checkoutUrl,
        fields: {
          key_id: config.keyId,
          order_id: attempt.providerOrderId,
          amount: String(attempt.amountPaise),
          currency: CURRENCY,
          name: 'Nirmal',
          description: `Order ${attempt.orderId}`,
          'prefill[name]': payer.firstName,
          'prefill[contact]': `+91${payer.mobile}`,
          'notes[order_id]': attempt.orderId,
          callback_url: callbackUrl,
          cancel_url: cancelUrl,
          ...(attempt.requiredMethod ? offerOnly(attempt.requiredMethod) : {}),
        },
      };
    },

    verifyCallback(attempt, form): CallbackReading {
      if (isPaymentLink(attempt.providerOrderId))
        return readPaymentLinkCallback(config.keySecret, attempt, form);
      const paymentId = form['razorpay_payment_id'];
      const signature = form['razorpay_signature'];
      if (paymentId === undefined || signature === undefined) {
        // Razorpay does not sign a failed payment's callback (error[code], error[metadata], ...).
        return form['error[code]'] === undefined ? { kind: 'forged' } : { kind: 'unsigned' };
      }
      // Signed over the order id WE stored: a callback naming another order cannot match it.
      const expected = razorpayPaymentSignature(config.keySecret, attempt.providerOrderId, paymentId);
      if (!sameDigest(expected, signature)) return { kind: 'forged' };
      return paidByCallback(attempt, paymentId);
    },

    webhookOrderId(rawBody) {
      const event = webhookSchema.safeParse(parseJson(rawBody));
      if (!event.success) return null;
      const { payment, payment_link: link } = event.data.payload;
      return link?.entity.id ?? payment?.entity.order_id ?? null;
    },

    verifyWebhook(attempt, rawBody, headers): VerifiedNotice | null {
      const expected = razorpayWebhookSignature(config.webhookSecret, rawBody);
      if (!sameDigest(expected, headers.get('x-razorpay-signature') ?? undefined)) return null;
      const event = webhookSchema.safeParse(parseJson(rawBody));
      if (!event.success) return null;
      const payment = event.data.payload.payment?.entity;
      const ofLink = isPaymentLink(attempt.providerOrderId);
      // A link's payment belongs to an order Razorpay made for the link: the link names it.
      const about = ofLink ? event.data.payload.payment_link?.entity.id : payment?.order_id;
      if (!payment || about !== attempt.providerOrderId) return null;
      // A redelivered event keeps its id; one without an id is known by its body.
      const eventId =
        headers.get('x-razorpay-event-id') ?? `body:${createHash('sha256').update(rawBody).digest('hex')}`;
      const relevant = SETTLING_EVENTS[ofLink ? 'link' : 'order'].includes(event.data.event);
      return { eventKey: eventId, payment: relevant ? paymentState(payment) : { status: 'pending' } };
    },

    async fetchPayment(attempt) {
      if (isPaymentLink(attempt.providerOrderId)) return paymentLinkPayment(api, attempt, methodOf);
      const { items } = await api.read(
        `/orders/${encodeURIComponent(attempt.providerOrderId)}/payments`,
        paymentsSchema,
        'payments of an order',
      );
      const states = items.filter((item) => item.order_id === attempt.providerOrderId).map(paymentState);
      // An order may hold several tries: one captured settles it; it failed only if every try failed.
      return (
        states.find((state) => state.status === 'captured') ??
        (states.length > 0 && states.every((state) => state.status === 'failed')
          ? (states[0] ?? { status: 'pending' })
          : { status: 'pending' })
      );
    },

    async refund({ reference, providerPaymentId, amountPaise }) {
      // Creating a refund is not repeated blindly: a try whose answer was lost is found by its
      // receipt among the payment's refunds, and answered instead of refunding twice.
      const earlier = (await refundsOf(providerPaymentId)).find((refund) => refund.receipt === reference);
      if (earlier) return refundState(earlier);
      const refund = await api.create(
        `/payments/${encodeURIComponent(providerPaymentId)}/refund`,
        { amount: amountPaise, speed: 'normal', receipt: reference },
        razorpayRefundSchema,
        (answer) => answer.amount === amountPaise,
        'refund',
      );
      return refundState(refund);
    },

    async fetchRefund({ providerPaymentId }, providerRefundId) {
      return refundState(
        await api.read(
          `/payments/${encodeURIComponent(providerPaymentId)}/refunds/${encodeURIComponent(providerRefundId)}`,
          razorpayRefundSchema,
          'refund',
        ),
      );
    },

    readRefundWebhook(rawBody, headers) {
      const event = refundEventSchema.safeParse(parseJson(rawBody));
      if (!event.success || !event.data.event.startsWith('refund.')) return null;
      const expected = razorpayWebhookSignature(config.webhookSecret, rawBody);
      if (!sameDigest(expected, headers.get('x-razorpay-signature') ?? undefined)) return 'forged';
      const refund = event.data.payload.refund.entity;
      return { providerPaymentId: refund.payment_id, refund: refundState(refund) };
    },
  };
}

import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import * as z from 'zod/mini';
import { SANDBOX_KEYS } from '../../../config.ts';
import type { CallRoutes } from '../../../http/route.ts';
import { razorpayPaymentLinkSignature } from '../providers/razorpay-payment-links.ts';
import { razorpayPaymentSignature, razorpayWebhookSignature } from '../providers/razorpay.ts';
import type { razorpayPaymentSchema, razorpayRefundSchema } from '../providers/razorpay.ts';
import { ALL_METHODS, checkoutPage, errorPage, noReturnPage, readChoice } from './checkout-page.ts';
import type { Choice, Method } from './checkout-page.ts';
import { autoSubmitPage, returnAddress } from './html.ts';
import { processLater } from './refunds.ts';
import type { RefundProcessing } from './refunds.ts';
import type { WebhookDelivery, WebhookSender } from './webhooks.ts';

type Payment = z.infer<typeof razorpayPaymentSchema> & {
  captured: boolean;
  amount_refunded: number;
  created_at: number;
};
type Refund = z.infer<typeof razorpayRefundSchema> & {
  currency: 'INR';
  notes: Record<string, string>;
  created_at: number;
};

const createRefundSchema = z.object({
  amount: z.optional(z.int().check(z.gte(100))),
  speed: z.optional(z.enum(['normal', 'optimum'])),
  receipt: z.optional(z.string().check(z.maxLength(40))),
  notes: z.optional(z.record(z.string(), z.string())),
});

interface Order {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  notes: Record<string, string>;
  created_at: number;
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** Razorpay ids: a prefix and 14 letters or digits (`order_NzXJ6ZQd0t3Hqm`). */
const razorpayId = (prefix: string) =>
  `${prefix}_${[...randomBytes(14)].map((byte) => ALPHABET[byte % ALPHABET.length]).join('')}`;

const createOrderSchema = z.object({
  amount: z.int().check(z.gte(100)),
  currency: z.literal('INR'),
  receipt: z.optional(z.string().check(z.maxLength(40))),
  notes: z.optional(z.record(z.string(), z.string())),
});

const METHOD_NAMES: Record<Method, string> = {
  upi: 'upi',
  card: 'card',
  netbanking: 'netbanking',
  emi: 'emi',
};

/** A field of Checkout's display configuration naming the method of one of a block's instruments. */
const BLOCK_INSTRUMENT_METHOD = /^config\[display\]\[blocks\]\[[^\]]+\]\[instruments\]\[\d+\]\[method\]$/;

/** What Checkout offers: every method, unless its default blocks are hidden: then the shop's blocks' methods. */
function offeredMethods(form: Record<string, string>): Method[] {
  if (form['config[display][preferences][show_default_blocks]'] !== 'false') return ALL_METHODS;
  const named = new Set(
    Object.entries(form)
      .filter(([name]) => BLOCK_INSTRUMENT_METHOD.test(name))
      .map(([, method]) => method),
  );
  return ALL_METHODS.filter((method) => named.has(METHOD_NAMES[method]));
}

/** A payment link as the sandbox keeps it; its payments are its order's. */
interface PaymentLink {
  id: string;
  entity: 'payment_link';
  amount: number;
  currency: string;
  description: string;
  reference_id: string;
  status: 'created' | 'paid' | 'expired';
  short_url: string;
  callback_url: string;
  /** When it stops taking payments; null for never. */
  expire_by: number | null;
  notes: Record<string, string>;
  /** The order the sandbox made for the link, which its payments pay. */
  order_id: string;
  created_at: number;
}

const createPaymentLinkSchema = z.object({
  amount: z.int().check(z.gte(100)),
  currency: z.literal('INR'),
  description: z.optional(z.string().check(z.maxLength(2048))),
  reference_id: z.string().check(z.minLength(1), z.maxLength(40)),
  expire_by: z.optional(z.int()),
  callback_url: z.string(),
  callback_method: z.literal('get'),
  notes: z.optional(z.record(z.string(), z.string())),
});

interface Checkout {
  orderId: string;
  callbackUrl: string;
  cancelUrl: string;
  description: string;
  methods: Method[];
}

/** What the one payment page shows and takes a payment for: an order at Checkout, or a payment link. */
interface Payable {
  order: Order;
  description: string;
  /** The id the UPI intent carries: the order's at Checkout, the link's for a link. */
  reference: string;
  methods: readonly Method[];
  /** Where the page's form posts, and the field naming what it pays. */
  payPath: string;
  state: Record<string, string>;
}

const seconds = () => Math.floor(Date.now() / 1000);

const DECLINED = 'Payment failed: your bank declined it. Try again.';

const apiError = (c: Context, status: 400 | 401 | 404, description: string) =>
  c.json(
    {
      error: {
        code: 'BAD_REQUEST_ERROR',
        description,
        source: 'business',
        step: 'payment_initiation',
        reason: 'input_validation_failed',
        metadata: {},
      },
    },
    status,
  );

export async function formOf(c: Context): Promise<Record<string, string>> {
  return Object.fromEntries(new URLSearchParams(await c.req.text()));
}

/** The request's JSON body; undefined when it is not JSON, which the call's schema then refuses. */
async function jsonOf(c: Context): Promise<unknown> {
  try {
    return JSON.parse(await c.req.text()) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Razorpay as the sandbox plays it: the Orders API (Basic auth with the key id and secret), the
 * hosted checkout the browser is posted to, the signed return to `callback_url` and signed webhooks
 * (payment.captured, order.paid, payment.failed), the payments of an order, and refunds of a
 * payment (created pending, processed or failed later, announced by refund.processed or refund.failed).
 */
export function razorpaySandbox(
  routes: CallRoutes,
  base: string,
  webhooks: WebhookSender,
  webhookUrl: string,
  refundProcessing: RefundProcessing,
) {
  const keys = SANDBOX_KEYS.razorpay;
  const orders = new Map<string, Order>();
  const links = new Map<string, PaymentLink>();
  const payments = new Map<string, Payment>();
  const checkouts = new Map<string, Checkout>();
  const refunds = new Map<string, Refund>();
  const prefix = '/sandbox/razorpay/v1';
  const authorized = (c: Context) =>
    c.req.header('authorization') ===
    `Basic ${Buffer.from(`${keys.keyId}:${keys.keySecret}`).toString('base64')}`;

  /** An order of the Orders API, made for the shop's checkout or for a payment link, whose payments pay it. */
  function createOrder(amount: number, receipt: string | null, notes: Record<string, string>): Order {
    const order: Order = {
      id: razorpayId('order'),
      entity: 'order',
      amount,
      amount_paid: 0,
      amount_due: amount,
      currency: 'INR',
      receipt,
      status: 'created',
      attempts: 0,
      notes,
      created_at: seconds(),
    };
    orders.set(order.id, order);
    return order;
  }

  /** A webhook event as Razorpay sends it: its id in a header, its raw body signed with the webhook secret. */
  function signedEvent(
    name: string,
    contains: string[],
    payload: Record<string, { entity: object }>,
  ): WebhookDelivery {
    const body = JSON.stringify({
      entity: 'event',
      account_id: 'acc_sandbox',
      event: name,
      contains,
      payload,
      created_at: seconds(),
    });
    return {
      body,
      headers: {
        'content-type': 'application/json',
        'x-razorpay-event-id': razorpayId('evt'),
        'x-razorpay-signature': razorpayWebhookSignature(keys.webhookSecret, body),
      },
    };
  }

  routes.plain('POST', `${prefix}/orders`, async (c) => {
    if (!authorized(c)) return apiError(c, 401, 'Authentication failed');
    const request = createOrderSchema.safeParse(await jsonOf(c));
    if (!request.success) return apiError(c, 400, 'The amount must be at least INR 1.00, in paise.');
    const { amount, receipt, notes } = request.data;
    return c.json(createOrder(amount, receipt ?? null, notes ?? {}));
  });

  routes.plain('GET', `${prefix}/orders/:id`, (c) => {
    if (!authorized(c)) return apiError(c, 401, 'Authentication failed');
    const order = orders.get(c.req.param('id') ?? '');
    return order ? c.json(order) : apiError(c, 400, 'The id provided does not exist');
  });

  routes.plain('GET', `${prefix}/orders/:id/payments`, (c) => {
    if (!authorized(c)) return apiError(c, 401, 'Authentication failed');
    const id = c.req.param('id') ?? '';
    if (!orders.has(id)) return apiError(c, 400, 'The id provided does not exist');
    // Newest first, as Razorpay lists them.
    const items = [...payments.values()].filter((payment) => payment.order_id === id).reverse();
    return c.json({ entity: 'collection', count: items.length, items });
  });

  /**
   * A try at paying the order: the payment recorded and its webhooks sent as the tester chose; a
   * link's paid payment is announced as `payment_link.paid`.
   */
  async function recordTry(order: Order, choice: Choice, link?: PaymentLink): Promise<Payment> {
    const succeeded = choice.outcome === 'success';
    const payment: Payment = {
      id: razorpayId('pay'),
      entity: 'payment',
      amount: order.amount,
      currency: 'INR',
      status: succeeded ? 'captured' : 'failed',
      order_id: order.id,
      method: METHOD_NAMES[choice.method],
      captured: succeeded,
      amount_refunded: 0,
      error_code: succeeded ? null : 'BAD_REQUEST_ERROR',
      error_description: succeeded ? null : 'Payment failed',
      created_at: seconds(),
    };
    payments.set(payment.id, payment);
    order.attempts += 1;
    order.status = succeeded ? 'paid' : 'attempted';
    if (succeeded) Object.assign(order, { amount_paid: order.amount, amount_due: 0 });
    if (succeeded && link) link.status = 'paid';

    const event = (name: string, contains: string[]) =>
      signedEvent(name, contains, {
        payment: { entity: payment },
        ...(contains.includes('order') ? { order: { entity: order } } : {}),
        ...(link ? { payment_link: { entity: link } } : {}),
      });
    await webhooks.send(
      webhookUrl,
      succeeded && link
        ? [event('payment_link.paid', ['payment_link', 'order', 'payment'])]
        : succeeded
          ? [event('payment.captured', ['payment']), event('order.paid', ['payment', 'order'])]
          : [event('payment.failed', ['payment'])],
      choice.webhook,
    );
    return payment;
  }

  /** The payment page, one for Checkout and payment links alike; `alert` is said first. */
  const showPage = (c: Context, payable: Payable, alert?: string) =>
    c.html(
      checkoutPage({
        provider: 'Razorpay',
        amountPaise: payable.order.amount,
        description: payable.description,
        upiPayee: 'nirmal.sandbox@razorpay',
        reference: payable.reference,
        payAction: `${base}/razorpay/v1/${payable.payPath}`,
        state: payable.state,
        methods: payable.methods,
        userAgent: c.req.header('user-agent') ?? '',
        alert,
      }),
    );

  const checkoutPayable = (checkoutId: string, checkout: Checkout, order: Order): Payable => ({
    order,
    description: checkout.description,
    reference: order.id,
    methods: checkout.methods,
    payPath: 'checkout/embedded/pay',
    state: { checkout: checkoutId },
  });

  const linkPayable = (link: PaymentLink, order: Order): Payable => ({
    order,
    description: link.description,
    reference: link.id,
    methods: ALL_METHODS,
    payPath: 'payment_links/pay',
    state: { link: link.id },
  });

  routes.plain('POST', `${prefix}/checkout/embedded`, async (c) => {
    const form = await formOf(c);
    const order = orders.get(form['order_id'] ?? '');
    if (form['key_id'] !== keys.keyId || !order)
      return c.html(errorPage('Razorpay', 'This payment link is not valid.'), 400);
    if (order.status === 'paid') return c.html(errorPage('Razorpay', 'This order is already paid.'), 400);
    const callbackUrl = returnAddress(form['callback_url']);
    const cancelUrl = form['cancel_url'] === undefined ? callbackUrl : returnAddress(form['cancel_url']);
    if (!callbackUrl || !cancelUrl) {
      return c.html(errorPage('Razorpay', 'callback_url and cancel_url must be http(s) addresses.'), 400);
    }
    const methods = offeredMethods(form);
    if (methods.length === 0) {
      return c.html(errorPage('Razorpay', 'The checkout configuration leaves no method to pay by.'), 400);
    }
    const checkoutId = razorpayId('chk');
    const checkout: Checkout = {
      orderId: order.id,
      callbackUrl,
      cancelUrl,
      description: form['description'] ?? '',
      methods,
    };
    checkouts.set(checkoutId, checkout);
    return showPage(c, checkoutPayable(checkoutId, checkout, order));
  });

  routes.plain('POST', `${prefix}/checkout/embedded/pay`, async (c) => {
    const form = await formOf(c);
    const checkoutId = form['checkout'] ?? '';
    const checkout = checkouts.get(checkoutId);
    const order = checkout && orders.get(checkout.orderId);
    if (!checkout || !order)
      return c.html(
        errorPage('Razorpay', 'This checkout has ended. Go back to the shop and pay again.'),
        400,
      );
    const choice = readChoice(form, checkout.methods);
    if (!choice)
      return c.html(errorPage('Razorpay', 'This way of paying is not offered for this payment.'), 400);
    if (choice.outcome === 'retry') {
      // Checkout keeps the customer after a declined try (its `retry` option): a new payment of the order.
      await recordTry(order, choice);
      return showPage(c, checkoutPayable(checkoutId, checkout, order), DECLINED);
    }
    checkouts.delete(checkoutId);
    if (choice.outcome === 'cancel') return c.redirect(checkout.cancelUrl, 303);

    const payment = await recordTry(order, choice);
    if (choice.noReturn) return c.html(noReturnPage('Razorpay'));
    return c.html(
      autoSubmitPage(
        'Razorpay sandbox',
        checkout.callbackUrl,
        payment.status === 'captured'
          ? {
              razorpay_payment_id: payment.id,
              razorpay_order_id: order.id,
              razorpay_signature: razorpayPaymentSignature(keys.keySecret, order.id, payment.id),
            }
          : {
              'error[code]': 'BAD_REQUEST_ERROR',
              'error[description]': 'Payment failed',
              'error[source]': 'customer',
              'error[step]': 'payment_authorization',
              'error[reason]': 'payment_failed',
              'error[metadata]': JSON.stringify({ payment_id: payment.id, order_id: order.id }),
            },
      ),
    );
  });

  // Payment Links: made by the shop's server, paid on the link's own page, the browser returned by
  // a GET to the link's callback address with the link's fields signed.
  routes.plain('POST', `${prefix}/payment_links`, async (c) => {
    if (!authorized(c)) return apiError(c, 401, 'Authentication failed');
    const request = createPaymentLinkSchema.safeParse(await jsonOf(c));
    const callbackUrl = request.success ? returnAddress(request.data.callback_url) : null;
    if (!request.success || !callbackUrl) {
      return apiError(
        c,
        400,
        'amount, currency, reference_id, expire_by and an http(s) callback_url are required.',
      );
    }
    if (request.data.expire_by !== undefined && request.data.expire_by < seconds() + 15 * 60) {
      return apiError(c, 400, 'expire_by should be at least 15 minutes after the current time.');
    }
    if ([...links.values()].some((link) => link.reference_id === request.data.reference_id)) {
      return apiError(c, 400, 'The reference_id must be unique: a link with it exists.');
    }
    const order = createOrder(request.data.amount, request.data.reference_id, request.data.notes ?? {});
    const id = razorpayId('plink');
    const link: PaymentLink = {
      id,
      entity: 'payment_link',
      amount: request.data.amount,
      currency: 'INR',
      description: request.data.description ?? '',
      reference_id: request.data.reference_id,
      status: 'created',
      short_url: `${base}/razorpay/v1/payment_links/${id}/pay`,
      callback_url: callbackUrl,
      expire_by: request.data.expire_by ?? null,
      notes: request.data.notes ?? {},
      order_id: order.id,
      created_at: seconds(),
    };
    links.set(id, link);
    return c.json(link);
  });

  /** A link as Razorpay answers it, with the payments made at it (expired once its time is up). */
  const linkNow = (id: string) => {
    const link = links.get(id);
    if (link?.status === 'created' && link.expire_by !== null && link.expire_by <= seconds()) {
      link.status = 'expired';
    }
    return link;
  };

  routes.plain('GET', `${prefix}/payment_links/:id`, (c) => {
    if (!authorized(c)) return apiError(c, 401, 'Authentication failed');
    const link = linkNow(c.req.param('id') ?? '');
    if (!link) return apiError(c, 400, 'The id provided does not exist');
    const paid = [...payments.values()].filter((payment) => payment.order_id === link.order_id);
    return c.json({
      ...link,
      payments: paid.length
        ? paid.map((payment) => ({
            payment_id: payment.id,
            amount: payment.amount,
            status: payment.status,
            method: payment.method,
            plink_id: link.id,
            created_at: payment.created_at,
          }))
        : null,
    });
  });

  routes.plain('GET', `${prefix}/payment_links/:id/pay`, (c) => {
    const link = linkNow(c.req.param('id') ?? '');
    const order = link && orders.get(link.order_id);
    if (!link || !order) return c.html(errorPage('Razorpay', 'This payment link is not valid.'), 404);
    if (link.status === 'paid')
      return c.html(errorPage('Razorpay', 'This payment link is already paid.'), 400);
    if (link.status === 'expired')
      return c.html(errorPage('Razorpay', 'This payment link has expired.'), 400);
    return showPage(c, linkPayable(link, order));
  });

  routes.plain('POST', `${prefix}/payment_links/pay`, async (c) => {
    const form = await formOf(c);
    const link = linkNow(form['link'] ?? '');
    const order = link && orders.get(link.order_id);
    if (!link || !order || link.status !== 'created') {
      return c.html(errorPage('Razorpay', 'This payment link can no longer be paid.'), 400);
    }
    const choice = readChoice(form, ALL_METHODS);
    if (!choice)
      return c.html(errorPage('Razorpay', 'This way of paying is not offered for this payment.'), 400);
    if (choice.outcome === 'cancel')
      return showPage(c, linkPayable(link, order), 'You did not pay. You can pay this link now or later.');
    const payment = await recordTry(order, choice, link);
    if (payment.status !== 'captured') return showPage(c, linkPayable(link, order), DECLINED);
    if (choice.noReturn) return c.html(noReturnPage('Razorpay'));
    const back = new URL(link.callback_url);
    const fields = {
      razorpay_payment_id: payment.id,
      razorpay_payment_link_id: link.id,
      razorpay_payment_link_reference_id: link.reference_id,
      razorpay_payment_link_status: link.status,
    };
    for (const [name, value] of Object.entries(fields)) back.searchParams.append(name, value);
    back.searchParams.append(
      'razorpay_signature',
      razorpayPaymentLinkSignature(keys.keySecret, {
        id: link.id,
        referenceId: link.reference_id,
        status: link.status,
        paymentId: payment.id,
      }),
    );
    return c.redirect(back.href, 303);
  });

  // Refunds: made pending by the shop's server, processed (or failed) after a while, announced by
  // a signed webhook, and readable from the payment. A receipt names one refund of a payment: the
  // same receipt again answers that refund, so a retried request never refunds twice.
  routes.plain('POST', `${prefix}/payments/:id/refund`, async (c) => {
    if (!authorized(c)) return apiError(c, 401, 'Authentication failed');
    const payment = payments.get(c.req.param('id') ?? '');
    if (!payment) return apiError(c, 400, 'The id provided does not exist');
    const request = createRefundSchema.safeParse(await jsonOf(c));
    if (!request.success) return apiError(c, 400, 'The amount must be at least INR 1.00, in paise.');
    const { receipt } = request.data;
    const earlier = [...refunds.values()].find(
      (refund) => refund.payment_id === payment.id && receipt !== undefined && refund.receipt === receipt,
    );
    if (earlier) return c.json(earlier);
    if (payment.status !== 'captured' && payment.status !== 'refunded') {
      return apiError(c, 400, 'The payment has not been captured, so it cannot be refunded.');
    }
    const amount = request.data.amount ?? payment.amount - payment.amount_refunded;
    if (amount > payment.amount - payment.amount_refunded) {
      return apiError(c, 400, 'The total refund amount is greater than the refund payment amount.');
    }
    const refund: Refund = {
      id: razorpayId('rfnd'),
      entity: 'refund',
      amount,
      currency: 'INR',
      payment_id: payment.id,
      receipt: receipt ?? null,
      notes: request.data.notes ?? {},
      status: 'pending',
      created_at: seconds(),
    };
    refunds.set(refund.id, refund);
    payment.amount_refunded += amount;
    processLater(refundProcessing, async (outcome) => {
      refund.status = outcome;
      if (outcome === 'failed') payment.amount_refunded -= amount;
      else if (payment.amount_refunded === payment.amount) payment.status = 'refunded';
      const event = signedEvent(`refund.${outcome}`, ['refund', 'payment'], {
        refund: { entity: refund },
        payment: { entity: payment },
      });
      await webhooks.send(webhookUrl, [event], 'before');
    });
    return c.json(refund);
  });

  routes.plain('GET', `${prefix}/payments/:id/refunds`, (c) => {
    if (!authorized(c)) return apiError(c, 401, 'Authentication failed');
    const id = c.req.param('id') ?? '';
    if (!payments.has(id)) return apiError(c, 400, 'The id provided does not exist');
    const items = [...refunds.values()].filter((refund) => refund.payment_id === id).reverse();
    return c.json({ entity: 'collection', count: items.length, items });
  });

  routes.plain('GET', `${prefix}/payments/:id/refunds/:refund`, (c) => {
    if (!authorized(c)) return apiError(c, 401, 'Authentication failed');
    const refund = refunds.get(c.req.param('refund') ?? '');
    return refund && refund.payment_id === c.req.param('id')
      ? c.json(refund)
      : apiError(c, 400, 'The id provided does not exist');
  });
}

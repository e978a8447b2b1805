import type { PaymentProvider as PaymentProviderName } from '@nirmal/domain/contract';
import { OutboundRefusedError, OutboundUnavailableError } from '../../../http/outbound.ts';
import type { OutboundPolicy, Repeatable } from '../../../http/outbound.ts';
import type { LinkForPayment } from '../../module.ts';

/** How a payment was made, in our words (each adapter maps its provider's own). */
export type PaymentMethod = 'emi' | 'card' | 'netbanking' | 'upi' | 'other';

/** A method an attempt may be restricted to: an order placed with no-cost EMI is priced for EMI. */
export type RequiredMethod = Extract<PaymentMethod, 'emi'>;

/** Our side of one payment attempt, as stored on our server: what every check is made against. */
export interface StoredAttempt {
  id: string;
  orderId: string;
  amountPaise: number;
  /** The provider's order (Razorpay `order_...`, PayU `txnid`) we stored when we created it. */
  providerOrderId: string;
  /** The only method the payment may be made by; null for any. */
  requiredMethod: RequiredMethod | null;
  /** The provider's own page for this payment (a Razorpay payment link's), when it made one. */
  checkoutUrl: string | null;
}

export interface NewProviderOrder {
  attemptId: string;
  orderId: string;
  amountPaise: number;
  /** The payment link the order was sent with, if any. */
  paymentLink: LinkForPayment | null;
  /** Where the provider returns the browser (a payment link is told when it is made). */
  urls: ReturnUrls;
}

/** The provider's order (or payment link) made for an attempt. */
export interface ProviderOrder {
  providerOrderId: string;
  /** The provider's page for it, when the customer is sent there rather than to its checkout. */
  checkoutUrl?: string;
}

/** The customer details a provider's page shows or needs (prefill). */
export interface Payer {
  firstName: string;
  mobile: string;
  /** The customer's confirmed email address; empty when they have none. */
  email: string;
}

/** What the browser submits to send the customer to the provider: a form of these fields. */
export interface Handoff {
  method: 'GET' | 'POST';
  action: string;
  fields: Record<string, string>;
}

/** Where the provider returns the browser: our callback (success or failure) and the cancel address. */
export interface ReturnUrls {
  callbackUrl: string;
  cancelUrl: string;
}

/** A payment's state at the provider, after its signature was verified or as its API answered. */
export type ProviderPayment =
  | {
      status: 'captured';
      providerPaymentId: string;
      amountPaise: number;
      /**
       * How it was paid, when the message vouches for it; null when it does not (Razorpay's
       * callback does not say, PayU's hash does not cover `mode`): the provider's API then tells.
       */
      method: PaymentMethod | null;
    }
  | { status: 'failed'; providerPaymentId: string | null; reason: string }
  | { status: 'pending' };

/** A verified message from the provider about one payment: `eventKey` names it for deduplication. */
export interface VerifiedNotice {
  eventKey: string;
  payment: ProviderPayment;
}

/**
 * What the browser brought back: signed by the provider (and verified against our stored attempt),
 * a failure or cancel the provider does not sign (only the provider's API can settle it), or forged.
 */
export type CallbackReading =
  ({ kind: 'verified' } & VerifiedNotice) | { kind: 'unsigned' } | { kind: 'forged' };

/** One try at refunding a captured payment in full. */
export interface RefundRequest {
  /** Ours, one per try (`<refund id>-<try>`): the provider knows the refund by it, so a repeated try finds it. */
  reference: string;
  providerPaymentId: string;
  amountPaise: number;
}

/** A refund at the provider, as its API or a verified webhook says. */
export type ProviderRefund =
  | { status: 'pending' | 'processed'; providerRefundId: string }
  | { status: 'failed'; providerRefundId: string; reason: string };

/** A verified webhook about a refund; `refund` says where it stands. */
export interface RefundNotice {
  providerPaymentId: string;
  refund: ProviderRefund;
}

/** One payment service behind one interface: each adapter speaks its service's own protocol. */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /**
   * Whether the provider's order takes another try after a failed one (a Razorpay order does,
   * until one is captured; a PayU txnid is used once): a failed try then does not end the attempt.
   */
  readonly ordersTakeRetries: boolean;
  /** Creates the provider's order for an amount (PayU has none: the transaction id is ours). */
  createOrder(order: NewProviderOrder): Promise<ProviderOrder>;
  /**
   * The form the payment page submits; it carries only public values (key id, hashes). It asks
   * the provider to offer only the attempt's required method, if any: the browser can remove
   * that, so settling checks the method the provider reports.
   */
  handoff(attempt: StoredAttempt, payer: Payer, urls: ReturnUrls): Handoff;
  verifyCallback(attempt: StoredAttempt, form: Record<string, string>): CallbackReading;
  /** The provider order a webhook claims to be about, read before it is verified (to find our attempt). */
  webhookOrderId(rawBody: string, headers: Headers): string | null;
  /** Verifies a webhook over its raw body against our stored attempt; null when it is not genuine. */
  verifyWebhook(attempt: StoredAttempt, rawBody: string, headers: Headers): VerifiedNotice | null;
  /** Asks the provider for the attempt's payment (reconciliation). */
  fetchPayment(attempt: StoredAttempt): Promise<ProviderPayment>;
  /**
   * Asks the provider to refund the payment (its refund API); idempotent by `reference`: a try
   * repeated after a lost answer answers the refund the first one made.
   */
  refund(request: RefundRequest): Promise<ProviderRefund>;
  /** Asks the provider where a refund stands (reconciliation). */
  fetchRefund(request: RefundRequest, providerRefundId: string): Promise<ProviderRefund>;
  /**
   * A webhook about a refund, verified over its raw body: null when it is not about a refund,
   * 'forged' when it is and its signature does not match.
   */
  readRefundWebhook(rawBody: string, headers: Headers): RefundNotice | 'forged' | null;
}

/** The provider could not be reached, was too slow, or answered something we cannot use. */
export class ProviderUnavailableError extends Error {
  readonly provider: PaymentProviderName;

  constructor(provider: PaymentProviderName, detail: string, options?: { cause?: unknown }) {
    super(`${provider}: ${detail}`, options);
    this.provider = provider;
  }
}

/** How adapters reach their service: `fetch`, under the provider's timeout, retries and circuit breaker. */
export interface ProviderTransport {
  fetch: typeof fetch;
  policy: OutboundPolicy;
}

/**
 * One HTTP call to a provider under its policy (`idempotent` calls are retried with backoff); any
 * network error, timeout, open circuit or error answer becomes ProviderUnavailableError. A 4xx is
 * the provider refusing this request: not retried, and not counted against the provider's health.
 */
export async function callProvider(
  provider: PaymentProviderName,
  transport: ProviderTransport,
  url: string,
  init: RequestInit,
  repeatable: Repeatable,
): Promise<unknown> {
  const text = await transport.policy
    .call(repeatable, async (signal) => {
      const response = await transport.fetch(url, { ...init, signal });
      const body = await response.text();
      if (response.ok) return body;
      const detail = `${url} answered ${response.status}: ${body}`;
      throw response.status < 500 ? new OutboundRefusedError(detail) : new Error(detail);
    })
    .catch((error: unknown) => {
      const detail =
        error instanceof OutboundUnavailableError
          ? error.detail
          : error instanceof Error
            ? error.message
            : `no answer from ${url}`;
      throw new ProviderUnavailableError(provider, detail, { cause: error });
    });
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new ProviderUnavailableError(provider, `${url} answered something other than JSON`, {
      cause: error,
    });
  }
}

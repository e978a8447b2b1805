import * as z from 'zod/mini';
import { CURRENCY } from '@nirmal/domain/contract';
import { ProviderUnavailableError } from './provider.ts';
import type {
  CallbackReading,
  NewProviderOrder,
  PaymentMethod,
  ProviderOrder,
  ProviderPayment,
  StoredAttempt,
} from './provider.ts';
import type { RazorpayApi } from './razorpay-api.ts';
import { hmacSha256Hex, sameDigest } from './signatures.ts';

// Razorpay Payment Links, for an order staff sent a payment link for (issue 22): the link is made
// for the attempt (its reference id is the attempt's id), the customer pays on the link's page,
// and Razorpay returns the browser by a GET to the callback address with the link's fields, signed
// `payment_link_id|payment_link_reference_id|payment_link_status|razorpay_payment_id` with the key
// secret. Its webhook is `payment_link.paid`.

/** Razorpay's link ids: `plink_` and 14 letters or digits. */
export const isPaymentLink = (providerOrderId: string) => providerOrderId.startsWith('plink_');

/** What Razorpay signs in a payment link's callback, with the key secret. */
export const razorpayPaymentLinkSignature = (
  keySecret: string,
  link: { id: string; referenceId: string; status: string; paymentId: string },
) => hmacSha256Hex(keySecret, `${link.id}|${link.referenceId}|${link.status}|${link.paymentId}`);

const paymentLinkSchema = z.object({
  id: z.string(),
  amount: z.int(),
  reference_id: z.string(),
  short_url: z.string(),
  status: z.string(),
});

const linkPaymentsSchema = z.object({
  id: z.string(),
  payments: z.nullable(
    z.array(z.object({ payment_id: z.string(), amount: z.int(), status: z.string(), method: z.string() })),
  ),
});

/** Razorpay takes an expiry only at least this far ahead. */
const SHORTEST_EXPIRY_SECONDS = 15 * 60 + 60;

/**
 * When the link stops taking payments at Razorpay, if that is far enough ahead for Razorpay to
 * accept it; a link that ends sooner (a visit's slot held a few minutes more) is not given one, and
 * a payment after its end is refused and refunded by the order's payment effects.
 */
function expireBy(expiresAt: Date): { expire_by?: number } {
  const at = Math.floor(expiresAt.getTime() / 1000);
  return at >= Math.floor(Date.now() / 1000) + SHORTEST_EXPIRY_SECONDS ? { expire_by: at } : {};
}

/** Makes the link for the attempt's amount; Nirmal has sent its own SMS, so Razorpay notifies nobody. */
export async function createPaymentLink(
  api: RazorpayApi,
  { attemptId, orderId, amountPaise, paymentLink, urls }: NewProviderOrder,
): Promise<ProviderOrder> {
  if (!paymentLink) throw new TypeError('A Razorpay payment link needs the link it pays');
  // Its reference id is the attempt's: Razorpay refuses a second link for it.
  const link = await api.create(
    '/payment_links',
    {
      amount: amountPaise,
      currency: CURRENCY,
      description: paymentLink.description,
      reference_id: attemptId,
      ...expireBy(paymentLink.expiresAt),
      notify: { sms: false, email: false },
      callback_url: urls.callbackUrl,
      callback_method: 'get',
      notes: { order_id: orderId, payment_link_id: paymentLink.linkId },
    },
    paymentLinkSchema,
    (answer) => answer.amount === amountPaise && answer.reference_id === attemptId,
    'payment link',
  );
  return { providerOrderId: link.id, checkoutUrl: link.short_url };
}

/**
 * The browser's return from a link's page. The signature is checked over the link id and reference
 * id WE stored, so a return naming another link or attempt cannot match; only `paid` pays.
 */
export function readPaymentLinkCallback(
  keySecret: string,
  attempt: StoredAttempt,
  form: Record<string, string>,
): CallbackReading {
  const paymentId = form['razorpay_payment_id'];
  const status = form['razorpay_payment_link_status'];
  const signature = form['razorpay_signature'];
  if (paymentId === undefined || status === undefined || signature === undefined) return { kind: 'forged' };
  if (
    form['razorpay_payment_link_id'] !== attempt.providerOrderId ||
    form['razorpay_payment_link_reference_id'] !== attempt.id
  ) {
    return { kind: 'forged' };
  }
  const expected = razorpayPaymentLinkSignature(keySecret, {
    id: attempt.providerOrderId,
    referenceId: attempt.id,
    status,
    paymentId,
  });
  if (!sameDigest(expected, signature)) return { kind: 'forged' };
  // Signed, but not paid (yet): Razorpay's API settles it.
  if (status !== 'paid') return { kind: 'unsigned' };
  return paidByCallback(attempt, paymentId);
}

/**
 * A verified Razorpay callback, of an order or a link: the attempt's amount paid. Neither amount
 * can change (we made the order or link for the attempt's amount and checked Razorpay said so),
 * and the callback does not say how it was paid.
 */
export const paidByCallback = (attempt: StoredAttempt, paymentId: string): CallbackReading => ({
  kind: 'verified',
  eventKey: `callback:${paymentId}`,
  payment: {
    status: 'captured',
    providerPaymentId: paymentId,
    amountPaise: attempt.amountPaise,
    method: null,
  },
});

/** The link's payments as Razorpay lists them: one captured settles it; it failed only if every try failed. */
export async function paymentLinkPayment(
  api: RazorpayApi,
  attempt: StoredAttempt,
  methodOf: (method: string) => PaymentMethod,
): Promise<ProviderPayment> {
  const link = await api.read(
    `/payment_links/${encodeURIComponent(attempt.providerOrderId)}`,
    linkPaymentsSchema,
    'payment link',
  );
  if (link.id !== attempt.providerOrderId) {
    throw new ProviderUnavailableError('RAZORPAY', 'it answered about another payment link');
  }
  const payments = link.payments ?? [];
  const captured = payments.find((payment) => payment.status === 'captured');
  if (captured) {
    return {
      status: 'captured',
      providerPaymentId: captured.payment_id,
      amountPaise: captured.amount,
      method: methodOf(captured.method),
    };
  }
  const last = payments.at(-1);
  return last && payments.every((payment) => payment.status === 'failed')
    ? { status: 'failed', providerPaymentId: last.payment_id, reason: 'failed' }
    : { status: 'pending' };
}
